import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0

// One die: pip (1..6) or poker (9 10 J Q K A). The mesh is the same for every value; the orientation shows it.
// Position the Die at the die's centre in a frame whose y = feltLevel is the felt (centimetres, y up) and set
// `orientation` to the physics body's orientation (dicebar.physics.table.to_y_up) and `offset` to the throw
// planner's mesh offset: the mesh is shown at orientation * offset. Do not rotate the Die node itself (its blob
// shadow must stay flat); use `orientation`.
Node {
    id: die

    property DiceKit kit
    property bool poker: false
    property quaternion orientation: Qt.quaternion(1, 0, 0, 0)
    property quaternion offset: Qt.quaternion(1, 0, 0, 0)
    property bool highlighted: false        // kept / selected: a warm glow
    property bool dimmed: false             // out of play: greyed
    property real edge: TableSizes.dieEdge  // cm
    property real feltLevel: 0              // the felt's y in the parent's frame
    property bool blobShadow: true
    property alias castsShadows: body.castsShadows
    property color glowColor: "#ffc23a"
    readonly property quaternion shownRotation: orientation.times(offset)
    readonly property alias body: body      // the pickable Model (a pick result's objectHit)
    // the kit draws a texture only once something shows it (DiceKit.qml)
    readonly property string usesTexture: !die.kit || !die.visible ? "" : die.poker ? "pokerUsed" : "pipsUsed"
    onUsesTextureChanged: if (usesTexture) die.kit[usesTexture] = true
    Component.onCompleted: if (usesTexture) die.kit[usesTexture] = true

    Model {
        id: body
        objectName: die.objectName.length > 0 ? die.objectName + ".body" : ""
        geometry: die.kit ? die.kit.dieGeometry : null
        rotation: die.shownRotation
        readonly property real factor: die.kit ? die.edge / die.kit.dieEdge : 1
        scale: Qt.vector3d(factor, factor, factor)
        pickable: true
        castsShadows: false
        materials: PrincipledMaterial {
            baseColorMap: die.kit ? (die.poker ? die.kit.pokerAtlas : die.kit.pipAtlas) : null
            normalMap: die.kit && die.kit.engraved ? (die.poker ? die.kit.pokerNormals : die.kit.pipNormals) : null
            // With the normal maps, their alpha scales the roughness: 0.3 on the polished body, 0.6 on the paint.
            roughnessMap: normalMap
            roughnessChannel: Material.A
            baseColor: die.dimmed ? "#8a8a8a" : "#ffffff"
            roughness: normalMap ? 0.6 : 0.3
            specularAmount: 0.6
            emissiveFactor: die.highlighted ? Qt.vector3d(0.10, 0.08, 0.02) : Qt.vector3d(0, 0, 0)
        }
    }

    // The glow of a kept die: a slightly larger shell whose rim shines where it turns away from the camera, and
    // a warm pool of light on the felt under it.
    Model {
        visible: die.highlighted
        geometry: body.geometry
        rotation: body.rotation
        scale: body.scale.times(1.3)
        castsShadows: false
        receivesShadows: false
        pickable: false
        materials: GlowMaterial { glowColor: die.glowColor; glowStrength: 1.2; glowPower: 1.5 }
    }
    Model {
        visible: die.highlighted
        source: "#Rectangle"
        eulerRotation.x: -90
        y: die.feltLevel - die.y + 0.04
        readonly property real size: die.edge * 2.6 / 100
        scale: Qt.vector3d(size, size, 1)
        castsShadows: false
        receivesShadows: false
        pickable: false
        materials: PrincipledMaterial {
            lighting: PrincipledMaterial.NoLighting
            baseColor: die.glowColor
            baseColorMap: die.kit ? die.kit.glowTexture : null
            alphaMode: PrincipledMaterial.Blend
            opacity: 0.8
            depthDrawMode: Material.NeverDepthDraw
        }
    }

    BlobShadow {
        kit: die.kit
        visible: die.blobShadow && fade > 0.01
        y: die.feltLevel - die.y + 0.03
        diameter: die.edge * 2.0
        strength: die.highlighted ? 0.5 : 0.72
        lift: Math.max(0, die.y - die.feltLevel - die.edge / 2)
        fadeHeight: die.edge * 4
    }
}
