import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0

// The bar around the table: the counter the table stands on, its rounded front edge toward the near seat, the
// panelled back wall behind the far rail with a pair of sconces, and, so that no camera above the table sees the
// world's edge, a floor, side walls, a front wall and a ceiling closing the room far away. Lit by its own warm
// pools of light (BarMaterial): the lamp over the table spills onto the counter around it, lamps stand beside
// the table's ends, the sconces wash the wall. Still, so it lies in TableSurface: in the backdrop's picture at
// the low level (drawn when the view changes, nothing a frame), in the scene itself in one view.
Node {
    id: room

    required property real halfX            // the table's outer half size (rails), cm
    required property real halfZ

    readonly property real counterTop: -5.2  // just under the table top's underside
    readonly property real counterEdge: halfZ + 8  // the table top stands 6 cm in from the rails' outside
    readonly property real nosing: 1.6       // the front edge's radius
    readonly property real wallZ: -(halfZ + 12)
    readonly property real floorY: -110
    readonly property real ceilingY: 320
    readonly property real wide: 900         // the side walls, either side
    readonly property real frontZ: 900       // the front wall, behind any camera

    TiledTexture { id: counterWood; kind: "wood" }
    TiledTexture { id: wallBoards; kind: "barWall" }

    // the pools of light, each centre and radius (cm), the same on every surface
    readonly property real lampSide: halfX + 42
    readonly property var pools: [
        Qt.vector4d(0, counterTop, 0, Math.max(halfX, halfZ) * 1.1),              // the lamp over the table
        Qt.vector4d(-lampSide, counterTop, -halfZ * 0.2, 26),                     // lamps beside its ends
        Qt.vector4d(lampSide, counterTop, -halfZ * 0.2, 26),
        Qt.vector4d(-(halfX + 14), 22, wallZ, 24),                                // the sconces' wash
        Qt.vector4d(halfX + 14, 22, wallZ, 24),
        Qt.vector4d(0, counterTop, counterEdge, halfX * 0.7)                      // the front edge, lit from above
    ]
    readonly property vector3d leftSconce: Qt.vector3d(pools[3].x, pools[3].y + 12, wallZ)
    readonly property vector3d rightSconce: Qt.vector3d(pools[4].x, pools[4].y + 12, wallZ)

    component Surface: BarMaterial {
        pool0: room.pools[0]; pool1: room.pools[1]; pool2: room.pools[2]
        pool3: room.pools[3]; pool4: room.pools[4]; pool5: room.pools[5]
        cullMode: Material.NoCulling
    }
    component Plane: Model {
        source: "#Rectangle"
        pickable: false
        castsShadows: false
        receivesShadows: false
    }

    // ----- the counter -----
    Plane {
        objectName: "barCounter"
        eulerRotation.x: -90
        position: Qt.vector3d(0, room.counterTop, (room.counterEdge + room.wallZ) / 2)
        scale: Qt.vector3d(room.wide / 50, (room.counterEdge - room.wallZ) / 100, 1)
        materials: Surface { map: counterWood; tile: Qt.vector2d(50, 12); ambient: 0.2; reach: 160; poolStrength: 0.8 }
    }
    Model {
        objectName: "barCounterEdge"
        source: "#Cylinder"
        eulerRotation.z: 90
        position: Qt.vector3d(0, room.counterTop - room.nosing, room.counterEdge)
        scale: Qt.vector3d(room.nosing / 50, room.wide / 50, room.nosing / 50)
        pickable: false
        castsShadows: false
        receivesShadows: false
        materials: Surface { map: counterWood; tile: Qt.vector2d(50, 12); ambient: 0.25; reach: 160; poolStrength: 0.7 }
    }
    Plane {
        objectName: "barCounterFront"
        position: Qt.vector3d(0, (room.counterTop + room.floorY) / 2, room.counterEdge)
        scale: Qt.vector3d(room.wide / 50, (room.counterTop - room.floorY) / 100, 1)
        materials: Surface { map: wallBoards; tile: Qt.vector2d(60, 60); tint: "#a08070"; ambient: 0.3; reach: 220; poolStrength: 0.5 }
    }
    Plane {
        objectName: "barFloor"
        eulerRotation.x: -90
        position: Qt.vector3d(0, room.floorY, (room.counterEdge + room.frontZ) / 2)
        scale: Qt.vector3d(room.wide / 50, (room.frontZ - room.counterEdge) / 100, 1)
        materials: Surface { map: counterWood; tile: Qt.vector2d(90, 20); tint: "#604840"; ambient: 0.3; reach: 250; poolStrength: 0.2 }
    }

    // ----- the walls and the ceiling -----
    Plane {
        objectName: "barBackWall"
        position: Qt.vector3d(0, (room.counterTop + room.ceilingY) / 2, room.wallZ)
        scale: Qt.vector3d(room.wide / 50, (room.ceilingY - room.counterTop) / 100, 1)
        materials: Surface { map: wallBoards; tile: Qt.vector2d(72, 72); ambient: 0.3; reach: 110; poolStrength: 0.9; poolStretch: 0.55 }
    }
    Repeater3D {
        model: [-1, 1]
        delegate: Plane {
            required property int modelData
            eulerRotation.y: -90 * modelData
            position: Qt.vector3d(modelData * room.wide, (room.floorY + room.ceilingY) / 2, (room.wallZ + room.frontZ) / 2)
            scale: Qt.vector3d((room.frontZ - room.wallZ) / 100, (room.ceilingY - room.floorY) / 100, 1)
            materials: Surface { map: wallBoards; tile: Qt.vector2d(60, 60); ambient: 0.25; reach: 300; poolStrength: 0 }
        }
    }
    Plane {
        eulerRotation.y: 180
        position: Qt.vector3d(0, (room.floorY + room.ceilingY) / 2, room.frontZ)
        scale: Qt.vector3d(room.wide / 50, (room.ceilingY - room.floorY) / 100, 1)
        materials: Surface { map: wallBoards; tile: Qt.vector2d(60, 60); ambient: 0.25; reach: 300; poolStrength: 0 }
    }
    Plane {
        eulerRotation.x: 90
        position: Qt.vector3d(0, room.ceilingY, (room.wallZ + room.frontZ) / 2)
        scale: Qt.vector3d(room.wide / 50, (room.frontZ - room.wallZ) / 100, 1)
        materials: Surface { map: wallBoards; tile: Qt.vector2d(60, 60); tint: "#806050"; ambient: 0.2; reach: 300; poolStrength: 0 }
    }

    // ----- the sconces: a brass plate and a glowing shade -----
    Repeater3D {
        model: [room.leftSconce, room.rightSconce]
        delegate: Node {
            required property vector3d modelData
            position: modelData
            // (BarMaterial too: no pipeline of their own to make)
            Model {
                source: "#Cube"
                position: Qt.vector3d(0, 0, 0.4)
                scale: Qt.vector3d(0.05, 0.09, 0.008)
                pickable: false
                castsShadows: false
                receivesShadows: false
                materials: Surface { map: counterWood; tint: "#e0b070"; saturation: 1; ambient: 1.2; reach: 1e4; poolStrength: 0 }
            }
            Model {
                source: "#Sphere"
                position: Qt.vector3d(0, 0, 3)
                scale: Qt.vector3d(0.07, 0.09, 0.05)
                pickable: false
                castsShadows: false
                receivesShadows: false
                materials: Surface { map: wallBoards; tile: Qt.vector2d(1e4, 1e4); tint: "#ffffff"; ambientColor: "#ffe0b0"; saturation: 0; ambient: 6; reach: 1e4; poolStrength: 0 }
            }
        }
    }
}
