"""`--decode gpu`: loader workers only read the files' bytes; each batch is decoded on the rank's
device (TorchCodec's `decode_jpeg`, nvJPEG on CUDA, one call for the whole batch) and gets the
training transforms there: random resized crop with parameters drawn *per image*, horizontal
flip per image, resize; evaluation resizes and centre-crops. The same code runs on CPU tensors,
which is how the tests check it.

The random parameters come from a seed each batch draws in its loader worker, whose seed is
the loader's (data.seed_workers): a resumed run crops as the uninterrupted one did.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import torch

from .decoders import BadImage, decode_jpeg_or_image, first_line, is_jpeg

SCALE = (0.08, 1.0)  # RandomResizedCrop's area range
RATIO = (3 / 4, 4 / 3)  # and its aspect-ratio range
ATTEMPTS = 10  # draws before falling back to a centre crop, as torchvision does


def read_bytes(path: str) -> torch.Tensor:
    """A file's bytes as a 1-D uint8 tensor (what a loader worker does under --decode gpu)."""
    with open(path, "rb") as file:
        return torch.frombuffer(bytearray(file.read()), dtype=torch.uint8)


def read_named_bytes(path: str) -> tuple[torch.Tensor, str]:
    """A sample of the `encoded` pipeline: the bytes, and the name to blame if they fail."""
    return read_bytes(path), path


class EncodedImages:
    """A batch of encoded images, on the CPU until `decode` makes pixels on a device.

    Not a tensor and not a container torch's pytree knows: moving a batch to the device
    leaves it alone (the decoder reads the bytes from host memory).
    """

    __slots__ = ("data", "names", "seed", "size", "train")

    def __init__(
        self, data: list[torch.Tensor], names: list[str], train: bool, size: int, seed: int
    ) -> None:
        self.data, self.names, self.train, self.size, self.seed = data, names, train, size, seed

    def __len__(self) -> int:
        return len(self.data)

    def decode(self, device: torch.device) -> torch.Tensor:
        """(N, 3, size, size) uint8 on `device`: decoded, then transformed image by image."""
        from torchvision.transforms.v2 import functional as F

        images = decode_batch(self.data, self.names, device)
        size = self.size
        if not self.train:
            short = round(size * 256 / 224)
            return torch.stack([F.center_crop(F.resize(im, [short]), [size]) for im in images])
        generator = torch.Generator().manual_seed(self.seed)
        heights = torch.tensor([im.shape[-2] for im in images])
        widths = torch.tensor([im.shape[-1] for im in images])
        crops = random_resized_crop_params(heights, widths, generator)
        flips = torch.rand(len(images), generator=generator) < 0.5
        out = []
        for image, (top, left, h, w), flip in zip(images, crops.tolist(), flips, strict=True):
            image = F.resized_crop(image, top, left, h, w, [size, size], antialias=True)
            out.append(F.horizontal_flip(image) if flip else image)
        return torch.stack(out)


@dataclass(frozen=True)
class EncodedCollate:
    """The collate function of a byte-reading folder: (EncodedImages, labels)."""

    train: bool
    size: int

    def __call__(self, samples: list[tuple[tuple[torch.Tensor, str], int]]) -> Any:
        data = [sample[0][0] for sample in samples]
        names = [sample[0][1] for sample in samples]
        labels = torch.tensor([sample[1] for sample in samples])
        seed = int(torch.randint(2**62, ()).item())  # the worker's stream: seeded per epoch
        return EncodedImages(data, names, self.train, self.size, seed), labels


def decode_batch(data: list[torch.Tensor], names: list[str], device: torch.device) -> list[Any]:
    """Every image as (3, H, W) uint8 on `device`; a file that does not decode is named."""
    if device.type == "cuda":
        from torchcodec.decoders import decode_jpeg

        if all(is_jpeg(d) for d in data):
            try:
                return list(decode_jpeg(data, device=device))  # one nvJPEG call for the batch
            except RuntimeError:
                pass  # find the file at fault below, one by one
        return [
            _decode_one(d, n).to(device, non_blocking=True)
            for d, n in zip(data, names, strict=True)
        ]
    return [_decode_one(d, n) for d, n in zip(data, names, strict=True)]


def _decode_one(data: torch.Tensor, name: str) -> torch.Tensor:
    try:
        return decode_jpeg_or_image(data)
    except RuntimeError as error:
        raise BadImage(f"cannot decode image {name}: {first_line(error)}") from None


def random_resized_crop_params(
    heights: torch.Tensor, widths: torch.Tensor, generator: torch.Generator
) -> torch.Tensor:
    """(N, 4) rows of (top, left, height, width): RandomResizedCrop's rule, drawn for each
    image on its own (not one crop for the whole batch).

    Up to ten draws of an area share in SCALE and a log-uniform aspect ratio in RATIO; the first
    that fits the image wins; if none fits, the largest centre crop within RATIO.
    """
    n = len(heights)
    h, w = heights.double()[:, None], widths.double()[:, None]
    area = (
        h * w * torch.empty(n, ATTEMPTS, dtype=torch.float64).uniform_(*SCALE, generator=generator)
    )
    log_ratio = torch.empty(n, ATTEMPTS, dtype=torch.float64).uniform_(
        math.log(RATIO[0]), math.log(RATIO[1]), generator=generator
    )
    crop_w = torch.sqrt(area * torch.exp(log_ratio)).round()
    crop_h = torch.sqrt(area / torch.exp(log_ratio)).round()
    fits = (crop_w > 0) & (crop_h > 0) & (crop_w <= w) & (crop_h <= h)
    first = torch.where(fits.any(dim=1), fits.double().argmax(dim=1), -1)
    rows = torch.arange(n)
    ch = torch.where(first >= 0, crop_h[rows, first.clamp(min=0)], 0).long()
    cw = torch.where(first >= 0, crop_w[rows, first.clamp(min=0)], 0).long()
    fallback = first < 0
    if fallback.any():
        fh, fw = _centre_fallback(heights[fallback], widths[fallback])
        ch[fallback], cw[fallback] = fh, fw
    top = (torch.rand(n, generator=generator, dtype=torch.float64) * (heights - ch + 1)).long()
    left = (torch.rand(n, generator=generator, dtype=torch.float64) * (widths - cw + 1)).long()
    top[fallback] = (heights[fallback] - ch[fallback]) // 2
    left[fallback] = (widths[fallback] - cw[fallback]) // 2
    return torch.stack([top, left, ch, cw], dim=1)


def _centre_fallback(heights: torch.Tensor, widths: torch.Tensor) -> tuple[Any, Any]:
    """The whole image, trimmed to the nearest aspect ratio within RATIO."""
    ratio = widths.double() / heights.double()
    wide, tall = ratio > RATIO[1], ratio < RATIO[0]
    h, w = heights.clone(), widths.clone()
    w[wide] = (h[wide].double() * RATIO[1]).round().long()
    h[tall] = (w[tall].double() / RATIO[0]).round().long()
    return h, w
