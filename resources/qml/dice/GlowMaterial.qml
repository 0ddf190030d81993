import QtQuick
import QtQuick3D

// A warm rim glow for a shell a little larger than the object it surrounds: only the shell's far side is drawn,
// so the object hides it and the glow shows only around its silhouette (additive, unlit, cheap: one
// dot product per pixel, fine on software rendering).
CustomMaterial {
    property color glowColor: "#ffc23a"
    property real glowStrength: 1.0
    property real glowPower: 2.0

    shadingMode: CustomMaterial.Unshaded
    sourceBlend: CustomMaterial.One
    destinationBlend: CustomMaterial.One
    depthDrawMode: Material.NeverDepthDraw
    cullMode: Material.FrontFaceCulling
    vertexShader: "glow.vert"
    fragmentShader: "glow.frag"
}
