import QtQuick
import QtQuick3D

// A surface of the bar around the table (BarRoom.qml): `map` tiled in scene centimetres (`tile`: its size),
// tinted, lit by the bar's own light, the same in every quality level (unlit by the scene's lights: the table's
// key light would light the whole room as brightly as the felt). Unshaded: one texture read and a few
// exponentials a pixel, drawn once into the backdrop's picture at the low level.
CustomMaterial {
    property Texture map: null
    property TextureInput surfaceMap: TextureInput { texture: map }
    property vector2d tile: Qt.vector2d(100, 100)
    property color tint: "#ffffff"
    property real saturation: 0.5
    property color ambientColor: "#e8d8c8"   // the room's dim light
    property color poolColor: "#ffd2a0"      // the lamps' warm light
    property real ambient: 0.5
    property real reach: 400               // cm from the felt's middle at which the ambience has fallen to a third
    property real poolStrength: 1.0
    property real poolStretch: 1.0
    // up to six pools: centre (x, y, z) and radius, cm; an unused one lies far away
    property vector4d pool0: Qt.vector4d(0, -1e5, 0, 1)
    property vector4d pool1: Qt.vector4d(0, -1e5, 0, 1)
    property vector4d pool2: Qt.vector4d(0, -1e5, 0, 1)
    property vector4d pool3: Qt.vector4d(0, -1e5, 0, 1)
    property vector4d pool4: Qt.vector4d(0, -1e5, 0, 1)
    property vector4d pool5: Qt.vector4d(0, -1e5, 0, 1)

    shadingMode: CustomMaterial.Unshaded
    vertexShader: "bar.vert"
    fragmentShader: "bar.frag"
}
