import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import DiceBar.Records 1.0

// The house's luck (dicebar.app.luck): how evenly the dice have fallen on this machine, all of them and split into
// people's and computers', and each player's luckiest and unluckiest game. `stats` is dicebar.app.stats.Stats.
RowLayout {
    id: panel
    objectName: "luckPanel"
    property var stats: null
    property string gameId: ""
    property real u: 8
    spacing: 2 * u

    LuckModel {
        id: luck
        objectName: "luckModel"
        stats: panel.stats
        gameId: panel.gameId
    }

    Pane {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 3
        padding: 2 * panel.u
        background: Rectangle { color: Theme.panel; radius: panel.u; border.color: Theme.line }
        ColumnLayout {
            anchors.fill: parent
            spacing: 2 * panel.u
            Label {
                text: qsTr("Each bar is the share of the dice that showed its face; the dashed line is even dice, one in six.")
                font.pixelSize: 1.6 * panel.u
                color: Theme.textDim
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            LuckChart {
                group: luck.groups[0]
                labels: luck.faceLabels
                scale: luck.scale
                evenShare: luck.evenShare
                u: panel.u
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: 3
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: 2
                spacing: 3 * panel.u
                Repeater {
                    model: luck.groups.slice(1)
                    delegate: LuckChart {
                        required property var modelData
                        group: modelData
                        labels: luck.faceLabels
                        scale: luck.scale
                        evenShare: luck.evenShare
                        u: panel.u * 0.85
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 1
                    }
                }
            }
        }
    }

    Pane {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 2
        padding: 2 * panel.u
        background: Rectangle { color: Theme.panel; radius: panel.u; border.color: Theme.line }
        ColumnLayout {
            anchors.fill: parent
            spacing: panel.u
            Label { text: qsTr("Luckiest and unluckiest games"); font.pixelSize: 2.6 * panel.u; color: Theme.text }
            ListView {
                objectName: "playersLuck"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: panel.u
                model: luck.players
                delegate: ColumnLayout {
                    required property var modelData
                    width: ListView.view.width
                    spacing: 0.2 * panel.u
                    Label {
                        text: modelData.name + (modelData.computer ? "  · " + qsTr("computer") : "")
                        font.pixelSize: 2 * panel.u
                        font.bold: true
                        color: modelData.computer ? Theme.textDim : Theme.text
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                    }
                    Label {
                        text: "▲ " + modelData.luckiest
                        font.pixelSize: 1.7 * panel.u
                        color: Theme.good
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Label {
                        visible: modelData.unluckiest.length > 0
                        text: "▼ " + modelData.unluckiest
                        font.pixelSize: 1.7 * panel.u
                        color: Theme.warn
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
                Label {
                    anchors.centerIn: parent
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    visible: parent.count === 0
                    text: qsTr("No game with enough dice yet.")
                    color: Theme.textDim
                    font.pixelSize: 2 * panel.u
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.line }
            // what "lucky" means in each game shown, from the dice alone (each game's rules declare it)
            Repeater {
                model: luck.meanings
                delegate: Label {
                    required property var modelData
                    text: "<b>" + modelData.title + "</b> " + modelData.means
                    textFormat: Text.StyledText
                    font.pixelSize: 1.5 * panel.u
                    color: Theme.textDim
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }
    }
}
