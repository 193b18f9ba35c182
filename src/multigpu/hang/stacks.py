"""Python stacks of every thread, named in the user's terms (their file:line first)."""

from __future__ import annotations

import linecache
import os
import re
import sys
import threading
import types
from dataclasses import asdict, dataclass, field
from typing import Any

from ..core.frames import is_library


@dataclass(frozen=True)
class Frame:
    file: str
    line: int
    function: str

    @property
    def user(self) -> bool:
        return not is_library(self.file)

    @property
    def place(self) -> str:
        return f"{os.path.basename(self.file)}:{self.line}"

    @property
    def site(self) -> str:
        """`train.py:12 in step`."""
        return f"{self.place} in {self.function}"

    @property
    def code(self) -> str:
        """The line's source, where the file can be read."""
        return linecache.getline(self.file, self.line).strip()

    def describe(self) -> str:
        """`train.py:12 in step (time.sleep(60))`."""
        code = self.code
        return self.site + (f" ({code})" if code else "")


@dataclass
class ThreadStack:
    name: str
    main: bool
    frames: list[Frame] = field(default_factory=list)  # outermost first

    def innermost_user(self) -> Frame | None:
        return innermost_user(self.frames)

    def folded(self) -> list[str]:
        """The user's frames in full, each run of library frames as one line."""
        lines: list[str] = []
        library: list[Frame] = []
        for frame in [*self.frames, None]:
            if frame is not None and not frame.user:
                library.append(frame)
                continue
            if library:
                last = library[-1]
                more = f" (+{len(library) - 1} library frames)" if len(library) > 1 else ""
                lines.append(f"  … {last.site}{more}")
                library = []
            if frame is not None:
                lines.append(f"  {frame.describe()}")
        return lines

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "main": self.main, "frames": [asdict(f) for f in self.frames]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ThreadStack:
        return cls(data["name"], data["main"], [Frame(**f) for f in data["frames"]])


def innermost_user(frames: list[Frame]) -> Frame | None:
    """The innermost frame of the user's code in a stack (outermost first)."""
    return next((f for f in reversed(frames) if f.user), None)


def by_backward(frames: list[Frame]) -> bool:
    """Inside autograd's backward: DDP's (or FSDP's) gradient communication."""
    return any(f.function == "backward" and not f.user for f in frames)


def where_issued(frames: list[Frame]) -> str:
    """`train.py:19 in step (DDP gradients)`: the user's line a collective came from."""
    user = innermost_user(frames)
    place = user.site if user else "an unknown place"
    return place + (" (DDP gradients)" if by_backward(frames) else "")


def frames_of(frame: types.FrameType | None) -> list[Frame]:
    found = []
    while frame is not None:
        found.append(Frame(frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name))
        frame = frame.f_back
    return found[::-1]


def current_threads(skip: int | None = None) -> list[ThreadStack]:
    """Every thread's stack but `skip`'s (the watchdog's own), the main thread first; read
    without the threads' cooperation (`sys._current_frames`)."""
    names = {t.ident: t.name for t in threading.enumerate()}
    main = threading.main_thread().ident
    stacks = [
        ThreadStack(names.get(ident, f"thread {ident}"), ident == main, frames_of(frame))
        for ident, frame in sys._current_frames().items()
        if ident != skip
    ]
    return sorted(stacks, key=lambda s: not s.main)


def from_traceback(tb: types.TracebackType | None) -> list[Frame]:
    """The frames of an exception's traceback, outermost first (where the main thread was)."""
    found = []
    while tb is not None:
        code = tb.tb_frame.f_code
        found.append(Frame(code.co_filename, tb.tb_lineno, code.co_name))
        tb = tb.tb_next
    return found


_THREAD = re.compile(r"^(?:Current thread|Thread) 0x([0-9a-f]+)")
_FRAME = re.compile(r'^\s+File "(.+)", line (\d+) in (.+)$')


def parse_faulthandler(text: str) -> list[ThreadStack]:
    """The stacks `faulthandler` wrote when the process died (most recent call first there;
    threads newest first, so the main thread last). The watchdog's own thread is left out."""
    stacks: list[ThreadStack] = []
    for line in text.splitlines():
        if match := _THREAD.match(line):
            stacks.append(ThreadStack(f"thread 0x{match.group(1)}", False))
        elif (match := _FRAME.match(line)) and stacks:
            stacks[-1].frames.insert(0, Frame(match[1], int(match[2]), match[3]))
    if stacks:
        stacks[-1].main = True
        stacks[-1].name = "MainThread"
    watchdog = os.path.join("hang", "watch.py")
    return [s for s in stacks[::-1] if not any(f.file.endswith(watchdog) for f in s.frames)]
