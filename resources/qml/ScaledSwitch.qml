import QtQuick
import QtQuick.Controls

// A Switch whose indicator grows as the words beside it do. Material draws the indicator in fixed pixels, so at 4K
// or at a large text size it was a speck beside its label; here it is scaled by Theme.controlScale of the page's
// unit, and the room it takes (the gap to the words, the control's height) grows with it.
Switch {
    id: control

    property real unit: 0  // the page's unit (Theme.unit)
    readonly property real grow: Theme.controlScale(unit)

    indicator.scale: grow
    // beside its words it grows away from them; alone it grows about its middle
    indicator.transformOrigin: text === "" ? Item.Center : mirrored ? Item.Right : Item.Left
    // (the words are laid out after the indicator's width and this gap: Material's own width takes it all in)
    spacing: 8 * grow + (grow - 1) * indicator.width
    // Material's height, or the indicator's where it grew taller (its padding is no part of it, as in Material's)
    implicitHeight: Math.max(implicitContentHeight + topPadding + bottomPadding, indicator.height * grow)
}
