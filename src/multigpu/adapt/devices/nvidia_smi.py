"""`nvidia-smi` for the CPU standing in for CUDA: what a script that asks the driver's tool
which GPU is freest reads (`nvidia-smi -q -d Memory | grep Used`, `--query-gpu=memory.free
--format=csv`), about one device, the stand-in's, whose memory is the machine's. Only where
no real `nvidia-smi` is on the PATH; run as `python -m multigpu.adapt.devices.nvidia_smi`.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
from pathlib import Path

NAME = "cpu (standing in for cuda)"
_UUID = "GPU-00000000-0000-0000-0000-000000000000"


def on_path(environ: os._Environ[str] | dict[str, str]) -> Path:
    """A folder holding an `nvidia-smi` that runs this module, put first on `environ`'s PATH;
    returns the folder (the caller removes it)."""
    folder = Path(tempfile.mkdtemp(prefix="multigpu-nvidia-smi-"))
    tool = folder / "nvidia-smi"
    tool.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m {__name__} "$@"\n')
    tool.chmod(tool.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    environ["PATH"] = os.pathsep.join(filter(None, [str(folder), environ.get("PATH")]))
    return folder


def host_memory() -> tuple[int, int]:
    """The stand-in's memory, free and in all, in bytes: the machine's (what
    `torch.cuda.mem_get_info` answers, and this tool in MiB)."""
    import psutil

    memory = psutil.virtual_memory()
    return memory.available, memory.total


def _memory_mib() -> tuple[int, int, int]:
    free, total = (size >> 20 for size in host_memory())
    return total, total - free, free


def _query(fields: str, units: bool, header: bool) -> list[str]:
    """`--query-gpu=FIELDS --format=csv[,noheader][,nounits]`: one device's line."""
    total, used, free = _memory_mib()
    known = {
        "index": ("0", ""),
        "name": (NAME, ""),
        "uuid": (_UUID, ""),
        "memory.total": (str(total), "MiB"),
        "memory.used": (str(used), "MiB"),
        "memory.free": (str(free), "MiB"),
        "utilization.gpu": ("0", "%"),
        "utilization.memory": ("0", "%"),
    }
    asked = [(name, *known.get(name, ("[N/A]", ""))) for name in fields.split(",") if name]
    values = [f"{value} {unit}" if units and unit else value for _, value, unit in asked]
    heads = [f"{name} [{unit}]" if units and unit else name for name, _, unit in asked]
    return [", ".join(heads), ", ".join(values)] if header else [", ".join(values)]


def _memory_report() -> list[str]:
    total, used, free = _memory_mib()
    return [
        "==============NVSMI LOG==============",
        "",
        "Attached GPUs                             : 1",
        "GPU 00000000:00:00.0",
        "    FB Memory Usage",
        f"        Total                             : {total} MiB",
        "        Reserved                          : 0 MiB",
        f"        Used                              : {used} MiB",
        f"        Free                              : {free} MiB",
    ]


def main(argv: list[str]) -> int:
    options = dict(a.split("=", 1) if "=" in a else (a, "") for a in argv)
    if "-L" in options or "--list-gpus" in options:
        print(f"GPU 0: {NAME} (UUID: {_UUID})")
    elif "--query-gpu" in options:
        form = options.get("--format", "csv")
        print(
            "\n".join(_query(options["--query-gpu"], "nounits" not in form, "noheader" not in form))
        )
    elif "-q" in options or "--query" in options:
        print("\n".join(_memory_report()))
    else:
        total, used, _ = _memory_mib()
        print(f"| 0  {NAME}  |  {used}MiB / {total}MiB  |  0%  Default |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
