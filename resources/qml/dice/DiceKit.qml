import QtQuick
import QtQuick3D
import QtQuick3D.Helpers
import DiceBar.Scene 1.0
import "../bar"

// The shared meshes and textures of one scene's dice, tokens and chips: each is made and uploaded once, however
// many dice use it. Put one DiceKit in the View3D's scene and pass it to every Die, Token and Chip as `kit`.
// The atlases keep TextureFiles.atlasSize px per face (dicebar.ui.textures) with trilinear mipmaps for distance.
// The resources are this node's children, so they stay in the scene while dice come and go (a resource without
// a parent is adopted by the first model using it and dies with it).
Node {
    id: kit

    property int atlasResolution: files ? files.atlasSize : 0
    property bool engraved: true            // normal maps: drilled pips, engraved poker faces
    property bool low: false                // the Low level: the die's edges rounded in fewer steps (DiceMeshes.die)
    // What the scene shows so far: a texture is drawn (dicebar.ui.textures, ~6 MB for an atlas) only once something
    // uses it; Die, Token and Chip set these when they appear with this kit. A pip table never draws poker faces
    // or chips, a software renderer (engraved false) never draws the normal maps.
    property bool pipsUsed: false
    property bool pokerUsed: false
    property bool tokensUsed: false
    property bool chipsUsed: false
    // The sizes, cm (dicebar.session.sizes; the die's: dicebar.physics)
    readonly property real dieEdge: TableSizes.dieEdge
    readonly property real tokenRadius: TableSizes.tokenRadius
    readonly property real tokenThickness: TableSizes.tokenThickness
    readonly property real chipRadius: TableSizes.chipRadius
    readonly property real chipThickness: TableSizes.chipThickness
    readonly property var chipDenominations: TableSizes.chipDenominations

    readonly property Geometry dieGeometry: dieMesh
    readonly property Geometry tokenGeometry: tokenMesh
    readonly property Geometry chipGeometry: chipMesh
    readonly property Geometry cupGeometry: cupMesh          // Cup.qml: four subsets, one per material
    readonly property Geometry peekCupGeometry: peekCupMesh  // PeekCup.qml
    readonly property Texture pipAtlas: pipAtlasTexture
    readonly property Texture pipNormals: pipNormalsTexture
    readonly property Texture pokerAtlas: pokerAtlasTexture
    readonly property Texture pokerNormals: pokerNormalsTexture
    readonly property Texture tokenTexture: tokenTextureObject
    readonly property Texture shadowTexture: shadowTextureObject
    readonly property Texture glowTexture: glowTextureObject
    // The table's cloth and rails, tileable (Texture.Repeat): set scaleU / scaleV where they are used.
    readonly property Texture feltTexture: feltTextureObject
    readonly property Texture woodTexture: woodTextureObject
    readonly property list<Texture> chipTextures: [chip1, chip5, chip25, chip100]

    // The chip texture of a denomination (1, 5, 25 or 100; anything else gets the 1's).
    function chipTexture(denomination) {
        const i = chipDenominations.indexOf(denomination)
        return chipTextures[i < 0 ? 0 : i]
    }

    // The meshes and textures are Qt's own types fed by Python on this (the GUI) thread: DiceMeshes computes the
    // meshes (dicebar.ui.dice_geometry) and TextureFiles draws the textures once into files that Qt loads itself
    // (dicebar.ui.qml_types says why no Python-made geometry or texture data is in the scene). The bindings read
    // them only while they exist: while a window is torn down, ids go null and bindings run again.
    DiceMeshes { id: meshes }
    TextureFiles { id: files }
    // A mesh from DiceMeshes' arrays (empty until they come).
    component ArraysMesh: ProceduralMesh {
        property var arrays: ({})
        positions: arrays.positions || []; normals: arrays.normals || []; uv0s: arrays.uv0s || []
        colors: arrays.colors || []; indexes: arrays.indexes || []
    }
    ArraysMesh { id: dieMesh; arrays: meshes ? meshes.die(kit.dieEdge, kit.low) : ({}) }
    ArraysMesh { id: tokenMesh; arrays: meshes ? meshes.disc(kit.tokenRadius, kit.tokenThickness, 0.07, 48, 3) : ({}) }
    ArraysMesh { id: chipMesh; arrays: meshes ? meshes.disc(kit.chipRadius, kit.chipThickness, 0.05, 64, 2) : ({}) }
    // The cups (dicebar.ui.cup_geometry): the throwing cup's outside, band, inside and thread take a material each.
    ArraysMesh {
        id: cupMesh
        arrays: meshes ? meshes.cup() : ({})
        readonly property var parts: arrays.subsets || [[0, 0], [0, 0], [0, 0], [0, 0]]
        subsets: [
            ProceduralMeshSubset { offset: cupMesh.parts[0][0]; count: cupMesh.parts[0][1] },
            ProceduralMeshSubset { offset: cupMesh.parts[1][0]; count: cupMesh.parts[1][1] },
            ProceduralMeshSubset { offset: cupMesh.parts[2][0]; count: cupMesh.parts[2][1] },
            ProceduralMeshSubset { offset: cupMesh.parts[3][0]; count: cupMesh.parts[3][1] }
        ]
    }
    ArraysMesh { id: peekCupMesh; arrays: meshes ? meshes.peekCup() : ({}) }

    // A texture drawn by code, `kind` "" for none yet.
    component MipTexture: Texture {
        property string kind: ""
        property int resolution: 0
        property string variant: ""
        source: kind && files ? files.url(kind, resolution, variant) : ""
        generateMipmaps: true
        mipFilter: Texture.Linear
        minFilter: Texture.Linear
        magFilter: Texture.Linear
    }

    MipTexture { id: pipAtlasTexture; kind: kit.pipsUsed ? "pips" : ""; resolution: kit.atlasResolution }
    MipTexture { id: pipNormalsTexture; kind: kit.engraved && kit.pipsUsed ? "pipNormals" : ""; resolution: kit.atlasResolution }
    MipTexture { id: pokerAtlasTexture; kind: kit.pokerUsed ? "poker" : ""; resolution: kit.atlasResolution }
    MipTexture { id: pokerNormalsTexture; kind: kit.engraved && kit.pokerUsed ? "pokerNormals" : ""; resolution: kit.atlasResolution }
    MipTexture { id: tokenTextureObject; kind: kit.tokensUsed ? "token" : "" }
    MipTexture { id: shadowTextureObject; kind: "shadow" }
    MipTexture { id: glowTextureObject; kind: "glow" }
    // (the table's UVs take the picture's top row at v = 0: Qt loads a file bottom row first)
    TiledTexture { id: feltTextureObject; kind: "felt"; flipV: true }
    TiledTexture { id: woodTextureObject; kind: "wood"; flipV: true }
    MipTexture { id: chip1; kind: kit.chipsUsed ? "chip" : ""; variant: "1" }
    MipTexture { id: chip5; kind: kit.chipsUsed ? "chip" : ""; variant: "5" }
    MipTexture { id: chip25; kind: kit.chipsUsed ? "chip" : ""; variant: "25" }
    MipTexture { id: chip100; kind: kit.chipsUsed ? "chip" : ""; variant: "100" }
}
