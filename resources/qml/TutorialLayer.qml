import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import DiceBar.Scene 1.0

// A guided first game (dicebar.session.tutorial.TutorialGuide is `guide`), over the table (TablePage): the step's
// words in a bubble beside what they are about and never over it, that thing ringed on the table (dice, the cup, a
// seat plate, a stack of chips, the pot, the centre, a button), the step count, Skip step, Leave, Next when the step
// waits for it, the friendly line after a wrong press; at the end a short card.
Item {
    id: lesson
    objectName: "tutorialLayer"
    required property var guide
    required property var session
    required property var view3d
    required property Item tablePage  // the table page: its seat plates and buttons are found there by name
    property real u: 8
    property real areaTop: 0        // the table's free area, between the HUD's bars
    property real areaBottom: height
    property bool reducedMotion: false
    signal leaveRequested()
    signal realGameRequested(string gameId)

    readonly property var mark: guide && guide.mark ? guide.mark : ({ kind: "" })
    // The camera may close in on the settled throw (Table3D) unless the step marks something a close-up may leave
    // out: anything but dice of that throw.
    readonly property bool closeUpAllowed: {
        if (!mark.kind) return true
        if (mark.kind !== "dice" || !mark.dice || !session || !session.closeUp) return false
        const framed = session.closeUp.dice
        return mark.dice.every(index => framed.indexOf(index) >= 0)
    }
    readonly property bool poker: session ? session.privateDice : false
    readonly property real gap: 1.5 * u
    readonly property real textMost: Math.min(75 * u, width - 6 * u)  // the caption's widest line
    readonly property int learner: 0  // seat 0 is the person learning (resources/tutorials/*.json)

    // ----- where a thing of the scene is on the screen -----
    // A scene point (y-up centimetres) on the screen, again whenever the view changes.
    function screen(point) {
        view3d.width; view3d.height; view3d.cameraRevision
        if (!view3d.camera) return Qt.point(-1000, -1000)
        return view3d.mapFrom3DScene(Qt.vector3d(point[0], point[1], point[2]))
    }
    // A ring on the screen around a scene point: its centre and its size for `radius` cm across the table.
    function ringAround(point, radius) {
        const centre = screen(point)
        const side = screen([point[0] + radius, point[1], point[2]])
        const r = Math.max(2 * u, Math.abs(side.x - centre.x))
        return { x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r, round: true }
    }
    // Items of the page found by name (seat plates, buttons of the action bar or the betting bar), in one walk.
    function itemsNamed(names) {
        const found = {}
        const pending = [tablePage]
        while (pending.length) {
            const item = pending.pop()
            if (names.indexOf(item.objectName) >= 0 && !found[item.objectName]) found[item.objectName] = item
            if (item === lesson) continue  // (its own rings follow what this finds)
            for (let k = 0; k < item.children.length; k++) pending.push(item.children[k])
        }
        return found
    }
    function named(name) {
        return itemsNamed([name])[name] || null
    }
    // Where an item of the page is, over this layer; again whenever it or the layouts holding it move.
    function placeOf(item) {
        for (let at = item, up = 0; at && up < 4; at = at.parent, up++) { at.x; at.y }
        item.width; item.height; lesson.width; lesson.height
        const at = item.mapToItem(lesson, 0, 0)
        return { x: at.x, y: at.y, width: item.width, height: item.height }
    }
    readonly property var buttonNames: poker
        ? { roll: "pokerRollButton", check: "checkButton", call: "callButton", fold: "foldButton",
            bet: "betButton", raise: "betButton", reroll: "rerollButton" }
        : { roll: "rollButton", stop: "stopButton" }
    // The item a mark names (a plate, a button, the cup's tap area), or null for marks in the scene.
    readonly property Item markedItem: {
        revision  // looked up again as the table changes (the betting bar's buttons come and go)
        if (mark.kind === "seat") return named("seatPlate" + mark.seat)
        if (mark.kind === "button") return named(buttonNames[mark.button] || "")
        if (mark.kind === "cup" && !poker) return named("cupTapArea")
        return null
    }
    // What is marked, as rectangles on the screen (a ring each); [] for no mark. Looked at again every moment, but
    // the rings are made again only when one moves (`targets`): made again, they would pulse again.
    property var targets: []
    property string targetsKey: ""
    function takeTargets() {
        const key = JSON.stringify(targetsNow)
        if (key !== targetsKey) { targetsKey = key; targets = targetsNow }
    }
    onTargetsNowChanged: takeTargets()
    Component.onCompleted: takeTargets()
    readonly property var targetsNow: {
        const kind = mark.kind
        const spots = poker && session ? session.pokerSpots : null
        const table = view3d.table
        if (kind === "dice") return []  // each die's ring is a delegate of its own (below)
        if (markedItem && markedItem.visible) {
            const at = placeOf(markedItem)
            const pad = 0.6 * u
            return [{ x: at.x - pad, y: at.y - pad, width: at.width + 2 * pad, height: at.height + 2 * pad, round: false }]
        }
        if (kind === "cup") {
            if (spots && spots.seats[learner]) return [ringAround(spots.seats[learner].cup, 5)]
            const seat = table.seats[learner]
            return seat ? [ringAround(seat.cupMouth, 6)] : []
        }
        if (kind === "chips") {
            if (spots && spots.seats[mark.seat]) return [ringAround(spots.seats[mark.seat].stack, 4)]
            const seat = table.seats[mark.seat]
            return seat ? [ringAround([seat.position[0] * TableSizes.tokenStack, 0, seat.position[2] * TableSizes.tokenStack], 4)] : []
        }
        if (kind === "pot") {
            if (spots) {
                const count = Math.max(1, session.poker.pots.length)
                const row = spots.pots[count - 1] || [[0, 0, 0]]
                return row.map(point => ringAround(point, 4))
            }
            return [ringAround([0, 0, 0], 6)]
        }
        if (kind === "centre") return [ringAround([0, 0, 0], 10)]
        return []
    }
    // The dice marked: their rings, from the session's rows (where each die rests)
    readonly property var markedDice: mark.kind === "dice" && mark.dice ? mark.dice : []
    function diceBoxes(marked) {
        const boxes = []
        for (let k = 0; k < diceRings.count; k++) {
            const ring = diceRings.itemAt(k)
            if (ring && (marked ? ring.marked : ring.onTable)) boxes.push(ring.box)
        }
        return boxes
    }
    readonly property var allTargets: targets.concat(diceBoxes(true))
    // all of them together: the bubble keeps out of this
    function bounds(rects) {
        if (!rects.length) return null
        let left = rects[0].x, topEdge = rects[0].y, right = left + rects[0].width, low = topEdge + rects[0].height
        for (const r of rects) {
            left = Math.min(left, r.x); topEdge = Math.min(topEdge, r.y)
            right = Math.max(right, r.x + r.width); low = Math.max(low, r.y + r.height)
        }
        return { x: left, y: topEdge, width: right - left, height: low - topEdge }
    }
    readonly property var covered: bounds(allTargets)
    // what the bubble should rather not hide either: the seat plates, the waiting cup, the dice on the table
    function others() {
        revision
        const rects = diceBoxes(false)
        const names = ["cupTapArea", "boardTag", "potTag0", "peekCard"]  // (PeekPoker's words on the table too)
        for (let seat = 0; seat < view3d.table.seats.length; seat++) names.push("seatPlate" + seat, "handTag" + seat)
        const found = itemsNamed(names)
        for (const name of names) {
            const item = found[name]
            if (item && item.visible) rects.push(placeOf(item))
        }
        return rects
    }
    // Looked again at each change of the step or of the table (the betting bar's buttons come and go, the plates
    // fill in): no timer, so a step that waits leaves the window still.
    property int revision: 0
    Connections {
        target: lesson.guide
        function onChanged() { lesson.revision++ }
    }
    Connections {
        target: lesson.session
        ignoreUnknownSignals: true  // (pokerChanged: a PeekPoker session's only)
        function onChanged() { lesson.revision++ }
        function onPokerChanged() { lesson.revision++ }
    }

    // ----- the marks -----
    component Ring: Rectangle {
        id: ring
        property bool round: true
        property real pulse: 0
        color: "transparent"
        radius: round ? width / 2 : 1.2 * lesson.u
        border.color: Theme.accent
        border.width: Math.max(3, 0.45 * lesson.u)
        Rectangle {  // a soft halo outside the ring, so it reads on the felt and on the wood alike
            anchors.fill: parent
            anchors.margins: -ring.border.width - ring.pulse * lesson.u
            radius: ring.round ? width / 2 : ring.radius + ring.border.width
            color: "transparent"
            border.color: "#80f2a93b"
            border.width: Math.max(2, 0.3 * lesson.u)
            opacity: 1 - 0.6 * ring.pulse
        }
        // a few pulses when the mark appears, then still (an endless one would redraw the table all the time);
        // none with reduced motion
        SequentialAnimation on pulse {
            running: !lesson.reducedMotion && ring.visible
            loops: 3
            NumberAnimation { from: 0; to: 1; duration: 450; easing.type: Easing.OutSine }
            NumberAnimation { from: 1; to: 0; duration: 450; easing.type: Easing.InSine }
        }
    }
    Repeater {
        model: lesson.targets
        delegate: Ring {
            required property var modelData
            required property int index
            objectName: "tutorialMark" + index
            x: modelData.x; y: modelData.y; width: modelData.width; height: modelData.height
            round: modelData.round
        }
    }
    Repeater {
        id: diceRings
        model: lesson.session ? lesson.session.dice : null
        delegate: Ring {
            required property int index
            required property var position
            required property string zone
            readonly property bool marked: lesson.markedDice.indexOf(index) >= 0
            readonly property bool onTable: zone === "felt" || zone === "aside"
            readonly property var box: lesson.ringAround(position, lesson.view3d.table.dieEdge * 0.95)
            objectName: "tutorialDieMark" + index
            visible: marked
            x: box.x; y: box.y; width: box.width; height: box.height
        }
    }

    // ----- the caption, beside what it is about -----
    // Beside the mark, never over it: of the places above, below, right and left of it (each centred, or flush with
    // either end), the one that hides least of the rest of the table (plates, dice, the cup), nearest side first; if
    // each hides something, a clear place further off will do. Marks far apart (dice spread over the felt) leave
    // room between them: what must stay clear is each mark, not the box around them all.
    function overlap(a, b) {
        const ox = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x))
        const oy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))
        return ox * oy
    }
    function place(w, h) {
        const area = { left: u, right: width - u, top: areaTop + u, bottom: areaBottom - u }
        const clampX = x => Math.max(area.left, Math.min(area.right - w, x))
        const clampY = y => Math.max(area.top, Math.min(area.bottom - h, y))
        const c = covered
        const rest = others()
        const marks = allTargets
        const spots = []
        if (!c) {
            for (const y of [area.top, area.bottom - h, (area.top + area.bottom - h) / 2])
                for (const x of [(width - w) / 2, area.left, area.right - w]) spots.push({ x: x, y: y })
        } else {
            const xs = [c.x + c.width / 2 - w / 2, c.x, c.x + c.width - w]
            const ys = [c.y + c.height / 2 - h / 2, c.y, c.y + c.height - h]
            const above = xs.map(x => ({ x: x, y: c.y - gap - h }))
            const below = xs.map(x => ({ x: x, y: c.y + c.height + gap }))
            const right = ys.map(y => ({ x: c.x + c.width + gap, y: y }))
            const left = ys.map(y => ({ x: c.x - gap - w, y: y }))
            const lower = c.y + c.height / 2 > (area.top + area.bottom) / 2
            spots.push(...(lower ? above.concat(right, left, below) : below.concat(right, left, above)))
        }
        // then anywhere in the free area, the nearer the better: where every side would hide something else
        const beside = spots.length
        if (c) {
            for (let row = 0; row < 4; row++)
                for (let column = 0; column < 5; column++)
                    spots.push({ x: area.left + (area.right - area.left - w) * column / 4,
                                 y: area.top + (area.bottom - area.top - h) * row / 3 })
        }
        let best = null, bestCost = Infinity
        for (let k = 0; k < spots.length; k++) {
            const box = { x: clampX(spots[k].x), y: clampY(spots[k].y), width: w, height: h }
            let cost = Math.min(k, beside) * 0.5 * u * u  // the nearer side first, all else equal
            if (c && k >= beside)
                cost += u * Math.hypot(box.x + w / 2 - (c.x + c.width / 2), box.y + h / 2 - (c.y + c.height / 2))
            for (const m of marks) cost += 1000 * overlap(box, m)  // over none of the marks (between them will do)
            for (const r of rest) cost += overlap(box, r)
            if (cost < bestCost) { best = box; bestCost = cost }
        }
        return Qt.point(best.x, best.y)
    }

    Rectangle {
        id: bubble
        objectName: "tutorialBubble"
        visible: !!lesson.guide && !lesson.guide.done
        readonly property point spot: lesson.place(width, height)
        x: spot.x
        y: spot.y
        // the words on their own lines (at most two, of at most 60 letters), wrapped only in a narrow window
        readonly property real textWidth: Math.min(lesson.textMost, Math.ceil(Math.max(caption.implicitWidth, friendly.visible ? friendly.implicitWidth : 0)) + 2)
        width: Math.max(textWidth, Math.ceil(footer.implicitWidth)) + 4 * lesson.u
        height: column.implicitHeight + 3 * lesson.u
        radius: 1.4 * lesson.u
        color: Theme.card
        border.color: Theme.accent
        border.width: Math.max(2, 0.25 * lesson.u)
        MouseArea { anchors.fill: parent }  // a tap on the words does not reach the table under them
        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: 1.5 * lesson.u
            anchors.leftMargin: 2 * lesson.u
            anchors.rightMargin: 2 * lesson.u
            spacing: lesson.u
            Label {
                id: caption
                objectName: "tutorialCaption"
                text: lesson.guide ? lesson.guide.caption : ""
                font.pixelSize: 2.5 * lesson.u
                color: Theme.text
                lineHeight: 1.1
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                Layout.maximumWidth: lesson.textMost
            }
            Label {
                id: friendly
                objectName: "tutorialFriendly"
                visible: text.length > 0
                text: lesson.guide ? lesson.guide.friendly : ""
                font.pixelSize: 2.1 * lesson.u
                font.italic: true
                color: Theme.warn
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                Layout.maximumWidth: lesson.textMost
            }
            RowLayout {
                id: footer
                spacing: lesson.u
                Layout.fillWidth: true
                Label {
                    objectName: "tutorialStep"
                    text: lesson.guide ? qsTr("Step %1 of %2").arg(lesson.guide.stepNumber).arg(lesson.guide.stepCount) : ""
                    font.pixelSize: 1.8 * lesson.u
                    color: Theme.textDim
                    Layout.rightMargin: lesson.u
                }
                Item { Layout.fillWidth: true }
                Button {
                    objectName: "tutorialSkip"
                    text: qsTr("Skip step")
                    flat: true
                    focusPolicy: Qt.TabFocus  // a tap leaves the table's keys their focus; Tab comes here
                    font.pixelSize: 1.9 * lesson.u
                    Layout.preferredHeight: Math.max(48, 6 * lesson.u)
                    onClicked: lesson.guide.skipStep()
                }
                Button {
                    objectName: "tutorialLeave"
                    text: qsTr("Leave")
                    flat: true
                    focusPolicy: Qt.TabFocus  // a tap leaves the table's keys their focus; Tab comes here
                    font.pixelSize: 1.9 * lesson.u
                    Layout.preferredHeight: Math.max(48, 6 * lesson.u)
                    onClicked: lesson.leaveRequested()
                }
                Button {
                    objectName: "tutorialNext"
                    visible: !!lesson.guide && lesson.guide.wantsNext
                    text: qsTr("Next")
                    highlighted: true
                    Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                    focusPolicy: Qt.TabFocus  // a tap leaves the table's keys their focus; Tab comes here
                    font.pixelSize: 2.1 * lesson.u
                    font.bold: true
                    Layout.preferredHeight: Math.max(48, 6 * lesson.u)
                    Layout.minimumWidth: 14 * lesson.u
                    onClicked: lesson.guide.next()
                    KeyCap { text: TableKeys.stop.name; u: lesson.u }  // (the table's Return: TablePage)
                }
            }
        }
    }

    // ----- the end: what was learnt, and where to go from here -----
    Rectangle {
        objectName: "tutorialEnd"
        anchors.fill: parent
        visible: !!lesson.guide && lesson.guide.done
        // by keys: Play a real game has the focus (Return or Space), Tab goes on to the lobby
        onVisibleChanged: if (visible) realGameButton.forceActiveFocus(Qt.TabFocusReason)
        color: Theme.veil
        MouseArea { anchors.fill: parent }  // the table under the card takes no taps
        Rectangle {
            anchors.centerIn: parent
            width: Math.min(parent.width - 4 * lesson.u, endColumn.implicitWidth + 8 * lesson.u)
            height: endColumn.implicitHeight + 6 * lesson.u
            radius: 1.5 * lesson.u
            color: Theme.panel
            border.color: Theme.accent
            ColumnLayout {
                id: endColumn
                anchors.centerIn: parent
                width: Math.min(implicitWidth, parent.width - 4 * lesson.u)
                spacing: 2 * lesson.u
                Label {
                    objectName: "tutorialLearnt"
                    text: qsTr("You've learnt %1").arg(lesson.session ? lesson.session.title : "")
                    font.family: Theme.display
                    font.pixelSize: 5 * lesson.u
                    font.bold: true
                    color: Theme.accent
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    Layout.fillWidth: true
                    Layout.maximumWidth: lesson.width - 10 * lesson.u
                }
                Label {
                    text: lesson.session && lesson.session.hud.result ? lesson.session.hud.result : ""
                    visible: text.length > 0
                    font.pixelSize: 2.4 * lesson.u
                    color: Theme.text
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    Layout.fillWidth: true
                    Layout.maximumWidth: lesson.width - 10 * lesson.u
                }
                RowLayout {
                    spacing: 2 * lesson.u
                    Layout.alignment: Qt.AlignHCenter
                    Button {
                        id: realGameButton
                        objectName: "tutorialRealGame"
                        text: qsTr("Play a real game")
                        highlighted: true
                        Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                        font.pixelSize: 2.4 * lesson.u
                        font.bold: true
                        Layout.preferredHeight: Math.max(48, 7 * lesson.u)
                        onClicked: lesson.realGameRequested(lesson.session.gameId)
                    }
                    Button {
                        objectName: "tutorialLobby"
                        text: qsTr("Back to the lobby")
                        font.pixelSize: 2.4 * lesson.u
                        Layout.preferredHeight: Math.max(48, 7 * lesson.u)
                        onClicked: lesson.leaveRequested()
                    }
                }
            }
        }
    }
}
