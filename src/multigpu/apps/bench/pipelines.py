"""`multigpu bench --input-only --data FOLDER`: images/s of one loader worker, fast against PIL.

One worker is one process on one core, so both pipelines run here with one thread, in
alternating rounds over the same files (noise hits both alike); the ratio is of the medians.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import torch

from ..images import PIPELINES, image_folder


def measure_pipelines(data: str, size: int, images: int, rounds: int) -> dict[str, Any]:
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # what a DataLoader worker gets
    try:
        report: dict[str, Any] = {"data": data, "size": size, "rounds": rounds}
        for mode, train in (("train", True), ("eval", False)):
            sets = {p: image_folder(data, train, size, p) for p in PIPELINES}
            count = min(images, len(sets["fast"]))
            rates: dict[str, list[float]] = {p: [] for p in PIPELINES}
            made: dict[str, str] = {}  # what each pipeline hands the loader, as a check
            for _ in range(rounds):
                for pipeline, dataset in sets.items():
                    start = time.perf_counter()
                    for index in range(count):
                        image, _ = dataset[index]
                    rates[pipeline].append(count / (time.perf_counter() - start))
                    made[pipeline] = (
                        f"{str(image.dtype).removeprefix('torch.')} {list(image.shape)}"
                    )
            medians = {p: statistics.median(r) for p, r in rates.items()}
            report[mode] = {
                "images": count,
                "output": made,
                "images_per_s_per_worker": medians,
                "all_rounds": rates,
                "fast_over_pil": medians["fast"] / medians["pil"],
            }
        return report
    finally:
        torch.set_num_threads(threads)


def format_pipelines(report: dict[str, Any]) -> str:
    lines = [
        f"input pipeline, one worker (1 thread), {report['size']}px, "
        f"median of {report['rounds']} rounds"
    ]
    for mode in ("train", "eval"):
        r = report[mode]
        rates = r["images_per_s_per_worker"]
        lines.append(
            f"  {mode:<6}fast {rates['fast']:8.1f} img/s   pil {rates['pil']:8.1f} img/s   "
            f"fast/pil {r['fast_over_pil']:.2f}x  ({r['images']} images)"
        )
    return "\n".join(lines)
