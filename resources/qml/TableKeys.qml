pragma Singleton
import QtQuick

// The table's keys: the key each action answers to and the name its key cap shows (KeyCap.qml), read by the table
// (TablePage), the hand tray and PeekPoker's betting bar, so that a key and the word on its button never differ.
// A letter key is its own name: translated, the letter follows the word ("C" for Call may become another letter).
// The number keys pick the hand tray's dice (the session numbers them: GameSession.dieOfKey), or in PeekPoker's
// betting the quick bet sizes.
QtObject {
    readonly property var roll: ({ key: Qt.Key_Space, name: qsTr("Space") })
    readonly property var stop: ({ key: Qt.Key_Return, name: qsTr("Return") })
    readonly property var menu: ({ key: Qt.Key_Escape, name: qsTr("Esc") })
    readonly property var hint: ({ name: qsTr("H", "the key for the coach's Hint") })
    readonly property var check: ({ name: qsTr("K", "the key for Check") })
    readonly property var call: ({ name: qsTr("C", "the key for Call") })
    readonly property var fold: ({ name: qsTr("F", "the key for Fold") })
    readonly property var bet: ({ name: qsTr("B", "the key for Bet or Raise") })
    readonly property var peek: ({ name: qsTr("P", "the key held to peek under one's cup") })
    readonly property var more: ({ key: Qt.Key_Up, name: qsTr("↑") })    // the bet's size, a chip more
    readonly property var less: ({ key: Qt.Key_Down, name: qsTr("↓") })  // ... and a chip less

    // Does the key `event` (a KeyEvent) work `binding`? No modifier but Shift (Ctrl+C is not Call).
    function pressed(event, binding) {
        if (event.modifiers & ~(Qt.ShiftModifier | Qt.KeypadModifier)) return false
        if (binding.key === Qt.Key_Return) return event.key === Qt.Key_Return || event.key === Qt.Key_Enter
        if (binding.key !== undefined) return event.key === binding.key
        return event.text.length > 0 && event.text.toUpperCase() === binding.name.toUpperCase()
    }
    // The number key `event` is (1 to 9), or 0.
    function digit(event) {
        if (event.modifiers & ~(Qt.ShiftModifier | Qt.KeypadModifier)) return 0
        return event.key >= Qt.Key_1 && event.key <= Qt.Key_9 ? event.key - Qt.Key_0 : 0
    }
}
