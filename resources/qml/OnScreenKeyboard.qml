import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// The kiosk's own keyboard for a player's name (Qt Virtual Keyboard is GPL): big keys for a finger, the recent
// names one tap away, capitals at the start of each word, and the letters Spanish and German names need (ß has no
// capital of its own: it stays as it is).
Popup {
    id: keyboard
    readonly property QtObject still: StillUnderReducedMotion { popup: keyboard }  // reduced motion: opens at once
    objectName: "nameKeyboard"
    property real u: 8
    property var recentNames: []
    property int seat: -1
    property string text: ""
    property bool shifted: true
    readonly property int maxLength: 20
    signal accepted(int seat, string text)

    function edit(seatIndex, current) {
        seat = seatIndex
        text = current
        shifted = current.length === 0
        open()
    }
    function type(character) {
        if (text.length >= maxLength) return
        text += shifted ? capital(character) : character
        shifted = false
    }
    function capital(character) { return character === "ß" ? character : character.toUpperCase() }
    function backspace() {
        text = text.slice(0, -1)
        shifted = text.length === 0 || text.endsWith(" ") || text.endsWith("-")
    }
    function space() {
        if (text.length === 0 || text.endsWith(" ") || text.length >= maxLength) return
        text += " "
        shifted = true
    }
    function done() {
        const name = text.trim()
        if (name.length === 0) return
        accepted(seat, name)
        close()
    }

    parent: Overlay.overlay
    modal: true
    closePolicy: Popup.NoAutoClose
    x: (parent.width - width) / 2
    y: parent.height - height
    width: Math.min(parent.width, 160 * u)
    padding: 2 * u
    background: Rectangle { color: Theme.panel; border.color: Theme.accent; radius: u }

    component KeyCap: Button {
        property string label: text
        Layout.fillWidth: true
        Layout.preferredWidth: 10 * keyboard.u
        Layout.preferredHeight: 8 * keyboard.u
        topInset: 0.3 * keyboard.u
        bottomInset: 0.3 * keyboard.u
        font.pixelSize: 3 * keyboard.u
        font.capitalization: Font.MixedCase
        focusPolicy: Qt.TabFocus  // a tap leaves the focus where it was; Tab walks the keys (Space presses one)
    }

    // A keyboard at hand types too: its letters, Backspace, Return for Done; Tab to Cancel (the kiosk refuses
    // Escape, one of the keys that would leave it).
    focus: true
    contentItem: ColumnLayout {
        spacing: 0.8 * keyboard.u
        focus: true
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) keyboard.done()
            else if (event.key === Qt.Key_Backspace) keyboard.backspace()
            else if (event.key === Qt.Key_Space) keyboard.space()
            else if (event.text.length === 1 && event.text >= " " && !(event.modifiers & Qt.ControlModifier)) {
                keyboard.shifted = keyboard.shifted || event.text !== event.text.toLowerCase()
                keyboard.type(event.text.toLowerCase())
            } else return
            event.accepted = true
        }

        RowLayout {
            spacing: keyboard.u
            Layout.fillWidth: true
            Label {
                text: qsTr("Your name")
                color: Theme.textDim
                font.pixelSize: 2.2 * keyboard.u
            }
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: 7 * keyboard.u
                color: Theme.background
                radius: 0.6 * keyboard.u
                border.color: Theme.line
                Label {
                    objectName: "keyboardText"
                    anchors.verticalCenter: parent.verticalCenter
                    x: 1.5 * keyboard.u
                    text: keyboard.text + "▏"
                    font.pixelSize: 3.4 * keyboard.u
                    color: Theme.text
                }
            }
        }

        // the recent names: a tap and done
        Flow {
            Layout.fillWidth: true
            spacing: keyboard.u
            visible: keyboard.recentNames.length > 0
            Repeater {
                model: keyboard.recentNames.slice(0, 8)
                delegate: Button {
                    required property string modelData
                    required property int index
                    objectName: "recentName" + index
                    text: modelData
                    flat: true
                    height: 6.5 * keyboard.u
                    topInset: 0.3 * keyboard.u
                    bottomInset: 0.3 * keyboard.u
                    font.pixelSize: 2.3 * keyboard.u
                    font.capitalization: Font.MixedCase
                    focusPolicy: Qt.TabFocus
                    Material.foreground: Theme.accent
                    onClicked: { keyboard.text = modelData; keyboard.done() }
                }
            }
        }

        Repeater {
            model: ["1234567890", "qwertyuiop", "asdfghjkl'", "áéíóúñüäöß"]
            delegate: RowLayout {
                required property string modelData
                spacing: 0.6 * keyboard.u
                Layout.fillWidth: true
                Repeater {
                    model: modelData.split("")
                    delegate: KeyCap {
                        required property string modelData
                        objectName: "key-" + modelData
                        text: keyboard.shifted ? keyboard.capital(modelData) : modelData
                        onClicked: keyboard.type(modelData)
                    }
                }
            }
        }
        RowLayout {
            spacing: 0.6 * keyboard.u
            Layout.fillWidth: true
            KeyCap {
                objectName: "key-shift"
                text: "⇧"
                Accessible.name: qsTr("Shift")
                highlighted: keyboard.shifted
                Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                onClicked: keyboard.shifted = !keyboard.shifted
            }
            Repeater {
                model: "zxcvbnm-".split("")
                delegate: KeyCap {
                    required property string modelData
                    objectName: "key-" + modelData
                    text: keyboard.shifted ? keyboard.capital(modelData) : modelData
                    onClicked: keyboard.type(modelData)
                }
            }
            KeyCap {
                objectName: "key-backspace"
                text: "⌫"
                Accessible.name: qsTr("Delete")
                onClicked: keyboard.backspace()
            }
        }
        RowLayout {
            spacing: 0.6 * keyboard.u
            Layout.fillWidth: true
            KeyCap {
                objectName: "keyboardCancel"
                text: qsTr("Cancel")
                Layout.preferredWidth: 25 * keyboard.u
                font.pixelSize: 2.4 * keyboard.u
                onClicked: keyboard.close()
            }
            KeyCap {
                objectName: "key-space"
                text: qsTr("space")
                Layout.preferredWidth: 60 * keyboard.u
                font.pixelSize: 2.2 * keyboard.u
                onClicked: keyboard.space()
            }
            KeyCap {
                objectName: "keyboardDone"
                text: qsTr("Done")
                highlighted: true
                Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                enabled: keyboard.text.trim().length > 0
                Layout.preferredWidth: 25 * keyboard.u
                font.pixelSize: 2.4 * keyboard.u
                onClicked: keyboard.done()
            }
        }
    }
}
