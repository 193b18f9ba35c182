"""The one launch path: torch elastic's configuration for every kind of job, failure
descriptions, scripts refused before any process starts, and how workers are started (forked
or spawned) from the process the launcher runs in."""

from __future__ import annotations

import pytest

from conftest import run_python
from multigpu.core.errors import UsageError
from multigpu.core.torch_compat import workers_store_port
from multigpu.launcher import store_port
from multigpu.launcher.agent import launch_config
from multigpu.launcher.nodes import Nodes
from multigpu.launcher.script import check_compiles


def test_one_machine_meets_on_localhost_at_a_free_port(tmp_path):
    config = launch_config(3, Nodes(), tmp_path, max_restarts=2)
    assert (config.min_nodes, config.max_nodes, config.nproc_per_node) == (1, 1, 3)
    assert config.rdzv_backend == "c10d" and config.rdzv_endpoint == "localhost:0"
    assert config.local_addr == "localhost" and config.max_restarts == 2
    other_job = launch_config(3, Nodes(), tmp_path)
    assert config.run_id != other_job.run_id  # two jobs never share a store


def test_a_node_rank_means_the_static_rendezvous(tmp_path):
    nodes = Nodes(
        nnodes=2, node_rank=1, rdzv_endpoint="127.0.0.1:29511", rdzv_id="job7", rdzv_timeout=30
    )
    config = launch_config(4, nodes, tmp_path)
    assert config.rdzv_backend == "static" and config.rdzv_endpoint == "127.0.0.1:29511"
    assert config.rdzv_configs["rank"] == 1 and config.rdzv_configs["timeout"] == 30
    assert (config.min_nodes, config.max_nodes, config.run_id) == (2, 2, "job7")
    assert config.local_addr == "127.0.0.1"  # the address that routes to the endpoint


def test_no_node_rank_means_c10d_and_elastic_membership(tmp_path):
    config = launch_config(2, Nodes(nnodes="1:3", rdzv_endpoint="127.0.0.1:29512"), tmp_path)
    assert config.rdzv_backend == "c10d" and (config.min_nodes, config.max_nodes) == (1, 3)
    assert config.rdzv_configs["is_host"] is True  # 127.0.0.1 is this machine's
    assert config.run_id == "multigpu"


def test_a_script_with_a_syntax_error_is_named_with_file_and_line(tmp_path):
    script = tmp_path / "train.py"
    script.write_text("import torch\n\ndef main(:\n    pass\n")
    with pytest.raises(UsageError, match=r"train\.py:3: SyntaxError: "):
        check_compiles(str(script))
    with pytest.raises(UsageError, match="no such script"):
        check_compiles(str(tmp_path / "none.py"))
    with pytest.raises(UsageError, match="no such module"):
        check_compiles("no_such_module_here", module=True)
    check_compiles("json.tool", module=True)  # a real module compiles


AFTER_FSDP = """
import torch, multigpu

def step(run):
    net = torch.nn.Linear(8, 8)
    model, optimizer = run.setup(net, torch.optim.SGD(net.parameters(), lr=0.1))
    model(torch.randn(4, 8)).sum().backward()
    optimizer.step()
    return run.world_size

if __name__ == "__main__":
    # FSDP's backward here starts autograd's worker threads, which a fork cannot copy.
    multigpu.launch(step, devices=1, strategy="fsdp", accelerator="cpu")
    print("ranks", multigpu.launch(step, devices=2, accelerator="cpu"))
"""


def test_a_job_after_an_fsdp_job_in_the_same_process_spawns_its_workers(tmp_path):
    """Workers forked from a process where autograd's threads run fail at their first
    backward ("Unable to handle autograd's threading in combination with fork-based
    multiprocessing"): seen when the tests ran in another order; the launcher spawns them."""
    _runs_two_ranks(AFTER_FSDP, tmp_path, timeout=120)


GARBAGE_GROUP = """
import gc
import torch.distributed as dist
import multigpu

def collect(run):
    gc.collect()  # what a worker's collector may do at any moment
    return run.world_size

class Holder:
    pass

if __name__ == "__main__":
    gc.disable()  # the collector has not run since an earlier job left its gloo group in a cycle
    holder = Holder()
    holder.me, holder.group = holder, dist.ProcessGroupGloo(dist.HashStore(), 0, 1)
    del holder
    print("ranks", multigpu.launch(collect, devices=2, accelerator="cpu", timeout=20))
"""


def test_a_forked_worker_never_frees_a_gloo_group_it_inherited(tmp_path):
    """A gloo group that is garbage in the launching process, freed in a forked copy, waits for
    threads the copy does not have (the copy aborted, or hung: seen once in CI): the launcher
    frees it before forking, and a copy never collects what it inherited."""
    _runs_two_ranks(GARBAGE_GROUP, tmp_path, timeout=60)


STORE_PORT = """
import os
import multigpu

def port(run):
    return int(os.environ["MASTER_PORT"])

if __name__ == "__main__":
    print("port", multigpu.launch(port, devices=2, accelerator="cpu", timeout=20))
"""


def test_the_workers_store_port_is_one_no_outgoing_connection_can_take(tmp_path):
    """Rank 0 binds the workers' store port when it joins the group, seconds after the agent
    chose it: from the ephemeral range, another job's gloo connection took it once in CI
    (EADDRINUSE). The port the workers are given lies outside that range."""
    low, high = store_port.ephemeral_range()
    port = int(_run(STORE_PORT, tmp_path, timeout=60).split("port", 1)[1].split()[0])
    assert not low <= port <= high


def test_torch_picks_the_store_port_from_the_ephemeral_range_unless_told():
    """The control: torch's rendezvous, as the agent calls it for rank 0's node, gives a port
    of the ephemeral range; inside `workers_store_port` it gives ours."""
    from torch.distributed import HashStore
    from torch.distributed.elastic.rendezvous.api import RendezvousStoreInfo

    low, high = store_port.ephemeral_range()
    plain = RendezvousStoreInfo.build(0, HashStore(), local_addr="localhost").master_port
    with workers_store_port(store_port.store_port):
        ours = RendezvousStoreInfo.build(0, HashStore(), local_addr="localhost").master_port
    assert low <= plain <= high and not low <= ours <= high


def _runs_two_ranks(source: str, tmp_path, timeout: float) -> None:
    """`source`, run as a script, ends well and prints its 2-rank job's "ranks 2"."""
    assert "ranks 2" in _run(source, tmp_path, timeout)


def _run(source: str, tmp_path, timeout: float) -> str:
    """What `source`, run as a script that ends well, printed."""
    program = tmp_path / "program.py"
    program.write_text(source)
    result = run_python(str(program), cwd=tmp_path, timeout=timeout)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def _failed(tmp_path, exit_codes: dict[int, int]):
    from torch.distributed.elastic.multiprocessing.errors import ChildFailedError, ProcessFailure

    missing = str(tmp_path / "no-error-file.json")
    failures = {r: ProcessFailure(r, 1000 + r, code, missing) for r, code in exit_codes.items()}
    return ChildFailedError("bootstrap", failures)


def test_a_rank_killed_while_another_failed_is_not_taken_for_the_cause(tmp_path):
    """Rank 1 failed on its own (its note); rank 0, stuck in a TCPStore's set-up waiting for
    it, was killed by the agent (SIGKILL): the failure is the cause. A SIGKILL with no rank's
    own failure (the OOM killer's) or a SIGABRT is still the death reported."""
    import json

    from multigpu.launcher.agent import _killed_after_a_failure

    note = {"rank": 1, "time": 1.0, "error": "RuntimeError: boom", "lost_peer": False}
    (tmp_path / "rank-1.json").write_text(json.dumps(note))
    assert _killed_after_a_failure(tmp_path, _failed(tmp_path, {0: -9, 1: 1}))
    assert not _killed_after_a_failure(tmp_path, _failed(tmp_path, {0: -6, 1: 1}))  # SIGABRT
    lost = {"rank": 1, "time": 1.0, "error": "RuntimeError: peer", "lost_peer": True}
    (tmp_path / "rank-1.json").write_text(json.dumps(lost))
    assert not _killed_after_a_failure(tmp_path, _failed(tmp_path, {0: -9, 1: 1}))
