"""The whole model gathered from FSDP's shards through host copies (what ranks sharing one GPU
over gloo use, where torch's own gather crashes) equals torch's gather and the model itself,
uneven and empty chunks included; on CPU processes, where both gathers run."""

from __future__ import annotations

import torch
from torch import nn

import multigpu
from multigpu.strategies.host_gather import host_gathered, plain_placements


def _model() -> nn.Module:
    torch.manual_seed(0)  # 5 rows over 2 ranks: chunks of 3 and 2; a bias of 1: 1 and none
    return nn.Sequential(nn.Linear(3, 5), nn.ReLU(), nn.Linear(5, 1))


def _both(run: multigpu.Run) -> dict:
    from torch.distributed.checkpoint.state_dict import StateDictOptions, get_model_state_dict

    net = _model()
    net, _ = run.setup(net, torch.optim.SGD(net.parameters(), lr=0.1))
    module = run.unwrap(net)
    sharded = get_model_state_dict(module)
    options = StateDictOptions(full_state_dict=True, cpu_offload=True)
    return {
        "plain": plain_placements(sharded),
        "host": host_gathered(sharded, keep=run.is_main),
        "torch": get_model_state_dict(module, options=options),
    }


def test_host_copies_gather_fsdp_shards_as_torch_does():
    result = multigpu.launch(_both, strategy="fsdp", devices=2, accelerator="cpu")
    assert result["plain"]
    whole = _model().state_dict()
    assert result["host"].keys() == whole.keys() == result["torch"].keys()
    for key, value in whole.items():
        assert torch.equal(result["host"][key], value), key
        assert torch.equal(result["torch"][key], value), key
