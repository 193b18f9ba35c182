"""A tiny Llama (transformers, built from a config: no download) trained for a few steps under a
strategy; rank 0 saves the final parameters. `--gpt2`: a tiny GPT-2 instead (Conv1D layers, a
fused query-key-value projection); `--plain-qkv` splits that projection in plain column chunks
(a wrong plan: the negative control).

`--reference R` trains the same model in this one process, one optimizer step per global batch
of R data-parallel replicas (the union of what they read), for the tests to compare with.
usage: llama_tp.py OUT.pt [--gpt2] [--strategy S] [--devices N] [--tp T] [--checkpointing]
                   [--sequence-parallel]
                   [--unreduced] [--plain-qkv] [--reference R] [--folder DIR [--stop-after K]]
                   [--meta]
`--meta` builds the model on the meta device and draws its own initialisation into each rank's
part (with `--reference`, one process draws it whole: `multigpu.initialise`).
"""

import argparse

import torch
from global_batches import global_batches
from torch.utils.data import TensorDataset

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


def gpt2(layers: int = 2, hidden: int = 16, vocab: int = 32) -> torch.nn.Module:
    """A GPT-2 of 4 heads, without dropout (one process's masks are not the ranks'), seeded."""
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(0)
    config = GPT2Config(
        vocab_size=vocab,
        n_embd=hidden,
        n_layer=layers,
        n_head=4,
        n_positions=SEQUENCE,
        resid_pdrop=0.0,
        embd_pdrop=0.0,
        attn_pdrop=0.0,
        bos_token_id=vocab - 1,  # GPT-2's own (50256) is outside this vocabulary
        eos_token_id=vocab - 1,
        attn_implementation="eager",
    )
    return GPT2LMHeadModel(config).to(torch.float64)


def build(family: str) -> torch.nn.Module:
    return gpt2() if family == "gpt2" else model()


def build_on_meta(family: str) -> torch.nn.Module:
    """The model with its parameters on the meta device: `run.setup` allocates each rank's
    part and draws the model's own initialisation into it, under seed 0."""
    import multigpu

    with multigpu.parameters_on_meta():
        net = build(family)
    torch.manual_seed(0)
    return net


def initialised(family: str) -> torch.nn.Module:
    """What one process gets from the model's own initialisation under seed 0, whole."""
    import multigpu

    net = build(family)
    torch.manual_seed(0)
    multigpu.initialise(net)
    return net


def train(run, out: str, family: str = "llama", meta: bool = False) -> None:
    net = build_on_meta(family) if meta else build(family)
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


def train_resumably(
    run, out: str, folder: str, stop_after: int | None, family: str = "llama"
) -> None:
    """One epoch of global batches of 4, the same on any mesh: stopped after `stop_after` steps
    with a checkpoint in `folder`, or resumed from the newest one there."""
    net = build(family)
    optimizer = torch.optim.SGD(net.parameters(), lr=LR)
    net, optimizer = run.setup(net, optimizer)
    loader = run.loader(dataset(), global_batch_size=4, shuffle=True, seed=SEED)
    state = {"model": net, "optimizer": optimizer, "loader": loader}
    saved = run.load_newest(folder, state) if stop_after is None else None
    step = saved["step"] if saved else 0
    if saved:
        layout = run.strategy.describe_layout(run.runtime) or run.strategy.name
        run.print(f"resumed at step {step} on {layout}")
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


def plain_qkv_plan() -> dict:
    from multigpu.strategies.conv1d import Conv1DColwise, Conv1DRowwise

    plan = {name: Conv1DColwise() for name in ("attn.c_attn", "mlp.c_fc")}
    return {**plan, "attn.c_proj": Conv1DRowwise(), "mlp.c_proj": Conv1DRowwise()}


def reference(replicas: int, family: str, meta: bool = False) -> dict[str, torch.Tensor]:
    data, net = dataset(), initialised(family) if meta else build(family)
    optimizer = torch.optim.SGD(net.parameters(), lr=LR)
    for index in global_batches(data, replicas, BATCH, SEED):
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
    parser.add_argument("--dp-replicate", type=int, help="fsdp+tp: replicas (HSDP over tp)")
    parser.add_argument("--reference", type=int)
    parser.add_argument("--unreduced", action="store_true", help="a wrong plan (negative control)")
    parser.add_argument("--checkpointing", action="store_true", help="activation checkpointing")
    parser.add_argument("--gpt2", action="store_true", help="a GPT-2 instead of a Llama")
    parser.add_argument("--sequence-parallel", action="store_true", help="sequence parallelism")
    parser.add_argument("--plain-qkv", action="store_true", help="GPT-2's q, k, v split wrong")
    parser.add_argument("--folder", help="checkpoints: stop with one (--stop-after) or resume")
    parser.add_argument("--stop-after", type=int, help="optimizer steps before stopping")
    parser.add_argument("--meta", action="store_true", help="built on meta, its own init drawn")
    args = parser.parse_args()
    family = "gpt2" if args.gpt2 else "llama"
    if args.reference:
        torch.save(reference(args.reference, family, args.meta), args.out)
    else:
        import multigpu
        from multigpu.strategies import preset

        options = {"tp": args.tp} if args.tp else {}
        if args.dp_replicate:
            options["dp_replicate"] = args.dp_replicate
        if args.checkpointing:
            options["activation_checkpointing"] = True
        if args.sequence_parallel:
            options["sequence_parallel"] = True
        if args.unreduced:  # the fan-in layers keep their partial sums: the reduction is missing
            options["plan"] = unreduced_plan()
        if args.plain_qkv:
            options["plan"] = plain_qkv_plan()
        strategy = preset(args.strategy, **options)
        resumable = (train_resumably, args.folder, args.stop_after, family)
        job = (train, family, args.meta) if args.folder is None else resumable
        multigpu.launch(
            job[0], args.out, *job[1:], strategy=strategy, devices=args.devices, accelerator="cpu"
        )
