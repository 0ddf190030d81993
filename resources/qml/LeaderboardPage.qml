import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// The bar's memory: the leaderboard (per game or overall, sorted by any column), the tab (who owes rounds to
// whom, settled with a tap), and a CSV export. `stats` is dicebar.app.stats.Stats.
Page {
    id: page
    objectName: "leaderboardPage"
    property var stats: null
    signal backRequested()

    readonly property real u: Math.max(6, Math.min(width / 150, height / 85))
    readonly property real touch: Math.max(48, 6 * u)    // every control at least 48 px at 1080p
    property string gameId: ""
    property string sortKey: "won"
    property bool descending: true
    property string confirmation: ""
    property int revision: 0                               // bumped when the statistics change

    readonly property var columns: [
        { key: "name", title: "Player", width: 3.5 },
        { key: "played", title: "Played", width: 1.1 },
        { key: "won", title: "Won", width: 1 },
        { key: "bought", title: "Bought", width: 1.2 },
        { key: "winRate", title: "Win %", width: 1.1 },
        { key: "buyRate", title: "Buy %", width: 1.1 }
    ]
    readonly property real columnUnits: 9
    readonly property var rows: {
        page.revision
        if (!page.stats) return []
        const list = page.stats.leaderboardFor(page.gameId)
        const key = page.sortKey, sign = page.descending ? -1 : 1
        list.sort((a, b) => {
            const x = a[key], y = b[key]
            if (x === y) return a.name.localeCompare(b.name)
            return (typeof x === "string" ? x.localeCompare(y) : (x < y ? -1 : 1)) * sign
        })
        return list
    }
    readonly property var tabRows: page.stats ? page.stats.tabRows : []

    Connections {
        target: page.stats
        function onChanged() { page.revision++ }
    }

    background: Rectangle { color: Theme.background }

    function sortBy(key) {
        if (page.sortKey === key) page.descending = !page.descending
        else { page.sortKey = key; page.descending = key !== "name" }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 3 * page.u
        spacing: 2 * page.u

        RowLayout {
            Layout.fillWidth: true
            spacing: 2 * page.u
            Button {
                objectName: "backButton"
                text: "‹ Lobby"
                flat: true
                font.pixelSize: 2.2 * page.u
                Layout.preferredHeight: page.touch
                onClicked: page.backRequested()
            }
            Label {
                text: "The bar's memory"
                font.family: Theme.display
                font.pixelSize: 4.5 * page.u
                font.bold: true
                color: Theme.accent
            }
            Item { Layout.fillWidth: true }
            ComboBox {
                objectName: "gameChoice"
                model: page.stats ? page.stats.games : []
                textRole: "title"
                font.pixelSize: 2 * page.u
                Layout.preferredWidth: 38 * page.u
                Layout.preferredHeight: page.touch
                onActivated: i => page.gameId = page.stats.games[i].id
            }
            Button {
                objectName: "exportButton"
                text: "Export CSV"
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
                            model: page.columns
                            delegate: ItemDelegate {
                                required property var modelData
                                objectName: "sort-" + modelData.key
                                width: header.width * modelData.width / page.columnUnits
                                height: page.touch
                                leftPadding: page.u
                                rightPadding: 0
                                text: modelData.title + (page.sortKey === modelData.key ? (page.descending ? " ▼" : " ▲") : "")
                                font.pixelSize: 1.9 * page.u
                                font.bold: page.sortKey === modelData.key
                                onClicked: page.sortBy(modelData.key)
                            }
                        }
                    }
                    Rectangle { Layout.fillWidth: true; height: 1; color: Theme.line }
                    ListView {
                        objectName: "leaderboard"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        model: page.rows
                        delegate: Row {
                            id: line
                            required property var modelData
                            required property int index
                            width: ListView.view.width
                            height: 5.5 * page.u
                            Repeater {
                                model: page.columns
                                delegate: Label {
                                    required property var modelData
                                    width: line.width * modelData.width / page.columnUnits
                                    height: line.height
                                    verticalAlignment: Text.AlignVCenter
                                    leftPadding: page.u
                                    text: {
                                        const row = line.modelData, v = row[modelData.key]
                                        if (modelData.key === "name") return v + (row.computer ? "  · computer" : "")
                                        if (modelData.key.endsWith("Rate")) return Math.round(v * 100) + "%"
                                        return String(v)
                                    }
                                    font.pixelSize: 2 * page.u
                                    color: line.modelData.computer ? Theme.textDim : Theme.text
                                    elide: Text.ElideRight
                                }
                            }
                        }
                        Label {
                            anchors.centerIn: parent
                            visible: parent.count === 0
                            text: "No games played yet."
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
                    Label { text: "The tab"; font.pixelSize: 2.6 * page.u; color: Theme.text }
                    Label {
                        text: "Who owes rounds to whom. Tap Settled when the round is bought."
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
                                text: modelData.debtor + " owes " + modelData.creditor + " "
                                      + (modelData.rounds === 1 ? "a round" : modelData.rounds + " rounds")
                                font.pixelSize: 2 * page.u
                                color: Theme.text
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                            Button {
                                objectName: "settle" + index
                                text: "Settled"
                                font.pixelSize: 1.9 * page.u
                                Layout.preferredHeight: page.touch
                                onClicked: page.stats.settle(modelData.debtor, modelData.creditor)
                            }
                        }
                        Label {
                            anchors.centerIn: parent
                            visible: parent.count === 0
                            text: "Nobody owes a round."
                            color: Theme.textDim
                            font.pixelSize: 2 * page.u
                        }
                    }
                }
            }
        }
    }
}
