import QtQuick
import QtQuick3D

// Table3D's backdrop layer (felt, rails, table top: drawn only when the window changes, then copied into a
// picture) as seen in the layer of moving things: opaque and unlit, its colour the picture's own pixel. `fill`
// makes it the background of the whole view, just in front of the far plane (on a #Rectangle); otherwise it is a
// rail's occluder, which hides a die behind the rail and looks exactly like the rail. Opaque, it is drawn with the
// dice in one depth-tested pass straight into the window (Table3D's renderMode); a blended occluder with a depth
// pre-pass measured 14 ms of CPU per 1280x800 frame under llvmpipe.
CustomMaterial {
    property bool fill: false
    property Texture backdropTexture: null
    property TextureInput backdrop: TextureInput { texture: backdropTexture }
    shadingMode: CustomMaterial.Unshaded
    cullMode: Material.NoCulling
    vertexShader: fill ? "dice/backdrop_fill.vert" : "dice/backdrop_through.vert"
    fragmentShader: "dice/backdrop_through.frag"
}
