"""What a training step holds per device under a layout, from one process's step: the bytes
each strategy's memory formula starts from (`Strategy.memory_per_device`), and the shared
piece of those formulas, which of a step's two peaks is the larger.

A step of the script, measured in one process at its peak (adapt/plan/measure_step.py), gives the
bytes of its parameters (P), buffers, optimizer states (O), and activations and temporaries (A, at
the script's batch, with any gradient made by then); G is every trainable parameter's gradient and U
the largest repeated block's parameters. The peak comes while activations are alive or at the end of
backward, when every gradient exists; with activations split over N ranks, the second may become the
larger, so both are predicted and the larger kept."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class StepBytes:
    parameters: float
    buffers: float
    optimizer: float
    activations: float
    """Activations, temporaries and the rest at the peak, for the batch one device runs."""
    gradients_then: float
    """The gradients made by the time of the activations' peak."""
    gradients_kept: float = 0.0
    """The previous step's gradients, still alive while the forward runs (a script that calls
    `zero_grad()` after its forward, before `backward()`): beside the activations."""
    trainable: float
    """Every trainable parameter's gradient (G)."""
    block: float
    """The largest repeated block's parameters (U)."""
    blocks: int = 0
    """The repeated blocks: the model's count."""
    experts: float = 0.0
    """The experts modules' parameters (part of P): split over ep where the layout has it."""
    accumulates_whole: bool = False
    """The script accumulates micro-batches and a sharded run keeps their gradients whole
    until the last one's backward."""


def larger_phase(activations: float, gradients_then: float, all_gradients: float) -> dict:
    """The larger of the two peaks' remaining parts: activations with the gradients made by
    then, or every gradient."""
    if activations + gradients_then >= all_gradients:
        return {"activations": activations, "gradients": gradients_then}
    return {"activations": 0.0, "gradients": all_gradients}
