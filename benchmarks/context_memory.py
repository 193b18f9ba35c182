"""What context parallelism saves: each rank's peak GPU memory for one training step of a Llama
on long sequences, whole (cp 1) against cut over 2 ranks (cp 2), through `multigpu.launch`.

    python benchmarks/context_memory.py [--sequence 16384] [--json FILE]   (a GPU machine)

The ranks share the one GPU over gloo (two ranks cannot share it over nccl), so each rank's
peak (`torch.cuda.max_memory_allocated`, per process) is what it would hold on its own GPU,
while the step time is not a GPU figure: gloo copies every ring shard through host memory.
bf16 under autocast (the flash kernel), batch 1, fsdp over the cp ranks, 3 steps, the peak of
the last two. Not a test: it needs a GPU, and it prints figures.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

import torch
import torch.nn.functional as F

LAYERS, HIDDEN, HEADS, VOCAB = 4, 1024, 16, 256


def model(sequence: int) -> torch.nn.Module:
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=VOCAB,
        hidden_size=HIDDEN,
        intermediate_size=4 * HIDDEN,
        num_hidden_layers=LAYERS,
        num_attention_heads=HEADS,
        num_key_value_heads=HEADS // 2,
        max_position_embeddings=sequence,
        attn_implementation="sdpa",
    )
    return LlamaForCausalLM(config)


def train(run, sequence: int, out: str) -> None:
    net = model(sequence)
    optimizer = torch.optim.AdamW(net.parameters(), lr=1e-4)
    net, optimizer = run.setup(net, optimizer)
    gen = torch.Generator().manual_seed(0)
    tokens = torch.randint(0, VOCAB, (1, sequence + 1), generator=gen).to(run.device)
    times = []
    for step in range(3):
        if step == 1:
            torch.cuda.reset_peak_memory_stats(run.device)
        torch.cuda.synchronize(run.device)
        start = time.perf_counter()
        inputs, labels = tokens[:, :-1].contiguous(), tokens[:, 1:].contiguous()
        with run.context_parallel(inputs, labels):
            with torch.autocast("cuda", dtype=torch.bfloat16):
                logits = net(input_ids=inputs).logits
            loss = F.cross_entropy(logits.float().flatten(0, 1), labels.flatten())
            run.backward(loss)
        optimizer.step()
        optimizer.zero_grad()
        torch.cuda.synchronize(run.device)
        times.append(time.perf_counter() - start)
    peak = torch.cuda.max_memory_allocated(run.device) / 2**20
    Path(f"{out}.rank{run.rank}").write_text(
        json.dumps({"rank": run.rank, "peak_mib": peak, "step_s": times[1:]})
    )


def measure(cp: int, sequence: int) -> list[dict]:
    import multigpu
    from multigpu.strategies import FSDP

    with tempfile.TemporaryDirectory() as folder:
        out = str(Path(folder) / "figures")
        multigpu.launch(train, sequence, out, strategy=FSDP(cp=cp), devices=cp, accelerator="cuda")
        return [json.loads(Path(f"{out}.rank{r}").read_text()) for r in range(cp)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sequence", type=int, default=16384)
    parser.add_argument("--json", default=os.path.join(os.environ.get("OUT", "."), "cp.json"))
    args = parser.parse_args()
    os.environ["MULTIGPU_BACKEND"] = "gloo"  # two ranks on one GPU
    figures = {"gpu": torch.cuda.get_device_name(), "torch": torch.__version__}
    figures["sequence"] = args.sequence
    for cp in (1, 2):
        ranks = measure(cp, args.sequence)
        figures[f"cp{cp}"] = ranks
        peak = max(r["peak_mib"] for r in ranks)
        print(f"cp {cp}: {args.sequence} tokens, peak per rank {peak:,.0f} MiB", flush=True)
        Path(args.json).write_text(json.dumps(figures, indent=1))
    ratio = max(r["peak_mib"] for r in figures["cp2"]) / figures["cp1"][0]["peak_mib"]
    print(f"cp 2 against cp 1: {ratio:.2f}x the peak per rank")


if __name__ == "__main__":
    main()
