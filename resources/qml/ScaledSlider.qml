import QtQuick
import QtQuick.Controls

// A Slider whose handle and track grow as the words around it do. Material draws them in fixed pixels (a 4 px
// track, a 13 px handle), so at 4K or at a large text size they were hard to see and to take hold of; here they are
// grown by Theme.controlScale of the page's unit. The track grows in thickness only (its step marks with it): it still
// spans the slider.
Slider {
    id: control

    property real unit: 0  // the page's unit (Theme.unit)
    readonly property real grow: Theme.controlScale(unit)

    // the handle drawn at its size, not scaled up (a circle scaled from 13 px shows its facets)
    handle.width: implicitHandleWidth * grow
    handle.height: implicitHandleHeight * grow
    background.transform: Scale {
        origin.y: control.background.height / 2
        yScale: control.horizontal ? control.grow : 1
        origin.x: control.background.width / 2
        xScale: control.horizontal ? 1 : control.grow
    }
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitHandleHeight * grow + topPadding + bottomPadding)  // (Material's, the handle grown)
}
