"""How close `multigpu plan` comes: each layout's planned peak per device against the same
measurement taken on real ranks, for the two scripts of the tests in the idioms of public ones
(a plain-PyTorch GPT and a Hugging Face fine-tuning loop).

The plan measures one process (torch's MemTracker on a training step, and again with the blocks
checkpointed); every layout is then run for real under `multigpu run --strategy ...` on CPU
processes and the same step measured on rank 0. Prints a table and writes JSON (the
documentation's picture is drawn from it: `benchmarks/pictures.py plan --plan-json FILE`).

    python benchmarks/plan.py --json plan.json
    python benchmarks/plan.py --large --json plan-large.json   # a 67 M-parameter GPT-2

Beside each tensor peak, rank 0's process memory: how far its largest resident size (max RSS)
grew over the process before the script ran (Python, torch and multigpu imported).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from multigpu.adapt.plan import layouts as plan  # noqa: E402
from multigpu.adapt.plan import planning  # noqa: E402

SCRIPTS = {
    "GPT (plain PyTorch)": ROOT / "tests" / "adapt" / "scripts" / "gpt_plain.py",
    "Hugging Face Llama": ROOT / "tests" / "adapt" / "scripts" / "hf_finetune.py",
}
# Where the weights are tens of megabytes and the activations as many (issue: check the plan where
# it matters): 67 M parameters, batches of 8 x 256 tokens.
LARGE = {"GPT-2 67M (transformers)": ROOT / "benchmarks" / "run_scripts" / "gpt2_lm.py"}
# (layout, how multigpu run runs it)
LAYOUTS = [
    (plan.PlannedLayout("ddp", 2), "ddp", {}),
    (plan.PlannedLayout("ddp", 4), "ddp", {}),
    (plan.PlannedLayout("fsdp", 2), "fsdp", {}),
    (plan.PlannedLayout("fsdp", 4), "fsdp", {}),
    (plan.PlannedLayout("fsdp+ac", 2), "fsdp", {"activation_checkpointing": True}),
    (plan.PlannedLayout("fsdp+ac", 4), "fsdp", {"activation_checkpointing": True}),
    (plan.PlannedLayout("hsdp", 4, 2), "hsdp", {"dp_replicate": 2}),  # as two machines of 2
]


def grown(step: dict) -> float:
    """How far the process's max RSS grew over the process before the script, in bytes."""
    rss = step.get("rss") or {}
    return float(rss.get("max", 0) - rss.get("before_script", 0))


def measure(script: Path, folder: str, layouts: list) -> list[dict[str, object]]:
    args = [str(Path(folder, "out"))]
    alone = planning.measure_for_plan(str(script), args, "cpu", False)
    peak, rss = alone["peak"] / 1e3, grown(alone) / 1e3
    print(f"  {'one process':<24}{'':>12}{peak:>12.1f}{'':>9}{rss:>14.1f}")
    rows = []
    for layout, strategy, options in layouts:
        real = planning.measure_step(
            str(script),
            args,
            accelerator="cpu",
            devices=layout.devices,
            strategy=strategy,
            strategy_options=options,
            timeout_s=600,
        )
        planned = sum(plan.predict(alone, layout).values())
        name = f"{layout.strategy} x{layout.devices}" + (
            f" ({layout.machines} replicas)" if layout.machines > 1 else ""
        )
        rss = grown(real)
        row = {"layout": name, "planned": planned, "measured": real["peak"], "rss_grown": rss}
        rows.append(row)
        ratio = planned / real["peak"]
        print(
            f"  {name:<24}{planned / 1e3:>12.1f}{real['peak'] / 1e3:>12.1f}{ratio:>9.3f}"
            f"{rss / 1e3:>14.1f}"
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", help="write the figures here")
    parser.add_argument("--large", action="store_true", help="the 67 M-parameter GPT-2 instead")
    args = parser.parse_args(argv)
    results = {}
    scripts = LARGE if args.large else SCRIPTS
    layouts = (
        [row for row in LAYOUTS if row[0].strategy in ("ddp", "fsdp")] if args.large else LAYOUTS
    )
    with tempfile.TemporaryDirectory(prefix="multigpu-plan-bench-") as folder:
        for name, script in scripts.items():
            print(
                f"{name}: {'layout':<24}{'planned kB':>12}{'measured kB':>12}{'ratio':>9}"
                f"{'RSS grew kB':>14}"
            )
            results[name] = measure(script, folder, layouts)
    worst = max(abs(r["planned"] / r["measured"] - 1) for rows in results.values() for r in rows)
    print(f"largest difference: {worst:.1%} of the measured peak")
    if args.json:
        Path(args.json).write_text(json.dumps({"scripts": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
