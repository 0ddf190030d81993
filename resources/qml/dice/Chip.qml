import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0

// A PeekPoker chip of `denomination` 1 (white), 5 (red), 25 (green) or 100 (black). Position it at its centre
// (a stack of n lies at y = feltLevel + thickness * (k + 0.5)); turn it with `orientation`. Stacked chips
// below the top one may set blobShadow: false.
Node {
    id: chip

    property DiceKit kit
    property int denomination: 1
    property quaternion orientation: Qt.quaternion(1, 0, 0, 0)
    property bool highlighted: false
    property bool dimmed: false
    property real feltLevel: 0
    property bool blobShadow: true
    property alias castsShadows: body.castsShadows
    readonly property real thickness: TableSizes.chipThickness
    readonly property real radius: TableSizes.chipRadius
    readonly property alias body: body
    // the kit draws a texture only once something shows it (DiceKit.qml)
    readonly property string usesTexture: chip.kit && chip.visible ? "chipsUsed" : ""
    onUsesTextureChanged: if (usesTexture) chip.kit[usesTexture] = true
    Component.onCompleted: if (usesTexture) chip.kit[usesTexture] = true

    Model {
        id: body
        objectName: chip.objectName.length > 0 ? chip.objectName + ".body" : ""
        geometry: chip.kit ? chip.kit.chipGeometry : null
        rotation: chip.orientation
        pickable: true
        castsShadows: false
        materials: PrincipledMaterial {
            baseColorMap: chip.kit ? chip.kit.chipTexture(chip.denomination) : null
            baseColor: chip.dimmed ? "#8a8a8a" : "#ffffff"
            roughness: 0.45
            emissiveFactor: chip.highlighted ? Qt.vector3d(0.22, 0.17, 0.04) : Qt.vector3d(0, 0, 0)
        }
    }

    BlobShadow {
        kit: chip.kit
        visible: chip.blobShadow && fade > 0.01
        y: chip.feltLevel - chip.y + 0.03
        diameter: chip.radius * 2.5
        strength: 0.45
        lift: Math.max(0, chip.y - chip.feltLevel - chip.thickness / 2)
        fadeHeight: 6
    }
}
