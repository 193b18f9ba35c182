"""`multigpu bench --input-only --data FOLDER`: images/s of one loader worker, fast against PIL,
and JPEG decoding alone, TorchCodec against torchvision (where TorchCodec is installed).

One worker is one process on one core, so everything runs here with one thread, in alternating
rounds over the same files (noise hits all alike): images/s here are images/s per core. The
ratios are of the medians.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import torch

from ..decoders import decode_jpeg_or_image, has_torchcodec, is_jpeg
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
        report["decode"] = measure_decoders(sets["fast"].samples, images, rounds)
        return report
    finally:
        torch.set_num_threads(threads)


def measure_decoders(samples: list[Any], images: int, rounds: int) -> dict[str, Any] | None:
    """JPEG decoding alone, from bytes in memory, per decoder: images/s on one core, and the
    largest pixel difference between the two (None without TorchCodec or JPEGs)."""
    from torchvision.io import read_file

    data = [d for path, _ in samples[:images] if is_jpeg(d := read_file(path))]
    if not data or not has_torchcodec():
        return None
    decoders = ("torchvision", "torchcodec")
    rates: dict[str, list[float]] = {d: [] for d in decoders}
    for _ in range(rounds):
        for decoder in decoders:
            start = time.perf_counter()
            for encoded in data:
                decode_jpeg_or_image(encoded, decoder)
            rates[decoder].append(len(data) / (time.perf_counter() - start))
    largest = max(
        (decode_jpeg_or_image(d, "torchvision").int() - decode_jpeg_or_image(d, "torchcodec").int())
        .abs()
        .max()
        .item()
        for d in data
    )
    medians = {d: statistics.median(r) for d, r in rates.items()}
    return {
        "images": len(data),
        "images_per_s_per_core": medians,
        "all_rounds": rates,
        "torchcodec_over_torchvision": medians["torchcodec"] / medians["torchvision"],
        "largest_pixel_difference": largest,
    }


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
    if decode := report.get("decode"):
        rates = decode["images_per_s_per_core"]
        lines.append(
            f"  decode torchvision {rates['torchvision']:8.1f} img/s   torchcodec "
            f"{rates['torchcodec']:8.1f} img/s   ratio {decode['torchcodec_over_torchvision']:.2f}x"
            f"  (largest pixel difference {decode['largest_pixel_difference']})"
        )
    else:
        lines.append("  decode: TorchCodec not installed (pip install 'multigpu[codec]')")
    return "\n".join(lines)
