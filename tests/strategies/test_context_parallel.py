"""Context parallelism without a GPU: what can be checked before any worker starts (the device,
the model, the layout at 8, 16 and 64 ranks), and the pieces that make a transformers model
ready to see its sequences cut (its attention, the positions handed to it). The ring itself
runs on CUDA only: tests/gpu/test_cuda_context_parallel.py compares it with one process."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from multigpu import InvalidOption
from multigpu.strategies import FSDP, FSDPTP, HSDP, context


def test_cp_on_the_cpu_is_refused_in_one_line_before_any_worker(capsys):
    from multigpu.apps.cli import main

    argv = ["train", "--model", "llama-tiny", "--strategy", "fsdp", "--cp", "2"]
    assert main([*argv, "--devices", "2", "--accelerator", "cpu", "--max-steps", "1"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert err.endswith(
        "--cp 2: needs CUDA: torch's context_parallel runs on the flash, "
        "efficient and cuDNN attention kernels only, and this job runs on cpu"
    )


def test_cp_belongs_to_the_sharded_methods_and_a_model_with_attention_blocks(capsys):
    from multigpu.apps.cli import main

    argv = ["train", "--strategy", "ddp", "--cp", "2", "--devices", "2", "--print-config"]
    assert main([*argv, "--accelerator", "cpu"]) == 2
    assert "--cp 2: needs --strategy fsdp or hsdp or tp or fsdp+tp" in capsys.readouterr().err
    with pytest.raises(InvalidOption, match="cuts sequences for attention; Linear has no"):
        FSDP(cp=2).check_model(nn.Linear(2, 2), 2)
    with pytest.raises(InvalidOption, match="cp=0: must be a whole number of ranks"):
        FSDPTP(cp=0)
    with pytest.raises(InvalidOption, match=r"cp=1\.5: must be a whole number of ranks"):
        FSDP(cp=1.5)


@pytest.mark.parametrize(
    ("strategy", "world", "layout"),
    [
        (FSDP(cp=2), 8, "dp_shard 4 x cp 2"),
        (FSDPTP(cp=2, tp=2), 16, "dp_shard 4 x cp 2 x tp 2"),
        (HSDP(cp=4, dp_replicate=2), 64, "dp_replicate 2 x dp_shard 8 x cp 4"),
        (FSDP(), 8, "dp_shard 8"),  # a degree of 1 leaves the mesh as it was
    ],
)
def test_layouts_with_cp_are_validated_without_processes(strategy, world, layout):
    dims = strategy.dims_for(world)
    assert dims.describe() == layout
    # The cp ranks of one group read the same batches: neighbours differ only in cp.
    cp = dims.degree("cp")
    for rank in range(0, world, cp):
        shares = {dims.data_parallel(rank + i) for i in range(cp)}
        assert len(shares) == 1
    assert dims.replicas == world // cp // dims.degree("tp")


def test_a_cp_that_does_not_divide_the_ranks_is_refused():
    with pytest.raises(InvalidOption, match="cp=3: does not divide the 8 ranks"):
        FSDP(cp=3).dims_for(8)


def _llama(switched: bool = True):
    """llama-tiny in float64; `switched`: its attention will be switched, which needs
    transformers' AttentionInterface (not in 4.48, the extras' floor)."""
    transformers = pytest.importorskip("transformers")
    if switched and not hasattr(transformers, "AttentionInterface"):
        pytest.skip(f"transformers {transformers.__version__} has no AttentionInterface")
    from multigpu.apps.models.causal import llama

    torch.manual_seed(0)
    return llama(64).double()


def test_a_prepared_transformers_model_computes_as_before_outside_a_cut():
    """The attention of multigpu's own (keys and values repeated to the query heads, the mask
    left to the kernel) gives transformers' SDPA result on whole sequences."""
    model, plain = _llama(), _llama()
    context.prepare(model)
    assert model.model.config._attn_implementation == context.ATTENTION
    tokens = torch.randint(0, 64, (2, 16))
    torch.testing.assert_close(model(tokens), plain(tokens), rtol=0, atol=1e-12)


def test_cut_positions_are_handed_to_the_outermost_module_that_takes_them():
    """A rank's tokens come from two places in the sequence: the model is handed their true
    positions (the same result as passing them itself), which differ from counting from 0."""
    model, twin, plain = _llama(), _llama(), _llama()
    context.prepare(model)
    context.prepare(twin)
    tokens = torch.randint(0, 64, (2, 8))
    positions = torch.cat([torch.arange(4), torch.arange(12, 16)]).expand(2, 8)
    token = context._positions.set(positions)
    try:
        handed = model(tokens)
    finally:
        context._positions.reset(token)
    given = twin.model(input_ids=tokens, position_ids=positions, use_cache=False).logits
    torch.testing.assert_close(handed, given.transpose(1, 2), rtol=0, atol=1e-12)
    assert not torch.allclose(handed, plain(tokens), atol=1e-6)


def test_sequences_that_cannot_be_cut_evenly_and_float32_parts_off_the_kernels_rule():
    class Mesh:
        def size(self) -> int:
            return 2

    cut = context.sequences_cut(Mesh(), (torch.zeros(2, 6, dtype=torch.long),))
    with pytest.raises(ValueError, match="a sequence of 6 cannot be cut into 4 equal chunks"):
        cut.__enter__()
    token = context._positions.set(torch.zeros(1))
    try:
        with pytest.raises(ValueError, match=r"multiple of 64 tokens \(it is 32\)"):
            context._check_part(torch.zeros(1, 2, 32, 8))
        with torch.autocast("cpu", dtype=torch.bfloat16):  # the kernel sees bf16: no rule
            context._check_part(torch.zeros(1, 2, 32, 8))
    finally:
        context._positions.reset(token)


def test_a_transformers_without_the_attention_interface_is_refused_for_cp(monkeypatch):
    transformers = pytest.importorskip("transformers")
    model = _llama(switched=False)
    if hasattr(transformers, "AttentionInterface"):
        FSDP(cp=2).check_model(model, 2)  # this release has it
    import sys
    from types import SimpleNamespace

    # transformers 4.48 (the extras' floor), as far as the check can tell: no AttentionInterface
    older = SimpleNamespace(PreTrainedModel=transformers.PreTrainedModel, __version__="4.48.0")
    monkeypatch.setitem(sys.modules, "transformers", older)
    with pytest.raises(InvalidOption, match=r"transformers 4\.48\.0 lacks; install a newer one"):
        FSDP(cp=2).check_model(model, 2)
