"""One owner of the job's process group under both doors (core/job_group.py), and one meaning of
"distributed": a world of more than one rank."""

from __future__ import annotations

import torch.distributed as dist
from torch import nn

import multigpu
from multigpu.adapt.launch.handover import AdaptOptions
from multigpu.adapt.worker.session import Session
from multigpu.core.ranks import RankInfo


def _alone_under_ddp(run: multigpu.Run) -> dict:
    run.setup(nn.Linear(4, 2))  # DDP needs a group even alone: a one-rank group is made
    session = Session(AdaptOptions(), RankInfo(), run.device)  # multigpu run's door, same rank
    return {
        "group_exists": dist.is_initialized(),
        "run": run.distributed,
        "session": session.distributed,
        "gathered": run.gather("mine"),
        "largest": run.any_rank(3),
        "same_owner": type(run.group) is type(session.group),
    }


def test_a_one_rank_group_is_not_a_distributed_job_at_either_door():
    seen = multigpu.launch(_alone_under_ddp, strategy="ddp", devices=1, accelerator="cpu")
    # The control: the group a wrapper made exists, which Run once took for a distributed job.
    assert seen["group_exists"]
    assert seen["run"] is False and seen["session"] is False
    assert seen["gathered"] == ["mine"] and seen["largest"] == 3  # as given, no collective
    assert seen["same_owner"]
    assert not dist.is_initialized()  # the one-rank group was left with the run
