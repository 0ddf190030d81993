"""The language the window speaks: the system's (QLocale), the Language setting, or `--lang` for one run.

Dice Bar's own words come from `resources/translations/dicebar_<code>.qm` (made from the `.ts` files by
`packaging/translations.py`), Qt's own (its dialogs' and controls' words) from Qt's `qtbase_<code>.qm` and
`qtdeclarative_<code>.qm` where they are installed. English has a file of its own too: the plural forms of its
`%n` texts ("1 token", "3 tokens"). The numbers and dates shown follow the language chosen (`QLocale.setDefault`).
The headless commands never come here: their JSON stays English.

A language chosen in the settings is spoken at once (`LanguageSwitch`): the translators are replaced, the words
Python keeps are said again (`translation.switched`) and the QML engine re-evaluates every `qsTr`; the game at the
table plays on. A choice made there outlasts `--lang` for the rest of the run: the last thing the person asked for
is the language they see (and the one the next start speaks).
"""

from __future__ import annotations

import logging
import weakref
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Slot
from PySide6.QtQml import QQmlEngine

from dicebar.app.settings import AppSettings
from dicebar.rules.lingo import ENGLISH
from dicebar.session import translation
from dicebar.session.languages import LANGUAGES, checked
from dicebar.session.resources import resources_dir

log = logging.getLogger(__name__)

QT_CATALOGUES = ("qtbase", "qtdeclarative")  # Qt's own words (packaging/bundle_filter.py keeps the same)

_installed: list[QTranslator] = []


def chosen(requested: str | None, setting: str) -> str:
    """The language of this run: `--lang` if given, else the setting, else the system's (English if it is none of
    Dice Bar's)."""
    if requested:
        return checked(requested)
    if setting in LANGUAGES:
        return setting
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else ENGLISH


def translations_dir() -> str:
    return str(resources_dir() / "translations")


def install_translators(language: str) -> list[str]:
    """Speak `language` from now on: its translators installed (the previous ones removed), the locale of numbers
    and dates, and the language of the words made in code (`translation.set_language`). The files loaded."""
    app = QCoreApplication.instance()
    assert app is not None, "a Qt application comes first"
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    ours = QTranslator(app)
    if ours.load(own_file(language), translations_dir()):
        app.installTranslator(ours)
        _installed.append(ours)
    else:
        log.warning("no translation file for %s in %s: the words stay in English", language, translations_dir())
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for catalogue in QT_CATALOGUES if language != ENGLISH else ():
        qt_words = QTranslator(app)
        if qt_words.load(f"{catalogue}_{language}", qt_folder):
            app.installTranslator(qt_words)
            _installed.append(qt_words)
    system = QLocale.system()  # its own country's ways when the system speaks the language too (de_AT, es_MX)
    QLocale.setDefault(system if system.name().split("_")[0] == language else QLocale(language))
    translation.set_language(language)
    loaded = [Path(translator.filePath()).name for translator in _installed]
    log.info("language: %s (%s)", language, ", ".join(loaded) or "no translation files")
    return loaded


def own_file(language: str) -> str:
    """The name of Dice Bar's own translation file for `language`."""
    return f"dicebar_{language}.qm"


class LanguageSwitch(QObject):
    """The Language setting applied the moment a language is chosen in it (even the one it held: choosing
    "System" in a `--lang` run speaks the system's language), to the window of `engine`."""

    def __init__(self, settings: AppSettings, engine: QQmlEngine) -> None:
        # A child of the settings, whose signal it takes: a receiver deleted with its engine while the settings
        # live on would be called all the same (PySide then fails in the event loop). It holds the engine weakly,
        # so that the engine goes when its window's owner lets it go; an engine gone is let be.
        super().__init__(settings)
        self._settings, self._engine = settings, weakref.ref(engine)
        settings.picked.connect(self._picked)

    @Slot(str)
    def _picked(self, name: str) -> None:
        engine = self._engine()
        if name != "language" or engine is None or not shiboken6.isValid(engine):
            return
        language = chosen(None, str(self._settings.get("language")))
        if language != translation.language():
            # the translators, the locale and the words made in code (the session's, the lobby's and the pages',
            # said again on translation's signal), then every qsTr of the engine's QML
            install_translators(language)
            engine.retranslate()
