import QtQuick
import QtQuick.Controls

// A key's name on the button (or die) it works: a small cap in the corner ("Space", "C", "1"). The names are
// TableKeys' words. Placed as a child of its button, it sits on the button's top right corner.
Rectangle {
    id: cap
    objectName: "keyCap"
    property alias text: label.text
    property real u: 8
    anchors { right: parent.right; top: parent.top; rightMargin: -0.4 * u; topMargin: -0.6 * u }
    width: Math.max(height, label.implicitWidth + 0.9 * u)
    height: label.implicitHeight + 0.25 * u
    radius: 0.5 * u
    z: 2
    color: Theme.keyCap
    border.color: Theme.textDim
    border.width: 1
    Label {
        id: label
        objectName: "keyCapText"
        anchors.centerIn: parent
        font.pixelSize: Math.max(10, 1.3 * cap.u)
        font.bold: true
        color: Theme.text
    }
}
