import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0

// A texture drawn by code (dicebar.ui.textures: the felt, the wood, the bar's wall), repeated over a surface, with
// mipmaps; `kind` "" for none. One definition for every scene that shows one: a window's views share a file's
// texture only when they load it alike (the same file, with mipmaps), and Table3D keeps the backdrop's textures
// loaded between cuts (backdropTextureKeeper) by using the very ones its band views load.
Texture {
    required property string kind
    property TextureFiles files: TextureFiles {}
    source: kind && files ? files.url(kind, 0, "") : ""  // (no files as the engine goes)
    generateMipmaps: true
    mipFilter: Texture.Linear
    tilingModeHorizontal: Texture.Repeat
    tilingModeVertical: Texture.Repeat
}
