import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import DiceBar.Records 1.0

// Kiosk mode over the whole window (dicebar.app.kiosk.Kiosk is `kiosk`): the attract screen with its silent
// demo game, the welcome back for a new group, the operator's corner (a 3 s press), PIN pad and menu.
Item {
    id: shell
    objectName: "kioskLayer"
    required property var kiosk
    required property var lobby
    property string quality: "low"  // the next table's level (Main.qml)
    signal newGroupRequested()
    signal learnRequested(string gameId)  // a stranger asks for the guided first game of the game shown

    readonly property real u: Theme.unit(width, height)  // (grows with the Text size setting)
    // `kiosk` (and `lobby`) turn null when their objects go before this layer (the window closing): nothing
    // here reads them then
    readonly property bool attracting: !!kiosk && kiosk.attracting
    // the statistics (dicebar.app.stats.Stats), for the house's luck; null without them (tests)
    readonly property var statistics: typeof stats !== "undefined" ? stats : null
    // The demo table is drawn at the level of the moment it is made, kept for its life (Main.qml says why).
    property string demoQuality: "low"
    property bool demoShown: false
    onAttractingChanged: showDemo()
    Component.onCompleted: showDemo()
    function showDemo() {
        if (attracting) demoQuality = quality
        demoShown = attracting
        if (attracting) attract.forceActiveFocus()  // a key wakes it as a touch does
    }

    // ----- the attract screen: computers play a silent demo; a touch anywhere brings the next group -----
    Item {
        id: attract
        objectName: "attractScreen"
        anchors.fill: parent
        visible: shell.attracting
        // by keys: Space or Return brings the next group, Tab goes to the offer to learn
        Keys.onPressed: event => {
            event.accepted = event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter
            if (event.accepted) shell.kiosk.wake()
        }

        Loader {
            anchors.fill: parent
            active: shell.demoShown
            sourceComponent: TablePage {
                objectName: "attractTable"
                session: shell.kiosk ? shell.kiosk.demoSession : null
                quality: shell.demoQuality
                silent: true
                enabled: false
            }
        }
        // between two demo games: the house's luck, every die thrown on this machine (dicebar.app.luck)
        Rectangle {
            id: houseLuck
            objectName: "attractLuck"
            anchors.fill: parent
            visible: shell.attracting && shell.kiosk.showingLuck
            color: Theme.background
            LuckModel {
                id: luck
                stats: houseLuck.visible ? shell.statistics : null  // read afresh each time it is shown
            }
            ColumnLayout {
                anchors { fill: parent; leftMargin: 14 * shell.u; rightMargin: 14 * shell.u; topMargin: 5 * shell.u
                          bottomMargin: (learnOffer.visible ? 27 : 17) * shell.u }  // above the words
                spacing: shell.u
                Label {
                    text: qsTr("The house's luck")
                    font.family: Theme.display
                    font.pixelSize: 6 * shell.u
                    font.bold: true
                    color: Theme.accent
                    Layout.alignment: Qt.AlignHCenter
                }
                Label {
                    text: qsTr("Each face's share of the dice thrown here. Dashed: even dice, one in six.")
                    font.pixelSize: 2.2 * shell.u
                    color: Theme.textDim
                    Layout.alignment: Qt.AlignHCenter
                }
                LuckChart {
                    group: luck.groups[0]
                    labels: luck.faceLabels
                    scale: luck.scale
                    evenShare: luck.evenShare
                    u: shell.u * 1.3
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                }
            }
        }
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            height: (learnOffer.visible ? 36 : 26) * shell.u
            gradient: Gradient {
                GradientStop { position: 0; color: "#0015100c" }
                GradientStop { position: 0.45; color: "#e015100c" }
                GradientStop { position: 1; color: "#ff15100c" }
            }
            ColumnLayout {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: (learnOffer.visible ? 12 : 3) * shell.u  // the offer to learn lies below
                spacing: 0
                Label {
                    objectName: "touchToPlay"
                    text: qsTr("Touch to play")
                    font.family: Theme.display
                    font.pixelSize: 8 * shell.u
                    font.bold: true
                    color: Theme.accent
                    Layout.alignment: Qt.AlignHCenter
                    SequentialAnimation on opacity {
                        running: shell.attracting && !Theme.reducedMotion
                        loops: Animation.Infinite
                        NumberAnimation { from: 1; to: 0.55; duration: 1200; easing.type: Easing.InOutSine }
                        NumberAnimation { from: 0.55; to: 1; duration: 1200; easing.type: Easing.InOutSine }
                    }
                }
                Label {
                    text: qsTr("Dice Bar · the classic bar and pub dice games") + " · "
                        + (shell.kiosk && shell.kiosk.demoSession ? qsTr("%1 now showing").arg(shell.kiosk.demoSession.title) : "")
                    font.pixelSize: 2.4 * shell.u
                    color: Theme.textDim
                    Layout.alignment: Qt.AlignHCenter
                }
            }
        }
        MouseArea {
            objectName: "attractTouch"
            anchors.fill: parent
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Touch to play")
            Accessible.onPressAction: shell.kiosk.wake()
            onPressed: shell.kiosk.wake()
        }
        // a guided first game of the game now showing (or of the lobby's first game), for someone new to it: over
        // the touch area, under the words
        Button {
            id: learnOffer
            objectName: "learnInAMinute"
            readonly property string gameId: shell.kiosk ? shell.kiosk.tutorialGame : ""
            visible: gameId.length > 0
            anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 2.5 * shell.u }
            text: qsTr("New here? Learn in a minute")
            highlighted: true
            Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
            focusPolicy: Qt.TabFocus
            font.pixelSize: 2.4 * shell.u
            font.bold: true
            height: Math.max(48, 7.5 * shell.u)
            onClicked: {
                const game = gameId
                shell.kiosk.stopAttract()
                shell.learnRequested(game)
            }
        }
    }

    Connections {
        target: shell.kiosk
        function onWoke() {
            // (a guided first game left half-way is not worth carrying on: the next group starts afresh)
            const session = shell.lobby.session
            if (session && !session.over && !session.isTutorial) welcome.open()
            else shell.newGroupRequested()
        }
    }

    StillUnderReducedMotion { popup: welcome }

    // ----- a game was left half-way: the next group may carry on or start afresh -----
    Popup {
        id: welcome
        objectName: "welcomeBack"
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        closePolicy: Popup.NoAutoClose
        padding: 4 * shell.u
        focus: true
        onOpened: resumeGame.forceActiveFocus(Qt.TabFocusReason)  // by keys: Space carries on, Tab to New game
        background: Rectangle { color: Theme.panel; border.color: Theme.accent; radius: shell.u }
        contentItem: ColumnLayout {
            spacing: 2 * shell.u
            Label {
                text: qsTr("A game is still going")
                font.family: Theme.display
                font.pixelSize: 4.5 * shell.u
                color: Theme.accent
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                text: shell.lobby && shell.lobby.session ? shell.lobby.session.title + " — " + (shell.lobby.session.hud.headline || "") : ""
                font.pixelSize: 2.4 * shell.u
                color: Theme.textDim
                Layout.alignment: Qt.AlignHCenter
            }
            RowLayout {
                spacing: 2 * shell.u
                Layout.alignment: Qt.AlignHCenter
                Button {
                    id: resumeGame
                    objectName: "resumeGame"
                    text: qsTr("Carry on playing")
                    highlighted: true
                    Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                    focusPolicy: Qt.TabFocus
                    font.pixelSize: 2.6 * shell.u
                    Layout.preferredHeight: 9 * shell.u
                    Layout.preferredWidth: 36 * shell.u
                    onClicked: welcome.close()
                }
                Button {
                    objectName: "newGroup"
                    text: qsTr("New game")
                    focusPolicy: Qt.TabFocus
                    font.pixelSize: 2.6 * shell.u
                    Layout.preferredHeight: 9 * shell.u
                    Layout.preferredWidth: 36 * shell.u
                    onClicked: { welcome.close(); shell.newGroupRequested() }
                }
            }
        }
    }

    // ----- the operator's corner: top right, held for three seconds -----
    MouseArea {
        id: corner
        objectName: "operatorCorner"
        anchors { top: parent.top; right: parent.right }
        width: 12 * shell.u
        height: 12 * shell.u
        visible: !!shell.kiosk && shell.kiosk.active
        pressAndHoldInterval: 3000
        // the pad opens when the finger lifts after the hold: a popup opened under a pressed finger steals the
        // release, and the corner would stay "pressed"
        property bool held: false
        onPressed: held = false
        onPressAndHold: held = true
        onCanceled: held = false
        onReleased: if (held) { held = false; pinPad.start("unlock") }
        onClicked: if (shell.attracting) shell.kiosk.wake()
        Rectangle {  // a faint ring fills while held, so the operator knows to keep holding
            anchors.centerIn: parent
            width: parent.width * 0.6 * holdProgress
            height: width
            radius: width / 2
            color: "transparent"
            border.color: Theme.accent
            border.width: Math.max(2, 0.3 * shell.u)
            visible: corner.pressed
            property real holdProgress: 0
            NumberAnimation on holdProgress {
                running: corner.pressed
                from: 0.1; to: 1; duration: 3000
            }
        }
    }

    PinPad {
        id: pinPad
        kiosk: shell.kiosk
        u: shell.u
        onUnlocked: {
            shell.kiosk.stopAttract()
            operatorMenu.open()
        }
    }
    OperatorMenu {
        id: operatorMenu
        kiosk: shell.kiosk
        u: shell.u
        onChangePinRequested: pinPad.start("change")
    }
}
