import QtQuick

// The keyboard's focus, drawn: a ring in Theme.focusRing around the item that has it (Main.qml keeps one on the
// window's active focus item). A control or a text field is ringed when the focus came from the keyboard (its
// visualFocus: Tab, Backtab, a shortcut), not from a tap; a list that has the focus rings its current row; any other
// item (a page holding the table's keys) none.
Rectangle {
    id: ring
    objectName: "focusRing"
    required property Item focused  // the item with the active focus
    // a list (ListView, GridView) rings the row its arrows move, inside the row (the list clips what lies outside)
    readonly property bool list: focused.currentItem !== undefined && focused.currentIndex !== undefined
    readonly property bool keyboard: focused.visualFocus !== undefined ? focused.visualFocus
        : focused.focusReason === Qt.TabFocusReason || focused.focusReason === Qt.BacktabFocusReason
    readonly property bool shown: list ? focused.activeFocus && focused.currentItem !== null : keyboard && focused.activeFocus
    readonly property real thickness: 3
    parent: list ? focused.currentItem : focused
    visible: shown && parent !== null
    anchors.fill: parent
    anchors.margins: list ? thickness / 2 : -thickness
    z: 10000
    radius: list ? 6 : 8
    color: "transparent"
    border.color: Theme.focusRing
    border.width: thickness
}
