"""Activation checkpointing over a model's repeated blocks: the same gradients as without, and
less memory held for backward, measured on the tensors kept (the process's resident peak is no
measure: the allocator keeps freed memory)."""

from __future__ import annotations

import sys

import pytest
import torch
from torch import nn

from conftest import SCRIPTS

pytest.importorskip("transformers")
sys.path.insert(0, str(SCRIPTS))

import llama_tp

from multigpu import InvalidOption
from multigpu.strategies.blocks import checkpoint_blocks


def _gradients(checkpointed: bool) -> dict[str, torch.Tensor]:
    net = llama_tp.model()
    if checkpointed:
        checkpoint_blocks(net)
    tokens = llama_tp.dataset().tensors[0][:4]
    net(input_ids=tokens, labels=tokens).loss.backward()
    return {name: p.grad for name, p in net.named_parameters()}


def test_checkpointed_blocks_give_the_same_gradients():
    plain, checkpointed = _gradients(False), _gradients(True)
    assert plain.keys() == checkpointed.keys()
    for name in plain:
        torch.testing.assert_close(checkpointed[name], plain[name], rtol=0, atol=1e-12)


def _held_for_backward(checkpointed: bool) -> int:
    """Bytes kept for backward by one forward: what autograd saves (through its saved-tensor
    hooks, at the outermost level) and, checkpointed, the block inputs each checkpoint keeps to
    compute the block again (measured on the tensors themselves, by a pre-hook)."""
    net = llama_tp.model(64, 256, 4, 4, tokens=64, vocab=64, dtype=torch.float32)
    if checkpointed:
        checkpoint_blocks(net)
    kept: list[torch.Tensor] = []

    def block_inputs(module, args, kwargs):
        kept.extend(t for t in (*args, *kwargs.values()) if isinstance(t, torch.Tensor))

    if checkpointed:
        for block in net.model.layers:
            block.register_forward_pre_hook(block_inputs, with_kwargs=True)
    with torch.autograd.graph.saved_tensors_hooks(lambda t: kept.append(t) or t, lambda t: t):
        tokens = torch.randint(0, 64, (8, 64))
        loss = net(input_ids=tokens, labels=tokens).loss
    assert loss.requires_grad  # a graph was built, and its saved tensors counted
    storages = {t.untyped_storage().data_ptr(): t.untyped_storage().nbytes() for t in kept}
    return sum(storages.values())


def test_checkpointed_blocks_hold_less_memory_for_backward():
    plain, checkpointed = _held_for_backward(False), _held_for_backward(True)
    print(f"held for backward: {plain / 2**20:.1f} MiB plain, {checkpointed / 2**20:.1f} MiB")
    assert checkpointed < 0.2 * plain


def test_a_model_without_blocks_is_refused():
    with pytest.raises(InvalidOption, match="Linear has no repeated blocks"):
        checkpoint_blocks(nn.Linear(2, 2))
