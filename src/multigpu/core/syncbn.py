"""Batch norm whose statistics cover the global batch (all ranks), on any device.

On CUDA this is torch's SyncBatchNorm. torch's version refuses CPU tensors, so on CPU (gloo) we
use `GlobalBatchNorm`: the per-rank sums are combined with torch's differentiable all-reduce,
and autograd derives the synchronized backward from that.
"""

from __future__ import annotations

import torch
import torch.distributed as dist
from torch import nn

from .torch_compat import AnyDimBatchNorm, BatchNormBase, check_input_dims, differentiable_sum


class GlobalBatchNorm(AnyDimBatchNorm):
    """BatchNorm{1,2,3}d with mean and variance taken over every rank's batch."""

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        if not (self.training and dist.is_initialized()):
            return super().forward(input)
        check_input_dims(self, input)
        # The moments in float32 at least, and in two passes (the mean, then
        # the squares about it): E[x^2] - E[x]^2 cancels to garbage as soon as the mean is
        # large against the spread, in bfloat16 at once and in float32 soon after.
        x = input.to(torch.promote_types(input.dtype, torch.float32))  # float64 stays
        dims = [0, *range(2, x.dim())]  # every axis but the channels
        channels = x.size(1)
        shape = [1, channels] + [1] * (x.dim() - 2)
        count = torch.tensor([x.numel() / channels], device=x.device)
        # Differentiable all-reduces: their backward all-reduces the gradients of the sums.
        total = differentiable_sum(torch.cat([x.sum(dims), count]))
        n = total[-1]
        mean = total[:channels] / n
        centred = x - mean.view(shape)
        squares = differentiable_sum((centred * centred).sum(dims))
        var = squares / n  # biased, for normalizing
        if self.track_running_stats:
            with torch.no_grad():
                self.num_batches_tracked.add_(1)
                momentum = (
                    1.0 / float(self.num_batches_tracked)
                    if self.momentum is None
                    else self.momentum
                )
                unbiased = var * n / (n - 1)
                self.running_mean.lerp_(mean.detach().to(self.running_mean.dtype), momentum)
                self.running_var.lerp_(unbiased.detach().to(self.running_var.dtype), momentum)
        out = centred * torch.rsqrt(var.view(shape) + self.eps)
        if self.affine:
            out = out * self.weight.view(shape) + self.bias.view(shape)
        return out.to(input.dtype)


def convert_sync_batchnorm(module: nn.Module, device_type: str) -> nn.Module:
    """Replace every BatchNorm with its synchronized version for this device type."""
    if device_type == "cuda":
        return nn.SyncBatchNorm.convert_sync_batchnorm(module)
    return _convert(module)


def _convert(module: nn.Module) -> nn.Module:
    if isinstance(module, BatchNormBase) and not isinstance(module, GlobalBatchNorm):
        replacement = GlobalBatchNorm(
            module.num_features,
            module.eps,
            module.momentum,
            module.affine,
            module.track_running_stats,
        )
        # The same Parameter and buffer objects, so an optimizer made before still updates them.
        if module.affine:
            replacement.weight, replacement.bias = module.weight, module.bias
        if module.track_running_stats:
            replacement.running_mean = module.running_mean
            replacement.running_var = module.running_var
            replacement.num_batches_tracked = module.num_batches_tracked
        replacement.train(module.training)
        return replacement
    for name, child in module.named_children():
        module.add_module(name, _convert(child))
    return module
