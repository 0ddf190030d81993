import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import DiceBar.Scene 1.0

// Pick a game, seat the players (people or computers), set the house rules, read the rules, start.
Page {
    id: page
    objectName: "lobbyPage"
    required property var lobby
    signal startRequested(var setup)
    signal leaderboardRequested()
    signal learnRequested(string gameId)  // a guided first game of that game, at the table

    // dicebar.app.storage's objects (context properties; null when the page is shown without them, as in tests)
    readonly property var savedSettings: typeof appSettings !== "undefined" ? appSettings : null
    readonly property var saved: typeof autosave !== "undefined" ? autosave : null
    readonly property var statistics: typeof stats !== "undefined" ? stats : null
    readonly property bool hintsAllowed: !savedSettings || savedSettings.values.hints_allowed !== false
    readonly property var notices: {
        const texts = []
        for (const source of [savedSettings, saved, statistics])
            if (source && source.problem) texts.push(source.problem)
        return texts
    }
    property bool noticesDismissed: false
    // Kiosk mode: names come from the on-screen keyboard (OnScreenKeyboard.qml) or the recent names; the settings
    // are the operator's (the operator menu), and the top right corner is kept clear for the operator's long press
    property bool kioskMode: false
    property var recentNames: []

    readonly property real u: Theme.unit(width, height)  // (grows with the Text size setting)
    // large words in a small window: the lobby's parts one under another, the page scrolls
    readonly property bool compact: Theme.compact(width, u)
    // `lobby` turns null when its object goes before the page does (the window closing): then nothing here reads
    // it, and the page shows no game (`noGame`) until it is gone.
    readonly property var noGame: ({ id: "", title: "", minPlayers: 0, maxPlayers: 0, options: [] })
    property string gameId: lobby ? lobby.setup.game : ""
    property var gameInfo: lobby ? lobby.games.find(g => g.id === gameId) || lobby.games[0] : noGame
    property var optionValues: ({})
    // the games with a guided first game (dicebar.rules.tutorial), and those already played to the end here; a kiosk
    // offers them all to every stranger and marks none
    readonly property var tutorialGames: lobby && lobby.tutorialGames ? lobby.tutorialGames : []
    readonly property var learntGames: savedSettings && !kioskMode ? savedSettings.values.learnt_games || [] : []
    function pickGame(id) { gameId = id; optionValues = ({}) }
    readonly property var strengthNames: Choices.strengths  // weakest first (dicebar.bots.base.STRENGTHS)

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0; color: Theme.panel }
            GradientStop { position: 1; color: Theme.background }
        }
    }

    ListModel { id: seatsModel }

    function loadSeats() {
        seatsModel.clear()
        if (!lobby) return
        for (const seat of lobby.setup.seats)
            seatsModel.append({ name: seat.name, human: seat.human, strength: seat.strength || Choices.defaultStrength })
    }
    Component.onCompleted: {
        loadSeats()
        optionValues = Object.assign({}, lobby ? lobby.setup.options || {} : {})
    }
    Connections {
        target: page.lobby
        function onSeatsReset() { page.loadSeats() }
        // the language changed: a seat still named by the person's default name takes the new language's ("Du")
        function onDefaultNameChanged(old, name) {
            for (let seat = 0; seat < seatsModel.count; seat++)
                if (seatsModel.get(seat).name === old) seatsModel.setProperty(seat, "name", name)
        }
    }

    // A drop-down measures its widest choice again (ComboBox.WidestText does so only when its model changes).
    function remeasure(combo) {
        combo.implicitContentWidthPolicy = ComboBox.ContentItemImplicitWidth
        combo.implicitContentWidthPolicy = ComboBox.WidestText
    }
    function optionValue(option) {
        return optionValues[option.name] !== undefined ? optionValues[option.name] : option.default
    }
    function setOption(name, value) {
        const copy = Object.assign({}, optionValues)
        copy[name] = value
        optionValues = copy
    }
    function setup() {
        const seats = []
        for (let i = 0; i < seatsModel.count; i++) {
            const s = seatsModel.get(i)
            seats.push({ name: s.name, human: s.human, strength: s.strength })
        }
        const options = {}
        for (const option of gameInfo.options)
            if (optionValues[option.name] !== undefined && optionValues[option.name] !== option.default)
                options[option.name] = optionValues[option.name]
        return { game: gameId, seats: seats, options: options, hints: hintsSwitch.checked && page.hintsAllowed }
    }
    function addSeat() {
        const names = Choices.computerNames
        const taken = []
        for (let i = 0; i < seatsModel.count; i++) taken.push(seatsModel.get(i).name)
        const name = names.find(n => taken.indexOf(n) < 0) || qsTr("Player %1").arg(seatsModel.count + 1)
        seatsModel.append({ name: name, human: false, strength: Choices.defaultStrength })
    }

    Flickable {
        id: lobbyScroll
        objectName: "lobbyScroll"
        anchors.fill: parent
        contentHeight: page.compact ? lobbyColumn.implicitHeight + 6 * page.u : height
        interactive: page.compact
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScaledScrollBar { objectName: "lobbyScrollBar"; visible: page.compact; unit: page.u }
    }
    ColumnLayout {
        id: lobbyColumn
        // in one page; where large words leave no room, the page scrolls (compact)
        parent: lobbyScroll.contentItem
        x: 3 * page.u
        y: 3 * page.u
        width: lobbyScroll.width - 6 * page.u
        height: page.compact ? implicitHeight : lobbyScroll.height - 6 * page.u
        spacing: 2 * page.u

        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("Dice Bar")
                font.family: Theme.display
                font.pixelSize: 6 * page.u
                font.bold: true
                color: Theme.accent
            }
            Label {
                text: qsTr("the classic bar and pub dice games")
                visible: !page.compact  // (no room beside the name for large words)
                font.pixelSize: 2.2 * page.u
                color: Theme.textDim
                Layout.alignment: Qt.AlignBottom
                Layout.bottomMargin: page.u
                Layout.leftMargin: 2 * page.u
            }
            Item { Layout.fillWidth: true }
            Button {
                id: leaderboardButton
                objectName: "leaderboardButton"
                visible: page.statistics !== null
                text: qsTr("Leaderboard and tab")
                flat: true
                font.pixelSize: 2 * page.u
                Layout.preferredHeight: Math.max(48, 6 * page.u)
                onClicked: page.leaderboardRequested()
                Layout.rightMargin: page.kioskMode ? 10 * page.u : 0
            }
            // between two flat buttons, whose words alone read as one phrase ("Leaderboard and tab Settings")
            Rectangle {
                visible: leaderboardButton.visible && settingsButton.visible
                color: Theme.line
                Layout.preferredWidth: Math.max(1, 0.15 * page.u)
                Layout.preferredHeight: 3 * page.u
                Layout.alignment: Qt.AlignVCenter
            }
            Button {
                id: settingsButton
                objectName: "settingsButton"
                visible: page.savedSettings !== null && !page.kioskMode
                text: qsTr("Settings")
                flat: true
                font.pixelSize: 2 * page.u
                Layout.preferredHeight: Math.max(48, 6 * page.u)
                onClicked: settingsPopup.open()
            }
        }

        // ----- a game left half-way (the autosave): resume it or let it go -----
        Rectangle {
            objectName: "resumeBanner"
            visible: page.saved !== null && page.saved.offer.length > 0
            Layout.fillWidth: true
            Layout.preferredHeight: visible ? 9 * page.u : 0
            radius: page.u
            color: Theme.panelLight
            border.color: Theme.accent
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 2 * page.u
                anchors.rightMargin: 2 * page.u
                spacing: 2 * page.u
                Label {
                    objectName: "resumeText"
                    text: page.saved ? qsTr("Resume %1?").arg(page.saved.offer) : ""
                    font.pixelSize: 2.3 * page.u
                    color: Theme.text
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "discardButton"
                    text: qsTr("Discard")
                    flat: true
                    font.pixelSize: 2 * page.u
                    Layout.preferredHeight: Math.max(48, 6.5 * page.u)
                    onClicked: page.saved.discard()
                }
                Button {
                    objectName: "resumeButton"
                    text: qsTr("Resume")
                    highlighted: true
                    Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                    font.pixelSize: 2.2 * page.u
                    font.bold: true
                    Layout.preferredHeight: Math.max(48, 6.5 * page.u)
                    Layout.minimumWidth: 18 * page.u
                    onClicked: page.saved.resume()
                }
            }
        }

        // ----- a damaged file was kept aside: say so once, in one sentence each -----
        Rectangle {
            objectName: "notices"
            visible: page.notices.length > 0 && !page.noticesDismissed
            Layout.fillWidth: true
            Layout.preferredHeight: visible ? Math.max(noticeText.implicitHeight, 6 * page.u) + 2 * page.u : 0
            radius: page.u
            color: Theme.notice
            border.color: Theme.warn
            RowLayout {
                anchors.fill: parent
                anchors.margins: page.u
                spacing: 2 * page.u
                Label {
                    id: noticeText
                    objectName: "noticeText"
                    text: page.notices.join("\n")
                    wrapMode: Text.WordWrap
                    font.pixelSize: 1.9 * page.u
                    color: Theme.text
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "noticesOk"
                    text: qsTr("OK")
                    flat: true
                    Layout.preferredHeight: Math.max(48, 6 * page.u)
                    onClicked: page.noticesDismissed = true
                }
            }
        }

        GridLayout {
            columns: page.compact ? 1 : 3  // large words: the games, the players and the house rules one under another
            Layout.fillWidth: true
            Layout.fillHeight: !page.compact
            columnSpacing: 2 * page.u
            rowSpacing: 2 * page.u

            // ----- the games -----
            Pane {
                Layout.preferredWidth: page.compact ? -1 : 42 * page.u
                Layout.fillWidth: page.compact
                Layout.fillHeight: !page.compact
                Layout.preferredHeight: page.compact ? Math.min(gameList.contentHeight + 2 * page.u, 26 * page.u) : -1
                padding: page.u
                background: Rectangle { color: Theme.panel; radius: page.u; border.color: Theme.line }
                ListView {
                    id: gameList
                    objectName: "gameList"
                    anchors.fill: parent
                    clip: true
                    spacing: 0.7 * page.u
                    model: page.lobby ? page.lobby.games : []
                    // by keys: Tab comes to the picked game's card, the arrows pick another (the focus goes with it)
                    readonly property int picked: page.lobby ? page.lobby.games.findIndex(g => g.id === page.gameId) : -1
                    currentIndex: picked
                    onPickedChanged: currentIndex = picked
                    function pickBeside(step) {
                        page.pickGame(model[(picked + step + count) % count].id)
                        if (!currentItem) return
                        currentItem.forceActiveFocus()
                        currentItem.focusReason = Qt.TabFocusReason  // (the list gave it the focus already): ringed
                    }
                    delegate: ItemDelegate {
                        id: card
                        required property var modelData
                        objectName: "game-" + modelData.id
                        // one game of the list is picked: a radio button to assistive technology, pressed to pick
                        Accessible.role: Accessible.RadioButton
                        Accessible.name: modelData.title
                        Accessible.description: modelData.tagline
                        Accessible.checkable: true
                        Accessible.checked: highlighted
                        focusPolicy: highlighted ? Qt.StrongFocus : Qt.NoFocus
                        Keys.onUpPressed: gameList.pickBeside(-1)
                        Keys.onDownPressed: gameList.pickBeside(1)
                        width: ListView.view.width
                        topPadding: 0.7 * page.u
                        bottomPadding: 0.7 * page.u
                        height: Math.max(10.5 * page.u, implicitContentHeight + topPadding + bottomPadding)
                        highlighted: modelData.id === page.gameId
                        onClicked: page.pickGame(modelData.id)
                        readonly property bool learnt: page.learntGames.indexOf(modelData.id) >= 0
                        readonly property bool teaches: page.tutorialGames.indexOf(modelData.id) >= 0
                        background: Rectangle {
                            radius: page.u * 0.8
                            color: parent.highlighted ? Theme.panelLight : "transparent"
                            border.color: parent.highlighted ? Theme.accent : Theme.line
                        }
                        // the title across the whole card; below it the tagline, and Learn to play beside it
                        contentItem: ColumnLayout {
                            spacing: 0
                            RowLayout {
                                spacing: page.u
                                Layout.fillWidth: true
                                Label {
                                    text: card.modelData.title
                                    font.pixelSize: 2.3 * page.u
                                    font.bold: true
                                    color: Theme.text
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                                Label {
                                    objectName: "learnt-" + card.modelData.id
                                    visible: card.learnt && card.teaches
                                    text: qsTr("✓ Learnt")
                                    font.pixelSize: 1.5 * page.u
                                    color: Theme.good
                                }
                            }
                            RowLayout {
                                spacing: page.u
                                Layout.fillWidth: true
                                Label {
                                    text: card.modelData.tagline
                                    font.pixelSize: 1.6 * page.u
                                    color: Theme.textDim
                                    wrapMode: Text.WordWrap
                                    maximumLineCount: 2
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                    Layout.alignment: Qt.AlignTop
                                }
                                // only for a game that has a tutorial (nothing of it on the others' cards)
                                Loader {
                                    active: card.teaches
                                    visible: active
                                    Layout.alignment: Qt.AlignVCenter
                                    sourceComponent: Button {
                                        objectName: "learn-" + card.modelData.id
                                        text: qsTr("Learn to play")
                                        flat: card.learnt
                                        font.pixelSize: 1.6 * page.u
                                        leftPadding: page.u
                                        rightPadding: page.u
                                        implicitHeight: Math.max(48, 5 * page.u)
                                        focusPolicy: card.highlighted ? Qt.StrongFocus : Qt.NoFocus  // Tab: the picked game's
                                        onClicked: page.learnRequested(card.modelData.id)
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // ----- the players -----
            Pane {
                Layout.fillWidth: true
                Layout.fillHeight: !page.compact
                padding: 2 * page.u
                background: Rectangle { color: Theme.panel; radius: page.u; border.color: Theme.line }
                ColumnLayout {
                    anchors.fill: parent
                    spacing: page.u
                    Label {
                        text: qsTr("Players  (%1–%2)").arg(page.gameInfo.minPlayers).arg(page.gameInfo.maxPlayers)
                        font.pixelSize: 2.4 * page.u
                        color: Theme.text
                    }
                    ListView {
                        id: seatList
                        objectName: "seatList"
                        keyNavigationEnabled: false  // the arrows stay with the row's controls (a seat's kind)
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: page.compact ? contentHeight : -1
                        clip: true
                        spacing: page.u * 0.6
                        model: seatsModel
                        delegate: RowLayout {
                            required property int index
                            required property string name
                            required property bool human
                            required property string strength
                            width: ListView.view.width
                            spacing: page.u
                            Label {
                                text: (index + 1) + "."
                                color: Theme.textDim
                                font.pixelSize: 2 * page.u
                                Layout.preferredWidth: 3 * page.u
                            }
                            TextField {
                                objectName: "seatName" + index
                                Accessible.name: qsTr("Name of player %1").arg(index + 1)
                                text: name
                                maximumLength: 40
                                font.pixelSize: 2 * page.u
                                Layout.fillWidth: true
                                Layout.minimumWidth: 14 * page.u
                                onTextEdited: seatsModel.setProperty(index, "name", text)
                                readOnly: page.kioskMode
                                // a kiosk's name comes from its own keyboard: Return or Space opens it, as a tap does
                                Keys.onPressed: event => {
                                    const opens = event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space
                                    event.accepted = page.kioskMode && opens
                                    if (event.accepted) nameKeyboard.edit(index, name)
                                }
                                MouseArea {
                                    objectName: "seatNameTap" + index
                                    anchors.fill: parent
                                    enabled: page.kioskMode
                                    visible: enabled
                                    onClicked: nameKeyboard.edit(index, name)
                                }
                            }
                            ScaledComboBox {
                                id: seatKind
                                objectName: "seatKind" + index
                                unit: page.u
                                Accessible.name: qsTr("Player %1 plays as").arg(index + 1)
                                model: [qsTr("Person")].concat(Choices.strengthWords.map(strength => qsTr("Computer · %1").arg(strength)))
                                font.pixelSize: 1.7 * page.u
                                // as wide as its longest choice ("Computer · good" was cut off at 1024x600); where the
                                // row is too narrow for that and a readable name, it says "CPU" instead
                                implicitContentWidthPolicy: ComboBox.WidestText
                                // WidestText measures the choices when the model changes, not when the font (which
                                // follows the window's size) does: a window grown from 1024x600 cut "Computer · good"
                                onFontChanged: page.remeasure(this)
                                Layout.fillWidth: true
                                Layout.preferredWidth: implicitWidth
                                Layout.maximumWidth: implicitWidth
                                Layout.minimumWidth: 17 * page.u
                                // the list of choices, wherever the row leaves the box narrower, as wide as the longest
                                // in the language shown ("Computer · leicht" whole)
                                FontMetrics { id: kindMetrics; font: seatKind.font }
                                readonly property real widestChoice: Math.max(...model.map(choice => kindMetrics.advanceWidth(choice)))
                                popup.width: Math.max(width, Math.ceil(widestChoice) + leftPadding + rightPadding)
                                displayText: width + 1 < implicitWidth && !human ? qsTr("CPU · %1").arg(Choices.strengthWords[Choices.strengths.indexOf(strength)]) : currentText
                                currentIndex: human ? 0 : 1 + page.strengthNames.indexOf(strength)
                                onActivated: i => {
                                    seatsModel.setProperty(index, "human", i === 0)
                                    if (i > 0) seatsModel.setProperty(index, "strength", page.strengthNames[i - 1])
                                }
                            }
                            ToolButton {
                                objectName: "removeSeat" + index
                                text: "✕"
                                font.pixelSize: 2 * page.u  // as large as the row's words (Qt's default size was a speck at 4K)
                                Accessible.name: qsTr("Remove player %1").arg(index + 1)
                                enabled: seatsModel.count > 2
                                onClicked: seatsModel.remove(index)
                            }
                        }
                    }
                    Button {
                        objectName: "addSeat"
                        text: qsTr("+ Add a player")
                        enabled: seatsModel.count < page.gameInfo.maxPlayers
                        flat: true
                        font.pixelSize: 1.9 * page.u
                        onClicked: page.addSeat()
                    }
                }
            }

            // ----- the house rules -----
            Pane {
                Layout.preferredWidth: page.compact ? -1 : 46 * page.u
                Layout.fillWidth: page.compact
                Layout.fillHeight: !page.compact
                padding: 2 * page.u
                background: Rectangle { color: Theme.panel; radius: page.u; border.color: Theme.line }
                ColumnLayout {
                    anchors.fill: parent
                    spacing: page.u
                    Label { text: qsTr("House rules"); font.pixelSize: 2.4 * page.u; color: Theme.text }
                    Label {
                        visible: page.gameInfo.options.length === 0
                        text: qsTr("This game has no house rules to choose.")
                        color: Theme.textDim
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    ListView {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: page.compact ? contentHeight : -1
                        clip: true
                        keyNavigationEnabled: false  // the arrows stay with the house rules' controls
                        spacing: page.u * 0.5
                        model: page.gameInfo.options
                        delegate: ColumnLayout {
                            id: optionRow
                            required property var modelData
                            width: ListView.view.width
                            spacing: 0
                            RowLayout {
                                Layout.fillWidth: true
                                Label {
                                    text: optionRow.modelData.label
                                    font.pixelSize: 1.9 * page.u
                                    color: Theme.text
                                    wrapMode: Text.WordWrap
                                    Layout.fillWidth: true
                                }
                                ScaledSwitch {
                                    objectName: "option-" + optionRow.modelData.name
                                    unit: page.u
                                    Accessible.name: optionRow.modelData.label
                                    visible: optionRow.modelData.kind === "flag"
                                    checked: page.optionValue(optionRow.modelData) === true
                                    onToggled: page.setOption(optionRow.modelData.name, checked)
                                }
                                ScaledComboBox {
                                    objectName: "option-" + optionRow.modelData.name
                                    unit: page.u
                                    Accessible.name: optionRow.modelData.label
                                    visible: optionRow.modelData.kind === "choice"
                                    model: optionRow.modelData.choiceWords
                                    currentIndex: Math.max(0, optionRow.modelData.choices.indexOf(page.optionValue(optionRow.modelData)))
                                    onActivated: i => page.setOption(optionRow.modelData.name, optionRow.modelData.choices[i])
                                    font.pixelSize: 1.7 * page.u
                                    implicitContentWidthPolicy: ComboBox.WidestText
                                    onFontChanged: page.remeasure(this)  // see seatKind
                                    Layout.preferredWidth: Math.max(16 * page.u, implicitWidth)
                                }
                                SpinBox {
                                    objectName: "option-" + optionRow.modelData.name
                                    Accessible.name: optionRow.modelData.label
                                    visible: optionRow.modelData.kind === "int" || optionRow.modelData.kind === "int_or_none"
                                    from: optionRow.modelData.kind === "int_or_none" ? 0 : optionRow.modelData.minimum
                                    to: 999
                                    editable: true
                                    value: {
                                        const v = page.optionValue(optionRow.modelData)
                                        return typeof v === "number" ? v : 0
                                    }
                                    textFromValue: v => (optionRow.modelData.kind === "int_or_none" && v === 0) ? qsTr("no limit") : String(v)
                                    onValueModified: page.setOption(optionRow.modelData.name,
                                        (optionRow.modelData.kind === "int_or_none" && value === 0) ? null : value)
                                    Layout.preferredWidth: 18 * page.u
                                }
                            }
                        }
                    }
                    Button {
                        objectName: "rulesButton"
                        text: qsTr("Read the rules")
                        flat: true
                        font.pixelSize: 1.9 * page.u
                        onClicked: rulesPopup.open()
                    }
                }
            }
        }

        GridLayout {
            columns: page.compact ? 2 : 3  // large words: the Start button on a line of its own
            Layout.fillWidth: true
            ScaledSwitch {
                id: hintsSwitch
                objectName: "hintsSwitch"
                unit: page.u
                text: qsTr("Allow the coach's hints")
                checked: !!page.lobby && page.lobby.setup.hints === true && page.hintsAllowed
                enabled: page.hintsAllowed
                font.pixelSize: 1.9 * page.u
            }
            Label {
                objectName: "lobbyError"
                text: page.lobby ? page.lobby.error : ""
                color: Theme.warn
                font.pixelSize: 2 * page.u
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
            Button {
                objectName: "startButton"
                text: qsTr("Start %1").arg(page.gameInfo.title)
                highlighted: true
                Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                font.pixelSize: 2.4 * page.u
                font.bold: true
                Layout.preferredHeight: 8 * page.u
                Layout.minimumWidth: 36 * page.u
                Layout.columnSpan: page.compact ? 2 : 1
                Layout.alignment: Qt.AlignRight
                onClicked: page.startRequested(page.setup())
            }
        }
    }

    Popup {
        id: rulesPopup
        objectName: "rulesPopup"
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.8, 110 * page.u)
        height: parent.height * 0.85
        modal: true
        padding: 3 * page.u
        background: Rectangle { color: Theme.panel; radius: page.u; border.color: Theme.accent }
        focus: true  // by keys: the arrows and Page Up/Down scroll the rules, Escape closes them
        ScrollView {
            id: rulesScroll
            anchors.fill: parent
            clip: true
            focus: true
            Keys.onUpPressed: ScrollBar.vertical.decrease()
            Keys.onDownPressed: ScrollBar.vertical.increase()
            Keys.onPressed: event => {
                const pages = event.key === Qt.Key_PageDown ? 1 : event.key === Qt.Key_PageUp ? -1 : 0
                if (!pages) return
                const bar = ScrollBar.vertical
                bar.position = Math.max(0, Math.min(1 - bar.size, bar.position + pages * bar.size * 0.9))
                event.accepted = true
            }
            Label {
                objectName: "rulesText"
                width: rulesPopup.availableWidth
                // laid out only while shown: a game's rules are pages of formatted text
                text: {
                    if (!page.lobby || !rulesPopup.visible) return ""
                    page.lobby.language  // (said again in the language chosen)
                    return page.lobby.rulesPage(page.gameId, page.optionValues)
                }
                textFormat: Text.MarkdownText
                wrapMode: Text.WordWrap
                font.pixelSize: 2 * page.u
                color: Theme.text
            }
        }
    }

    StillUnderReducedMotion { popup: rulesPopup }
    StillUnderReducedMotion { popup: settingsPopup }

    // ----- the player's settings (dicebar.app.settings), kept between runs -----
    Popup {
        id: settingsPopup
        objectName: "settingsPopup"
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.9, 120 * page.u)  // (room for the switches' words in two columns)
        modal: true
        padding: 3 * page.u
        readonly property var values: page.savedSettings ? page.savedSettings.values : ({})
        focus: true  // by keys: the first setting has the focus, Tab walks them, Escape closes them
        onOpened: settingSpeed.forceActiveFocus(Qt.TabFocusReason)
        function put(name, value) { page.savedSettings.setValue(name, value) }
        background: Rectangle { color: Theme.panel; radius: page.u; border.color: Theme.accent }
        // no taller than the window: where the settings need more room they scroll, and Done stays in view under them
        height: Math.min(settingsColumn.implicitHeight + settingsDone.height + page.u + topPadding + bottomPadding,
                         page.height - 2 * page.u)
        contentItem: Item {
            Flickable {
                id: settingsScroll
                objectName: "settingsScroll"
                anchors { left: parent.left; right: parent.right; top: parent.top; bottom: parent.bottom; bottomMargin: settingsDone.height + page.u }
                contentHeight: settingsColumn.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScaledScrollBar {
                    id: settingsBar
                    objectName: "settingsScrollBar"
                    unit: page.u
                    policy: settingsColumn.implicitHeight > settingsScroll.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
            }
        }
        ColumnLayout {
            id: settingsColumn
            parent: settingsScroll.contentItem
            width: settingsPopup.availableWidth - (settingsBar.policy === ScrollBar.AlwaysOn ? settingsBar.width + page.u : 0)
            spacing: page.u
            Label { text: qsTr("Settings"); font.family: Theme.display; font.pixelSize: 3.5 * page.u; color: Theme.accent }
            Label { text: qsTr("Animation speed"); color: Theme.text; font.pixelSize: 2 * page.u }
            ScaledSlider {
                id: settingSpeed
                objectName: "settingSpeed"
                unit: page.u
                Accessible.name: qsTr("Animation speed")
                from: Choices.speedMinimum; to: Choices.speedMaximum; stepSize: Choices.speedStep
                value: settingsPopup.values.animation_speed || 1
                onMoved: settingsPopup.put("animation_speed", value)
                Layout.fillWidth: true
            }
            Label { text: qsTr("Volume"); color: Theme.text; font.pixelSize: 2 * page.u }
            ScaledSlider {
                objectName: "settingVolume"
                unit: page.u
                Accessible.name: qsTr("Volume")
                from: 0; to: 1
                value: settingsPopup.values.volume !== undefined ? settingsPopup.values.volume : 0.8
                onMoved: settingsPopup.put("volume", value)
                Layout.fillWidth: true
            }
            // the size of all words (dicebar.ui.theme): applied when the slider is let go, not under the finger
            Label {
                id: textSizeLabel
                objectName: "textSizeLabel"
                text: Theme.textScale * 100 < textSizeSlider.value
                    ? qsTr("Text size: %1% (%2% in a window this small)").arg(Math.round(textSizeSlider.value)).arg(Math.round(Theme.textScale * 100))
                    : qsTr("Text size: %1%").arg(Math.round(textSizeSlider.value))
                color: Theme.text
                font.pixelSize: 2 * page.u
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            ScaledSlider {
                id: textSizeSlider
                objectName: "settingTextSize"
                unit: page.u
                Accessible.name: textSizeLabel.text  // (the words above it, with the size chosen)
                from: ThemeSource.textSizeMinimum; to: ThemeSource.textSizeMaximum; stepSize: ThemeSource.textSizeStep
                snapMode: Slider.SnapAlways
                value: settingsPopup.values.text_size || ThemeSource.textSizeMinimum
                onMoved: if (!pressed) settingsPopup.put("text_size", Math.round(value))
                onPressedChanged: if (!pressed) settingsPopup.put("text_size", Math.round(value))
                Layout.fillWidth: true
            }
            // how well the table is drawn (dicebar.ui.renderer): from the next table on
            Label { text: qsTr("Quality (from the next table)"); color: Theme.text; font.pixelSize: 2 * page.u }
            RowLayout {
                spacing: page.u
                Layout.fillWidth: true
                Repeater {
                    model: Choices.qualities
                    delegate: Button {
                        required property var modelData
                        objectName: "quality-" + modelData.name
                        text: modelData.text
                        checkable: true
                        autoExclusive: true
                        highlighted: checked
                        Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                        checked: (settingsPopup.values.quality || "auto") === modelData.name
                        font.pixelSize: 1.9 * page.u
                        Layout.preferredHeight: Math.max(48, 6 * page.u)
                        Layout.fillWidth: true
                        onClicked: settingsPopup.put("quality", modelData.name)
                    }
                }
            }
            LanguageChoice { settings: page.savedSettings; u: page.u; Layout.fillWidth: true }
            GridLayout {
                columns: settingsPopup.availableWidth / page.u > 100 ? 2 : 1  // one where large words leave no room for two
                columnSpacing: 3 * page.u
                Layout.fillWidth: true
                Repeater {
                    model: [
                        { name: "skip_animations", text: qsTr("Skip animations") },
                        { name: "muted", text: qsTr("Mute") },
                        { name: "reduced_motion", text: qsTr("Reduced motion (no thrown dice, still words)") },
                        { name: "high_contrast", text: qsTr("High contrast") },
                        { name: "fixed_camera", text: qsTr("Fixed camera (the whole table, no close-ups)") },
                        { name: "fullscreen", text: qsTr("Full screen") },
                        { name: "hints_allowed", text: qsTr("Allow the coach's hints") }
                    ]
                    delegate: ScaledSwitch {
                        required property var modelData
                        objectName: "setting-" + modelData.name
                        unit: page.u
                        text: modelData.text
                        font.pixelSize: 1.9 * page.u
                        Layout.preferredHeight: Math.max(48, 6 * page.u)
                        Layout.fillWidth: true
                        checked: settingsPopup.values[modelData.name] === true
                        onToggled: {
                            settingsPopup.put(modelData.name, checked)
                            if (modelData.name === "fullscreen" && page.Window.window) {
                                const w = page.Window.window
                                if (checked) w.showFullScreen(); else w.showNormal()
                            }
                        }
                    }
                }
            }
            Button {
                id: settingsDone
                objectName: "settingsDone"
                parent: settingsPopup.contentItem  // (under the scrolling settings)
                anchors { right: parent.right; bottom: parent.bottom }
                height: Math.max(48, 6.5 * page.u)
                text: qsTr("Done")
                highlighted: true
                Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                font.pixelSize: 2.2 * page.u
                onClicked: settingsPopup.close()
            }
        }
    }

    // The kiosk's keyboard for names, made only in kiosk mode: elsewhere names are typed, and its keys weighed on
    // every lobby (and on a table's arrival, the lobby's page still under it).
    Loader {
        id: nameKeyboard
        active: page.kioskMode
        sourceComponent: OnScreenKeyboard {
            u: page.u
            recentNames: page.recentNames
            onAccepted: (seat, text) => seatsModel.setProperty(seat, "name", text)
        }
        function edit(seat, name) { if (item) item.edit(seat, name) }
    }
}
