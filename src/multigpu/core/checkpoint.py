"""Checkpoints: one file a plain `torch.load(f, weights_only=True)` opens, written atomically.

A checkpoint is a dict of named things. Modules are unwrapped first (no `module.` prefix);
anything with `state_dict()` is saved through it; plain values are saved as they are. Beside
them the file holds every rank's RNG states, so that resuming continues the same random stream.
"""

from __future__ import annotations

import pickle
import random
import re
import shutil
import zipfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from .files import atomic_open
from .torch_compat import COMPILED_PREFIX

FORMAT = "multigpu/1"
NAME = re.compile(r"^step-(\d+)\.(pt|dcp)$")
EXTRA = "extra.pt"  # inside a sharded checkpoint: everything that is not sharded

# Keys of the format the PyTorch tutorials save, and ours they stand for.
TUTORIAL_KEYS = {"model_state_dict": "model", "optimizer_state_dict": "optimizer"}
WRAPPER_PREFIXES = ("module.", COMPILED_PREFIX)


class CheckpointError(Exception):
    """A checkpoint that cannot be used; the message says why in one line."""


def checkpoint_name(step: int, sharded: bool = False) -> str:
    """step-000000123.pt, or step-000000123.dcp (a folder) for sharded strategies."""
    return f"step-{step:09d}.{'dcp' if sharded else 'pt'}"


def to_saveable(state: Mapping[str, Any]) -> dict[str, Any]:
    """Plain data for `torch.save`: anything with `state_dict()` through it (modules must be
    unwrapped by the caller, whose strategy knows its wrappers)."""
    out: dict[str, Any] = {}
    for key, value in state.items():
        if hasattr(value, "state_dict") and callable(value.state_dict):
            out[key] = value.state_dict()
        else:
            out[key] = value
    return out


def write(path: Path, payload: dict[str, Any]) -> None:
    """Write to a temporary name beside `path`, fsync, rename: never a half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_open(path, "wb") as f:
        torch.save(payload, f)


def read(path: str | Path, map_location: torch.device | str = "cpu") -> dict[str, Any]:
    """Load with `weights_only=True`; every way a file can be unusable becomes CheckpointError.

    For a sharded checkpoint (a folder) this is its unsharded part; the shards are loaded by
    `load_sharded`.
    """
    path = Path(path)
    return normalize(_load(path / EXTRA if path.is_dir() else path, map_location, mmap=False))


def verify(path: str | Path) -> None:
    """Raise CheckpointError unless the checkpoint loads (memory-mapped: cheap for large files)."""
    path = Path(path)
    if path.is_dir():
        if not (path / ".metadata").is_file():
            raise CheckpointError(f"{path} is not a complete sharded checkpoint (no .metadata)")
        path = path / EXTRA
    _load(path, "cpu", mmap=True)


def saved_value(path: str | Path, key: str) -> Any:
    """One of the values a checkpoint holds beside the model (its step, its loader's place),
    read memory-mapped: no tensor is loaded. None where it holds none under `key`."""
    path = Path(path)
    return normalize(_load(path / EXTRA if path.is_dir() else path, "cpu", mmap=True)).get(key)


def _load(path: Path, map_location: torch.device | str, mmap: bool) -> dict[str, Any]:
    if not path.is_file():
        raise CheckpointError(f"no checkpoint at {path}")
    try:
        payload = torch.load(path, map_location=map_location, weights_only=True, mmap=mmap)
    except pickle.UnpicklingError as error:
        unsafe = re.search(r"Unsupported global: GLOBAL (\S+)", str(error))
        if unsafe:
            raise CheckpointError(
                f"{path} holds a {unsafe.group(1)} object, which only full unpickling could "
                "build (and that can run arbitrary code); refusing to load it"
            ) from None
        raise CheckpointError(f"{path} is corrupt or truncated: {_first_line(error)}") from None
    except (RuntimeError, EOFError, OSError, ValueError, zipfile.BadZipFile) as error:
        raise CheckpointError(f"{path} is corrupt or truncated: {_first_line(error)}") from None
    except Exception as error:  # the unpickler on junk bytes: IndexError, KeyError, ... (seen)
        raise CheckpointError(
            f"{path} is corrupt or truncated: {type(error).__name__}: {_first_line(error)}"
        ) from None
    if not isinstance(payload, dict):
        raise CheckpointError(f"{path} is not a checkpoint (a {type(payload).__name__})")
    return payload


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def normalize(payload: dict[str, Any]) -> dict[str, Any]:
    """Accept the tutorials' {'epoch', 'model_state_dict', 'optimizer_state_dict'} too."""
    if "format" in payload:
        return payload
    out = {TUTORIAL_KEYS.get(key, key): value for key, value in payload.items()}
    if "epoch" in out and "loader" not in out:
        # The tutorials save the epoch just finished; training continues with the next one.
        out["loader_epoch"] = int(out["epoch"]) + 1
    return out


def load_into(target: Any, saved: Any, key: str) -> None:
    """Restore one named thing (a module unwrapped by the caller) from its saved state."""
    if isinstance(target, nn.Module):
        load_model(target, saved, key)
    elif hasattr(target, "load_state_dict"):
        try:
            target.load_state_dict(saved)
        except (ValueError, KeyError, RuntimeError) as error:
            raise CheckpointError(f"cannot restore {key!r}: {error}") from None
    else:
        raise CheckpointError(f"{key!r} has no load_state_dict(); read plain values from the dict")


def restore(state: Mapping[str, Any], payload: dict[str, Any], path: Path, rank: int) -> None:
    """Restore every object in `state` (modules unwrapped) from a checkpoint's `payload`, and
    `rank`'s random number generators."""
    for key, target in state.items():
        if key in payload:
            load_into(target, payload[key], key)
        elif hasattr(target, "resume_at") and "loader_epoch" in payload:
            target.resume_at(payload["loader_epoch"], 0)  # a tutorial-format file
        elif isinstance(target, nn.Module) or hasattr(target, "load_state_dict"):
            known = ", ".join(k for k in payload if k not in ("rng", "format"))
            raise CheckpointError(f"{path} has no {key!r} (it has: {known})")
    rngs = payload.get("rng") or []
    if rank < len(rngs):
        set_rng_state(rngs[rank])


def load_model(model: nn.Module, state: Mapping[str, torch.Tensor], key: str = "model") -> None:
    """load_state_dict, whichever wrappers either side had, with a clear list of what does
    not fit."""
    state = strip_wrapper_prefixes(state)
    own = model.state_dict()
    prefix = wrapper_prefix(own)  # the model itself is wrapped
    check_fits(shapes_of({k[len(prefix) :]: v for k, v in own.items()}), shapes_of(state), key)
    model.load_state_dict({prefix + k: v for k, v in state.items()})


def shapes_of(state: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    return {name: tuple(value.shape) for name, value in state.items()}


def check_fits(
    expected: Mapping[str, tuple[int, ...]], saved: Mapping[str, tuple[int, ...]], key: str
) -> None:
    """CheckpointError naming every key and shape that differs between a model and its save."""
    missing = sorted(expected.keys() - saved.keys())
    unexpected = sorted(saved.keys() - expected.keys())
    shapes = [
        f"{name}: checkpoint {saved[name]} vs model {shape}"
        for name, shape in expected.items()
        if name in saved and saved[name] != shape
    ]
    problems = []
    if missing:
        problems.append(f"missing keys {_short(missing)}")
    if unexpected:
        problems.append(f"unexpected keys {_short(unexpected)}")
    if shapes:
        problems.append(f"shape mismatch {_short(shapes)}")
    if problems:
        raise CheckpointError(f"checkpoint {key!r} does not fit this model: {'; '.join(problems)}")


def saved_shapes(path: str | Path, key: str = "model") -> dict[str, tuple[int, ...]]:
    """The shapes of what a checkpoint holds under `key`, read without loading the tensors
    (memory-mapped file, or a sharded checkpoint's metadata)."""
    path = Path(path)
    if path.is_dir():
        from torch.distributed.checkpoint import FileSystemReader

        metadata = FileSystemReader(str(path)).read_metadata().state_dict_metadata
        prefix = key + "."
        return {
            name[len(prefix) :]: tuple(entry.size)
            for name, entry in metadata.items()
            if name.startswith(prefix) and hasattr(entry, "size")
        }
    payload = normalize(_load(path, "cpu", mmap=True))
    if key not in payload:
        raise CheckpointError(f"{path} has no {key!r}")
    return shapes_of(strip_wrapper_prefixes(payload[key]))


def strip_wrapper_prefixes(state: Mapping[str, Any]) -> dict[str, Any]:
    """Drop a `module.` (DDP/DataParallel) or `_orig_mod.` (compile) prefix common to all keys."""
    prefix = wrapper_prefix(state)
    return {k[len(prefix) :]: v for k, v in state.items()}


def wrapper_prefix(keys: Any) -> str:
    """The chain of wrapper prefixes every key starts with ('module._orig_mod.', or '')."""
    keys, found = list(keys), ""
    while keys:
        prefix = next((p for p in WRAPPER_PREFIXES if all(k.startswith(p) for k in keys)), None)
        if prefix is None:
            break
        found += prefix
        keys = [k[len(prefix) :] for k in keys]
    return found


def _short(items: list[str], limit: int = 5) -> str:
    shown = ", ".join(items[:limit])
    return f"[{shown}{', ...' if len(items) > limit else ''}] ({len(items)})"


def nonfinite_parameters(state: Mapping[str, Any]) -> list[str]:
    """Names ('model.fc.weight') of this process's parameters that hold a NaN or inf, for the
    (unwrapped) modules of a checkpoint's state. One device synchronization where all are
    finite: each parameter's sum is screened (a NaN or inf makes it one), and only a sum that
    is not finite, which a large finite tensor may also give, is checked element by element.
    (isfinite(p).all() on every parameter took 36 ms of a 65 ms background save's stall for
    100 MB of weights; the sums take 3.)"""
    named = [
        (f"{key}.{name}", p.to_local() if hasattr(p, "to_local") else p)  # FSDP: the shard
        for key, module in state.items()
        if isinstance(module, nn.Module)
        for name, p in module.named_parameters()
    ]
    if not named:
        return []
    sums = torch.stack([_screen(p.detach()) for _, p in named])
    suspects = (~torch.isfinite(sums)).nonzero().flatten().tolist()
    return [named[i][0] for i in suspects if not torch.isfinite(named[i][1].detach()).all()]


def _screen(tensor: torch.Tensor) -> torch.Tensor:
    """A sum that is finite unless the tensor holds a NaN or inf (or overflows the sum)."""
    if not tensor.is_floating_point():
        return torch.zeros((), device=tensor.device)
    return tensor.sum(dtype=torch.float64 if tensor.dtype == torch.float64 else torch.float32)


# -- random number generators -------------------------------------------------------------------


def rng_state() -> dict[str, Any]:
    """This process's RNG states as tensors and plain values (loadable with weights_only)."""
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    state: dict[str, Any] = {
        "torch": torch.get_rng_state(),
        "numpy": [kind, torch.from_numpy(keys.astype(np.int64)), pos, has_gauss, cached],
        "python": random.getstate(),
    }
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state()
    return state


def set_rng_state(state: dict[str, Any]) -> None:
    torch.set_rng_state(state["torch"].cpu())
    kind, keys, pos, has_gauss, cached = state["numpy"]
    np.random.set_state((kind, keys.numpy().astype(np.uint32), pos, has_gauss, cached))
    version, internal, gauss = state["python"]
    random.setstate((version, tuple(internal), gauss))
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state(state["cuda"].cpu())


# -- finding the checkpoint to resume from ------------------------------------------------------


def candidates(folder: Path) -> list[Path]:
    """Finished checkpoints in a folder, newest (highest step) first.

    Temporary files of a save in progress have other names and are never candidates.
    """
    if not folder.is_dir():
        return []
    found = [(int(m.group(1)), p) for p in folder.iterdir() if (m := NAME.match(p.name))]
    return [p for _, p in sorted(found, reverse=True)]


def prune(folder: Path, keep: int) -> None:
    """Delete all but the newest `keep` checkpoints."""
    for old in candidates(folder)[keep:]:
        if old.is_dir():
            shutil.rmtree(old, ignore_errors=True)
        else:
            old.unlink(missing_ok=True)


def choose_resume(resume: str, folder: Path, report: Any = print) -> Path | None:
    """The checkpoint to start from: none, the given file, or for 'auto' the newest that loads.

    A corrupt newest file (a crash mid-copy, a full disk) is reported and skipped, and the one
    before it is used.
    """
    if not resume:
        return None
    if resume != "auto":
        return Path(resume)
    for path in candidates(folder):
        try:
            verify(path)
        except CheckpointError as error:
            report(f"skipping checkpoint: {error}")
            continue
        return path
    return None
