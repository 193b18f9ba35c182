"""What a rank's failure says about the script, added to its one-line error.

- Where: the script's own file:line (the innermost frame outside torch, multigpu and the
  standard library), so a failure inside a DataLoader's pipeline or a library call still names
  the line that led there.
- Why, where the batch was split: a script that hard-codes its batch size (`x.view(batch_size,
  -1)`, `for j in range(batch_size)`) breaks on a slice of it. When a shape or index error names
  the global batch's size, or an index past the slice's, the line says what happened and what
  to do (`--batch per-device`), from the sizes the split really made.
- Why, where batch norm in training met a slice of one sample: the remedy, --sync-batchnorm.
- Why, where the model was sharded: torch refuses `.numpy()` and `.tolist()` on a shard (a
  DTensor); the line says how to read the whole value.
- Why, where a framework that distributes scripts stopped before any process group: it was
  asked for more devices than the one each rank is shown.
"""

from __future__ import annotations

import os
import re
import types

import torch.distributed as dist

from ...core import frames
from ..worker.own_group import framework_of

_SHAPE_ERRORS = (RuntimeError, IndexError, ValueError)
WRITTEN_BATCH = "if that is a batch size written into the script"  # --verify reads it
SQUEEZED_ONE = "drops the batch's dimension of a slice of one"  # and this


def script_line(tb: types.TracebackType | None) -> str | None:
    """`file.py:LINE` of the innermost frame of the script's own code in a traceback."""
    found = None
    while tb is not None:
        if not frames.is_library(tb.tb_frame.f_code.co_filename):
            found = tb
        tb = tb.tb_next
    if found is None:
        return None
    return f"{os.path.basename(found.tb_frame.f_code.co_filename)}:{found.tb_lineno}"


def split_batch_hint(error: BaseException, split: tuple[int, int] | None) -> str | None:
    """What to do where the error comes from a batch split into slices (global, this rank's)."""
    if split is None or not isinstance(error, _SHAPE_ERRORS):
        return None
    whole, mine = split
    if whole == mine:
        return None
    # (Not a count of dimensions: "expected 2D or 3D input (got 1D input)".)
    numbers = {int(n) for n in re.findall(r"(?<![\d.])(\d+)(?![\d.]|D\b)", str(error))}
    past_the_slice = isinstance(error, IndexError) and f"with size {mine}" in str(error)
    # The global batch's rows, or twice them (two views of each sample: a mask of 2B rows,
    # reshaped where a rank's slice leaves none), or k times both the global batch's and
    # this rank's (rows stacked k times on both sides of the error).
    global_rows = whole in numbers or 2 * whole in numbers
    stacked = any({k * whole, k * mine} <= numbers for k in range(2, 9))
    if not global_rows and not stacked and not past_the_slice:
        return None
    if past_the_slice:
        what = f"an index past this rank's {mine} rows of the global batch's {whole}"
    else:  # which number is which, the error does not say: those that fit either are named
        fits = sorted(n for n in numbers if 0 < n <= 8 * whole and n % min(whole, mine) == 0)
        what = (
            f"the error names {' and '.join(map(str, fits))} where the global batch has {whole} "
            f"rows and each rank now gets {mine}"
        )
    return (
        f"{what}: {WRITTEN_BATCH}, it breaks on a slice of the batch; run with --batch "
        "per-device (each rank takes whole batches of the DataLoader)"
    )


def one_sample_hint(error: BaseException, split: tuple[int, int] | None) -> str | None:
    """What to do where a layer met a slice of one sample: batch norm in training refuses a
    single value per channel, which a global batch of 2 over 2 ranks gives each, and a slice
    of one squeezed loses its batch's dimension."""
    if split is None or split[0] == split[1] or not isinstance(error, ValueError):
        return None
    whole, mine = split
    if mine == 1 and re.search(r"\(got [01]D input\)", str(error)):
        # A slice of one row, squeezed (`.squeeze()` drops every dimension of size 1, the
        # batch's too), then given to a layer that wants it: a crystal GNN's pooled features.
        return (
            f"this rank's slice of the global batch's {whole} rows is 1 row, and a "
            f"`.squeeze()` without a dimension {SQUEEZED_ONE}: "
            "squeeze the dimension meant (`.squeeze(-1)`), or give batches of at least 2 rows "
            "a rank"
        )
    if "Expected more than 1 value per channel when training" not in str(error):
        return None
    # The smallest slice is the rows over the ranks, rounded down: 2 rows a rank need 2N.
    if dist.is_available() and dist.is_initialized():
        ranks = dist.get_world_size()
    else:  # the launcher's count, else the most the slices allow
        ranks = int(os.environ.get("WORLD_SIZE", "0")) or -(-whole // mine)
    return (
        f"batch norm met this rank's slice of {mine} of the global batch's {whole} rows, and "
        "normalises over one value per channel: run with --sync-batchnorm (statistics over "
        "the global batch, as one process takes them), or give batches of at least "
        f"{2 * ranks} rows (2 a rank)"
    )


def shard_hint(error: BaseException) -> str | None:
    """What to do where the script used a parameter that --strategy fsdp sharded as if whole
    (`.numpy()`, `.tolist()`: torch refuses them on a DTensor)."""
    text = str(error)
    if not isinstance(error, (RuntimeError, TypeError)):
        return None
    # torch's `.numpy()` on a DTensor says "tensor subclasses"; a dispatch that names another
    # class ("tensor subclass <class 'tensordict._td.TensorDict'>") is no shard's.
    named_other = "<class '" in text and "DTensor" not in text
    if ("DTensor" not in text and "tensor subclass" not in text) or named_other:
        return None
    return (
        "a parameter the script reads is a shard (DTensor) under --strategy fsdp/hsdp: read "
        "whole values from model.state_dict(), or .full_tensor() of the parameter"
    )


def framework_hint(error: BaseException) -> str | None:
    """What to do where a framework (Lightning, Accelerate, ...) stopped while setting itself
    up, before any process group: under multigpu run each rank is shown one device."""
    if dist.is_available() and dist.is_initialized():
        return None  # it was handed over, or training had started: not a setting-up error
    tb, framework = error.__traceback__, None
    while tb is not None and framework is None:  # outermost first: the one the script called
        framework = framework_of(tb.tb_frame)
        tb = tb.tb_next
    if framework is None:
        return None
    return (
        f"{framework} stopped setting up; if it was over its devices or strategy: under "
        "multigpu run each rank is one process shown one device, and multigpu run "
        f"distributes the script; leave {framework}'s devices and strategy at their defaults, "
        f"which take that device, or run the script with multigpu launch, which shows "
        f"{framework} every device"
    )


def explained(
    error: BaseException, split: tuple[int, int] | None, said: tuple[str, ...] = ()
) -> None:
    """Add where (and why, where known) to the error's message, in place. `said`: what the
    run did before it that may explain it (that no rank trained), where no rule of the error
    itself does."""
    where = script_line(error.__traceback__)
    hint = (
        split_batch_hint(error, split)
        or one_sample_hint(error, split)
        or shard_hint(error)
        or framework_hint(error)
        or "; ".join(said)
        or None  # (no rule and nothing said: the message gets its line alone)
    )
    if where is None and hint is None:
        return
    added = f"at {where}" if where else ""
    if hint:
        added = f"{added}: {hint}" if added else hint
    message = str(error.args[0]) if len(error.args) == 1 else str(error)
    if where and where in message:
        return
    error.args = (f"{message} ({added})",)
