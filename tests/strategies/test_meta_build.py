"""A model built on the meta device (strategies/materialize.py): laid out there, then each rank
allocates only what it holds and reads it from a safetensors folder, slice by slice; trained, it
equals one process that loaded the same weights whole."""

from __future__ import annotations

import json
import sys

import pytest
import torch
from safetensors.torch import save_file
from torch import nn

from conftest import SCRIPTS, run_python, script
from multigpu.core.errors import UsageError
from multigpu.strategies.materialize import check_weights

sys.path.insert(0, str(SCRIPTS))
import meta_build as mb


@pytest.fixture
def weights(tmp_path):
    folder = tmp_path / "weights"
    folder.mkdir()
    save_file(mb.initial().state_dict(), str(folder / "model.safetensors"))
    return folder


def test_a_meta_built_model_is_never_whole_on_a_rank_and_trains_as_one_process(tmp_path, weights):
    """Filled from the weights' files, or given its own initialisation with no file (each
    module whole on the CPU in turn, its reset_parameters drawing what one process's
    `multigpu.initialise` draws, each rank keeping its shards): either way equal to one process
    that started from the same values."""
    model_bytes = sum(t.numel() * t.element_size() for t in mb.initial().state_dict().values())
    peaks = {}
    for strategy, given in (("fsdp", str(weights)), ("fsdp", "-"), ("ddp", str(weights))):
        name = strategy + ("-own" if given == "-" else "")
        out = tmp_path / name
        result = run_python(script("meta_build.py"), given, str(out), "--strategy", strategy)
        assert result.returncode == 0, result.stderr
        peaks[name] = [
            json.loads((tmp_path / f"{name}-rank{rank}.json").read_text())["setup_peak_bytes"]
            for rank in range(2)
        ]
        trained = torch.load(f"{out}.pt", weights_only=True)
        reference = mb.one_process(world_size=2, own_init=given == "-")
        assert trained.keys() == reference.keys()
        for key in reference:
            torch.testing.assert_close(trained[key], reference[key], rtol=1e-10, atol=1e-12)
    # Measured (MemTracker, the tensors each rank held while it was set up): a shard each under
    # fsdp (and one module whole at a time, initialising); the negative control, ddp, makes
    # the whole model on every rank.
    assert all(0 < peak < 0.75 * model_bytes for peak in peaks["fsdp"]), (peaks, model_bytes)
    assert all(0 < peak < model_bytes for peak in peaks["fsdp-own"]), (peaks, model_bytes)
    assert all(peak >= model_bytes for peak in peaks["ddp"]), (peaks, model_bytes)
    # The comparisons can fail: one rank's half of each global batch trains another model, and
    # the file's values are not the own initialisation's.
    half = mb.one_process(world_size=1)
    assert not torch.allclose(trained["head.weight"], half["head.weight"])
    assert not torch.allclose(mb.initialised().head.weight, mb.initial().head.weight)


def test_weights_that_cannot_fill_the_model_are_refused_before_anything_is_allocated(
    tmp_path, weights
):
    # Every buffer on meta too, the computed one not in the file: refused. In a fresh process:
    # a torch function mode an earlier in-process test leaves behind can keep a tensor made
    # under `torch.device("meta")` real (seen in the full suite, not alone).
    whole_meta = (
        "import sys, torch; sys.path.insert(0, sys.argv[1]); import meta_build as mb\n"
        "from multigpu.strategies.materialize import check_weights\n"
        "with torch.device('meta'): net = mb.Net()\n"
        "assert net.scale.is_meta\n"
        "check_weights(net, sys.argv[2])\n"
    )
    refused = run_python("-c", whole_meta, str(SCRIPTS), str(weights))
    assert "UsageError: buffer scale is on the meta device and is not saved" in refused.stderr
    import multigpu

    with multigpu.parameters_on_meta():
        net = mb.Net().double()
    assert net.scale.device.type == "cpu" and net.head.weight.is_meta
    assert check_weights(net, weights / "model.safetensors").folder == weights  # a file: its folder
    check_weights(net, None)  # its own initialisation: every module has reset_parameters

    class Scaled(nn.Module):  # a parameter of its own and no reset_parameters
        def __init__(self) -> None:
            super().__init__()
            self.gain = nn.Parameter(torch.ones(3))

    with torch.device("meta"):
        held = nn.Sequential(nn.Linear(3, 3), Scaled())
    with pytest.raises(UsageError, match=r"with no weights, and 1 has no reset_parameters"):
        check_weights(held, None)
    partial = tmp_path / "partial"
    partial.mkdir()
    save_file({"head.weight": torch.zeros(3, mb.WIDTH)}, str(partial / "model.safetensors"))
    with pytest.raises(UsageError, match=r"lacks blocks.0.weight, blocks.0.bias, blocks.1.weight"):
        check_weights(net, partial)
    with pytest.raises(UsageError, match=r"no \.safetensors file there"):
        check_weights(net, tmp_path / "nowhere")
    assert not any(isinstance(m, nn.Linear) and not m.weight.is_meta for m in net.modules())


def _meta_llama(extra: nn.Module | None = None) -> nn.Module:
    """A transformers Llama built from a config with its parameters on meta; its initializer
    range (0.5) is far from what nn.Linear's reset_parameters draws (about 0.1 here)."""
    from transformers import LlamaConfig, LlamaForCausalLM

    import multigpu

    sizes = {"hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 2}
    heads = {"num_attention_heads": 4, "num_key_value_heads": 2}
    config = LlamaConfig(
        vocab_size=64, **sizes, **heads, initializer_range=0.5, tie_word_embeddings=False
    )
    with multigpu.parameters_on_meta():
        net = LlamaForCausalLM(config)
        if extra is not None:
            net.model.extra = extra
    return net


def test_a_transformers_model_on_meta_is_initialised_by_its_own_init_weights():
    """No weights: a transformers model's own `_init_weights` draws each module (its norms
    have no reset_parameters), the same numbers under the same seed (what keeps the ranks'
    shards the slices of one process's); a parameter it leaves unset is refused, named."""
    import transformers

    import multigpu
    from multigpu.strategies.materialize import materialize

    if int(transformers.__version__.split(".")[0]) < 5:
        pytest.skip("transformers 4 initialises norms in their constructors, not _init_weights")
    made = []
    for _ in range(2):
        net = _meta_llama()
        torch.manual_seed(0)
        materialize(net, torch.device("cpu"), check_weights(net, None), laid_out=False)
        made.append(net.state_dict())
    first, second = made
    assert all(torch.equal(first[key], second[key]) for key in first)
    assert torch.equal(first["model.norm.weight"], torch.ones(32))
    for key in ("model.layers.0.self_attn.q_proj.weight", "lm_head.weight"):
        assert 0.4 < float(first[key].std()) < 0.6, key  # reset_parameters': about 0.1

    # GPT-2's _init_weights on an attention or MLP module writes its child's projection again,
    # scaled by 1/sqrt(2 layers): the parent's turn comes after the child's. In a wrapper of
    # the user's, the transformers model inside still initialises its own modules.
    from transformers import GPT2Config, GPT2LMHeadModel

    config = GPT2Config(vocab_size=64, n_embd=32, n_layer=2, n_head=4, initializer_range=0.5)
    with multigpu.parameters_on_meta():
        wrapped = nn.ModuleDict({"lm": GPT2LMHeadModel(config)})
    materialize(wrapped, torch.device("cpu"), check_weights(wrapped, None), laid_out=False)
    block = wrapped["lm"].transformer.h[0]
    assert 0.4 < float(block.attn.c_attn.weight.std()) < 0.6
    assert 0.2 < float(block.attn.c_proj.weight.std()) < 0.3  # 0.5 / sqrt(4)
    assert 0.2 < float(block.mlp.c_proj.weight.std()) < 0.3

    class Gain(nn.Module):  # a parameter of its own that _init_weights does not know
        def __init__(self) -> None:
            super().__init__()
            self.gain = nn.Parameter(torch.ones(3))

    net = _meta_llama(Gain())
    with pytest.raises(UsageError, match=r"model\.extra\.gain \(Gain\) is left unset by the mod"):
        materialize(net, torch.device("cpu"), check_weights(net, None), laid_out=False)
