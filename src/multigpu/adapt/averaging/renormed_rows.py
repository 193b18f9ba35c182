"""Embedding rows renormalised in a forward, the same on every rank as in one process.

An `nn.Embedding` with `max_norm` (and `F.embedding(..., max_norm=)`) renormalises, in place in
its weight, the rows its input looks up. Each rank looks up its own slice's rows, so each rank's
copy would keep the other ranks' rows as they were, and the copies would part from one
process's at the first step (a public set-membership script's set embeddings: 2.26 apart,
stopped by the check that the ranks' parameters agree). Before each optimizer step the ranks
exchange the rows they renormalised, and each renormalises the union: the rows one process
renormalised. Exact: a lookup's gradient does not depend on the row's value, a row renormalised
twice is renormalised once, and a row a rank looks up is renormalised before its lookup there.
"""

from __future__ import annotations

from typing import Any

import torch
from torch.distributed.tensor import DTensor
from torch.optim.optimizer import register_optimizer_step_pre_hook

from ..worker.session import Session


class RenormedRows:
    """Keeps the rows each forward renormalised, and renormalises the ranks' union at a step."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.patches = session.patches
        # This step's renormalisations, in the order the forwards made them (the same on every
        # rank): the weight (a view of its storage), max_norm, norm_type and the rows.
        self._pending: dict[int, tuple[torch.Tensor, float, float, list[torch.Tensor]]] = {}
        self._seen = False  # a renormalisation ran: from then on every step exchanges them
        self._renorm = torch.embedding_renorm_  # torch's own (set again at install)

    def install(self) -> None:
        if not self.session.distributed:
            return
        original = self._renorm = torch.embedding_renorm_

        def embedding_renorm_(
            weight: torch.Tensor, indices: torch.Tensor, max_norm: float, norm_type: float
        ) -> Any:
            if not isinstance(weight, DTensor):  # (a sharded weight is renormalised whole)
                self._kept(weight, indices, max_norm, norm_type)
            return original(weight, indices, max_norm, norm_type)

        self.patches.swap(torch, "embedding_renorm_", embedding_renorm_)
        self.patches.hook(register_optimizer_step_pre_hook(self._before_step))

    def _kept(
        self, weight: torch.Tensor, indices: torch.Tensor, max_norm: float, norm_type: float
    ) -> None:
        self._seen = True
        key = weight.untyped_storage().data_ptr() + weight.storage_offset()
        entry = self._pending.setdefault(key, (weight, max_norm, norm_type, []))
        entry[3].append(indices.detach().reshape(-1).cpu())

    def _before_step(self, *args: Any) -> None:
        if not self._seen:
            return
        pending, self._pending = list(self._pending.values()), {}
        mine = [torch.cat(rows).unique() if rows else torch.empty(0) for *_, rows in pending]
        everyone = self.session.gather(mine)
        if len({len(theirs) for theirs in everyone}) > 1:  # type: ignore[arg-type]
            self.session.warn_once(
                "renormed rows",
                "the ranks renormalised the rows of different numbers of embeddings with "
                "max_norm in one step: their weights may part from one process's",
            )
            return
        with torch.no_grad():
            for i, (weight, max_norm, norm_type, _) in enumerate(pending):
                rows = torch.cat([theirs[i] for theirs in everyone]).unique()  # type: ignore[index]
                self._renorm(weight, rows.to(weight.device), max_norm, norm_type)
