"""The pieces of `multigpu run` that need no processes: the CPU stand-in for CUDA, how a global
batch is split, and how --verify compares."""

from __future__ import annotations

import inspect
import shutil
import subprocess
from types import SimpleNamespace

import pytest
import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn

from multigpu.adapt.averaging.losses import _binder
from multigpu.adapt.data.sharded_loaders import Sharding
from multigpu.adapt.data.shares import Shares
from multigpu.adapt.devices.one_device import CudaOnCpu
from multigpu.adapt.verify.agreement import compare_snapshots
from multigpu.adapt.verify.checks import parameter_names
from multigpu.adapt.worker.heap import live_modules


def test_cuda_device_arguments_land_on_the_cpu():
    to, load = torch.Tensor.to, torch.load
    with CudaOnCpu():
        tensors = [
            torch.zeros(2, device="cuda"),
            torch.ones(2).cuda(),
            torch.arange(3).to("cuda:0"),
            torch.ones(1).to(torch.device("cuda"), non_blocking=True),
            torch.ones(1).to(0),
            torch.ones(1).pin_memory(),
            torch.randn(2, device=torch.device("cuda", 0)),
        ]
        model = nn.Linear(2, 2).cuda().to("cuda")
        tensors += list(model.parameters())
        assert torch.ones(1).to(torch.float64).dtype == torch.float64  # dtype moves still work
        assert torch.cuda.device_count() == 1
    assert all(t.device.type == "cpu" for t in tensors)
    assert torch.Tensor.to is to and torch.load is load  # all restored


def test_torch_cuda_and_torch_accelerator_agree_under_the_stand_in():
    available = torch.cuda.is_available()
    with CudaOnCpu():
        assert torch.cuda.is_available() and torch.accelerator.is_available()
        assert torch.cuda.device_count() == torch.accelerator.device_count() == 1
        assert torch.accelerator.current_accelerator().type == "cuda"
        torch.accelerator.set_device_index(0)
        # A script's own group and DDP, written for GPUs: nccl is gloo, device ids dropped.
        dist.init_process_group("nccl", store=dist.HashStore(), rank=0, world_size=1)
        try:
            assert dist.get_backend() == "gloo"
            model = nn.parallel.DistributedDataParallel(nn.Linear(2, 2), device_ids=[1])
            assert model(torch.ones(1, 2)).device.type == "cpu"
        finally:
            dist.destroy_process_group()
    assert torch.cuda.is_available() == available  # restored


@pytest.mark.filterwarnings("ignore:The torch.cuda.*DtypeTensor constructors")
def test_legacy_cuda_tensor_types_and_device_queries_land_on_the_cpu():
    """The calls older scripts make (one GAN collection makes them all), and libraries' queries
    (deepinv's mem_get_info), which reach the real CUDA without the stand-in: here, with no
    GPU, "Found no NVIDIA driver"."""
    legacy, type_, generator = torch.cuda.FloatTensor, torch.Tensor.type, torch.Generator
    cpu_legacy, default_type = torch.FloatTensor, torch.set_default_tensor_type
    if not torch.cuda.is_available():  # the negative control: outside, they fail
        with pytest.raises(RuntimeError, match="NVIDIA driver"):
            torch.cuda.FloatTensor(2)
        with pytest.raises(RuntimeError, match="legacy constructor expects device type: cpu"):
            torch.FloatTensor([], device="cuda")  # a decision transformer's empty buffer
    with CudaOnCpu():
        made = torch.cuda.FloatTensor(2, 3).zero_()
        typed = torch.ones(2).type(torch.cuda.LongTensor)
        named = torch.ones(2).type("torch.cuda.DoubleTensor")
        empty = torch.FloatTensor([], device=torch.device("cuda"))
        assert isinstance(made, torch.cuda.FloatTensor) and isinstance(empty, torch.FloatTensor)
        assert not isinstance(typed, torch.FloatTensor)
        torch.set_default_tensor_type(torch.cuda.DoubleTensor)
        defaulted = torch.zeros(1).dtype
        torch.set_default_tensor_type("torch.cuda.FloatTensor")
        assert torch.ones(1).type() == "torch.FloatTensor"  # asked, not given: the type's name
        with torch.cuda.device(1):
            inside = torch.zeros(1, device="cuda")
        assert torch.cuda.get_device_capability() == (8, 0)
        properties = torch.cuda.get_device_properties(0)
        assert properties.total_memory > 0 and properties.major == 8
        free, total = torch.cuda.mem_get_info(0)  # deepinv asks at import
        assert 0 < free <= total == properties.total_memory
        seeded = torch.Generator(device="cuda").manual_seed(0)  # and seeds one on the device
        drawn = torch.randn(3, generator=seeded)  # on the CPU, where the stand-in's tensors are
        assert isinstance(seeded, generator) and seeded.device == torch.device("cuda", 0)
        assert torch.Generator().device.type == "cpu"
    assert made.shape == (2, 3) and made.dtype == torch.float32
    assert typed.dtype == torch.int64 and named.dtype == torch.float64
    assert defaulted == torch.float64 and empty.shape == (0,)
    assert all(t.device.type == "cpu" for t in (made, typed, named, inside, empty))
    assert torch.equal(drawn, torch.randn(3, generator=torch.Generator().manual_seed(0)))
    assert torch.cuda.FloatTensor is legacy and torch.Tensor.type is type_  # all restored
    assert torch.FloatTensor is cpu_legacy and torch.set_default_tensor_type is default_type
    assert torch.Generator is generator


@pytest.mark.skipif(shutil.which("nvidia-smi") is not None, reason="a real driver's tool")
def test_a_script_asking_nvidia_smi_for_the_freest_gpu_reads_the_stand_in():
    """The snippet scripts copy to pick the freest GPU (`nvidia-smi -q -d Memory | grep -A4
    GPU | grep Used`, then `np.argmin` of the numbers) stopped on an empty list where no
    driver is installed; under the stand-in it reads one device. Outside, no such tool."""
    asked = "nvidia-smi -q -d Memory | grep -A4 GPU | grep Used"
    with CudaOnCpu():
        used = subprocess.run(asked, shell=True, capture_output=True, text=True).stdout
        query = ["nvidia-smi", "--query-gpu=memory.free,name", "--format=csv,noheader,nounits"]
        free = subprocess.run(query, capture_output=True, text=True, check=True).stdout
    assert [line.split()[2].isdigit() for line in used.splitlines()] == [True]
    assert int(free.split(",")[0]) > 0 and free.strip().endswith("cpu (standing in for cuda)")
    assert shutil.which("nvidia-smi") is None  # gone with the stand-in


def test_cuda_streams_and_events_order_nothing_on_the_cpu_and_are_restored():
    """Lightning's DDP makes a side stream (`torch.cuda.stream(torch.cuda.Stream())`), and
    prefetching loaders record events: on the CPU they order nothing and the work runs."""
    stream, event = torch.cuda.Stream, torch.cuda.Event
    if not torch.cuda.is_available():  # the negative control: outside, they fail
        with pytest.raises((RuntimeError, AssertionError)):
            torch.cuda.Stream()
    with CudaOnCpu():
        side = torch.cuda.Stream()
        with torch.cuda.stream(side):
            done = torch.ones(2, device="cuda") * 2
        side.wait_stream(torch.cuda.current_stream())
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        end.record(torch.cuda.default_stream())
        end.synchronize()
        assert side.query() and start.elapsed_time(end) == 0.0
    assert done.tolist() == [2.0, 2.0]
    assert torch.cuda.Stream is stream and torch.cuda.Event is event  # restored


def slices(indices, world, *, balanced=False, per_device=False):
    """Every rank's slice of one global batch, and its share."""
    out = []
    for rank in range(world):
        shares = Shares(world)
        session = SimpleNamespace(
            replica=rank,
            replicas=world,
            world_size=world,
            said=set(),
            say_once=lambda key, text: None,
        )
        sharding = Sharding(session, shares, per_device, balanced)
        mine = sharding.slice(indices)
        sharding.taken(None)
        out.append((mine, shares.current))
    return out


@pytest.mark.parametrize(
    ("strategy", "options", "readers"),
    [
        ("ddp", {}, [(4, 0), (4, 1), (4, 2), (4, 3)]),
        ("fsdp+tp", {"tp": 2}, [(2, 0), (2, 0), (2, 1), (2, 1)]),  # tp innermost
        ("tp", {}, [(1, 0)] * 4),
    ],
)
def test_the_ranks_of_a_tensor_parallel_group_read_one_slice(strategy, options, readers):
    """Each rank's (slices, its slice) of a 4-rank job, from the layout's data dimensions: no
    process (the group is joined only when first used)."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.worker.session import Session
    from multigpu.core.ranks import RankInfo

    made = AdaptOptions(strategy=strategy, strategy_options=options)
    found = []
    for rank in range(4):
        ranks = RankInfo(rank=rank, local_rank=rank, world_size=4, local_world_size=4)
        session = Session(made, ranks, torch.device("cpu"))
        found.append((session.replicas, session.replica))
    assert found == readers


def test_a_global_batch_splits_as_data_parallel_chunks_it():
    assert slices([list(range(8))], 3) == [([0, 1, 2], 3 / 8), ([3, 4, 5], 3 / 8), ([6, 7], 2 / 8)]


def test_a_rank_with_no_chunk_takes_part_with_weight_zero():
    # torch.chunk of 4 into 3 gives 2 chunks: DataParallel uses two GPUs; rank 2 must still step.
    assert slices([[0, 1, 2, 3]], 3) == [([0, 1], 0.5), ([2, 3], 0.5), ([2, 3], 0.0)]


def test_a_batch_smaller_than_the_ranks_is_said_to_leave_them_without_work():
    """das-mil's batches of one bag on 2 ranks: rank 1 steps on a copy weighted 0, and the
    start-up line says so of the batch it saw (control: a batch that every rank shares)."""
    said = {}

    def split_line(batch, world):
        session = SimpleNamespace(
            replica=0, replicas=world, world_size=world, said=set(), say_once=said.__setitem__
        )
        Sharding(session, Shares(world), False, False).slice(batch)
        return said.pop("split")

    assert split_line([[0]], 2) == (
        "a DataLoader's batch of 1 is the global batch, split over 2 ranks (1); rank 1 took "
        "no sample of it and stepped on a copy weighted 0: a batch smaller than the ranks "
        "gets no speed-up from them"
    )
    assert "ranks 2, 3 took no sample" in split_line([[0, 1]], 4)
    assert split_line([[0, 1]], 2).endswith("split over 2 ranks (1 + 1)")


def test_global_batch_norm_splits_evenly():
    assert [s for s, _ in slices([list(range(8))], 3, balanced=True)] == [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7],
    ]
    assert slices([[0, 1, 2, 3]], 3, balanced=True) == [([0, 1], 0.5), ([2], 0.25), ([3], 0.25)]


def test_per_device_batches_are_one_loader_batch_per_rank():
    assert slices([[0, 1, 2], [3, 4]], 2, per_device=True) == [([0, 1, 2], 0.6), ([3, 4], 0.4)]
    assert slices([[0, 1]], 2, per_device=True) == [([0, 1], 1.0), ([0, 1], 0.0)]


@pytest.mark.parametrize("world", [2, 3, 5])
@pytest.mark.parametrize("size", [1, 7, 16])
def test_the_shares_of_a_batch_add_up_to_one(world, size):
    for balanced in (False, True):
        total = sum(share for _, share in slices([list(range(size))], world, balanced=balanced))
        assert total == pytest.approx(1.0)


def _snapshot(path, tensors, steps=3):
    names = [f"p{i}" for i in range(len(tensors))]
    torch.save({"steps": steps, "names": names, "tensors": tensors}, path)
    return path


def test_verify_agrees_within_rounding_and_names_the_first_difference(tmp_path):
    a = [torch.ones(3, dtype=torch.float64), torch.ones(2)]
    one = _snapshot(tmp_path / "one.pt", a)
    close = _snapshot(tmp_path / "close.pt", [a[0] + 1e-13, a[1] + 1e-7])
    agree, report = compare_snapshots(one, close, 2)
    assert agree and "agree" in report
    far = _snapshot(tmp_path / "far.pt", [a[0] + 1e-6, a[1]])
    agree, report = compare_snapshots(one, far, 2)
    assert not agree and "first at 'p0'" in report
    short = _snapshot(tmp_path / "short.pt", a, steps=2)
    agree, report = compare_snapshots(one, short, 2)
    assert not agree and "took 3 optimizer step(s) and 2 ranks took 2" in report


def test_two_models_weights_of_one_name_are_matched_by_their_shapes_in_either_order(tmp_path):
    """A GAN's two models both hold a `0.weight`: one process lists the discriminator's first
    (its backward came first), the ranks the generator's (its model ran first). Known by name
    and shape, the runs agree. The control: copies of one model (one name, one shape) cannot be
    told apart, so each run's order is kept, and listed otherwise they differ."""
    d0, g0, bias = torch.ones(4, 3), torch.full((5, 2), 2.0), torch.zeros(4)
    one = tmp_path / "one.pt"
    listed = {"steps": 3, "names": ["0.weight", "0.bias", "0.weight"], "tensors": [d0, bias, g0]}
    torch.save(listed, one)
    ranks = tmp_path / "ranks.pt"
    listed = {"steps": 3, "names": ["0.weight", "0.weight", "0.bias"], "tensors": [g0, d0, bias]}
    torch.save(listed, ranks)
    agree, report = compare_snapshots(one, ranks, 2)
    assert agree and "agree" in report
    copies = [torch.ones(4, 3), torch.full((4, 3), 2.0)]
    torch.save({"steps": 3, "names": ["0.weight", "0.weight"], "tensors": copies}, one)
    torch.save({"steps": 3, "names": ["0.weight", "0.weight"], "tensors": copies[::-1]}, ranks)
    agree, report = compare_snapshots(one, ranks, 2)
    assert not agree and "first at '0.weight'" in report


def test_a_difference_from_a_split_run_that_ran_a_module_whole_does_not_blame_the_script(
    tmp_path,
):
    """Against the run of the split's arithmetic, which ran a module whole that the ranks
    split, a difference may be that module's: the verdict says so, not that the script is not
    safe to scale. The control: against one process, the script is blamed as before."""
    from multigpu.adapt.verify.agreement import SPLIT

    a = [torch.ones(3, dtype=torch.float64)]
    split = tmp_path / "split.pt"
    torch.save({"steps": 3, "names": ["p0"], "tensors": a, "said": ["whole LSTM"]}, split)
    far = _snapshot(tmp_path / "far.pt", [a[0] + 1e-6])
    agree, report = compare_snapshots(split, far, 2, reference=SPLIT)
    assert not agree and "that run ran LSTM whole, which the ranks split" in report
    assert "not safe to scale" not in report
    one = _snapshot(tmp_path / "one.pt", a)
    agree, report = compare_snapshots(one, far, 2)
    assert not agree and "the script is not safe to scale as it is" in report


def test_an_agreement_only_within_the_yardstick_with_draws_in_the_loop_cannot_tell(tmp_path):
    """Beyond float tolerance but within 10x the yardstick: `agree`, unless the ranks named a
    draw in the training loop, each rank its own (a picture's rotation drawn per step with
    NumPy: a public script's false `agree`), which the yardstick's run draws otherwise too.
    Exact too: such draws may have matched one process's on the steps checked (a seq2seq
    script's teacher-forcing coin, exact after 4 steps), and later ones need not."""
    a = [torch.ones(3)]
    one = _snapshot(tmp_path / "one.pt", a)
    again = _snapshot(tmp_path / "again.pt", [a[0] + 1e-3])
    ranks = tmp_path / "ranks.pt"
    near = {"steps": 3, "names": ["p0"], "tensors": [a[0] + 5e-3], "said": []}
    torch.save(near, ranks)
    agree, report = compare_snapshots(one, ranks, 2, again)
    assert agree and "within 10x" in report
    near["said"] = ["unkeyed np.random.randint train.py:34"]
    torch.save(near, ranks)
    agree, report = compare_snapshots(one, ranks, 2, again)
    assert not agree and report.startswith("cannot tell: after 3 optimizer step(s)")
    assert "the yardstick cannot tell those draws from rounding" in report
    exact = {**near, "tensors": [a[0].clone()]}
    torch.save(exact, ranks)
    agree, report = compare_snapshots(one, ranks, 2, again)
    assert not agree and "ranks match one process's (largest difference 0" in report
    assert "later ones need not" in report
    torch.save({**exact, "said": []}, ranks)  # the control: no draw named, exact, agree
    assert compare_snapshots(one, ranks, 2, again)[0]


def _first_gradient(loss_of, x, y, w, weight, slices=1):
    """The gradient one process (slices=1) or `slices` ranks (their slices' gradients
    averaged, each slice's loss on its own rows) take at the first step, in float32."""
    total = torch.zeros_like(weight)
    for rows in torch.arange(len(x)).chunk(slices):
        p = weight.clone().requires_grad_()
        loss_of(x[rows] @ p, y[rows], w[rows]).backward()
        total += p.grad / slices
    return total


def test_an_agreement_within_the_yardstick_is_judged_again_on_the_first_steps_gradients(
    tmp_path,
):
    """A loss scaled by the mean of the batch's sample weights (data, not outputs) is taken
    per rank: the ranks' first gradient is not one process's. After 3 Adam steps over 17M
    weights in float32 that stayed within 10x the yardstick (a drug response network of batch
    r: a silent wrong `agree`); the first step's gradients, which no step amplified, tell it.
    The control: a plain mean squared error, whose slices' gradients average to one
    process's, keeps its `agree`."""
    from multigpu.adapt.verify.agreement import ONE
    from multigpu.adapt.verify.compare import _first_step_decides

    torch.manual_seed(0)
    x, y, w = torch.randn(8, 4), torch.randn(8), torch.rand(8)
    weight = torch.randn(4)

    def weighted(out, target, sample_weights):
        return torch.nn.functional.mse_loss(out, target) * sample_weights.mean()

    def plain(out, target, _):
        return torch.nn.functional.mse_loss(out, target)

    a = [torch.ones(3)]
    for loss_of, apart in ((weighted, True), (plain, False)):
        one_grad = _first_gradient(loss_of, x, y, w, weight)
        again_grad = _first_gradient(loss_of, x.flip(0), y.flip(0), w.flip(0), weight)
        again_grad = torch.nextafter(again_grad, torch.full_like(again_grad, float("inf")))
        ranks_grad = _first_gradient(loss_of, x, y, w, weight, slices=2)
        runs = {}
        for name, tensor, grad in (
            ("one", a[0], one_grad),
            ("again", a[0] + 1e-3, again_grad),
            ("ranks", a[0] + 5e-3, ranks_grad),
        ):
            runs[name] = tmp_path / f"{name}.pt"
            torch.save(
                {
                    "steps": 3,
                    "names": ["p0"],
                    "tensors": [tensor],
                    "said": [],
                    "first_gradients": [grad.reshape(-1)[:3]],
                },
                runs[name],
            )
        agree, report = compare_snapshots(runs["one"], runs["ranks"], 2, runs["again"])
        assert agree and "within 10x" in report  # the weights alone cannot tell
        agree, report = _first_step_decides(runs["one"], runs["ranks"], runs["again"], report, ONE)
        assert agree is not apart
        if apart:
            assert report.startswith("differ: the gradients of the first optimizer step")
            assert "at 'p0' by" in report and "not safe to scale" in report
        else:
            assert report.startswith("agree: after 3 optimizer step(s)")


def test_ranks_that_stop_having_trained_nothing_where_one_process_stepped_differ(
    tmp_path, monkeypatch
):
    """The ranks skip every slice (a batch size written into the script), then stop on what no
    step made (a 3D-GAN reads its optimizer's state: KeyError), where one process took its
    steps: `differ`, naming that no rank trained (it was `cannot tell`, as a stop that says
    nothing of the script). Control: where one process took no step either, `cannot tell`.
    The runs are stood in for: `start` writes one process's snapshot, the ranks' run fails
    with the error a rank's stop now carries (test_run_unusual_scripts runs it)."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.verify.compare import _Runs
    from multigpu.core.errors import JobFailed

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")  # the script's folder, apart from the runs' files
    stopped = (
        "rank 0 failed: KeyError: '0 (at train.py:119: the script took 3 slices of global "
        "batches from split DataLoader passes and ran no backward on any: no rank trained; if "
        "it skips batches of another size than it expects (a batch size written into the "
        "script), run with --batch per-device (each rank takes whole batches of the DataLoader))'"
    )
    for steps, verdict in ((3, "differ: the run on 2 ranks stopped"), (0, "cannot tell: the run")):

        def start(options, processes, steps=steps):
            if processes > 1:
                raise JobFailed(stopped)
            torch.save({"steps": steps, "names": [], "tensors": []}, options.verify_out)

        folder = tmp_path / f"runs-{steps}"
        folder.mkdir()
        options = AdaptOptions(verify_steps=3, verify_ranks=2)
        agree, report = _Runs(start, options, 2, folder)._judged()
        assert not agree and report.startswith(verdict), report
        assert "no rank trained" in report
        named = "the ranks trained nothing on the batches where one process took 3 step(s)"
        assert (named in report) is bool(steps)


def test_slices_apart_are_said_beside_the_loops_draws_without_overruling_them(
    tmp_path, monkeypatch
):
    """The ranks' slices reached the model in other shapes, and the loop draws per rank (a
    formula recogniser's teacher forcing, `random.random()` in the loop): the draws still make
    the verdict `cannot tell`, with the shapes said beside it (the shapes once made it
    `differ`, and were found at a decoder's forward that each rank's own draw fed otherwise).
    Without the draws, `differ` with the shapes said. Runs stood in for."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.verify.compare import _Runs

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")  # the script's folder, apart from the runs' files
    a = torch.ones(3, dtype=torch.float64)
    apart = "the ranks' slices of one global batch reached the model in other shapes (…)"
    for said, verdict in ((["python random loop"], "cannot tell"), ([], "differ")):

        def start(options, processes, said=said):
            many = processes > 1
            tensor = a + (0.1 if many else 1e-12 * options.verify_perturb)
            snapshot = {"steps": 3, "names": ["w"], "tensors": [tensor], "said": said}
            torch.save({**snapshot, "slices_apart": apart if many else None}, options.verify_out)

        folder = tmp_path / f"said-{len(said)}"
        folder.mkdir()
        options = AdaptOptions(verify_steps=3, verify_ranks=2)
        agree, report = _Runs(start, options, 2, folder).judged()
        assert not agree and report.startswith(verdict), report
        assert report.endswith(f"--verify: {apart}")


def test_a_size_error_of_the_split_run_is_its_own_where_the_ranks_took_every_step(
    tmp_path, monkeypatch
):
    """The run of the split's arithmetic stops on a size error that names the global batch (a
    decoder's hidden state made for `len(input)` beside a forward it cuts, as a handwritten-
    formula model's). Ranks that took every step on their slices ran them without it: the stop
    is that run's own, not "a batch size written into the script", which it named before.
    Control: ranks that skipped their slices (fewer steps than one process) keep that cause.
    Runs stood in for; test_run_unusual_scripts runs the control's script."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.launch.hints import WRITTEN_BATCH
    from multigpu.adapt.verify.compare import _Runs
    from multigpu.core.errors import JobFailed

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")  # the script's folder, apart from the runs' files
    a = torch.ones(3, dtype=torch.float64)
    for ranks_steps in (3, 0):

        def start(options, processes, ranks_steps=ranks_steps):
            if options.verify_split:
                raise JobFailed(f"rank 0 failed: RuntimeError: got [1, 4, 256] ({WRITTEN_BATCH})")
            steps = ranks_steps if processes > 1 else 3
            tensor = a + (0.1 if processes > 1 else 1e-12 * options.verify_perturb)
            snapshot = {"steps": steps, "names": ["w"], "tensors": [tensor], "said": ["split"]}
            torch.save(snapshot, options.verify_out)

        folder = tmp_path / f"ranks-{ranks_steps}"
        folder.mkdir()
        options = AdaptOptions(verify_steps=3, verify_ranks=2)
        agree, report = _Runs(start, options, 2, folder)._judged()
        assert not agree and "the run of the split's arithmetic stopped" in report, report
        own = "so the stop is the run of the split's own"
        written = "a batch size written into the script meets the ranks' slices"
        assert (own in report, written in report) == (bool(ranks_steps), not ranks_steps)


def test_ranks_apart_from_the_split_run_are_judged_again_with_synced_batch_norm_if_they_said_it(
    tmp_path, monkeypatch
):
    """The ranks differ from the run of the split's arithmetic beyond its yardstick (that run
    left a forward whole: DANN's `torch.cat` of two batches, test_run_verify runs it). Where
    the ranks said they normalised per rank, they run again with --sync-batchnorm, and equal
    to one process there, `agree`, naming batch norm per rank; where they did not say it (the
    control, as before the rule), `differ` and not safe to scale. Runs stood in for."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.verify.compare import _Runs

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")  # the script's folder, apart from the runs' files
    a = torch.ones(3, dtype=torch.float64)
    for said, verdict in ((["split", "batchnorm"], "agree: batch norm"), (["split"], "differ")):

        def start(options, processes, said=said):
            if processes > 1:
                tensor, keys = (a if options.sync_batchnorm else a + 0.1), said
            elif options.verify_split:
                tensor, keys = a + 0.01 + 1e-12 * options.verify_perturb, []
            else:
                tensor, keys = a + 1e-12 * options.verify_perturb, []
            snapshot = {"steps": 3, "names": ["w"], "tensors": [tensor], "said": keys}
            torch.save({**snapshot, "split_forwards": 2}, options.verify_out)

        folder = tmp_path / "-".join(said)
        folder.mkdir()
        options = AdaptOptions(verify_steps=3, verify_ranks=2)
        agree, report = _Runs(start, options, 2, folder)._judged()
        assert report.startswith(verdict), report
        assert agree is (verdict != "differ")
        if agree:
            synced = "again with --sync-batchnorm after 3 optimizer step(s) the parameters on 2"
            assert f"{synced} ranks agree with one process's (" in report
        else:
            assert "the script is not safe to scale as it is" in report


def test_ranks_still_apart_with_synced_batch_norm_are_named_at_the_parameter_judged(
    tmp_path, monkeypatch
):
    """Again with --sync-batchnorm, the ranks are judged per parameter against that
    parameter's yardstick, and the line says that parameter's figures: here 'v' is 0.01 from
    one process where rounding moves it 1e-09 (differ), while the model's largest figures read
    the other way round (0.01 against 'w''s 0.5). Before, the line set those two side by side
    and called it "still differ" (a public anti-spoofing script: 0.00116 against 0.00148)."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.verify.compare import _Runs

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    one = torch.ones(3, dtype=torch.float64)

    def start(options, processes):
        if processes > 1:  # the ranks: apart; synced: 'v' still 0.01 apart
            w, v = (one + 1e-3, one + 0.01) if options.sync_batchnorm else (one + 0.1, one)
        elif options.verify_split:
            w, v = one + 0.01, one
        elif options.verify_perturb:  # rounding moves 'w' far, 'v' hardly at all
            w, v = one + 0.5, one + 1e-9
        else:
            w, v = one, one
        said = ["split", "batchnorm"] if processes > 1 else []
        snapshot = {"steps": 3, "names": ["w", "v"], "tensors": [w, v], "said": said}
        torch.save({**snapshot, "split_forwards": 2}, options.verify_out)

    options = AdaptOptions(verify_steps=3, verify_ranks=2)
    agree, report = _Runs(start, options, 2, tmp_path)._judged()
    assert not agree and report.startswith("differ"), report
    assert (
        "again with --sync-batchnorm, still differ: after 3 optimizer step(s) the parameters "
        "on 2 ranks differ from one process's, first at 'v' (largest difference 0.01; one "
        "process against itself with its rounding moved by 1 ulp"
    ) in report
    assert "where its sampler lists them): 1e-09)" in report


def test_the_splits_own_effect_says_batch_norm_is_not_all_of_it_where_synced_runs_differ(
    tmp_path, monkeypatch
):
    """The ranks match the run of the split's arithmetic, which differs from one process, and
    they normalised per rank: where the ranks again with --sync-batchnorm equal one process,
    batch norm per rank is the split's own effect; where they still differ (a jet tagger's
    softmax over the batch's dimension), the line says batch norm is not all of it."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.verify.compare import _Runs

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    one = torch.ones(3, dtype=torch.float64)
    for synced_apart, said in ((0.0, "batch norm per rank; again"), (0.01, "and more; again")):

        def start(options, processes, synced_apart=synced_apart):
            if options.sync_batchnorm:
                tensor = one + synced_apart
            elif processes > 1 or options.verify_split:  # the ranks equal the split's run
                tensor = one + 0.02 + 1e-12 * options.verify_perturb
            else:
                tensor = one + 1e-12 * options.verify_perturb
            keys = ["split", "batchnorm"] if processes > 1 else []
            snapshot = {"steps": 3, "names": ["w"], "tensors": [tensor], "said": keys}
            torch.save({**snapshot, "split_forwards": 2}, options.verify_out)

        folder = tmp_path / str(synced_apart)
        folder.mkdir()
        options = AdaptOptions(verify_steps=3, verify_ranks=2)
        agree, report = _Runs(start, options, 2, folder)._judged()
        assert agree and report.startswith("agree"), report
        assert (
            "--verify: the split itself (largest difference 0.02, at 'w'): batch norm per rank"
            in report
        )
        assert said in report, report


def test_synced_ranks_whose_first_gradients_differ_do_not_make_batch_norm_the_cause(
    tmp_path, monkeypatch
):
    """Again with --sync-batchnorm the weights agree with one process's, but the first
    step's gradients are apart beyond rounding (a loss divided by each slice's own count of a
    task's samples, which Adam's steps hid within the yardstick): not `agree: batch norm per
    rank is all the difference` (an ordinal regression's CORN loss read so), but `differ`."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.verify.compare import _Runs

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    one, grad = torch.ones(3, dtype=torch.float64), torch.full((3,), 2.0, dtype=torch.float64)

    def start(options, processes):
        gradient = grad + 1e-12 * options.verify_perturb
        if options.sync_batchnorm:
            tensor, gradient = one, grad + 0.1
        elif processes > 1:
            tensor = one + 0.1
        elif options.verify_split:
            tensor = one + 0.01 + 1e-12 * options.verify_perturb
        else:
            tensor = one + 1e-12 * options.verify_perturb
        keys = ["split", "batchnorm"] if processes > 1 else []
        snapshot = {"steps": 3, "names": ["w"], "tensors": [tensor], "said": keys}
        snapshot["first_gradients"] = [gradient]
        torch.save({**snapshot, "split_forwards": 2}, options.verify_out)

    options = AdaptOptions(verify_steps=3, verify_ranks=2)
    agree, report = _Runs(start, options, 2, tmp_path)._judged()
    assert not agree and report.startswith("differ"), report
    assert (
        "but the gradients of the first optimizer step differ from one process's at 'w' by 0.1"
    ) in report


def test_ranks_within_tolerance_whose_first_gradients_part_are_judged_on_them(
    tmp_path, monkeypatch
):
    """The weights agree within float tolerance after K steps too small to part them (RAdam's
    first), but the first step's gradients are 3% apart (a Sortino loss over one deviation of
    the whole batch: a silent `agree` of batch s): judged on them against the yardstick,
    `differ`. Where they are not apart, `agree`, with no yardstick run made for it."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.verify.compare import _Runs

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    one, grad = torch.ones(3), torch.full((3,), 2.0)
    for apart in (0.06, 0.0):
        runs = []

        def start(options, processes, apart=apart, runs=runs):
            runs.append(options.verify_perturb)
            gradient = grad + (apart if processes > 1 else 1e-7 * options.verify_perturb)
            snapshot = {"steps": 3, "names": ["w"], "tensors": [one], "said": []}
            snapshot["first_gradients"] = [gradient]
            torch.save(snapshot, options.verify_out)

        folder = tmp_path / str(apart)
        folder.mkdir()
        options = AdaptOptions(verify_steps=3, verify_ranks=2)
        agree, report = _Runs(start, options, 2, folder)._judged()
        if apart:
            assert not agree and report.startswith("differ: the gradients of the first"), report
            assert "is not its share of the loss on the global batch" in report
        else:
            assert agree and report.startswith("agree"), report
            assert not any(runs)  # (no run with its rounding moved)


def test_a_difference_the_loops_draws_alone_explain_cannot_tell():
    """A `differ` on the weights where the ranks named a draw in the training loop, each its
    own, is `cannot tell`, the difference and the notes kept; not where a cause of the
    script's was found beside it (a sum added to a mean, a loss that mixes the batch's
    samples), nor where no draw was named."""
    from multigpu.adapt.verify.agreement import NOT_SAFE
    from multigpu.adapt.verify.compare import draws_alone

    head = "differ: after 3 optimizer step(s) the parameters on 2 ranks differ (largest 0.4)"
    report = f"{head}; {NOT_SAFE}\n  --verify: random.sample drawn in the training loop"
    drew = {"said": ["python random loop"]}
    said = draws_alone(report, drew)
    assert said.startswith("cannot tell: after 3 optimizer step(s)") and NOT_SAFE not in said
    assert "the check cannot tell a fault of the script from those draws" in said
    assert said.endswith("\n  --verify: random.sample drawn in the training loop")
    assert draws_alone(report, {"said": ["python random loop", "mixed"]}) == report
    assert draws_alone(report, {"said": []}) == report
    mixing = report + "\n  the loss at train.py:9 mixes the batch's samples: the 2 ranks ..."
    assert draws_alone(mixing, drew) == mixing


def test_every_swap_in_force_is_listed_with_who_made_it_and_why():
    from multigpu.core.patches import Patches, in_force

    owner = SimpleNamespace(step=lambda: "real")
    owner.__name__ = "a_module"
    patches = Patches()
    patches.swap(owner, "step", lambda: "swapped")
    listed = [line for line in in_force() if line.startswith("a_module.step  ")]
    # Made here (this test module), with this module's docstring's first line as the why.
    assert listed == [f"a_module.step  (test_adapters: {__doc__.strip().splitlines()[0]})"]
    patches.restore()
    assert owner.step() == "real"
    assert not [line for line in in_force() if line.startswith("a_module.step  ")]
    # An adapter's own swaps name the adapter and its module's first docstring line.
    with CudaOnCpu():
        assert (
            "torch.zeros  (adapt.devices.one_device: Each rank sees one device, whatever the "
            "script names.)" in in_force()
        )
    assert not [line for line in in_force() if line.startswith("torch.zeros  ")]


def test_the_patch_stack_undoes_newest_first_down_to_a_mark_and_only_its_own_filters():
    import warnings

    from multigpu.core.patches import Patches

    owner = SimpleNamespace(step=lambda: "real")
    owner.__name__ = "a_module"
    model = SimpleNamespace()
    patches = Patches()
    stays = owner.step
    patches.swap(owner, "step", lambda: "first")
    mark = patches.mark()
    inner = owner.step
    patches.swap(owner, "step", lambda: "second " + inner())  # a wrap of a wrap
    patches.set(model, "save", "ours")
    removed = []
    patches.hook(SimpleNamespace(remove=lambda: removed.append("hook")))
    with warnings.catch_warnings():
        patches.filter_warnings("ignore", message="multigpu's own")
        warnings.filterwarnings("ignore", message="the script's own")  # added later, stays
        assert owner.step() == "second first"
        patches.restore(to=mark)
        assert owner.step() == "first" and not hasattr(model, "save") and removed == ["hook"]
        messages = [f[1].pattern for f in warnings.filters if f[1] is not None]
        assert "the script's own" in messages and "multigpu's own" not in messages
    patches.restore()
    assert owner.step is stays


def test_a_parameter_listed_twice_is_named_both_times():
    """Two optimizers may share parameters (InfoGAN's third steps both models'): the verdict
    named the first listing 'parameter 0'."""
    model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
    weight, bias = model[1].weight, model[1].bias
    assert parameter_names([weight, model[0].bias, weight, bias]) == [
        "1.weight",
        "0.bias",
        "1.weight",
        "1.bias",
    ]


class _NeverInitialised(nn.Module):
    """A module subclass whose own __init__ skips nn.Module's, as a library's embedding does."""

    def __init__(self) -> None:
        self.width = 3


def test_a_live_module_that_never_ran_modules_init_is_passed_over():
    """Parameters are named by the live modules that hold them; one module on the heap that
    never ran `nn.Module.__init__` has no `_parameters`, and asking it stopped a public parser
    at its first step. The control: that module is on the heap while the names are found."""
    model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
    stray = _NeverInitialised()
    assert all(m is not stray for m in live_modules()) and model in live_modules()
    assert parameter_names([model[0].weight]) == ["0.weight"]
    with pytest.raises(AttributeError):
        stray.named_parameters().__next__()  # what asking it did


def test_ranks_that_drew_data_of_their_own_compare_nothing_whatever_else_differs(tmp_path):
    """An SAC's replay buffer sampled per rank: the ranks train on data of their own, and a
    plain tensor (its log_alpha) was reached at another place of the list, so its index-made
    name differs. No comparison applies: `cannot tell`, not `differ ... trained other
    parameters`. The control: the same lists without the per-rank draws differ."""
    a = [torch.ones(3), torch.zeros(1)]
    one = tmp_path / "one.pt"
    torch.save({"steps": 3, "names": ["w", "parameter 1"], "tensors": a}, one)
    ranks = tmp_path / "ranks.pt"
    listed = {"steps": 3, "names": ["parameter 0", "w"], "tensors": a[::-1]}
    torch.save({**listed, "said": ["random batches"]}, ranks)
    agree, report = compare_snapshots(one, ranks, 2)
    assert not agree and report.startswith("cannot tell: the script draws at random")
    torch.save(listed, ranks)
    agree, report = compare_snapshots(one, ranks, 2)
    assert not agree and report.startswith("differ: one process and the 2 ranks trained other")


class _TensorLike:
    """A library's tensor-like that answers torch's functions through __torch_function__, from
    a table of the functions it registered (as TensorDict does)."""

    def __init__(self, handled: dict) -> None:
        self.handled = handled

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if func not in args[0].handled:
            return NotImplemented
        return args[0].handled[func](*args, **(kwargs or {}))


def test_a_tensor_like_answers_the_factory_it_registered_under_the_stand_in():
    """torchrl's replay buffer calls `torch.empty_like` on a TensorDict: where tensordict was
    imported under the stand-in it registered the stand-in's wrapper, and the call through the
    wrapper found no handler (a GAIL script of batch l stopped). Registered before it (torch's
    own function), the call reaches it too."""
    before = _TensorLike({torch.empty_like: lambda like, **kwargs: "torch's own"})
    with CudaOnCpu():
        under = _TensorLike({torch.empty_like: lambda like, **kwargs: "the wrapper"})
        assert torch.empty_like(under, device="cuda") == "the wrapper"
        assert torch.empty_like(before) == "torch's own"
        assert torch.empty_like(torch.ones(2), device="cuda").device.type == "cpu"


def test_rank_zeros_start_leaves_sparse_buffers_as_they_are():
    """A differentiable convex layer keeps its problem's matrices as sparse CSR buffers: the
    start-up broadcast flattened every tensor and stopped on them (`Sparse CSR tensors do not
    have is_contiguous`). Dense tensors are sent (one process group of one rank here), sparse
    ones left as they are, made alike on every rank."""
    import torch.distributed as dist

    from multigpu.adapt.devices.same_start import broadcast_from_rank_0

    dense = torch.arange(6.0).reshape(2, 3)
    csr = torch.eye(3).to_sparse_csr()
    coo = torch.eye(3).to_sparse()
    dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    try:
        broadcast_from_rank_0([dense, csr, coo])
    finally:
        dist.destroy_process_group()
    assert torch.equal(dense, torch.arange(6.0).reshape(2, 3))
    assert torch.equal(csr.to_dense(), torch.eye(3)) and csr.layout == torch.sparse_csr


def test_ranks_that_break_on_a_slice_of_one_squeezed_differ_where_one_process_ran(
    tmp_path, monkeypatch
):
    """One process ran; the ranks stopped on a slice of one row that a `.squeeze()` left
    without its batch dimension (a crystal GNN's validation batch of 2): the script is not
    safe to scale as it is, `differ`, as for a batch size written into it. Another stop of the
    ranks says nothing of the script: `cannot tell`."""
    from multigpu.adapt.launch.handover import AdaptOptions
    from multigpu.adapt.launch.hints import SQUEEZED_ONE
    from multigpu.adapt.verify.compare import _Runs
    from multigpu.core.errors import JobFailed

    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    for why, verdict in ((f"a `.squeeze()` {SQUEEZED_ONE}", "differ"), ("no memory", "cannot")):

        def start(options, processes, why=why):
            if processes > 1:
                raise JobFailed(f"rank 0 failed: ValueError: expected 2D input ({why})")
            snapshot = {"steps": 3, "names": ["w"], "tensors": [torch.ones(3)], "said": []}
            torch.save(snapshot, options.verify_out)

        folder = tmp_path / verdict
        folder.mkdir()
        options = AdaptOptions(verify_steps=3, verify_ranks=2)
        agree, report = _Runs(start, options, 2, folder)._judged()
        assert not agree and report.startswith(f"{verdict}"), report
        named = "a `.squeeze()` that drops the batch's dimension of a slice of one row breaks"
        assert (named in report) is (verdict == "differ")


def test_slice_shapes_are_taken_from_each_batchs_first_training_forward():
    """Later forwards of a batch may follow a rank's own draws (a decoder fed its own last
    output or the target, as each rank's teacher forcing decides): only the first of each
    batch is the batch's own input. Sizes equal to the rank's rows are left out, whatever
    their place (sequences given time first hold them second)."""
    from multigpu.adapt.verify.slice_shapes import SliceShapes

    shares = Shares(2)
    shapes = SliceShapes(SimpleNamespace(patches=None), shares)
    model = nn.Linear(2, 2)
    shares.taken(0.5, (0, 4, 8))
    shapes._outermost(model, (torch.zeros(4, 7, 2),))
    shapes._outermost(model, (torch.zeros(4, 3, 2),))  # the same batch's decoder step
    shares.taken(0.5, (0, 3, 6))
    shapes._outermost(model, (torch.zeros(9, 3, 2),))  # time first: 9 steps of 3 samples
    assert shapes.shapes == [(7, 2), (9, 2)]


@pytest.mark.parametrize("loss", [F.cross_entropy, F.mse_loss, F.nll_loss, F.kl_div])
def test_a_losss_arguments_are_matched_as_signature_bind_matches_them(loss):
    """The losses' watch matches arguments by name and position (bind costs more than the
    rest of it, every step); a call bind refuses is still refused."""
    signature = inspect.signature(loss)
    arguments_of = _binder(signature)
    x, y = torch.zeros(2, 3), torch.zeros(2, dtype=torch.long)
    for args, kwargs in [
        ((x, y), {}),
        ((x,), {"target": y}),
        ((), {"input": x, "target": y, "reduction": "sum"}),
        ((x, y, None), {"reduction": "none"}),
    ]:
        assert arguments_of(args, kwargs) == dict(signature.bind(*args, **kwargs).arguments)
    for args, kwargs in [((x, y), {"input": x}), ((x, y, *[None] * 9), {}), ((x, y), {"nope": 1})]:
        with pytest.raises(TypeError):
            arguments_of(args, kwargs)
