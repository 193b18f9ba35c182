"""A function scripted with `torch.jit.script` while multigpu's wrappers of torch's functions are
in force (the CUDA stand-in on a CPU rank): it compiles against torch's own, and computes as it
does without them. No process."""

from __future__ import annotations

import pytest
import torch

from multigpu.adapt.devices.one_device import CudaOnCpu
from multigpu.core.patches import Patches, torchscript_compiles_torchs_own


def _scripted():
    def backward(x: torch.Tensor, grad: torch.Tensor) -> torch.Tensor:
        return grad * torch.ones_like(x) * ((x >= -3.0) & (x <= 3.0)) / 6.0

    return torch.jit.script(backward)


def test_a_function_scripted_under_the_cuda_stand_in_compiles_against_torchs_own():
    x, grad = torch.linspace(-5, 5, 11), torch.ones(11)
    expected = grad * ((x >= -3) & (x <= 3)) / 6
    patches = Patches()
    try:
        torchscript_compiles_torchs_own(patches)
        CudaOnCpu(patches).install()
        wrapper = torch.ones_like
        assert wrapper.__code__.co_filename.endswith("one_device.py")  # the wrapper in force
        torch.testing.assert_close(_scripted()(x, grad), expected)
        assert torch.ones_like is wrapper  # and again after compiling
    finally:
        patches.restore()


def test_without_it_the_wrapped_function_stops_torchscript():
    """The control: timm's scripted activations stopped a script so (`got
    builtin_function_or_method`)."""
    patches = Patches()
    try:
        CudaOnCpu(patches).install()
        with pytest.raises(TypeError, match="builtin_function_or_method"):
            _scripted()
    finally:
        patches.restore()
