import QtQuick
import QtQuick3D

// A texture showing a copy of a picture: `grab` is an item's grabToImage result, shown by an Image that is this
// texture's source item; `ready` once it shows one. The grab is let go as soon as the Image shows it: the Image
// keeps the picture it loaded from the grab's url, and the grab's own image (read back from the graphics side, 4
// MB at 1280x800) would otherwise live on until the JavaScript engine next collects. Table3D's
// moving layer samples its backdrop's picture this way. Not the backdrop View3D itself as the source item: the
// texture would then share that view's texture provider, which Qt 6.11 deletes when the table leaves its window
// while the texture still points at it, and the next frame crashed. A copy belongs to nobody else. The image is
// loaded in C++, on the GUI thread (Python-made texture data would be read by the render thread: see
// dicebar.ui.qml_types).
Texture {
    id: picture

    property var grab: null
    // (and while the picture is let go for the next: letGo)
    readonly property bool ready: image.status === Image.Ready || pictureLetGo
    property bool pictureLetGo: false
    readonly property size pictureSize: image.sourceSize

    sourceItem: Image {
        id: image
        cache: false  // held here only, not also in Qt's pixmap cache
        smooth: false
        onStatusChanged: if (status === Image.Ready) picture.grab = null
    }
    onGrabChanged: {
        if (!grab) return
        image.source = grab.url
        pictureLetGo = false
        if (image.status === Image.Ready) grab = null  // loaded at once (else when its status comes to Ready)
    }
    // The picture let go before the next is drawn, when nothing shows it (a cut's dark): its image and texture
    // (8 MB at 1280x800) are not held beside the next one's as it is made. Still `ready`: the table has a picture
    // on its way and needs no stand-in.
    function letGo() {
        pictureLetGo = true
        image.source = ""
    }
    // Pixel for pixel, sampled as it is; a picture smaller than the window (Table3D.pictureLimit) is smoothed up
    property bool scaledUp: false
    minFilter: scaledUp ? Texture.Linear : Texture.Nearest
    magFilter: scaledUp ? Texture.Linear : Texture.Nearest
    generateMipmaps: false
}
