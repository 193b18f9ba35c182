"""The job's parallel degrees, and the device mesh built from them once.

torchtitan's `ParallelDims` in this project's terms: a layout is a few named degrees whose
product is the world (`pp`, `dp_replicate`, `dp_shard`, `cp`, `tp`), validated against a world
size with no process and no device, so a layout for 64 GPUs is checked on a laptop. Every
strategy describes its layout as one; the data-parallel split (how many ranks read different
batches, and which of them a rank is) and the device mesh both come from it.

`ep` borrows its ranks from `dp_shard`, as torchtitan's does: the experts of a mixture are split
over ep neighbouring ranks of dp_shard, which still read batches of their own, and repeated
over the rest of dp_shard (`ep_replicate`). It is not a factor of the world, and the mesh cuts
dp_shard in two for it (`ep_replicate x ep`, flattened back into `dp_shard` for FSDP).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..core.errors import InvalidOption

# Outermost first, as torchtitan lays them out: a rank's coordinates are its index in this
# order, row-major, so the innermost dimension (tp) holds neighbouring ranks, on one machine.
ORDER = ("pp", "dp_replicate", "dp_shard", "cp", "tp")
DATA_PARALLEL = ("dp_replicate", "dp_shard")  # ranks that read different batches
BORROWED = "ep"  # a degree that takes its ranks from dp_shard's
REST = -1  # the degree that takes whatever the others leave of the world


@dataclass(frozen=True)
class MeshDims:
    world_size: int
    dims: tuple[tuple[str, int], ...]  # (name, degree), outermost first
    ep: int = 1  # ranks of dp_shard the experts are split over

    @classmethod
    def of(cls, world_size: int, **degrees: int) -> MeshDims:
        """The layout of the named `degrees` on `world_size` ranks; at most one of them
        REST. Refuses, naming the option, a degree below 1, one that does not divide the
        world, or degrees whose product is not the world; and an ep that dp_shard cannot
        hold."""
        ep = degrees.pop(BORROWED, 1)
        unknown = set(degrees) - set(ORDER)
        if unknown:
            raise ValueError(f"no mesh dimension named {', '.join(sorted(unknown))}")
        rest = [name for name, size in degrees.items() if size == REST]
        if len(rest) > 1:
            raise ValueError(f"only one degree can be the rest: {', '.join(rest)}")
        given = {name: size for name, size in degrees.items() if size != REST}
        for name, size in given.items():
            if size < 1:
                raise InvalidOption(name, size, "must be at least 1")
            if world_size % size:
                raise InvalidOption(name, size, f"does not divide the {world_size} ranks")
        known = math.prod(given.values())
        if rest:
            if world_size % known:
                raise _product_refused(given, world_size, "does not divide")
            given[rest[0]] = world_size // known
        elif known != world_size:
            raise _product_refused(given, world_size, "is not")
        shard = given.get("dp_shard", 1)
        if ep < 1 or shard % ep:
            raise InvalidOption(BORROWED, ep, f"must divide dp_shard {shard}: its ranks are ep's")
        return cls(world_size, tuple((name, given[name]) for name in ORDER if name in given), ep)

    @property
    def shape(self) -> dict[str, int]:
        """Every degree, ep (where over 1) after the dp_shard it borrows from."""
        shape = dict(self.dims)
        return {**shape, BORROWED: self.ep} if self.ep > 1 else shape

    @property
    def mesh_shape(self) -> dict[str, int]:
        """The device mesh's dimensions as it is built: dp_shard cut into ep_replicate x ep
        where ep is over 1, the degrees otherwise."""
        if self.ep == 1:
            return dict(self.dims)
        shard = self.degree("dp_shard")
        cut = {"dp_shard": (("ep_replicate", shard // self.ep), (BORROWED, self.ep))}
        return dict(dim for name, size in self.dims for dim in cut.get(name, ((name, size),)))

    def degree(self, name: str) -> int:
        """The degree of `name`: 1 where the layout does not have that dimension."""
        return self.shape.get(name, 1)

    @property
    def replicas(self) -> int:
        """Ranks that read different batches: the data-parallel degree."""
        return math.prod(self.degree(name) for name in DATA_PARALLEL)

    def coordinates(self, rank: int, mesh: bool = False) -> dict[str, int]:
        """`rank`'s index along each dimension (row-major, outermost first): of the degrees,
        or with `mesh` of the device mesh as built (`mesh_shape`)."""
        if not 0 <= rank < self.world_size:
            raise ValueError(f"rank {rank} is not one of the {self.world_size}")
        dims = list(self.mesh_shape.items() if mesh else self.dims)
        found = {}
        for name, size in reversed(dims):
            rank, found[name] = divmod(rank, size)
        return {name: found[name] for name, _ in dims}

    def data_parallel(self, rank: int) -> tuple[int, int]:
        """(replicas, which of them `rank` is): how the data is split between the ranks."""
        at = self.coordinates(rank)
        index = at.get("dp_replicate", 0) * self.degree("dp_shard") + at.get("dp_shard", 0)
        return self.replicas, index

    def describe(self) -> str:
        said = " x ".join(f"{name} {size}" for name, size in self.dims)
        return f"{said}, experts over ep {self.ep}" if self.ep > 1 else said

    def build(self, device_type: str) -> Any:
        """The torch DeviceMesh of this layout over the job's ranks (a collective: every rank
        calls it, once; the strategy keeps it)."""
        from torch.distributed.device_mesh import init_device_mesh

        from ..core.torch_compat import flatten_mesh

        shape = self.mesh_shape
        mesh = init_device_mesh(device_type, tuple(shape.values()), mesh_dim_names=tuple(shape))
        if self.ep > 1:  # dp_shard again, as one dimension, for FSDP and the data
            flatten_mesh(mesh, ("ep_replicate", BORROWED), "dp_shard")
        return mesh


def check_degree(name: str, value: object, rest: bool = True) -> None:
    """A degree given as an option: a whole number of ranks, or REST (-1) for the rest where
    the option takes it (`rest`)."""
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or not (value >= 1 or (rest and value == REST))
    ):
        said = "or -1 for the rest" if rest else "at least 1"
        raise InvalidOption(name, value, f"must be a whole number of ranks, {said}")


def _product_refused(given: dict[str, int], world_size: int, verb: str) -> InvalidOption:
    *_, (last, size) = given.items()
    terms = " x ".join(f"{name} {value}" for name, value in given.items())
    if len(given) > 1:
        terms += f" = {math.prod(given.values())}"
    return InvalidOption(last, size, f"{terms} {verb} the {world_size} ranks")
