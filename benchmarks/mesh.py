"""Layouts of a language model across ranks, side by side: tokens per second and, per rank, the
bytes of parameters, gradients, optimizer state and activations, measured on the tensors each
rank holds (their local shards), for ddp, fsdp, hsdp, tp and fsdp+tp (the last two also with
sequence parallelism), with and without activation checkpointing. Activations are what
autograd saves for backward in one forward (through its saved-tensor hooks); a checkpointed
block's input, which the checkpoint keeps itself, is not in that count (one batch x sequence x
hidden tensor per block).

A Llama-style model (transformers, from a config) with AdamW on random tokens; each case is a
fresh job on the same ranks, its steps timed between barriers after a warm-up. On CPU processes
the speed figures say what the layouts cost in communication on this machine, not what a GPU
would do; the memory figures are what each layout keeps on a rank wherever it runs. With a GPU,
the same command also reports each rank's peak allocated memory and the model FLOPs
utilisation (MFU: 6 x parameters x tokens/s over the device's peak, given with --peak-tflops).

usage: python benchmarks/mesh.py [--ranks 4] [--layers 4] [--hidden 256] [--steps 10]
                                 [--json FILE] [--peak-tflops T]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import multigpu  # noqa: E402
from multigpu.strategies import HSDP, preset  # noqa: E402

SEQUENCE, VOCAB, BATCH = 64, 512, 4  # tokens per sequence, vocabulary, sequences per tp group

# (name, strategy object maker) for 4 ranks; hsdp as 2 replicas of 2 shards, tp over all 4.
LAYOUTS = {
    "ddp": lambda ac: preset("ddp", activation_checkpointing=ac),
    "fsdp": lambda ac: preset("fsdp", activation_checkpointing=ac),
    "hsdp": lambda ac: HSDP(dp_replicate=2, activation_checkpointing=ac),
    "tp": lambda ac: preset("tp", activation_checkpointing=ac),
    "fsdp+tp": lambda ac: preset("fsdp+tp", tp=2, activation_checkpointing=ac),
    # the same two with the norms and the residual stream split along the sequence
    "tp+sp": lambda ac: preset("tp", activation_checkpointing=ac, sequence_parallel=True),
    "fsdp+tp+sp": lambda ac: preset(
        "fsdp+tp", tp=2, activation_checkpointing=ac, sequence_parallel=True
    ),
}


def build(layers: int, hidden: int) -> torch.nn.Module:
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=VOCAB,
        hidden_size=hidden,
        intermediate_size=4 * hidden,
        num_hidden_layers=layers,
        num_attention_heads=8,
        num_key_value_heads=4,
        max_position_embeddings=SEQUENCE,
        use_cache=False,
    )
    return LlamaForCausalLM(config)


def _local_bytes(tensors: Any) -> int:
    """Bytes of the tensors as this rank holds them (a DTensor's local shard)."""
    total = 0
    for t in tensors:
        if t is None:
            continue
        local = t.to_local() if hasattr(t, "to_local") else t
        total += local.numel() * local.element_size()
    return total


def _storage(tensor: torch.Tensor) -> tuple[int, int]:
    """(an id of the memory a saved tensor holds, its bytes), views of one storage counted once;
    a DTensor by its local shard."""
    local = tensor.to_local() if hasattr(tensor, "to_local") else tensor
    try:
        storage = local.untyped_storage()
        return storage.data_ptr(), storage.nbytes()
    except RuntimeError:  # a tensor subclass without a storage of its own
        return id(local), local.numel() * local.element_size()


def measure(run: multigpu.Run, layers: int, hidden: int, steps: int) -> list[dict[str, Any]]:
    """One case on every rank: the timed steps, then what this rank holds; all ranks' figures."""
    net = build(layers, hidden)
    parameters = sum(p.numel() for p in net.parameters())
    optimizer = torch.optim.AdamW(net.parameters(), lr=1e-3)
    net, optimizer = run.setup(net, optimizer)
    replicas, _ = run.runtime.data_shard()
    generator = torch.Generator().manual_seed(run.rank // max(1, run.world_size // replicas))
    tokens = torch.randint(0, VOCAB, (BATCH, SEQUENCE), generator=generator).to(run.device)

    def step() -> None:
        run.backward(net(input_ids=tokens, labels=tokens).loss)
        optimizer.step()
        optimizer.zero_grad(set_to_none=False)

    for _ in range(2):  # warm-up
        step()
    run.barrier("timing")
    started = time.perf_counter()
    for _ in range(steps):
        step()
    run.barrier("timing")
    seconds = time.perf_counter() - started
    saved: list[torch.Tensor] = []
    with torch.autograd.graph.saved_tensors_hooks(lambda t: saved.append(t) or t, lambda t: t):
        loss = net(input_ids=tokens, labels=tokens).loss
    del loss
    storages = dict(_storage(t) for t in saved)
    state = [v for s in optimizer.state.values() for v in s.values() if torch.is_tensor(v)]
    figures = {
        "rank": run.rank,
        "parameters_mib": _local_bytes(net.parameters()) / 2**20,
        "gradients_mib": _local_bytes(p.grad for p in net.parameters()) / 2**20,
        "optimizer_mib": _local_bytes(s for s in state if s.dim() > 0) / 2**20,
        "activations_mib": sum(storages.values()) / 2**20,
        "tokens_per_s": replicas * BATCH * SEQUENCE * steps / seconds,
        "model_parameters": parameters,
    }
    if run.device.type == "cuda":
        figures["peak_allocated_mib"] = torch.cuda.max_memory_allocated(run.device) / 2**20
    return run.gather(figures)


def run_case(name: str, ac: bool, args: argparse.Namespace) -> list[dict[str, Any]]:
    return multigpu.launch(
        measure,
        args.layers,
        args.hidden,
        args.steps,
        strategy=LAYOUTS[name](ac),
        devices=args.ranks,
        accelerator=args.accelerator,
    )


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ranks", type=int, default=4)
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--accelerator", default="cpu")
    parser.add_argument("--layouts", default=",".join(LAYOUTS))
    parser.add_argument("--peak-tflops", type=float, help="the device's peak, for MFU")
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args(argv)
    cases = []
    for name in args.layouts.split(","):
        for ac in (False, True):
            ranks = run_case(name, ac, args)
            cases.append({"layout": name, "activation_checkpointing": ac, "ranks": ranks})
    report = {"ranks": args.ranks, "layers": args.layers, "hidden": args.hidden, "cases": cases}
    print(table(report, args.peak_tflops))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1))
    return report


def table(report: dict[str, Any], peak_tflops: float | None) -> str:
    """One row per case: the most any rank holds of each kind, and throughput."""
    first = report["cases"][0]["ranks"][0]
    lines = [
        f"Llama, {first['model_parameters'] / 1e6:.1f} M parameters, {report['ranks']} ranks; "
        "MiB per rank (the most any rank holds)",
        f"{'layout':<11}{'ckpt':>5}{'params':>9}{'grads':>9}{'optim':>9}{'activ':>9}"
        f"{'tokens/s':>10}{'vs ddp':>8}" + ("   MFU" if peak_tflops else ""),
    ]
    base = next(
        c for c in report["cases"] if c["layout"] == "ddp" and not c["activation_checkpointing"]
    )
    base_rate = base["ranks"][0]["tokens_per_s"]
    for case in report["cases"]:
        ranks = case["ranks"]
        most = {k: max(r[k] for r in ranks) for k in ranks[0] if k.endswith("_mib")}
        rate = ranks[0]["tokens_per_s"]
        row = (
            f"{case['layout']:<11}{'yes' if case['activation_checkpointing'] else 'no':>5}"
            f"{most['parameters_mib']:>9.1f}{most['gradients_mib']:>9.1f}"
            f"{most['optimizer_mib']:>9.1f}{most['activations_mib']:>9.1f}"
            f"{rate:>10.0f}{rate / base_rate:>8.2f}"
        )
        if peak_tflops:
            flops = 6 * first["model_parameters"] * rate
            row += f"{flops / (peak_tflops * 1e12 * report['ranks']):>6.1%}"
        lines.append(row)
    return "\n".join(lines)


if __name__ == "__main__":
    main()
