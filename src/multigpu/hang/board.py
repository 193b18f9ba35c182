"""How a hang report reaches the ranks of other machines.

On one machine the ranks meet in the job's folder (watch.py: request and answer files). Across
machines no folder is shared, but the workers' store is: the TCPStore the job's process group
is made with (MASTER_ADDR:MASTER_PORT). Rank 0's process serves it from a thread of its own
(our launchers do not share torch's rendezvous store with the workers), or under the static
rendezvous (`--node-rank`) the launcher of rank 0's machine; either way also while rank 0's
Python is stuck. Requests, answers and the finished report go through it
as well; each machine's watchdogs copy the report into their own folder, where their launcher
reads it.

Every operation is best effort: a store not there yet (a script makes its process group after
the watchdog starts) or gone (rank 0 or its launcher ended) answers nothing, and the folder
still serves the ranks of this machine.
"""

from __future__ import annotations

import os
import socket
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any, TypeVar

T = TypeVar("T")
PREFIX = "multigpu/hang/"
RETRY_S = 1.0  # between attempts to reach a store that did not answer
POLL_S = 1.0  # between looks for requests and reports (a report waits 5 s for answers)
STORE_TIMEOUT_S = 2.0  # for each operation: the watchdog must never wait long on it
ADDRESS_FILE = "store-address"  # in a worker's folder, for `multigpu stacks`


class StoreBoard:
    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self._store: Any = None
        self._next_try = 0.0
        self._seen = 0  # requests read so far
        self._next_poll = 0.0

    @classmethod
    def for_job(cls) -> StoreBoard | None:
        """The board of a job whose ranks are on several machines; None on one machine, where
        the folder reaches every rank."""
        if int(os.environ.get("GROUP_WORLD_SIZE", "1")) < 2 or "MASTER_PORT" not in os.environ:
            return None
        return cls(os.environ["MASTER_ADDR"], int(os.environ["MASTER_PORT"]))

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"

    @classmethod
    def at(cls, address: str) -> StoreBoard:
        host, _, port = address.rpartition(":")
        return cls(host, int(port))

    def listening(self) -> bool:
        """A plain connection first: TCPStore waits out its timeout for a server that is not
        there yet, and logs a C++ traceback for one that has gone (rank 0's machine ends the
        job first, while the others may still look)."""
        try:
            socket.create_connection((self.host, self.port), timeout=0.5).close()
        except OSError:
            return False
        return True

    def _call(self, work: Callable[[Any], T], default: T) -> T:
        """`work(store)`, or `default` where the store cannot be reached."""
        if self._store is None and time.monotonic() >= self._next_try:
            self._next_try = time.monotonic() + RETRY_S
            if not self.listening():
                return default
            try:
                import torch.distributed as dist

                self._store = dist.TCPStore(
                    self.host,
                    self.port,
                    is_master=False,
                    wait_for_workers=False,
                    timeout=timedelta(seconds=STORE_TIMEOUT_S),
                )
            except (OSError, RuntimeError, ValueError):
                return default
        if self._store is None:
            return default
        try:
            return work(self._store)
        except (OSError, RuntimeError, ValueError):  # its server is gone
            self._store = None
            return default

    def claim(self, name: str) -> bool | None:
        """True for the first rank to claim `name` across the job; None if unreachable."""
        return self._call(lambda store: store.add(f"{PREFIX}claim/{name}", 1) == 1, None)

    def request(self, name: str) -> None:
        def post(store: Any) -> None:
            number = store.add(f"{PREFIX}requests", 1)
            store.set(f"{PREFIX}request/{number}", name)

        self._call(post, None)

    def poll(self) -> tuple[list[str], str | None]:
        """For the watchdog's loop, at most once a second and only while the store listens:
        the requests posted since the last look, and the report, once one is published."""
        if time.monotonic() < self._next_poll or not self.listening():
            return [], None
        self._next_poll = time.monotonic() + POLL_S
        return self.new_requests(), self.published()

    def new_requests(self) -> list[str]:
        """The requests posted since the last call."""

        def read(store: Any) -> list[str]:
            names = []
            for number in range(self._seen + 1, store.add(f"{PREFIX}requests", 0) + 1):
                key = f"{PREFIX}request/{number}"
                if not store.check([key]):  # counted, not posted yet: read it next time
                    break
                names.append(store.get(key).decode())
                self._seen = number
            return names

        return self._call(read, [])

    def answer(self, name: str, rank: int, text: str) -> None:
        self._call(lambda store: store.set(f"{PREFIX}answer/{name}/{rank}", text), None)

    def answers(self, name: str, ranks: set[int]) -> dict[int, str]:
        """The answers to `name` posted so far, of `ranks`."""

        def read(store: Any) -> dict[int, str]:
            keys = {rank: f"{PREFIX}answer/{name}/{rank}" for rank in ranks}
            return {r: store.get(k).decode() for r, k in keys.items() if store.check([k])}

        return self._call(read, {})

    def publish(self, text: str) -> None:
        """The finished report, for every machine's ranks to copy."""
        self._call(lambda store: store.set(f"{PREFIX}report", text), None)

    def published(self) -> str | None:
        key = f"{PREFIX}report"
        return self._call(
            lambda store: store.get(key).decode() if store.check([key]) else None, None
        )

    def acknowledge(self) -> None:
        """This rank has the report in its machine's folder."""
        self._call(lambda store: store.add(f"{PREFIX}report-seen", 1), None)

    def wait_for_copies(self, ranks: int, seconds: float) -> None:
        """Until `ranks` ranks have acknowledged the report, for at most `seconds`."""
        _wait(lambda: self._counted("report-seen") >= ranks, seconds)

    def read_where(self) -> None:
        """The launcher that published a report has read where rank 0 wrote it."""
        self._call(lambda store: store.add(f"{PREFIX}report-path-read", 1), None)

    def wait_until_where_read(self, seconds: float) -> None:
        _wait(lambda: self._counted("report-path-read") > 0, seconds)

    def _counted(self, name: str) -> int:
        return self._call(lambda store: store.add(f"{PREFIX}{name}", 0), 0)


def _wait(done: Callable[[], bool], seconds: float) -> None:
    until = time.monotonic() + seconds
    while not done() and time.monotonic() < until:
        time.sleep(0.05)
