"""What the `multigpu run` tests share: the fixture scripts, an image folder, comparisons."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

FIXTURES = Path(__file__).parent / "scripts"
SINGLE = str(FIXTURES / "single_gpu.py")
DATA_PARALLEL = str(FIXTURES / "data_parallel.py")


def weights(path: Path, key: str | None = None) -> dict[str, torch.Tensor]:
    state = torch.load(path, map_location="cpu", weights_only=True)
    return state[key] if key else state


def line_of(script: str, text: str) -> int:
    """The number of the script's first line that starts (after its indent) with `text`."""
    return next(i for i, line in enumerate(open(script), 1) if line.lstrip().startswith(text))


def largest_difference(a: dict[str, torch.Tensor], b: dict[str, torch.Tensor]) -> float:
    assert a.keys() == b.keys()
    return max((a[k].double().cpu() - b[k].double().cpu()).abs().max().item() for k in a)


@pytest.fixture(scope="session", name="images")
def image_folder(tmp_path_factory) -> str:
    """An ImageFolder of 30 small PNGs in 3 classes: batches of 8 leave a last batch of 6."""
    from torchvision.io import write_png

    root = tmp_path_factory.mktemp("images")
    generator = torch.Generator().manual_seed(0)
    for i in range(30):
        folder = root / f"class{i % 3}"
        folder.mkdir(exist_ok=True)
        pixels = (torch.rand(3, 6, 6, generator=generator) * 255).to(torch.uint8)
        write_png(pixels, str(folder / f"{i}.png"))
    return str(root)
