"""Tensor parallelism on a tiny Llama and a tiny GPT-2 (transformers, built from a config): tp
over 2 processes and fsdp+tp on a 2 x 2 mesh of 4 equal one process fed the same global batches
(float64), a plan that leaves out the fan-in reduction (or splits GPT-2's fused projection in
plain chunks) does not, and layouts that cannot be made are refused before any worker starts."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from conftest import needs_torch, run_cli, run_python, script, without
from multigpu.core.torch_compat import STRIDED_MATMUL_SINCE
from reference import assert_same

pytest.importorskip("transformers")

fused_tp = needs_torch(STRIDED_MATMUL_SINCE, "tensor parallelism of a fused q-k-v projection")


def _train(tmp_path, name, *args):
    out = tmp_path / f"{name}.pt"
    result = run_python(script("llama_tp.py"), str(out), *args)
    assert result.returncode == 0, result.stderr[-3000:]
    return torch.load(out, weights_only=True), result


@pytest.fixture(scope="module")
def references(tmp_path_factory):
    """One process: the global batches of 1 and of 2 data-parallel replicas."""
    folder = tmp_path_factory.mktemp("llama")
    return {r: _train(folder, f"reference-{r}", "--reference", str(r))[0] for r in (1, 2)}


def test_tp_over_two_ranks_equals_one_process_and_an_unreduced_plan_does_not(tmp_path, references):
    trained, result = _train(tmp_path, "tp", "--strategy", "tp", "--devices", "2")
    assert "mesh: tp 2 (tp)" in result.stdout
    assert_same(trained, references[1])
    wrong, _ = _train(tmp_path, "unreduced", "--strategy", "tp", "--devices", "2", "--unreduced")
    key = "model.layers.0.self_attn.o_proj.weight"
    assert not torch.allclose(wrong[key], references[1][key], atol=1e-4)


def test_fsdp_tp_on_a_two_by_two_mesh_with_checkpointed_blocks_equals_one_process(
    tmp_path, references
):
    """The three composed: blocks checkpointed, split by TP, sharded by FSDP."""
    args = ["--strategy", "fsdp+tp", "--devices", "4", "--tp", "2", "--checkpointing"]
    trained, result = _train(tmp_path, "fsdp-tp", *args)
    assert "mesh: dp_shard 2 x tp 2 (fsdp+tp)" in result.stdout
    assert "sequential all_gather" not in result.stderr  # torch's note, left out
    assert_same(trained, references[2])
    # The comparison can fail: the two tp groups read different halves of each global batch.
    key = "model.embed_tokens.weight"
    assert not torch.allclose(trained[key], references[1][key], atol=1e-4)


def test_fsdp_tp_built_on_meta_equals_one_process_from_the_same_initialisation(
    tmp_path, references
):
    """The model never whole on a rank: built on meta, laid out 2 x 2, each rank's shards
    of its tp slices allocated and drawn by transformers' `_init_weights`; trained, it equals
    one process that drew the same initialisation whole. Control: the construction's own
    draws (the reference the other tests use) are another start."""
    import transformers

    if int(transformers.__version__.split(".")[0]) < 5:
        pytest.skip("transformers 4 initialises norms in their constructors: refused on meta")
    args = ["--strategy", "fsdp+tp", "--devices", "4", "--tp", "2", "--meta"]
    trained, result = _train(tmp_path, "meta", *args)
    assert "mesh: dp_shard 2 x tp 2 (fsdp+tp)" in result.stdout
    drawn, _ = _train(tmp_path, "drawn", "--reference", "2", "--meta")
    assert_same(trained, drawn)
    key = "model.layers.0.mlp.up_proj.weight"
    assert not torch.allclose(trained[key], references[2][key], atol=1e-4)


def test_hsdp_over_tp_groups_equals_one_process(tmp_path, references):
    """dp_replicate 2 x dp_shard 1 x tp 2: two replicas of the split model (FSDP2's 2-D mesh,
    a shard group of one), the replicas averaging their gradients."""
    args = ["--strategy", "fsdp+tp", "--devices", "4", "--tp", "2", "--dp-replicate", "2"]
    trained, result = _train(tmp_path, "hsdp-tp", *args)
    assert "mesh: dp_replicate 2 x dp_shard 1 x tp 2 (fsdp+tp)" in result.stdout
    assert_same(trained, references[2])
    key = "model.embed_tokens.weight"  # the negative control: one replica's half of a batch
    assert not torch.allclose(trained[key], references[1][key], atol=1e-4)


def test_sequence_parallel_equals_one_process_and_norms_left_whole_do_not(tmp_path, references):
    """The norms and the residual stream on each rank's part of the sequence: fsdp+tp 2 x 2
    with checkpointed blocks equals one process (tp 2 alone: GPT-2's test below); with the
    norms left out (each rank's norm weights then learn from its part of the sequence only),
    tp 2 does not."""
    sp = ["--sequence-parallel"]
    args = ["--strategy", "fsdp+tp", "--devices", "4", "--checkpointing", *sp]
    trained, result = _train(tmp_path, "fsdp-tp", *args)
    assert "mesh: dp_shard 2 x tp 2 (fsdp+tp), sequence parallel" in result.stdout
    assert_same(trained, references[2])
    patch = "import multigpu.strategies.sequence as s\ns.norms = lambda block: []\n"
    out = tmp_path / "whole-norms.pt"
    args = ["--strategy", "tp", "--devices", "2", *sp]
    done = run_python(script("llama_tp.py"), str(out), *args, env=without(tmp_path, patch))
    assert done.returncode == 0, done.stderr[-3000:]
    key = "model.layers.0.input_layernorm.weight"
    wrong = torch.load(out, weights_only=True)[key]
    assert not torch.allclose(wrong, references[1][key], atol=1e-6)


@pytest.fixture(scope="module")
def gpt2_references(tmp_path_factory):
    folder = tmp_path_factory.mktemp("gpt2")
    return {r: _train(folder, f"reference-{r}", "--gpt2", "--reference", str(r))[0] for r in (1, 2)}


@fused_tp
def test_gpt2s_fused_attention_split_by_heads_equals_one_process_and_plain_chunks_do_not(
    tmp_path, gpt2_references
):
    """GPT-2's Conv1D layers and its fused q-k-v projection: each rank takes its heads' share
    of the queries, keys and values; split in plain column chunks, they train a wrong model."""
    trained, result = _train(tmp_path, "tp", "--gpt2", "--strategy", "tp", "--devices", "2")
    assert "mesh: tp 2 (tp)" in result.stdout
    assert_same(trained, gpt2_references[1])
    args = ["--gpt2", "--strategy", "tp", "--devices", "2", "--plain-qkv"]
    wrong, _ = _train(tmp_path, "plain", *args)
    key = "transformer.h.0.attn.c_attn.weight"
    assert not torch.allclose(wrong[key], gpt2_references[1][key], atol=1e-4)
    args = ["--gpt2", "--strategy", "tp", "--devices", "2", "--sequence-parallel"]
    trained, result = _train(tmp_path, "sequence", *args)
    assert "mesh: tp 2 (tp), sequence parallel" in result.stdout
    assert_same(trained, gpt2_references[1])


@fused_tp
def test_gpt2_on_a_two_by_two_fsdp_tp_mesh_equals_one_process(tmp_path, gpt2_references):
    args = ["--gpt2", "--strategy", "fsdp+tp", "--devices", "4", "--tp", "2"]
    trained, result = _train(tmp_path, "fsdp-tp", *args)
    assert "mesh: dp_shard 2 x tp 2 (fsdp+tp)" in result.stdout
    assert_same(trained, gpt2_references[2])


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (
            ["--model", "llama-tiny", "--strategy", "fsdp+tp", "--tp", "4"],
            "--tp 4: is larger than a machine's 2 devices",
        ),
        (
            ["--model", "llama-tiny", "--strategy", "tp", "--tp", "1"],
            "--dp-shard 1: dp_shard 1 is not the 2 ranks",
        ),
        # fsdp with a tp degree is fsdp+tp: the degrees, not the name, say what applies
        (
            ["--strategy", "fsdp", "--tp", "2"],
            "--strategy fsdp+tp: DigitsCNN has no repeated blocks (no nn.ModuleList) to split",
        ),
        (
            ["--strategy", "fsdp", "--sequence-parallel"],
            "--sequence-parallel: splits over tp ranks: give --tp",
        ),
        (["--strategy", "fsdp", "--offload"], "--offload: moves shards off a GPU"),
        (["--strategy", "ddp", "--offload"], "--offload: needs --strategy fsdp or hsdp or"),
        (
            ["--model", "llama-tiny", "--strategy", "tp", "--bf16-parameters"],
            "--bf16-parameters: applies with FSDP; tp alone has none",
        ),
        (
            ["--model", "bert-tiny", "--strategy", "tp"],
            "--strategy tp: no tensor-parallel plan fits TransformerEncoderLayer (its layers: "
            "self_attn (MultiheadAttention)",
        ),
        (
            ["--model", "llama-tiny", "--strategy", "tp", "--devices", "4"],
            "--tp 4: self_attn.k_proj has 2 heads, which 4 ranks cannot split evenly",
        ),
        (
            ["--strategy", "fsdp", "--activation-checkpointing"],
            "--activation-checkpointing: DigitsCNN has no repeated blocks",
        ),
    ],
)
def test_a_layout_that_cannot_be_made_is_refused_before_any_worker(flags, message, capsys):
    from multigpu.apps.cli import main

    argv = ["train", "--devices", "2", "--accelerator", "cpu", *flags, "--print-config"]
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_a_fused_projection_on_a_torch_that_cannot_split_it_is_refused_before_any_worker(
    monkeypatch, capsys
):
    """torch 2.10's DTensor cannot multiply by a weight split in strides: the layout is refused
    in one line naming the release it needs, not a DTensor traceback from every rank."""
    from multigpu.apps.cli import main

    monkeypatch.setattr(torch, "__version__", "2.10.0+cu128")
    argv = ["train", "--devices", "2", "--accelerator", "cpu", "--model", "gpt2-tiny"]
    assert main([*argv, "--strategy", "tp", "--print-config"]) == 2
    assert (
        capsys.readouterr()
        .err.strip()
        .endswith(
            "--strategy tp: tensor parallelism of a fused q-k-v projection (GPT-2's c_attn) needs "
            "torch 2.12 or newer (this is torch 2.10.0+cu128)"
        )
    )
    # The same model without tensor parallelism is not refused.
    assert main([*argv, "--strategy", "fsdp", "--print-config"]) == 0


def test_a_model_without_a_plan_is_named():
    from multigpu import InvalidOption
    from multigpu.strategies import FSDPTP

    blocks = nn.Sequential(nn.ModuleList([nn.Linear(4, 4), nn.Linear(4, 4)]))
    with pytest.raises(InvalidOption, match="no tensor-parallel plan fits Linear"):
        FSDPTP().tensor_split(blocks)
    with pytest.raises(InvalidOption, match="Linear has no repeated blocks"):
        FSDPTP().tensor_split(nn.Linear(4, 4))


def test_a_transformers_models_own_plan_is_the_one_taken():
    """base_model_tp_plan decides where the config has one, also inside a wrapper: with its MLP
    entries removed, only the attention is split (the names alone would split the MLP too);
    with none, the names."""
    transformers = pytest.importorskip("transformers")
    from multigpu.strategies import FSDPTP

    config = transformers.LlamaConfig(
        vocab_size=40,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
    )
    model = transformers.AutoModelForCausalLM.from_config(config)
    attention = ["self_attn.k_proj", "self_attn.o_proj", "self_attn.q_proj", "self_attn.v_proj"]
    everything = sorted([*attention, "mlp.down_proj", "mlp.gate_proj", "mlp.up_proj"])
    split = FSDPTP().tensor_split(model)
    assert split.source == "the model's own plan (base_model_tp_plan)"
    assert [sorted(plan) for _, plan in split.plans] == [everything, everything]
    wrapped = nn.ModuleDict({"inner": model})  # a wrapper with no config (the main job's CausalLM)
    assert FSDPTP().tensor_split(wrapped).source == "the model's own plan (base_model_tp_plan)"
    own = model.config.base_model_tp_plan
    model.config.base_model_tp_plan = {k: v for k, v in own.items() if ".mlp." not in k}
    split = FSDPTP().tensor_split(model)
    assert [sorted(plan) for _, plan in split.plans] == [attention, attention]
    model.config.base_model_tp_plan = None
    split = FSDPTP().tensor_split(model)
    assert split.source == "the plan its layers' names fit"
    assert [sorted(plan) for _, plan in split.plans] == [everything, everything]


def test_sequence_parallelism_needs_the_attention_and_mlp_as_modules():
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

    from multigpu import InvalidOption
    from multigpu.strategies.sequence import norms, sequence_plan

    block = nn.ModuleDict({"norm": nn.LayerNorm(4), "up": nn.Linear(4, 8), "down": nn.Linear(8, 4)})
    assert norms(block) == ["norm"]
    with pytest.raises(InvalidOption, match="needs up's attention or MLP as a module of its own"):
        sequence_plan(block, {"up": ColwiseParallel(), "down": RowwiseParallel()})


def test_the_main_job_trains_a_llama_on_an_fsdp_tp_mesh(tmp_path):
    """`multigpu train --model llama-tiny --strategy fsdp+tp` on 4 CPU processes, on the token
    stream the project makes: its loss falls."""
    import csv

    args = ["--model", "llama-tiny", "--strategy", "fsdp+tp", "--devices", "4"]
    result = run_cli(
        "train", *args, "--accelerator", "cpu", "--max-steps", "8", "--out", str(tmp_path)
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "mesh: dp_shard 2 x tp 2 (fsdp+tp)" in result.stdout
    with (tmp_path / "log.csv").open() as f:
        losses = [float(r["value"]) for r in csv.DictReader(f) if r["name"] == "train/loss"]
    assert len(losses) == 8 and losses[-1] < 0.8 * losses[0]
