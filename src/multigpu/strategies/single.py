"""One device, one process, no wrapper: the reference every other method is compared with."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import InvalidOption
from .base import Layout, Strategy


@dataclass(kw_only=True, frozen=True)
class SingleDevice(Strategy):
    name = "single"
    one_process = True

    def device_request(self, devices: int | str) -> int:
        if devices not in ("auto", 1, "1"):
            raise InvalidOption(
                "devices", devices, "strategy 'single' uses one device; pick 'ddp' for more"
            )
        return 1

    def layout(self, device_type: str, devices: int, threads_per_device: int) -> Layout:
        return Layout(1, 1, threads_per_device)

    def check_world_size(self, world_size: int) -> None:
        if world_size > 1:
            raise InvalidOption(
                "strategy", self.name, f"runs in one process, but WORLD_SIZE={world_size}"
            )
