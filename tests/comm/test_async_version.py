"""The asynchronous parameter server's version counter travels exactly, past float32's 2^24."""

from __future__ import annotations

import pytest
import torch

from multigpu.comm.async_ps import _pack_version, _unpack_version


@pytest.mark.parametrize("version", [0, 1, 2**24 + 1, 2**40 + 3, 2**62 - 7])
def test_versions_round_trip_bit_for_bit(version):
    words = _pack_version(version)
    assert words.dtype == torch.float32 and words.numel() == 2  # rides in the float message
    message = torch.cat([torch.randn(5), words, torch.tensor([0.5, 32.0, 1.0])])
    assert _unpack_version(message[5:7]) == version
    assert float(torch.tensor(float(2**24 + 1), dtype=torch.float32)) != 2**24 + 1  # the old bug
