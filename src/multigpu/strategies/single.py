"""One device, one process, no wrapper: the reference every other method is compared with."""

from __future__ import annotations

from .base import Strategy


class SingleDevice(Strategy):
    name = "single"
    multiprocess = False
