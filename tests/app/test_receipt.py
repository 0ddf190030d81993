"""The end screen's receipt: a history is saved whole or not at all; the kiosk's receipt is short and its QR code
reads back as it (segno's code drawn into a PNG that Qt loads)."""

from __future__ import annotations

import base64
import contextlib
import json
from pathlib import Path

import segno
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage
from tests.rules.histories import played_game

from dicebar.app import receipt
from dicebar.app.history_file import history_name, write_history
from dicebar.app.receipt import QR_BORDER, QR_SCALE, RESULT_LENGTH, qr_data_url, receipt_text
from dicebar.rules.history import game_history

SEAL = "3f9a77c21b0e" + "0" * 52
SEED = "0123456789abcdef" * 2


def finished_history(tmp_path: Path) -> tuple[Path, object]:
    history = game_history(played_game("bar-dice", 2, 3, {}), [False, False])
    return tmp_path / history_name(history), history


def test_a_history_whose_text_cannot_be_written_leaves_no_json(tmp_path: Path) -> None:
    path, history = finished_history(tmp_path)
    path.with_suffix(".txt").mkdir()  # the text's place is taken: its write fails
    try:
        write_history(path, history)  # type: ignore[arg-type]
    except OSError:
        pass
    else:
        raise AssertionError("the text's write should have failed")
    assert sorted(item.name for item in tmp_path.iterdir()) == [path.with_suffix(".txt").name]


def test_a_history_saved_before_is_kept_when_its_text_cannot_be_written_again(tmp_path: Path) -> None:
    path, history = finished_history(tmp_path)
    write_history(path, history)  # type: ignore[arg-type]
    before = path.read_bytes()
    path.with_suffix(".txt").unlink()
    path.with_suffix(".txt").mkdir()
    with contextlib.suppress(OSError):
        write_history(path, history)  # type: ignore[arg-type]
    assert path.read_bytes() == before and json.loads(before)["seal"]


def test_the_receipt_is_four_short_lines_and_a_long_result_is_cut() -> None:
    text = receipt_text("Bar Dice", SEAL, SEED, "Ana wins")
    assert text.splitlines() == ["Dice Bar: Bar Dice", f"seal {SEAL}", f"seed {SEED}", "Ana wins"]
    long = receipt_text("Bar Dice", SEAL, SEED, "Ana wins: " + "fifty-six in one " * 20)
    last = long.splitlines()[-1]
    assert len(last) <= RESULT_LENGTH and last.endswith("…")


def test_the_receipts_qr_code_reads_back_as_the_receipt() -> None:
    text = receipt_text("PeekPoker Hold'em: Crazy Aces", SEAL, SEED, "Ana wins the pot with a full house " * 3)
    url = qr_data_url(text)
    assert url.startswith("data:image/png;base64,")
    picture = QImage.fromData(QByteArray(base64.b64decode(url.split(",", 1)[1])))
    code = segno.make(text, error="m", micro=False, boost_error=False)
    modules = len(code.matrix)
    assert picture.width() == picture.height() == (modules + 2 * QR_BORDER) * QR_SCALE
    drawn = [
        [
            int(QColor(picture.pixel((x + QR_BORDER) * QR_SCALE + 2, (y + QR_BORDER) * QR_SCALE + 2)).lightness() < 128)
            for x in range(modules)
        ]
        for y in range(modules)
    ]
    assert drawn == [[int(bool(bit)) for bit in row] for row in code.matrix]
    assert code.version <= 11  # the longest receipt: 61 modules across, some 6 px each on the kiosk screen


def test_histories_go_to_the_data_folder_when_it_is_moved(tmp_path: Path, monkeypatch: object) -> None:
    monkeypatch.setenv("DICEBAR_DATA_DIR", str(tmp_path))  # type: ignore[attr-defined]
    assert receipt.histories_dir() == tmp_path / "histories"
