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

Outside the working folder (a data set's cache the script writes beside its data, `../data`),
nothing is walked: what the runs' processes wrote down as made there (absent when they made
it) is removed, so the next run finds the file system as the user left it too (a relation
network cached its data set with `torch.save` on the first run, and the second run's
`torch.load` of it stopped under torch's `weights_only` default).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable
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

    def restore(self, made: set[str], own: Path | None = None) -> list[str]:
        """Remove what the runs `made` (absolute paths) that was added since, outside the
        working folder too (but not under `own`, the check's folder); returns what was added
        under the working folder but not made by them, left in place."""
        _remove(
            path
            for path in map(Path, made)
            if not _under(path, self.folder) and not (own is not None and _under(path, own))
        )
        if self.before is None:
            return []
        added = (_paths(self.folder) or set()) - self.before
        ours = {os.path.relpath(path, self.folder) for path in made} & added
        _remove(self.folder / path for path in ours)
        left = sorted(
            (
                path
                for path in added - ours
                if not any(path.startswith(top + os.sep) for top in ours)  # went with its folder
            ),
            key=lambda path: path.count(os.sep),
        )
        self.before |= set(left)  # said once
        return left


def _remove(paths: Iterable[Path]) -> None:
    """Remove `paths`, shallowest first: what lies inside a folder goes with it."""
    removed: list[Path] = []
    for path in sorted(paths, key=lambda p: len(p.parts)):
        if any(top in path.parents for top in removed):
            continue
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)
        removed.append(path)


def _under(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


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
