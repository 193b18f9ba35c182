"""gloo's connection lines never reach a user's stdout, nothing else written meanwhile is lost,
and torch is handed back as it was found."""

from __future__ import annotations

import os

import torch
from torch.distributed import distributed_c10d

from multigpu.core import gloo_chatter
from multigpu.core.torch_compat import GLOO_PRINTS_CONNECTIONS_BEFORE, release

CHATTER = (
    b"[Gloo] Rank 1 is connected to 3 peer ranks. Expected number of connected peer ranks is : 3\n"
)


def test_the_lines_are_taken_out_and_everything_else_is_written_back_in_order(capfd):
    with gloo_chatter.stdout_without_chatter():
        os.write(1, b"before\n" + CHATTER)
        os.write(1, b"progress 10%\r")  # a progress bar's line, not ended
        os.write(1, CHATTER + b"after\n")
    out = capfd.readouterr().out
    assert out == "before\nprogress 10%\rafter\n"


def test_the_filter_is_needed_where_it_is_applied(capfd):
    """The negative control: the same writes outside the block reach stdout whole."""
    os.write(1, b"before\n" + CHATTER)
    assert capfd.readouterr().out == "before\n" + CHATTER.decode()


def test_gloo_groups_are_quieted_only_where_torch_prints_and_torch_is_handed_back(monkeypatch):
    original = distributed_c10d.ProcessGroupGloo
    with gloo_chatter.quiet_gloo_groups():
        patched = distributed_c10d.ProcessGroupGloo
    assert distributed_c10d.ProcessGroupGloo is original
    assert (patched is not original) == (release() < GLOO_PRINTS_CONNECTIONS_BEFORE)

    monkeypatch.setattr(torch, "__version__", "2.10.0+cu128")
    with gloo_chatter.quiet_gloo_groups():
        quiet = distributed_c10d.ProcessGroupGloo
        assert issubclass(quiet, original) and quiet is not original
        # Nested (launch() in a script run by `multigpu launch`): the outer one stays, once.
        with gloo_chatter.quiet_gloo_groups():
            assert distributed_c10d.ProcessGroupGloo is quiet
        assert distributed_c10d.ProcessGroupGloo is quiet
    assert distributed_c10d.ProcessGroupGloo is original
