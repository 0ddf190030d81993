import QtQuick
import QtQuick3D
import "dice"

// `count` counters: a neat stack, or (spread) a loose heap for the pot.
Node {
    id: stack
    property DiceKit kit
    property int count: 0
    property bool spread: false
    Repeater3D {
        model: stack.count
        delegate: Token {
            required property int index
            kit: stack.kit
            readonly property real angle: index * 2.39996
            readonly property real ring: stack.spread ? 1.2 * Math.sqrt(Math.floor(index / 2)) * 2.3 : 0
            readonly property int level: stack.spread ? index % 2 : index
            position: Qt.vector3d(ring * Math.cos(angle), thickness * (level + 0.5), ring * Math.sin(angle))
            blobShadow: level === 0
        }
    }
}
