pragma Singleton
import QtQuick

QtObject {
    readonly property color background: "#15100c"
    readonly property color panel: "#221912"
    readonly property color panelLight: "#2e2219"
    readonly property color line: "#4a3526"
    readonly property color text: "#f3e9d2"
    readonly property color textDim: "#bba98c"
    readonly property color accent: "#f2a93b"
    readonly property color felt: "#1f5d3a"
    readonly property color good: "#8fd18b"
    readonly property color warn: "#f07a5a"
    readonly property color focusRing: "#7fd6ff"  // the keyboard's focus (FocusRing.qml): cool against the warm theme
    readonly property color keyCap: "#e6100b08"  // a key's name on its button (KeyCap.qml)
    readonly property string display: "Georgia"
    readonly property string mono: "monospace"  // codes read character by character: a seal, a seed
    // sizes scale with the window's shorter side, so 1024x600 and 4K both read well
    property real unit: 8
}
