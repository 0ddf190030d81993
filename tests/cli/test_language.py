"""`dicebar --lang CODE` sets the window's language for one run; the headless commands speak English whatever the
system's language (their JSON is a contract)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import SCENARIOS, run_dicebar


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("--lang", "fr"), "dicebar --lang: unknown language 'fr'; Dice Bar speaks en (English), es (Español), de"),
        (("--lang=xx", "--self-test"), "unknown language 'xx'"),
        (("--lang",), "which language? e.g. --lang es"),
        (("--lang", "--self-test"), "which language? e.g. --lang es"),
        (("--lang", "es", "score", "bar-dice", "3", "3", "4", "1", "1"), "the commands' output is English"),
    ],
)
def test_a_wrong_language_is_refused_in_one_line(args: tuple[str, ...], fragment: str) -> None:
    done = run_dicebar(*args)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and fragment in lines[0], lines


def _headless(*args: str, language: str) -> str:
    env = {**os.environ, "LANG": language, "LC_ALL": language, "LANGUAGE": language.split("_", maxsplit=1)[0]}
    done = subprocess.run(
        [sys.executable, "-m", "dicebar", *args], check=False, capture_output=True, text=True, timeout=120, env=env
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_headless_commands_speak_english_on_a_german_or_spanish_system() -> None:
    scenario = str(sorted(SCENARIOS.glob("bar-dice/*.json"))[0])
    for args in (("score", "bar-dice", "3", "3", "4", "1", "1"), ("play", scenario)):
        english = _headless(*args, language="C.UTF-8")
        for other in ("de_DE.UTF-8", "es_ES.UTF-8"):
            assert _headless(*args, language=other) == english
    said = json.loads(_headless("score", "bar-dice", "3", "3", "4", "1", "1", language="de_DE.UTF-8"))
    assert said["call"] == "forty-three"
