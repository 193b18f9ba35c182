from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path
from unittest import mock

import pytest
import torch
import torch.distributed as dist

from zygote import run_script, worker_popen

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = Path(__file__).parent / "scripts"
# Variables a launcher sets; if one leaks into the test process, later tests would think they
# run inside a worker.
LAUNCHER_VARS = ("RANK", "WORLD_SIZE", "LOCAL_RANK", "MASTER_ADDR", "MASTER_PORT")


@pytest.fixture(autouse=True, scope="session")
def _own_working_folder(tmp_path_factory: pytest.TempPathFactory):
    """Each test process (pytest-xdist's workers) works in a folder of its own, from before the
    first module's fixtures: what a job writes where it runs (a hang report, runs/) is not seen
    by a test running beside it, as in the checkout they once shared (a control's hang report
    appeared during another test's --verify check, which said so instead of its verdict)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path_factory.mktemp("cwd"))
        yield


def start_python(
    *args: str, cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.Popen:
    """Start `python ARGS...` in the background, as `run_python` runs it."""
    pipe = subprocess.PIPE
    return subprocess.Popen(
        [sys.executable, *args], stdout=pipe, stderr=pipe, text=True, env=_child_env(env), cwd=cwd
    )


def without(tmp_path: Path, patch: str, launcher: bool = False) -> dict[str, str]:
    """An environment whose processes first run `patch` (a sitecustomize module): a negative
    control that takes one piece away in the workers, and in `multigpu run`'s own process
    where `launcher` (--verify's comparisons): that one then runs as a process of its own."""
    folder = tmp_path / "site"
    folder.mkdir(parents=True)
    (folder / "sitecustomize.py").write_text(patch)
    path = os.pathsep.join(filter(None, [str(folder), os.environ.get("PYTHONPATH")]))
    return {"PYTHONPATH": path, **({PATCHED_LAUNCHER: "1"} if launcher else {})}


PATCHED_LAUNCHER = "MULTIGPU_TEST_PATCHED_LAUNCHER"  # run_cli: keep a process for the patch


def run_python(
    *args: str, timeout: float = 120, env: dict[str, str] | None = None, cwd: Path | None = None
):
    """Run `python ARGS...` as a process; the child inherits no launcher variables. A script,
    or `-m MODULE`, is forked from a process that has imported torch already (zygote.py); `-c`
    and a call with an environment of its own (a control's `sitecustomize` acts as an
    interpreter starts) start a new interpreter."""
    if args and args[0].endswith(".py") and env is None:
        return run_script(args[0], list(args[1:]), _child_env(), timeout, cwd)
    if args[:1] == ("-m",) and env is None:
        return run_script(args[1], list(args[2:]), _child_env(), timeout, cwd, module=True)
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=_child_env(env),
        cwd=cwd,
    )


def _child_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    child_env = {k: v for k, v in os.environ.items() if k not in LAUNCHER_VARS}
    child_env.update(extra or {})
    return child_env


def machine_env() -> dict[str, str]:
    """The environment of a program started on a test machine (a network namespace, where
    `ip netns exec` runs it): no launcher variables, this checkout's source first."""
    path = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    return _child_env({"PYTHONPATH": path})


def run_as_ranks(
    *args: str, world: int = 2, env: dict[str, str] | None = None, timeout: float = 180
) -> None:
    """Start `python ARGS` `world` times as the ranks of one job, with only RANK, WORLD_SIZE,
    MASTER_ADDR and MASTER_PORT set (what a Kubeflow pod gets), plus `env`; all must succeed."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = {k: v for k, v in os.environ.items() if k not in (*LAUNCHER_VARS, "LOCAL_WORLD_SIZE")}
    base.update(
        WORLD_SIZE=str(world), MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), **(env or {})
    )
    ranks = [
        subprocess.Popen(
            [sys.executable, *args],
            env={**base, "RANK": str(rank)},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for rank in range(world)
    ]
    for rank in ranks:
        _, stderr = rank.communicate(timeout=timeout)
        assert rank.returncode == 0, stderr


def run_cli(
    *args: str, timeout: float = 120, env: dict[str, str] | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess:
    """`multigpu ARGS` with its output and exit status, as a process would give them.

    `multigpu run` runs in this process: its workers are processes of their own anyway, and a
    parent process would only add its start and exit (python, torch and multigpu imported:
    about 2 s a call, over a hundred calls). The other commands are forked from a process that
    has imported torch (run_python's `-m`): `multigpu train` in this process left torch's
    elastic logging set up so that a later in-process job printed its workers' failures. A
    control's patch (`without`) runs here too, in the forked workers alone; another environment
    of its own keeps a process. pytest-timeout stands in for `timeout` here."""
    if args[:1] == ("run",) and (env is None or _patches_workers(env)):
        return _run_here(list(args), cwd, env or {})
    return run_python("-m", "multigpu", *args, timeout=timeout, env=env, cwd=cwd)


# Whether `multigpu run`'s workers are forked from zygote.py's server (each would import
# torch again, about 5 s of CPU a worker, which was most of the suite): off for a test marked
# `real_workers`, which needs what only a new interpreter has (its own hash seed, the folder
# it starts in on its path as Python starts).
FORKED_WORKERS = {"on": True}


@pytest.fixture(autouse=True)
def _real_workers_where_marked(request):
    FORKED_WORKERS["on"] = request.node.get_closest_marker("real_workers") is None
    yield
    FORKED_WORKERS["on"] = True


@contextlib.contextmanager
def _forked_workers():
    """torch elastic's worker processes started by worker_popen (zygote.py) meanwhile."""
    from torch.distributed.elastic.multiprocessing.subprocess_handler import subprocess_handler

    handler = subprocess_handler.SubprocessHandler
    popen, close = handler._popen, handler.close

    def forked(self, args, env):
        return worker_popen(
            tuple(args), env, stdout=self._stdout, stderr=self._stderr, start_new_session=True
        )

    def closed(self, death_sig=None):
        # A copy that ended is reaped by the server, not left a zombie as Popen's child is:
        # its group may be gone by the time elastic signals it.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, death_sig or signal.SIGTERM)
        for stream in (self._stdout, self._stderr):
            if stream:
                stream.close()

    if FORKED_WORKERS["on"]:
        handler._popen, handler.close = forked, closed
    try:
        yield
    finally:
        handler._popen, handler.close = popen, close


def _patches_workers(env: dict[str, str]) -> bool:
    """An environment that only puts a control's patch (`without`) on the path: where the
    workers are forked, each copy imports it as an interpreter would (zygote.py)."""
    return FORKED_WORKERS["on"] and set(env) == {"PYTHONPATH"}


def _run_here(
    args: list[str], cwd: Path | None, env: dict[str, str]
) -> subprocess.CompletedProcess:
    from multigpu.apps.cli import main

    with tempfile.TemporaryDirectory(prefix="multigpu-cli-") as folder:
        out, err = Path(folder, "out"), Path(folder, "err")
        with (
            _output_into(out, err),
            _working_directory(cwd),
            mock.patch.dict(os.environ, env),  # for the job here (its workers inherit it)
            _forked_workers(),
        ):
            try:
                code = main(args)
            except SystemExit as exit_:  # argparse's usage errors
                code = exit_.code if isinstance(exit_.code, int) else int(exit_.code is not None)
        return subprocess.CompletedProcess(args, code, out.read_text(), err.read_text())


@contextlib.contextmanager
def _output_into(out: Path, err: Path):
    """Standard output and error of this process and of every process it starts, into two
    files, at the level of the file descriptors, where workers write; what was there before
    (pytest's capture) is put back after."""
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        if stream is not None:
            stream.flush()
    saved = [os.dup(1), os.dup(2)]
    saved_sys = sys.stdout, sys.stderr
    try:
        for fd, path in zip((1, 2), (out, err), strict=True):
            target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
            os.dup2(target, fd)
            os.close(target)
        sys.stdout = open(1, "w", buffering=1, closefd=False)  # noqa: SIM115 (closed below)
        sys.stderr = open(2, "w", buffering=1, closefd=False)  # noqa: SIM115
        yield
    finally:
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            if stream is not None:
                stream.flush()
        sys.stdout.close()
        sys.stderr.close()
        sys.stdout, sys.stderr = saved_sys
        for fd, copy in zip((1, 2), saved, strict=True):
            os.dup2(copy, fd)
            os.close(copy)


@contextlib.contextmanager
def _working_directory(cwd: Path | None):
    before = os.getcwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        yield
    finally:
        os.chdir(before)


# What CI also runs on the oldest torch of the supported range (.ci/run: `pytest -m floor`),
# by path, file or test-name prefix: the unit tests of core/, every multi-process equivalence
# test of the strategies (not their memory measured against each other: the plan's test below
# measures FSDP's), `multigpu run` on DDP, accumulating and sharded (the tests that go through
# torch's hooks, its process groups and its Flight Recorder; the rest is multigpu's own logic
# over the same calls), the plan's measurement (torch's MemTracker) with one FSDP layout against
# the peaks measured, and the docs' examples.
FLOOR_SUITE = (
    "core/",
    "strategies/",
    "adapt/test_run_scripts.py::test_a_single_gpu_script_trains_as_in_one_process",
    "adapt/test_run_scripts.py::test_batch_norm_over_the_global_batch_reproduces_one_process",
    "adapt/test_run_scripts.py::test_a_data_parallel_script_runs_unchanged",
    "adapt/test_run_scripts.py::test_a_rank_that_never_arrives_is_named_at_the_timeout",
    "adapt/test_run_scripts.py::test_verify_reports_agreement",
    "adapt/test_run_accumulation.py::test_micro_batches_that_do_not_step_send_no_gradients",
    "adapt/test_run_sharded.py::test_accumulated_micro_batches_sharded_on_2_processes",
    "adapt/test_run_sharded.py::test_a_hugging_face_loop_sharded_equals_one_process",
    "adapt/test_run_sharded.py::test_launch_and_run_shard_a_model_into_the_same_units",
    "adapt/test_plan.py::test_the_step_is_measured_by_category",
    "adapt/test_plan.py::test_sharding_divides_the_model_states",
    "adapt/test_plan.py::test_the_plans_peak_is_within_15_percent_of_the_peak_measured_on_the_"
    "ranks[layout1",
    "docs/test_examples.py",
)
# Left out at the floor: what the other floor tests already take through the same torch API
# (the main job's fsdp+tp is test_tensor_parallel's 2 x 2 mesh again, with a longer run; hsdp
# over tp groups and sequence parallelism are tp's and fsdp's styles again; the pipeline's
# second schedule class, the checkpoint of an fsdp+tp mesh and a hand-drawn mask under
# --verify run the same torch calls as the cases kept; accumulation's count of collectives is
# kept on FSDP (its reduce-scatter, skipped and made), and DDP's reducer is reached by the
# plain DDP tests; the docs' other pages run the commands the README's examples run).
FLOOR_LEFT_OUT = (
    "strategies/test_layout_memory.py",
    "strategies/test_tensor_parallel.py::test_the_main_job_trains_a_llama_on_an_fsdp_tp_mesh",
    "strategies/test_tensor_parallel.py::test_hsdp_over_tp_groups_equals_one_process",
    "strategies/test_tensor_parallel.py::test_sequence_parallel_equals_one_process",
    "strategies/test_pipeline_mesh.py::test_pp_2_by_dp_shard_2_equals_one_process_on_the_global_"
    "batch[1f1b",
    "strategies/test_mesh_checkpoints.py::test_a_checkpoint_of_fsdp_4_resumes_on_another_mesh["
    "fsdp+tp",
    "adapt/test_run_scripts.py::test_verify_reports_agreement_on_a_good_script_with_dropout_"
    "switched_off[--hand-mask",
    "adapt/test_run_accumulation.py::test_micro_batches_that_do_not_step_send_no_gradients[ddp",
    "docs/test_examples.py::test_the_examples_of[docs/",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    tests = Path(__file__).parent
    for item in items:
        path = item.path.relative_to(tests).as_posix()
        named = f"{path}::{item.name}"
        if named.startswith(FLOOR_SUITE) and not named.startswith(FLOOR_LEFT_OUT):
            item.add_marker(pytest.mark.floor)


def needs_torch(since: tuple[int, int], what: str) -> pytest.MarkDecorator:
    """Skip where the installed torch is older than `since` (core/torch_compat.py's gates):
    there the feature is refused in one line instead, which a test of its own checks."""
    from multigpu.core.torch_compat import release

    version = ".".join(map(str, since))
    return pytest.mark.skipif(release() < since, reason=f"{what} needs torch {version}")


def held_with_momentum(model: torch.nn.Module, experts: float = 0.0):
    """The StepBytes of `model`'s states as the scripts of the memory checks hold them at the
    end of a run (its parameters, SGD's momentum, one buffer a parameter; no batch in flight),
    for a method's memory formula to set against the bytes each rank held."""
    from multigpu.adapt.devices.held import local_bytes
    from multigpu.strategies.blocks import transformer_blocks
    from multigpu.strategies.footprint import StepBytes

    total, blocks = local_bytes(model.parameters()), transformer_blocks(model)
    return StepBytes(
        parameters=total,
        buffers=0.0,
        optimizer=total,
        activations=0.0,
        gradients_then=0.0,
        trainable=total,
        block=max((local_bytes(block.parameters()) for block in blocks), default=0),
        blocks=len(blocks),
        experts=experts,
    )


def script(name: str) -> str:
    return str(SCRIPTS / name)


@pytest.fixture
def cli(capsys):
    """Run `multigpu ARGS` in-process; returns what a subprocess result would hold."""
    from multigpu.apps.cli import main

    def run(*args: str) -> subprocess.CompletedProcess:
        code = main(list(args))
        captured = capsys.readouterr()
        return subprocess.CompletedProcess(args, code, captured.out, captured.err)

    return run


# Variables our agent sets for its workers; the calling process must get them back as they were
# (a leaked GLOO_SOCKET_IFNAME=lo once sent a later multi-node test's gloo to loopback).
AGENT_VARS = (
    "GLOO_SOCKET_IFNAME",
    "NCCL_SOCKET_IFNAME",
    "TORCH_DISABLE_SHARE_RDZV_TCP_STORE",
    "OMP_NUM_THREADS",
    "MULTIGPU_FAILURE_DIR",
    "MULTIGPU_RUN_OPTIONS",
    "PYTHONHASHSEED",
)


@pytest.fixture(autouse=True)
def _hygiene():
    """No test may leave a process group or launcher variables behind."""
    before = {name: os.environ.get(name) for name in AGENT_VARS}
    yield
    changed = [name for name in AGENT_VARS if os.environ.get(name) != before[name]]
    if changed:
        pytest.fail(f"a launch left these variables changed: {changed}")
    leaked = [name for name in LAUNCHER_VARS if name in os.environ]
    if dist.is_initialized():
        dist.destroy_process_group()
        pytest.fail("a test left a process group initialized")
    if leaked:
        pytest.fail(f"a test leaked launcher variables: {leaked}")


@pytest.fixture(scope="session")
def jpeg_folder(tmp_path_factory):
    """12 smooth random JPEGs of odd sizes in 3 class folders (the input-pipeline tests)."""
    from torchvision.io import encode_jpeg

    root = tmp_path_factory.mktemp("jpegs")
    generator = torch.Generator().manual_seed(0)
    for i in range(12):
        folder = root / f"class{i % 3}"
        folder.mkdir(exist_ok=True)
        coarse = torch.rand(1, 3, 6, 8, generator=generator)
        height, width = 240 + 7 * i, 320 - 5 * i
        image = torch.nn.functional.interpolate(coarse, size=(height, width), mode="bilinear")
        data = encode_jpeg((image[0] * 255).to(torch.uint8), quality=92)
        (folder / f"{i}.jpg").write_bytes(data.numpy().tobytes())
    return root


def _machines(count: int):
    """`count` test machines (netns.py), or the test skipped, naming why there can be none."""
    from netns import Unavailable, hosts

    try:
        with hosts(count) as made:
            yield made
    except Unavailable as why:
        pytest.skip(f"cannot make network namespaces here: {why}")


@pytest.fixture(scope="module")
def two_hosts():
    yield from _machines(2)


@pytest.fixture(scope="module")
def three_hosts():
    yield from _machines(3)
