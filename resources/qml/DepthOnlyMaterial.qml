import QtQuick
import QtQuick3D

// An invisible occluder: it writes depth in the pre-pass and leaves every colour as it is, so it hides what lies
// behind it in its own View3D and lets whatever is under that view show through (Table3D's rails in the layer of
// moving things, which is drawn over the layer with the table itself).
CustomMaterial {
    shadingMode: CustomMaterial.Shaded  // the depth pre-pass needs BASE_COLOR's alpha, which unshaded has not
    sourceBlend: CustomMaterial.Zero
    destinationBlend: CustomMaterial.One
    depthDrawMode: Material.OpaquePrePassDepthDraw
    fragmentShader: "dice/depth_only.frag"
}
