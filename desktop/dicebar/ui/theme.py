"""The look of every page: the two palettes (the normal dark one and High contrast), the text size's range, and the
size unit the pages lay themselves out in. Theme.qml reads these (through dicebar.ui.qml_types.ThemeSource) and
every page reads Theme.qml: one source for each colour and size.

Colours are "#rrggbb", or "#aarrggbb" for a panel that lets the table show through. `TEXT_ON` lists, for each
place text is drawn on, the background it is drawn on and the colours of text drawn there; tests/ui/test_contrast.py
checks each pair meets WCAG AA (4.5:1) in both palettes (`text_contrast`: a see-through panel is laid over the
brightest thing it may lie on, and over black).
"""

from __future__ import annotations

import math

NORMAL, HIGH_CONTRAST = "normal", "high_contrast"

# Text size, percent of the normal size: the setting's range and a slider's step. Below SMALL_WINDOW_HEIGHT px of
# window height it goes no higher than SMALL_WINDOW_MOST (there is no room for more).
TEXT_SIZE_RANGE = (100, 200)
TEXT_SIZE_STEP = 25
SMALL_WINDOW_HEIGHT = 800
SMALL_WINDOW_MOST = 150

# The pages' unit (u): a 150 u x 85 u page at 100%, so that 1024x600 and 4K both read well; never under MINIMUM_UNIT.
PAGE_UNITS = (150, 85)
MINIMUM_UNIT = 6
# A page fewer units wide than this (large words in a small window) is compact: its parts one under another.
COMPACT_COLUMNS = 130
# The unit at which Material's switches, sliders and drop-down arrows (drawn in fixed pixels) match the words
# beside them: a 1920x1080 page at 100%. In a larger unit (4K, a larger text size) they grow by the ratio; in a
# smaller one they keep their size, which is what a finger needs.
CONTROL_UNIT = 1080 / PAGE_UNITS[1]

PALETTES: dict[str, dict[str, str]] = {
    NORMAL: {
        "background": "#15100c",
        "panel": "#221912",
        "panelLight": "#2e2219",
        "line": "#4a3526",
        "text": "#f3e9d2",
        "textDim": "#bba98c",
        "accent": "#f2a93b",
        "felt": "#1f5d3a",
        "good": "#8fd18b",
        "warn": "#f7937a",
        "bar": "#e615100c",  # the HUD's bars over the table
        "card": "#e61a130e",  # a panel over the table: the hint, a seat's plate, PeekPoker's pots and hands
        "cardLit": "#e62e2216",  # the plate of the seat whose turn it is
        "cardWarm": "#e635230d",  # a hand that won, a stack all in
        "veil": "#e0100a06",  # over the whole table: the end of the game
        "notice": "#3a1d14",  # a damaged file was kept aside
        "inkOnAccent": "#dd000000",  # words on an accent-coloured button (Material's, its buttons in the Light theme)
        "focusRing": "#7fd6ff",  # the keyboard's focus (FocusRing.qml): cool against the warm theme
        "keyCap": "#e6100b08",  # a key's name on its button (KeyCap.qml)
    },
    HIGH_CONTRAST: {
        "background": "#000000",
        "panel": "#000000",
        "panelLight": "#1c1c1c",
        "line": "#ffffff",
        "text": "#ffffff",
        "textDim": "#e6e6e6",
        "accent": "#ffd43b",
        "felt": "#1f5d3a",
        "good": "#8cff8c",
        "warn": "#ff9a80",
        "bar": "#ff000000",
        "card": "#ff000000",
        "cardLit": "#ff1c1c1c",
        "cardWarm": "#ff2a1c00",
        "veil": "#f5000000",
        "notice": "#2a0a00",
        "inkOnAccent": "#dd000000",
        "focusRing": "#00e5ff",
        "keyCap": "#ff000000",
    },
}

# Where text is drawn: each background, and the colours of the text drawn on it.
TEXTS = ("text", "textDim", "accent", "good", "warn")
TEXT_ON: dict[str, tuple[str, ...]] = {
    "background": TEXTS,
    "panel": TEXTS,
    "panelLight": TEXTS,
    "bar": TEXTS,
    "card": TEXTS,
    "cardLit": TEXTS,
    "cardWarm": TEXTS,
    "veil": TEXTS,
    "notice": ("text", "warn"),
    "accent": ("inkOnAccent",),
    "keyCap": ("text",),
}
BRIGHTEST_UNDER = "#ffffff"  # what a see-through panel may lie on: a white die passing under it


def rgba(colour: str) -> tuple[float, float, float, float]:
    """'#rrggbb' or '#aarrggbb' (Qt's order) as red, green, blue and alpha from 0 to 1."""
    digits = colour.removeprefix("#")
    if len(digits) not in (6, 8) or any(c not in "0123456789abcdefABCDEF" for c in digits):
        raise ValueError(f"not a colour: {colour!r}")
    alpha = int(digits[:2], 16) / 255 if len(digits) == 8 else 1.0
    red, green, blue = (int(digits[-6:][k : k + 2], 16) / 255 for k in (0, 2, 4))
    return red, green, blue, alpha


def over(colour: str, under: str | tuple[float, float, float]) -> tuple[float, float, float]:
    """`colour` laid over the opaque `under` (sRGB values, as the screen mixes them)."""
    red, green, blue, alpha = rgba(colour)
    below = rgba(under)[:3] if isinstance(under, str) else under
    mixed = [alpha * top + (1 - alpha) * bottom for top, bottom in zip((red, green, blue), below, strict=True)]
    return mixed[0], mixed[1], mixed[2]


def text_contrast(text: str, background: str) -> float:
    """The contrast of words of colour `text` on `background`, at its worst: a see-through background over the
    brightest thing that may lie under it (BRIGHTEST_UNDER) or over black."""
    worst = math.inf
    for under in (BRIGHTEST_UNDER, "#000000"):
        ground = over(background, under)
        worst = min(worst, contrast(over(text, ground), ground))
    return worst


def luminance(rgb: tuple[float, float, float]) -> float:
    """Relative luminance (WCAG 2.x) of an sRGB colour."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """The WCAG 2.x contrast ratio of two colours, from 1 to 21."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
