"""The repository stands alone and speaks of the product: no file sends a reader to documents outside it, none
tells its own history (that is what commit messages are for), and what players read spells "centre" one way."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from dicebar.rules.pages import rules_page
from dicebar.rules.registry import game_ids, game_type

ROOT = Path(__file__).resolve().parent.parent
SKIPPED_FOLDERS = {".git", ".venv", "build", "dist", "__pycache__", "artifacts"}

#: wording that points outside the repository, or tells how a file came to be, with what it is taken for
FORBIDDEN = {
    r"\.\./shared\b|\bshared/(SCENARIOS|RULES)": "a folder outside the repository",
    r"\b(SCENARIOS|RULES)\.md\b": "a rules or scenarios document the repository does not have",
    r"\[S\d+\]|\b[Ss]ources? \d{3}\b": "a numbered source the repository does not have",
    r"\b[Ss]ession \d+\b": "a work session's number",
    r"\b[Ii]ssue \d+\b|\(#\d+\)": "an issue's number",
}


def tracked_text_files() -> list[Path]:
    """Every file of the repository that is text: what git tracks or would (not what it ignores), or the whole tree
    outside build folders when this is not a git checkout."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
        ).stdout.split("\0")
        paths = [ROOT / name for name in listed if name]
    except (OSError, subprocess.SubprocessError):
        paths = [
            path
            for path in ROOT.rglob("*")
            if path.is_file() and not SKIPPED_FOLDERS & set(path.relative_to(ROOT).parts)
        ]
    return [path for path in paths if path.is_file() and b"\0" not in path.read_bytes()[:8192]]


def offences(text: str) -> list[str]:
    """Each forbidden phrase in `text`, as 'line N: "phrase" (what it is)'."""
    found = []
    for pattern, meaning in FORBIDDEN.items():
        for match in re.finditer(pattern, text):
            line = text.count("\n", 0, match.start()) + 1
            found.append(f'line {line}: "{match.group(0)}" ({meaning})')
    return found


def test_the_check_finds_each_kind_of_offence() -> None:
    # Written with a "·" inside each phrase, taken out here, so that this file passes its own check.
    samples = [
        "described in ../sha·red/SCENA·RIOS.md",
        "see RU·LES.md section 3",
        "as the rules say [S·3]",
        "(the rules, section 1; sour·ce 002)",
        "measured in sess·ion 7",
        "the camera until sess·ion 4",
        "start-up time, iss·ue 6",
        "fixed in (#·12)",
    ]
    for sample in samples:
        assert offences(sample.replace("·", "")), sample
    phrase = "sess·ion 7".replace("·", "")
    assert offences(f"one\ntwo {phrase}") == [f'line 2: "{phrase}" (a work session\'s number)']
    assert not offences("GameSession, a poker session's hands, 20,000 sessions, RULES = 3, rules_page, source.roll(5)")


def test_no_file_points_outside_the_repository_or_tells_its_history() -> None:
    files = tracked_text_files()
    assert ROOT / "README.md" in files and Path(__file__) in files
    found = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        found += [f"{path.relative_to(ROOT)}, {offence}" for offence in offences(text)]
    assert not found, "\n".join(found)


def _player_text_center(text: str) -> list[str]:
    """Spellings of "center" in text for people, leaving out the JSON field `center` (in backticks or quotes)."""
    return [match.group(0) for match in re.finditer(r"(?<![`\"])\b[Cc]enter(?:s|ed)?\b(?![`\"])", text)]


def test_players_read_centre_in_british_spelling() -> None:
    assert _player_text_center("the dice in the center") == ["center"]
    assert _player_text_center('`center`: dice in the centre, "center": 0') == []
    for document in ("README.md", "tests/scenarios/README.md"):
        assert _player_text_center((ROOT / document).read_text(encoding="utf-8")) == [], document
    for game_id in game_ids():
        assert _player_text_center(rules_page(game_id, {}) + game_type(game_id).tagline) == [], game_id
    for qml in sorted((ROOT / "resources" / "qml").rglob("*.qml")):  # its texts are its string literals
        texts = " ".join(re.findall(r'"([^"\n]*)"', qml.read_text(encoding="utf-8")))
        assert _player_text_center(texts) == [], qml.name
