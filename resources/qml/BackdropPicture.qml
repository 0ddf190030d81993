import QtQuick
import QtQuick3D

// A texture showing a copy of a picture: `grab` is an item's grabToImage result, held here (its image lives as
// long as it does) and shown by an Image that is this texture's source item; `ready` once it shows one. Table3D's
// moving layer samples its backdrop's picture this way. Not the backdrop View3D itself as the source item: the
// texture would then share that view's texture provider, which Qt 6.11 deletes when the table leaves its window
// while the texture still points at it, and the next frame crashed. A copy belongs to nobody else. The image is
// loaded in C++, on the GUI thread (Python-made texture data would be read by the render thread: see
// dicebar.ui.qml_types).
Texture {
    id: picture

    property var grab: null
    readonly property bool ready: image.status === Image.Ready
    readonly property size pictureSize: image.sourceSize

    sourceItem: Image {
        id: image
        source: picture.grab ? picture.grab.url : ""
        cache: false  // held here only, not also in Qt's pixmap cache
        smooth: false
    }
    minFilter: Texture.Nearest
    magFilter: Texture.Nearest
    generateMipmaps: false
}
