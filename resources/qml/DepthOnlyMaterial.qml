import QtQuick
import QtQuick3D

// An invisible occluder for Table3D's layer of moving things, which is drawn with a transparent background over
// the layer with the table itself: an opaque, unlit material that writes depth and a fully transparent colour
// (what the layer was cleared to), so it hides what lies behind it in its own View3D and lets the rails of the
// layer under it show through. Opaque, it is drawn with the dice in one depth-tested pass; a blended material
// with a depth pre-pass measured 14 ms of CPU per 1280x800 frame under llvmpipe for the same picture.
CustomMaterial {
    shadingMode: CustomMaterial.Unshaded
    fragmentShader: "dice/depth_only.frag"
}
