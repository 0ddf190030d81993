"""Run `dicebar` with Python's own network calls refused and written down (tests/app/test_no_network.py).

    python no_network_guard.py RECORD_FILE dicebar-arguments...

Every socket connect to anything but a local (AF_UNIX) socket, every name lookup and every UDP send is refused
with OSError and appended to RECORD_FILE, so a test sees an attempt even when the program swallows the error.
"""

from __future__ import annotations

import socket
import sys
from typing import Any

RECORD = sys.argv[1]


def _note(what: str) -> None:
    with open(RECORD, "a", encoding="utf-8") as record:
        record.write(what + "\n")


def _refuse(what: str) -> OSError:
    _note(what)
    return OSError(f"no network for Dice Bar: {what}")


_connect = socket.socket.connect
_connect_ex = socket.socket.connect_ex


def _guarded_connect(self: socket.socket, address: Any) -> Any:
    if self.family != socket.AF_UNIX:
        raise _refuse(f"connect {self.family.name} {address!r}")
    return _connect(self, address)


def _guarded_connect_ex(self: socket.socket, address: Any) -> Any:
    if self.family != socket.AF_UNIX:
        raise _refuse(f"connect_ex {self.family.name} {address!r}")
    return _connect_ex(self, address)


def _guarded_sendto(self: socket.socket, *args: Any) -> Any:
    raise _refuse(f"sendto {self.family.name} {args[-1]!r}")


def _lookup(name: str) -> Any:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise _refuse(f"{name} {args[:1]!r}")

    return refuse


socket.socket.connect = _guarded_connect  # type: ignore[method-assign]
socket.socket.connect_ex = _guarded_connect_ex  # type: ignore[method-assign]
socket.socket.sendto = _guarded_sendto  # type: ignore[method-assign]
for _name in ("getaddrinfo", "gethostbyname", "gethostbyname_ex", "gethostbyaddr", "getnameinfo", "create_connection"):
    setattr(socket, _name, _lookup(_name))

if __name__ == "__main__":
    from dicebar.app.cli import main

    raise SystemExit(main(sys.argv[2:]))
