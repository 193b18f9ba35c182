"""Each of `--verify`'s runs starts from the working folder as the user left it.

A script that finds its own earlier output asks before it overwrites it (`input("Overwrite?")`,
with no terminal to answer), or archives it under a name made from the clock: one run's output
changed what the next run did, and the check broke the script it checks. What a run adds under
the working folder (files, links and folders that were not there before the check, and that
the run's processes wrote down as theirs: output/path_view.py) is removed before the next run;
files that were there stay as they are, and the last run's output stays. A path that appeared
but that no run made (another program's, or one written from C code the runs do not see) is
left where it is, and said. Hidden folders (.git, .venv, caches) are not walked: a new one the
runs made is removed whole.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

# A working folder this large (a home folder, a data set's) is not walked before every run.
MOST_PATHS = 100_000


class FolderState:
    """The paths under `folder` before the check, and what each run added to them."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.before = _paths(folder)  # None: too many to keep

    @property
    def kept(self) -> bool:
        return self.before is not None

    def restore(self, made: set[str]) -> list[str]:
        """Remove what the runs `made` (absolute paths) that was added since; returns what was
        added but not made by them, left in place."""
        if self.before is None:
            return []
        now = _paths(self.folder) or set()
        added = sorted(now - self.before, key=lambda p: p.count(os.sep))
        ours = {os.path.relpath(path, self.folder) for path in made}
        removed: list[str] = []
        left: list[str] = []
        for path in added:
            if any(path.startswith(top + os.sep) for top in removed):
                continue  # inside a folder removed already
            if path not in ours:
                left.append(path)
                continue
            full = self.folder / path
            if full.is_dir() and not full.is_symlink():
                shutil.rmtree(full, ignore_errors=True)
            else:
                full.unlink(missing_ok=True)
            removed.append(path)
        self.before |= set(left)  # said once
        return left


def _paths(folder: Path) -> set[str] | None:
    found: set[str] = set()
    for root, dirs, files in os.walk(folder):
        base = os.path.relpath(root, folder)
        for name in dirs + files:
            found.add(os.path.normpath(os.path.join(base, name)))
        # A hidden folder (.git, .venv, a cache) holds no output of the script's: noted
        # itself, not walked.
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        if len(found) > MOST_PATHS:
            return None
    return found
