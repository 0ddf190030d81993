import QtQuick
import QtQuick3D
import "dice"
import DiceBar.Scene 1.0
import "Playback.js" as Playback

// The dice cup: a tapered, open leather cup with a rolled lip and a stitched band, shown only while a throw
// step plays. `play(step)` takes the session's step (anything but a throw is ignored):
//   shake  the cup stands at the thrower's place, mouth up, and is shaken (the rattle is heard: Sounds.qml);
//   tip    it tips toward the middle of the table until its mouth faces the felt just behind the cup's mouth
//          point of the physics (dicebar.physics.table: Seat.cup_mouth), where the dice appear;
//   pour   it holds there while the dice's first frames leave it;
//   lift   it rises, turns back up and fades out.
// The shake and the tip fill the step's `lead` (seconds before the dice leave the cup, at speed 1; 0 when the
// session gives none, and then the cup appears already tipped and only pours). Everything scales with the
// step's playback: `scale` = step.seconds / (lead + planned seconds), so at speed 2 the cup moves twice as fast.
// Between throws the person may also pick the resting cup up and shake it (TablePage): `hold(point)` at each move
// of the pointer (phase "held"), the cup following it over the felt, leaning into its motion; `shaken(speed)` at
// each turn of the shake (Sounds.shake: the faster, the louder); letting it go either throws it (the session's
// throw step, with a short lead, carries it from where it is held to its pour, tipped the way of the flick) or
// puts it back (`putBack`).
// Scene units are centimetres, y up, as in Table3D.
Node {
    id: cup

    property DiceKit kit
    property var table: null                     // Table3D's `table` (feltHalf, seats[i].position, ...)
    property bool suppressed: false              // skip animations: the cup is never shown thrown
    readonly property bool active: phase !== "idle"
    property string phase: "idle"                // idle | held | shake | tip | pour | lift (for tests and tools)
    // Between throws, a person who may roll finds the cup standing upright at `restSpot` (scene [x, y, z] on the
    // felt, GameSession.cupSpot; [] for none), to be tapped (TablePage); it drops in and then keeps still.
    property var restSpot: []
    readonly property bool resting: phase === "idle" && !_warming && !!restSpot && restSpot.length === 3
    property real _drop: 0                       // the entrance: centimetres above its place, falling to 0
    property vector3d _from: Qt.vector3d(0, 0, 0)
    property bool _fromRest: false               // this throw starts from the resting cup: blend out of it
    readonly property real blendSeconds: 0.12

    // Its size, cm (dicebar.session.sizes); its mesh is the kit's (dicebar.ui.cup_geometry).
    readonly property real height: TableSizes.cupHeight
    readonly property real footRadius: TableSizes.cupFootRadius
    readonly property real mouthRadius: TableSizes.cupMouthRadius

    // Its timing at speed 1, seconds. The shake's period matches the rattle (packaging/make_sounds.py).
    readonly property real tipSeconds: 0.14
    readonly property real pourSeconds: 0.14
    readonly property real liftSeconds: 0.34
    readonly property real shakePeriod: 0.135
    readonly property real tipDegrees: 120

    property real _t: 0                          // playback seconds since the step started
    property real _scale: 1
    property real _lead: 0                       // at speed 1
    property real _end: 0                        // at speed 1: the cup is gone by then
    property vector3d _mouth: Qt.vector3d(0, 3.5, 0)
    property vector3d _forward: Qt.vector3d(0, 0, -1)
    // Tipped the way of a flick, across a corner of the table, its foot swings nearer a rail: it pours this much
    // (cm) higher then.
    readonly property real flickTippedLift: 0.6
    property real _tippedLift: 0

    visible: ((active || _warming) && !suppressed) || resting || phase === "held"
    onRestingChanged: if (resting) { dropIn.restart(); restPose() } else dropIn.stop()
    // `resting` may still be true here when restSpot has just become [] (this handler can run before that
    // binding is updated): restPose checks the spot itself.
    onRestSpotChanged: if (resting) restPose()
    on_DropChanged: if (resting) restPose()
    NumberAnimation {
        id: dropIn
        target: cup; property: "_drop"; from: 2.5; to: 0; duration: Theme.reducedMotion ? 0 : 200; easing.type: Easing.OutQuad
    }
    function restPose() {
        const spot = restSpot
        if (!spot || spot.length !== 3) return
        body.rotation = Qt.quaternion(1, 0, 0, 0)
        body.position = Qt.vector3d(spot[0], spot[1] + _drop, spot[2])
        body.opacity = 1
        shadow.x = spot[0]
        shadow.z = spot[2]
        shadow.lift = _drop
        shadow.strength = 0.75
    }

    // Qt Quick 3D compiles a material's shaders the first time it is drawn: a few hundred milliseconds in
    // software, which would stall the first throw. So the cup is drawn for its first few frames under the table
    // top (hidden there), solid and then half faded, when the table appears.
    property bool _warming: true
    FrameAnimation {
        running: cup._warming
        onTriggered: {
            body.position = Qt.vector3d(0, -40, 0)
            body.opacity = currentFrame < 2 ? 1 : 0.5
            shadow.strength = 0
            if (currentFrame >= 4) cup._warming = false
        }
    }

    // The step's lead (seconds before the dice move, at the step's playback speed): Table3D holds the dice
    // in the cup until then.
    function leadOf(step) {
        if (!step || step.kind !== "throw" || !step.lead || !(step.seconds > 0)) return 0
        return step.lead * Playback.scale(step)
    }

    function play(step) {
        if (!step || step.kind !== "throw" || step.cup === false || suppressed || !(step.seconds > 0)) {
            stop()
            return
        }
        _fromRest = (resting || phase === "held") && (step.lead || 0) > 0
        if (_fromRest) _from = body.position
        dropIn.stop()
        settle.stop()
        _scale = Playback.scale(step)
        _lead = step.lead || 0
        const planned = Playback.plannedSeconds(step)
        // Gone before the dice rest (and so before the session moves on): the lift shrinks for a short throw.
        _end = _lead + Math.min(pourSeconds + liftSeconds, Math.max(0.2, planned * 0.9))
        placeAt(step)
        _t = 0
        pose()
        clock.restart()
    }
    function stop() {
        clock.stop()
        phase = "idle"
    }

    // Where the cup pours: the thrower's cup mouth, found from the dice's first frame (the planner lays them
    // out in rows from the mouth toward the middle, lowest layer at the mouth's height).
    function placeAt(step) {
        const n = step.dice.length, P = step.positions
        let cx = 0, cz = 0, low = 1e9
        for (let k = 0; k < n; k++) {
            cx += P[k * 3] / n
            cz += P[k * 3 + 2] / n
            low = Math.min(low, P[k * 3 + 1])
        }
        let fx = -cx, fz = -cz
        const seat = table && table.seats ? table.seats[step.seat] : null
        if (seat && seat.cupMouth) {
            // The physics pours from the seat's cup mouth (GameSession.table) toward the middle of the felt.
            fx = -seat.cupMouth[0]
            fz = -seat.cupMouth[2]
        }
        if (step.aim) {
            // A flicked cup pours the way of its launch (TableScene: the step's aim).
            fx = step.aim[0]
            fz = step.aim[1]
        }
        const length = Math.hypot(fx, fz) || 1
        _forward = Qt.vector3d(fx / length, 0, fz / length)
        _tippedLift = step.aim ? flickTippedLift : 0
        // The rear row of dice lies at the mouth: the smallest reach along the pour.
        let back = 1e9
        for (let k = 0; k < n; k++) back = Math.min(back, P[k * 3] * _forward.x + P[k * 3 + 2] * _forward.z)
        const along = cx * _forward.x + cz * _forward.z
        _mouth = Qt.vector3d(cx + _forward.x * (back - along), low, cz + _forward.z * (back - along))
    }

    // Hold the cup at `seconds` into the step being played (tools and tests; play() starts the clock again).
    function seek(seconds) {
        clock.stop()
        _t = seconds
        pose()
    }

    function ease(a) { return a <= 0 ? 0 : a >= 1 ? 1 : a * a * (3 - 2 * a) }

    // The cup's pose at the current time: `tilt` degrees from upright toward the middle, its mouth's centre at
    // `mouthAt`. The poses keep the whole cup above the felt and clear of the rail (tests/ui/test_sounds.py):
    // standing, it is held just inside the rail; tipped, its mouth hangs 2 cm past the cup's mouth point (the
    // dice's first frame starts inside it) with the lip a few millimetres above the felt and the foot high
    // enough to pass over the rail.
    function pose() {
        const t = _t / _scale                    // speed-1 seconds
        const f = _forward, up = Qt.vector3d(0, 1, 0)
        const standing = _mouth.minus(f.times(1.0)).plus(up.times(height + 1.2 - 3.5 + _mouth.y))
        const tipped = _mouth.plus(f.times(2.0)).plus(up.times(0.8 + _tippedLift))
        let tilt = 0, mouthAt = tipped, fade = 1, wobble = 0
        if (t < _lead - tipSeconds) {
            phase = "shake"
            // Back and forth toward the middle, a little up at each end, rocking as the hand turns.
            const s = t / shakePeriod * 2 * Math.PI
            mouthAt = standing.plus(f.times(1.4 * Math.sin(s))).plus(up.times(0.7 * Math.abs(Math.sin(s))))
            tilt = 12 + 10 * Math.sin(s + 0.6)
            wobble = 8 * Math.sin(s * 0.5)
        } else if (t < _lead) {
            phase = "tip"
            const a = ease((t - (_lead - tipSeconds)) / tipSeconds)
            tilt = 12 + (tipDegrees - 12) * a
            // An arc, not a straight line: the foot swings up over the rail as the mouth comes down.
            mouthAt = standing.times(1 - a).plus(tipped.times(a)).plus(up.times(6 * Math.sin(Math.PI * a)))
        } else if (t < _lead + pourSeconds) {
            phase = "pour"
            // Without a lead the cup arrives on the last part of its tip while the dice come out.
            const a = _lead === 0 ? ease(t / pourSeconds) : 1
            tilt = tipDegrees - 10 * (1 - a) + 6 * ease((t - _lead) / pourSeconds)
            mouthAt = tipped.plus(up.times(5 * (1 - a)))
        } else {
            phase = "lift"
            const a = ease((t - _lead - pourSeconds) / Math.max(0.05, _end - _lead - pourSeconds))
            tilt = tipDegrees + 6 - (tipDegrees - 34) * a
            mouthAt = tipped.plus(up.times(22 * a)).minus(f.times(6 * a))
            fade = 1 - ease(2 * a - 1)           // solid while it rises, then gone
        }
        // Picked up from where it stood: the first moments of the shake carry it over from its resting place.
        const blend = _fromRest && t < blendSeconds ? ease(t / blendSeconds) : 1
        tilt *= blend
        wobble *= blend
        const side = up.crossProduct(f)          // tilting about it turns the mouth (+y) toward f
        const turn = Quaternion.fromAxisAndAngle(side, tilt).times(Quaternion.fromAxisAndAngle(up, wobble))
        const axis = turn.times(up)
        body.rotation = turn
        body.position = _from.times(1 - blend).plus(mouthAt.minus(axis.times(height)).times(blend))
        body.opacity = fade
        // The blob shadow follows the cup across the felt, softer and fainter as it rises.
        const middle = mouthAt.minus(axis.times(height / 2))
        shadow.x = middle.x
        shadow.z = middle.z
        shadow.lift = Math.max(0, middle.y - 5)
        shadow.strength = 0.75 * fade
    }

    // ----- held by the person: shaken over the felt ----------------------------------------------------------
    readonly property real holdLift: 2.5          // cm: its foot above the felt while held
    readonly property real holdLean: 20           // degrees: the most it leans into its motion
    readonly property real holdHeight: holdLift + height / 2  // the pointer holds its middle
    readonly property real flickWindow: 0.08      // s: the flick is the cup's velocity over this last stretch
    readonly property real shakeTurnGap: 0.1      // s: turns of the shake closer than this rattle once
    readonly property real shakeRattleGap: 0.3    // s: a shake that only sweeps on rattles this often
    property vector3d heldAt: Qt.vector3d(0, 0, 0)   // where its foot stands, on the felt (y 0)
    property real shakeSpeed: 0                   // cm/s over the felt, smoothed
    property vector3d _heading: Qt.vector3d(0, 0, 0)  // the unit direction it moves in
    property var _track: []                       // the pointer's recent points: {t (ms), x, z}
    property vector3d _grip: Qt.vector3d(0, 0, 0)   // where the pointer took it, from its foot's middle
    property real _rattledAt: 0
    signal shaken(real speed)

    // The pointer pressed on the resting cup at `point` (the plane at holdHeight under it, scene cm): wherever on
    // the cup it was, the cup is held by that point, so that it does not jump when picked up and stands on its
    // place again when the pointer comes back there.
    function grip(point) {
        const spot = restSpot
        _grip = spot && spot.length === 3 ? Qt.vector3d(point.x - spot[0], 0, point.z - spot[2]) : Qt.vector3d(0, 0, 0)
    }
    // The pointer holds the cup at `point` (as for grip): the cup follows, kept over the felt.
    function hold(point) {
        const now = Date.now()
        if (phase !== "held") {
            if (active) return                    // a throw plays: not to be picked up now
            dropIn.stop()
            _drop = 0
            phase = "held"
            _track = []
            shakeSpeed = 0
            _heading = Qt.vector3d(0, 0, 0)
            _rattledAt = now
        }
        const track = _track.filter(sample => now - sample.t <= 250)
        const last = track.length ? track[track.length - 1] : null
        track.push({ t: now, x: point.x, z: point.z })
        _track = track
        if (last && now > last.t) {
            const dx = point.x - last.x, dz = point.z - last.z, seconds = (now - last.t) / 1000
            const speed = Math.hypot(dx, dz) / seconds
            shakeSpeed = 0.5 * shakeSpeed + 0.5 * speed
            if (speed > 1e-3) {
                const heading = Qt.vector3d(dx / Math.hypot(dx, dz), 0, dz / Math.hypot(dx, dz))
                const turned = _heading.dotProduct(heading) < 0
                if ((turned && now - _rattledAt > shakeTurnGap * 1000) || now - _rattledAt > shakeRattleGap * 1000) {
                    _rattledAt = now
                    shaken(shakeSpeed)
                }
                _heading = heading
            }
        }
        const half = table && table.feltHalf ? table.feltHalf : [30, 20]
        // Leaning its most toward a rail, its lip still stops short of it.
        const margin = mouthRadius + height * Math.sin(holdLean * Math.PI / 180)
        const reachX = Math.max(0, half[0] - margin), reachZ = Math.max(0, half[1] - margin)
        heldAt = Qt.vector3d(Math.max(-reachX, Math.min(reachX, point.x - _grip.x)), 0,
                             Math.max(-reachZ, Math.min(reachZ, point.z - _grip.z)))
        heldPose()
        settle.restart()
    }
    // How fast and which way the cup moved over the last `flickWindow` seconds (scene cm/s; none if it was held
    // still by then).
    function flickVelocity() {
        const now = Date.now(), track = _track
        if (track.length < 2 || now - track[track.length - 1].t > flickWindow * 1000) return Qt.vector3d(0, 0, 0)
        const last = track[track.length - 1]
        let first = track.length - 2
        while (first > 0 && last.t - track[first - 1].t <= flickWindow * 1000) first--
        const seconds = Math.max(0.001, (last.t - track[first].t) / 1000)
        return Qt.vector3d((last.x - track[first].x) / seconds, 0, (last.z - track[first].z) / seconds)
    }
    // Let go without a throw: it stands on its place again.
    function putBack() {
        if (phase !== "held") return
        settle.stop()
        phase = "idle"
        if (resting) restPose()
    }
    function heldPose() {
        const up = Qt.vector3d(0, 1, 0)
        // Leaning into the motion, the faster the more, and rocking a little while it shakes.
        const lean = Math.min(holdLean, shakeSpeed * 0.15)
        const side = _heading.length() > 0 ? up.crossProduct(_heading) : Qt.vector3d(1, 0, 0)
        const wobble = Math.min(10, shakeSpeed * 0.05) * Math.sin(Date.now() / 1000 / shakePeriod * Math.PI)
        body.rotation = Quaternion.fromAxisAndAngle(side, lean).times(Quaternion.fromAxisAndAngle(up, wobble))
        body.position = heldAt.plus(up.times(holdLift))
        body.opacity = 1
        shadow.x = heldAt.x
        shadow.z = heldAt.z
        shadow.lift = holdLift
        shadow.strength = 0.75
    }
    // Held still, the shake dies down and the cup straightens.
    Timer {
        id: settle
        interval: 50
        repeat: true
        onTriggered: {
            cup.shakeSpeed *= 0.5
            if (cup.shakeSpeed < 1) { cup.shakeSpeed = 0; stop() }
            if (cup.phase === "held") cup.heldPose()
            else stop()
        }
    }

    FrameAnimation {
        id: clock
        onTriggered: {
            cup._t += frameTime
            if (cup._t >= cup._end * cup._scale) {
                cup.stop()
                return
            }
            cup.pose()
        }
    }

    BlobShadow {
        id: shadow
        kit: cup.kit
        diameter: cup.mouthRadius * 3.2
        fadeHeight: 22
    }

    Node {
        id: body
        objectName: "cupPose"
        // Every material writes depth (AlwaysDepthDraw) and the outside comes first in the mesh, so while the cup
        // fades only its nearest surface shows, not the inside through the walls. The four differ only in values
        // (no clearcoat on the outside, vertex colours on the thread too), so they share one shader: under
        // software rendering each distinct shader is compiled again for every state it is drawn in (solid,
        // fading), ~2 MB apiece; three shaders made six, one makes two (a full game of Fives: peak -12 MB).
        Model {
            objectName: "cupBody"
            geometry: cup.kit ? cup.kit.cupGeometry : null
            castsShadows: false
            receivesShadows: false
            pickable: false
            materials: [
                PrincipledMaterial {                 // the outside: dark, oiled leather, worn lighter at the lip
                    baseColor: "#6b3f22"
                    vertexColorsEnabled: true
                    depthDrawMode: Material.AlwaysDepthDraw
                    roughness: 0.52
                    specularAmount: 0.35
                },
                PrincipledMaterial {                 // the stitched band: tan leather
                    baseColor: "#9a6236"
                    vertexColorsEnabled: true
                    depthDrawMode: Material.AlwaysDepthDraw
                    roughness: 0.6
                    specularAmount: 0.3
                },
                PrincipledMaterial {                 // the inside: rough, darker suede
                    baseColor: "#3a2416"
                    vertexColorsEnabled: true
                    depthDrawMode: Material.AlwaysDepthDraw
                    roughness: 0.95
                    specularAmount: 0.1
                },
                PrincipledMaterial {                 // waxed thread
                    baseColor: "#e8d3a6"
                    vertexColorsEnabled: true
                    depthDrawMode: Material.AlwaysDepthDraw
                    roughness: 0.5
                    specularAmount: 0.2
                }
            ]
        }
    }
}
