"""Several machines, made of network namespaces joined by a veth pair (needs root; skips
otherwise): a 2-node job equals a 1-node job of the same world size, and each bad
configuration fails on every node with its own message within the timeout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
import torch
from test_hangs import ENDS_WITHIN_S, EXPECTED, TIMEOUT_S, diagnosis, line, seconds_since_the_fault

from conftest import SCRIPTS, machine_env, script

sys.path.insert(0, str(SCRIPTS))
from reference import assert_same, reference_parameters

PORT = 29400 + os.getpid() % 500


def run_nodes(nodes, per_node_args, timeout=90, cwd=None):
    """Start `multigpu ARGS` on each (host, args) at once (in `cwd`); returns their results."""
    env = machine_env()
    started = time.monotonic()
    procs = [
        subprocess.Popen(
            host.command(sys.executable, "-m", "multigpu", *args),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=cwd,
        )
        for host, args in zip(nodes, per_node_args, strict=True)
    ]
    results = []
    try:
        for proc in procs:
            out, err = proc.communicate(timeout=timeout)
            results.append(subprocess.CompletedProcess(proc.args, proc.returncode, out, err))
    finally:
        for proc in procs:
            proc.kill()
    return results, time.monotonic() - started


def node_args(rank, endpoint, nproc=1, timeout=30, rank_given=True, command="launch"):
    processes = "--nproc-per-node" if command == "launch" else "--devices"
    args = [
        command,
        "--nnodes",
        "2",
        "--rdzv-endpoint",
        endpoint,
        processes,
        str(nproc),
        "--accelerator",
        "cpu",
        "--rdzv-timeout",
        str(timeout),
    ]
    return args + (["--node-rank", str(rank)] if rank_given else [])


def test_two_nodes_equal_one_node(two_hosts, tmp_path):
    """static: --node-rank given. 2 x 2 processes as DDP against one process fed the same
    global batches of 4 ranks. (HSDP across the two machines, replicated across them and
    sharded within each: the next test, through `multigpu run`; c10d, the same command on every
    node, across machines: the job of test_elastic.py, which machines join and leave, against
    one process.)"""
    rendezvous, per_node = "static", 2
    endpoint = f"{two_hosts[0].address}:{PORT + 80}"
    out = tmp_path / "model.pt"
    args = [
        [
            *node_args(r, endpoint, nproc=per_node, rank_given=rendezvous == "static"),
            "--rdzv-id",
            rendezvous,
            script("equivalence.py"),
            str(out),
            "--strategy",
            "ddp",
        ]
        for r in range(2)
    ]
    results, _ = run_nodes(two_hosts, args)
    for r in results:
        assert r.returncode == 0, r.stderr[-3000:]
    # The file comes from global rank 0, wherever it ran; each namespace shares this disk.
    world = 2 * per_node
    assert_same(torch.load(out, weights_only=True), reference_parameters(world_size=world))


def test_an_unmodified_script_under_hsdp_on_two_machines_equals_one_process(two_hosts, tmp_path):
    """`multigpu run --strategy hsdp`: the script's model replicated across the two machines
    and sharded over each one's 2 processes, against the script run by one plain process. It
    accumulates 5 micro-batches per step, and 2 at each epoch's end: the backwards that do not
    step skip the reduction, and those of the short windows are reduced at the step."""
    gpt = str(SCRIPTS.parent / "adapt" / "scripts" / "gpt_plain.py")
    accumulate = ["--accumulate", "5", "--batch", "4"]
    alone = subprocess.run(
        [sys.executable, gpt, str(tmp_path / "one.pt"), *accumulate],
        env=machine_env(),
        capture_output=True,
    )
    assert alone.returncode == 0, alone.stderr[-2000:]
    endpoint = f"{two_hosts[0].address}:{PORT + 95}"
    out = tmp_path / "two.pt"
    args = [
        [
            *node_args(r, endpoint, nproc=2, command="run"),
            "--strategy",
            "hsdp",
            gpt,
            str(out),
            *accumulate,
        ]
        for r in range(2)
    ]
    results, _ = run_nodes(two_hosts, args)
    for r in results:
        assert r.returncode == 0, r.stderr[-3000:]
    assert "(mesh: dp_replicate 2 x dp_shard 2 (hsdp))" in results[0].stderr
    assert "reduced across ranks on the last of them only" in results[0].stderr
    two, one = (torch.load(f, weights_only=True) for f in (out, tmp_path / "one.pt"))
    assert max((two[k] - one[k]).abs().max().item() for k in one) < 1e-10


def test_a_hang_across_machines_is_explained_on_both(two_hosts, tmp_path):
    """Rank 1, on the second machine, sleeps before its gradient sync: rank 0's report has
    rank 1's stacks (through the job's store), and both machines end with its diagnosis."""
    endpoint = f"{two_hosts[0].address}:{PORT + 90}"
    args = [
        [
            *node_args(r, endpoint),
            "--timeout",
            str(TIMEOUT_S),
            script("hangs.py"),
            "sleep",
            "--own-group",
        ]
        for r in range(2)
    ]
    results, _ = run_nodes(two_hosts, args, cwd=tmp_path)
    assert seconds_since_the_fault(tmp_path) < ENDS_WITHIN_S
    for r in results:
        assert r.returncode == 1, r.stderr[-3000:]
        said, position = diagnosis(r.stderr), 0
        for piece in EXPECTED["sleep"]:  # rank 1 named, with the line it sleeps at
            position = said.index(piece, position) + len(piece)
    report = json.loads((tmp_path / "hang-report.json").read_text())
    threads = {r["rank"]: r["threads"] for r in report["ranks"]}
    assert threads[1] and threads[0]  # the other machine's rank answered


def _assert_fails_with(results, elapsed, limit, *fragments):
    assert elapsed < limit, f"took {elapsed:.0f}s"
    for r in results:
        assert r.returncode == 2, r.stderr[-2000:]
        errors = [line for line in r.stderr.splitlines() if line.startswith("multigpu: error:")]
        assert len(errors) == 1, r.stderr[-2000:]
        for fragment in fragments:
            assert fragment in errors[0]


def test_same_node_rank_twice(two_hosts):
    endpoint = f"{two_hosts[0].address}:{PORT + 10}"
    results, elapsed = run_nodes(
        two_hosts, [[*node_args(0, endpoint), script("equivalence.py"), "unused.pt"]] * 2
    )
    _assert_fails_with(results, elapsed, 30, "node rank 0 was given to more than one node")


def test_mismatched_processes_per_node(two_hosts):
    endpoint = f"{two_hosts[0].address}:{PORT + 20}"
    args = [
        [*node_args(r, endpoint, nproc=r + 1), script("equivalence.py"), "unused.pt"]
        for r in range(2)
    ]
    results, elapsed = run_nodes(two_hosts, args)
    _assert_fails_with(results, elapsed, 30, "disagree on --nproc-per-node", "node 1: 2")


def test_unreachable_rendezvous_times_out_with_a_message(two_hosts):
    """Only node 1 starts; nothing listens at node 0's address."""
    endpoint = f"{two_hosts[0].address}:{PORT + 30}"
    results, elapsed = run_nodes(
        two_hosts[1:], [[*node_args(1, endpoint, timeout=3), script("equivalence.py"), "x.pt"]]
    )
    _assert_fails_with(results, elapsed, 25, "could not reach the rendezvous", endpoint)


def test_missing_node_is_named(two_hosts):
    """Only node 0 starts: it waits the timeout for node 1, then names it."""
    endpoint = f"{two_hosts[0].address}:{PORT + 40}"
    results, elapsed = run_nodes(
        two_hosts[:1], [[*node_args(0, endpoint, timeout=3), script("equivalence.py"), "x.pt"]]
    )
    _assert_fails_with(results, elapsed, 25, "for node rank(s) 1, which did not join")


def test_doctor_checks_both_nodes(two_hosts):
    endpoint = f"{two_hosts[0].address}:{PORT + 50}"
    results, _ = run_nodes(two_hosts, [node_args(r, endpoint, command="doctor") for r in range(2)])
    for host, r in zip(two_hosts, results, strict=True):
        assert r.returncode == 0, r.stdout + r.stderr[-2000:]
        assert f"{host.interface} ({host.address}); gloo and nccl will listen there" in r.stdout
        assert "ok: 2 rank(s) over gloo" in r.stdout
    assert "port " in results[0].stdout and "free" in results[0].stdout  # node 0 hosts


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--nnodes", "2", "--node-rank", "2", "--rdzv-endpoint", "10.0.0.1:29500"],
            "--node-rank 2: out of range for --nnodes 2",
        ),
        (["--nnodes", "2", "--node-rank", "1"], "needs --rdzv-endpoint"),
        (["--nnodes", "1:2", "--node-rank", "1", "--rdzv-endpoint", "h:1"], "use --nnodes N"),
        (["--nnodes", "two"], "--nnodes two: must be N or MIN:MAX"),
        (["--nnodes", "2", "--rdzv-endpoint", "host:port"], "must be HOST:PORT"),
        (
            ["--nnodes", "2:3", "--rdzv-endpoint", "h:1", "--rdzv-conf", "last_call=2"],
            "--rdzv-conf last_call=2: has no setting 'last_call' (known: last_call_timeout",
        ),
        (
            ["--nnodes", "2:3", "--rdzv-endpoint", "h:1", "--rdzv-conf", "join_timeout=9"],
            "(the job's --rdzv-timeout is join_timeout)",
        ),
        (
            ["--nnodes", "2:3", "--rdzv-endpoint", "h:1", "--rdzv-conf", "last_call_timeout=0"],
            "last_call_timeout must be a whole number of seconds, >= 1",
        ),
        (
            [
                "--nnodes",
                "2:3",
                "--rdzv-endpoint",
                "h:1",
                "--rdzv-conf",
                "keep_alive_max_attempt=2",
            ],
            "keep_alive_interval x keep_alive_max_attempt (1 x 2 s) must be at least 2 x "
            "keep_alive_interval + 2 s",
        ),
        (
            [
                "--nnodes",
                "2",
                "--node-rank",
                "0",
                "--rdzv-endpoint",
                "h:1",
                "--rdzv-conf",
                "is_host=1",
            ],
            "--rdzv-conf is_host=1: applies to a multi-node job without --node-rank",
        ),
    ],
)
def test_bad_node_options(cli, args, message):
    result = cli("launch", *args, script("equivalence.py"))
    assert result.returncode == 2
    assert message in result.stderr
    result = cli("train", *args)  # the same options on `multigpu train`
    assert result.returncode == 2
    assert message in result.stderr


@pytest.mark.parametrize("per_node", [1, 2])
def test_a_rank_killed_on_one_machine_is_named_dead_on_both(two_hosts, tmp_path, per_node):
    """Rank 1 is SIGKILLed before its gradient sync: alone on the second machine (1 per node),
    or beside rank 0 on the first (2 per node). Both launchers end with the same diagnosis,
    which names it dead (not hung) and shows where every other rank, on either machine, waited
    for it; rank 0 writes the whole report."""
    endpoint = f"{two_hosts[0].address}:{PORT + 95 + per_node}"
    args = [
        [
            *node_args(r, endpoint, nproc=per_node),
            "--timeout",
            str(TIMEOUT_S),
            script("hangs.py"),
            "kill",
            "--own-group",
        ]
        for r in range(2)
    ]
    results, _ = run_nodes(two_hosts, args, cwd=tmp_path)
    assert seconds_since_the_fault(tmp_path) < ENDS_WITHIN_S  # from rank 1 killing itself
    said = [diagnosis(r.stderr) for r in results]
    for r, told in zip(results, said, strict=True):
        assert r.returncode == 1, r.stderr[-3000:]
        assert EXPECTED["kill"][0] in told, r.stderr[-3000:]
        for rank in {0, 2 * per_node - 1} - {1}:
            assert f"rank {rank} in all_reduce" in told and "hangs.py:" in told, told
    assert said[0] == said[1]
    report = json.loads((tmp_path / "hang-report.json").read_text())
    states = {r["rank"]: r["state"] for r in report["ranks"]}
    assert states[1] == "died (SIGKILL)" and report["ranks"][0]["collectives"]


def test_a_rank_killed_beside_the_store_leaves_the_other_machine_one_line(two_hosts, tmp_path):
    """Under the c10d rendezvous the workers' store lives in rank 0's process, which its
    launcher stops when rank 1 dies beside it: that machine reports, and the other, which the
    report cannot reach (and whose rendezvous goes too), says in one line where to look."""
    endpoint = f"{two_hosts[0].address}:{PORT + 98}"
    args = [
        [
            *node_args(r, endpoint, nproc=2, rank_given=False),
            "--timeout",
            str(TIMEOUT_S),
            script("hangs.py"),
            "kill",
            "--own-group",
        ]
        for r in range(2)
    ]
    results, _ = run_nodes(two_hosts, args, cwd=tmp_path)
    assert seconds_since_the_fault(tmp_path) < ENDS_WITHIN_S  # from rank 1 killing itself
    # The machine of ranks 0 and 1 reports, its last line first (the c10d rendezvous places it).
    report, lost = sorted(r.stderr.strip().splitlines()[-1] for r in results)
    assert all(r.returncode == 1 and "Traceback" not in r.stderr for r in results), (report, lost)
    assert EXPECTED["kill"][0] in report and "(the whole report: " in report, report
    assert lost.startswith(
        "multigpu: error: ranks 2, 3 lost the connection to another rank at 10."
    ), lost
    assert lost.endswith(", which ended first: its machine's launcher says why"), lost


def test_multigpu_stacks_reaches_the_other_machines_ranks(two_hosts, tmp_path):
    """`multigpu stacks` on the first machine while rank 1 sleeps on the second: the report
    shows rank 1 at its sleep (its snapshot came through the job's store), and the job goes
    on."""
    endpoint = f"{two_hosts[0].address}:{PORT + 99}"
    temporary = [tmp_path / f"tmp-{rank}" for rank in range(2)]  # each machine's own /tmp
    nodes = []
    for rank, host in enumerate(two_hosts):
        temporary[rank].mkdir()
        argv = [
            sys.executable,
            "-m",
            "multigpu",
            *node_args(rank, endpoint),
            "--timeout",
            "60",
            script("hangs.py"),
            "sleep",
            "--own-group",
        ]
        environment = {**machine_env(), "TMPDIR": str(temporary[rank])}
        quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
        nodes.append(subprocess.Popen(host.command(*argv), cwd=tmp_path, env=environment, **quiet))
    stacks = two_hosts[0].command(sys.executable, "-m", "multigpu", "stacks")
    try:
        until, shown = time.monotonic() + 60, None
        while time.monotonic() < until:  # until the job runs and rank 1 sleeps
            shown = subprocess.run(
                stacks,
                env={**machine_env(), "TMPDIR": str(temporary[0])},
                capture_output=True,
                text=True,
                timeout=30,
            )
            if f"it is at {line('sleep')}" in shown.stdout:
                break
            time.sleep(1)
        assert shown is not None and shown.returncode == 0, shown and shown.stderr
        assert "multigpu hang report (2 ranks" in shown.stdout
        expected = f"rank 1 never reached all_reduce #9 ({line('backward')}"
        assert expected in shown.stdout, shown.stdout
        assert all(node.poll() is None for node in nodes)
    finally:
        for node in nodes:
            node.terminate()
        for node in nodes:
            node.wait(timeout=60)
