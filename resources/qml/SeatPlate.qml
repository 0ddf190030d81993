import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A player's plate on the rail: name, what they hold, and a glow while it is their turn.
Rectangle {
    id: plate
    property real u: 8
    property string gameId: ""
    readonly property string holding: {
        if (gameId === "aces-in-the-pot") return tokens + (tokens === 1 ? " token" : " tokens")
        if (gameId === "fives-to-the-right") return dice + (dice === 1 ? " die" : " dice")
        if (gameId === "peekpoker") return chips + (chips === 1 ? " chip" : " chips")
        return ""
    }
    width: Math.max(18 * u, content.implicitWidth + 3 * u)
    height: content.implicitHeight + 1.6 * u
    radius: 1.2 * u
    color: current ? "#e62e2216" : "#d01a130e"
    border.width: current ? Math.max(2, 0.35 * u) : 1
    border.color: current ? Theme.accent : Theme.line
    opacity: status === "out" ? 0.55 : 1

    SequentialAnimation on border.color {
        running: plate.current
        loops: Animation.Infinite
        ColorAnimation { to: "#ffd27a"; duration: 700 }
        ColorAnimation { to: Theme.accent; duration: 700 }
    }

    ColumnLayout {
        id: content
        anchors.centerIn: parent
        spacing: 0.2 * plate.u
        Label {
            text: name
            font.pixelSize: 2.1 * plate.u
            font.bold: true
            color: Theme.text
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            text: [human ? "" : "computer · " + strength, plate.holding,
                   status === "safe" ? "safe" : (status === "out" ? "out" : "")].filter(s => s).join("  ·  ")
            visible: text.length > 0
            font.pixelSize: 1.5 * plate.u
            color: status === "safe" ? Theme.good : Theme.textDim
            Layout.alignment: Qt.AlignHCenter
        }
    }
}
