"""How far `--verify` checks a script fed without a DataLoader: past its K steps until what the
script draws at random after its first backward has fed a step. And a script whose first
training pass ran whole (taken for evaluation as it began: an Ignite handler's `eval()` at the
epoch's start): past K until a step of a split pass, as whole steps are one process's on every
rank whatever the script does to its slices.

A reinforcement-learning loop collects its first rollout before the ranks' random streams part
(their first backward), and a few updates may all come from it: every rank trains on the same
states, one process's steps are matched exactly, and an `agree` drawn from them says nothing of
the rollouts that follow, where each rank samples its own actions. So where no DataLoader pass
fed the training, the runs go on past K steps until the script's random streams (torch's, its
CUDA generators', NumPy's and Python's global ones) have moved since the first backward began
and a step has come after that: a draw that can have fed it. That is at most `MOST` steps; where
none moved by then, the verdict says so, and that what the script draws later was not checked.
Every rank answers alike (one small collective per step past K).
"""

from __future__ import annotations

import hashlib
import pickle
import random
import sys
from collections.abc import Callable

import torch

from ..worker.session import Session

MOST = 8  # optimizer steps at most, looking for a step a draw fed (PPO: an epoch's shuffle)
WHOLE_ONLY = "whole steps only"  # said where --verify saw no step of a split pass


def random_states() -> bytes:
    """A digest of the random streams a script draws from (not a generator of its own, such as
    an environment's)."""
    digest = hashlib.sha1(torch.get_rng_state().numpy().tobytes())
    if torch.cuda.is_initialized():
        for state in torch.cuda.get_rng_state_all():
            digest.update(state.numpy().tobytes())
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        digest.update(pickle.dumps(numpy.random.get_state()))
    digest.update(pickle.dumps(random.getstate()))
    return digest.digest()


class VerifyHorizon:
    def __init__(self, session: Session, steps: int) -> None:
        self.session = session
        self.steps = steps  # K, the steps asked for
        self.fed_by_loader: Callable[[], bool] = lambda: True  # set by bootstrap
        # Whether every step so far came from DataLoader passes that ran whole (taken for
        # evaluation or as before training, yet they trained): set by bootstrap.
        self.whole_steps_only: Callable[[], bool] = lambda: False
        self._began: bytes | None = None  # the streams as the first backward began
        self.drawn_at: int | None = None  # the step by whose end they had moved

    def first_backward(self) -> None:
        if self._began is None:
            self._began = random_states()

    def reached(self, step: int) -> bool:
        """Whether --verify's runs end after optimizer step `step`."""
        if self.whole_steps_only():  # one process's steps on every rank, by construction
            if step < MOST:
                return False
            self.ended(step)
            return True
        if self.fed_by_loader() or self._began is None:
            return step >= self.steps
        if self.drawn_at is None and random_states() != self._began:
            self.drawn_at = step
        if step < self.steps:
            return False
        fed = self.drawn_at is not None and step > self.drawn_at
        if not any(self.session.gather(fed or step >= MOST)):
            return False
        self._say(step)
        return True

    def ended(self, step: int) -> None:
        """The runs end after `step` (here, or as the script ended): said where every step came
        from passes that ran whole."""
        if self.whole_steps_only():
            self.session.say_once(
                WHOLE_ONLY,
                f"--verify: every one of the {step} steps checked came from a DataLoader pass "
                "that ran whole on every rank (warned above), which is one process's by "
                "construction: a split pass's step was not checked",
            )

    def _say(self, step: int) -> None:
        if self.drawn_at is None:
            self.session.say_once(
                "horizon",
                f"--verify: the script is fed without a DataLoader and drew nothing from "
                f"torch's, NumPy's or Python's global random streams after its first backward "
                f"in {step} steps (a generator of its own, such as an environment's, is not "
                "seen): every step checked trained on what was drawn before it, and what it "
                "draws later (a new rollout, a shuffle per epoch), each rank for itself, was "
                "not checked",
            )
        elif step > self.steps:
            self.session.say_once(
                "horizon",
                f"--verify: the script is fed without a DataLoader: its runs went on past "
                f"{self.steps} steps to step {step}, the first after a random draw made since "
                "its first backward (the ranks' streams part there)",
            )
