import QtQuick
import QtQuick3D

// A copy of an item's look, as a texture (`texture`): Table3D's moving layer samples its backdrop's picture this
// way. take(item, size, done) copies the item on the graphics side, in the next frame, into a copy of its own (a
// ShaderEffectSource updated once); done() follows, and show() then puts it in the texture, so that the picture
// and whatever goes with it (a cut's camera) change in the same frame. Nothing is read back to the CPU: a picture
// is one texture (4 MB at 1280x800 under llvmpipe), where a grab read back, loaded by an Image and uploaded again
// was three copies at once. The picture shown and the one being taken are two copies; the one shown before is let
// go once the next is shown.
// Not the backdrop View3D itself as the texture's source item: the texture would then share that view's texture
// provider, which Qt 6.11 deletes when the table leaves its window while the texture still points at it, and the
// next frame crashed. A copy belongs to nobody else. The item holding the copies lies beside the window (Table3D).
Item {
    id: picture

    // Pixel for pixel, sampled as it is; a picture smaller than the window (Table3D.pictureLimit) is smoothed up
    property bool scaledUp: false
    // A picture shown (or let go while the next is drawn: letGo)
    readonly property bool ready: shownCopy >= 0 || pictureLetGo
    property bool pictureLetGo: false
    property size pictureSize: Qt.size(0, 0)  // the picture shown, in pixels

    // which copy (0 or 1; -1: none) is shown, being taken, and taken but not yet shown
    property int shownCopy: -1
    property int takingCopy: -1
    property int takenCopy: -1
    property var whenTaken: null

    width: 1
    height: 1

    readonly property Texture texture: Texture {
        sourceItem: picture.shownCopy === 0 ? first.item : picture.shownCopy === 1 ? second.item : null
        minFilter: picture.scaledUp ? Texture.Linear : Texture.Nearest
        magFilter: picture.scaledUp ? Texture.Linear : Texture.Nearest
        generateMipmaps: false
    }

    function copyAt(index) { return index === 0 ? first.item : index === 1 ? second.item : null }
    // Copy `item` at `size` pixels in the next frame, then done(). A take asked while another is on its way follows
    // it (one copy taken at a time: a completion could not tell which of two it answers); the one replaced is not
    // answered.
    property var nextTake: null
    function take(item, size, done) {
        if (takingCopy >= 0) {
            nextTake = { item: item, size: size, done: done }
            return
        }
        const index = shownCopy === 0 ? 1 : 0  // the copy not shown
        takingCopy = index
        takenCopy = -1
        whenTaken = done
        const copy = copyAt(index)
        copy.textureSize = size
        copy.sourceItem = item
        copy.scheduleUpdate()
    }
    function copied(copy) {
        if (copy !== copyAt(takingCopy)) return
        const next = nextTake
        nextTake = null
        if (next && next.item) {  // taken again, into the same copy
            whenTaken = next.done
            copy.textureSize = next.size
            copy.sourceItem = next.item
            copy.scheduleUpdate()
            return
        }
        copy.sourceItem = null  // (a copy not live keeps what it took)
        takenCopy = next ? -1 : takingCopy
        takingCopy = -1
        const done = next ? null : whenTaken
        whenTaken = null
        if (done) done()
    }
    // The copy taken last shown from now on, and the one shown before let go
    function show() {
        if (takenCopy < 0) return
        pictureSize = copyAt(takenCopy).textureSize
        shownCopy = takenCopy
        takenCopy = -1
        pictureLetGo = false
    }
    // A copy taken or on its way, not to be shown: let go
    function dropTaken() {
        nextTake = null
        takingCopy = -1
        takenCopy = -1
        whenTaken = null
    }
    // The picture let go before the next is drawn, when nothing shows it (a cut's dark): its texture is not held
    // beside the next one's as that is made. Still `ready`: the table has a picture on its way and needs no
    // stand-in.
    function letGo() {
        pictureLetGo = true
        shownCopy = -1
    }

    component Copy: ShaderEffectSource {
        live: false  // taken when asked for (take)
        recursive: false
        smooth: false
        width: 1
        height: 1
        onScheduledUpdateCompleted: picture.copied(this)
    }
    Loader {
        id: first
        active: picture.shownCopy === 0 || picture.takingCopy === 0 || picture.takenCopy === 0
        sourceComponent: Copy {}
    }
    Loader {
        id: second
        active: picture.shownCopy === 1 || picture.takingCopy === 1 || picture.takenCopy === 1
        sourceComponent: Copy {}
    }
}
