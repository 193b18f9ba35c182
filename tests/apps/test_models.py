"""The benchmark's models are built as their documents say, and run on inputs of their shape."""

from __future__ import annotations

import torch

from multigpu.apps.models import model_spec
from multigpu.apps.models.pyramidnet import PyramidNet, _Block


def test_pyramidnet_110_270_is_the_papers_cifar_model():
    model = model_spec("pyramidnet").build()
    blocks = [m for m in model if isinstance(m, _Block)]
    assert len(blocks) == (110 - 2) // 6 * 3  # 54 basic blocks of two 3x3 convolutions
    widths = [b.body[1].out_channels for b in blocks]
    assert widths == sorted(widths) and widths[-1] == 16 + 270  # the width grows to 16 + alpha
    assert 28.0e6 < sum(p.numel() for p in model.parameters()) < 29.0e6  # the paper: 28.3M
    assert model(torch.randn(2, 3, 32, 32)).shape == (2, 10)


def test_pyramidnet_refuses_a_depth_it_cannot_build():
    try:
        PyramidNet(depth=21)
    except ValueError as error:
        assert "6n + 2" in str(error)
    else:
        raise AssertionError("depth 21 was accepted")


def test_bert_small_has_the_tutorials_shape():
    spec = model_spec("bert-small")
    model = spec.build()
    assert len(model.encoder.layers) == 8
    layer = model.encoder.layers[0]
    assert layer.self_attn.num_heads == 8 and layer.self_attn.embed_dim == 256
    assert spec.sample_shape == (163,) and model.positions.num_embeddings == 163


def test_bert_tiny_maps_tokens_to_vocabulary_logits_and_a_masked_loss():
    spec = model_spec("bert-tiny")
    model = spec.build()
    ids, labels = spec.synthetic_batch(3, torch.device("cpu"), torch.Generator().manual_seed(0))
    logits = model(ids)
    assert logits.shape == (3, 64, 8000)
    assert ((labels == -100) | (labels == ids)).all() and (labels != -100).any()
    loss = spec.loss(logits, labels)
    assert torch.isfinite(loss) and 8 < loss.item() < 10  # about ln(8000) = 9.0 untrained
