"""The committed translation files are up to date (packaging/translations.py): every text the sources mark is in
each `.ts`, each `.qm` is its `.ts` compiled, and every marked text is one lupdate can find."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest

from dicebar.session.languages import LANGUAGES

from .scripts import ROOT, load_script

translations = load_script("translations")


def test_the_committed_translations_are_the_sources_marked_and_compiled() -> None:
    assert translations.problems() == []


def test_every_language_has_its_files_and_the_tutorials_captions_are_listed() -> None:
    marked = translations.messages(translations.ts_path("es"))
    captions = {text for text, _, _ in translations.tutorial_texts()}
    assert captions and {("Tutorial", text, False) for text in captions} <= marked
    for language in LANGUAGES:
        assert translations.qm_path(language).stat().st_size > 0


@pytest.fixture
def copied(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The translation files copied aside, and the script pointed at the copies."""
    folder = tmp_path / "translations"
    shutil.copytree(translations.TRANSLATIONS, folder)
    monkeypatch.setattr(translations, "TRANSLATIONS", folder)
    return folder


def test_a_ts_that_lacks_a_text_is_found_out(copied: Path) -> None:
    ts = copied / "dicebar_de.ts"
    content = ts.read_text(encoding="utf-8")
    start = content.index("<message>")
    ts.write_text(content[:start] + content[content.index("</message>", start) + len("</message>") :], "utf-8")
    found = translations.problems()
    assert any(problem.startswith("dicebar_de.ts lacks 1 texts") for problem in found), found


def test_a_qm_that_is_not_its_ts_compiled_is_found_out(copied: Path) -> None:
    shutil.copy(copied / "dicebar_en.qm", copied / "dicebar_es.qm")
    assert translations.problems() == ["dicebar_es.qm is not dicebar_es.ts compiled: run packaging/translations.py"]


def test_english_plurals_are_said_in_their_english_forms() -> None:
    content = translations.ts_path("en").read_text(encoding="utf-8")
    assert "<numerusform>Re-roll %n ace</numerusform>" in content
    assert "<numerusform>%n die</numerusform>" in content  # (die/dice), Fives to the Right's seat plates


def test_every_marked_text_has_a_context_and_source_lupdate_can_read() -> None:
    """lupdate reads only literal texts: a context in a variable is silently left out of the `.ts`."""
    unreadable = []
    for path in sorted((ROOT / "desktop" / "dicebar").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            marker = isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP"
            literal = marker and all(
                isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in node.args[:2]
            )
            if marker and not literal:
                unreadable.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert unreadable == []


def test_a_translation_of_a_text_no_longer_said_is_kept_aside_not_compiled(copied: Path) -> None:
    """A reworded source keeps its old translation in the `.ts` (marked vanished) for the translator to reuse."""
    ts = copied / "dicebar_es.ts"
    content = ts.read_text(encoding="utf-8")
    gone = (
        "<message>\n        <source>A text no source says</source>\n"
        "        <translation>Un texto que nadie dice</translation>\n    </message>\n"
    )
    ts.write_text(content.replace("<message>", gone + "    <message>", 1), encoding="utf-8")
    translations.update_ts("es", ts)
    kept = ts.read_text(encoding="utf-8")
    assert '<translation type="vanished">Un texto que nadie dice</translation>' in kept
    assert translations.problems() == []  # listed, but not as a text of the sources, and left out of the .qm
