"""Whose code a frame is: the user's, or a library's (torch, multigpu, the standard library).

Reports and warnings name the user's own file:line; library frames are what they called.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import types

from torch.utils.data import get_worker_info


# torch's (with its domain libraries, whose data sets download on the script's behalf as
# torch.save writes), multigpu's and the standard library's folders, each with its separator:
# torch_geometric and torchmetrics sit beside torch under names that start as its does, and are
# installed packages like any other, whose caches are their own. Installed packages are under
# "-packages" (site-packages, dist-packages), also when the standard library's folder holds them.
def _folders(*packages: str) -> tuple[str, ...]:
    found = []
    for name in packages:
        spec = importlib.util.find_spec(name)  # (not imported: its path only)
        if spec is not None and spec.origin:
            found.append(os.path.join(os.path.dirname(spec.origin), ""))
    return tuple(found)


_OURS_AND_TORCH = (
    *_folders("torch", "torchvision", "torchaudio"),
    os.path.join(os.path.dirname(os.path.dirname(__file__)), ""),
)
_STANDARD = os.path.join(os.path.dirname(os.__file__), "")


def is_library(filename: str) -> bool:
    """torch's, multigpu's, the standard library's or interpreter-internal (`<frozen ...>`)."""
    standard = filename.startswith(_STANDARD) and "-packages" not in filename
    return filename.startswith(_OURS_AND_TORCH) or standard or filename.startswith("<")


# torch's own machinery, which writes files for itself (inductor's and dynamo's caches, the
# kernels it compiles) while the script's call runs: never on the script's behalf, as
# torch.save is.
_TORCH_MACHINERY = (
    "torch._inductor",
    "torch._dynamo",
    "torch._functorch",
    "torch.utils.cpp_extension",
)


def outside_libraries(frame: types.FrameType | None) -> types.FrameType | None:
    """The innermost frame from `frame` outwards that is not a library's."""
    return caller_outside_libraries(frame)[0]


def caller_outside_libraries(
    frame: types.FrameType | None,
) -> tuple[types.FrameType | None, bool]:
    """In one walk outwards from `frame`: the innermost frame that is not a library's, and
    whether torch's compiler machinery ran on the way to it."""
    machinery = False
    while frame is not None and is_library(frame.f_code.co_filename):
        name = str(frame.f_globals.get("__name__", ""))
        machinery = machinery or name.startswith(_TORCH_MACHINERY)
        frame = frame.f_back
    return frame, machinery


def past_the_standard_library(frame: types.FrameType | None) -> types.FrameType | None:
    """The innermost frame from `frame` outwards that is not the standard library's (`os.getenv`
    and `Mapping.get` passed over to their caller)."""
    while frame is not None:
        name = frame.f_code.co_filename
        if not (name.startswith(_STANDARD) and "-packages" not in name):
            return frame
        frame = frame.f_back
    return None


def own_code(frame: types.FrameType | None) -> types.FrameType | None:
    """The innermost frame from `frame` outwards that is the user's own code: neither a
    library's nor an installed package's."""
    while frame is not None:
        name = frame.f_code.co_filename
        if not is_library(name) and "-packages" not in name:
            return frame
        frame = frame.f_back
    return None


def loading(frame: types.FrameType | None = None) -> bool:
    """A batch is being loaded: in a DataLoader's worker, or by a loader's fetch in this process
    (a frame of torch.utils.data's from `frame`, or the caller's, outwards)."""
    if get_worker_info() is not None:
        return True
    frame = frame or sys._getframe(1)
    while frame is not None:
        if str(frame.f_globals.get("__name__", "")).startswith("torch.utils.data"):
            return True
        frame = frame.f_back
    return False
