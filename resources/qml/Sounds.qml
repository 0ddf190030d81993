import QtQuick
import QtQml.Models
import QtCore
import QtMultimedia
import "Playback.js" as Playback

// The table's sounds: the files of packaging/make_sounds.py (resources/sounds/<name>_<k>.wav), played with
// SoundEffect (decoded once, low latency). Each sound has a small pool of players, so hits that overlap are all
// heard, and the pool cycles through the sound's variations so that repeated hits differ.
//
//   playStep(step)      anything the session's stepStarted gives: a throw's rattle, pour and contacts, a token's
//                       clink or a chip's clack where a counter lands, a soft click where moved dice settle
//   playContacts(step)  a throw's contacts ({time, kind, loudness}), each at its time in the step's playback, louder
//                       for harder hits (square root of the loudness), the `cap` loudest only
//   shake(speed)        a turn of the cup shaken by hand: a rattle, the louder the faster it is shaken
//   rattle() pour() clink() clack() click(level)
//
// Without an audio output (no sound server, a kiosk, Xvfb in CI) no SoundEffect is made at all, so nothing fails
// or warns; dicebar.ui.audio.probe() loads Qt Multimedia quietly before this file does. What would have played is
// still worked out (`scheduled`, `played`), which the tests read.
Item {
    id: sounds
    visible: false

    property real volume: 0.8                  // the slider: 0..1, heard as volume² (closer to how loudness is heard)
    property bool muted: false
    property bool remember: false              // keep volume and mute between runs (QSettings, group "sound")
    property int cap: 12                       // at most this many contact sounds per throw: the loudest
    property real minLoudness: 0.03            // quieter contacts are not worth a sound
    property real together: 0.012              // hits of one kind closer than this (s) are heard as one
    property url folder: Qt.resolvedUrl("../sounds/")
    readonly property bool available: devices.audioOutputs.length > 0
    readonly property real gain: muted ? 0 : volume * volume

    // Per sound: its variations on disk, its players, its loudness relative to the others.
    readonly property var variations: ({ rattle: 3, pour: 2, felt: 4, rail: 4, die: 4, token: 3, chip: 3 })
    readonly property var poolSizes: ({ rattle: 3, pour: 2, felt: 6, rail: 4, die: 4, token: 3, chip: 3 })
    readonly property var levels: ({ rattle: 0.75, pour: 0.7, felt: 0.9, rail: 1.0, die: 0.6, token: 0.7, chip: 0.8 })

    // What the last throw scheduled: [{time (s after the step started), sound, volume}] in time order.
    property var scheduled: []
    property int played: 0                     // sounds started (or that would have been, without an output)

    // A contact's kind to its sound: felt, rail, another thrown die, or what lies on the felt (dicebar.physics).
    function soundFor(kind) {
        if (kind === "felt" || kind === "rail" || kind === "die") return kind
        if (kind === "tokens" || kind === "token") return "token"
        if (kind === "chips" || kind === "chip") return "chip"
        return "die"
    }
    // A cup shaken by hand (Cup.qml's shakeSpeed, cm/s over the felt): silent when barely moved, then louder the
    // faster it is shaken, up to the rattle's own level at `shakeFull`.
    readonly property real shakeQuiet: 4
    readonly property real shakeFull: 150
    function shakeVolume(speed) {
        const a = Math.max(0, Math.min(1, (speed - shakeQuiet) / (shakeFull - shakeQuiet)))
        return a > 0 ? levels.rattle * (0.2 + 0.8 * Math.sqrt(a)) : 0
    }
    function shake(speed) {
        const volume = shakeVolume(speed)
        if (volume > 0) start("rattle", volume)
    }
    function volumeFor(sound, loudness) {
        return Math.min(1, levels[sound] * Math.sqrt(Math.max(0, Math.min(1, loudness))))
    }

    function playStep(step) {
        if (!step) return
        if (step.kind === "throw") {
            const scale = Playback.scale(step), lead = (step.lead || 0) * scale
            if (lead > 0.25) schedule(0, "rattle", levels.rattle)
            schedule(Math.max(0, lead - 0.04 * scale), "pour", levels.pour)
            playContacts(step)
        } else if (step.kind === "counters") {
            const landing = Math.max(0, step.seconds - 0.03)
            const sound = step.what === "chips" ? "chip" : "token"
            schedule(landing, sound, levels[sound])
            if (step.count > 1) schedule(landing + 0.07, sound, levels[sound] * 0.45)
        } else if (step.kind === "move") {
            schedule(Math.max(0, step.seconds - 0.04), "die", 0.3)
        }
    }

    function playContacts(step) {
        const scale = Playback.scale(step), lead = step.lead || 0
        const contacts = (step.contacts || []).filter(c => c.loudness >= minLoudness)
        contacts.sort((a, b) => a.time - b.time)
        // Dice landing in the same instant make one louder sound, not a burst of identical ones.
        const merged = []
        for (const c of contacts) {
            const sound = soundFor(c.kind)
            const last = merged.length ? merged[merged.length - 1] : null
            if (last && last.sound === sound && c.time - last.time < together) {
                last.loudness = Math.min(1, Math.sqrt(last.loudness * last.loudness + c.loudness * c.loudness))
                continue
            }
            merged.push({ time: c.time, sound: sound, loudness: c.loudness })
        }
        const loudest = merged.sort((a, b) => b.loudness - a.loudness).slice(0, cap)
        const hits = loudest.map(c => ({ time: (lead + c.time) * scale, sound: c.sound,
                                         volume: volumeFor(c.sound, c.loudness) }))
        hits.sort((a, b) => a.time - b.time)
        for (const hit of hits) schedule(hit.time, hit.sound, hit.volume)
        scheduled = hits
    }

    function rattle() { start("rattle", levels.rattle) }
    function pour() { start("pour", levels.pour) }
    function clink() { start("token", levels.token) }
    function clack() { start("chip", levels.chip) }
    function click(level) { start("die", level === undefined ? 0.5 : level) }

    // Stop whatever is scheduled (a new game, leaving the table).
    function cancel() {
        queue = []
        clock.stop()
    }

    // ----- the players --------------------------------------------------------------------------------------
    readonly property var _entries: {
        const entries = []
        for (const name in poolSizes)
            for (let k = 0; k < poolSizes[name]; k++)
                entries.push({ name: name, file: name + "_" + (k % variations[name] + 1) + ".wav" })
        return entries
    }
    property var _pools: ({})
    property var _next: ({})
    Instantiator {
        id: players
        model: sounds.available ? sounds._entries : []
        delegate: SoundEffect {
            required property var modelData
            source: sounds.folder + modelData.file
        }
        onObjectAdded: (index, effect) => {
            const name = effect.modelData.name
            if (!sounds._pools[name]) sounds._pools[name] = []
            sounds._pools[name].push(effect)
        }
        onObjectRemoved: (index, effect) => {
            const pool = sounds._pools[effect.modelData.name] || []
            const at = pool.indexOf(effect)
            if (at >= 0) pool.splice(at, 1)
        }
    }
    // Each player's SoundEffect.status (2: Ready), for tests and tools.
    function statuses() {
        const all = []
        for (const name in _pools) for (const effect of _pools[name]) all.push(effect.status)
        return all
    }
    function start(name, level) {
        played += 1
        if (gain <= 0) return
        const pool = _pools[name]
        if (!pool || pool.length === 0) return
        // The next player of the pool, round robin (its variation with it); the oldest sound gives way.
        const k = (_next[name] || 0) % pool.length
        _next[name] = k + 1
        const effect = pool[k]
        effect.volume = Math.max(0, Math.min(1, level * gain))
        effect.play()
    }

    // ----- the clock: sounds due at times after now ----------------------------------------------------------
    property var queue: []                     // [{due (ms, Date.now()), sound, volume}] in time order
    function schedule(seconds, sound, level) {
        const item = { due: Date.now() + seconds * 1000, sound: sound, volume: level }
        if (seconds <= 0.002) {
            start(sound, level)
            return
        }
        let at = queue.length
        while (at > 0 && queue[at - 1].due > item.due) at--
        queue.splice(at, 0, item)
        wake()
    }
    function wake() {
        if (queue.length === 0) {
            clock.stop()
            return
        }
        // Short intervals: Qt keeps timers under 20 ms precise, so a hit is heard within a millisecond or two.
        clock.interval = Math.max(1, Math.min(15, queue[0].due - Date.now()))
        clock.restart()
    }
    Timer {
        id: clock
        repeat: false
        onTriggered: {
            const now = Date.now() + 1
            while (sounds.queue.length && sounds.queue[0].due <= now) {
                const item = sounds.queue.shift()
                sounds.start(item.sound, item.volume)
            }
            sounds.wake()
        }
    }

    MediaDevices { id: devices }

    // Volume and mute kept between runs, when asked (the app's QSettings; the tests leave it off).
    Instantiator {
        model: sounds.remember && Qt.application.organization.length > 0 ? 1 : 0
        delegate: Settings {
            category: "sound"
            Component.onCompleted: {
                sounds.volume = Number(value("volume", sounds.volume))
                sounds.muted = String(value("muted", sounds.muted)) === "true"
                sounds.volumeChanged.connect(() => setValue("volume", sounds.volume))
                sounds.mutedChanged.connect(() => setValue("muted", sounds.muted))
            }
        }
    }
}
