import QtQuick
import QtQuick.Controls

// A Slider whose handle and track grow as the words around it do. Material draws them in fixed pixels (a 4 px
// track, a 13 px handle), so at 4K or at a large text size they were hard to see and to take hold of; here they are
// scaled by Theme.controlScale of the page's unit. The track grows in thickness only: it still spans the slider.
Slider {
    id: control

    property real unit: 0  // the page's unit (Theme.unit)
    readonly property real grow: Theme.controlScale(unit)

    handle.scale: grow
    background.transform: Scale {
        origin.y: control.background.height / 2
        yScale: control.horizontal ? control.grow : 1
        origin.x: control.background.width / 2
        xScale: control.horizontal ? 1 : control.grow
    }
    // the handle's half reaches past each end of the track's span as it grows
    leftPadding: padding + (horizontal ? (grow - 1) * implicitHandleWidth / 2 : 0)
    rightPadding: padding + (horizontal ? (grow - 1) * implicitHandleWidth / 2 : 0)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitHandleHeight * grow + topPadding + bottomPadding)  // (Material's, the handle grown)
}
