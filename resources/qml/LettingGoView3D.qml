import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0

// A View3D that drops its statistics' connection to the window's render thread as it goes, before Qt deletes them
// (dicebar.ui.view_teardown): every Qt Quick 3D view of the program is one.
View3D {
    // (not as the engine goes, after its singletons, when the window has stopped drawing)
    Component.onDestruction: if (typeof ViewTeardown.letGo === "function") ViewTeardown.letGo(renderStats)
}
