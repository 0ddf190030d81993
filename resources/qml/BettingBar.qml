import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// PeekPoker's action bar, over the table's: what the person to act may do, and only that (the session's
// `controls`, made from the model's legal actions): throw (the private dice, the community dice, the
// roll-off), check / call / fold / bet or raise with a slider and quick sizes, or re-roll the aces tapped.
// The amount to call, the pot and the player's stack are always on it.
Rectangle {
    id: bar
    objectName: "bettingBar"
    required property var session
    property real u: 8
    readonly property var c: session ? session.controls : ({ kind: "" })
    readonly property var poker: session ? session.poker : ({ seats: [], pots: [], potTotal: 0 })
    readonly property bool betting: c.kind === "bet"
    readonly property bool sizing: betting && c.raiseKind !== ""
    property int amount: 0
    // large words in a small window: what is at stake on a line of its own, over the buttons
    readonly property bool compact: Theme.compact(width, u)
    // A new choice starts at the first quick size (half the pot), or the smallest bet when there is none.
    // (The same choice again, as a peek under the cup refreshes the controls, keeps the size chosen.)
    property string choice: ""
    onCChanged: {
        const signature = JSON.stringify([c.kind, c.seat, c.min, c.max, c.toCall, c.currentBet, c.pot])
        if (signature === choice) return
        choice = signature
        const sized = c.kind === "bet" && c.raiseKind !== ""
        amount = sized ? Math.max(c.min, Math.min(c.max, c.quick && c.quick.length > 1 ? c.quick[0].amount : c.min)) : 0
    }

    // The bar's keys (TableKeys), from the table's (TablePage): true when `event` worked one of its buttons.
    function keyPressed(event) {
        const quick = TableKeys.digit(event)
        const buttons = [rollButton, rerollButton, foldButton, checkButton, callButton, betButton, pokerHintButton]
        for (const button of buttons) {
            if (button.visible && button.enabled && TableKeys.pressed(event, button.keys)) {
                button.clicked()  // (not click(): that would take the focus from the table's keys)
                return true
            }
        }
        if (sizing && quick > 0 && quick <= c.quick.length) {
            amount = c.quick[quick - 1].amount
            return true
        }
        const step = TableKeys.pressed(event, TableKeys.more) ? 1 : TableKeys.pressed(event, TableKeys.less) ? -1 : 0
        if (sizing && step !== 0) {
            amount = Math.max(c.min, Math.min(c.max, amount + step))
            return true
        }
        return false
    }
    color: Theme.background
    MouseArea { anchors.fill: parent }   // the table under the bar takes no taps

    readonly property string info: joined(infoParts)
    readonly property var infoParts: {
        if (!session) return []
        const pot = qsTr("Pot %1").arg(poker.potTotal)
        if (betting) return [c.toCall > 0 ? qsTr("To call %1").arg(c.toCall) : qsTr("Nothing to call"), pot, qsTr("your stack %1").arg(c.stack)]
        if (c.kind === "reroll") return [qsTr("Tap the aces to re-roll"), pot]
        if (session.peopleOut) return [session.people === 1 ? qsTr("You are out of chips") : qsTr("Everyone here is out of chips"), pot]
        return poker.showdown ? [qsTr("Showdown"), pot] : [pot]
    }
    // (a line breaks between the parts, never inside one: "dein Stapel 49" stays whole)
    function joined(parts) { return parts.map(part => part.replace(/ /g, "\u00a0")).join("  ·  ") }

    // Two rows. The bet's size over what is at stake and the buttons; compact (large words in a small window), what
    // is at stake over the bet's size and the buttons side by side, so that the table keeps its room.
    GridLayout {
        anchors.fill: parent
        anchors.leftMargin: 2.5 * bar.u
        anchors.rightMargin: 2.5 * bar.u
        anchors.topMargin: (bar.compact ? 0.8 : 1.2) * bar.u
        anchors.bottomMargin: (bar.compact ? 0.8 : 1.2) * bar.u
        columns: 20  // (more than it holds)
        columnSpacing: (bar.compact ? 1.2 : 1.5) * bar.u
        rowSpacing: (bar.compact ? 0.5 : 0.8) * bar.u

        // the bet's size: quick sizes and a slider (only the sizes the rules allow)
        RowLayout {
            visible: bar.sizing
            spacing: 1.2 * bar.u
            Layout.fillWidth: true
            Layout.row: bar.compact ? 1 : 0
            Layout.column: 0
            Layout.columnSpan: bar.compact ? 1 : 20
            Repeater {
                model: bar.sizing ? bar.c.quick : []
                delegate: Button {
                    required property var modelData
                    required property int index
                    objectName: "quick" + index
                    text: modelData.label + "  " + modelData.amount
                    flat: bar.amount !== modelData.amount
                    highlighted: bar.amount === modelData.amount
                    Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
                    font.pixelSize: 1.9 * bar.u
                    Layout.preferredHeight: 5.2 * bar.u
                    onClicked: bar.amount = modelData.amount
                    KeyCap { text: String(index + 1); u: bar.u }
                }
            }
            ScaledSlider {
                id: slider
                objectName: "betSlider"
                unit: bar.u
                Accessible.name: qsTr("Bet size")
                from: bar.c.min || 0
                to: Math.max((bar.c.max || 0), (bar.c.min || 0) + 0.001)
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: bar.amount
                enabled: bar.sizing && bar.c.max > bar.c.min
                onMoved: bar.amount = Math.round(value)
                Layout.fillWidth: true
                Layout.minimumWidth: bar.compact ? 0 : -1  // compact: what room the buttons leave
            }
        }

        // what is at stake, and keeping one's cup up: compact, a row of their own over the buttons
        RowLayout {
            spacing: (bar.compact ? 1.2 : 1.5) * bar.u
            Layout.fillWidth: true
            Layout.row: bar.compact ? 0 : 1
            Layout.column: 0
            Layout.columnSpan: bar.compact ? 20 : 1
            Label {
                objectName: "bettingInfo"
                text: bar.info
                font.pixelSize: 2 * bar.u
                color: Theme.textDim
                // (longer words than English go on to a second line beside the buttons, rather than losing the stack)
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            ScaledSwitch {
                id: keepLifted
                objectName: "keepLiftedSwitch"
                unit: bar.u
                visible: bar.session && bar.session.people === 1 && bar.session.peekSeat >= 0
                text: qsTr("Keep my cup up")
                checked: bar.session ? bar.session.keepLifted : false
                onToggled: bar.session.keepLifted = checked
                font.pixelSize: 1.8 * bar.u
            }
        }
        Button {
            id: pokerHintButton
            objectName: "pokerHintButton"
            Layout.row: 1
            Layout.column: 2
            text: qsTr("Hint")
            flat: true
            visible: bar.session && bar.session.hintsAllowed && (bar.betting || bar.c.kind === "reroll")
            font.pixelSize: 2 * bar.u
            Layout.preferredHeight: (bar.compact ? 6 : 6.5) * bar.u
            onClicked: bar.session.requestHint()
            readonly property var keys: TableKeys.hint
            KeyCap { text: parent.keys.name; u: bar.u }
        }
        // nobody here plays any more: the computers may finish without the show
        Button {
            objectName: "skipToEndButton"
            Layout.row: 1
            Layout.column: 3
            visible: bar.session ? bar.session.peopleOut && !bar.session.skipAnimations : false
            text: qsTr("Skip to the end")
            highlighted: true
            Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
            font.pixelSize: 2.3 * bar.u
            Layout.preferredHeight: (bar.compact ? 6 : 7) * bar.u
            Layout.preferredWidth: bar.compact ? -1 : 26 * bar.u
            onClicked: bar.session.skipToEnd()
        }
        // throwing
        Button {
            id: rollButton
            objectName: "pokerRollButton"
            Layout.row: 1
            Layout.column: 4
            visible: bar.c.kind === "roll"
            text: bar.c.rollLabel || qsTr("Roll")
            highlighted: true
            Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
            font.pixelSize: 2.5 * bar.u
            font.bold: true
            Layout.preferredHeight: (bar.compact ? 6 : 7) * bar.u
            Layout.preferredWidth: bar.compact ? -1 : 30 * bar.u
            onClicked: bar.session.roll()
            readonly property var keys: TableKeys.roll
            KeyCap { text: parent.keys.name; u: bar.u }
        }
        // betting
        Button {
            id: foldButton
            objectName: "foldButton"
            Layout.row: 1
            Layout.column: 5
            visible: bar.betting && bar.c.fold
            text: qsTr("Fold")
            font.pixelSize: 2.3 * bar.u
            Layout.preferredHeight: (bar.compact ? 6 : 7) * bar.u
            Layout.preferredWidth: bar.compact ? -1 : Math.max(13 * bar.u, implicitWidth)  // a language's longer words whole
            onClicked: bar.session.act('"fold"')
            readonly property var keys: TableKeys.fold
            KeyCap { text: parent.keys.name; u: bar.u }
        }
        Button {
            id: checkButton
            objectName: "checkButton"
            Layout.row: 1
            Layout.column: 6
            visible: bar.betting && bar.c.check
            text: qsTr("Check")
            font.pixelSize: 2.3 * bar.u
            Layout.preferredHeight: (bar.compact ? 6 : 7) * bar.u
            Layout.preferredWidth: bar.compact ? -1 : Math.max(15 * bar.u, implicitWidth)  // a language's longer words whole
            onClicked: bar.session.act('"check"')
            readonly property var keys: TableKeys.check
            KeyCap { text: parent.keys.name; u: bar.u }
        }
        Button {
            id: callButton
            objectName: "callButton"
            Layout.row: 1
            Layout.column: 7
            visible: bar.betting && bar.c.call > 0
            text: (bar.c.callAllIn ? qsTr("Call all in %1") : qsTr("Call %1")).arg(bar.c.call)
            font.pixelSize: 2.3 * bar.u
            Layout.preferredHeight: (bar.compact ? 6 : 7) * bar.u
            Layout.preferredWidth: bar.compact ? -1 : Math.max(19 * bar.u, implicitWidth)  // "Call all in 9" whole at 1024x600
            onClicked: bar.session.act('"call"')
            readonly property var keys: TableKeys.call
            KeyCap { text: parent.keys.name; u: bar.u }
        }
        Button {
            id: betButton
            objectName: "betButton"
            Layout.row: 1
            Layout.column: 8
            visible: bar.sizing
            text: (bar.amount === bar.c.max ? qsTr("All in %1") : bar.c.raiseKind === "bet" ? qsTr("Bet %1") : qsTr("Raise to %1")).arg(bar.amount)
            highlighted: true
            Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
            font.pixelSize: 2.3 * bar.u
            font.bold: true
            Layout.preferredHeight: (bar.compact ? 6 : 7) * bar.u
            Layout.preferredWidth: bar.compact ? -1 : Math.max(22 * bar.u, implicitWidth)  // a language's longer words whole
            onClicked: bar.session.betTo(bar.amount)
            readonly property var keys: TableKeys.bet
            KeyCap { text: parent.keys.name; u: bar.u }
        }
        // the showdown's aces
        Button {
            id: rerollButton
            objectName: "rerollButton"
            Layout.row: 1
            Layout.column: 9
            visible: bar.c.kind === "reroll"
            text: bar.c.chosen > 0 ? qsTr("Re-roll %n ace(s)", "", bar.c.chosen || 0) : qsTr("Keep my %n ace(s)", "", bar.c.aces || 0)
            highlighted: true
            Material.theme: highlighted && enabled ? Material.Light : Material.Dark; Material.foreground: Theme.text  // dark words on the accent
            font.pixelSize: 2.4 * bar.u
            font.bold: true
            Layout.preferredHeight: (bar.compact ? 6 : 7) * bar.u
            Layout.preferredWidth: bar.compact ? -1 : Math.max(26 * bar.u, implicitWidth)  // a language's longer words whole
            onClicked: bar.session.rerollChosen()
            readonly property var keys: TableKeys.roll
            KeyCap { text: parent.keys.name; u: bar.u }
        }
    }
}
