import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import DiceBar.Scene 1.0

// What the operator may do once the PIN is in: the attract timeout, table speed, sound, the PIN itself, the
// leaderboard, leaving kiosk mode or quitting.
Popup {
    id: menu
    readonly property QtObject still: StillUnderReducedMotion { popup: menu }  // reduced motion: opens at once
    objectName: "operatorMenu"
    required property var kiosk  // null once its object is gone (the window closing): nothing reads it then
    readonly property real speed: kiosk ? kiosk.speed : 1
    property real u: 8
    property bool confirmClear: false
    signal changePinRequested()

    readonly property var timeouts: [[30, qsTr("%1 s").arg(30)], [60, qsTr("%1 min").arg(1)], [120, qsTr("%1 min").arg(2)], [300, qsTr("%1 min").arg(5)], [600, qsTr("%1 min").arg(10)]]
    // the player's settings (dicebar.app.settings) when the app has them: sound on or off is kept there
    readonly property var savedSettings: typeof appSettings !== "undefined" ? appSettings : null

    onOpened: confirmClear = false
    focus: true  // by keys: Tab walks the menu from its first control
    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    closePolicy: Popup.NoAutoClose
    padding: 3 * u
    width: Math.min(parent.width - 2 * u, 100 * u)
    height: Math.min(parent.height - 2 * u, implicitHeight)
    background: Rectangle { color: Theme.panel; border.color: Theme.accent; radius: u }

    component Heading: Label {
        color: Theme.text
        font.pixelSize: 2.3 * menu.u
        Layout.topMargin: 0.5 * menu.u
    }
    component MenuButton: Button {
        focusPolicy: Qt.TabFocus  // a tap leaves the focus where it was; Tab walks the menu (Space presses)
        font.pixelSize: 2.2 * menu.u
        Layout.fillWidth: true
        Layout.preferredHeight: 7.5 * menu.u
        topInset: 0.4 * menu.u
        bottomInset: 0.4 * menu.u
    }

    contentItem: Flickable {
        clip: true
        contentHeight: column.implicitHeight
        implicitHeight: column.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ColumnLayout {
            id: column
            width: parent.width
            spacing: menu.u

            Label {
                text: qsTr("Operator")
                font.family: Theme.display
                font.pixelSize: 4 * menu.u
                color: Theme.accent
            }

            Heading { text: qsTr("Attract screen after") }
            RowLayout {
                spacing: menu.u
                Layout.fillWidth: true
                Repeater {
                    model: menu.timeouts
                    delegate: MenuButton {
                        required property var modelData
                        objectName: "attractAfter" + modelData[0]
                        text: modelData[1]
                        highlighted: !!menu.kiosk && menu.kiosk.attractAfter === modelData[0]
                        Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                        onClicked: menu.kiosk.attractAfter = modelData[0]
                    }
                }
            }

            Heading { text: qsTr("Table speed") + "  ·  " + Number(menu.speed).toLocaleString(Qt.locale(), "f", 2) + "×" }
            ScaledSlider {
                objectName: "operatorSpeed"
                unit: menu.u
                from: Choices.speedMinimum; to: Choices.speedMaximum; stepSize: Choices.speedStep
                value: menu.speed
                onMoved: menu.kiosk.speed = value
                Layout.fillWidth: true
                Layout.preferredHeight: 7 * menu.u
            }

            RowLayout {
                spacing: 2 * menu.u
                Layout.fillWidth: true
                ScaledSwitch {
                    objectName: "operatorSound"
                    unit: menu.u
                    text: qsTr("Sound")
                    checked: !(menu.savedSettings && menu.savedSettings.values.muted)
                    font.pixelSize: 2.2 * menu.u
                    Layout.preferredHeight: 7 * menu.u
                    onToggled: {
                        if (menu.savedSettings) menu.savedSettings.setValue("muted", !checked)
                        menu.kiosk.setSound(checked)
                    }
                }
                ScaledSwitch {
                    objectName: "operatorStartInKiosk"
                    unit: menu.u
                    text: qsTr("Start in kiosk mode")
                    checked: !!menu.kiosk && menu.kiosk.startInKiosk
                    font.pixelSize: 2.2 * menu.u
                    Layout.preferredHeight: 7 * menu.u
                    onToggled: menu.kiosk.startInKiosk = checked
                }
            }

            RowLayout {
                spacing: menu.u
                Layout.fillWidth: true
                MenuButton {
                    objectName: "changePin"
                    text: qsTr("Change the PIN")
                    onClicked: { menu.close(); menu.changePinRequested() }
                }
                MenuButton {
                    objectName: "clearLeaderboard"
                    text: menu.confirmClear ? qsTr("Tap again to clear it") : qsTr("Clear the leaderboard")
                    Material.background: menu.confirmClear ? Theme.warn : undefined
                    onClicked: {
                        if (!menu.confirmClear) { menu.confirmClear = true; return }
                        menu.confirmClear = false
                        menu.kiosk.clearLeaderboard()
                    }
                }
            }
            Label {
                objectName: "operatorMessage"
                text: menu.kiosk ? menu.kiosk.message : ""
                visible: text.length > 0
                color: Theme.good
                font.pixelSize: 2 * menu.u
            }

            RowLayout {
                spacing: menu.u
                Layout.fillWidth: true
                Layout.topMargin: menu.u
                MenuButton {
                    objectName: "leaveKiosk"
                    text: qsTr("Leave kiosk mode")
                    onClicked: { menu.close(); menu.kiosk.leave() }
                }
                MenuButton {
                    objectName: "quitApp"
                    text: qsTr("Quit Dice Bar")
                    onClicked: { menu.close(); menu.kiosk.quitApp() }
                }
                MenuButton {
                    objectName: "operatorClose"
                    text: qsTr("Back to the game")
                    highlighted: true
                    Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                    onClicked: menu.close()
                }
            }
        }
    }
}
