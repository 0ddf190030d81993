"""The window's language: chosen from `--lang`, the Language setting or the system, and installed with its
translation files, the locale of its numbers and dates, and the language of the words made in code."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtQml import QQmlEngine

from dicebar.app import translators
from dicebar.app.settings import SETTINGS_FILE, AppSettings, stored_value
from dicebar.rules.words import QT_TRANSLATE_NOOP, counted
from dicebar.session import translation
from dicebar.session.languages import LANGUAGES, SYSTEM, LanguageError, checked


@pytest.fixture
def back_to_english(qapp: Any) -> Iterator[None]:
    before = QLocale()
    yield
    translators.install_translators("en")
    QLocale.setDefault(before)


def test_the_command_line_beats_the_setting_which_beats_the_system() -> None:
    assert translators.chosen("de", "es") == "de"
    assert translators.chosen(None, "es") == "es"
    system = QLocale.system().name().split("_")[0]
    assert translators.chosen(None, SYSTEM) == (system if system in LANGUAGES else "en")
    with pytest.raises(LanguageError, match="unknown language 'fr'"):
        checked("fr")


@pytest.mark.parametrize("language", ["es", "de"])
def test_a_language_installs_its_file_its_numbers_and_its_words_in_code(back_to_english: None, language: str) -> None:
    loaded = translators.install_translators(language)
    assert f"dicebar_{language}.qm" in loaded
    assert translation.language() == language
    assert QLocale().toString(12345.5, "f", 1) == "12.345,5"  # both write a decimal comma
    translators.install_translators("en")
    assert translation.language() == "en" and QLocale().toString(12345.5, "f", 1) == "12,345.5"


def test_english_plural_forms_come_from_its_own_file(back_to_english: None) -> None:
    assert "dicebar_en.qm" in translators.install_translators("en")
    assert QCoreApplication.translate("BettingBar", "Keep my %n ace(s)", None, 1) == "Keep my ace"
    assert QCoreApplication.translate("BettingBar", "Re-roll %n ace(s)", None, 3) == "Re-roll 3 aces"
    tokens = QT_TRANSLATE_NOOP("AcesInThePot", "Pot: %n token(s)", None, 1)
    assert [translation.render(counted(tokens, n)) for n in (1, 2)] == ["Pot: 1 token", "Pot: 2 tokens"]
    assert [counted(tokens, n).english() for n in (1, 2)] == ["Pot: 1 token", "Pot: 2 tokens"]


def test_the_language_setting_is_read_before_the_rest_and_checked(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    assert stored_value(path, "language") == SYSTEM  # no file yet
    settings = AppSettings(path)
    settings.set("language", "de")
    settings.save()
    assert stored_value(path, "language") == "de"
    path.write_text('{"language": "klingon"}', encoding="utf-8")
    assert stored_value(path, "language") == SYSTEM
    path.write_bytes(b"\x00 not json")
    assert stored_value(path, "language") == SYSTEM


def test_a_language_chosen_in_the_settings_outlasts_the_command_line(back_to_english: None) -> None:
    """`--lang de` speaks German from the start; a language chosen in the settings then is spoken at once, for the
    rest of the run (the last choice the person made), and so is "System" chosen again when the window speaks
    another language than the system's."""
    engine = QQmlEngine()
    settings = AppSettings()
    translators.LanguageSwitch(settings, engine)
    translators.install_translators(translators.chosen("de", str(settings.get("language"))))  # as `--lang de` does
    said_again: list[str] = []

    def heard() -> None:
        said_again.append(translation.language())

    translation.switched().switched.connect(heard)
    settings.set("volume", 0.5)  # another setting changes nothing
    assert translation.language() == "de" and said_again == []
    assert settings.set("language", "es")
    assert translation.language() == "es" and said_again == ["es"]
    assert QCoreApplication.translate("LanguageChoice", "Language") == "Idioma"
    assert settings.set("language", "es")  # the language spoken: nothing to do
    assert said_again == ["es"]
    assert settings.set("language", SYSTEM)
    system = translators.chosen(None, SYSTEM)
    assert translation.language() == system
    assert settings.set("language", SYSTEM)  # chosen again while the window speaks it: nothing more
    assert said_again == (["es", system] if system != "es" else ["es"])
    translation.switched().switched.disconnect(heard)
    settings.save()  # (no file: the timer of a delayed save is stopped)
    del engine
