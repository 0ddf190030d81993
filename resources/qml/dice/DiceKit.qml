import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0

// The shared meshes and textures of one scene's dice, tokens and chips: each is made and uploaded once, however
// many dice use it. Put one DiceKit in the View3D's scene and pass it to every Die, Token and Chip as `kit`.
// The atlases keep 512 px per face (crisp up to a die about 400 px wide) with trilinear mipmaps for distance.
// The resources are this node's children, so they stay in the scene while dice come and go (a resource without
// a parent is adopted by the first model using it and dies with it).
Node {
    id: kit

    property int atlasResolution: 512
    property bool engraved: true            // normal maps: drilled pips, engraved poker faces
    // What the scene shows so far: a texture is drawn (dicebar.ui.textures, ~6 MB for an atlas) only once something
    // uses it; Die, Token and Chip set these when they appear with this kit. A pip table never draws poker faces
    // or chips, a software renderer (engraved false) never draws the normal maps.
    property bool pipsUsed: false
    property bool pokerUsed: false
    property bool tokensUsed: false
    property bool chipsUsed: false
    readonly property real dieEdge: 1.6     // cm, as dicebar.physics (a 16 mm bar die)
    readonly property real tokenRadius: 1.1
    readonly property real tokenThickness: 0.3
    readonly property real chipRadius: 1.95 // a 39 mm casino chip
    readonly property real chipThickness: 0.33
    readonly property var chipDenominations: [1, 5, 25, 100]

    readonly property DieGeometry dieGeometry: dieMesh
    readonly property DiscGeometry tokenGeometry: tokenMesh
    readonly property DiscGeometry chipGeometry: chipMesh
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

    DieGeometry { id: dieMesh; edge: kit.dieEdge }
    DiscGeometry {
        id: tokenMesh
        radius: kit.tokenRadius; thickness: kit.tokenThickness; bevel: 0.07; sides: 48; segments: 3
    }
    DiscGeometry {
        id: chipMesh
        radius: kit.chipRadius; thickness: kit.chipThickness; bevel: 0.05; sides: 64; segments: 2
    }

    component MipTexture: Texture {
        generateMipmaps: true
        mipFilter: Texture.Linear
        minFilter: Texture.Linear
        magFilter: Texture.Linear
    }

    MipTexture { id: pipAtlasTexture; textureData: GeneratedTexture { kind: kit.pipsUsed ? "pips" : ""; resolution: kit.atlasResolution } }
    MipTexture {
        id: pipNormalsTexture
        textureData: GeneratedTexture { kind: kit.engraved && kit.pipsUsed ? "pipNormals" : ""; resolution: kit.atlasResolution }
    }
    MipTexture { id: pokerAtlasTexture; textureData: GeneratedTexture { kind: kit.pokerUsed ? "poker" : ""; resolution: kit.atlasResolution } }
    MipTexture {
        id: pokerNormalsTexture
        textureData: GeneratedTexture { kind: kit.engraved && kit.pokerUsed ? "pokerNormals" : ""; resolution: kit.atlasResolution }
    }
    MipTexture { id: tokenTextureObject; textureData: GeneratedTexture { kind: kit.tokensUsed ? "token" : "" } }
    MipTexture { id: shadowTextureObject; textureData: GeneratedTexture { kind: "shadow" } }
    MipTexture { id: glowTextureObject; textureData: GeneratedTexture { kind: "glow" } }
    MipTexture {
        id: feltTextureObject
        textureData: GeneratedTexture { kind: "felt" }
        tilingModeHorizontal: Texture.Repeat; tilingModeVertical: Texture.Repeat
    }
    MipTexture {
        id: woodTextureObject
        textureData: GeneratedTexture { kind: "wood" }
        tilingModeHorizontal: Texture.Repeat; tilingModeVertical: Texture.Repeat
    }
    MipTexture { id: chip1; textureData: GeneratedTexture { kind: kit.chipsUsed ? "chip" : ""; variant: "1" } }
    MipTexture { id: chip5; textureData: GeneratedTexture { kind: kit.chipsUsed ? "chip" : ""; variant: "5" } }
    MipTexture { id: chip25; textureData: GeneratedTexture { kind: kit.chipsUsed ? "chip" : ""; variant: "25" } }
    MipTexture { id: chip100; textureData: GeneratedTexture { kind: kit.chipsUsed ? "chip" : ""; variant: "100" } }
}
