"""The end screen's receipt of a sealed game: its history saved as a file, or, at a kiosk, a QR code to take away.

QML reaches it as `receipts` (gui.build_window). "Save the game's history" writes the history JSON and its text
(history_file.save_game_history) into `histories_dir()` and says where in one line. A kiosk writes no files: it
shows a QR code of a short receipt instead (the game, the seal in full, the revealed seed and the result), drawn
by segno as a PNG that QML shows from a data URL.
"""

from __future__ import annotations

import base64
import io
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Slot

from dicebar.app.history_file import save_game_history
from dicebar.app.paths import DATA_DIR_VARIABLE, data_dir
from dicebar.session.game_session import GameSession

if TYPE_CHECKING:
    import segno

HISTORIES_FOLDER = "Dice Bar histories"  # in the person's Documents
RESULT_LENGTH = 72  # the receipt's result line is cut here: the QR stays small enough for a phone to read
QR_ERROR_LEVEL = "m"  # 15 % of the code may be smudged or glared and it still reads
QR_SCALE = 8  # pixels per module of the PNG (QML scales it without smoothing)
QR_BORDER = 4  # modules of quiet zone around the code, as scanners expect


def histories_dir() -> Path:
    """Where the end screen saves histories: the person's Documents/Dice Bar histories, or the data folder's
    histories/ when DICEBAR_DATA_DIR moves everything (tests, portable installs) or there is no Documents."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if os.environ.get(DATA_DIR_VARIABLE) or not documents:
        return data_dir() / "histories"
    return Path(documents) / HISTORIES_FOLDER


def receipt_text(game_title: str, seal_digest: str, seed: str, result: str) -> str:
    """The short receipt a kiosk's QR code holds: enough to check the game with `dicebar verify`'s rules. The
    field names stay English, as the history's JSON does: a receipt is read by tools as well as people."""
    if len(result) > RESULT_LENGTH:
        result = result[: RESULT_LENGTH - 1].rstrip() + "…"
    return f"Dice Bar: {game_title}\nseal {seal_digest}\nseed {seed}\n{result}"


def session_receipt(session: GameSession) -> str:
    """The receipt of a sealed game that is over; empty before its end, and for a game that is not sealed."""
    seed = str(session.property("revealedSeed"))
    digest = str(session.property("sealDigest"))
    if not seed or not digest:
        return ""
    return receipt_text(str(session.property("title")), digest, seed, str(session.property("hud").get("result", "")))


def qr_code(text: str) -> segno.QRCode:
    """The receipt as a QR code (never a Micro QR code: phones' cameras do not read those)."""
    # Imported here, when a kiosk's end screen first draws a receipt: segno's writers import urllib.request, and
    # with it http.client and ssl (OpenSSL's TLS library), some 5 MB and 50 ms at every start for nothing else.
    import segno  # noqa: PLC0415

    return segno.make(text, error=QR_ERROR_LEVEL, micro=False, boost_error=False)


def qr_data_url(text: str) -> str:
    """`text` as a QR code in a PNG data URL that a QML Image shows: dark modules on white, with its quiet zone."""
    picture = io.BytesIO()
    qr_code(text).save(picture, kind="png", scale=QR_SCALE, border=QR_BORDER, dark="#000000", light="#ffffff")
    return "data:image/png;base64," + base64.b64encode(picture.getvalue()).decode("ascii")


class Receipts(QObject):
    """The end screen's receipt (QML: `receipts`): save a game's history, or draw its receipt as a QR code."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder: Path | None = None  # None: histories_dir(), looked up at each save

    @Slot(QObject, result=str)
    def saveHistory(self, session: QObject) -> str:
        """Write the game's history file; one line saying where, or why not."""
        if not isinstance(session, GameSession):
            return ""
        return save_game_history(session.history, self.folder or histories_dir())

    @Slot(QObject, result=str)
    def text(self, session: QObject) -> str:
        """The game's short receipt (empty until a sealed game is over)."""
        return session_receipt(session) if isinstance(session, GameSession) else ""

    @Slot(QObject, result=str)
    def qrPicture(self, session: QObject) -> str:
        """The receipt as a QR code, a PNG data URL for an Image's source (empty until a sealed game is over)."""
        text = self.text(session)
        return qr_data_url(text) if text else ""
