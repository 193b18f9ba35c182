"""How many module forwards are under way, kept by torch's global module hooks: 0 outside any,
1 inside the script's outermost call (the one a batch goes into), more inside its children.

Modules called while a batch loads are not the model's forwards: torchvision's transforms are
modules, and a random flip's draw is the data's (left alone), not noise in a forward."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from torch.nn.modules.module import (
    register_module_forward_hook,
    register_module_forward_pre_hook,
)

from ...core.frames import loading
from ...core.patches import Patches


class ForwardDepth:
    def __init__(self, outermost: Callable[[Any, Any], None] | None = None) -> None:
        self.depth = 0
        self._loads = 0  # depth of module calls made while a batch loads (not counted)
        self._outermost = outermost  # called with (module, inputs) as an outermost call begins
        self._handles: list[Any] = []

    def install(self, patches: Patches) -> None:
        self._handles = [
            register_module_forward_pre_hook(self._enter),
            # Also after a forward that raised: a script that catches it goes on at depth 0.
            register_module_forward_hook(self._leave, always_call=True),
        ]
        for handle in self._handles:
            patches.hook(handle)

    @property
    def installed(self) -> bool:
        return bool(self._handles)

    def remove(self) -> None:
        """The hooks taken off before the session ends (they cost every forward); installed
        again, the count starts from 0."""
        for handle in self._handles:
            handle.remove()
        self._handles = []
        self.depth = self._loads = 0

    def _enter(self, module: Any, inputs: Any) -> None:
        # Asked once per outermost call: its children follow its answer.
        if self._loads or (self.depth == 0 and loading()):
            self._loads += 1
            return
        if self.depth == 0 and self._outermost is not None:
            self._outermost(module, inputs)
        self.depth += 1

    def _leave(self, module: Any, inputs: Any, output: Any) -> None:
        if self._loads:
            self._loads -= 1
        else:
            self.depth = max(0, self.depth - 1)
