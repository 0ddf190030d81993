// How the table plays a planned motion back: the session's steps carry every frame (dicebar.session.table_scene:
// flat lists, frame-major, then item, then component, y-up centimetres) at `fps` for `frames` frames, and last
// `seconds` at the current speed; a throw's frames start after the cup's `lead` (speed-1 seconds). Table3D,
// PokerLayer, Cup and Sounds all read a step through these functions.
.pragma library

// The step's playback seconds per planned second (speed 2: 0.5): the plan runs (frames - 1) / fps seconds, after
// the cup's lead if the session gives one.
function scale(step) {
    const planned = plannedSeconds(step) + (step.lead || 0)
    return planned > 0 && step.seconds > 0 ? step.seconds / planned : 1
}

// How long the planned frames run at speed 1, seconds (the cup's lead not counted).
function plannedSeconds(step) {
    return (step.frames - 1) / step.fps
}

// Where `t` playback seconds fall among the step's frames, the first `lead` seconds held on the first frame:
// frames i and j = i + 1 (the last frame repeats) and the fraction a of the way from i to j.
function at(step, t, lead) {
    const last = step.frames - 1
    const wait = lead || 0
    const f = Math.min(last, Math.max(0, (t - wait) / Math.max(0.001, step.seconds - wait) * last))
    const i = Math.floor(f)
    return { i: i, j: Math.min(last, i + 1), a: f - i }
}

// Item k of n's position at `frame` (from at()): straight between the two frames.
function position(P, frame, k, n) {
    const p = (frame.i * n + k) * 3, q = (frame.j * n + k) * 3, a = frame.a
    return Qt.vector3d(P[p] + (P[q] - P[p]) * a, P[p + 1] + (P[q + 1] - P[p + 1]) * a, P[p + 2] + (P[q + 2] - P[p + 2]) * a)
}

// Item k of n's rotation at `frame`: a normalised linear interpolation of the two frames' quaternions. At 60 fps
// the frames are close enough that it cannot be told from a slerp, and it is much cheaper in JavaScript.
function rotation(R, frame, k, n) {
    const r = (frame.i * n + k) * 4, s = (frame.j * n + k) * 4, a = frame.a
    const dot = R[r] * R[s] + R[r + 1] * R[s + 1] + R[r + 2] * R[s + 2] + R[r + 3] * R[s + 3]
    const sign = dot < 0 ? -1 : 1
    const w = R[r] + (sign * R[s] - R[r]) * a, x = R[r + 1] + (sign * R[s + 1] - R[r + 1]) * a
    const y = R[r + 2] + (sign * R[s + 2] - R[r + 2]) * a, z = R[r + 3] + (sign * R[s + 3] - R[r + 3]) * a
    const length = Math.sqrt(w * w + x * x + y * y + z * z) || 1
    return Qt.quaternion(w / length, x / length, y / length, z / length)
}
