import QtQuick
import QtQuick3D
import "../../resources/qml/dice"

// A small stage for the dice tests and screenshots: a felt square, lights, a camera straight above (orthographic,
// `viewHeight` cm across the window's height) or at an angle, and the pieces listed in `pieces`:
// {kind: "die" | "poker" | "token" | "chip", x, y, z (cm), q: [w, x, y, z], offset: [w, x, y, z],
//  highlighted, dimmed, denomination}.
Item {
    id: stage
    width: 800
    height: 600

    property var pieces: []
    property bool topView: true
    property real viewHeight: 4
    property vector3d lookAt: Qt.vector3d(0, 0, 0)
    property vector3d eye: Qt.vector3d(0, 12, 14)
    property real fieldOfView: 30
    property color background: "#4a6a8a"
    property bool felt: false
    property bool rail: false
    property bool engraved: true

    function quat(list) {
        return list ? Qt.quaternion(list[0], list[1], list[2], list[3]) : Qt.quaternion(1, 0, 0, 0)
    }

    View3D {
        id: view
        anchors.fill: parent
        camera: stage.topView ? topCamera : angleCamera
        environment: SceneEnvironment {
            clearColor: stage.background
            backgroundMode: SceneEnvironment.Color
            antialiasingMode: SceneEnvironment.NoAA
            tonemapMode: SceneEnvironment.TonemapModeFilmic
        }

        DiceKit { id: diceKit; engraved: stage.engraved }

        OrthographicCamera {
            id: topCamera
            position: Qt.vector3d(stage.lookAt.x, 40, stage.lookAt.z)
            eulerRotation.x: -90
            horizontalMagnification: Math.max(1, view.height) / stage.viewHeight
            verticalMagnification: Math.max(1, view.height) / stage.viewHeight
            clipNear: 1
            clipFar: 100
        }
        PerspectiveCamera {
            id: angleCamera
            position: stage.eye
            fieldOfView: stage.fieldOfView
            clipNear: 1
            clipFar: 400
            Component.onCompleted: lookAt(stage.lookAt)
            onPositionChanged: lookAt(stage.lookAt)
        }

        DirectionalLight {          // key: from the front left, high
            eulerRotation: Qt.vector3d(-55, -30, 0)
            brightness: 1.1
            ambientColor: Qt.rgba(0.16, 0.16, 0.17, 1)
        }
        DirectionalLight {          // fill from the right and behind
            eulerRotation: Qt.vector3d(-35, 120, 0)
            brightness: 0.4
        }
        DirectionalLight {          // from straight above, so top faces read evenly
            eulerRotation.x: -90
            brightness: 0.45
        }

        Model {
            visible: stage.felt
            source: "#Rectangle"
            eulerRotation.x: -90
            scale: Qt.vector3d(2, 2, 1)
            materials: PrincipledMaterial {
                baseColorMap: Texture {
                    source: diceKit.feltTexture.source; flipV: true
                    scaleU: 8; scaleV: 8
                    tilingModeHorizontal: Texture.Repeat; tilingModeVertical: Texture.Repeat
                    generateMipmaps: true; mipFilter: Texture.Linear
                }
                roughness: 0.95
            }
        }

        Model {                     // a stretch of rail behind the pieces, for the wood
            visible: stage.rail
            source: "#Cube"
            position: Qt.vector3d(0, 2.75, -9)
            scale: Qt.vector3d(0.6, 0.055, 0.045)
            materials: PrincipledMaterial {
                baseColorMap: Texture {
                    source: diceKit.woodTexture.source; flipV: true
                    scaleU: 3; scaleV: 1
                    tilingModeHorizontal: Texture.Repeat; tilingModeVertical: Texture.Repeat
                    generateMipmaps: true; mipFilter: Texture.Linear
                }
                roughness: 0.35
            }
        }

        Repeater3D {
            model: stage.pieces
            delegate: Node {
                id: slot
                required property var modelData
                required property int index
                position: Qt.vector3d(modelData.x || 0, modelData.y || 0, modelData.z || 0)
                Die {
                    objectName: "die" + slot.index
                    visible: slot.modelData.kind === "die" || slot.modelData.kind === "poker"
                    kit: diceKit
                    poker: slot.modelData.kind === "poker"
                    orientation: stage.quat(slot.modelData.q)
                    offset: stage.quat(slot.modelData.offset)
                    highlighted: !!slot.modelData.highlighted
                    dimmed: !!slot.modelData.dimmed
                    feltLevel: -(slot.modelData.y || 0)
                    blobShadow: stage.felt
                }
                Token {
                    visible: slot.modelData.kind === "token"
                    kit: diceKit
                    orientation: stage.quat(slot.modelData.q)
                    highlighted: !!slot.modelData.highlighted
                    feltLevel: -(slot.modelData.y || 0)
                    blobShadow: stage.felt
                }
                Chip {
                    visible: slot.modelData.kind === "chip"
                    kit: diceKit
                    denomination: slot.modelData.denomination || 1
                    orientation: stage.quat(slot.modelData.q)
                    highlighted: !!slot.modelData.highlighted
                    feltLevel: -(slot.modelData.y || 0)
                    blobShadow: stage.felt
                }
            }
        }
    }
}
