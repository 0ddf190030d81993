import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0
import "bar"

// Table3D's backdrop layer as a View3D of its own: the still table (felt, rails, table top, the bar around) and its
// lights, seen from a camera pose (`position3d`, `pitch`, `fov`, as Table3D's camera), drawn into its own texture
// to be copied into Table3D's picture. Either the whole view, with a camera made as the moving layer's is; or one
// band of its rows (`band`: the first row and the row count, of `rows`, in pixels), with the same camera's frustum
// cut to those rows, so that the bands drawn one by one, one a frame, put together are the whole view's picture:
// each costs under llvmpipe a fraction of a whole frame (some 80 ms at 1280x800, most of it shading the felt).
LettingGoView3D {
    id: backdrop

    required property var table         // Table3D's `table`
    required property var railBoxes     // Table3D's railBoxes
    required property real halfX
    required property real halfZ
    required property string quality
    required property vector3d position3d  // the camera's place, its pitch (degrees down) and vertical field of view
    required property real pitch
    required property real fov
    property var band: null             // [first row, row count] of the whole view's `rows` rows; null: the whole view
    property int rows: height
    property real aspect: width / height  // the whole view's width / height
    // How much of the table is drawn (TableSurface.parts): a View3D loaded under llvmpipe makes its renderer, then
    // loads each texture and makes each material's pipeline in the frame that first draws it. Drawn a part a
    // frame, none of those frames is long.
    readonly property int allParts: surface.allParts
    property int parts: allParts

    renderMode: View3D.Offscreen  // drawn into its texture, which is copied (Table3D: the view's renderMode)
    smooth: false
    camera: band ? bandCamera : wholeCamera
    environment: SceneEnvironment {
        clearColor: "#120d09"
        backgroundMode: SceneEnvironment.Color
        antialiasingMode: SceneEnvironment.NoAA
        tonemapMode: SceneEnvironment.TonemapModeFilmic
    }

    // the moving layer's camera exactly (Table3D), so that its rails and background line up with the picture
    PerspectiveCamera {
        id: wholeCamera
        fieldOfView: backdrop.fov
        clipNear: 1
        clipFar: 2000
        eulerRotation.x: -backdrop.pitch
        position: backdrop.position3d
    }
    // The same camera's frustum at its near plane (half its height: tan(fov / 2)), cut to the band's rows: row 0 is
    // the top.
    readonly property real nearHalfHeight: bandCamera.clipNear * Math.tan(fov * Math.PI / 360)
    FrustumCamera {
        id: bandCamera
        clipNear: 1
        clipFar: 2000
        eulerRotation.x: -backdrop.pitch
        position: backdrop.position3d
        top: backdrop.band ? backdrop.nearHalfHeight * (1 - 2 * backdrop.band[0] / backdrop.rows) : 1
        bottom: backdrop.band ? backdrop.nearHalfHeight * (1 - 2 * (backdrop.band[0] + backdrop.band[1]) / backdrop.rows) : -1
        right: backdrop.nearHalfHeight * backdrop.aspect
        left: -right
    }
    TableLights { quality: backdrop.quality }
    // Textures of its own: a scene's resources belong to that scene's View3D (the same files as the DiceKit's)
    TableSurface {
        id: surface
        parts: backdrop.parts
        table: backdrop.table
        railBoxes: backdrop.railBoxes
        halfX: backdrop.halfX
        halfZ: backdrop.halfZ
        feltMap: TiledTexture { kind: "felt"; flipV: true }  // (as the DiceKit's: the table's UVs)
        woodMap: TiledTexture { kind: "wood"; flipV: true }
    }
}
