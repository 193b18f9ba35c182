"""Image folders (ImageFolder layout: one sub-folder per class) and their input pipelines.

- `fast`: torchvision's JPEG decoder straight to a uint8 tensor, then tensor transforms on
  uint8; the loader hands over uint8 batches (a quarter of the bytes to pin and copy) and
  `normalize` turns them into floats on the device, where it costs next to nothing;
- `pil`: the classic pipeline of the tutorials: PIL decode, PIL transforms, ToTensor, Normalize,
  all in the loader worker;
- `encoded` (`--decode gpu`): the workers only read the files' bytes; device_decode.py decodes
  and transforms each batch on the rank's device.

The fast pipeline decodes JPEGs with TorchCodec where it is installed (`multigpu[codec]`),
else with torchvision's decoder (which torchvision 0.29 deprecates in TorchCodec's favour); the
two agree to the pixel here (tests/apps/test_decode.py allows 2/255).

All do the same thing: train = random resized crop + horizontal flip; eval = resize to
256/224 of the size, centre crop; then ImageNet normalization.
"""

from __future__ import annotations

import functools
import os
import warnings
from pathlib import Path
from typing import Any

import torch

from ..core.errors import UsageError
from .decoders import BadImage, decode_jpeg_or_image, first_line

# torchvision 0.29 marks its decoders deprecated in favour of TorchCodec, an optional extra here;
# without it torchvision's decoder is the one used, so the notice is muted.
warnings.filterwarnings("ignore", message="The image decoding and encoding capabilities")

MEAN = (0.485, 0.456, 0.406)
STD = (0.229, 0.224, 0.225)
PIPELINES = ("fast", "pil")  # decoded by the loader workers
DECODE = ("cpu", "gpu")  # --decode: in the loader workers, or on each rank's GPU


def fast_transform(train: bool, size: int = 224) -> Any:
    """uint8 in, uint8 out: normalization waits for the device (`normalize`)."""
    from torchvision.transforms import v2

    if train:
        return v2.Compose([v2.RandomResizedCrop(size, antialias=True), v2.RandomHorizontalFlip()])
    return v2.Compose([v2.Resize(round(size * 256 / 224), antialias=True), v2.CenterCrop(size)])


def normalize(images: torch.Tensor) -> torch.Tensor:
    """A uint8 batch (N, C, H, W) from the fast pipeline as normalized floats, on its device.
    Float batches (the PIL pipeline's, already normalized) pass through unchanged."""
    if images.dtype != torch.uint8:
        return images
    mean, std = _mean_std(images.device)
    return (images.float() / 255 - mean) / std


def model_input(images: Any, device: torch.device) -> torch.Tensor:
    """A batch of any pipeline as the model takes it, on `device`: the encoded pipeline's
    decoded there first (--decode gpu), then normalized as `normalize` does."""
    from .device_decode import EncodedImages

    if isinstance(images, EncodedImages):
        images = images.decode(device)
    return normalize(images)


@functools.cache
def _mean_std(device: torch.device) -> tuple[torch.Tensor, torch.Tensor]:
    """Made once per device: a fresh tensor per batch would copy to the GPU every step."""
    return (
        torch.tensor(MEAN, device=device).view(1, 3, 1, 1),
        torch.tensor(STD, device=device).view(1, 3, 1, 1),
    )


def pil_transform(train: bool, size: int = 224) -> Any:
    from torchvision import transforms as T

    if train:
        geometry = [T.RandomResizedCrop(size), T.RandomHorizontalFlip()]
    else:
        geometry = [T.Resize(round(size * 256 / 224)), T.CenterCrop(size)]
    return T.Compose([*geometry, T.ToTensor(), T.Normalize(MEAN, STD)])


def decode_fast(path: str) -> torch.Tensor:
    from torchvision.io import read_file

    try:
        return decode_jpeg_or_image(read_file(path))
    except RuntimeError as error:
        raise BadImage(f"cannot decode image {path}: {first_line(error)}") from None


def load_pil(path: str) -> Any:
    from PIL import Image

    try:
        with Image.open(path) as image:
            return image.convert("RGB")
    except OSError as error:
        raise BadImage(f"cannot decode image {path}: {first_line(error)}") from None


def image_folder(
    root: str | Path,
    train: bool,
    size: int = 224,
    pipeline: str = "fast",
    skipped_log: Path | None = None,
) -> Any:
    """torchvision's ImageFolder over `root` with the chosen pipeline (or `encoded`: bytes, for
    --decode gpu); a clear error if empty.

    A file that does not decode stops the job with its name, or, given `skipped_log`, is
    replaced by the next image that does (batches keep their size) and its name appended to
    that file.
    """
    from torchvision.datasets import ImageFolder

    from .device_decode import EncodedCollate, read_named_bytes

    if pipeline not in (*PIPELINES, "encoded"):
        raise UsageError(f"unknown pipeline {pipeline!r}; choose one of {', '.join(PIPELINES)}")
    root = Path(root)
    if not root.is_dir():
        raise UsageError(f"data folder not found: {root}")
    load: dict[str, Any] = {
        "fast": dict(transform=fast_transform(train, size), loader=decode_fast),
        "pil": dict(transform=pil_transform(train, size), loader=load_pil),
        "encoded": dict(loader=read_named_bytes),
    }[pipeline]
    try:
        folder = ImageFolder(str(root), **load)
    except (FileNotFoundError, OSError) as error:
        raise UsageError(f"no images in {root} (one sub-folder per class): {error}") from None
    collate = EncodedCollate(train, size) if pipeline == "encoded" else None
    return Images(folder, skipped_log, collate)


class Images(torch.utils.data.Dataset):
    """An ImageFolder whose undecodable files stop the job with their name, or are skipped."""

    def __init__(self, folder: Any, skipped_log: Path | None, collate_fn: Any = None) -> None:
        self.folder, self.skipped_log = folder, skipped_log
        self.classes, self.samples = folder.classes, folder.samples
        self.collate_fn = collate_fn  # how its samples make a batch (None: torch's default)

    def __len__(self) -> int:
        return len(self.folder)

    def __getitem__(self, index: int) -> Any:
        for attempt in range(len(self)):
            at = (index + attempt) % len(self)
            try:
                return self.folder[at]
            except BadImage as error:
                if self.skipped_log is None:
                    raise BadImage(f"{error}; --skip-bad-images skips such files") from None
                with self.skipped_log.open("a") as log:  # short appends: ranks share the file
                    log.write(self.samples[at][0] + "\n")
        raise BadImage(f"no image in {self.folder.root} decodes")


def holds_images(root: Path) -> bool:
    """Whether some class folder of `root` holds an image file (stops at the first found)."""
    from torchvision.datasets.folder import IMG_EXTENSIONS

    with os.scandir(root) as classes:
        for entry in classes:
            if entry.is_dir():
                for _, _, files in os.walk(entry.path):
                    if any(name.lower().endswith(IMG_EXTENSIONS) for name in files):
                        return True
    return False
