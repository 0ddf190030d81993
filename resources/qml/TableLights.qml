import QtQuick
import QtQuick3D

// The bar's lights over the table, the same in both of Table3D's layers: a warm key light, a cool fill and,
// above the low level, a lamp above the middle (a third light costs too much per pixel in software rendering);
// at the high level the key light casts shadow maps (dicebar.ui.renderer has the levels).
Node {
    id: lights
    property string quality: "low"
    readonly property bool high: quality === "high"  // the level with shadow maps

    DirectionalLight {
        objectName: "keyLight"
        // At the high level it comes more from the left, so that each die's shadow falls beside it, where the
        // camera sees it, rather than mostly behind it
        eulerRotation: Qt.vector3d(-62, lights.high ? -60 : -28, 0)
        brightness: 1.0
        color: "#fff3df"
        castsShadow: lights.high
        shadowMapQuality: Light.ShadowMapQualityHigh
        shadowFactor: 100
        // Fitted to the camera's view out to shadowMapFar (cm), in two cascades: with none (a map fitted to every
        // caster and receiver), Qt 6.11 drew no shadow at all, not even a cube's on a plane.
        csmNumSplits: 1
        shadowMapFar: 400
        // Both in scene units (cm), against a 1.6 cm die: a softening wider than the die (Qt's default of 2) leaves
        // no shadow to see, and a bias under about 1 cm speckles the dice's lit faces with their own shadow.
        shadowBias: 1.0
        pcfFactor: 0.3
    }
    DirectionalLight {
        eulerRotation: Qt.vector3d(-35, 150, 0)
        brightness: 0.35
        color: "#bcd0ff"
    }
    PointLight {
        visible: lights.quality !== "low"
        position: Qt.vector3d(0, 90, 10)
        brightness: 0.6
        color: "#ffd9a0"
        quadraticFade: 0.4
    }
}
