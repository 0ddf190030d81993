import QtQuick
import QtQuick3D
import "dice"
import "bar"
import DiceBar.Scene 1.0
import "Playback.js" as Playback

// The bar table in 3D: felt, rails, the dice, the tokens. Motion comes from the session's steps: a throw or a
// move carries every frame (positions and rotations, y-up centimetres); this view only plays them back.
LettingGoView3D {
    id: view
    objectName: "table3d"
    required property var session
    // How well it is drawn (dicebar.ui.renderer): "low" in two layers with blob shadows, "medium" in one view
    // with 2x MSAA, "high" in one view with 4x MSAA, shadow maps and ambient occlusion. Fixed for the view's life
    // (Main.qml): a new level comes with the next table, never under this one.
    property string quality: "low"
    readonly property bool realShadows: quality === "high"
    property bool silent: false
    readonly property var table: session ? session.table : ({ feltHalf: [30, 20], railWidth: 4, railHeight: 3, dieEdge: TableSizes.dieEdge, seats: [] })
    readonly property real halfX: table.feltHalf[0] + table.railWidth
    readonly property real halfZ: table.feltHalf[1] + table.railWidth
    property var playing: null
    property real playTime: 0
    readonly property alias sounds: sounds  // the HUD's volume and mute (TablePage)
    readonly property alias throwingCup: cup  // picked up, shaken and flicked by the person (TablePage)
    readonly property bool poker: session ? session.privateDice : false  // cups, chips and community dice: PokerLayer.qml
    signal dieTapped(int index)

    // Two layers under software rendering. Under llvmpipe (kiosks, CI) a frame of the whole table costs some 80 ms
    // of CPU, most of it shading the felt, rails and table top that never move. So those lie in `backdrop`, a View3D
    // of its own, drawn again only when the window changes and copied then (`backdropPicture`); this view draws
    // what moves (dice, tokens, the cup) straight into the window, over that picture as its background, with the
    // rails drawn from the picture too so that a die behind a rail is hidden by it. On a real GPU it is one view
    // (the dice's shadow maps fall on the felt). Tests set it to compare the two ways of drawing.
    property bool layered: quality === "low"

    camera: camera
    // Layered: Underlay, drawn into the window before the HUD. Offscreen, the window would composite this view's
    // texture over the backdrop's every frame, two full-window texture reads, a third of llvmpipe's work. One view
    // on a GPU: Offscreen, with MSAA. Never Inline: an Inline View3D taken out of its window (a page popped, a
    // Loader emptied) but not yet deleted still gets the hover-leave of the next mouse move or of the window's
    // close, and Qt 6.11 then picks through the scene renderer of a window
    // it no longer has (QQuick3DViewport::releaseResources forgets the Offscreen and Underlay renderers, not the
    // Inline one): a segfault.
    renderMode: layered ? View3D.Underlay : View3D.Offscreen
    // Offscreen, the view is drawn into the window pixel for pixel: no filtering (llvmpipe then copies rather than
    // samples it).
    smooth: false

    environment: SceneEnvironment {
        clearColor: "#120d09"
        backgroundMode: view.layered ? SceneEnvironment.Transparent : SceneEnvironment.Color
        antialiasingMode: view.quality === "low" ? SceneEnvironment.NoAA : SceneEnvironment.MSAA
        antialiasingQuality: view.quality === "high" ? SceneEnvironment.High : SceneEnvironment.Medium  // 4x, 2x
        tonemapMode: SceneEnvironment.TonemapModeFilmic
        // ambient occlusion, high only: the dice sit in the felt and the rails in the table
        aoEnabled: view.realShadows
        aoStrength: view.realShadows ? 60 : 0
        aoDistance: 4
        aoSoftness: 40
        aoSampleRate: 3
    }

    // The camera (and the backdrop's, which must be the same): dicebar.ui.camera.frame_table frames the rails'
    // outer corners between the HUD's bars (`frameTop`, `frameBottom`: TablePage) and pitches it just steeply
    // enough for the near seat's dice, cup and counters to show over the near rail; tests check the same maths.
    property real frameTop: 0
    property real frameBottom: 0
    property real frameMargin: 0
    property real frameSide: 0  // room for the seat plates between the window's sides and the end seats' rows
    readonly property TableFraming framing: TableFraming {
        objectName: "tableFraming"
        seats: view.table.seats.length
        viewWidth: view.width
        viewHeight: view.height
        insetTop: view.frameTop
        insetBottom: view.frameBottom
        margin: view.frameMargin
        sideRoom: view.frameSide
        focus: view.session && view.session.closeUp ? view.session.closeUp.points : []
    }
    // The close-up (dicebar.ui.camera.close_up): once a throw has settled and the table waits, the camera closes in
    // on that throw's dice (the session's `closeUp`: public dice only), until play moves on. On a GPU it eases
    // there; under software rendering (layered: the backdrop is copied only when the view changes) and with
    // reduced motion it cuts behind a short dip to dark. `closeUps` false (Fixed camera, a tutorial's mark
    // elsewhere) keeps the whole table; so does a tap on the table off the dice, until the next close-up.
    property bool closeUps: true
    property bool reducedMotion: false
    property int closeUpLimit: 0  // ms a close-up holds at most (0: until play moves on)
    readonly property var closeUpDice: session && session.closeUp ? session.closeUp.dice : []
    property bool closeUpDismissed: false
    onCloseUpDiceChanged: { closeUpDismissed = false; closeUpTimer.stop() }
    // the limit counts from the close-up on screen (a cut's picture takes longer on a busy machine)
    readonly property bool closeUpHeld: closeUpShown && cameraStill && closeUpDice.length > 0
    onCloseUpHeldChanged: if (closeUpHeld && closeUpLimit > 0) closeUpTimer.restart()
    Timer { id: closeUpTimer; interval: view.closeUpLimit; onTriggered: view.closeUpDismissed = true }
    readonly property bool closeUpWanted: closeUps && !closeUpDismissed && framing !== null && framing.hasCloseUp
    // the pose wanted now, and the one drawn: `cameraPosition`, `pitch` and `fov`, the one place the camera's pose
    // is kept (the view's camera and the backdrop's follow it)
    readonly property vector3d wantedPosition: !framing ? Qt.vector3d(0, 100, 70) : closeUpWanted ? framing.closePosition : framing.position
    readonly property real wantedPitch: !framing ? 55 : closeUpWanted ? framing.closePitch : framing.pitch
    readonly property real wantedFov: !framing ? 30 : closeUpWanted ? framing.closeFov : framing.fov
    // (bound to the pose wanted only until the view is complete: from then on moveCamera sets them, so that a new
    // framing under software rendering waits for its picture)
    property vector3d cameraPosition: wantedPosition
    property real pitch: wantedPitch
    property real fov: wantedFov
    Component.onCompleted: setPose(wantedPosition, wantedPitch, wantedFov)
    property bool closeUpShown: false  // the shot drawn (or on its way): the close-up, or the whole table
    // The camera is at the close-up or on its way to or from it: set as the pose changes, so that under a cut it
    // changes while the screen is dark (the seat plates follow the picture by it, TablePage)
    property bool closeUpDrawn: false
    readonly property bool cameraStill: !cameraEase.running && !cutFade.running && !cutting  // (tests, the self-test)
    property bool cutting: false  // between the dip to dark and the way back (cutDone)
    readonly property var wantedPose: [wantedPosition, wantedPitch, wantedFov, closeUpWanted]
    onWantedPoseChanged: Qt.callLater(moveCamera)  // once for the changes of one moment (the inputs come one by one)
    function moveCamera() {
        if (closeUpWanted === closeUpShown) {  // the same shot, framed anew: there at once
            cameraEase.stop()
            const darkening = cutting || (cutFade.running && cutFade.to === 1)  // the cut takes the pose wanted then
            if (darkening || samePose()) return
            // Two layers at an unchanged size (a close-up's dice changed, a bar of the HUD grew): the picture for
            // the new framing is drawn first and both change in one frame (cutTo, with no dip), never the moving
            // layer at the new pose over the picture of the old one. A resize changes the pose at once: the
            // picture of the old size is no match for the window anyway, and its bands follow.
            if (layered && visible && pictureSize === pictureColumns + "x" + pictureRows) {
                cutTo(wantedPosition, wantedPitch, wantedFov)
                return
            }
            setPose(wantedPosition, wantedPitch, wantedFov)
            return
        }
        closeUpShown = closeUpWanted
        cameraEase.stop()
        if (!visible) {
            setPose(wantedPosition, wantedPitch, wantedFov)
        } else if (layered || reducedMotion) {
            if (cutting) return  // the cut under way goes to the shot wanted when it is done (onCutDone)
            cutFade.stop()
            cutFade.from = cutShade.opacity; cutFade.to = 1
            cutFade.start()  // then cutTo, then back from dark
        } else {
            easePosition.to = wantedPosition; easePitch.to = wantedPitch; easeFov.to = wantedFov
            closeUpDrawn = closeUpDrawn || closeUpShown  // (the whole table again once the move back has ended)
            cameraEase.start()
        }
    }
    function setPose(position, pitch_, fov_) {
        cameraPosition = position; pitch = pitch_; fov = fov_
        closeUpDrawn = closeUpShown
    }
    // The cut (cutTo, cutDone): with the backdrop's picture, below.
    onCutDone: {
        if (!cutting) return
        if (!samePose()) {  // the pose wanted changed during the cut: there too, still dark
            cutTo(wantedPosition, wantedPitch, wantedFov)
            return
        }
        cutting = false
        cutFade.from = cutShade.opacity; cutFade.to = 0
        cutFade.start()
    }
    function samePose() {
        return cameraPosition.fuzzyEquals(wantedPosition, 0.001) && Math.abs(pitch - wantedPitch) < 1e-4
            && Math.abs(fov - wantedFov) < 1e-4
    }
    ParallelAnimation {
        id: cameraEase
        readonly property int duration: 500
        onFinished: view.closeUpDrawn = view.closeUpShown
        Vector3dAnimation { id: easePosition; target: view; property: "cameraPosition"; duration: cameraEase.duration; easing.type: Easing.InOutCubic }
        NumberAnimation { id: easePitch; target: view; property: "pitch"; duration: cameraEase.duration; easing.type: Easing.InOutCubic }
        NumberAnimation { id: easeFov; target: view; property: "fov"; duration: cameraEase.duration; easing.type: Easing.InOutCubic }
    }
    NumberAnimation {
        id: cutFade
        objectName: "cutFade"
        target: cutShade
        property: "opacity"
        duration: 150
        onFinished: if (to === 1) { view.cutting = true; view.cutTo(view.wantedPosition, view.wantedPitch, view.wantedFov) }
    }
    // Once dark, the backdrop's fill over the whole window is not drawn until the way back (cutDone): the camera
    // and the picture change unseen, and the frames that draw the picture's bands draw little else. The rest of the
    // scene is drawn on under the shade: hidden, its models would use no texture, and Qt Quick 3D would let the
    // dice's and the backdrop's textures go and load them all again (and make their mipmaps) in the first frame
    // back. (The shade covers the scene drawn under it because Qt Quick draws the window's items in their stacking
    // order, not depth-tested against this view's depth: gui.py.)
    // the dip to dark of a cut: over the table, under the HUD (TablePage's items lie over this view)
    Rectangle {
        id: cutShade
        objectName: "cutShade"
        anchors.fill: parent
        color: view.environment.clearColor
        opacity: 0
        visible: opacity > 0
        onVisibleChanged: Qt.callLater(view.releaseStaleCaches)
    }
    PerspectiveCamera {
        id: camera
        // what lies outside its view is not drawn: no draw call, no pipeline (backdropTextureKeeper, below)
        frustumCullingEnabled: true
        fieldOfView: view.fov
        clipNear: 1
        clipFar: 2000
        eulerRotation.x: -view.pitch
        position: view.cameraPosition
        onPositionChanged: if (view.camera) view.cameraRevision++
        onEulerRotationChanged: if (view.camera) view.cameraRevision++
        onFieldOfViewChanged: if (view.camera) view.cameraRevision++
        // the backdrop as this view's background (a model: the clear colour cannot be a picture)
        Loader3D {
            active: view.layered
            sourceComponent: Model {
                objectName: "backdropFill"
                visible: !view.cutting  // (dark meanwhile)
                source: "#Rectangle"
                z: -camera.clipFar * 0.9  // drawn last of the opaque models: only where nothing else is
                pickable: false
                castsShadows: false
                receivesShadows: false
                materials: BackdropMaterial { fill: true; backdropTexture: backdropPicture.texture }
            }
        }
        // The backdrop's textures kept loaded between its pictures. Qt Quick 3D lets a file's texture go when no
        // view used it in its last frame, and loads it again (and makes its mipmaps: under llvmpipe, by drawing
        // each level) when one does: every cut's band view would load the felt, the wood and the wall anew, some
        // 20 ms of two of the cut's frames. This model uses them in every frame of this view (a model's textures are
        // loaded as the frame is prepared), behind the camera: culled, it is never drawn and makes no pipeline.
        Loader3D {
            active: view.layered && !view.gameOver  // (no cut comes after the game)
            sourceComponent: Model {
                objectName: "backdropTextureKeeper"
                source: "#Rectangle"
                z: 10  // behind the camera, which looks down -z
                scale: Qt.vector3d(0.01, 0.01, 0.01)
                pickable: false
                castsShadows: false
                receivesShadows: false
                materials: PrincipledMaterial {  // (the kit is gone first as the engine goes)
                    baseColorMap: diceKit ? diceKit.feltTexture : null
                    roughnessMap: diceKit ? diceKit.woodTexture : null
                    emissiveMap: barWallTexture
                }
            }
        }
    }
    // Counts the camera's moves, once it has moved: what the HUD places over the scene (mapFrom3DScene) binds to it.
    property int cameraRevision: 0
    TableLights { quality: view.quality }

    readonly property var railBoxes: [
        { x: 0, z: -(table.feltHalf[1] + table.railWidth / 2), sx: halfX * 2, sz: table.railWidth },
        { x: 0, z: table.feltHalf[1] + table.railWidth / 2, sx: halfX * 2, sz: table.railWidth },
        { x: -(table.feltHalf[0] + table.railWidth / 2), z: 0, sx: table.railWidth, sz: table.feltHalf[1] * 2 },
        { x: table.feltHalf[0] + table.railWidth / 2, z: 0, sx: table.railWidth, sz: table.feltHalf[1] * 2 }
    ]

    TextureFiles { id: textureFiles }
    TiledTexture { id: barWallTexture; kind: view.layered ? "barWall" : "" }  // the backdrop's wall, kept (above)

    // ----- the table: in this view on a GPU, else in the backdrop below with only the rails' depth here -----
    Loader3D {
        active: !view.layered
        sourceComponent: TableSurface {
            table: view.table
            railBoxes: view.railBoxes
            halfX: view.halfX
            halfZ: view.halfZ
            feltMap: diceKit.feltTexture
            woodMap: diceKit.woodTexture
        }
    }
    Repeater3D {
        model: view.layered ? view.railBoxes : []
        delegate: Model {
            required property var modelData
            source: "#Cube"
            position: Qt.vector3d(modelData.x, view.table.railHeight / 2, modelData.z)
            scale: Qt.vector3d(modelData.sx / 100, view.table.railHeight / 100, modelData.sz / 100)
            pickable: false
            castsShadows: false
            materials: BackdropMaterial { backdropTexture: backdropPicture.texture }
        }
    }
    // ----- the backdrop's picture -----
    // The picture this view shows through its background and its rails: a copy (BackdropPicture says why) of the
    // backdrop seen from this view's camera, drawn again whenever the window changes and before each cut. It is
    // drawn a band of rows a frame (BackdropView): the whole backdrop in one frame holds that frame some 80 ms
    // under llvmpipe, where a band of `bandPixels` adds a few. Each band is copied as it is drawn, and the copies
    // joined (bandStrip) are copied once more as the picture.
    BackdropPicture {
        id: backdropPicture
        objectName: "backdropPicture"
        x: -width - 64  // beside the window
        y: -height - 64
        scaledUp: view.pictureScale < 1
    }
    // The table drawn whole: in two layers, once its first picture is copied (those first frames are the table's
    // longest; GameSession.tableShown holds a computer's first action until then). A hidden window draws nothing.
    readonly property bool tableDrawn: !layered || backdropPicture.ready || Window.visibility === Window.Hidden
    readonly property var backdropLooks: [width, height, fov, pitch, cameraPosition, table, Screen.devicePixelRatio]
    // Looked at once the bindings have all settled (a cut changes the pose's three parts one by one).
    onBackdropLooksChanged: looksChanged.restart()
    Timer { id: looksChanged; interval: 0; onTriggered: view.backdropChanged() }
    onLayeredChanged: {
        if (layered) backdropChanged()  // the window may have changed meanwhile
        else if (pictureGoal) showPicture(false)  // one view draws no picture (and a cut's camera goes at once)
    }
    // What the picture shows (looksOf), and what the picture being drawn will show
    property string pictureLooks: ""
    function looksOf(position, pitch, fov) {
        return JSON.stringify([width, height, fov, pitch, [position.x, position.y, position.z], table, Screen.devicePixelRatio])
    }
    // The picture being drawn: {pose (a cut's, null: the framing's), position, pitch, fov, cut (whether the camera
    // goes there once it is drawn)}; null when none is.
    property var pictureGoal: null
    readonly property bool backdropWanted: pictureGoal !== null
    readonly property bool cutDrawing: pictureGoal !== null && pictureGoal.cut  // a cut's picture being drawn
    property bool keepBackdrop: false  // tests: the whole backdrop's View3D kept loaded, to be looked into
    property int bandPixels: 80000  // a band's size: some 6 ms of llvmpipe's shading
    property int bandsAsked: 0  // copies asked for: only the latest is waited for
    // The picture has at most pictureLimit pixels, smoothed up to a larger window: drawn a band a frame, a 4K
    // window's picture at full size took 99 bands, several seconds of a cut's dark under llvmpipe, where the
    // computers moved on before the close-up was shown. The felt, rails and wood are soft enough to be drawn at
    // half size there; what moves is drawn at the window's own size.
    property int pictureLimit: 1920 * 1200
    readonly property real pictureScale: Math.min(1, Math.sqrt(pictureLimit / Math.max(1, width * height)) / Screen.devicePixelRatio)
    readonly property int pictureColumns: Math.max(1, Math.round(width * Screen.devicePixelRatio * pictureScale))
    readonly property int pictureRows: Math.max(1, Math.round(height * Screen.devicePixelRatio * pictureScale))
    // (an even count: the graphics pipeline shades pixels in 2x2 blocks, and a texture's detail level is chosen
    // per block; a band beginning on an odd row would choose them for other blocks than the whole view does)
    // A picture scaled down has bands larger in proportion (bandPixels of the window's own pixels): that window's
    // every frame costs more anyway (a 4K frame's copy to the screen alone takes some 50 ms under llvmpipe), and a
    // cut lasts as many frames as it has bands.
    readonly property int bandRows: 2 * Math.max(1, Math.ceil(bandPixels / (pictureScale * pictureScale) / Math.max(1, pictureColumns) / 2))
    readonly property int bandCount: Math.ceil(pictureRows / bandRows)
    function backdropChanged() {
        if (!layered) return
        if (cutDrawing) { drawBands(); return }  // the window changed under a cut: the cut's bands again, at its size
        const looks = looksOf(cameraPosition, pitch, fov)
        if (looks === pictureLooks && !pictureGoal) return
        pictureGoal = { position: cameraPosition, pitch: pitch, fov: fov, cut: false }
        if (backdropPicture.ready) drawBands()
        else update()  // the table's first picture: a copy of the whole backdrop standing in (copyStandIn)
    }

    // ----- cutting to another camera pose: cutTo(position, pitch, fov), then cutDone() -----
    // One view: the camera goes there at once. Two layers: the picture for the new pose is drawn first, and the
    // camera and the picture change in the same frame; until then the table shows the pose before. cutTo()
    // without a position goes to the framing's pose. A cut asked during another replaces it; cutDone() comes
    // after cutTo() has returned, once for each cut not replaced.
    signal cutDone()
    function cutTo(position, pitch_, fov_) {
        const goal = position ? { position: position, pitch: pitch_, fov: fov_ } : framing
        if (!layered || !goal) {
            pictureGoal = null
            if (goal) setPose(goal.position, goal.pitch, goal.fov)
            cutDoneSoon.restart()
            return
        }
        pictureGoal = { position: goal.position, pitch: goal.pitch, fov: goal.fov, cut: true }
        if (looksOf(goal.position, goal.pitch, goal.fov) === pictureLooks) { showPicture(false); return }  // drawn already
        if (cutting && backdropPicture.ready) {  // dark, the scene hidden: the picture shown is nobody's now
            backdropPicture.letGo()
            pictureLooks = ""
        }
        drawBands()
    }
    Timer { id: cutDoneSoon; interval: 0; onTriggered: view.cutDone() }

    function drawBands() {
        bandsAsked += 1  // a copy of the joined bands on its way is of a drawing gone
        bandsJoining = false
        bandsDrawn = 0
        update()  // a frame, to begin at (stepBands)
    }
    // A band a frame, as the window prepares each frame (GUI thread, afterAnimating: the frame's sync follows at
    // once): the band view's first frames draw its parts one by one; then each frame draws a band, and the band's
    // copy in bandStrip (a ShaderEffectSource) takes it in that frame, on the graphics side, as the joined bands
    // are then copied into the picture (nothing is read back to the CPU). Not at the frame animation's tick: where
    // Qt drives animations by a timer (as under llvmpipe), it may tick twice before a frame is synced, and a band
    // moved on in the second tick would be copied in the first one's place. The frame animation asks the window for
    // a frame at each tick, which keeps the frames coming: a change made as a frame is prepared asks for none after
    // it, and where Qt drives animations by a timer, a running animation that changes nothing on screen asks for
    // none either (the band view lies beside the window, under a cut's dark nothing else may move, and the cut
    // would wait for whatever moves next).
    property int bandsDrawn: 0  // bands drawn (and copied) so far in this drawing
    property bool bandsJoining: false
    readonly property bool drawingBands: bandFrames.running && (backdropPicture.ready || pictureGoal.cut)
    FrameAnimation {
        id: bandFrames
        // (not in a window closed meanwhile: nothing would draw the bands, and the animation would tick on)
        running: view.layered && view.pictureGoal !== null && !view.bandsJoining && view.standInAsked !== view.pictureGoal
                 && view.Window.visibility !== Window.Hidden
        onTriggered: {
            if (!view.drawingBands) view.copyStandIn()
            else if (view.Window.window) view.Window.window.update()
        }
    }
    Connections {
        target: view.Window.window
        enabled: view.drawingBands
        function onAfterAnimating() { view.stepBands() }
    }
    function stepBands() {
        const band = bandLoader.item
        const window = view.Window.window
        if (!band || bandsJoining || !window || !window.visible || width < 1 || height < 1) return
        if (band.parts < band.allParts) band.parts += 1
        else if (bandsDrawn < bandCount) {
            bandsDrawn += 1  // the band view draws the next band in this frame, and its copy is taken
            const copy = bandCopies.itemAt(bandsDrawn - 1)
            if (copy) copy.scheduleUpdate()
        }
        else joinBands()  // the last band was copied in the frame before
    }
    function joinBands() {
        const asking = ++bandsAsked
        backdropPicture.take(bandStrip, Qt.size(pictureColumns, pictureRows), () => {
            if (asking === view.bandsAsked && view.pictureGoal) view.showPicture(true)
            else backdropPicture.dropTaken()
        })
        bandsJoining = true
    }
    // The picture taken shown, and for a cut the camera with it (taken false: the picture shows the cut's pose).
    property string pictureSize: ""
    function showPicture(taken) {
        const goal = pictureGoal
        if (taken) {
            backdropPicture.show()
            pictureLooks = looksOf(goal.position, goal.pitch, goal.fov)
            backdropCopies += 1
            const size = pictureColumns + "x" + pictureRows
            if (pictureSize !== "" && size !== pictureSize) cachesStale = true
            if (standInAsked !== goal && !drawnInBands) cachesStale = true  // the stand-in's pipelines: stale now
            drawnInBands = drawnInBands || standInAsked !== goal
            pictureSize = size
            garbageLeft = true  // (the drawing's script objects)
        }
        bandsAsked += 1
        pictureGoal = null
        bandsDrawn = 0
        bandsJoining = false
        if (goal.cut) {
            setPose(goal.position, goal.pitch, goal.fov)
            cutDoneSoon.restart()
        }
    }
    // The band being drawn: a BackdropView loaded only while a picture is drawn. Kept loaded and hidden between
    // pictures, it would draw the whole backdrop at once in a cut's second frame: its parts are drawn one a frame
    // only as it loads, which spreads the first frames' work.
    readonly property bool bandViewNeeded: pictureGoal !== null && (backdropPicture.ready || pictureGoal.cut)
    Loader {
        id: bandLoader
        objectName: "backdropLoader"  // (its view draws the backdrop's picture)
        x: -width - 64  // beside the window: drawn only into its own texture, copied from there
        y: view.height + 64
        width: view.pictureColumns / Screen.devicePixelRatio
        height: view.bandRows / Screen.devicePixelRatio
        active: view.layered && view.bandViewNeeded
        onLoaded: view.update()
        sourceComponent: BackdropView {
            objectName: "backdropBand"
            parts: 0
            table: view.table
            railBoxes: view.railBoxes
            halfX: view.halfX
            halfZ: view.halfZ
            quality: view.quality
            position3d: view.pictureGoal ? view.pictureGoal.position : view.cameraPosition
            pitch: view.pictureGoal ? view.pictureGoal.pitch : view.pitch
            fov: view.pictureGoal ? view.pictureGoal.fov : view.fov
            rows: view.pictureRows
            aspect: view.width / view.height
            band: [Math.max(0, view.bandsDrawn - 1) * view.bandRows, view.bandRows]
        }
    }
    Item {
        id: bandStrip
        objectName: "bandStrip"
        x: -2 * (width + 64)  // beside the window
        width: view.pictureColumns / Screen.devicePixelRatio
        height: view.pictureRows / Screen.devicePixelRatio
        Repeater {
            id: bandCopies
            model: view.pictureGoal !== null ? view.bandCount : 0
            delegate: ShaderEffectSource {
                required property int index
                // its band's view only from its band on: a copy takes a picture as soon as it has a source, and
                // every band's copy taken in a cut's first frame would hold that frame some 20 ms under llvmpipe
                sourceItem: index < view.bandsDrawn ? bandLoader.item : null
                live: false  // a copy taken when asked for (stepBands)
                recursive: false
                smooth: false
                textureSize: Qt.size(view.pictureColumns, view.bandRows)
                y: index * view.bandRows / Screen.devicePixelRatio
                width: bandStrip.width
                height: view.bandRows / Screen.devicePixelRatio
            }
        }
    }

    // Qt Quick 3D keeps every pipeline it has made until the window lets its caches go, and it makes a set for
    // each size of the window (the viewport is part of a pipeline's key) and for each size of band drawn: under
    // llvmpipe some 10 pipelines and 11 MB a size. So once the picture of a new size is drawn and nothing moves
    // on the table, the window lets them go; its next frame makes again the few it draws (tens of milliseconds,
    // where a resize already cost more), and the freed memory goes back to the system soon after
    // (dicebar.app.heap.TrimWhenSettled). Not after the first picture: the table has just made what it needs,
    // and making it again at once would only raise the peak. But after the first picture drawn in bands (a cut's
    // or a new size's): the whole backdrop's View3D that stood in drew at the window's size, and its pipelines
    // (6 under llvmpipe, some 7 MB) are never drawn with again. Later cuts change no size: nothing goes stale.
    property int backdropCopies: 0
    property bool drawnInBands: false  // a picture drawn in bands shown since the table began
    // Once the game is over no cut comes: the bands' pipelines go too (and the backdrop's textures, kept for the
    // cuts: backdropTextureKeeper), so that the end screen, drawn over the table, holds less memory than play did.
    readonly property bool gameOver: session ? session.over : false
    onGameOverChanged: if (gameOver && drawnInBands) cachesStale = true
    property bool cachesStale: false
    property int cachesReleased: 0  // (tests)
    // Each picture drawn leaves garbage to the QML engine: the scripts' objects of the drawing, and what they still
    // refer to. The engine collects only as its own heap fills, and until then what they hold stays the process's,
    // from cut to cut (tests/bench/README.md: the real program's memory). So the table has it collected after each
    // picture; what is freed goes back to the system with the next settle's trim (dicebar.app.heap.TrimWhenSettled).
    // A collection takes a few milliseconds of this thread: it waits until nothing moves (`moving`) and the window
    // has drawn no frame for a moment, as a frame drawn meanwhile would share the cores with it.
    property bool garbageLeft: false
    property int garbageCollected: 0  // (tests)
    // (once the changes of the moment are all made: a picture shown sets several of these in turn)
    onCachesStaleChanged: Qt.callLater(releaseStaleCaches)
    onGarbageLeftChanged: Qt.callLater(releaseStaleCaches)
    onAnimatingChanged: Qt.callLater(releaseStaleCaches)
    onBackdropWantedChanged: Qt.callLater(releaseStaleCaches)
    // the caches may go now: no picture being drawn, no throw playing, not in a cut's fades
    readonly property bool releasable: !backdropWanted && !animating && !cutShade.visible
    function releaseStaleCaches() {
        const window = view.Window.window
        if (!releasable || !window) {
            collectWhenIdle.stop()
            return
        }
        if (cachesStale) {
            cachesStale = false
            window.releaseResources()
            warmUp.restart()  // the pipelines a throw needs, made again now rather than in the next throw
            cachesReleased += 1
            if (typeof heap !== "undefined" && heap) heap.trimSoon()
        }
        if (garbageLeft && !collectWhenIdle.running) collectWhenIdle.restart()
    }
    function collectGarbage() {
        collectWhenIdle.stop()
        if (!garbageLeft || !releasable || moving) return  // (the cup in a hand, a cut: the next still moment)
        garbageLeft = false
        gc()  // (what it frees goes back to the system with the next settle's trim: TrimWhenSettled)
        garbageCollected += 1
    }
    Timer { id: collectWhenIdle; interval: 150; onTriggered: view.collectGarbage() }  // restarted by each frame
    Connections {
        target: view.Window.window
        enabled: collectWhenIdle.running
        function onFrameSwapped() { collectWhenIdle.restart() }
    }
    // The whole backdrop in one View3D, standing in the window over this view until the table's first picture is
    // drawn, so that the table shows from the first frame; that picture is a copy of it, taken at once. Then it
    // is let go: its colour and depth buffers and scene (some 10 MB at 1280x800 under llvmpipe), and its frames.
    // While a View3D is loaded it is drawn again whenever anything in the window's 3D scenes changes, some 80 ms
    // under llvmpipe; the bands' view costs a band. Tests that look into the backdrop keep it (`keepBackdrop`),
    // beside the window, where the window's pass draws nothing of it (hidden, or with opacity 0, it would not be
    // drawn at all).
    Loader {
        id: backdropLoader
        objectName: "backdropStandIn"
        x: backdropPicture.ready ? -width - 64 : 0
        z: -1  // under the view's own 2D items
        width: parent.width
        height: parent.height
        active: view.layered && (!backdropPicture.ready || view.keepBackdrop)
        sourceComponent: BackdropView {
            objectName: "tableBackdrop"
            table: view.table
            railBoxes: view.railBoxes
            halfX: view.halfX
            halfZ: view.halfZ
            quality: view.quality
            position3d: view.cameraPosition
            pitch: view.pitch
            fov: view.fov
        }
    }
    // Asked for as the window prepares a frame (the frame animation above), so that the copy is taken in that
    // frame: the stand-in is let go before the frames after it, which would each draw it again (a throw may begin
    // at once).
    property var standInAsked: null  // the goal of the copy on its way
    function copyStandIn() {
        const standIn = backdropLoader.item
        const goal = pictureGoal
        if (!standIn || !goal || goal.cut || standInAsked === goal || standIn.width < 1 || standIn.height < 1) return
        const asking = ++bandsAsked
        backdropPicture.take(standIn, Qt.size(pictureColumns, pictureRows), () => {
            if (asking === view.bandsAsked && view.pictureGoal === goal) view.showPicture(true)
            else backdropPicture.dropTaken()
        })
        standInAsked = goal
    }

    // a software renderer (llvmpipe) draws dice a few dozen pixels wide: smaller faces are ample (dicebar.ui.textures)
    DiceKit {
        id: diceKit
        objectName: "diceKit"
        engraved: view.quality !== "low"
        low: view.quality === "low"
        atlasResolution: !textureFiles ? 0 : view.quality !== "low" ? textureFiles.atlasSize : textureFiles.softwareAtlasSize
    }

    // ----- the dice -----
    Repeater3D {
        id: diceRepeater
        model: view.session ? view.session.dice : null
        delegate: DieNode {
            required property int index
            required property var position
            required property var rotation
            required property var offset
            required property bool selected
            required property string zone
            dieIndex: index
            kit: diceKit
            restPosition: Qt.vector3d(position[0], position[1], position[2])
            restRotation: Qt.quaternion(rotation[0], rotation[1], rotation[2], rotation[3])
            restOffset: Qt.quaternion(offset[0], offset[1], offset[2], offset[3])
            edge: view.table.dieEdge
            highlighted: selected
            dimmed: zone === "aside"
            poker: view.poker
            hidden: zone === "cup" || zone === "off"  // PeekPoker: under a cup, or not in play
            realShadow: view.realShadows
        }
    }

    // ----- tokens: a stack in front of each seat, the pot in the middle -----
    Repeater3D {
        model: view.session ? view.session.seats : null
        delegate: TokenStack {
            required property int index
            kit: diceKit
            required property int tokens
            readonly property var spot: view.table.seats[index] ? view.table.seats[index].position : [0, 0, 0]
            count: tokens
            visible: !view.poker
            position: Qt.vector3d(spot[0] * TableSizes.tokenStack, 0, spot[2] * TableSizes.tokenStack)
        }
    }
    TokenStack {
        objectName: "potStack"
        kit: diceKit
        count: view.session && !view.poker ? view.session.pot : 0
        position: Qt.vector3d(0, 0, 0)
        spread: true
    }
    Token {
        id: flyingToken
        kit: diceKit
        visible: false
    }

    // ----- PeekPoker: cups, chips, pots and the dealer button -----
    Loader3D {
        active: view.poker
        sourceComponent: PokerLayer { session: view.session; kit: diceKit; sounds: sounds }
    }

    // ----- the dice cup and the sounds (Cup.qml, Sounds.qml): both follow the steps below -----
    Cup {
        id: cup
        objectName: "cup"
        kit: diceKit
        table: view.table
        suppressed: view.session ? view.session.skipAnimations : false
        restSpot: view.session && !view.poker ? view.session.cupSpot : []  // a person may roll: tap it (TablePage)
        onShaken: speed => sounds.shake(speed)
    }
    // Where the camera's ray through the point (x, y) of this view meets the level `height` cm above the felt
    // (scene cm), or null where it never does. mapTo3DScene gives the ray: its z is the distance from the near
    // plane.
    function planePoint(x, y, height) {
        const near = mapTo3DScene(Qt.vector3d(x, y, 0)), far = mapTo3DScene(Qt.vector3d(x, y, 100))
        const rise = far.y - near.y
        const along = Math.abs(rise) < 1e-6 ? -1 : (height - near.y) / rise
        return along < 0 ? null : near.plus(far.minus(near).times(along))
    }
    TableWarmUp { id: warmUp; objectName: "tableWarmUp"; kit: diceKit; table: view.table; poker: view.poker }
    Sounds {
        id: sounds
        objectName: "sounds"
        remember: !view.silent
        muted: view.silent
    }

    // ----- playing back the session's steps -----
    Connections {
        target: view.session
        function onStepStarted(step) {
            if (step.kind === "throw" || step.kind === "move") view.play(step)
            else if (step.kind === "counters") view.fly(step)
            cup.play(step)  // a throw: the cup shakes, pours and lifts away; anything else: no cup
            sounds.playStep(step)  // the rattle and the dice's hits, a counter's clink, a moved die's click
        }
    }

    property var nodes: []
    function play(step) {
        finish()
        playing = step
        playTime = 0
        const found = []
        for (let index = 0; index < diceRepeater.count; index++) found.push(diceRepeater.objectAt(index))
        nodes = found
        for (let k = 0; k < step.dice.length; k++) {
            const node = nodes[step.dice[k]]
            if (!node) continue
            if (step.offsets)
                node.flyOffset = Qt.quaternion(step.offsets[k][0], step.offsets[k][1], step.offsets[k][2], step.offsets[k][3])
            else node.flyOffset = node.restOffset
            node.flying = true
        }
        applyFrame(0)
        player.start()
    }
    function fly(step) {
        finish()
        playing = step
        playTime = 0
        flyingToken.visible = step.what === "tokens"
        applyFrame(0)
        player.start()
    }
    function applyFrame(t) {
        const step = playing
        if (!step) return
        const lead = cup.leadOf(step)  // the dice stay in the cup (hidden) while it shakes, if the step has a lead
        const frame = Playback.at(step, t, lead)
        if (step.kind === "counters") {
            flyingToken.position = Playback.position(step.positions, frame, 0, 1)
            return
        }
        const n = step.dice.length
        for (let k = 0; k < n; k++) {
            const node = nodes[step.dice[k]]
            if (!node) continue
            node.visible = t >= lead
            node.flyPosition = Playback.position(step.positions, frame, k, n)
            node.flyRotation = Playback.rotation(step.rotations, frame, k, n)
        }
    }
    function finish() {
        player.stop()
        if (playing && playing.dice) {
            for (let k = 0; k < playing.dice.length; k++) {
                const node = diceRepeater.objectAt(playing.dice[k])
                if (node) { node.flying = false; node.visible = true }
            }
        }
        flyingToken.visible = false
        playing = null
    }
    FrameAnimation {
        id: player
        objectName: "throwPlayer"
        onTriggered: {
            view.playTime += frameTime
            view.applyFrame(view.playTime)
            if (view.playTime >= view.playing.seconds) view.finish()
        }
    }
    readonly property bool animating: player.running
    // Whether anything moves (dice, counters, the cup) or a cut draws its picture, told to the log category
    // `dicebar.motion` (off unless QT_LOGGING_RULES switches it on): tests/bench/bench_table.py counts only the
    // real program's frames drawn meanwhile, as a pause between steps, when nothing is drawn, is no frame.
    readonly property bool moving: animating || cup.active || cutting || cutDrawing
    onMovingChanged: {
        console.info(motionLog, moving ? "moving" : "still")
        Qt.callLater(releaseStaleCaches)  // (garbage left while the cup was in a hand)
    }
    LoggingCategory { id: motionLog; name: "dicebar.motion"; defaultLogLevel: LoggingCategory.Warning }

    // For tests and tools: hold the step now playing at `t` seconds of playback (dice and cup), to look at one
    // moment of a throw.
    function holdAt(t) {
        if (!playing) return
        player.stop()
        playTime = t
        applyFrame(t)
        if (playing.kind === "throw" && !cup.suppressed) {
            cup._t = t
            cup.pose()
        }
    }

    // ----- tapping a die to set it aside -----
    // (a tap off the dice in a close-up: the whole table again, until the next close-up)
    MouseArea {
        anchors.fill: parent
        onClicked: mouse => {
            const hit = view.pick(mouse.x, mouse.y)
            let node = hit.objectHit
            while (node && node.dieIndex === undefined) node = node.parent
            if (node && node.dieIndex !== undefined) view.dieTapped(node.dieIndex)
            else if (view.closeUpShown) view.closeUpDismissed = true
        }
    }
}
