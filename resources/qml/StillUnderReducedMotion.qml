import QtQuick

// Under reduced motion (Theme.reducedMotion) a popup or drawer opens and closes at once: its style's slide, fade
// and zoom give way to transitions with nothing in them. Without it, the style's own come back.
QtObject {
    id: still
    required property QtObject popup
    readonly property Transition none: Transition {}
    readonly property Binding enterBinding: Binding {
        target: still.popup; property: "enter"; value: still.none; when: Theme.reducedMotion
    }
    readonly property Binding exitBinding: Binding {
        target: still.popup; property: "exit"; value: still.none; when: Theme.reducedMotion
    }
}
