"""Reads of a file the ranks wrote whole, in one process: two ranks' path views over one log
folder (no process is started). A rank whose own write went nowhere reads rank 0's file once
rank 0 has written it at the same line, whatever its name, and waits for it no longer than the
timeout, naming rank 0."""

from __future__ import annotations

import os
from datetime import timedelta
from types import SimpleNamespace

import pytest

from multigpu.adapt.output.path_view import PathView
from multigpu.core.collectives import RankTimeout
from multigpu.core.patches import Patches


@pytest.fixture
def views(tmp_path):
    made = []
    for rank in (0, 1):
        session = SimpleNamespace(
            rank=rank,
            world_size=2,
            distributed=True,
            placement=SimpleNamespace(local_world_size=2),
            timeout=timedelta(seconds=0.3),
            options=SimpleNamespace(verify_made=str(tmp_path / "logs")),
            patches=Patches(),
        )
        view = PathView(session)
        view.install()
        made.append(view)
    yield made
    for view in reversed(made):
        view.session.patches.restore()


def test_a_rank_reads_rank_zeros_file_written_at_the_same_line(views, tmp_path):
    zero, one = views
    one.written(tmp_path / "log-rank1.txt", "train.py:41")  # its write went nowhere
    zero.written(tmp_path / "log-rank0.txt", "train.py:41")
    assert one.to_read(tmp_path / "log-rank1.txt") == str(tmp_path / "log-rank0.txt")
    # Read once more: rank 0's file is known; a file the rank never wrote is its own.
    assert one.to_read(tmp_path / "other.txt") == tmp_path / "other.txt"
    # The second write at that line stands for rank 0's second.
    one.written(tmp_path / "log-rank1.txt", "train.py:41")
    zero.written(tmp_path / "log-b.txt", "train.py:41")
    assert one.to_read(tmp_path / "log-rank1.txt") == str(tmp_path / "log-b.txt")


def test_a_read_waits_for_rank_zero_no_longer_than_the_timeout(views, tmp_path):
    zero, one = views
    one.written(tmp_path / "model.pt", "train.py:90")
    zero.written(tmp_path / "model.pt", "train.py:12")  # another line: not the one awaited
    with pytest.raises(
        RankTimeout,
        match=r"rank 1 waited 0\.3s to read .*model\.pt, written "
        r"at train\.py:90, for rank 0 to write it",
    ):
        one.to_read(tmp_path / "model.pt")


def test_rank_zero_reads_its_own_file_without_waiting(views, tmp_path):
    zero, _ = views
    zero.written(tmp_path / "model.pt", "train.py:90")
    assert zero.to_read(tmp_path / "model.pt") == tmp_path / "model.pt"


def test_a_file_written_to_nowhere_has_no_mode_to_change(views, tmp_path):
    """shutil.copy sets the copy's mode after writing it: on a rank whose copy went nowhere
    there is no file, and that is no error (a public script that copies into a folder named
    by the clock stopped on rank 1 there). Rank 0's file is changed as it is."""
    zero, one = views
    one.made(tmp_path / "copy-rank1.py")  # written to nowhere by rank 1
    os.chmod(tmp_path / "copy-rank1.py", 0o644)  # (the outermost wrapper: rank 1's view)
    zero.made(tmp_path / "copy-rank0.py")
    with pytest.raises(FileNotFoundError):  # rank 0's file should be there: an error it is
        os.chmod(tmp_path / "copy-rank0.py", 0o644)


def test_an_empty_name_is_no_path_as_for_one_process(views, tmp_path, monkeypatch):
    """`os.path.exists("")` is False in one process; made absolute, the empty name was the
    working folder, there for every rank: a public 3D-GAN script of batch r then loaded a
    checkpoint named "" (`torch.load('')`) and stopped."""
    monkeypatch.chdir(tmp_path)
    assert not os.path.exists("") and not os.path.isdir("")
    assert os.path.exists(".") and os.path.isdir(str(tmp_path))
