import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import DiceBar.Scene 1.0

// A player's plate on the rail: name, what they hold, and a glow while it is their turn.
Rectangle {
    id: plate
    required property string name
    required property bool human
    required property string strength
    required property int tokens
    required property int dice
    required property int chips
    required property string status
    required property bool current
    property real u: 8
    // large words in a small window (TablePage.compact): the name and what the seat holds on one line, without the
    // computer's level (the lobby chose it), so that the plates leave the table its room
    property bool oneLine: false
    // what a seat holds and its words (GameSession.seatHolds: count, and the plural text said of it: context, source); {} where nothing is counted
    property var holds: ({})
    // the most tokens, dice or chips any seat can hold (GameSession.holdingMost)
    property int holdingMost: 0
    readonly property var held: holds.count ? holds : null
    readonly property string holding: held ? holdingText(plate[held.count]) : ""
    function holdingText(count) {
        return held ? qsTranslate(held.context, held.source, "", count || 0) : ""
    }
    function detailText(holdingShown, statusShown) {
        return [human || oneLine ? "" : qsTr("computer · %1").arg(Choices.strengthWords[Choices.strengths.indexOf(strength)] || strength), holdingShown,
                statusShown === "safe" ? qsTr("safe") : (statusShown === "out" ? qsTr("out") : "")].filter(s => s).join("  ·  ")
    }
    // As wide from the first frame as the plate can ever need: its count at the most there is, or at nought with its
    // status word (a seat that holds counts is "out" with none; in the games without, it may be "safe"). A plate
    // that widened mid-game moved the camera (TablePage.frameSide), and under software rendering that redraws and
    // copies the whole backdrop again.
    readonly property string lastWord: held ? "out" : "safe"
    TextMetrics { id: widestCount; font: detail.font; text: plate.detailText(plate.holdingText(plate.holdingMost), "") }
    TextMetrics { id: widestStatus; font: detail.font; text: plate.detailText(plate.holdingText(0), plate.lastWord) }
    readonly property real widestDetail: Math.max(widestCount.advanceWidth, widestStatus.advanceWidth)
    width: oneLine ? Math.max(10 * u, content.implicitWidth - detail.implicitWidth + Math.ceil(widestDetail) + 3 * u)
                   : Math.max(18 * u, content.implicitWidth + 3 * u, Math.ceil(widestDetail) + 3 * u)
    height: content.implicitHeight + 1.6 * u
    radius: 1.2 * u
    color: current ? Theme.cardLit : Theme.card
    border.width: current ? Math.max(2, 0.35 * u) : 1
    border.color: current ? Qt.tint(Theme.accent, Qt.rgba(1, 0.95, 0.8, glow * 0.7)) : Theme.line
    opacity: status === "out" ? 0.55 : 1

    // A short pulse when the turn arrives, then a steady glow: an endless animation would redraw the whole
    // window (and the 3D table under it) sixty times a second while everyone thinks.
    property real glow: 0
    onCurrentChanged: if (current && !Theme.reducedMotion) pulse.restart()  // reduced motion: the steady glow alone
    SequentialAnimation {
        id: pulse
        loops: 2
        NumberAnimation { target: plate; property: "glow"; to: 1; duration: 350 }
        NumberAnimation { target: plate; property: "glow"; to: 0; duration: 350 }
    }

    GridLayout {
        id: content
        anchors.centerIn: parent
        columns: plate.oneLine ? 2 : 1
        columnSpacing: plate.u
        rowSpacing: 0.2 * plate.u
        Label {
            text: name
            font.pixelSize: 2.1 * plate.u
            font.bold: true
            color: Theme.text
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            id: detail
            text: plate.detailText(plate.holding, status)
            visible: text.length > 0
            font.pixelSize: 1.5 * plate.u
            color: status === "safe" ? Theme.good : Theme.textDim
            Layout.alignment: Qt.AlignHCenter
        }
    }
}
