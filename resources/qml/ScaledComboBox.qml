import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Shapes

// A ComboBox whose drop-down arrow grows with its words. Material's arrow is a fixed 40x24 px picture, a speck beside
// the words at 4K or at a large text size, and blurred if scaled; this one is drawn, sized by Theme.controlScale of
// the page's unit, in the colour Material gives its arrow.
ComboBox {
    id: control

    property real unit: 0  // the page's unit (Theme.unit)
    readonly property real grow: Theme.controlScale(unit)

    indicator: Shape {
        x: control.mirrored ? control.padding : control.width - width - control.padding
        y: control.topPadding + (control.availableHeight - height) / 2
        // (set, not implicit: a Shape takes its path's bounds as its implicit size, and the popup and the words
        // leave room for Material's whole picture)
        width: 40 * control.grow
        height: 24 * control.grow
        preferredRendererType: Shape.CurveRenderer
        ShapePath {
            strokeColor: "transparent"
            fillColor: control.enabled ? control.Material.foreground : control.Material.hintTextColor
            // Material's arrow: a triangle 10 px wide and 5 px high in the middle of its picture
            startX: 15 * control.grow; startY: 10 * control.grow
            PathLine { x: 25 * control.grow; y: 10 * control.grow }
            PathLine { x: 20 * control.grow; y: 15 * control.grow }
            PathLine { x: 15 * control.grow; y: 10 * control.grow }
        }
    }
}
