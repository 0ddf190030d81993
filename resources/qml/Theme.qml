pragma Singleton
import QtQuick
import DiceBar.Scene 1.0

// The colours and sizes of every page (dicebar.ui.theme owns them). The window sets the player's choices: the
// text size and High contrast (Main.qml, from the settings), and its own height (a small window takes less).
QtObject {
    property int textSize: 100  // percent of the normal size (the Text size setting)
    property bool highContrast: false
    property real windowHeight: 0
    property bool reducedMotion: false  // the Reduced motion setting: nothing slides, fades, zooms or pulses
    // the text size applied: no more than a small window has room for
    readonly property real textScale: Math.min(textSize, windowHeight > 0 && windowHeight < ThemeSource.smallWindowHeight
        ? ThemeSource.smallWindowMost : ThemeSource.textSizeMaximum) / 100

    readonly property var colours: ThemeSource.palettes[highContrast ? "high_contrast" : "normal"]
    readonly property color background: colours.background
    readonly property color panel: colours.panel
    readonly property color panelLight: colours.panelLight
    readonly property color line: colours.line
    readonly property color text: colours.text
    readonly property color textDim: colours.textDim
    readonly property color accent: colours.accent
    readonly property color felt: colours.felt
    readonly property color good: colours.good
    readonly property color warn: colours.warn
    readonly property color bar: colours.bar  // the HUD's bars over the table
    readonly property color card: colours.card  // a panel over the table
    readonly property color cardLit: colours.cardLit  // the plate of the seat whose turn it is
    readonly property color cardWarm: colours.cardWarm  // a hand that won, a stack all in
    readonly property color veil: colours.veil  // over the whole table
    readonly property color notice: colours.notice
    readonly property color inkOnAccent: colours.inkOnAccent
    readonly property color focusRing: colours.focusRing  // the keyboard's focus (FocusRing.qml)
    readonly property color keyCap: colours.keyCap  // a key's name on its button (KeyCap.qml)
    readonly property string display: "Georgia"
    readonly property string mono: "monospace"  // codes read character by character: a seal, a seed
    // A page's unit: sizes scale with the page's shorter side, so 1024x600 and 4K both read well, and with the
    // text size (every page is laid out in it: the bars grow with their words, the table gives way).
    function unit(width, height) {
        return Math.max(ThemeSource.minimumUnit, Math.min(width / ThemeSource.pageColumns, height / ThemeSource.pageRows))
            * textScale
    }
    // A page too narrow, in its units, for its parts side by side: they go one under another.
    // (a page not yet laid out, 0 wide, is not compact: its first layout would be the compact one, for a moment)
    function compact(width, unit) { return width > 0 && width / unit < ThemeSource.compactColumns }
    // How much larger than Material draws them a page of this unit shows a switch, a slider's handle or a drop-down's
    // arrow (ScaledSwitch.qml, ScaledSlider.qml, ScaledComboBox.qml): as much larger as its words, never smaller.
    function controlScale(unit) { return Math.max(1, unit / ThemeSource.controlUnit) }
}
