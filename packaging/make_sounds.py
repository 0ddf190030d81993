"""Synthesise the table's sounds into resources/sounds/: short 16-bit mono 44.1 kHz WAVs, made for this project.

    python packaging/make_sounds.py            # (re)writes resources/sounds/*.wav
    python packaging/make_sounds.py --out DIR  # somewhere else

Modal synthesis: a struck object rings at a few frequencies of its own (its modes), each a sinusoid that decays
at its own rate; the contact itself adds a short burst of noise shaped by how hard and how soft the two surfaces
are. A soft, heavy contact (a die on felt over a wooden table top) is low and dies at once; a hard, light one
(acrylic on acrylic) is high and short; brass rings on. Each sound comes in a few variations (frequencies,
decays and the noise are randomised around the material's values) so that repeated hits do not sound identical.

Everything random comes from one seeded generator per file, so the files are the same on every run (and on every
machine up to a least significant bit of rounding). Numpy only; no downloads, no recordings.
"""

from __future__ import annotations

import argparse
import io
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt

RATE = 44100
SEED = 20240611
OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = npt.NDArray[np.float64]
Rng = np.random.Generator


# ----- building blocks ---------------------------------------------------------------------------------------------


def _time(seconds: float) -> Signal:
    return np.arange(round(seconds * RATE)) / RATE


def modes(
    rng: Rng,
    seconds: float,
    frequencies: list[float],
    decays: list[float],
    amplitudes: list[float],
    *,
    spread: float = 0.04,
) -> Signal:
    """A struck object: decaying sinusoids (decay = seconds to fall by 1/e), frequencies and decays jittered by
    `spread` (relative) so that each variation is another die, another spot on the rail."""
    t = _time(seconds)
    out = np.zeros_like(t)
    for frequency, decay, amplitude in zip(frequencies, decays, amplitudes, strict=True):
        f = frequency * (1.0 + rng.uniform(-spread, spread))
        d = decay * (1.0 + rng.uniform(-2 * spread, 2 * spread))
        phase = rng.uniform(0.0, 0.35)  # a struck mode starts near zero, not on a crest: no click from the sine
        out += amplitude * rng.uniform(0.8, 1.2) * np.exp(-t / d) * np.sin(2 * np.pi * f * t + phase)
    attack = np.minimum(1.0, t / 0.0004)  # 0.4 ms: the contact takes a moment to build up
    return out * attack


def band(noise: Signal, low: float, high: float, order: int = 2) -> Signal:
    """Noise band-limited between `low` and `high` Hz (smooth FFT filter, Butterworth-like skirts)."""
    pad = 4096  # room on both sides, so that the (zero-phase, circular) filter does not wrap the end onto the start
    padded = np.pad(noise, pad)
    spectrum = np.fft.rfft(padded)
    f = np.fft.rfftfreq(len(padded), 1.0 / RATE)
    f[0] = 1e-3
    gain = 1.0 / np.sqrt(1.0 + (low / f) ** (2 * order)) / np.sqrt(1.0 + (f / high) ** (2 * order))
    filtered: Signal = np.fft.irfft(spectrum * gain, len(padded))[pad : pad + len(noise)]
    return filtered


def burst(rng: Rng, seconds: float, decay: float, low: float, high: float) -> Signal:
    """The contact: a short noise burst, exponentially decaying, in the band the two surfaces excite."""
    t = _time(seconds)
    noise = band(rng.standard_normal(len(t)), low, high)
    noise /= max(1e-9, float(np.max(np.abs(noise))))
    return noise * np.exp(-t / decay) * np.minimum(1.0, t / 0.0002)


def mix_at(target: Signal, sound: Signal, seconds: float, gain: float = 1.0) -> None:
    start = round(seconds * RATE)
    if start >= len(target):
        return
    end = min(len(target), start + len(sound))
    target[start:end] += gain * sound[: end - start]


def finish(sound: Signal, peak: float) -> Signal:
    """No offset, a 6 ms fade to silence at the end, the loudest sample at `peak` (< 1: never clips)."""
    sound = sound - float(np.mean(sound))
    fade = min(len(sound), round(0.006 * RATE))
    sound[-fade:] *= np.linspace(1.0, 0.0, fade)
    sound[0] = 0.0
    return sound * (peak / max(1e-9, float(np.max(np.abs(sound)))))


# ----- the materials -------------------------------------------------------------------------------------------------


def acrylic_click(rng: Rng, hardness: float = 1.0) -> Signal:
    """Two 16 mm acrylic dice striking: a sharp, high, short click."""
    base = rng.uniform(2600, 3400)
    click = modes(
        rng,
        0.07,
        [base, base * 1.62, base * 2.37, base * 3.1],
        [0.012, 0.009, 0.006, 0.004],
        [1.0, 0.7, 0.45, 0.3],
        spread=0.06,
    )
    contact = burst(rng, 0.07, 0.0012, 2500, 12000 * hardness)
    return click + 0.9 * contact


def felt_thud(rng: Rng) -> Signal:
    """A die landing on felt over a wooden table top: a soft, damped, low thud with a muffled tick on top."""
    board = modes(
        rng, 0.12, [rng.uniform(140, 190), rng.uniform(290, 360), rng.uniform(520, 640)], [0.022, 0.014, 0.008],
        [1.0, 0.55, 0.3], spread=0.05,
    )  # fmt: skip
    tick = modes(rng, 0.12, [rng.uniform(1500, 2100)], [0.004], [0.25])  # the die's own click, felt-muffled
    thump = burst(rng, 0.12, 0.006, 60, 900)
    return board + tick + 0.8 * thump


def rail_clack(rng: Rng) -> Signal:
    """A die striking the lacquered hardwood rail: a bright wooden clack."""
    base = rng.uniform(780, 980)
    wood = modes(
        rng, 0.18, [base, base * 2.31, base * 3.55, base * 5.1, rng.uniform(180, 240)],
        [0.045, 0.026, 0.016, 0.008, 0.03], [1.0, 0.6, 0.45, 0.25, 0.5], spread=0.05,
    )  # fmt: skip
    contact = burst(rng, 0.18, 0.0025, 900, 9000)
    click = np.zeros_like(wood)
    mix_at(click, acrylic_click(rng, 0.8), 0.0)  # the die's own click on top of the wood
    return wood + 0.8 * contact + 0.35 * click


def brass_clink(rng: Rng) -> Signal:
    """A brass counter dropped on the others: a bright ring, the higher partials dying first; a second touch
    as it settles."""
    out = np.zeros(round(0.40 * RATE))
    base = rng.uniform(2300, 2900)
    for when, gain in ((0.0, 1.0), (rng.uniform(0.045, 0.075), rng.uniform(0.3, 0.45))):
        ring = modes(
            rng, 0.40 - when, [base, base * 2.29, base * 3.88, base * 5.6, base * 7.3],
            [0.16, 0.1, 0.06, 0.035, 0.02], [0.8, 1.0, 0.55, 0.35, 0.2], spread=0.015,
        )  # fmt: skip
        ring += 0.6 * burst(rng, 0.40 - when, 0.0008, 3000, 14000)
        mix_at(out, ring, when, gain)
    return out


def clay_clack(rng: Rng) -> Signal:
    """Clay chips set down on a stack: two or three quick, dull clacks."""
    out = np.zeros(round(0.2 * RATE))
    when = 0.0
    for k in range(int(rng.integers(2, 4))):
        base = rng.uniform(1700, 2300)
        hit = modes(
            rng, 0.2 - when, [base, base * 1.9, base * 2.8, rng.uniform(420, 560)], [0.012, 0.008, 0.005, 0.02],
            [1.0, 0.6, 0.35, 0.5], spread=0.06,
        )  # fmt: skip
        hit += 0.8 * burst(rng, 0.2 - when, 0.0025, 800, 6000)
        mix_at(out, hit, when, 1.0 if k == 0 else rng.uniform(0.35, 0.7))
        when += rng.uniform(0.018, 0.04)
    return out


def leather_thump(rng: Rng) -> Signal:
    """Dice striking the inside of a leather cup: a short, dead, low knock."""
    body = modes(rng, 0.08, [rng.uniform(210, 280), rng.uniform(430, 560)], [0.012, 0.007], [1.0, 0.4])
    return body + 0.7 * burst(rng, 0.08, 0.004, 120, 1800)


def cup_rattle(rng: Rng) -> Signal:
    """Dice shaken in a leather cup, ~0.44 s: three shakes, each throwing the dice against the wall and each
    other at the turn (knocks and clicks clustered there), the cup's leather muffling the highs."""
    seconds = 0.44
    out = np.zeros(round(seconds * RATE))
    period = rng.uniform(0.125, 0.145)
    turn = rng.uniform(0.02, 0.035)
    while turn < seconds - 0.04:
        strength = rng.uniform(0.75, 1.0)
        mix_at(out, leather_thump(rng), turn, 0.9 * strength)
        for _ in range(int(rng.integers(6, 10))):
            when = turn + rng.exponential(0.018)
            mix_at(out, acrylic_click(rng, 0.55), when, strength * rng.uniform(0.15, 0.55))
        for _ in range(int(rng.integers(2, 5))):  # the dice still chatter on the way back
            mix_at(out, acrylic_click(rng, 0.5), turn + rng.uniform(0.03, period), rng.uniform(0.06, 0.2))
        turn += period * rng.uniform(0.9, 1.1)
    muffled = band(out, 60, 6500, order=1)  # inside the cup: the leather swallows the top end
    return muffled


def pour(rng: Rng) -> Signal:
    """The dice tumbling out over the cup's lip: a quick cascade of clicks and knocks, then nothing (the felt
    hits that follow are played from the throw's own contacts)."""
    seconds = 0.3
    out = np.zeros(round(seconds * RATE))
    mix_at(out, leather_thump(rng), 0.0, 0.7)
    scrape = band(rng.standard_normal(len(out)), 400, 3500) * np.exp(-_time(seconds) / 0.06)
    out += 0.05 * scrape / max(1e-9, float(np.max(np.abs(scrape))))
    for _ in range(int(rng.integers(7, 11))):
        when = rng.exponential(0.05)
        mix_at(out, acrylic_click(rng, 0.7), when, rng.uniform(0.2, 0.6) * float(np.exp(-when / 0.12)))
    return band(out, 60, 9000, order=1)


# ----- the files -----------------------------------------------------------------------------------------------------

#: name -> (variations, synthesiser, peak). Sounds.qml plays "<name>_<k>.wav" for k = 1..variations.
SOUNDS: dict[str, tuple[int, Callable[[Rng], Signal], float]] = {
    "rattle": (3, cup_rattle, 0.8),
    "pour": (2, pour, 0.75),
    "felt": (4, felt_thud, 0.9),
    "rail": (4, rail_clack, 0.9),
    "die": (4, acrylic_click, 0.8),
    "token": (3, brass_clink, 0.7),
    "chip": (3, clay_clack, 0.8),
}


def render(name: str, variation: int, seed: int = SEED) -> npt.NDArray[np.int16]:
    """One file's samples: 16-bit mono at RATE, from its own seeded generator."""
    _count, synthesise, peak = SOUNDS[name]
    rng = np.random.default_rng([seed, sorted(SOUNDS).index(name), variation])
    sound = finish(synthesise(rng), peak)
    return np.round(sound * 32767).astype(np.int16)


def wav_bytes(samples: npt.NDArray[np.int16]) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.astype("<i2").tobytes())
    return buffer.getvalue()


def file_names() -> list[str]:
    return [f"{name}_{k}.wav" for name, (count, _, _) in SOUNDS.items() for k in range(1, count + 1)]


def write_all(out_dir: Path = OUT_DIR, seed: int = SEED) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (count, _, _) in SOUNDS.items():
        for k in range(1, count + 1):
            path = out_dir / f"{name}_{k}.wav"
            path.write_bytes(wav_bytes(render(name, k, seed)))
            written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder for the WAVs (default resources/sounds)")
    args = parser.parse_args()
    for path in write_all(args.out):
        print(f"{path}  {path.stat().st_size / 1024:.1f} KB")


if __name__ == "__main__":
    main()
