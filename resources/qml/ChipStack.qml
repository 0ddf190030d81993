import QtQuick
import QtQuick3D
import "dice"
import DiceBar.Scene 1.0

// `amount` chips as a real stack would hold them: a column per denomination (TableSizes.chipDenominations, largest first),
// side by side. Position the node where the stack stands on the felt (y = 0 is the felt).
Node {
    id: stack
    property DiceKit kit
    property int amount: 0
    property bool dimmed: false
    property bool highlighted: false
    readonly property var columns: {
        const result = []
        let left = Math.max(0, amount)
        for (const value of TableSizes.chipDenominations.slice().reverse()) {
            const count = Math.floor(left / value)
            left -= count * value
            if (count > 0) result.push({ value: value, count: Math.min(count, 20) })
        }
        return result
    }
    // Columns in a tight cluster: one in the middle, then around it.
    function columnOffset(index, count) {
        if (count === 1) return Qt.vector3d(0, 0, 0)
        const angle = index * 2 * Math.PI / count + 0.6
        const r = TableSizes.chipRadius * (count === 2 ? TableSizes.chipPairSpread : TableSizes.chipClusterSpread)
        return Qt.vector3d(r * Math.cos(angle), 0, r * Math.sin(angle))
    }
    Repeater3D {
        model: stack.columns.length
        delegate: Node {
            id: column
            required property int index
            readonly property var info: stack.columns[index]
            position: stack.columnOffset(index, stack.columns.length)
            Repeater3D {
                model: column.info ? column.info.count : 0
                delegate: Chip {
                    required property int index
                    kit: stack.kit
                    denomination: column.info.value
                    dimmed: stack.dimmed
                    highlighted: stack.highlighted
                    // stacked a little unevenly, as chips are
                    position: Qt.vector3d(0.05 * Math.sin(index * 2.1), thickness * (index + 0.5), 0.05 * Math.cos(index * 1.7))
                    orientation: Quaternion.fromEulerAngles(0, index * 37 + column.index * 11, 0)
                    blobShadow: index === 0
                }
            }
        }
    }
}
