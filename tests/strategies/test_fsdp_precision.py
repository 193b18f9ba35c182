"""FSDP's bf16 parameters (FSDP2's MixedPrecisionPolicy), on 2 CPU processes."""

from __future__ import annotations

import torch
from torch import nn


def _bf16_step(run):
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 3))
    seen = []
    net[0].register_forward_hook(lambda m, i, o: seen.append((m.weight.dtype, o.dtype)))
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1)
    net, optimizer = run.setup(net, optimizer)
    x = torch.randn(4, 8, generator=torch.Generator().manual_seed(run.rank))
    run.backward(net(x).pow(2).mean())
    optimizer.step()
    shards = {p.to_local().dtype for p in net.parameters()}
    grads = {p.grad.to_local().dtype for p in net.parameters()}
    return {"seen": seen, "shards": shards, "grads": grads, "weights": run.state_dict(net)}


def test_bf16_parameters_compute_in_bf16_and_keep_fp32_shards():
    """FSDP2's mixed-precision policy: each unit gathered and run in bf16, the shards, their
    gradients (reduced in fp32) and the step in fp32; close to the fp32 run, not equal."""
    import multigpu
    from multigpu.strategies import FSDP

    mixed = multigpu.launch(
        _bf16_step, strategy=FSDP(bf16_parameters=True), devices=2, accelerator="cpu"
    )
    plain = multigpu.launch(_bf16_step, strategy="fsdp", devices=2, accelerator="cpu")
    assert mixed["seen"] == [(torch.bfloat16, torch.bfloat16)]
    assert plain["seen"] == [(torch.float32, torch.float32)]
    assert mixed["shards"] == mixed["grads"] == {torch.float32}
    for key, value in plain["weights"].items():
        torch.testing.assert_close(mixed["weights"][key], value, rtol=2e-2, atol=2e-2)
    assert any(not torch.equal(mixed["weights"][k], v) for k, v in plain["weights"].items())
