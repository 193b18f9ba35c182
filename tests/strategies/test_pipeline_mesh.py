"""The pipeline on a `pp x dp_shard` mesh (4 processes) and on `pp x dp_shard x tp` (8): stages
cut over pp, each block's matrices split over tp, each stage sharded with FSDP over dp_shard,
under torch's 1F1B and interleaved 1F1B schedules, equal to one process fed the same global
batches (float64), clipping included: a Sequential cut by its layers, and the main job's Llama
(transformers) cut by its blocks."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch

from conftest import SCRIPTS, held_with_momentum, needs_torch, run_python, script
from multigpu.core.torch_compat import V_STAGES_SINCE

sys.path.insert(0, str(SCRIPTS))
import pipeline_mesh as pm


@pytest.mark.parametrize(
    ("schedule", "tp", "lm"),
    [
        ("1f1b", 2, "llama-tiny"),
        ("interleaved-1f1b", 1, "llama-tiny"),
        pytest.param("zbv", 1, "gpt2-tiny", marks=needs_torch(V_STAGES_SINCE, "stages in a V")),
    ],
)
def test_pp_2_by_dp_shard_2_equals_one_process_on_the_global_batch(tmp_path, schedule, tp, lm):
    """The Llama under 1F1B with its blocks split over tp 2 too (8 ranks) and interleaved 1F1B;
    GPT-2 under zero-bubble V (its stages in a V, so one rank holds its embedding and the head
    tied to it, two copies of one weight; each backward split in two; its eval runs the stages
    in order, compared with the model's forward). A Sequential's cut by layers:
    test_equivalence's pipeline and the checkpoint test in test_resume; CI's minutes: each run
    starts 4 or 8 processes."""
    out, evaluated = tmp_path / "trained.pt", tmp_path / "eval.pt"
    args = ["--schedule", schedule, "--lm", lm, "--tp", str(tp)]
    args += ["--eval-out", str(evaluated)] if schedule == "zbv" else []
    result = run_python(script("pipeline_mesh.py"), str(out), *args)
    assert result.returncode == 0, result.stderr
    split = " x tp 2" if tp > 1 else ""
    assert f"mesh: pp 2 x dp_shard 2{split} (pipeline, {schedule}" in result.stdout
    trained = torch.load(out, weights_only=True)
    reference = pm.one_process(replicas=2, lm=lm)
    assert trained.keys() == reference.keys()  # every stage's layers, under the model's names
    for key in reference:
        torch.testing.assert_close(trained[key], reference[key], rtol=1e-10, atol=1e-12)
    # The comparison can fail: one pipeline's half of each global batch is another model.
    half = pm.one_process(replicas=1, lm=lm)
    assert any(not torch.allclose(trained[k], half[k]) for k in reference)
    held = json.loads(Path(f"{out}.held.json").read_text())
    _the_plans_stage_holds_what_the_ranks_held(held, schedule, tp, lm)
    if schedule == "zbv":
        model = pm.model(lm=lm)
        model.load_state_dict(trained)
        expected = model.eval()(pm.dataset(lm=lm).tensors[0][: pm.BATCH])
        torch.testing.assert_close(torch.load(evaluated, weights_only=True), expected)


def _the_plans_stage_holds_what_the_ranks_held(
    held: list[list[int]], schedule: str, tp: int, lm: str
) -> None:
    """`multigpu plan`'s pipeline formula (Pipeline.memory_per_device) against the bytes each
    rank held, parameters and momentum: half the model a stage, sharded over dp_shard 2, and
    the blocks' share split over tp; within 2% (the stages' ends differ: the embeddings, the
    head), 5% for GPT-2, whose head's copy of the embedding it is tied to the formula does not
    count (3.6% more on the ranks of the first and last stage). With tp 2, the formula without
    tp's split would say twice as much: the control."""
    from multigpu.strategies import Pipeline

    step = held_with_momentum(pm.model(lm=lm))
    method = Pipeline(pp=2, dp_shard=2, tp=tp, pp_schedule=schedule)
    planned = method.memory_per_device(step, 4 * tp, 1)
    whole = Pipeline(pp=2, dp_shard=2).memory_per_device(step, 4, 1)
    within = 0.05 if lm == "gpt2-tiny" else 0.02
    for parameters, optimizer in held:
        assert parameters == pytest.approx(planned["parameters"], rel=within)
        assert optimizer == pytest.approx(planned["optimizer"], rel=within)
        assert tp == 1 or parameters < 0.6 * whole["parameters"]


def test_gpt2_under_interleaved_zero_bubble_adds_its_tied_weights_gradients_across_ranks(
    tmp_path,
):
    """GPT-2 (its head tied to its embedding) under torch's interleaved zero bubble, two stages
    per rank in loop order, each backward split in two, on pp 2 (2 processes): the embedding is
    on rank 0 and the head on rank 1, two copies whose gradients each pass adds across the pair.
    It ends as one process did, the copies equal; the control: twice the batch. (Before the
    copies' gradients were added, each its own stage's, they ended 0.06 apart, and 0.04 from
    one process.)"""
    out = tmp_path / "trained.pt"
    args = ["--schedule", "interleaved-zb", "--dp-shard", "1", "--lm", "gpt2-tiny"]
    result = run_python(script("pipeline_mesh.py"), str(out), *args)
    assert result.returncode == 0, result.stderr
    assert "mesh: pp 2 (pipeline, interleaved-zb, 2 stages per rank)" in result.stdout
    trained = torch.load(out, weights_only=True)
    reference = pm.one_process(replicas=1, lm="gpt2-tiny")
    for key in reference:
        torch.testing.assert_close(trained[key], reference[key], rtol=1e-10, atol=1e-12)
    embedding, head = "model.transformer.wte.weight", "model.lm_head.weight"
    assert torch.equal(trained[embedding], trained[head])
    moved = pm.one_process(replicas=2, lm="gpt2-tiny")  # twice the batch
    assert any(not torch.allclose(trained[k], moved[k]) for k in reference)


@pytest.mark.parametrize("lm", ["llama-tiny", "gpt2-tiny"])
def test_a_decoder_cut_by_its_blocks_computes_what_the_model_computes(lm):
    """No process: the stages chained are the model's forward (float64, exactly), their modules
    held under the model's own names (GPT-2's head given a copy of the embedding it was tied
    to, equal to it), and what the cut cannot run is refused in one line."""
    from multigpu.apps.models import build_model
    from multigpu.core.errors import InvalidOption
    from multigpu.strategies.decoder_stages import untie_head
    from multigpu.strategies.pipeline import split_stages
    from multigpu.strategies.pipeline_schedule import HeldStages

    model = pm.model(lm=lm)
    tokens = pm.dataset(lm=lm).tensors[0][:4]
    expected = model(tokens)
    tie = untie_head(model)
    assert (tie is not None) == (lm == "gpt2-tiny")
    if tie is not None:
        weights = dict(model.named_parameters())
        assert weights[tie[0]] is not weights[tie[1]] and torch.equal(*map(weights.get, tie))
    stages = split_stages(model, 3)
    hidden = tokens
    for stage in stages:
        hidden = stage(hidden)
    assert torch.equal(hidden, expected)
    held = HeldStages(dict(enumerate(stages)))
    assert dict(held.named_parameters()).keys() == dict(model.named_parameters()).keys()
    if lm == "gpt2-tiny":
        return
    last = HeldStages({2: stages[2]})
    assert {name.split(".")[-2] for name, _ in last.named_parameters() if "layers" not in name} == {
        "norm",
        "lm_head",
    }
    with pytest.raises(InvalidOption, match="pp=5: 4 blocks cannot make 5 stages"):
        split_stages(model, 5)
    with pytest.raises(InvalidOption, match="decoder into stages, not a BertMLM"):
        split_stages(build_model("bert-tiny"), 2)
    model.model.config._attn_implementation = "eager"  # needs a mask tensor: not cut
    with pytest.raises(InvalidOption, match="with attention sdpa or flash only"):
        split_stages(model, 2)


def test_stages_on_cuda_over_gloo_are_refused_before_any_worker(monkeypatch):
    """Gloo sends CPU tensors only: ranks sharing a GPU over it cannot pass activations (seen on
    a GPU: "writev: Bad address" at the first send). Over nccl, or on the CPU, nothing is said."""
    from multigpu.core.device import BACKEND_VARIABLE
    from multigpu.core.errors import InvalidOption
    from multigpu.strategies import Pipeline

    Pipeline(pp=2).check_device_type("cuda")  # nccl: the default on CUDA
    monkeypatch.setenv(BACKEND_VARIABLE, "gloo")
    Pipeline(pp=2).check_device_type("cpu")
    with pytest.raises(InvalidOption, match="pp=2: stages on CUDA send to each other over nccl"):
        Pipeline(pp=2).check_device_type("cuda")


@pytest.mark.parametrize(
    ("schedule", "batch", "parts", "bubble"),
    [
        ("1f1b", 32, 4, 1 / 5),
        ("interleaved-1f1b", 32, 4, 1 / 9),
        ("gpipe", 6, 3, 1 / 4),
        pytest.param("zbv", 32, 4, 1 / 25, marks=needs_torch(V_STAGES_SINCE, "stages in a V")),
        ("interleaved-zb", 6, 3, None),
    ],
)
def test_the_summary_says_the_schedules_bubble_by_its_count(schedule, batch, parts, bubble):
    """(pp - 1) / (v m + pp - 1): 2 stages and 4 micro-batches idle 1 slot in 5; interleaved,
    twice the slots; a batch of 6 is cut into 3 equal parts, not 4. Split backward, three
    slots a micro-batch per stage: 1 in 25; with fewer than 2 pp micro-batches, not counted."""
    from multigpu.core.ranks import Placement
    from multigpu.strategies.pipeline import Pipeline
    from multigpu.strategies.runtime import Runtime

    strategy = Pipeline(pp=2, dp_shard=2, pp_schedule=schedule)
    runtime = Runtime(strategy, Placement(torch.device("cpu"), 3, 4))  # no process group
    said = strategy.layout_summary(runtime, batch)
    assert said["degrees"] == {"pp": 2, "dp_shard": 2} and said["microbatches"] == parts
    assert said["bubble"] == (bubble if bubble is None else pytest.approx(bubble))


def test_zero_bubble_is_refused_with_compile_and_a_v_on_a_torch_too_old(monkeypatch):
    """One line each, before any worker: the split backward cannot run compiled stages; a V's
    stages need torch 2.14 (on 2.10 the first step fails between one rank's own stages)."""
    from multigpu.core import torch_compat
    from multigpu.core.errors import InvalidOption
    from multigpu.strategies import Pipeline

    Pipeline(pp=2, pp_schedule="interleaved-zb").check_compile(False)
    Pipeline(pp=2, pp_schedule="1f1b").check_compile(True)
    with pytest.raises(InvalidOption, match=r"splits each backward in two, which torch\.compile"):
        Pipeline(pp=2, pp_schedule="interleaved-zb").check_compile(True)
    monkeypatch.setattr(torch_compat.torch, "__version__", "2.10.0")
    Pipeline(pp=2, pp_schedule="interleaved-zb")
    with pytest.raises(InvalidOption, match=r"stages in a V needs torch 2\.14 or newer"):
        Pipeline(pp=2, pp_schedule="zbv")


@pytest.mark.parametrize("schedule", ["zbv", "interleaved-zb"])
def test_the_zero_bubble_count_is_torchs_own_order_of_actions(schedule):
    """The zero-bubble schedules' bubble, (pp - 1) / (3 v m + pp - 1), against the orders torch
    builds for them (a forward, an input's gradient, a weights' gradient a slot each; the
    longest rank's list less each rank's work): built from its own per-rank method, so a torch
    that schedules otherwise fails here."""
    from types import SimpleNamespace

    from torch.distributed.pipelining import schedules

    from multigpu.strategies.pipeline_schedule import SCHEDULES

    chosen = SCHEDULES[schedule]
    cls = getattr(schedules, chosen.torch_class)
    for pp, m in [(2, 4), (2, 6), (4, 8), (4, 12)]:
        rounds = max(1, m // pp)
        state = SimpleNamespace(
            pp_group_size=pp,
            n_local_stages=chosen.per_rank,
            num_stages=chosen.per_rank * pp,
            _n_microbatches=m,
            number_of_rounds=rounds,
            microbatches_per_round=m // rounds,
        )
        orders = [cls._calculate_single_rank_operations(state, rank) for rank in range(pp)]
        work = 3 * chosen.per_rank * m
        assert all(sum(a is not None for a in order) == work for order in orders)
        slots = max(len(order) for order in orders)
        assert chosen.bubble(pp, m) == pytest.approx((slots - work) / slots)
