import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import DiceBar.Records 1.0

// The leaderboard (per game or overall, sorted by any column: dicebar.app.leaderboard), the tab (who owes rounds to
// whom, settled with a tap), a CSV export, and the Luck page (LuckPanel: how evenly the dice fell). `stats` is
// dicebar.app.stats.Stats.
Page {
    id: page
    objectName: "leaderboardPage"
    property var stats: null
    signal backRequested()

    readonly property real u: Theme.unit(width, height)  // (grows with the Text size setting)
    readonly property real touch: Math.max(48, 6 * u)    // every control at least 48 px at 1080p
    property string confirmation: ""
    property string gameId: ""
    property alias showing: pages.currentIndex   // 0: the leaderboard and the tab, 1: the luck

    // the rows, sorted in Python (dicebar.app.leaderboard): the page lists them and says which header was tapped
    LeaderboardModel {
        id: board
        objectName: "leaderboardModel"
        stats: page.stats
        gameId: page.gameId
    }
    readonly property var tabRows: page.stats ? page.stats.tabRows : []
    readonly property real columnUnits: board.columns.reduce((sum, column) => sum + column.share, 0)

    background: Rectangle { color: Theme.background }
    // by keys: Tab walks the page's controls, Escape goes back to the lobby
    focus: true
    Keys.onEscapePressed: page.backRequested()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 3 * page.u
        spacing: 2 * page.u

        RowLayout {
            Layout.fillWidth: true
            spacing: 2 * page.u
            Button {
                objectName: "backButton"
                text: "‹ " + qsTr("Lobby")
                flat: true
                font.pixelSize: 2.2 * page.u
                Layout.preferredHeight: page.touch
                onClicked: page.backRequested()
                KeyCap { text: TableKeys.menu.name; u: page.u }
            }
            Label {
                text: pages.currentIndex === 1 ? qsTr("The house's luck") : qsTr("Leaderboard and tab")
                font.family: Theme.display
                font.pixelSize: 4.5 * page.u
                font.bold: true
                color: Theme.accent
                elide: Text.ElideRight
                Layout.fillWidth: true   // gives way to the controls on a narrow screen
            }
            // which page: the leaderboard and the tab, or the luck
            Repeater {
                model: [qsTr("Leaderboard"), qsTr("Luck")]
                delegate: Button {
                    required property string modelData
                    required property int index
                    objectName: index === 0 ? "boardTab" : "luckTab"
                    text: modelData
                    flat: true
                    checkable: true
                    checked: pages.currentIndex === index
                    font.pixelSize: 2 * page.u
                    font.bold: checked
                    Material.foreground: checked ? Theme.accent : Theme.text
                    Layout.preferredHeight: page.touch
                    onClicked: pages.currentIndex = index
                }
            }
            ScaledComboBox {
                objectName: "gameChoice"
                unit: page.u
                Accessible.name: qsTr("Games counted")
                model: page.stats ? page.stats.games : []
                textRole: "title"
                font.pixelSize: 2 * page.u
                Layout.preferredWidth: 32 * page.u
                Layout.preferredHeight: page.touch
                onActivated: i => page.gameId = page.stats.games[i].id
            }
            Button {
                objectName: "exportButton"
                text: qsTr("Export CSV")
                font.pixelSize: 2 * page.u
                Layout.preferredHeight: page.touch
                onClicked: page.confirmation = page.stats.exportCsv()
            }
        }

        Label {
            objectName: "exportConfirmation"
            visible: page.confirmation.length > 0
            text: page.confirmation
            color: Theme.good
            font.pixelSize: 1.8 * page.u
            elide: Text.ElideMiddle
            Layout.fillWidth: true
        }

        StackLayout {
            id: pages
            Layout.fillWidth: true
            Layout.fillHeight: true

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 2 * page.u

                // ----- the leaderboard -----
                Pane {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 3
                    padding: 2 * page.u
                    background: Rectangle { color: Theme.panel; radius: page.u; border.color: Theme.line }
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: page.u * 0.5
                        Row {
                            id: header
                            Layout.fillWidth: true
                            Repeater {
                                model: board.columns
                                delegate: ItemDelegate {
                                    required property var modelData
                                    objectName: "sort-" + modelData.key
                                    width: header.width * modelData.share / page.columnUnits
                                    height: page.touch
                                    leftPadding: page.u
                                    rightPadding: 0
                                    text: modelData.title + (board.sortKey === modelData.key ? (board.descending ? " ▼" : " ▲") : "")
                                    font.pixelSize: 1.9 * page.u
                                    font.bold: board.sortKey === modelData.key
                                    onClicked: board.sortBy(modelData.key)
                                }
                            }
                        }
                        Rectangle { Layout.fillWidth: true; height: 1; color: Theme.line }
                        ListView {
                            objectName: "leaderboard"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            model: board
                            delegate: Row {
                                id: line
                                required property var cells
                                required property bool computer
                                width: ListView.view.width
                                height: 5.5 * page.u
                                Repeater {
                                    model: board.columns
                                    delegate: Label {
                                        required property var modelData
                                        required property int index
                                        width: line.width * modelData.share / page.columnUnits
                                        height: line.height
                                        verticalAlignment: Text.AlignVCenter
                                        leftPadding: page.u
                                        text: line.cells[index]
                                        font.pixelSize: 2 * page.u
                                        color: line.computer ? Theme.textDim : Theme.text
                                        elide: Text.ElideRight
                                    }
                                }
                            }
                            Label {
                                anchors.centerIn: parent
                                visible: parent.count === 0
                                text: qsTr("No games played yet.")
                                color: Theme.textDim
                                font.pixelSize: 2.2 * page.u
                            }
                        }
                    }
                }

                // ----- the tab -----
                Pane {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 2
                    padding: 2 * page.u
                    background: Rectangle { color: Theme.panel; radius: page.u; border.color: Theme.line }
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: page.u
                        Label { text: qsTr("The tab"); font.pixelSize: 2.6 * page.u; color: Theme.text }
                        Label {
                            text: qsTr("Who owes rounds to whom. Tap Settled when the round is bought.")
                            color: Theme.textDim
                            font.pixelSize: 1.7 * page.u
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        ListView {
                            objectName: "tab"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            spacing: page.u * 0.5
                            model: page.tabRows
                            delegate: RowLayout {
                                required property var modelData
                                required property int index
                                width: ListView.view.width
                                Label {
                                    text: qsTr("%1 owes %2 %n round(s)", "", modelData.rounds).arg(modelData.debtor).arg(modelData.creditor)
                                    font.pixelSize: 2 * page.u
                                    color: Theme.text
                                    wrapMode: Text.WordWrap
                                    Layout.fillWidth: true
                                }
                                Button {
                                    objectName: "settle" + index
                                    text: qsTr("Settled")
                                    font.pixelSize: 1.9 * page.u
                                    Layout.preferredHeight: page.touch
                                    onClicked: page.stats.settle(modelData.debtor, modelData.creditor)
                                }
                            }
                            Label {
                                anchors.centerIn: parent
                                visible: parent.count === 0
                                text: qsTr("Nobody owes a round.")
                                color: Theme.textDim
                                font.pixelSize: 2 * page.u
                            }
                        }
                    }
                }
            }

            // ----- the luck -----
            LuckPanel {
                stats: page.stats
                gameId: page.gameId
                u: page.u
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
        }
    }
}
