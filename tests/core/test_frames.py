"""Whose code a frame is (core/frames.py), with no process."""

from __future__ import annotations

import os

import torch
import torchvision

from multigpu.core import frames


def test_a_package_named_like_torch_is_an_installed_package_not_torch():
    """torch_geometric sits beside torch under a name that starts as torch's: its caches are
    its own (it once wrote one as the script's file, a barrier one rank never reached), while
    torch and torchvision (whose data sets download on the script's behalf) are torch's."""
    torch_folder = os.path.dirname(torch.__file__)
    assert frames.is_library(os.path.join(torch_folder, "serialization.py"))
    assert frames.is_library(torchvision.__file__)
    assert not frames.is_library(os.path.join(torch_folder + "_geometric", "template.py"))
    assert not frames.is_library(os.path.join(torch_folder + "metrics", "metric.py"))
