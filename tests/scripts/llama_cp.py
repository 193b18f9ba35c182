"""A tiny Llama (transformers, built from a config) trained on a GPU with its sequences cut over
the cp ranks (`run.context_parallel`), float32; each rank saves its shards of the final
parameters as OUT.rankR.

`--reference R` trains the same model in this one process, whole sequences, one optimizer step
per global batch of R data-parallel replicas, for the tests to compare with.
usage: llama_cp.py OUT.pt [--cp C] [--devices N] [--reference R]
"""

import argparse

import torch
import torch.nn.functional as F
from global_batches import global_batches
from torch.utils.data import TensorDataset

# float32: each rank's part of a sequence a multiple of 64 tokens (context.EFFICIENT_PAD)
SAMPLES, SEQUENCE, BATCH, SEED, LR = 16, 128, 2, 5, 0.05


def dataset() -> TensorDataset:
    gen = torch.Generator().manual_seed(0)
    return TensorDataset(torch.randint(0, 32, (SAMPLES, SEQUENCE + 1), generator=gen))


def model() -> torch.nn.Module:
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=32,
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=SEQUENCE,
        attn_implementation="sdpa",
    )
    return LlamaForCausalLM(config)


def loss_of(net: torch.nn.Module, inputs: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    logits = net(input_ids=inputs).logits
    return F.cross_entropy(logits.flatten(0, 1), labels.flatten())


def train(run, out: str) -> None:
    net = model()
    optimizer = torch.optim.SGD(net.parameters(), lr=LR)
    net, optimizer = run.setup(net, optimizer)
    for _ in run.epochs(1):
        for (tokens,) in run.loader(dataset(), batch_size=BATCH, shuffle=True, seed=SEED):
            inputs, labels = tokens[:, :-1].contiguous(), tokens[:, 1:].contiguous()
            with run.context_parallel(inputs, labels):
                run.backward(loss_of(net, inputs, labels))
            optimizer.step()
            optimizer.zero_grad()
    # Each rank's own shards (FSDP's dim-0 chunks over dp_shard x cp, in rank order), not the
    # gathered whole: gloo crashes gathering CUDA tensors into one (torch 2.11, an H200).
    shards = {k: v.to_local().detach().cpu() for k, v in run.unwrap(net).state_dict().items()}
    torch.save(shards, f"{out}.rank{run.rank}")


def reference(replicas: int) -> dict[str, torch.Tensor]:
    data, net = dataset(), model().cuda()
    optimizer = torch.optim.SGD(net.parameters(), lr=LR)
    for index in global_batches(data, replicas, BATCH, SEED):
        tokens = data.tensors[0][index].cuda()
        loss_of(net, tokens[:, :-1], tokens[:, 1:]).backward()
        optimizer.step()
        optimizer.zero_grad()
    return {k: v.cpu() for k, v in net.state_dict().items()}


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--cp", type=int, default=2)
    parser.add_argument("--devices", type=int, default=2)
    parser.add_argument("--reference", type=int)
    args = parser.parse_args()
    if args.reference:
        torch.save(reference(args.reference), args.out)
    else:
        import multigpu
        from multigpu.strategies import FSDP

        multigpu.launch(
            train, args.out, strategy=FSDP(cp=args.cp), devices=args.devices, accelerator="cuda"
        )
