import QtQuick
import QtQuick.Controls

// A ScrollBar that grows as the words beside it do. Material draws it in fixed pixels (a 13 px handle in a 16 px
// track, 4 px where it is not to be dragged), a hairline at 4K or beside large words; here its breadth and padding
// are grown by Theme.controlScale of the page's unit, and its handle keeps the breadth it is given.
ScrollBar {
    property real unit: 0  // the page's unit (Theme.unit)
    readonly property real grow: Theme.controlScale(unit)

    padding: (interactive ? 1 : 2) * grow
    implicitWidth: vertical ? (interactive ? 16 : 4) * grow : implicitContentWidth + leftPadding + rightPadding
    implicitHeight: horizontal ? (interactive ? 16 : 4) * grow : implicitContentHeight + topPadding + bottomPadding
}
