import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

ApplicationWindow {
    id: window
    required property var lobby
    // The level the next table is drawn at (dicebar.app.quality: low, medium or high). A table keeps the level it
    // was built with: it is handed over as a value, never a binding (Table3D.qml: never a new way of drawing under
    // a live table). `qualityKnown` is false while Auto waits for the window's renderer: a table waits meanwhile.
    property string quality: "low"
    property bool qualityKnown: true
    property int startWidth: 1280
    property int startHeight: 800
    property bool startFullScreen: false

    width: startWidth
    height: startHeight
    minimumWidth: 800
    minimumHeight: 520
    visible: true
    title: qsTr("Dice Bar")
    color: Theme.background
    Material.theme: Material.Dark
    Material.accent: Theme.accent
    Material.background: Theme.panel
    Material.foreground: Theme.text

    // the player's Text size and High contrast (dicebar.app.settings) for every page (Theme.qml), and the window's
    // height: a small window takes less of the text size
    readonly property var savedSettings: typeof appSettings !== "undefined" ? appSettings : null
    Binding { target: Theme; property: "textSize"; value: window.savedSettings ? window.savedSettings.values.text_size : 100 }
    Binding { target: Theme; property: "highContrast"; value: !!window.savedSettings && window.savedSettings.values.high_contrast === true }
    Binding { target: Theme; property: "windowHeight"; value: window.height }
    Binding { target: Theme; property: "reducedMotion"; value: !!window.savedSettings && window.savedSettings.values.reduced_motion === true }

    property var autoStart: ({})
    // Kiosk mode (dicebar.app.kiosk, KioskLayer.qml): null in an ordinary window
    property var kiosk: null
    readonly property bool kioskOn: !!kiosk && kiosk.active
    onClosing: close => { if (window.kioskOn) close.accepted = false }

    // `dicebar --screenshot` reads the window back while the dice may still move; it says so first to the log
    // category the table tells its motion to, and tests/bench/bench_table.py counts no frame across the grab.
    LoggingCategory { id: motionLog; name: "dicebar.motion"; defaultLogLevel: LoggingCategory.Warning }
    function notePausedForScreenshot() { console.info(motionLog, "paused") }

    Shortcut {
        sequences: [StandardKey.Quit, StandardKey.Close]
        enabled: !window.kioskOn
        onActivated: window.close()
    }
    Shortcut {
        sequence: "F11"
        enabled: !window.kioskOn
        onActivated: window.visibility === Window.FullScreen ? window.showNormal() : window.showFullScreen()
    }

    // ----- the keyboard's focus, ringed wherever it is (FocusRing.qml) -----
    property Item focusRing: null
    Component {
        id: focusRingComponent
        FocusRing {}
    }
    onActiveFocusItemChanged: {
        if (focusRing) focusRing.destroy()
        // (made a child of the focused item, it goes with it; shown only while the focus is the keyboard's)
        const item = activeFocusItem
        const ringable = !!item && (item.visualFocus !== undefined || item.focusReason !== undefined)  // a control
        focusRing = ringable ? focusRingComponent.createObject(item, { focused: item }) : null
    }

    // Return (and Enter) press the button that has the focus, as Space does (Qt Quick's buttons take Space only).
    // Disabled otherwise, so the key goes on to the page (at the table, Return stops). A popup blocks it: the
    // PIN pad and the name keyboard take Return themselves.
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: !!window.activeFocusItem && typeof window.activeFocusItem.click === "function"
                 && window.activeFocusItem.enabled
        onActivated: window.activeFocusItem.click()
    }

    // A control that has the focus and goes (a button the table no longer offers) gives it back to the page shown,
    // whose keys then work again.
    Connections {
        target: window.activeFocusItem
        function onVisibleChanged() {
            if (window.activeFocusItem && !window.activeFocusItem.visible && stack.currentItem)
                stack.currentItem.forceActiveFocus()
        }
    }

    Component.onCompleted: {
        if (startFullScreen) showFullScreen()
        if (autoStart.game && lobby.start(autoStart)) window.showTable()
    }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        visible: !(window.kiosk && window.kiosk.attracting)
        // Under software rendering the table's moving layer is drawn into the window beneath every Qt Quick item
        // (Table3D: Underlay), so a page still fading out would lie over the table sliding in: the page that
        // leaves goes at once. (The style's popEnter fades it back in.)
        pushExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: 60 }
        }
        // reduced motion: a page comes and goes at once, without the style's slide
        readonly property Transition still: Transition {}
        Binding on pushEnter { value: stack.still; when: Theme.reducedMotion }
        Binding on pushExit { value: stack.still; when: Theme.reducedMotion }
        Binding on popEnter { value: stack.still; when: Theme.reducedMotion }
        Binding on popExit { value: stack.still; when: Theme.reducedMotion }
        Binding on replaceEnter { value: stack.still; when: Theme.reducedMotion }
        Binding on replaceExit { value: stack.still; when: Theme.reducedMotion }
        // The lobby's page is let go once another page (a table, the leaderboard) has covered it for a moment, and
        // made again from the lobby's setup (dicebar.session.lobby) as that page leaves: kept under a table, it
        // held some 11 MB of a software table's memory. (Not at once: its teardown stays out of the table's first
        // frames, and a glance at the leaderboard keeps it.)
        initialItem: FocusScope {
            id: lobbyPlace
            objectName: "lobbyPlace"
            readonly property bool covered: StackView.status === StackView.Inactive
            onCoveredChanged: {
                if (covered) {
                    lobbyLetGo.restart()
                } else {
                    lobbyLetGo.stop()
                    lobbyLoader.active = true
                }
            }
            Timer { id: lobbyLetGo; interval: 2000; onTriggered: lobbyLoader.active = false }
            Loader {
                id: lobbyLoader
                objectName: "lobbyLoader"
                anchors.fill: parent
                focus: true
                sourceComponent: LobbyPage {
                    lobby: window.lobby
                    kioskMode: window.kioskOn
                    recentNames: window.kiosk ? window.kiosk.recentNames : []
                    // (the notices dismissed stay dismissed in the page made again)
                    noticesDismissed: window.lobbyNoticesDismissed
                    onNoticesDismissedChanged: window.lobbyNoticesDismissed = noticesDismissed
                    onStartRequested: setup => {
                        if (window.lobby.start(setup))
                            window.showTable()
                    }
                    onLeaderboardRequested: stack.push(leaderboardComponent)
                    onLearnRequested: gameId => window.learn(gameId)
                }
            }
        }
    }
    property bool lobbyNoticesDismissed: false

    // The table (Qt Quick 3D, the dice, the cup, the sounds) compiles when the first game starts, not with the
    // lobby: a component named here would be compiled with Main.qml, before the first frame (start-up time).
    // Under software rendering the table arrives at once, without the style's slide: its moving layer is drawn
    // straight into the window at the view's place (Table3D: Underlay), and Qt Quick 3D keys each pipeline by
    // that place, so every frame of a slide would compile the table's pipelines again (under llvmpipe a few MB
    // each, kept until the window lets its caches go). A GPU draws the table into a texture of its own and keeps
    // the slide.
    function showTable() {
        if (!window.qualityKnown) { tableWaiting = true; return }
        const page = stack.push(Qt.resolvedUrl("TablePage.qml"), {
            session: Qt.binding(() => window.lobby ? window.lobby.session : null),
            quality: window.quality,
            kioskMode: Qt.binding(() => window.kioskOn)
        }, window.quality !== "low" ? StackView.PushTransition : StackView.Immediate)
        page.leaveRequested.connect(() => {
            stack.pop()
            window.lobby.leave()
        })
        page.againRequested.connect(() => window.lobby.again())
        // a guided first game played to its end: back to the lobby, that game picked for a real one
        page.realGameRequested.connect(gameId => {
            stack.pop()  // (the lobby's page made again now, if it was let go)
            window.lobby.leave()
            if (lobbyLoader.item) lobbyLoader.item.pickGame(gameId)
        })
    }
    property bool tableWaiting: false
    onQualityKnownChanged: if (qualityKnown && tableWaiting) { tableWaiting = false; showTable() }
    // A guided first game of `gameId` at the table (dicebar.session.tutorial), from the lobby or the kiosk.
    function learn(gameId) {
        if (window.lobby.learn(gameId))
            window.showTable()
    }
    // ... and is compiled ahead on the type loader's thread once the lobby shows, so that Start finds it ready
    property Component tablePreload: null
    Timer {
        interval: 400
        running: true
        onTriggered: window.tablePreload = Qt.createComponent("TablePage.qml", Component.Asynchronous)
    }

    // ----- what is kept between runs (dicebar.app.storage): a resumed game goes to the table; the leaderboard -----
    readonly property var statistics: typeof stats !== "undefined" ? stats : null
    Connections {
        target: typeof autosave !== "undefined" ? autosave : null
        function onResumed() { if (stack.depth === 1) window.showTable() }
    }
    Component {
        id: leaderboardComponent
        LeaderboardPage {
            stats: window.statistics
            onBackRequested: stack.pop()
        }
    }

    // ----- an unexpected error: one friendly sentence over everything (the details are in the log) -----
    Rectangle {
        objectName: "errorOverlay"
        readonly property string message: typeof errorReport !== "undefined" && errorReport ? errorReport.message : ""
        visible: message.length > 0
        anchors.fill: parent
        z: 1000
        color: "#c0000000"
        MouseArea { anchors.fill: parent }  // nothing underneath takes a touch until it is dismissed
        Column {
            anchors.centerIn: parent
            width: Math.min(parent.width * 0.8, 900)
            spacing: 24
            Label {
                objectName: "errorText"
                width: parent.width
                text: parent.parent.message
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: 28 * Theme.textScale
                color: Theme.text
            }
            Button {
                objectName: "errorDismiss"
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Carry on")
                highlighted: true
                Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                font.pixelSize: 24 * Theme.textScale
                height: Math.max(56, implicitHeight)
                onClicked: errorReport.dismiss()
            }
        }
    }

    Loader {
        id: kioskLoader
        objectName: "kioskLoader"
        anchors.fill: parent
        // loaded only for a kiosk (its attract screen holds a table, which would otherwise compile with the lobby)
        Component.onCompleted: {
            if (window.kiosk)
                setSource("KioskLayer.qml", { kiosk: window.kiosk, lobby: window.lobby, quality: Qt.binding(() => window.quality) })  // each demo table takes it as a value
        }
        Connections {
            target: kioskLoader.item
            function onNewGroupRequested() {
                stack.pop(null)
                window.lobby.leave()
                window.lobby.forgetPlayers()  // the last group's names are theirs, not the next group's
            }
            function onLearnRequested(gameId) {
                kioskLoader.item.newGroupRequested()
                window.learn(gameId)
            }
        }
    }
}
