"""A script that sets up its own process group, so `multigpu run` hands it over there: it
lists what multigpu run had changed in torch before (its registry: what, by which adapter),
and after the hand-over reports every one of those attributes that still holds a multigpu
function, every patch still in force, the global hooks still registered, and whether the
session is still set on the nn.DataParallel stand-in's class (one JSON line per rank)."""

import builtins
import importlib
import json

import torch.distributed as dist
from torch.nn.modules import module as modules
from torch.optim import optimizer as optimizers

from multigpu.adapt.averaging.gradients import DataParallelAsDDP
from multigpu.core import patches


def resolve(path: str) -> object:
    parts = path.split(".")
    if parts[0] == "builtins":
        return getattr(builtins, parts[1])
    for cut in range(len(parts), 0, -1):
        try:
            found = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            found = getattr(found, part)
        return found
    raise LookupError(path)


def multigpus(value: object) -> bool:
    """A function (or method) whose code lives in multigpu, or a class of multigpu's."""
    function = getattr(value, "__func__", value)
    code = getattr(function, "__code__", None)
    if code is not None:
        return "/multigpu/" in code.co_filename
    return isinstance(value, type) and value.__module__.startswith("multigpu")


def global_hooks() -> dict[str, list[str]]:
    tables = {
        "module forward pre": modules._global_forward_pre_hooks,
        "module forward": modules._global_forward_hooks,
        "optimizer step pre": optimizers._global_optimizer_pre_hooks,
        "optimizer step post": optimizers._global_optimizer_post_hooks,
    }
    return {name: [h.__qualname__ for h in table.values()] for name, table in tables.items()}


def split(line: str) -> tuple[str, str]:
    what, rest = line.split("  (", 1)
    return what, rest.split(":", 1)[0]  # the attribute, the adapter module


before = [split(line) for line in patches.in_force()]
hooks_before = global_hooks()
dist.init_process_group("gloo")
still_ours = sorted({who for what, who in before if multigpus(resolve(what))})
print(
    json.dumps(
        {
            "rank": dist.get_rank(),
            "adapters_before": sorted({who for _, who in before}),
            "patched_before": len(before),
            "still_ours": still_ours,
            "in_force_after": sorted({split(line)[1] for line in patches.in_force()}),
            "hooks_before": hooks_before,
            "hooks_after": global_hooks(),
            "class_attribute_left": "session" in vars(DataParallelAsDDP),
        }
    )
)
dist.destroy_process_group()
