import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0

// An Aces in the Pot counter: a brass token with an ace's red pip. Position it at its centre (a stack of n lies
// at y = feltLevel + thickness * (k + 0.5), k = 0..n-1), turn it with `orientation`.
Node {
    id: token

    property DiceKit kit
    property quaternion orientation: Qt.quaternion(1, 0, 0, 0)
    property bool highlighted: false
    property bool dimmed: false
    property real feltLevel: 0
    property bool blobShadow: true
    property alias castsShadows: body.castsShadows
    readonly property real thickness: TableSizes.tokenThickness
    readonly property real radius: TableSizes.tokenRadius
    readonly property alias body: body
    // the kit draws a texture only once something shows it (DiceKit.qml)
    readonly property string usesTexture: token.kit && token.visible ? "tokensUsed" : ""
    onUsesTextureChanged: if (usesTexture) token.kit[usesTexture] = true
    Component.onCompleted: if (usesTexture) token.kit[usesTexture] = true

    Model {
        id: body
        objectName: token.objectName.length > 0 ? token.objectName + ".body" : ""
        geometry: token.kit ? token.kit.tokenGeometry : null
        rotation: token.orientation
        pickable: true
        castsShadows: false
        materials: PrincipledMaterial {
            baseColorMap: token.kit ? token.kit.tokenTexture : null
            baseColor: token.dimmed ? "#8a8a8a" : "#ffffff"
            metalness: 0.2
            roughness: 0.3
            specularAmount: 0.9
            emissiveFactor: token.highlighted ? Qt.vector3d(0.25, 0.18, 0.04) : Qt.vector3d(0, 0, 0)
        }
    }

    BlobShadow {
        kit: token.kit
        visible: token.blobShadow && fade > 0.01
        y: token.feltLevel - token.y + 0.03
        diameter: token.radius * 2.5
        strength: 0.5
        lift: Math.max(0, token.y - token.feltLevel - token.thickness / 2)
        fadeHeight: 6
    }
}
