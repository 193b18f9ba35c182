"""How many module forwards are under way, kept by torch's global module hooks: 0 outside any,
1 inside the script's outermost call (the one a batch goes into), more inside its children."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from torch.nn.modules.module import (
    register_module_forward_hook,
    register_module_forward_pre_hook,
)

from ..core.patches import Patches


class ForwardDepth:
    def __init__(self, outermost: Callable[[Any, Any], None] | None = None) -> None:
        self.depth = 0
        self._outermost = outermost  # called with (module, inputs) as an outermost call begins

    def install(self, patches: Patches) -> None:
        patches.hook(register_module_forward_pre_hook(self._enter))
        # Also after a forward that raised: a script that catches it goes on at depth 0.
        patches.hook(register_module_forward_hook(self._leave, always_call=True))

    def _enter(self, module: Any, inputs: Any) -> None:
        if self.depth == 0 and self._outermost is not None:
            self._outermost(module, inputs)
        self.depth += 1

    def _leave(self, module: Any, inputs: Any, output: Any) -> None:
        self.depth = max(0, self.depth - 1)
