import QtQuick
import QtQuick3D
import "dice"
import "Playback.js" as Playback

// PeekPoker's things on the table (inside Table3D's View3D): each player's cup, chips behind and bet, the
// pots in the middle (main pot first, side pots beside it), the dealer button, and chips on their way.
// Everything reads the session's `poker` (the table as everyone may see it) and `pokerSpots`; motion comes
// from the session's steps: "cup" (a private throw's shake), "counters" (chips bet or returned), "gather"
// (the round's bets into the pot), "win" (a pot to its winners, several at once when it is split), "button".
Node {
    id: layer
    required property var session
    property DiceKit kit
    property var sounds: null           // Table3D's Sounds: the cup's rattle and slam, the chips' clink
    readonly property var poker: session ? session.poker : ({ seats: [], pots: [], dealer: -1 })
    readonly property var spots: session ? session.pokerSpots : ({ seats: [], pots: [] })
    property var flights: []            // [{amount}] chips in the air, positions per frame in `flight`
    property var flight: null
    property real flightTime: 0
    property int hiddenPot: -1          // the pot whose chips are in the air (a "win" step)
    property bool buttonFlying: false
    property vector3d buttonPosition: Qt.vector3d(0, 0, 0)

    function seatSpot(seat, key) {
        const s = spots.seats[seat]
        return s ? Qt.vector3d(s[key][0], 0, s[key][2]) : Qt.vector3d(0, 0, 0)
    }
    function potSpot(index, count) {
        const row = spots.pots[Math.max(1, count) - 1]
        const p = row ? row[Math.min(index, row.length - 1)] : [0, 0, 0]
        return Qt.vector3d(p[0], 0, p[2])
    }

    // ----- the cups -----
    Repeater3D {
        id: cups
        model: layer.spots.seats.length
        delegate: PeekCup {
            required property int index
            objectName: "peekCup" + index
            kit: layer.kit
            spot: layer.spots.seats[index].cup
            toward: layer.spots.seats[index].toward
            cupState: layer.poker.seats[index] ? layer.poker.seats[index].cup : "out"
        }
    }

    // ----- chips behind, bets, pots -----
    Repeater3D {
        model: layer.spots.seats.length
        delegate: Node {
            required property int index
            readonly property var seat: layer.poker.seats[index] || ({ stack: 0, bet: 0, folded: false })
            ChipStack {
                objectName: "stack" + index
                kit: layer.kit
                amount: seat.stack
                position: layer.seatSpot(index, "stack")
            }
            ChipStack {
                objectName: "bet" + index
                kit: layer.kit
                amount: seat.bet
                position: layer.seatSpot(index, "bet")
            }
        }
    }
    Repeater3D {
        model: layer.poker.pots.length
        delegate: ChipStack {
            required property int index
            objectName: "pot" + index
            kit: layer.kit
            amount: layer.poker.pots[index] || 0
            visible: index !== layer.hiddenPot
            position: layer.potSpot(index, layer.poker.pots.length)
        }
    }

    // ----- the dealer button -----
    Model {
        objectName: "dealerButton"
        visible: layer.poker.dealer >= 0
        geometry: layer.kit ? layer.kit.chipGeometry : null
        position: layer.buttonFlying ? layer.buttonPosition
                                     : layer.seatSpot(Math.max(0, layer.poker.dealer), "button").plus(Qt.vector3d(0, 0.25, 0))
        scale: Qt.vector3d(0.72, 1.4, 0.72)
        pickable: false
        materials: PrincipledMaterial { baseColor: "#f3efe4"; roughness: 0.35; specularAmount: 0.5 }
    }

    // ----- chips on their way -----
    Repeater3D {
        id: flyers
        model: layer.flights.length
        delegate: ChipStack {
            required property int index
            kit: layer.kit
            amount: layer.flights[index] ? layer.flights[index].amount : 0
        }
    }

    Connections {
        target: layer.session
        function onStepStarted(step) {
            if (step.kind === "cup" && step.motion === "shake") {
                const cup = cups.objectAt(step.seat)
                if (cup) cup.shake(step.seconds)
                layer.sound(0, "rattle", "rattle")
                layer.sound(step.seconds * 0.93, "die", "die")  // the cup comes down on the felt
            } else if (step.kind === "counters" && step.what === "chips") {
                layer.fly(step, [{ amount: step.count }])
            } else if (step.kind === "gather" || step.kind === "win") {
                layer.hiddenPot = step.kind === "win" ? step.pot : -1
                layer.fly(step, step.amounts.map(a => ({ amount: a })))
                layer.sound(Math.max(0, step.seconds - 0.05), "chip", "chip")
            } else if (step.kind === "button") {
                layer.buttonFlying = true
                layer.fly(step, [])
            }
        }
    }
    function sound(seconds, name, level) {
        if (sounds && sounds.schedule) sounds.schedule(seconds, name, sounds.levels[level])
    }
    function fly(step, items) {
        flight = step
        flightTime = 0
        flights = items
        frame(0)
        clock.restart()
    }
    function frame(t) {
        const step = flight
        if (!step) return
        const frame = Playback.at(step, t, 0)
        const n = step.kind === "button" ? 1 : flights.length
        for (let k = 0; k < n; k++) {
            const at = Playback.position(step.positions, frame, k, n)
            if (step.kind === "button") { buttonPosition = at.plus(Qt.vector3d(0, 0.25, 0)); continue }
            const node = flyers.objectAt(k)
            if (node) node.position = at
        }
    }
    function land() {
        clock.stop()
        flight = null
        flights = []
        hiddenPot = -1
        buttonFlying = false
    }
    FrameAnimation {
        id: clock
        onTriggered: {
            layer.flightTime += frameTime
            if (!layer.flight || layer.flightTime >= layer.flight.seconds) { layer.land(); return }
            layer.frame(layer.flightTime)
        }
    }
    Connections {
        target: layer.session
        function onPokerChanged() { if (!layer.session.busy) layer.land() }
    }
}
