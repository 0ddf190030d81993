import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Shapes

// One group's dice as bars (dicebar.app.luck.LuckModel's `groups`): each face's share of the dice thrown, drawn with
// Qt Quick Shapes to the page's common `scale` (the share the full height stands for), the share even dice would give
// dashed across, the count and the chi-square test's verdict in words below.
ColumnLayout {
    id: chart
    required property var group          // {key, title, dice, counts, shares, verdict}
    required property var labels         // the six faces as the dice show them
    required property real scale
    required property real evenShare
    property real u: 8
    objectName: "luckChart-" + group.key
    spacing: 0.6 * u

    Label {
        text: chart.group.title + "  ·  " + qsTr("%n (die/dice)", "", chart.group.dice || 0)
        font.pixelSize: 2.1 * chart.u
        font.bold: true
        color: Theme.text
        elide: Text.ElideRight
        Layout.fillWidth: true
    }

    Item {
        id: plot
        objectName: "plot"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 8 * chart.u

        // the share even dice would show on every face, behind the bars
        Shape {
            id: evenLine
            objectName: "evenLine"
            readonly property real level: plot.height * (1 - chart.evenShare / chart.scale)
            anchors.fill: parent
            ShapePath {
                strokeColor: Theme.text
                strokeWidth: Math.max(1, 0.2 * chart.u)
                strokeStyle: ShapePath.DashLine
                dashPattern: [3, 3]
                fillColor: "transparent"
                startX: 0
                startY: evenLine.level
                PathLine { x: plot.width; y: evenLine.level }
            }
        }
        Row {
            anchors.fill: parent
            Repeater {
                model: 6
                delegate: Item {
                    id: slot
                    required property int index
                    readonly property real share: chart.group.shares[index] || 0
                    width: plot.width / 6
                    height: plot.height
                    Shape {
                        id: bar
                        objectName: "bar-" + chart.group.key + "-" + (slot.index + 1)
                        readonly property real share: slot.share
                        anchors.bottom: parent.bottom
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: slot.width * 0.62
                        height: chart.scale > 0 ? plot.height * slot.share / chart.scale : 0
                        preferredRendererType: Shape.CurveRenderer
                        ShapePath {
                            strokeColor: "transparent"
                            fillColor: chart.group.key === "people" ? Theme.good
                                     : chart.group.key === "computers" ? Theme.textDim : Theme.accent
                            PathRectangle {
                                width: bar.width
                                height: bar.height
                                topLeftRadius: Math.min(bar.width / 6, bar.height)
                                topRightRadius: Math.min(bar.width / 6, bar.height)
                            }
                        }
                    }
                    Label {  // inside the bar's top, clear of the dashed line
                        visible: chart.group.dice > 0 && bar.height > 2 * height
                        anchors.top: bar.top
                        anchors.topMargin: 0.3 * chart.u
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: Math.round(slot.share * 100) + "%"
                        font.pixelSize: 1.6 * chart.u
                        font.bold: true
                        color: Theme.background
                    }
                }
            }
        }

        Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: 1; color: Theme.line }
    }

    Row {
        Layout.fillWidth: true
        Repeater {
            model: chart.labels
            delegate: Label {
                required property var modelData
                width: plot.width / 6
                horizontalAlignment: Text.AlignHCenter
                text: modelData
                font.pixelSize: 2 * chart.u
                font.bold: true
                color: Theme.text
            }
        }
    }

    Label {
        objectName: "verdict"
        text: chart.group.verdict
        font.pixelSize: 1.8 * chart.u
        color: Theme.textDim
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
}
