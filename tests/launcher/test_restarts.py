"""Each start of a node's workers and what the one before it left (launcher/restarts.py), without
processes: the folders torch elastic's agent is given, and the line a later start prints."""

from __future__ import annotations

import json

import pytest

from multigpu.core.ranks import WORKERS_START, RankInfo
from multigpu.launcher.failure_lines import lost_connection_line
from multigpu.launcher.nodes import Nodes
from multigpu.launcher.restarts import (
    FAILURE_DIR,
    JOB_FILE,
    WorkerStarts,
    describe_restart,
    newest,
    note_reached,
    previous,
)


def test_every_start_of_the_workers_gets_its_own_folder(tmp_path):
    starts = WorkerStarts(tmp_path)
    assert newest(tmp_path) == tmp_path  # before any start
    for number in (1, 2):
        envs = {
            0: {"TORCHELASTIC_RUN_ID": "job", "TORCHELASTIC_RESTART_COUNT": "0"},
            1: {"TORCHELASTIC_RUN_ID": "job", "TORCHELASTIC_RESTART_COUNT": "0"},
        }
        starts.reify(envs)
        folder = tmp_path / f"workers-{number}"
        assert folder.is_dir() and newest(tmp_path) == folder
        assert [env[FAILURE_DIR] for env in envs.values()] == [str(folder)] * 2
        assert [env[WORKERS_START] for env in envs.values()] == [str(number)] * 2
        assert envs[0]["TORCHELASTIC_ERROR_FILE"].startswith(str(tmp_path))  # torch's own part
    assert previous(tmp_path / "workers-2") == tmp_path / "workers-1"
    assert previous(tmp_path / "workers-1") is None


def test_a_later_start_counts_as_a_restart_though_torch_counts_none(monkeypatch):
    # A re-formation that takes in a machine restarts every node's workers without using one
    # of torch's restarts: our own count of starts tells.
    monkeypatch.setenv("TORCHELASTIC_RESTART_COUNT", "0")
    monkeypatch.setenv(WORKERS_START, "3")
    assert RankInfo.from_env().restarts == 2
    monkeypatch.setenv("TORCHELASTIC_RESTART_COUNT", "4")  # under torchrun: torch's count
    monkeypatch.delenv(WORKERS_START)
    assert RankInfo.from_env().restarts == 4


def _earlier(tmp_path, job, notes):
    earlier = tmp_path / "workers-1"
    earlier.mkdir()
    (earlier / JOB_FILE).write_text(json.dumps(job))
    for note in notes:
        (earlier / f"rank-{note['rank']}.json").write_text(json.dumps(note))
    return tmp_path / "workers-2"


def _lost(rank, peer, step):
    error = f"RuntimeError: [pair.cc:545] Read error [{peer}]:41022: Connection reset by peer"
    return {"rank": rank, "time": 2.0, "error": error, "lost_peer": True, "step": step}


@pytest.mark.parametrize(
    ("before", "notes", "now", "said"),
    [
        (
            {"world_size": 3, "nodes": 3, "members": ["a|1", "b|2", "c|3"]},
            [_lost(0, "10.0.0.3", 140)],
            {"world_size": 2, "nodes": 2, "members": ["a|1", "b|2"]},
            "on 2 nodes, 2 ranks (was 3 nodes, 3 ranks): lost the machine at c, at step 140",
        ),
        (
            {"world_size": 4, "nodes": 2, "members": ["a|1", "b|2"]},
            [],
            {"world_size": 6, "nodes": 3, "members": ["a|1", "b|2", "d|4"]},
            "on 3 nodes, 6 ranks (was 2 nodes, 4 ranks): took in the machine at d that joined",
        ),
        (
            {"world_size": 2, "nodes": 2, "members": ["a|1", "b|2"]},
            [_lost(0, "10.0.0.2", 9)],
            {"world_size": 2, "nodes": 2, "members": ["a|1", "e|5"]},
            "lost the machine at b; took in the machine at e that joined, at step 9",
        ),
        # A replacement of the same name (its agent is another process); rank 0's error names
        # a survivor that ended first, which is not the machine lost.
        (
            {"world_size": 3, "nodes": 3, "members": ["a|1", "b|2", "c|3"]},
            [_lost(0, "10.0.0.2", 12)],
            {"world_size": 3, "nodes": 3, "members": ["a|1", "b|2", "c|6"]},
            "lost the machine at c; took in the machine at c that joined, at step 12",
        ),
        (
            {"world_size": 3, "nodes": 3},
            [_lost(1, "10.0.0.3", 5)],  # no members: counts
            {"world_size": 2, "nodes": 2},
            "(was 3 nodes, 3 ranks): lost 1 machine, at step 5",
        ),
        (
            {"world_size": 2, "nodes": 1},
            [{"rank": 1, "time": 1.0, "error": "ValueError: boom", "step": 7}, _lost(0, "::1", 7)],
            {"world_size": 2, "nodes": 1},
            "rank 1 failed (ValueError: boom), at step 7",
        ),
        (
            {"world_size": 2, "nodes": 1},
            [_lost(0, "127.0.0.1", 11)],
            {"world_size": 2, "nodes": 1},
            "a rank ended without an error of its own (killed?) and the others lost it, at step 11",
        ),
        (
            {"world_size": 2, "nodes": 2},
            [_lost(0, "10.0.0.2", 0)],
            {"world_size": 2, "nodes": 2},
            ": ranks lost their connection to 10.0.0.2",
        ),
    ],
)
def test_a_later_start_says_how_the_job_re_formed(tmp_path, before, notes, now, said):
    line = describe_restart(_earlier(tmp_path, before, notes), now)
    assert line.startswith("multigpu: the job re-formed on ") and line.endswith(said), line


def test_ranks_that_only_lost_a_peer_name_it_and_send_to_its_launcher(tmp_path):
    """A machine whose ranks only lost their connection (the report from the machine where a
    rank died could not reach them) says so, instead of pointing to a traceback it has not."""
    folder = _earlier(
        tmp_path, {"world_size": 4, "nodes": 2}, [_lost(2, "10.0.0.1", 9), _lost(3, "10.0.0.1", 9)]
    )
    assert lost_connection_line(folder.with_name("workers-1")) == (
        "ranks 2, 3 lost the connection to another rank at 10.0.0.1, which ended first: its "
        "machine's launcher says why"
    )
    assert lost_connection_line(tmp_path) is None  # no notes: the agent's own record then


def test_a_rank_that_left_nothing_is_named_as_killed(tmp_path):
    """Rank 1 was SIGKILLed: no note, no answer, empty stacks; rank 0 answered when stopped
    (also when the launcher stopped it before it noticed, so wrote no note of its own)."""
    later = _earlier(tmp_path, {"world_size": 2, "nodes": 1}, [])
    earlier = later.with_name("workers-1")
    for rank in (0, 1):
        (earlier / f"pid-rank-{rank}").write_text("1")
        (earlier / f"fatal-rank-{rank}.txt").write_text("")
    (earlier / "answer-lost-rank-0.json").write_text("{}")
    line = describe_restart(later, {"world_size": 2, "nodes": 1})
    assert line.endswith(": rank 1 ended without a trace (killed?)"), line
    note_reached(earlier, 0, 9)  # what rank 0's watchdog leaves as it answers being stopped
    assert describe_restart(later, {"world_size": 2, "nodes": 1}).endswith(
        ": rank 1 ended without a trace (killed?), at step 9"
    )
    (earlier / "rank-0.json").write_text(json.dumps(_lost(0, "127.0.0.1", 11)))
    assert describe_restart(later, {"world_size": 2, "nodes": 1}).endswith(
        ": rank 1 ended without a trace (killed?), at step 11"
    )


def test_a_start_whose_first_rank_never_started_still_says_its_size(tmp_path, monkeypatch):
    """Rank 1 failed before rank 0 reached its start-up (a load on the machine is enough, and
    a full run here once printed the restart line without "(was ...)"): every rank records the
    job's size, and the node's first rank's record replaces another's, never the other way."""
    import multigpu.launcher.restarts as restarts

    earlier, later = tmp_path / "workers-1", tmp_path / "workers-2"
    for folder in (earlier, later):
        folder.mkdir()
    record = earlier / JOB_FILE

    def start(rank: int, world_size: str) -> None:
        monkeypatch.setattr(restarts, "_announced", False)
        monkeypatch.setenv(FAILURE_DIR, str(earlier))
        monkeypatch.setenv("LOCAL_RANK", str(rank))
        monkeypatch.setenv("RANK", str(rank))
        monkeypatch.setenv("WORLD_SIZE", world_size)
        restarts.started(exchange=False)

    start(1, "2")  # rank 1 alone
    assert json.loads(record.read_text()) == {"world_size": 2, "nodes": 1}
    line = describe_restart(later, {"world_size": 2, "nodes": 1})
    assert "re-formed on 1 node, 2 ranks (was 1 node, 2 ranks)" in line, line
    start(0, "3")  # the first rank's record is kept (3 stands for what only it adds)
    assert json.loads(record.read_text())["world_size"] == 3
    start(1, "2")
    assert json.loads(record.read_text())["world_size"] == 3
    assert [p.name for p in earlier.iterdir()] == [JOB_FILE]  # nothing left aside


def test_the_first_start_says_nothing(tmp_path):
    assert describe_restart(tmp_path / "workers-1", {"world_size": 2, "nodes": 1}) is None


def test_the_rendezvous_re_forms_in_seconds_unless_told_otherwise():
    nodes = Nodes(nnodes="2:4", rdzv_endpoint="10.0.0.1:29500")
    assert nodes.rdzv_configs() | {"is_host": None} == {
        "is_host": None,
        "join_timeout": 300,
        "last_call_timeout": 5,
        "keep_alive_interval": 1,
        "keep_alive_max_attempt": 5,
    }
    told = Nodes(
        nnodes="2:4",
        rdzv_endpoint="10.0.0.1:29500",
        rdzv_conf="last_call_timeout=30, keep_alive_interval=5,is_host=false",
    )
    configs = told.rdzv_configs()
    assert (configs["last_call_timeout"], configs["keep_alive_interval"]) == (30, 5)
    assert configs["is_host"] is False


def test_the_first_rank_to_fail_prints_its_traceback_whatever_notes_follow(
    tmp_path, monkeypatch, capsys
):
    """The traceback goes with the marker, claimed before any note is written: a note another
    rank leaves while the first one prints (CI saw none printed) does not silence it, and a rank
    whose expected error came first keeps a later rank's traceback unprinted."""
    from multigpu.core.errors import UsageError
    from multigpu.launcher.agent import worker_failed

    first, second = tmp_path / "a", tmp_path / "b"
    for folder in (first, second):
        folder.mkdir()
    monkeypatch.setenv(FAILURE_DIR, str(first))
    (first / "rank-1.json").write_text(json.dumps({"rank": 1, "time": 0, "error": "x"}))
    assert worker_failed(0, ValueError("bad batch"))
    assert capsys.readouterr().err.count("ValueError: bad batch") == 1
    assert worker_failed(1, ValueError("bad batch"))  # the same error, one rank later
    assert "Traceback" not in capsys.readouterr().err

    monkeypatch.setenv(FAILURE_DIR, str(second))
    assert worker_failed(0, UsageError("no such file"))
    assert worker_failed(1, ValueError("because rank 0 left"))
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize(
    "words",
    [
        "Read error [127.0.0.1]:19894: Connection reset by peer",
        "Connection closed by peer [127.0.0.1]:19894",
        # the rank that was sending when its peer aborted (a hang test's rank 1 on CI)
        "Write error [127.0.0.1]:19894: Broken pipe",
    ],
)
def test_a_rank_whose_peer_went_away_notes_a_lost_peer_not_a_cause(tmp_path, monkeypatch, words):
    from multigpu.launcher.agent import worker_failed

    monkeypatch.setenv(FAILURE_DIR, str(tmp_path))
    monkeypatch.setenv("TORCHELASTIC_RESTART_COUNT", "0")
    monkeypatch.setenv("TORCHELASTIC_MAX_RESTARTS", "1")  # a restart left: no grace to wait
    assert worker_failed(1, RuntimeError(f"[pair.cc:545] {words}"))
    assert json.loads((tmp_path / "rank-1.json").read_text())["lost_peer"] is True
    assert worker_failed(0, RuntimeError("[pair.cc:545] Write error: No space left on device"))
    assert json.loads((tmp_path / "rank-0.json").read_text())["lost_peer"] is False
