import QtQuick
import QtQuick.Controls
import DiceBar.Scene 1.0

// The hand tray, a strip of the HUD over the action bar (TablePage): the dice of the hand in play drawn flat and
// large, and beside them the reading of what they make. The session lists the dice (GameSession.trayDice: those set
// aside this turn, then the last throw; in PeekPoker the hand of the player to act, then the community dice), each
// with its index on the table: a die the person may pick now is tapped here as on the felt (`dieTapped`). Wild
// aces wear a star. The faces are printed as on the dice (PipFaces, PokerFaces).
Rectangle {
    id: tray
    objectName: "handTray"
    required property var session
    property real u: 8
    property var marked: []  // a guided first game's dice to ring (the table's indices), as it rings them on the felt
    signal dieTapped(int index)

    readonly property bool pokerFaces: session ? session.pokerFaces : false
    // 6.5% of the height where the height sets u (16:9); with larger words the dice grow less than the words (as the
    // square root of the text size), so that the tray is no taller than two lines of its reading and the table keeps
    // its room
    readonly property real dieSize: Math.round(5.5 * u / Math.sqrt(Theme.textScale))
    readonly property real spacing: 0.8 * u
    readonly property real groupGap: 2.2 * u  // between the dice set aside and the throw, a hand and the board
    // the reading's lines: a compact page (large words in a small window) gives it three
    property int readingLines: 2
    height: Math.max(7 * u / Math.sqrt(Theme.textScale), readingLines * readingMetrics.height + u)  // a die and 1.5 u
    color: Theme.bar
    FontMetrics { id: readingMetrics; font: readingLine.font }

    Row {
        id: diceRow
        objectName: "trayDiceRow"
        anchors { left: parent.left; leftMargin: 3 * tray.u; verticalCenter: parent.verticalCenter }
        spacing: tray.spacing
        Repeater {
            id: dice
            model: tray.session ? tray.session.trayDice : null
            delegate: Item {
                id: slot
                required property int die  // the table's index of it
                required property int face
                required property bool opensGroup
                required property bool aside
                required property bool wild
                required property bool chosen
                required property bool tappable
                required property string name  // as a screen reader says it ("six, set aside")
                required property int key  // the number key that picks it (0: none)
                readonly property real lead: opensGroup ? tray.groupGap : 0
                width: lead + tray.dieSize
                height: tray.dieSize
                Rectangle {  // a thin rule between two groups
                    visible: slot.opensGroup
                    width: Math.max(1, 0.15 * tray.u)
                    height: tray.dieSize * 0.8
                    x: (tray.groupGap - tray.spacing) / 2 - width / 2
                    anchors.verticalCenter: parent.verticalCenter
                    color: Theme.line
                }
                TrayDie {
                    x: slot.lead
                    dieIndex: slot.die
                    face: slot.face
                    aside: slot.aside
                    wild: slot.wild
                    chosen: slot.chosen
                    tappable: slot.tappable
                    spokenName: slot.name
                    KeyCap {  // over the die's top edge, in the middle: clear of the wild star in its corner
                        visible: slot.key > 0
                        text: String(slot.key)
                        u: tray.u
                        anchors { right: undefined; top: undefined; horizontalCenter: parent.horizontalCenter
                                  bottom: parent.top; bottomMargin: -height / 2 }
                    }
                }
            }
        }
    }

    // what the dice make: the live reading of the session's HUD, beside them
    Label {
        id: readingLine
        objectName: "readingLine"
        anchors {
            left: dice.count ? diceRow.right : parent.left
            leftMargin: 3 * tray.u
            right: parent.right
            rightMargin: 3 * tray.u
            verticalCenter: parent.verticalCenter
        }
        text: tray.session ? tray.session.hud.reading || "" : ""
        font.pixelSize: 2.2 * tray.u
        color: Theme.text
        wrapMode: Text.WordWrap
        maximumLineCount: tray.readingLines
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
    }

    // A die as printed: pips, or a poker face's rank and mark, on the dice's ivory.
    component TrayDie: Rectangle {
        id: tile
        property int dieIndex: -1  // the table's die
        property int face: 1
        property bool aside: false  // set aside earlier this turn (the rule before the throw's dice shows it)
        property bool wild: false
        property bool chosen: false
        property bool tappable: false
        property string spokenName: ""
        readonly property real size: tray.dieSize
        // one element to assistive technology, named by the session: a check box while it may be picked
        Accessible.role: tappable ? Accessible.CheckBox : Accessible.StaticText
        Accessible.name: spokenName
        Accessible.checkable: tappable
        Accessible.checked: chosen
        Accessible.onPressAction: if (tappable) tray.dieTapped(dieIndex)
        Accessible.onToggleAction: if (tappable) tray.dieTapped(dieIndex)
        readonly property var pipFace: PipFaces.faces[face - 1] || ({ pips: [], radius: 0, ink: "black" })
        readonly property var pokerFace: PokerFaces.faces[face - 1] || ({ rank: "", ink: "black", mark: "" })
        objectName: "trayDie" + dieIndex
        width: size
        height: size
        y: chosen ? -0.35 * tray.u : 0  // picked: lifted a little, ringed
        radius: 0.17 * size
        color: tray.pokerFaces ? PokerFaces.body : PipFaces.body
        border.width: chosen ? Math.max(3, 0.4 * tray.u) : (tappable ? Math.max(1, 0.15 * tray.u) : 0)
        border.color: Theme.accent
        antialiasing: true
        Rectangle {  // a guided first game's ring
            objectName: "trayDieMark"
            visible: tray.marked.indexOf(tile.dieIndex) >= 0
            anchors.fill: parent
            anchors.margins: -Math.max(3, 0.35 * tray.u)
            radius: tile.radius - anchors.margins
            color: "transparent"
            border.color: Theme.accent
            border.width: Math.max(2, 0.3 * tray.u)
        }

        Repeater {
            model: tray.pokerFaces ? [] : tile.pipFace.pips
            delegate: Rectangle {
                required property var modelData
                readonly property real r: tile.pipFace.radius * tile.size
                x: tile.size * (0.5 + modelData[0]) - r
                y: tile.size * (0.5 + modelData[1]) - r
                width: 2 * r
                height: 2 * r
                radius: r
                antialiasing: true
                color: tile.pipFace.ink
            }
        }
        Column {
            visible: tray.pokerFaces
            anchors.centerIn: parent
            spacing: -0.06 * tile.size
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                Accessible.ignored: true  // (the die says its face)
                text: tile.pokerFace.rank
                font.pixelSize: 0.46 * tile.size
                font.bold: true
                color: tile.pokerFace.ink
            }
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                Accessible.ignored: true
                text: tile.pokerFace.mark
                font.pixelSize: 0.3 * tile.size
                color: tile.pokerFace.ink
            }
        }
        Label {  // wild: the star in the corner
            objectName: "wildMark"
            Accessible.ignored: true
            visible: tile.wild
            anchors { right: parent.right; top: parent.top; rightMargin: 0.06 * tile.size; topMargin: 0.02 * tile.size }
            text: "★"
            font.pixelSize: 0.3 * tile.size
            color: Theme.accent
            style: Text.Outline
            styleColor: "#8a5a12"
        }
        MouseArea {
            anchors.fill: parent
            anchors.margins: -tray.spacing / 2  // a finger's slack, up to the next die
            enabled: tile.tappable
            cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
            onClicked: tray.dieTapped(tile.dieIndex)
        }
    }
}
