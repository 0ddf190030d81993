import QtQuick
import QtQuick3D
import "dice"

// Qt Quick 3D makes a material's shaders and graphics pipeline the first time the material is drawn, in the
// render thread's frame: under llvmpipe the first frame to show a die cost 15-30 ms more (its code compiled), in
// the middle of the table's first throw. So the table draws what a throw shows (a die, a kept die's glow and
// pool of light, the blob shadows) for a few frames when it arrives, and again after the window has let its
// caches go (Table3D.releaseStaleCaches), where nobody sees them: inside the far rail, whose top hides them (in
// both of Table3D's ways of drawing, the rail is a solid box in the moving view's depth). Then they go.
Node {
    id: warmUp

    property DiceKit kit
    property var table                      // Table3D's `table` (feltHalf, railWidth, railHeight, dieEdge)
    property bool poker: false
    property int frames: 3                  // drawn this many frames: a pipeline is made on the first
    property bool running: true
    function restart() { running = true }

    // the far rail's centre, in the table's frame (Table3D.railBoxes[0])
    position: Qt.vector3d(0, 0, -(table.feltHalf[1] + table.railWidth / 2))
    visible: running
    readonly property real edge: Math.min(table.railHeight, table.railWidth) * 0.4  // glow and pool stay inside

    Repeater3D {
        model: warmUp.running ? [false, true] : []
        delegate: Die {
            required property bool modelData
            kit: warmUp.kit
            poker: warmUp.poker
            edge: warmUp.edge
            highlighted: modelData
            x: (modelData ? 1 : -1) * warmUp.edge * 1.5
            y: warmUp.table.railHeight / 2
            feltLevel: y - warmUp.edge * 0.6   // the shadow and the glow's pool just under the die, in the rail
        }
    }
    FrameAnimation {
        running: warmUp.running
        onTriggered: if (currentFrame >= warmUp.frames) warmUp.running = false
    }
}
