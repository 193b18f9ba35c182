"""A real Hugging Face model (built from a config) fed BatchEncoding batches on 2 ranks equals
one process fed the same global batches."""

from __future__ import annotations

import sys

import pytest
import torch
from torch.utils.data import DistributedSampler

from conftest import SCRIPTS, run_python, script

pytest.importorskip("transformers")
sys.path.insert(0, str(SCRIPTS))
import hf_bert


def one_process_on_global_batches(world_size: int) -> dict[str, torch.Tensor]:
    net = hf_bert.model()
    optimizer = torch.optim.SGD(net.parameters(), lr=0.5)
    data = hf_bert.Tokens()
    for epoch in range(hf_bert.EPOCHS):
        shards = []
        for rank in range(world_size):
            sampler = DistributedSampler(data, world_size, rank, shuffle=True, seed=hf_bert.SEED)
            sampler.set_epoch(epoch)
            shards.append(list(sampler))
        for start in range(0, len(shards[0]), hf_bert.BATCH):
            index = [i for shard in shards for i in shard[start : start + hf_bert.BATCH]]
            net(input_ids=data.ids[index], labels=data.labels[index]).loss.backward()
            optimizer.step()
            optimizer.zero_grad()
    return net.state_dict()


@pytest.mark.parametrize("strategy", ["ddp", "fsdp"])
def test_bert_on_batch_encodings_equals_one_process(tmp_path, strategy):
    out = tmp_path / "bert.pt"
    result = run_python(script("hf_bert.py"), str(out), "--strategy", strategy, timeout=180)
    assert result.returncode == 0, result.stderr
    trained = torch.load(out, weights_only=True)
    reference = one_process_on_global_batches(world_size=2)
    assert trained.keys() == reference.keys()
    for key, value in reference.items():
        torch.testing.assert_close(trained[key], value, rtol=2e-5, atol=2e-6, msg=key)
