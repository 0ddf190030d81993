import QtQuick
import QtQuick3D

// A cheap contact shadow: a soft dark disc lying just above the felt, for software rendering where real-time
// shadow maps are too slow. Place it in an unrotated frame whose y = 0 is the felt (Die, Token and Chip do).
// `lift` is how far the casting object is above its resting height: the disc fades and spreads as it rises.
Model {
    id: blob

    property DiceKit kit
    property real diameter: 2.4
    property real strength: 0.6
    property real lift: 0
    property real fadeHeight: 6
    readonly property real fade: Math.max(0, 1 - lift / fadeHeight)

    source: "#Rectangle"                        // 100 x 100 in the xy plane, facing +z
    eulerRotation.x: -90
    y: 0.03
    readonly property real spread: diameter / 100 * (1 + 0.8 * (1 - fade))
    scale: Qt.vector3d(spread, spread, 1)
    visible: fade > 0.01
    castsShadows: false
    receivesShadows: false
    pickable: false
    materials: PrincipledMaterial {
        lighting: PrincipledMaterial.NoLighting
        baseColor: "black"
        baseColorMap: blob.kit ? blob.kit.shadowTexture : null
        alphaMode: PrincipledMaterial.Blend
        opacity: blob.strength * blob.fade * blob.fade
        depthDrawMode: Material.NeverDepthDraw
    }
}
