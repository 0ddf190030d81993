"""Make Dice Bar's translation files with Qt's own tools, and check that the committed ones are up to date:

    resources/translations/dicebar_<code>.ts   every text marked in the sources, with its translation
    resources/translations/dicebar_<code>.qm   the same, compiled: what the program loads (committed, since an
                                               editable install runs no build step)

    .venv/bin/python packaging/translations.py [--check]

`pyside6-lupdate` reads the Python sources (`QT_TRANSLATE_NOOP`, `dicebar/rules/words.py`), the QML (`qsTr`) and
the tutorials' captions: those are data (`resources/tutorials/*.json`), so they are first written out as lines of
`QT_TRANSLATE_NOOP("Tutorial", ...)` for lupdate, and their places in the `.ts` point back at the JSON. It keeps
the translations already made; a text no source says any more stays in the `.ts` marked vanished (a translator
may reuse it for a text reworded; lrelease leaves it out). English has a `.ts` of the plural
texts alone (`%n`): their forms are filled in by the English rule (`words.english_form`) where still empty.
`pyside6-lrelease` then compiles each `.ts`. `--check` changes nothing: it says (exit 1) if a `.ts` lacks a text
the sources mark, or a `.qm` is not its `.ts` compiled.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

from dicebar.rules.lingo import ENGLISH
from dicebar.rules.words import english_form
from dicebar.session.languages import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
SOURCES = (ROOT / "desktop" / "dicebar", ROOT / "resources" / "qml")
TUTORIALS = ROOT / "resources" / "tutorials"
TRANSLATIONS = ROOT / "resources" / "translations"
TUTORIAL_CONTEXT = "Tutorial"  # dicebar.session.tutorial shows the captions in it
TUTORIAL_FIELDS = ("say", "wrong")  # the words of a tutorial's step a person reads
CAPTIONS_FILE = "tutorial_captions.py"
TOOLS = Path(sys.executable).parent

Message = tuple[str, str, bool]  # context, source, plural
GONE = ("vanished", "obsolete")  # a translation kept for a text no source says any more (lrelease leaves it out)


class ToolFailed(RuntimeError):
    """lupdate or lrelease failed; the message is its own."""


def ts_path(language: str) -> Path:
    return TRANSLATIONS / f"dicebar_{language}.ts"


def qm_path(language: str) -> Path:
    return ts_path(language).with_suffix(".qm")


def tutorial_texts() -> Iterator[tuple[str, Path, int]]:
    """Every text a tutorial shows a person, with its file and line."""
    for path in sorted(TUTORIALS.glob("*.json")):
        content = path.read_text(encoding="utf-8")
        lines = content.splitlines()
        for step in json.loads(content)["steps"]:
            for name in TUTORIAL_FIELDS:
                text = step.get(name)
                if text:
                    written = json.dumps(text, ensure_ascii=False)
                    line = next((number for number, row in enumerate(lines, 1) if written in row), 1)
                    yield text, path, line


def _tool(name: str, *args: str) -> None:
    done = subprocess.run([str(TOOLS / name), *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise ToolFailed(f"{name} failed: {(done.stderr or done.stdout).strip()}")


def update_ts(language: str, ts: Path) -> None:
    """Run lupdate over every source into `ts` (kept translations, dropped texts removed)."""
    texts = list(tutorial_texts())
    with tempfile.TemporaryDirectory() as folder:
        captions = Path(folder) / CAPTIONS_FILE
        captions.write_text(
            "".join(
                f"QT_TRANSLATE_NOOP({json.dumps(TUTORIAL_CONTEXT)}, {json.dumps(text, ensure_ascii=False)})\n"
                for text, _, _ in texts
            ),
            encoding="utf-8",
        )
        only_plurals = ["-pluralonly"] if language == ENGLISH else []
        _tool(
            "pyside6-lupdate",
            "-extensions",
            "py,qml",
            *(str(source) for source in SOURCES),
            str(captions),
            "-ts",
            str(ts),
            "-target-language",
            language,
            "-source-language",
            ENGLISH,
            "-locations",
            "absolute",
            *only_plurals,
        )
    content = ts.read_text(encoding="utf-8")

    def to_json(found: re.Match[str]) -> str:
        _, path, line = texts[int(found.group(1)) - 1]
        return f'<location filename="{Path("..", path.parent.name, path.name).as_posix()}" line="{line}"/>'

    content = re.sub(rf'<location filename="[^"]*{re.escape(CAPTIONS_FILE)}" line="(\d+)"/>', to_json, content)
    if language == ENGLISH:
        content = _english_plurals(content)
    ts.write_text(content, encoding="utf-8")


def _english_plurals(content: str) -> str:
    """Each still empty English plural filled in: one form for 1, one for any other count."""

    def fill(found: re.Match[str]) -> str:
        source = _unescape(found.group("source"))
        forms = [english_form(source, one) for one in (True, False)]
        return (
            found.group("head")
            + "<translation>\n"
            + "".join(f"            <numerusform>{_escape(form)}</numerusform>\n" for form in forms)
            + "        </translation>"
        )

    pattern = (
        r'(?P<head><message numerus="yes">(?:(?!</message>).)*?<source>(?P<source>[^<]*)</source>\s*)'
        r'<translation type="unfinished">\s*(?:<numerusform></numerusform>\s*)+</translation>'
    )
    return re.sub(pattern, fill, content, flags=re.DOTALL)


def _unescape(text: str) -> str:
    return (
        text.replace("&apos;", "'")
        .replace("&quot;", '"')
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
    )


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&apos;")


def release(ts: Path, qm: Path) -> None:
    _tool("pyside6-lrelease", "-silent", str(ts), "-qm", str(qm))


def messages(ts: Path) -> set[Message]:
    """Every text a `.ts` lists for the sources (not those kept from sources gone): its context, source, and
    whether it has plural forms."""
    root = ElementTree.parse(ts).getroot()
    return {
        (context.findtext("name", ""), message.findtext("source", ""), message.get("numerus") == "yes")
        for context in root.iter("context")
        for message in context.iter("message")
        if _kind(message) not in GONE
    }


def _kind(message: ElementTree.Element) -> str:
    translation = message.find("translation")
    return "" if translation is None else translation.get("type", "")


def problems() -> list[str]:
    """What is out of date in the committed files: a text the sources mark and a `.ts` lacks (or lists but no
    source marks any more), a `.qm` that is not its `.ts` compiled. Nothing written in the repository."""
    found = []
    with tempfile.TemporaryDirectory() as folder:
        for language in LANGUAGES:
            ts, qm = ts_path(language), qm_path(language)
            if not ts.exists() or not qm.exists():
                found.append(f"{ts.name} or {qm.name} is missing: run packaging/translations.py")
                continue
            fresh = Path(folder) / ts.name
            fresh.write_bytes(ts.read_bytes())
            update_ts(language, fresh)
            missing, stale = messages(fresh) - messages(ts), messages(ts) - messages(fresh)
            if missing:
                found.append(f"{ts.name} lacks {len(missing)} texts, e.g. {sorted(missing)[0][:2]}")
            if stale:
                found.append(f"{ts.name} lists {len(stale)} texts no source marks, e.g. {sorted(stale)[0][:2]}")
            compiled = Path(folder) / qm.name
            release(ts, compiled)
            if compiled.read_bytes() != qm.read_bytes():
                found.append(f"{qm.name} is not {ts.name} compiled: run packaging/translations.py")
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Make or check Dice Bar's translation files.")
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file is out of date")
    args = parser.parse_args(argv)
    try:
        if args.check:
            found = problems()
            for problem in found:
                print(problem, file=sys.stderr)
            return 1 if found else 0
        TRANSLATIONS.mkdir(parents=True, exist_ok=True)
        for language in LANGUAGES:
            update_ts(language, ts_path(language))
            release(ts_path(language), qm_path(language))
            print(f"{ts_path(language).relative_to(ROOT)}: {len(messages(ts_path(language)))} texts")
    except ToolFailed as error:
        print(f"translations: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
