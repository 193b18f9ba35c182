"""A tiny Llama (transformers, built from a config: no download) trained for a few steps under a
strategy; rank 0 saves the final parameters.

`--reference R` trains the same model in this one process, one optimizer step per global batch
of R data-parallel replicas (the union of what they read), for the tests to compare with.
usage: llama_tp.py OUT.pt [--strategy S] [--devices N] [--tp T] [--checkpointing]
                   [--unreduced] [--reference R] [--folder DIR [--stop-after K]]
"""

import argparse

import torch
from torch.utils.data import DistributedSampler, TensorDataset

SAMPLES, SEQUENCE, BATCH, SEED, LR = 24, 8, 2, 5, 0.05


def dataset() -> TensorDataset:
    gen = torch.Generator().manual_seed(0)
    return TensorDataset(torch.randint(0, 32, (SAMPLES, SEQUENCE), generator=gen))


def model(
    hidden: int = 16,
    intermediate: int = 32,
    layers: int = 2,
    kv_heads: int = 2,
    tokens: int = SEQUENCE,
    vocab: int = 32,
    dtype: torch.dtype = torch.float64,
) -> torch.nn.Module:
    """A Llama of 4 attention heads (the tests' tiny one by default), seeded."""
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=vocab,
        hidden_size=hidden,
        intermediate_size=intermediate,
        num_hidden_layers=layers,
        num_attention_heads=4,
        num_key_value_heads=kv_heads,
        max_position_embeddings=tokens,
        attn_implementation="eager",
    )
    return LlamaForCausalLM(config).to(dtype)


def train(run, out: str) -> None:
    net = model()
    optimizer = torch.optim.SGD(net.parameters(), lr=LR)
    net, optimizer = run.setup(net, optimizer)
    for _ in run.epochs(1):
        for (tokens,) in run.loader(dataset(), batch_size=BATCH, shuffle=True, seed=SEED):
            run.backward(net(input_ids=tokens, labels=tokens).loss)
            optimizer.step()
            optimizer.zero_grad()
    weights = run.state_dict(net)  # every rank: the shards are gathered here
    if run.is_main:
        torch.save(weights, out)


def train_resumably(run, out: str, folder: str, stop_after: int | None) -> None:
    """One epoch of global batches of 4, the same on any mesh: stopped after `stop_after` steps
    with a checkpoint in `folder`, or resumed from the newest one there."""
    net = model()
    optimizer = torch.optim.SGD(net.parameters(), lr=LR)
    net, optimizer = run.setup(net, optimizer)
    loader = run.loader(dataset(), global_batch_size=4, shuffle=True, seed=SEED)
    state = {"model": net, "optimizer": optimizer, "loader": loader}
    saved = run.load_newest(folder, state) if stop_after is None else None
    step = saved["step"] if saved else 0
    if saved:
        run.print(
            f"resumed at step {step} on {run.strategy.describe_layout() or run.strategy.name}"
        )
    for _ in run.epochs(1):
        for (tokens,) in loader:
            run.backward(net(input_ids=tokens, labels=tokens).loss * loader.weight)
            if loader.ends_step:
                optimizer.step()
                optimizer.zero_grad()
                step += 1
            if step == stop_after:
                run.save(run.checkpoint_path(folder, step), {**state, "step": step})
                return
    weights = run.state_dict(net)
    if run.is_main:
        torch.save(weights, out)


def unreduced_plan() -> dict:
    from torch.distributed.tensor import Partial
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

    fan_out = ("self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj", "mlp.gate_proj")
    plan = {name: ColwiseParallel() for name in (*fan_out, "mlp.up_proj")}
    for name in ("self_attn.o_proj", "mlp.down_proj"):
        plan[name] = RowwiseParallel(output_layouts=Partial())
    return plan


def reference(replicas: int) -> dict[str, torch.Tensor]:
    data, net = dataset(), model()
    optimizer = torch.optim.SGD(net.parameters(), lr=LR)
    shards = []
    for rank in range(replicas):
        sampler = DistributedSampler(data, replicas, rank, shuffle=True, seed=SEED)
        sampler.set_epoch(0)
        shards.append(list(sampler))
    for start in range(0, len(shards[0]), BATCH):
        index = torch.tensor([i for shard in shards for i in shard[start : start + BATCH]])
        tokens = data.tensors[0][index]
        net(input_ids=tokens, labels=tokens).loss.backward()
        optimizer.step()
        optimizer.zero_grad()
    return net.state_dict()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--strategy", default="tp")
    parser.add_argument("--devices", default="2")
    parser.add_argument("--tp", type=int)
    parser.add_argument("--reference", type=int)
    parser.add_argument("--unreduced", action="store_true", help="a wrong plan (negative control)")
    parser.add_argument("--checkpointing", action="store_true", help="activation checkpointing")
    parser.add_argument("--folder", help="checkpoints: stop with one (--stop-after) or resume")
    parser.add_argument("--stop-after", type=int, help="optimizer steps before stopping")
    args = parser.parse_args()
    if args.reference:
        torch.save(reference(args.reference), args.out)
    else:
        import multigpu
        from multigpu.strategies import strategy_class

        options = {"tp": args.tp} if args.tp else {}
        if args.checkpointing:
            options["activation_checkpointing"] = True
        if args.unreduced:  # the fan-in layers keep their partial sums: the reduction is missing
            options["plan"] = unreduced_plan()
        strategy = strategy_class(args.strategy)(**options)
        job = (train,) if args.folder is None else (train_resumably, args.folder, args.stop_after)
        multigpu.launch(
            job[0], args.out, *job[1:], strategy=strategy, devices=args.devices, accelerator="cpu"
        )
