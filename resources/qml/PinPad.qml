import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// The operator's keypad. "unlock": the PIN opens the operator menu (a wrong one shakes the pad; after a few,
// the kiosk makes each new try wait). "change": a new PIN, typed twice.
Popup {
    id: pad
    readonly property QtObject still: StillUnderReducedMotion { popup: pad }  // reduced motion: opens at once
    objectName: "pinPad"
    required property var kiosk  // null once its object is gone (the window closing): nothing reads it then
    readonly property bool pinSet: !!kiosk && kiosk.pinSet
    readonly property int waitSeconds: kiosk ? kiosk.waitSeconds : 0
    property real u: 8
    property string mode: "unlock"
    property string entered: ""
    property string firstEntry: ""
    property string note: ""
    signal unlocked()
    // The PIN was right: `unlocked` once the pad has closed, not before (a closing popup hands the focus back to what
    // had it before, and would take it from the operator menu opened meanwhile).
    property bool unlocking: false
    onClosed: if (unlocking) { unlocking = false; unlocked() }
    onOpened: unlocking = false

    function start(newMode) {
        mode = newMode
        entered = ""
        firstEntry = ""
        note = ""
        open()
    }
    function press(digit) {
        if (entered.length < 8) entered += digit
        note = ""
    }
    function submit() {
        if (mode === "unlock") {
            if (kiosk.checkPin(entered)) {
                unlocking = true
                close()
            } else {
                note = kiosk.waitSeconds > 0 ? "" : qsTr("That is not the PIN.")
                shake.restart()
            }
            entered = ""
        } else if (firstEntry === "") {
            firstEntry = entered
            entered = ""
        } else if (entered !== firstEntry) {
            note = qsTr("The two PINs differ. Start again.")
            firstEntry = ""
            entered = ""
            shake.restart()
        } else {
            const problem = kiosk.setPin(entered)
            note = problem
            firstEntry = ""
            entered = ""
            if (problem === "") {
                unlocking = true
                close()
            } else {
                shake.restart()
            }
        }
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    closePolicy: Popup.NoAutoClose
    padding: 3 * u
    width: 58 * u
    background: Rectangle { color: Theme.panel; border.color: Theme.accent; radius: u }

    // ticks the waiting time down on screen
    Timer {
        interval: 1000
        repeat: true
        running: pad.opened && pad.waitSeconds > 0
        onTriggered: pad.kiosk.changed()
    }

    // A keyboard at hand works the pad too: the digits, Backspace, Return for OK; Tab to Cancel (the kiosk refuses
    // Escape, one of the keys that would leave it).
    focus: true
    contentItem: ColumnLayout {
        id: column
        spacing: 1.5 * pad.u
        transform: Translate { id: offset }
        focus: true
        Keys.onPressed: event => {
            if (!keys.enabled) return
            if (event.key >= Qt.Key_0 && event.key <= Qt.Key_9) pad.press(String(event.key - Qt.Key_0))
            else if (event.key === Qt.Key_Backspace) pad.entered = pad.entered.slice(0, -1)
            else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && pad.entered.length >= 4) pad.submit()
            else return
            event.accepted = true
        }

        SequentialAnimation {
            id: shake
            loops: 2
            NumberAnimation { target: offset; property: "x"; to: Theme.reducedMotion ? 0 : -2 * pad.u; duration: Theme.reducedMotion ? 0 : 50 }
            NumberAnimation { target: offset; property: "x"; to: Theme.reducedMotion ? 0 : 2 * pad.u; duration: Theme.reducedMotion ? 0 : 100 }
            NumberAnimation { target: offset; property: "x"; to: 0; duration: Theme.reducedMotion ? 0 : 50 }
        }

        Label {
            objectName: "pinTitle"
            text: pad.mode === "unlock" ? qsTr("Operator PIN")
                : (pad.firstEntry === "" ? qsTr("Choose a new PIN (4 to 8 digits)") : qsTr("The new PIN again"))
            font.pixelSize: 3 * pad.u
            font.family: Theme.display
            color: Theme.accent
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            objectName: "pinDots"
            text: pad.entered.length ? "●  ".repeat(pad.entered.length).trim() : " "
            font.pixelSize: 3.2 * pad.u
            color: Theme.text
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredHeight: 5 * pad.u
        }
        Label {
            objectName: "pinNote"
            text: {
                if (pad.mode === "unlock" && !pad.pinSet)
                    return qsTr("No operator PIN is set yet. At this machine run:  %1").arg("dicebar --set-pin")
                if (pad.mode === "unlock" && pad.waitSeconds > 0)
                    return qsTr("Too many wrong PINs. Try again in %n s.", "", pad.waitSeconds)
                return pad.note
            }
            color: Theme.warn
            font.pixelSize: 2 * pad.u
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
            Layout.preferredHeight: 5 * pad.u
        }
        GridLayout {
            id: keys
            columns: 3
            rowSpacing: pad.u
            columnSpacing: pad.u
            Layout.fillWidth: true
            enabled: pad.mode !== "unlock" || (pad.pinSet && pad.waitSeconds === 0)
            Repeater {
                model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "OK"]
                delegate: Button {
                    required property string modelData
                    objectName: "pin-" + (modelData === "⌫" ? "back" : modelData)
                    text: modelData === "OK" ? qsTr("OK") : modelData
                    Accessible.name: modelData === "⌫" ? qsTr("Delete") : text
                    highlighted: modelData === "OK"
                    Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                    enabled: modelData !== "OK" || pad.entered.length >= 4
                    focusPolicy: Qt.TabFocus  // a tap leaves the focus where it was; Tab walks the keys
                    font.pixelSize: 3.4 * pad.u
                    topInset: 0; bottomInset: 0
                    Layout.fillWidth: true
                    Layout.preferredWidth: 14 * pad.u  // the same for every key: even columns
                    Layout.preferredHeight: 10 * pad.u
                    onClicked: {
                        if (modelData === "⌫") pad.entered = pad.entered.slice(0, -1)
                        else if (modelData === "OK") pad.submit()
                        else pad.press(modelData)
                    }
                }
            }
        }
        Button {
            objectName: "pinCancel"
            text: qsTr("Cancel")
            flat: true
            focusPolicy: Qt.TabFocus
            font.pixelSize: 2.4 * pad.u
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredHeight: 8 * pad.u
            Layout.preferredWidth: 24 * pad.u
            onClicked: pad.close()
        }
    }
}
