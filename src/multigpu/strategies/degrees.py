"""A layout given as degrees (`--dp-shard 4 --tp 2`), and the method those degrees mean.

The degrees are the configuration, as torchtitan has it: a user says how many ranks each
dimension takes (one of them -1, the rest) and the method follows from which of them exceed 1.
The method names stay, as presets of degrees: `ddp` is dp_replicate the rest, `fsdp` dp_shard
the rest, and so on (`said`). A composition not built yet is refused in one line, naming it.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core.errors import InvalidOption
from .mesh import BORROWED, ORDER, REST

# The degrees a user gives (the mesh's dimensions, in its order, then ep, which borrows its
# ranks from dp_shard).
DEGREES = (*ORDER, BORROWED)
# What hsdp's default dp_replicate (one replica per machine) is said as, by `said`.
PER_MACHINE = 0


def preset_for(given: Mapping[str, int]) -> str:
    """The method that lays out the `given` degrees (a degree of 1 leaves its dimension out,
    but dp_shard 1 alone asks for a layout of one rank, and with tp for tp alone). Refuses what
    no method composes."""
    for name in given:
        if name not in DEGREES:
            raise InvalidOption(name, given[name], f"is not a degree ({', '.join(DEGREES)})")
    wanted = {name for name, degree in given.items() if degree != 1}
    if BORROWED in wanted:
        others = sorted(wanted - {BORROWED, "dp_replicate", "dp_shard", "tp"}, key=DEGREES.index)
        if others:
            raise InvalidOption(
                BORROWED,
                given[BORROWED],
                f"does not compose with {' or '.join(others)} yet: only with dp_replicate, "
                "dp_shard and tp",
            )
        if "tp" in wanted:
            return "fsdp+tp"
        return "hsdp" if "dp_replicate" in wanted else "fsdp"
    if "pp" in wanted:
        others = sorted(wanted - {"pp", "dp_shard", "tp"}, key=DEGREES.index)
        if others:
            raise InvalidOption(
                "pp",
                given["pp"],
                f"does not compose with {' or '.join(others)} yet: only with dp_shard and tp",
            )
        return "pipeline"
    if "tp" in wanted:
        alone = given.get("dp_shard") == 1 and not {"cp", "dp_replicate"} & wanted
        return "tp" if alone else "fsdp+tp"
    if "dp_replicate" in wanted:
        return "hsdp" if {"dp_shard", "cp"} & wanted else "ddp"
    return "fsdp" if "dp_shard" in given or "cp" in wanted else "ddp"


def said(degrees: Mapping[str, int]) -> str:
    """'dp_replicate (machines) x dp_shard (rest)': a preset's degrees in words."""
    words = {REST: "(rest)", PER_MACHINE: "(machines)"}
    return " x ".join(f"{name} {words.get(degree, degree)}" for name, degree in degrees.items())
