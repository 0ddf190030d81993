import QtQuick
import QtQuick3D
import "dice"
import DiceBar.Scene 1.0

// A player's own dice cup in PeekPoker, standing at their place on the felt. `cupState`:
//   up      standing mouth up, empty (before the hand's private throw)
//   down    turned down over the player's three dice (nobody sees them)
//   peek    held up on its near edge so the owner sees under it (only while the session allows it)
//   folded  turned down, greyed: the player folded
//   away    lifted off at the showdown (the dice are shown)
//   out     no cup: the player has left the table
// `shake()` plays the private throw: the cup shakes mouth up, then is turned down on the felt.
Node {
    id: cup
    property DiceKit kit
    property var spot: [0, 0, 0]          // where it stands, scene units
    property var toward: [0, 1]           // xz direction from the cup toward its owner
    property string cupState: "up"
    readonly property real height: TableSizes.peekCupHeight
    readonly property real radius: TableSizes.peekCupRadius

    // Pose parameters: flip 0 = mouth up, 1 = mouth down; lift in cm; tilt in degrees toward the owner.
    property real flip: cupState === "up" ? 0 : 1
    property real lift: cupState === "peek" ? 3.2 : cupState === "away" ? 16 : 0
    property real tilt: cupState === "peek" ? 38 : 0
    property real fade: cupState === "away" || cupState === "out" ? 0 : 1
    property real wobble: 0
    property bool shaking: false
    Behavior on flip { enabled: !cup.shaking && !Theme.reducedMotion; NumberAnimation { duration: 260; easing.type: Easing.InOutQuad } }
    Behavior on lift { enabled: !cup.shaking && !Theme.reducedMotion; NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }
    Behavior on tilt { enabled: !cup.shaking && !Theme.reducedMotion; NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }
    Behavior on fade { enabled: !Theme.reducedMotion; NumberAnimation { duration: 380 } }

    visible: fade > 0.01
    position: Qt.vector3d(spot[0], 0, spot[2])

    readonly property vector3d side: Qt.vector3d(-toward[1], 0, toward[0])  // horizontal, across the owner's view
    Node {
        id: pose
        objectName: "peekCupPose"
        // The mesh's centre sits half its height above the felt plus the lift; turning down is a half turn
        // about the side axis; the peek tips the near edge up (toward the owner) about the same axis.
        y: cup.height / 2 + cup.lift + (cup.tilt > 0 ? cup.radius * Math.sin(cup.tilt * Math.PI / 180) * 0.5 : 0)
        rotation: Quaternion.fromAxisAndAngle(cup.side, 180 * cup.flip - cup.tilt * (cup.flip > 0.5 ? 1 : -1) + cup.wobble)
        Model {
            objectName: "peekCupBody"
            geometry: cup.kit ? cup.kit.peekCupGeometry : null
            castsShadows: false
            receivesShadows: false
            pickable: false
            opacity: cup.fade
            materials: PrincipledMaterial {
                baseColor: cup.cupState === "folded" ? "#4a3a30" : "#7a4726"
                vertexColorsEnabled: true
                roughness: 0.55
                specularAmount: 0.35
                depthDrawMode: Material.AlwaysDepthDraw
            }
        }
    }
    BlobShadow {
        kit: cup.kit
        diameter: cup.radius * 3.0
        strength: 0.7 * cup.fade
        lift: cup.lift
        fadeHeight: 24
    }

    SequentialAnimation {
        id: shakeAnimation
        property real seconds: 0          // set by shake(seconds): the step's
        ScriptAction { script: { cup.shaking = true; cup.flip = 0; cup.lift = 3 } }
        NumberAnimation { target: cup; property: "wobble"; from: 0; to: 14; duration: shakeAnimation.seconds * 90 }
        SequentialAnimation {
            loops: 3
            NumberAnimation { target: cup; property: "wobble"; to: -14; duration: shakeAnimation.seconds * 110 }
            NumberAnimation { target: cup; property: "wobble"; to: 14; duration: shakeAnimation.seconds * 110 }
        }
        NumberAnimation { target: cup; property: "wobble"; to: 0; duration: shakeAnimation.seconds * 60 }
        ParallelAnimation {
            NumberAnimation { target: cup; property: "flip"; to: 1; duration: shakeAnimation.seconds * 220; easing.type: Easing.InOutQuad }
            SequentialAnimation {
                NumberAnimation { target: cup; property: "lift"; to: 6; duration: shakeAnimation.seconds * 110 }
                NumberAnimation { target: cup; property: "lift"; to: 0; duration: shakeAnimation.seconds * 110; easing.type: Easing.InQuad }
            }
        }
        ScriptAction { script: cup.settle() }
    }
    function shake(seconds) {
        shakeAnimation.stop()
        shakeAnimation.seconds = Math.max(0.2, seconds)
        shakeAnimation.start()
    }
    function settle() {
        shakeAnimation.stop()
        shaking = false
        wobble = 0
        // back to the bindings of the state
        flip = Qt.binding(() => cup.cupState === "up" ? 0 : 1)
        lift = Qt.binding(() => cup.cupState === "peek" ? 3.2 : cup.cupState === "away" ? 16 : 0)
    }
    onCupStateChanged: if (!shakeAnimation.running) settle()
}
