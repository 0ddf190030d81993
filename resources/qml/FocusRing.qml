import QtQuick

// The keyboard's focus, drawn: a ring in Theme.focusRing around the item that has it (Main.qml keeps one on the
// window's active focus item). A control or a text field is ringed when the focus came from the keyboard (its
// visualFocus: Tab, Backtab, a key that moved it), not from a tap; any other item (a page holding the table's keys)
// is not. The ring lies just inside the item's edge: a list that clips its rows never cuts it.
Rectangle {
    id: ring
    objectName: "focusRing"
    required property Item focused  // the item with the active focus (the ring's parent)
    readonly property bool keyboard: focused.visualFocus !== undefined ? focused.visualFocus
        : focused.focusReason === Qt.TabFocusReason || focused.focusReason === Qt.BacktabFocusReason
    parent: focused
    visible: keyboard && focused.activeFocus
    anchors.fill: parent
    z: 10000
    radius: 6
    color: "transparent"
    border.color: Theme.focusRing
    border.width: 3
}
