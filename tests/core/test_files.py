"""Atomic writes: all or nothing, with the permissions an ordinary open() would give."""

from __future__ import annotations

import os
import stat

import pytest

from multigpu.core.files import write_atomic


def test_written_file_has_the_umask_mode(tmp_path):
    old = os.umask(0o022)
    try:
        write_atomic(tmp_path / "summary.json", lambda f: f.write("{}"))
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "summary.json").stat().st_mode) == 0o644


def test_failed_write_leaves_the_old_file_and_no_temporary(tmp_path):
    target = tmp_path / "metrics.csv"
    target.write_text("old")

    def fail(f):
        f.write("half")
        raise RuntimeError("disk on fire")

    with pytest.raises(RuntimeError):
        write_atomic(target, fail)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["metrics.csv"]
