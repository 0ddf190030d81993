import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import DiceBar.Scene 1.0

// The Language setting (dicebar.session.languages): the window speaks the language chosen at once
// (dicebar.app.translators.LanguageSwitch), the game at the table plays on. In the lobby's settings and the table's menu.
RowLayout {
    id: choice
    property var settings: null  // dicebar.app.settings.AppSettings (null where a test shows a page without it)
    required property real u
    property string boxName: "settingLanguage"  // (the list's objectName)
    spacing: u
    Label {
        text: qsTr("Language")
        color: Theme.text
        font.pixelSize: 2 * choice.u
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
    ScaledComboBox {
        objectName: choice.boxName
        unit: choice.u
        Accessible.name: qsTr("Language")
        model: Choices.languages
        textRole: "text"
        readonly property string chosen: choice.settings ? choice.settings.values.language || "" : ""
        currentIndex: Math.max(0, Choices.languages.findIndex(language => language.name === chosen))
        onActivated: i => { if (choice.settings) choice.settings.setValue("language", Choices.languages[i].name) }
        font.pixelSize: 1.9 * choice.u
        implicitContentWidthPolicy: ComboBox.WidestText
        // WidestText measures the choices when the model changes, not when the font (which follows the window's
        // size) does: measured again (as LobbyPage.remeasure does), or a large window cuts "Deutsch"
        onFontChanged: {
            implicitContentWidthPolicy = ComboBox.ContentItemImplicitWidth
            implicitContentWidthPolicy = ComboBox.WidestText
        }
        Layout.preferredHeight: Math.max(48, 6 * choice.u)
    }
}
