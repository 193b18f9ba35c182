"""JPEG decoding: TorchCodec against torchvision, and the byte-reading pipeline of --decode gpu
run on CPU tensors (the GPU's own run is in tests/gpu)."""

from __future__ import annotations

import sys

import pytest
import torch
from torch.utils.data import DataLoader
from torchvision.io import read_file

from multigpu.apps.decoders import BadImage, decode_jpeg_or_image, has_torchcodec
from multigpu.apps.device_decode import EncodedImages, random_resized_crop_params
from multigpu.apps.images import image_folder

needs_torchcodec = pytest.mark.skipif(not has_torchcodec(), reason="needs TorchCodec")


@needs_torchcodec
def test_torchcodec_and_torchvision_decode_alike(jpeg_folder):
    files = sorted(jpeg_folder.rglob("*.jpg"))
    for path in files:
        data = read_file(str(path))
        codec = decode_jpeg_or_image(data, "torchcodec")
        vision = decode_jpeg_or_image(data, "torchvision")
        assert codec.shape == vision.shape and codec.dtype == torch.uint8
        assert (codec.int() - vision.int()).abs().max() <= 2  # within 2/255
    # The comparison can fail: two different images are far apart.
    a, b = (decode_jpeg_or_image(read_file(str(p)), "torchcodec") for p in files[:2])
    size = min(a.shape[1], b.shape[1]), min(a.shape[2], b.shape[2])
    assert (a[:, : size[0], : size[1]].float() - b[:, : size[0], : size[1]]).abs().mean() > 2


def batches(root, train: bool, size: int, pipeline: str):
    dataset = image_folder(root, train=train, size=size, pipeline=pipeline)
    return DataLoader(dataset, batch_size=4, collate_fn=dataset.collate_fn)


def test_the_byte_reading_pipeline_decoded_on_the_cpu_equals_the_fast_pipeline(jpeg_folder):
    """Evaluation (deterministic): the same pixels and labels, batch for batch."""
    encoded = batches(jpeg_folder, train=False, size=48, pipeline="encoded")
    fast = batches(jpeg_folder, train=False, size=48, pipeline="fast")
    for (packed, labels), (images, fast_labels) in zip(encoded, fast, strict=True):
        assert isinstance(packed, EncodedImages) and packed.data[0].dtype == torch.uint8
        decoded = packed.decode(torch.device("cpu"))
        assert decoded.shape == images.shape == (4, 3, 48, 48)
        assert torch.equal(labels, fast_labels)
        assert (decoded.int() - images.int()).abs().max() <= 2


def test_training_crops_are_drawn_per_image_and_repeat_with_the_seed(jpeg_folder):
    packed, _ = next(iter(batches(jpeg_folder, train=True, size=32, pipeline="encoded")))
    first = packed.decode(torch.device("cpu"))
    assert first.shape == (4, 3, 32, 32) and first.dtype == torch.uint8
    assert torch.equal(first, packed.decode(torch.device("cpu")))  # the batch's own seed
    packed.seed += 1
    assert not torch.equal(first, packed.decode(torch.device("cpu")))


def test_crop_parameters_are_independent_per_image():
    """2,000 images of one size: one crop for the whole batch would give one row, and crops
    drawn per image must have uncorrelated areas, each within RandomResizedCrop's ranges."""
    n = 2000
    heights, widths = torch.full((n,), 300), torch.full((n,), 400)
    crops = random_resized_crop_params(heights, widths, torch.Generator().manual_seed(0))
    top, left, h, w = crops.double().unbind(1)
    assert len({tuple(row) for row in crops.tolist()}) > 0.99 * n
    assert ((top >= 0) & (left >= 0) & (top + h <= 300) & (left + w <= 400)).all()
    area = h * w / (300 * 400)
    assert area.min() >= 0.07 and area.max() <= 1.0
    ratio = w / h
    assert ratio.min() > 0.7 and ratio.max() < 1.4  # 3/4 to 4/3, after rounding
    # Consecutive images' areas are uncorrelated; and their positions too.
    assert abs(torch.corrcoef(torch.stack([area[:-1], area[1:]]))[0, 1]) < 0.1
    assert abs(torch.corrcoef(torch.stack([top[:-1], top[1:]]))[0, 1]) < 0.1
    # A strip no crop within the ratios fits falls back to a centre crop, as torchvision does.
    strip = random_resized_crop_params(
        torch.tensor([10]), torch.tensor([400]), torch.Generator().manual_seed(0)
    )
    assert strip.tolist() == [[0, 193, 10, 13]]


def test_a_file_that_does_not_decode_is_named(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "broken.jpg").write_bytes(b"\xff\xd8\xff not a jpeg")
    packed, _ = next(iter(batches(tmp_path, train=True, size=32, pipeline="encoded")))
    with pytest.raises(BadImage, match=r"cannot decode image .*broken\.jpg"):
        packed.decode(torch.device("cpu"))


def test_a_torchcodec_built_for_another_torch_is_named_as_such(tmp_path, monkeypatch):
    """Each TorchCodec release loads with one torch release only (0.17 fails on torch 2.10):
    --decode gpu then says so, not "pip install" of what is already installed."""
    from multigpu.apps.decoders import torchcodec_missing

    package = tmp_path / "torchcodec"
    package.mkdir()
    (package / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr("importlib.metadata.version", lambda name: "0.17.0")
    monkeypatch.setattr(torch, "__version__", "2.10.0+cu128")
    names = ("torchcodec", "torchcodec.decoders")
    saved = {name: sys.modules.pop(name) for name in names if name in sys.modules}
    try:
        (package / "decoders.py").write_text("raise OSError('Could not load libtorchcodec')")
        assert torchcodec_missing() == (
            "needs TorchCodec, and TorchCodec 0.17.0 does not load with torch 2.10.0+cu128: "
            "install the TorchCodec release built for this torch"
        )
        sys.modules.pop("torchcodec.decoders", None)
        (package / "decoders.py").write_text("raise ImportError('absent')")
        assert torchcodec_missing() == "needs TorchCodec: pip install 'multigpu[codec]'"
    finally:  # the real TorchCodec back, as the other tests found it
        for name in names:
            sys.modules.pop(name, None)
        sys.modules.update(saved)
