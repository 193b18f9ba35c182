"""GlobalBatchNorm takes its moments in float32 when the input is bfloat16 (autocast)."""

from __future__ import annotations

import torch

import multigpu
from multigpu.core.syncbn import GlobalBatchNorm


def _moments(run: multigpu.Run) -> dict[str, torch.Tensor]:
    torch.manual_seed(0)
    x = 1000 + torch.randn(64, 3, 4, 4)  # a large mean against a spread of 1
    norm = GlobalBatchNorm(3, momentum=1.0)
    out = norm(x.bfloat16())
    return {"var": norm.running_var.clone(), "x": x, "dtype": out.dtype}


def test_bfloat16_input_gives_float32_statistics():
    # One rank is enough: the same code path, over a one-process group.
    result = multigpu.launch(_moments, strategy="ddp", devices=1, accelerator="cpu")
    x = result["x"].bfloat16().float()
    expected = x.transpose(0, 1).reshape(3, -1).var(dim=1)  # unbiased, like running_var
    torch.testing.assert_close(result["var"], expected, rtol=1e-3, atol=1e-3)
    assert result["dtype"] == torch.bfloat16  # the output keeps the input's dtype
