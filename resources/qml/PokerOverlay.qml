import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import DiceBar.Scene 1.0

// PeekPoker's words over the 3D table (TablePage): each seat's bet, folded / all in, and at the showdown the
// hand it shows; the pots with their names; the dealer's "D"; where to hold one's cup to peek; the betting bar;
// the screen that asks the others to look away when a person must act at a shared screen; the crown at the end.
Item {
    id: overlay
    required property var session
    required property var view3d
    required property Item bottomBar
    required property Item endScreen   // the screen with the game's result: the crown goes over it
    property real u: 8
    property real areaBottom: height  // the lowest the table's tags may reach (TablePage: the hand tray's top)
    property var seatPlates: null  // the seats' plates (TablePage's Repeater): the peek hint keeps off its seat's
    readonly property Item peekRing: peekArea  // where to hold one's cup (TablePage's plates keep clear of it)
    readonly property var poker: session ? session.poker : ({ seats: [], pots: [], dealer: -1, potTotal: 0 })
    readonly property var spots: session ? session.pokerSpots : ({ seats: [], pots: [] })
    // A scene point (y-up centimetres) on the screen.
    function screen(point, lift) {
        view3d.width; view3d.height; view3d.cameraRevision  // again when the view changes
        return view3d.mapFrom3DScene(Qt.vector3d(point[0], lift || 0, point[2]))
    }
    // A poker die's face (index 1..6) as printed on it (dicebar.ui.textures): rank, colour and the colour's own mark.
    function faceOf(index) {
        return PokerFaces.faces[index - 1] || { rank: "?", ink: undefined, mark: undefined }
    }

    function seatName(seat) {
        return poker.names && poker.names[seat] ? poker.names[seat] : ""
    }

    // The table's keys that are PeekPoker's (TableKeys, from TablePage): true when one worked something here. On
    // the look-away screen Return (or Space) is "show my table"; P held is a finger held on one's cup; the rest are
    // the betting bar's.
    function keyPressed(event) {
        if (session && session.awaitingReady) {
            if (TableKeys.pressed(event, TableKeys.stop) || TableKeys.pressed(event, TableKeys.roll)) readyButton.clicked()
            return true  // nothing under the look-away screen takes a key
        }
        if (TableKeys.pressed(event, TableKeys.peek)) {
            if (!event.isAutoRepeat && peekArea.visible) session.peek(true)
            return peekArea.visible
        }
        return pokerBar.keyPressed(event)
    }
    function keyReleased(event) {
        if (!TableKeys.pressed(event, TableKeys.peek) || event.isAutoRepeat) return false
        session.peek(false)
        return true
    }

    // A die tapped on the table: at the showdown, one's own ace to re-roll (or not).
    Connections {
        target: overlay.view3d
        function onDieTapped(index) { overlay.session.toggleAce(index) }
    }

    // Whether a box at (x, y), `width` by `height`, comes within `gap` of `item`, a visible item of this overlay.
    function meets(x, y, width, height, item, gap) {
        return item.visible && x < item.x + item.width + gap && x + width > item.x - gap
            && y < item.y + item.height + gap && y + height > item.y - gap
    }

    // ----- each seat: its bet, folded / all in, and its hand at the showdown -----
    // `poker` and `spots` follow a new session one after the other: the seats both describe, not the old count.
    readonly property int seatCount: Math.min(poker.seats.length, spots.seats.length)
    Repeater {
        id: seatTagsRepeater
        model: overlay.seatCount
        delegate: Item {
            id: seatTags
            required property int index
            readonly property Item hand: handTag
            readonly property var seat: overlay.poker.seats[index] || ({ bet: 0 })
            readonly property point betAt: overlay.screen(overlay.spots.seats[index].bet, 1)
            readonly property point labelAt: overlay.screen(overlay.spots.seats[index].label, 0)
            PokerTag {
                objectName: "betTag" + seatTags.index
                visible: seatTags.seat.bet > 0
                text: seatTags.seat.bet > 0 ? String(seatTags.seat.bet) : ""
                x: seatTags.betAt.x + 2.2 * overlay.u
                y: seatTags.betAt.y - height / 2
            }
            PokerTag {
                objectName: "stateTag" + seatTags.index
                visible: text.length > 0 && !seatTags.seat.hand
                text: seatTags.seat.out ? "" : seatTags.seat.folded ? qsTr("Folded") : seatTags.seat.allIn ? qsTr("All in") : ""
                x: seatTags.betAt.x - width / 2
                y: seatTags.betAt.y + 1.6 * overlay.u
                warm: seatTags.seat.allIn === true
            }
            // At the showdown: the dice shown, as printed, and the hand they make with the board.
            Rectangle {
                id: handTag
                objectName: "handTag" + seatTags.index
                readonly property string text: seatTags.seat.hand || ""
                readonly property bool won: seatTags.seat.won > 0
                visible: (seatTags.seat.faces || []).length > 0
                width: handColumn.implicitWidth + 1.6 * overlay.u
                height: handColumn.implicitHeight + 1.0 * overlay.u
                radius: overlay.u
                color: won ? Theme.cardWarm : Theme.card
                border.color: won ? Theme.accent : Theme.line
                border.width: won ? 2 : 1
                x: Math.max(0, Math.min(overlay.width - width, seatTags.labelAt.x - width / 2))
                y: Math.max(0, Math.min(overlay.height - height, seatTags.labelAt.y - height / 2))
                Column {
                    id: handColumn
                    anchors.centerIn: parent
                    spacing: 0.3 * overlay.u
                    Faces { anchors.horizontalCenter: parent.horizontalCenter; faces: seatTags.seat.faces || []; size: 2.6 * overlay.u }
                    Label {
                        anchors.horizontalCenter: parent.horizontalCenter
                        visible: handTag.text.length > 0
                        text: (handTag.won ? "★ " : "") + handTag.text
                        font.pixelSize: 1.8 * overlay.u
                        font.bold: true
                        color: handTag.won ? Theme.accent : Theme.text
                    }
                }
            }
        }
    }

    // ----- the pots -----
    Repeater {
        model: overlay.poker.pots.length
        delegate: PokerTag {
            required property int index
            objectName: "potTag" + index
            readonly property var spot: overlay.spots.pots[Math.max(1, overlay.poker.pots.length) - 1][index]
            readonly property point at: overlay.screen(spot, 0)
            text: (index === 0 ? (overlay.poker.pots.length > 1 ? qsTr("Main pot %1") : qsTr("Pot %1")).arg(overlay.poker.pots[index])
                  : overlay.poker.pots.length > 2 ? qsTr("Side pot %1 %2").arg(index).arg(overlay.poker.pots[index])
                  : qsTr("Side pot %1").arg(overlay.poker.pots[index]))
            // under the pot's chips; beside the cup's ring where large words make it meet the ring or its hint
            readonly property real homeX: at.x - width / 2
            readonly property real homeY: at.y + 1.8 * overlay.u
            readonly property real gap: 0.3 * overlay.u
            function meets(item) { return overlay.meets(homeX, homeY, width, height, item, gap) }
            readonly property bool aside: meets(peekArea) || meets(peekHint)
            readonly property bool hintRight: peekHint.visible && peekHint.x >= peekArea.x + peekArea.width
            x: aside ? overlay.besidePeekRing(width, hintRight) : homeX
            y: homeY
        }
    }

    // ----- the board: the community dice as printed, beside their row -----
    Rectangle {
        objectName: "boardTag"
        readonly property var faces: overlay.poker.board || []
        readonly property point at: overlay.screen(overlay.spots.board || [0, 0, 0], 0)
        visible: faces.length > 0
        width: boardFaces.implicitWidth + 1.2 * overlay.u
        height: boardFaces.implicitHeight + 0.8 * overlay.u
        radius: 0.8 * overlay.u
        color: Theme.card
        x: at.x - width / 2
        y: at.y - height - 0.6 * overlay.u
        Faces { id: boardFaces; anchors.centerIn: parent; faces: parent.faces; size: 2.2 * overlay.u }
    }

    // ----- the dealer's button -----
    Label {
        objectName: "dealerMark"
        // (not under the dealer's hand at a showdown, nor on the ring of the cup you hold when you deal: the
        // letter would peek out from under the tag, or float over the cup lifted above its button)
        readonly property Item dealersHand: overlay.poker.dealer >= 0 && overlay.poker.dealer < seatTagsRepeater.count
                                            ? seatTagsRepeater.itemAt(overlay.poker.dealer).hand : null
        readonly property bool underHand: dealersHand !== null && overlay.meets(x, y, width, height, dealersHand, 0)
        readonly property bool onPeekRing: overlay.meets(x, y, width, height, peekArea, 0)
        visible: overlay.poker.dealer >= 0 && !underHand && !onPeekRing
        readonly property point at: overlay.poker.dealer >= 0 ? overlay.screen(overlay.spots.seats[overlay.poker.dealer].button, 0.6) : Qt.point(0, 0)
        x: at.x - width / 2
        y: at.y - height / 2
        //: the dealer's button on the table: one letter, the initial of the word for dealer
        text: qsTr("D")
        font.bold: true
        font.pixelSize: 1.5 * overlay.u
        color: "#2a1a10"
    }

    // ----- peeking: hold your cup -----
    // The x of a tag `width` wide beside the cup's ring: on its right where the window has room there (and
    // `rightTaken` is false), else on its left.
    function besidePeekRing(width, rightTaken) {
        const gap = 0.3 * overlay.u
        const right = peekArea.x + peekArea.width + gap
        return !rightTaken && right + width <= overlay.width ? right : peekArea.x - width - gap
    }
    MouseArea {
        id: peekArea
        objectName: "peekArea"
        readonly property int seat: overlay.session ? overlay.session.peekSeat : -1
        readonly property point at: seat >= 0 ? overlay.screen(overlay.spots.seats[seat].cup, 5) : Qt.point(-100, -100)
        visible: seat >= 0
        width: 11 * overlay.u / Theme.textScale  // the cup's size, not the words': it stays as large as the cup
        height: width
        x: at.x - width / 2
        y: at.y - height / 2
        onPressed: overlay.session.peek(true)
        onReleased: overlay.session.peek(false)
        onCanceled: overlay.session.peek(false)
        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: "transparent"
            border.color: Theme.accent
            border.width: Math.max(2, 0.3 * overlay.u)
            opacity: peekArea.pressed ? 0.9 : 0.55
        }
        KeyCap { text: TableKeys.peek.name; u: overlay.u }
    }
    PokerTag {
        id: peekHint
        objectName: "peekHint"
        visible: peekArea.visible && !(overlay.poker.peeking >= 0)
        text: qsTr("Hold your cup to peek")
        // under the ring; beside it where the seat's plate lies under it; over it where the hand tray does
        readonly property Item plate: overlay.seatPlates && overlay.seatPlates.count > peekArea.seat && peekArea.seat >= 0
                                      ? overlay.seatPlates.itemAt(peekArea.seat) : null
        readonly property real below: peekArea.y + peekArea.height + 0.3 * overlay.u
        readonly property bool trayUnder: below + height > overlay.areaBottom
        readonly property bool plateUnder: !trayUnder && plate !== null && plate.visible && plate.y > peekArea.y
                                           && below + height > plate.y
        readonly property real centred: Math.max(0, Math.min(overlay.width - width, peekArea.x + peekArea.width / 2 - width / 2))
        x: plateUnder ? overlay.besidePeekRing(width, false) : centred
        y: plateUnder ? peekArea.y + peekArea.height / 2 - height / 2 : trayUnder ? peekArea.y - height - 0.3 * overlay.u : below
        warm: true
    }

    // ----- what the owner sees under the cup, large (only while the session shows their dice) -----
    Rectangle {
        id: peekCard
        objectName: "peekCard"
        readonly property var faces: {
            const rows = overlay.session ? overlay.session.peekFaces : []
            return rows
        }
        visible: faces.length > 0
        width: cardRow.implicitWidth + 3 * overlay.u
        height: cardRow.implicitHeight + 2 * overlay.u
        radius: overlay.u
        color: Theme.card
        border.color: Theme.accent
        // beside the cup, on the side with room, so it never hides the pots
        readonly property bool onRight: peekArea.x + peekArea.width + width + 2 * overlay.u < overlay.width
        x: onRight ? peekArea.x + peekArea.width + overlay.u : peekArea.x - width - overlay.u
        y: Math.max(overlay.u, Math.min(overlay.height - height - overlay.u, peekArea.y + peekArea.height / 2 - height / 2))
        Row {
            id: cardRow
            anchors.centerIn: parent
            spacing: 1.2 * overlay.u
            Repeater {
                model: peekCard.faces
                delegate: Rectangle {
                    required property int modelData
                    readonly property var face: overlay.faceOf(modelData)
                    width: 7 * overlay.u
                    height: 8 * overlay.u
                    radius: 1.2 * overlay.u
                    color: PokerFaces.body
                    Column {
                        anchors.centerIn: parent
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: face.rank
                            font.pixelSize: 3.6 * overlay.u
                            font.bold: true
                            color: face.ink
                        }
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: face.mark
                            font.pixelSize: 2.2 * overlay.u
                            color: face.ink
                        }
                    }
                }
            }
        }
    }

    // ----- what the person to act may do -----
    BettingBar {
        id: pokerBar
        objectName: "pokerBar"
        session: overlay.session
        u: overlay.u
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: overlay.bottomBar.height
    }

    // ----- a shared screen: the others look away -----
    Rectangle {
        objectName: "passScreen"
        anchors.fill: parent
        visible: overlay.session ? overlay.session.awaitingReady : false
        color: "#fa0f0a07"
        MouseArea { anchors.fill: parent }   // nothing under it can be touched
        readonly property int seat: overlay.session ? overlay.session.currentSeat : -1
        readonly property string name: seat >= 0 ? overlay.seatName(seat) : ""
        ColumnLayout {
            anchors.centerIn: parent
            width: Math.min(parent.width * 0.8, 110 * overlay.u)
            spacing: 3 * overlay.u
            Label {
                objectName: "passTitle"
                text: qsTr("%1, your turn").arg(parent.parent.name)
                font.family: Theme.display
                font.pixelSize: 6 * overlay.u
                font.bold: true
                color: Theme.accent
                horizontalAlignment: Text.AlignHCenter
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
            Label {
                text: qsTr("Everyone else, please look away. %1: when only you can see the screen, tap below, then press and hold your cup to peek at your dice.").arg(parent.parent.name)
                font.pixelSize: 2.4 * overlay.u
                color: Theme.text
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                id: readyButton
                objectName: "readyButton"
                text: qsTr("I'm %1 — show my table").arg(parent.parent.name)
                highlighted: true
                Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                font.pixelSize: 2.6 * overlay.u
                font.bold: true
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredHeight: 8 * overlay.u
                onClicked: overlay.session.ready()
                KeyCap { text: TableKeys.stop.name; u: overlay.u }
            }
        }
    }

    // ----- the end: the winner's crown -----
    Label {
        objectName: "crown"
        parent: overlay.endScreen                  // above the end screen's result
        visible: overlay.session ? overlay.session.over : false
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.015
        text: "♛"
        Accessible.ignored: true  // (the result beside it says who won)
        font.pixelSize: 8 * overlay.u
        color: Theme.accent
    }

    // Poker dice faces as printed: rank and mark in the face's colour, on ivory.
    component Faces: Row {
        property var faces: []
        property real size: 2.4 * overlay.u
        spacing: 0.3 * size
        Repeater {
            model: parent.faces
            delegate: Rectangle {
                required property int modelData
                readonly property var face: overlay.faceOf(modelData)
                width: parent.size * 1.25
                height: parent.size * 1.25
                radius: parent.size * 0.22
                color: PokerFaces.body
                Label {
                    anchors.centerIn: parent
                    text: face.rank + "<font size=\"1\">" + face.mark + "</font>"
                    textFormat: Text.RichText
                    font.pixelSize: parent.parent.size * 0.62
                    font.bold: true
                    color: face.ink
                }
            }
        }
    }

    component PokerTag: Rectangle {
        property alias text: label.text
        property bool big: false
        property bool warm: false
        width: label.implicitWidth + 1.6 * overlay.u
        height: label.implicitHeight + 0.6 * overlay.u
        radius: height / 2
        color: warm ? Theme.cardWarm : Theme.card
        border.color: warm ? Theme.accent : Theme.line
        border.width: 1
        Label {
            id: label
            anchors.centerIn: parent
            font.pixelSize: (parent.big ? 1.9 : 1.6) * overlay.u
            font.bold: parent.big
            color: parent.warm ? Theme.accent : Theme.text
        }
    }
}
