"""Whether the script left its output in the middle of a line.

A progress bar (tqdm's) redraws its line with a carriage return and never ends it; a note
printed then would run on from the bar's text (`  0%|          | 0/8 [00:00<?, ?it/s]multigpu
run: ...`). Rank 0's `sys.stdout` and `sys.stderr` are watched (every other attribute is the
stream's own), and a note starts on a new line where the last write left one open.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

from ...core.patches import Patches


class LineEnds:
    def __init__(self) -> None:
        self._open: dict[str, bool] = {"stdout": False, "stderr": False}

    def install(self, patches: Patches) -> None:
        for name in self._open:
            stream = getattr(sys, name)
            if stream is not None:
                patches.swap(sys, name, _Watched(stream, name, self._open))

    def before_note(self) -> str:
        """What to write before a note on standard error: a newline where the line is open
        there, or on standard output when both are the same terminal."""
        shared_terminal = _is_terminal(sys.__stdout__) and _is_terminal(sys.__stderr__)
        open_line = self._open["stderr"] or (self._open["stdout"] and shared_terminal)
        self._open.update(stdout=False, stderr=False)  # the note ends its own line
        return "\n" if open_line else ""


class _Watched:
    """A text stream that records whether what was last written to it ended a line."""

    def __init__(self, stream: TextIO, name: str, open_lines: dict[str, bool]) -> None:
        self._stream, self._name, self._open = stream, name, open_lines

    def write(self, text: str) -> int:
        written = self._stream.write(text)
        if text:
            self._open[self._name] = not text.endswith("\n")
        return written

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except ValueError:  # closed
        return False
