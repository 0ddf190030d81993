import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import DiceBar.Scene 1.0

// The table: the 3D scene, a seat plate for every player, the heads-up display and the actions.
Page {
    id: page
    objectName: "tablePage"
    property var session
    property string quality: "low"  // how well the table is drawn (dicebar.ui.renderer), fixed for the table's life
    property bool silent: false  // the kiosk's attract demo: no sound, nothing remembered
    signal leaveRequested()
    signal againRequested()
    signal realGameRequested(string gameId)  // a guided first game is over: set up a real one of that game

    readonly property real u: Theme.unit(width, height)  // (grows with the Text size setting)
    // large words in a small window: the top bar's parts in rows, not side by side
    readonly property bool compact: Theme.compact(width, u)
    readonly property var hud: session ? session.hud : ({})
    // a guided first game (dicebar.session.tutorial.TutorialGuide); null at a normal game
    readonly property var tutorial: session && session.tutorial ? session.tutorial : null
    // the player's settings (dicebar.app.settings; null in tests): volume and mute kept, reduced motion
    readonly property var savedSettings: typeof appSettings !== "undefined" ? appSettings : null
    readonly property bool reducedMotion: Theme.reducedMotion
    readonly property bool fixedCamera: savedSettings !== null && savedSettings.values.fixed_camera === true
    property bool kioskMode: false  // a kiosk writes no files: its end screen offers a QR code of the receipt
    // the game's seal (its short code), empty for a game not sealed: a guided game, the kiosk's demo, an old save
    readonly property string sealCode: session && !tutorial ? session.sealCode : ""
    // the end screen's receipt (dicebar.app.receipt.Receipts; absent where a test loads the page alone)
    readonly property var receiptDesk: typeof receipts !== "undefined" ? receipts : null
    Component.onCompleted: {
        if (!savedSettings || silent) return  // the attract demo stays silent whatever the settings say
        table3d.sounds.volume = savedSettings.values.volume
        table3d.sounds.muted = savedSettings.values.muted
    }

    // No background: the table's view covers the page, and the window's own colour (Main.qml) is the same; a
    // full-window rectangle under it cost ~2 ms a frame in software rendering.
    background: null
    focus: true
    Keys.onSpacePressed: event => {
        if (pokerLoader.item && pokerLoader.item.keyPressed(event)) return
        if (session && session.canRoll) session.roll()
    }
    Keys.onReturnPressed: event => {
        if (pokerLoader.item && pokerLoader.item.keyPressed(event)) return
        if (tutorial && tutorial.wantsNext) tutorial.next()
        else if (session && session.canStop) session.stop()
    }
    Keys.onEscapePressed: menu.open()
    // The rest of the table's keys (TableKeys): 1 to 5 pick the hand tray's dice as a tap does, H asks the coach,
    // and PeekPoker's betting bar takes its own (Check, Call, Fold, the bet and its sizes, peeking).
    Keys.onPressed: event => {
        if (pokerLoader.item && pokerLoader.item.keyPressed(event)) {
            event.accepted = true
            return
        }
        const die = session ? session.dieOfKey(TableKeys.digit(event)) : -1
        if (die >= 0) {
            table3d.dieTapped(die)  // the same path as a tap on the die
            event.accepted = true
        } else if (TableKeys.pressed(event, TableKeys.hint) && hintButton.visible) {
            session.requestHint()
            event.accepted = true
        }
    }
    Keys.onReleased: event => {
        if (pokerLoader.item && pokerLoader.item.keyReleased(event)) event.accepted = true
    }

    // Table3D draws straight into the window under software rendering (Underlay); Qt places it there only when it
    // updates the view, not when the page moves (the StackView's slide): asked again, or the table would stay where
    // the slide left it until something on it moved.
    onXChanged: if (table3d.layered) table3d.update()
    onYChanged: if (table3d.layered) table3d.update()

    Table3D {
        id: table3d
        anchors.fill: parent
        session: page.session
        quality: page.quality
        silent: page.silent
        frameTop: topBar.height  // the table is framed between the HUD's bars
        frameBottom: actionBar.height + handTray.height
        frameMargin: page.u
        frameSide: (plates.widest + 2) * page.u  // a plate pushed in from the window's side stops short of the dice
        // close-ups of the settled throw: not with Fixed camera, nor while a tutorial marks something else
        closeUps: !page.fixedCamera && (!tutorialLoader.item || tutorialLoader.item.closeUpAllowed)
        reducedMotion: page.reducedMotion
        closeUpLimit: poker ? 2500 : 0  // PeekPoker: a look at the board, then the cups again (one is held to peek)
        onDieTapped: index => page.session.toggleDie(index)
    }

    // ----- the table as assistive technology sees it: Table3D's nodes are not accessible, so a 2D element lies over
    // the view, named by the session (the game, whose turn), with a child for every die on the table, over the die
    // it names ("die 3: five, set aside"); a die the person may pick is a check box, pressed as if tapped. The
    // session's announcements (an event as it plays, the reading, the pot) are said through it. -----
    Item {
        id: tableAccess
        objectName: "tableAccess"
        anchors.fill: table3d
        Accessible.role: Accessible.Pane
        Accessible.name: page.session ? page.session.tableName : ""
        Accessible.description: page.hud.reading || ""
        Repeater {
            model: page.session ? page.session.spokenDice : null
            delegate: Item {
                required property int die
                required property string name
                required property bool tappable
                required property bool chosen
                required property var position
                // placed again when the view is resized or the camera comes to rest, not at every frame it moves
                readonly property point spot: {
                    table3d.width; table3d.height; table3d.cameraStill
                    return table3d.camera ? table3d.mapFrom3DScene(Qt.vector3d(position[0], position[1], position[2]))
                                          : Qt.point(0, 0)
                }
                objectName: "spokenDie" + die
                width: 4 * page.u
                height: 4 * page.u
                x: spot.x - width / 2
                y: spot.y - height / 2
                Accessible.role: tappable ? Accessible.CheckBox : Accessible.StaticText
                Accessible.name: name
                Accessible.checkable: tappable
                Accessible.checked: chosen
                Accessible.onPressAction: if (tappable) table3d.dieTapped(die)
                Accessible.onToggleAction: if (tappable) table3d.dieTapped(die)
            }
        }
    }
    Connections {
        target: page.session
        function onAnnounced(text) { tableAccess.Accessible.announce(text) }
    }

    // a computer lets a close-up of its throw be seen before it acts (GameSession.closeUps), for a look counted from
    // the moment it is on screen and still (GameSession.closeUpHeld); not one dismissed by a tap
    Binding {
        target: page.session; property: "closeUps"; when: page.session !== null
        value: table3d.closeUps && !table3d.closeUpDismissed
    }
    Binding { target: page.session; property: "closeUpHeld"; value: table3d.closeUpHeld; when: page.session !== null }
    Binding { target: page.session; property: "tableShown"; value: table3d.tableDrawn; when: page.session !== null }

    // ----- the cup that waits beside the person who may roll: a tap is the same as Roll; pressed and dragged it
    // is shaken over the felt, and let go with a flick it is thrown that way (put back on its place, it is not).
    // Touch comes to a MouseArea as the mouse does, so a finger does what the mouse does. -----
    MouseArea {
        id: cupTap
        objectName: "cupTapArea"
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("The cup: throw the dice")
        Accessible.onPressAction: if (page.session && page.session.canRoll) page.session.roll()
        // (PeekPoker's session has no cupSpot: read before Table3D knows the game, it was undefined)
        readonly property var spot: page.session && !table3d.poker && page.session.cupSpot ? page.session.cupSpot : []
        // (and once the view has its camera: these bindings may be evaluated before Table3D's own are)
        readonly property bool offered: spot.length === 3 && page.session.canRoll && table3d.camera !== null
        // the cup's outline on screen: its foot and its mouth (10 cm up, 8.6 cm across)
        readonly property point foot: {
            table3d.width; table3d.height; table3d.cameraRevision  // again when the view changes
            return offered ? table3d.mapFrom3DScene(Qt.vector3d(spot[0], spot[1], spot[2] + 4.3)) : Qt.point(0, 0)
        }
        readonly property point mouth: {
            table3d.width; table3d.height; table3d.cameraRevision
            return offered ? table3d.mapFrom3DScene(Qt.vector3d(spot[0], spot[1] + 10, spot[2] - 4.3)) : Qt.point(0, 0)
        }
        readonly property real across: {
            table3d.width; table3d.height; table3d.cameraRevision
            if (!offered) return 0
            const left = table3d.mapFrom3DScene(Qt.vector3d(spot[0] - 4.3, spot[1] + 10, spot[2]))
            const right = table3d.mapFrom3DScene(Qt.vector3d(spot[0] + 4.3, spot[1] + 10, spot[2]))
            return Math.abs(right.x - left.x)
        }
        readonly property real middleX: (foot.x + mouth.x) / 2
        readonly property real middleY: (foot.y + mouth.y) / 2
        // A close-up may leave the cup out of the free area (under a bar, beyond the window's edge): then a handle
        // at the free area's edge, the way to the cup, takes its place; pressed, it ends the close-up (the whole
        // table again) and takes the cup up as the cup itself would.
        readonly property bool inView: middleX >= 0 && middleX <= page.width && middleY >= topBar.height
                                       && middleY <= handTray.y
        readonly property bool handle: offered && !inView
        visible: offered
        // never smaller than a fingertip (48 px), whatever the window's size
        width: handle ? Math.max(48, 7 * page.u) : Math.max(48, across * 1.15)
        height: handle ? Math.max(48, 7 * page.u) : Math.max(48, Math.abs(foot.y - mouth.y) * 1.1)
        x: handle ? Math.max(page.u, Math.min(page.width - width - page.u, middleX - width / 2)) : middleX - width / 2
        y: handle ? Math.max(topBar.height + page.u, Math.min(handTray.y - height - page.u, middleY - height / 2))
                  : middleY - height / 2
        Rectangle {
            objectName: "cupHandle"
            visible: cupTap.handle
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Take the cup")
            Accessible.onPressAction: if (page.session && page.session.canRoll) page.session.roll()
            anchors.fill: parent
            radius: width / 2
            color: Theme.panel
            opacity: 0.9
            border.color: Theme.accent
            border.width: Math.max(2, page.u * 0.3)
            Text {
                anchors.centerIn: parent
                // an arrow the way of the cup
                Accessible.ignored: true
                rotation: Math.atan2(cupTap.middleY - (cupTap.y + cupTap.height / 2),
                                     cupTap.middleX - (cupTap.x + cupTap.width / 2)) * 180 / Math.PI
                text: "\u279C"
                color: Theme.accent
                font.pixelSize: parent.height * 0.5
            }
        }
        cursorShape: dragging ? Qt.ClosedHandCursor : Qt.PointingHandCursor
        preventStealing: true  // a drag belongs to the cup, not to a flickable or the page under it
        property bool dragging: false
        property point pressedAt: Qt.point(0, 0)
        // where the pointer at (x, y) of this area meets the level at which the cup is held
        function heldPoint(x, y) {
            const at = mapToItem(table3d, x, y)
            return table3d.planePoint(at.x, at.y, table3d.throwingCup.holdHeight)
        }
        onPressed: mouse => {
            dragging = false
            if (handle) table3d.closeUpDismissed = true
            pressedAt = mapToItem(page, mouse.x, mouse.y)  // (on the page: the handle moves as the view does)
            const point = heldPoint(mouse.x, mouse.y)
            if (point) table3d.throwingCup.grip(point)
        }
        onPositionChanged: mouse => {
            if (!pressed || !page.session) return
            if (!dragging) {
                const at = mapToItem(page, mouse.x, mouse.y)
                if (Math.hypot(at.x - pressedAt.x, at.y - pressedAt.y) < Qt.styleHints.startDragDistance) return
                dragging = true
                page.session.shake()  // the launches a flick may give are simulated while it shakes
            }
            const point = heldPoint(mouse.x, mouse.y)
            if (point) table3d.throwingCup.hold(point)
        }
        // once per throw: the first tap rolls and takes the offer away (a second tap of a double tap finds none)
        onReleased: {
            const cup = table3d.throwingCup
            if (!dragging) {
                if (page.session && page.session.canRoll) page.session.roll()
                return
            }
            dragging = false
            if (cup.phase !== "held") return
            const velocity = cup.flickVelocity()
            // thrown: the session's throw step now plays from where the cup is held
            if (!page.session.flick(cup.heldAt.x, cup.heldAt.z, velocity.x, velocity.z)) cup.putBack()
        }
        onCanceled: {
            dragging = false
            table3d.throwingCup.putBack()
        }
    }

    // ----- seat plates, placed over each seat's spot on the rail -----
    Repeater {
        id: plates
        // the widest plate yet, in u (only grows: the camera does not hunt as the texts change)
        property real widest: 0
        // the cups a plate keeps clear of, compact (where large words fill the table): the one waiting for a throw,
        // the one to peek under
        readonly property var cupsInPlay: {
            if (!page.compact) return []
            const cups = []
            if (cupTap.visible) cups.push(Qt.rect(cupTap.x, cupTap.y, cupTap.width, cupTap.height))
            const ring = pokerLoader.item ? pokerLoader.item.peekRing : null
            if (ring && ring.visible) cups.push(Qt.rect(ring.x, ring.y, ring.width, ring.height))
            return cups
        }
        // How far each plate moves aside (px, by index) from its seat's spot: two plates of one row that large words
        // make overlap are pushed apart evenly, and kept in the window.
        readonly property var nudges: {
            const boxes = []
            for (let k = 0; k < count; k++) {
                const plate = itemAt(k)
                if (plate && plate.visible) boxes.push({ index: k, x: plate.baseX, y: plate.y, w: plate.width, h: plate.height })
            }
            boxes.sort((a, b) => a.x - b.x)
            for (let pass = 0; pass < 4; pass++) {
                for (let i = 1; i < boxes.length; i++) {
                    for (let j = 0; j < i; j++) {
                        const left = boxes[j], right = boxes[i]
                        const overlap = left.x + left.w + page.u / 2 - right.x
                        if (overlap <= 0 || Math.abs(left.y - right.y) >= Math.max(left.h, right.h)) continue
                        left.x -= overlap / 2
                        right.x += overlap / 2
                    }
                }
                for (const box of boxes) box.x = Math.max(page.u, Math.min(page.width - box.w - page.u, box.x))
            }
            // compact, a plate that large words push over the cup of the seat that plays goes beside it
            for (const box of boxes) {
                for (const cup of cupsInPlay) {
                    if (box.y >= cup.y + cup.height || box.y + box.h <= cup.y || box.x >= cup.x + cup.width || box.x + box.w <= cup.x)
                        continue
                    const left = cup.x - box.w - page.u / 2, right = cup.x + cup.width + page.u / 2
                    const rightFits = right + box.w <= page.width - page.u
                    box.x = left >= page.u && (box.x + box.w / 2 <= cup.x + cup.width / 2 || !rightFits) ? left : right
                }
            }
            const shifts = []
            for (let k = 0; k < count; k++) shifts.push(0)
            for (const box of boxes) shifts[box.index] = box.x - itemAt(box.index).baseX
            return shifts
        }
        model: page.session ? page.session.seats : null
        delegate: SeatPlate {
            required property int index
            objectName: "seatPlate" + index
            onWidthChanged: plates.widest = Math.max(plates.widest, width / page.u)
            u: page.u
            oneLine: page.compact
            holds: page.session ? page.session.seatHolds : ({})
            holdingMost: page.session ? page.session.holdingMost : 0
            readonly property var spot: table3d.table.seats[index] ? table3d.table.seats[index].position : [0, 0, 0]
            readonly property point anchor: {
                table3d.width; table3d.height; table3d.cameraRevision  // re-place when the view changes
                if (!table3d.camera) return Qt.point(0, 0)  // not yet assigned while the page is being built
                return table3d.mapFrom3DScene(Qt.vector3d(spot[0] * 1.18, 3, spot[2] * 1.18))
            }
            // A plate at an end of the table (west, east) stops at the felt's edge: never over its seat's dice. The
            // camera leaves it room for that (Table3D.frameSide).
            readonly property int end: Math.abs(spot[0]) < table3d.table.feltHalf[0] - 0.5 ? 0 : (spot[0] < 0 ? -1 : 1)
            readonly property var rowEdge: table3d.table.seats[index] ? table3d.table.seats[index].rowEdge : [0, 0, 0]
            readonly property real feltEdge: {
                table3d.width; table3d.height; table3d.cameraRevision
                if (!end || !table3d.camera) return 0
                return table3d.mapFrom3DScene(Qt.vector3d(rowEdge[0], table3d.table.dieEdge, rowEdge[2])).x
            }
            // In a close-up, a seat whose place is out of the view has no plate (pushed to the edge, it would name
            // whatever lies there). As the camera is drawn, not as it is wanted: a cut's dip to dark shows the shot
            // before until it is dark.
            readonly property bool placeInView: anchor.x >= 0 && anchor.x <= page.width && anchor.y >= topBar.height
                && anchor.y <= handTray.y
            visible: !table3d.closeUpDrawn || placeInView
            readonly property real placed: Math.max(page.u, Math.min(page.width - width - page.u, anchor.x - width / 2))
            readonly property real baseX: end < 0 ? Math.min(placed, feltEdge - width - page.u / 2) : (end > 0 ? Math.max(placed, feltEdge + page.u / 2) : placed)
            x: baseX + (plates.nudges[index] || 0)
            y: Math.max(topBar.height + page.u, Math.min(handTray.y - height - page.u, anchor.y - height / 2))
        }
    }

    // ----- top: the game, whose turn, the mark -----
    Rectangle {
        id: topBar
        objectName: "topBar"
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: page.compact ? topGrid.implicitHeight + page.u : 7.5 * page.u
        color: Theme.bar
        GridLayout {
            id: topGrid
            anchors.fill: parent
            anchors.leftMargin: 2 * page.u
            anchors.rightMargin: 2 * page.u
            columnSpacing: 2 * page.u
            rowSpacing: 0
            // compact (large words): the menu, whose turn and the mark beside it; the reason across the bar under
            // them; the game's name and seal in the menu
            columns: page.compact ? 3 : 4
            ToolButton {
                Layout.row: 0
                Layout.column: 0
                objectName: "menuButton"
                text: "☰"
                Accessible.name: qsTr("Menu")
                font.pixelSize: 3 * page.u
                onClicked: menu.open()
                // under the three bars, not over them
                KeyCap {
                    text: TableKeys.menu.name
                    u: page.u
                    anchors { right: undefined; top: undefined; horizontalCenter: parent.horizontalCenter
                              bottom: parent.bottom; bottomMargin: -0.5 * height }
                }
            }
            ColumnLayout {
                Layout.row: 0
                Layout.column: 1
                spacing: 0
                RowLayout {
                    visible: !page.compact
                    spacing: 1.5 * page.u
                    Label {
                        text: page.session ? page.session.title : ""
                        font.family: Theme.display
                        font.pixelSize: 2.2 * page.u
                        color: Theme.accent
                    }
                    // the game's seal, beside its name: a tap tells what it proves (a game not sealed shows none)
                    Label {
                        objectName: "sealLine"
                        text: page.sealCode ? qsTr("seal %1").arg(page.sealCode) : ""
                        visible: text.length > 0
                        font.family: Theme.mono
                        font.pixelSize: 1.6 * page.u
                        color: Theme.textDim
                        MouseArea {
                            objectName: "sealTapArea"
                            anchors.fill: parent
                            Accessible.role: Accessible.Button
                            Accessible.name: qsTr("What the seal proves")
                            Accessible.onPressAction: sealPanel.open()
                            anchors.margins: -page.u  // a fingertip's reach around the small words
                            cursorShape: Qt.PointingHandCursor
                            onClicked: sealPanel.open()
                        }
                    }
                }
                Label {
                    objectName: "headline"
                    text: page.hud.headline || ""
                    font.pixelSize: 2.6 * page.u
                    font.bold: true
                    color: Theme.text
                }
            }
            // the reason for the last result ("Ana is safe: fifty-six in one beats forty-six in two"), between the
            // bar's two ends, off the table's felt: from its step until the next turn throws (GameSession.reason)
            Label {
                objectName: "reasonLine"
                text: page.session ? page.session.reason : ""
                visible: !(page.session && page.session.over)
                opacity: text ? 1 : 0
                Behavior on opacity { NumberAnimation { duration: page.reducedMotion ? 0 : 200 } }
                font.pixelSize: 1.9 * page.u
                color: Theme.text
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.row: page.compact ? 1 : 0
                Layout.column: page.compact ? 0 : 2
                Layout.columnSpan: page.compact ? 3 : 1
            }
            ColumnLayout {
                spacing: 0
                Layout.row: 0
                Layout.column: page.compact ? 2 : 3
                Layout.alignment: Qt.AlignRight
                Layout.fillWidth: page.compact  // compact: the rest of the row, its words wrapped to it
                Label {
                    objectName: "markLine"
                    text: page.hud.mark || ""
                    font.pixelSize: 2.3 * page.u
                    color: Theme.accent
                    Layout.alignment: Qt.AlignRight
                    Layout.fillWidth: page.compact
                    wrapMode: page.compact ? Text.WordWrap : Text.NoWrap
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    objectName: "detailLine"
                    text: page.hud.detail || ""
                    font.pixelSize: 1.8 * page.u
                    color: Theme.textDim
                    Layout.alignment: Qt.AlignRight
                    Layout.fillWidth: page.compact
                    wrapMode: page.compact ? Text.WordWrap : Text.NoWrap
                    horizontalAlignment: Text.AlignRight
                }
            }
        }
    }

    // ----- bottom: roll, stop, what the dice say -----
    Rectangle {
        id: actionBar
        objectName: "actionBar"
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        // PeekPoker's betting bar lies over it: compact, in two rows (what is at stake; the bet's size and buttons)
        height: (table3d.poker ? (page.compact ? 10.5 : 17) : 10) * page.u
        color: Theme.bar
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 3 * page.u
            anchors.rightMargin: 3 * page.u
            spacing: 2 * page.u
            Label {
                objectName: "rollsLine"
                text: {
                    if (!page.session) return ""
                    if (page.hud.notice) return page.hud.notice  // play stopped (scripted dice ran out)
                    const rolls = page.hud.rolls || ""
                    // (said for the keyboard too: the tray's dice wear their number keys)
                    const keys = page.session.pickKeys
                    const choosing = keys > 1 ? qsTr("tap dice or press 1–%1 to set them aside").arg(keys)
                                              : qsTr("tap dice to set them aside")
                    if (page.session.canChooseDice) return rolls + (rolls ? "  ·  " : "") + choosing
                    return rolls
                }
                font.pixelSize: 2 * page.u
                color: page.hud.notice ? Theme.accent : Theme.textDim
                Layout.fillWidth: true
                wrapMode: Text.WordWrap  // more lines where large words leave no room for one
                maximumLineCount: 3
                elide: Text.ElideRight
            }
            Button {
                id: hintButton
                objectName: "hintButton"
                text: qsTr("Hint")
                flat: true
                visible: page.session && page.session.hintsAllowed && page.session.humanTurn
                font.pixelSize: 2.2 * page.u
                Layout.preferredHeight: 7 * page.u
                onClicked: page.session.requestHint()
                KeyCap { text: TableKeys.hint.name; u: page.u }
            }
            Button {
                objectName: "stopButton"
                text: qsTr("Stop")
                visible: page.session && page.session.canStop
                font.pixelSize: 2.4 * page.u
                Layout.preferredHeight: 7 * page.u
                Layout.preferredWidth: Math.max(16 * page.u, implicitWidth)  // a language's longer word whole
                onClicked: page.session.stop()
                KeyCap { text: TableKeys.stop.name; u: page.u }
            }
            Button {
                objectName: "rollButton"
                text: page.session ? page.session.rollLabel : qsTr("Roll")
                highlighted: true
                Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                enabled: page.session && page.session.canRoll
                font.pixelSize: 2.6 * page.u
                font.bold: true
                Layout.preferredHeight: 7 * page.u
                Layout.preferredWidth: page.compact ? implicitWidth : Math.max(26 * page.u, implicitWidth)  // "Roll all again" whole at 1024x600
                onClicked: page.session.roll()
                KeyCap { text: TableKeys.roll.name; u: page.u }
            }
        }
    }

    // ----- the hand in play, flat and large, and what it makes: a strip on the action bar (the table is framed
    // above it; under PeekPoker's overlay, so the look-away screen covers it). A die tapped here is a die tapped on
    // the table: the same signal, the same index. -----
    HandTray {
        id: handTray
        session: page.session
        u: page.u
        readingLines: page.compact && !table3d.poker ? 3 : 2  // (a poker hand's words are short)
        marked: page.tutorial && page.tutorial.mark.kind === "dice" ? page.tutorial.mark.dice : []
        anchors { left: parent.left; right: parent.right; bottom: actionBar.top }
        onDieTapped: index => table3d.dieTapped(index)
    }

    // ----- PeekPoker: bets, pots, hands, peeking, the betting bar (over the action bar), looking away -----
    Loader {
        id: pokerLoader
        objectName: "pokerOverlay"
        anchors.fill: parent
        active: table3d.poker
        sourceComponent: PokerOverlay {
            session: page.session
            view3d: table3d
            bottomBar: actionBar
            endScreen: endOverlay
            u: page.u
            areaBottom: handTray.y
            seatPlates: plates
        }
    }

    // ----- the coach's advice, on request: the best choice and why (bold), then the runners-up -----
    Rectangle {
        id: hintPanel
        objectName: "hintPanel"
        readonly property string said: page.session ? page.session.hintText : ""
        readonly property int firstBreak: said.indexOf("\n")
        visible: said.length > 0
        anchors.right: parent.right
        anchors.bottom: handTray.top  // not over the hand tray and its reading
        anchors.margins: 2 * page.u
        width: hintColumn.width + 4 * page.u
        height: hintColumn.height + 3 * page.u
        radius: page.u
        color: Theme.card
        border.color: Theme.accent
        Column {
            id: hintColumn
            readonly property real widest: page.width / 2 - 16 * page.u  // long reasons wrap, clear of your plate
            anchors.centerIn: parent
            spacing: 0.5 * page.u
            Label {
                objectName: "hintText"
                width: Math.min(implicitWidth, hintColumn.widest)
                wrapMode: Text.WordWrap
                text: hintPanel.firstBreak < 0 ? hintPanel.said : hintPanel.said.slice(0, hintPanel.firstBreak)
                font.pixelSize: 1.9 * page.u
                font.bold: true
                color: Theme.text
            }
            Label {
                objectName: "hintMore"
                visible: text.length > 0
                width: Math.min(implicitWidth, hintColumn.widest)
                wrapMode: Text.WordWrap
                text: hintPanel.firstBreak < 0 ? "" : hintPanel.said.slice(hintPanel.firstBreak + 1)
                font.pixelSize: 1.9 * page.u
                color: Theme.text
                lineHeight: 1.15
            }
        }
    }

    // ----- the bar's words, called out -----
    Label {
        id: banner
        objectName: "banner"
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.26
        width: Math.min(implicitWidth, parent.width - 4 * page.u)  // large words wrap inside the window
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        font.family: Theme.display
        font.pixelSize: 6 * page.u
        font.bold: true
        font.italic: true
        color: Theme.accent
        style: Text.Outline
        styleColor: "#40000000"
        opacity: 0
        visible: !(page.session && page.session.over)
        scale: page.reducedMotion ? 1 : 0.8 + 0.2 * opacity  // reduced motion: the words appear, no zoom or fade
        SequentialAnimation {
            id: bannerAnimation
            NumberAnimation { target: banner; property: "opacity"; to: 1; duration: page.reducedMotion ? 0 : 160 }
            PauseAnimation { duration: page.reducedMotion ? 1400 : 900 }
            NumberAnimation { target: banner; property: "opacity"; to: 0; duration: page.reducedMotion ? 0 : 320 }
        }
    }
    Connections {
        target: page.session
        function onCalled(text) {
            banner.text = text.endsWith("!") || text.endsWith(".") ? text : text + "!"
            bannerAnimation.restart()
        }
    }
    Connections {  // a call on screen is in the language before a switch: it goes at once
        target: Choices
        function onLanguageChanged() {
            bannerAnimation.stop()
            banner.opacity = 0
        }
    }

    // ----- what the seal proves, and the seal in full -----
    Popup {
        id: sealPanel
        objectName: "sealPanel"
        x: 2 * page.u
        y: topBar.height + page.u
        width: Math.min(page.width - 4 * page.u, 80 * page.u)
        padding: 2 * page.u
        modal: false
        closePolicy: Popup.CloseOnPressOutside | Popup.CloseOnEscape
        background: Rectangle { color: Theme.panel; border.color: Theme.line; radius: page.u }
        ColumnLayout {
            width: parent.width
            spacing: page.u
            Label {
                text: qsTr("The dice of this game were fixed by a secret seed before the first roll, and this seal locks it in. The seed is shown when the game ends: anyone can then check every roll against the seal.")
                wrapMode: Text.WordWrap
                font.pixelSize: 1.9 * page.u
                color: Theme.text
                Layout.fillWidth: true
            }
            Label {
                objectName: "sealDigest"
                // the 64 digits in two even lines, not one cut wherever the panel ends
                readonly property string digest: page.sealCode ? page.session.sealDigest : ""
                text: digest ? qsTr("SHA-256") + "\n" + digest.slice(0, 32) + "\n" + digest.slice(32) : ""
                font.family: Theme.mono
                font.pixelSize: 1.7 * page.u
                color: Theme.textDim
                Layout.fillWidth: true
            }
        }
    }

    StillUnderReducedMotion { popup: sealPanel }
    StillUnderReducedMotion { popup: menu }

    // ----- the end -----
    Rectangle {
        id: endOverlay
        objectName: "endOverlay"
        anchors.fill: parent
        visible: page.session && page.session.over && !page.tutorial  // a guided game ends on its own card
        color: Theme.veil
        // by keys: Play again has the focus (Return or Space), Tab goes on to the others
        onVisibleChanged: visible ? againButton.forceActiveFocus(Qt.TabFocusReason) : page.enabled && page.forceActiveFocus()
        ColumnLayout {
            anchors.centerIn: parent
            width: Math.min(parent.width * 0.8, 120 * page.u)
            height: Math.min(implicitHeight, parent.height - 2 * page.u)  // the story gives way to large words
            spacing: 2 * page.u
            Label {
                objectName: "resultLine"
                text: page.hud.result || ""
                font.family: Theme.display
                font.pixelSize: (page.compact ? 4 : 6) * page.u
                font.bold: true
                color: Theme.accent
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                Layout.fillWidth: true
            }
            // the receipt of a sealed game: its seal and the seed now revealed, for anyone to check the dice
            Label {
                id: receiptLine
                objectName: "receiptLine"
                readonly property string seed: page.sealCode && page.session ? page.session.revealedSeed : ""
                visible: seed.length > 0
                text: visible ? qsTr("seal %1  ·  seed %2").arg(page.sealCode).arg(seed) : ""
                font.family: Theme.mono
                font.pixelSize: 1.8 * page.u
                color: Theme.text
                wrapMode: Text.WrapAnywhere
                horizontalAlignment: Text.AlignHCenter
                Layout.fillWidth: true
            }
            RowLayout {
                spacing: 2 * page.u
                Layout.fillWidth: true
                ScrollView {
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.min(page.height * (receiptQr.wanted ? 0.38 : 0.45), 50 * page.u)
                    Layout.fillHeight: true
                    Layout.minimumHeight: 5 * page.u
                    clip: true
                    ListView {
                        id: story
                        model: page.session ? page.session.logModel : null
                        delegate: Label {
                            required property string line
                            width: ListView.view.width
                            wrapMode: Text.WordWrap
                            text: line
                            font.pixelSize: 1.8 * page.u
                            color: Theme.textDim
                        }
                        onCountChanged: positionViewAtEnd()
                    }
                }
                // a kiosk writes no files: the receipt goes home on a phone, as a QR code
                ColumnLayout {
                    visible: receiptQr.wanted && receiptQr.status === Image.Ready
                    spacing: 0.5 * page.u
                    Layout.alignment: Qt.AlignTop
                    Image {
                        id: receiptQr
                        objectName: "receiptQr"
                        readonly property bool wanted: page.kioskMode && endOverlay.visible && receiptLine.visible
                        source: wanted && page.receiptDesk ? page.receiptDesk.qrPicture(page.session) : ""
                        smooth: false  // the modules stay sharp
                        fillMode: Image.PreserveAspectFit
                        Layout.preferredWidth: Math.min(page.height * 0.38, 50 * page.u)
                        Layout.preferredHeight: Layout.preferredWidth
                    }
                    Label {
                        text: qsTr("Scan for the receipt")
                        font.pixelSize: 1.7 * page.u
                        color: Theme.textDim
                        Layout.alignment: Qt.AlignHCenter
                    }
                }
            }
            // where the history was saved, or why not (one line)
            Label {
                id: savedLine
                objectName: "historySavedLine"
                visible: text.length > 0
                font.pixelSize: 1.7 * page.u
                color: Theme.textDim
                elide: Text.ElideMiddle
                horizontalAlignment: Text.AlignHCenter
                Layout.fillWidth: true
                Connections {
                    target: page
                    function onSessionChanged() { savedLine.text = "" }  // said of the last game, not the next
                }
            }
            GridLayout {
                Layout.alignment: Qt.AlignHCenter
                columns: page.compact ? 2 : 3  // large words: the buttons in two rows
                columnSpacing: 2 * page.u
                Button {
                    id: againButton
                    objectName: "againButton"
                    text: qsTr("Play again")
                    highlighted: true
                    Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                    font.pixelSize: 2.4 * page.u
                    onClicked: page.againRequested()
                }
                Button {
                    objectName: "saveHistoryButton"
                    text: qsTr("Save the game's history")
                    visible: receiptLine.visible && !page.kioskMode && page.receiptDesk !== null
                    font.pixelSize: 2.4 * page.u
                    onClicked: savedLine.text = page.receiptDesk.saveHistory(page.session)
                }
                Button {
                    objectName: "lobbyButton"
                    text: qsTr("Back to the lobby")
                    font.pixelSize: 2.4 * page.u
                    onClicked: page.leaveRequested()
                }
            }
        }
    }

    // ----- a guided first game: the step's words beside what they are about, and its end -----
    Loader {
        id: tutorialLoader
        objectName: "tutorialLoader"
        anchors.fill: parent
        active: page.tutorial !== null
        sourceComponent: TutorialLayer {
            guide: page.tutorial
            session: page.session
            view3d: table3d
            tablePage: page
            u: page.u
            areaTop: topBar.height
            areaBottom: handTray.y  // (the hand tray and its reading stay in view)
            reducedMotion: page.reducedMotion
            onLeaveRequested: page.leaveRequested()
            onRealGameRequested: gameId => page.realGameRequested(gameId)
        }
    }

    // ----- the menu: speed, skipping animations, the story so far, leaving -----
    Drawer {
        id: menu
        objectName: "menu"
        edge: Qt.LeftEdge
        width: Math.min(page.width * 0.42, 60 * page.u)
        height: page.height
        background: Rectangle { color: Theme.panel }
        // by keys: the focus goes into the menu (Tab walks it, Escape closes it) and back to the table's keys after
        focus: true
        onOpened: speedSlider.forceActiveFocus(Qt.TabFocusReason)
        onClosed: page.forceActiveFocus()
        // Its words grow with the Text size setting: where they no longer fit the window's height (200% in a 1080
        // px window), the menu scrolls, the story keeps a few lines, and the control the keys come to is scrolled
        // into view.
        Flickable {
            id: menuScroll
            objectName: "menuScroll"
            anchors.fill: parent
            anchors.margins: 2 * page.u
            contentWidth: width
            contentHeight: Math.max(height, menuColumn.implicitHeight)
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScaledScrollBar {  // shown while there is more below or above, beside the controls
                id: menuScrollBar
                objectName: "menuScrollBar"
                unit: page.u
                policy: menuColumn.implicitHeight > menuScroll.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            }
            function showFocused(item) {
                let inside = item
                while (inside && inside !== menuColumn) inside = inside.parent
                if (!inside) return
                const top = item.mapToItem(menuColumn, 0, 0).y
                if (top < contentY) contentY = top
                else if (top + item.height > contentY + height) contentY = Math.min(contentHeight - height, top + item.height - height)
            }
            Connections {
                target: menu.opened ? page.Window.window : null
                function onActiveFocusItemChanged() { menuScroll.showFocused(page.Window.activeFocusItem) }
            }
            ColumnLayout {
                id: menuColumn
                width: menuScroll.width - menuScrollBar.width  // (room kept for the bar always: it comes with the words)
                height: menuScroll.contentHeight
                spacing: page.u
                // compact, the game's name and seal are here, not in the top bar: a tap on the seal tells what it proves
                Label {
                    objectName: "menuTitle"
                    visible: page.compact
                    text: page.session ? page.session.title : ""
                    font.family: Theme.display
                    font.pixelSize: 2.2 * page.u
                    color: Theme.accent
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "menuSealButton"
                    visible: page.compact && page.sealCode !== ""
                    text: page.sealCode ? qsTr("seal %1").arg(page.sealCode) : ""
                    flat: true
                    font.family: Theme.mono
                    font.pixelSize: 1.6 * page.u
                    onClicked: { menu.close(); sealPanel.open() }
                }
                Label { text: qsTr("Animation speed"); color: Theme.text; font.pixelSize: 2 * page.u }
                ScaledSlider {
                    id: speedSlider
                    objectName: "speedSlider"
                    unit: page.u
                    Accessible.name: qsTr("Animation speed")
                    from: Choices.speedMinimum; to: Choices.speedMaximum; stepSize: Choices.speedStep
                    value: page.session ? page.session.speed : 1
                    onMoved: page.session.speed = value
                    Layout.fillWidth: true
                }
                ScaledSwitch {
                    objectName: "skipSwitch"
                    unit: page.u
                    text: qsTr("Skip animations")
                    font.pixelSize: 2 * page.u  // as the menu's other words, with the Text size setting
                    checked: page.session ? page.session.skipAnimations : false
                    enabled: !page.reducedMotion  // reduced motion skips the throws always
                    onToggled: page.session.skipAnimations = checked
                }
                // Sound (Sounds.qml in the table): volume and mute, kept between runs.
                Label { text: qsTr("Volume"); color: Theme.text; font.pixelSize: 2 * page.u; Layout.topMargin: page.u }
                ScaledSlider {
                    objectName: "volumeSlider"
                    unit: page.u
                    Accessible.name: qsTr("Volume")
                    from: 0; to: 1
                    value: table3d.sounds.volume
                    enabled: !table3d.sounds.muted
                    onMoved: {
                        table3d.sounds.volume = value
                        if (page.savedSettings) page.savedSettings.setValue("volume", value)
                    }
                    Layout.fillWidth: true
                }
                ScaledSwitch {
                    objectName: "muteSwitch"
                    unit: page.u
                    text: qsTr("Mute")
                    font.pixelSize: 2 * page.u
                    checked: table3d.sounds.muted
                    onToggled: {
                        table3d.sounds.muted = checked
                        if (page.savedSettings) page.savedSettings.setValue("muted", checked)
                    }
                }
                LanguageChoice {  // the window speaks it at once; the game plays on
                    visible: page.savedSettings !== null && !page.kioskMode
                    settings: page.savedSettings
                    u: page.u
                    boxName: "menuLanguage"
                    Layout.fillWidth: true
                }
                Label { text: qsTr("The story so far"); color: Theme.text; font.pixelSize: 2 * page.u; Layout.topMargin: page.u }
                ListView {
                    objectName: "storyList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 8 * page.u  // a few lines, however large the words
                    clip: true
                    model: page.session ? page.session.logModel : null
                    delegate: Label {
                        required property string line
                        width: ListView.view.width
                        text: line
                        wrapMode: Text.WordWrap
                        font.pixelSize: 1.6 * page.u
                        color: Theme.textDim
                    }
                    onCountChanged: positionViewAtEnd()
                }
                Button {
                    objectName: "leaveButton"
                    text: qsTr("Leave the table")
                    flat: true
                    font.pixelSize: 2 * page.u
                    onClicked: { menu.close(); page.leaveRequested() }
                }
            }
        }
    }
}
