import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// PeekPoker's words over the 3D table (TablePage): each seat's bet, folded / all in, and at the showdown the
// hand it shows; the pots with their names; the dealer's "D"; where to hold one's cup to peek; the betting bar;
// the screen that asks the others to look away when a person must act at a shared screen; the crown at the end.
Item {
    id: overlay
    required property var session
    required property var view3d
    required property Item bottomBar
    property real u: 8
    readonly property var poker: session ? session.poker : ({ seats: [], pots: [], dealer: -1, potTotal: 0 })
    readonly property var spots: session ? session.pokerSpots : ({ seats: [], pots: [] })
    // A scene point (y-up centimetres) on the screen.
    function screen(point, lift) {
        view3d.width; view3d.height; view3d.fitDistance  // again when the view changes
        return view3d.mapFrom3DScene(Qt.vector3d(point[0], lift || 0, point[2]))
    }
    function seatName(seat) {
        return poker.names && poker.names[seat] ? poker.names[seat] : ""
    }

    // ----- each seat: its bet, folded / all in, and its hand at the showdown -----
    Repeater {
        model: overlay.spots.seats.length
        delegate: Item {
            id: seatTags
            required property int index
            readonly property var seat: overlay.poker.seats[index] || ({})
            readonly property point betAt: overlay.screen(overlay.spots.seats[index].bet, 1)
            readonly property point cupAt: overlay.screen(overlay.spots.seats[index].cup, 12)
            Tag {
                objectName: "betTag" + seatTags.index
                visible: seatTags.seat.bet > 0
                text: seatTags.seat.bet
                x: seatTags.betAt.x + 2.2 * overlay.u
                y: seatTags.betAt.y - height / 2
            }
            Tag {
                objectName: "stateTag" + seatTags.index
                visible: text.length > 0 && !seatTags.seat.hand
                text: seatTags.seat.out ? "" : seatTags.seat.folded ? "Folded" : seatTags.seat.allIn ? "All in" : ""
                x: seatTags.cupAt.x - width / 2
                y: seatTags.cupAt.y - height
                warm: seatTags.seat.allIn === true
            }
            Tag {
                objectName: "handTag" + seatTags.index
                visible: !!seatTags.seat.hand
                text: (seatTags.seat.won > 0 ? "★ " : "") + (seatTags.seat.hand || "")
                big: true
                warm: seatTags.seat.won > 0
                x: Math.max(0, Math.min(overlay.width - width, seatTags.cupAt.x - width / 2))
                y: seatTags.cupAt.y - height - 0.4 * overlay.u
            }
        }
    }

    // ----- the pots -----
    Repeater {
        model: overlay.poker.pots.length
        delegate: Tag {
            required property int index
            objectName: "potTag" + index
            readonly property var spot: overlay.spots.pots[Math.max(1, overlay.poker.pots.length) - 1][index]
            readonly property point at: overlay.screen(spot, 0)
            text: (index === 0 ? (overlay.poker.pots.length > 1 ? "Main pot " : "Pot ") : "Side pot " + (overlay.poker.pots.length > 2 ? index + " " : ""))
                  + overlay.poker.pots[index]
            x: at.x - width / 2
            y: at.y + 1.8 * overlay.u
        }
    }

    // ----- the dealer's button -----
    Label {
        objectName: "dealerMark"
        visible: overlay.poker.dealer >= 0
        readonly property point at: overlay.poker.dealer >= 0 ? overlay.screen(overlay.spots.seats[overlay.poker.dealer].button, 0.6) : Qt.point(0, 0)
        x: at.x - width / 2
        y: at.y - height / 2
        text: "D"
        font.bold: true
        font.pixelSize: 1.5 * overlay.u
        color: "#2a1a10"
    }

    // ----- peeking: hold your cup -----
    MouseArea {
        id: peekArea
        objectName: "peekArea"
        readonly property int seat: overlay.session ? overlay.session.peekSeat : -1
        readonly property point at: seat >= 0 ? overlay.screen(overlay.spots.seats[seat].cup, 5) : Qt.point(-100, -100)
        visible: seat >= 0
        width: 11 * overlay.u
        height: 11 * overlay.u
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
    }
    Tag {
        objectName: "peekHint"
        visible: peekArea.visible && !(overlay.poker.peeking >= 0)
        text: "Hold your cup to peek"
        x: Math.max(0, Math.min(overlay.width - width, peekArea.x + peekArea.width / 2 - width / 2))
        y: peekArea.y - height - 0.3 * overlay.u
        warm: true
    }

    // ----- what the person to act may do -----
    BettingBar {
        objectName: "pokerBar"
        session: overlay.session
        u: overlay.u
        visible: !(overlay.session && overlay.session.over)
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
                text: parent.parent.name + ", your turn"
                font.family: Theme.display
                font.pixelSize: 6 * overlay.u
                font.bold: true
                color: Theme.accent
                horizontalAlignment: Text.AlignHCenter
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
            Label {
                text: "Everyone else, please look away. " + parent.parent.name + ": when only you can see the screen, "
                      + "tap below, then press and hold your cup to peek at your dice."
                font.pixelSize: 2.4 * overlay.u
                color: Theme.text
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "readyButton"
                text: "I'm " + parent.parent.name + " — show my table"
                highlighted: true
                font.pixelSize: 2.6 * overlay.u
                font.bold: true
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredHeight: 8 * overlay.u
                onClicked: overlay.session.ready()
            }
        }
    }

    // ----- the end: the winner's crown -----
    Label {
        objectName: "crown"
        visible: overlay.session ? overlay.session.over : false
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.08
        text: "♛"
        font.pixelSize: 12 * overlay.u
        color: Theme.accent
        z: 10
    }

    component Tag: Rectangle {
        property alias text: label.text
        property bool big: false
        property bool warm: false
        width: label.implicitWidth + 1.6 * overlay.u
        height: label.implicitHeight + 0.6 * overlay.u
        radius: height / 2
        color: warm ? "#e6402a10" : "#d81a130e"
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
