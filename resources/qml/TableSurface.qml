import QtQuick
import QtQuick3D
import "bar"

// The still table: the felt, the four wooden rails and the table top under them, and the bar around it (BarRoom).
// Table3D puts it in its own scene in one view (the dice's shadows fall on it) and in its backdrop layer at the
// low level.
Node {
    id: surface

    required property var table        // Table3D's `table` (feltHalf, railWidth, railHeight)
    required property var railBoxes    // Table3D's railBoxes: centre and size of each rail
    required property real halfX
    required property real halfZ
    required property Texture feltMap
    required property Texture woodMap
    // How much is drawn: the felt, then the rails, the table top and the bar around, one more part a step, from
    // 0 (none) to allParts (all of it): BackdropView's first frames
    readonly property int allParts: 4
    property int parts: allParts

    Model {
        objectName: "felt"
        visible: surface.parts >= 1
        source: "#Rectangle"
        eulerRotation.x: -90
        scale: Qt.vector3d(surface.table.feltHalf[0] / 50, surface.table.feltHalf[1] / 50, 1)
        materials: PrincipledMaterial {
            baseColorMap: surface.feltMap
            baseColor: "#ffffff"
            roughness: 0.95
        }
    }
    Repeater3D {
        model: surface.railBoxes
        delegate: Model {
            required property var modelData
            visible: surface.parts >= 2
            source: "#Cube"
            position: Qt.vector3d(modelData.x, surface.table.railHeight / 2, modelData.z)
            scale: Qt.vector3d(modelData.sx / 100, surface.table.railHeight / 100, modelData.sz / 100)
            materials: PrincipledMaterial { baseColorMap: surface.woodMap; roughness: 0.35; metalness: 0.0 }
        }
    }
    Model {
        objectName: "tableTop"
        visible: surface.parts >= 3
        source: "#Cube"
        position: Qt.vector3d(0, -2.6, 0)
        scale: Qt.vector3d((surface.halfX + 6) / 50, 0.05, (surface.halfZ + 6) / 50)
        materials: PrincipledMaterial { baseColorMap: surface.woodMap; baseColor: "#6a4a34"; roughness: 0.6 }
    }
    BarRoom {
        visible: surface.parts >= 4
        halfX: surface.halfX
        halfZ: surface.halfZ
    }
}
