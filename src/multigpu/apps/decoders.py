"""Decoding an image file's bytes: JPEGs with TorchCodec where it is installed (the decoder
torchvision 0.29 points to, in place of its own deprecated ones), everything else, and JPEGs
without it, with torchvision."""

from __future__ import annotations

import functools

import torch

from ..core.errors import UsageError

_JPEG_START = b"\xff\xd8\xff"


def has_torchcodec() -> bool:
    return torchcodec_missing() is None


def torchcodec_missing() -> str | None:
    """Why TorchCodec cannot decode here (it is absent, or its libraries do not load with this
    torch: each TorchCodec release is built for one torch release), or None."""
    try:
        import torchcodec.decoders  # noqa: F401
    except ImportError:
        return "needs TorchCodec: pip install 'multigpu[codec]'"
    except (OSError, RuntimeError):
        from importlib.metadata import version

        return (
            f"needs TorchCodec, and TorchCodec {version('torchcodec')} does not load with torch "
            f"{torch.__version__}: install the TorchCodec release built for this torch"
        )
    return None


def is_jpeg(data: torch.Tensor) -> bool:
    return bytes(data[:3].tolist()) == _JPEG_START


def decode_jpeg_or_image(data: torch.Tensor, decoder: str = "auto") -> torch.Tensor:
    """A file's bytes as (3, H, W) uint8 RGB. JPEGs through TorchCodec when it is installed
    (`decoder` "auto") or asked for ("torchcodec"); everything else, and JPEGs without it,
    through torchvision."""
    codec = decoder == "torchcodec" or (decoder == "auto" and _torchcodec_ready())
    if codec and is_jpeg(data):
        from torchcodec.decoders import decode_jpeg

        return decode_jpeg(data, mode="RGB")
    from torchvision.io import ImageReadMode, decode_image

    return decode_image(data, mode=ImageReadMode.RGB)


@functools.cache
def _torchcodec_ready() -> bool:
    return has_torchcodec()


class BadImage(UsageError):
    """A file of the folder that does not decode as an image."""


def first_line(error: BaseException) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0]
