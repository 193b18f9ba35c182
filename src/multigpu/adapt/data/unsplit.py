"""Scripts that batch without a DataLoader: nothing is there to split, so say what happens.

A language model's loop often slices its corpus itself (`data[i : i + bptt]`) or draws random
offsets (`torch.randint(len(data) - block, (batch,))`); a reinforcement-learning loop feeds
its policy the states of an environment, which depend on the actions it sampled. With no
DataLoader pass before the first backward, ranks above 0 start random streams of their own
there, so what is drawn from then on differs per rank.

The ranks are compared step by step: every model input that fed the 2nd and the 3rd optimizer
step (the first tensor of each outermost training forward since the step before: the batch,
or each state of an episode) is digested, and the digests are compared across ranks at the
3rd step, which every rank makes alike. Not the first input only: an episode starts from the
environment's reset state, alike on every rank, and parts only after the first sampled
action. Not by backward either: a loop that backpropagates each time step of an episode makes
as many backwards as its episode is long, which differs per rank. A script with no optimizer
(weights updated by hand after each backward) is compared by backward passes instead. Where no
module ran between two backwards (weights as plain tensors), the loss of the backward stands
in for the inputs, computed from what was drawn since.

- the same on every rank: every rank trained on the same batches there, N times the compute
  for no speed-up (warned, with what to do, and saying where it was seen). The comparison is
  made again at the 10th, 100th and 1000th step (under --verify at every one), and where the
  ranks' inputs differ there, said so, and the warning withdrawn from --verify's causes: draws
  that start later (a second rollout, a shuffle per epoch) part the ranks after it.
- different: each rank draws its own batches or episodes and the job is data-parallel with N
  times the script's data per step (said).
"""

from __future__ import annotations

import functools
import hashlib
from typing import Any

import torch
from torch.optim.optimizer import register_optimizer_step_pre_hook

from ...core.torch_compat import pytree
from ..verify.inputs import first_tensor
from ..worker.forward_depth import ForwardDepth
from ..worker.heap import live_optimizers
from ..worker.session import Session
from .sharded_loaders import ShardedLoaders

# The step (or backward) at which the ranks' inputs are first compared: those that fed the 2nd
# and the 3rd. The 2nd alone is not enough: a GAN's second forward after its first backward
# (the discriminator on real samples) takes what was drawn before that backward.
_JUDGED_AT = 3
# Where inputs that were identical are compared again (the inputs that fed that one).
_AGAIN_AT = (10, 100, 1000)
_PLURAL = {"optimizer step": "optimizer steps", "backward pass": "backward passes"}


class UnsplitData:
    def __init__(self, session: Session, loaders: ShardedLoaders) -> None:
        self.session = session
        self.loaders = loaders
        self.patches = session.patches  # the session's one stack
        self._unit = ""  # "optimizer step" or "backward pass": decided at the first backward
        self._marks = 0  # steps (or backwards) so far
        self._inputs: list[str | None] = []  # the digest of what fed each one watched
        self._digest: Any = None  # of the window under way, while one is watched
        self._seen = False  # a model input went into it
        self._forwarded = False  # a model input went into it since the latest backward
        self._forwards = ForwardDepth(outermost=self._outermost)  # hooked while watched
        self._identical = False  # the first comparison found the ranks' inputs the same

    def install(self) -> None:
        if not self.session.distributed:
            return
        backward = torch.autograd.backward

        @functools.wraps(backward)
        def counted(*args: Any, **kwargs: Any) -> Any:
            if self.loaders.training_passes == 0:
                self._backward(args[0] if args else kwargs.get("tensors"))
            return backward(*args, **kwargs)

        self.patches.swap(torch.autograd, "backward", counted)
        self.patches.hook(register_optimizer_step_pre_hook(self._step))

    def _backward(self, loss: Any) -> None:
        """Before a backward: the first forks the ranks' random streams and decides the unit;
        a loss stands in for inputs where no module ran since the latest backward."""
        if not self._unit:
            self.session.fork_stream(torch.get_rng_state())
            self._unit = "optimizer step" if live_optimizers() else "backward pass"
            self._watch()  # what feeds the 1st (or the next one's window opens there)
        if self._digest is not None and not self._forwarded:
            stand_in = _fingerprint(loss)
            if stand_in is not None:
                self._digest.update(stand_in.encode())
                self._seen = True
        self._forwarded = False
        if self._unit == "backward pass":
            self._mark()

    def _step(self, *_: Any) -> None:
        if self._unit == "optimizer step" and self.loaders.training_passes == 0:
            self._mark()

    def _mark(self) -> None:
        """A step (or a backward) every rank makes alike: the inputs that fed it are kept where
        it is watched, compared where they are due, and the next window is opened."""
        self._marks += 1
        mark = self._marks
        if self._watched(mark) and self._digest is not None:
            self._inputs.append(self._digest.hexdigest() if self._seen else None)
        self._digest = None
        if mark == _JUDGED_AT:
            self._judge()
        elif mark > _JUDGED_AT and self._watched(mark):
            self._judge_again(mark)
        if self._watched(mark + 1):
            self._watch()
        else:
            self._unhook()

    def _watched(self, mark: int) -> bool:
        """Whether the inputs that fed the `mark`-th step are compared: the 2nd and 3rd; where
        those were identical, the 10th, 100th and 1000th, and under --verify (a few steps)
        every one."""
        if mark in (_JUDGED_AT - 1, _JUDGED_AT):
            return True
        again = self.session.options.verify_steps or mark in _AGAIN_AT
        return self._identical and mark > _JUDGED_AT and bool(again)

    def _watch(self) -> None:
        """Digest every model input until the next step."""
        self._digest, self._seen = hashlib.sha1(), False
        if not self._forwards.installed:
            self._forwards.install(self.patches)

    def _unhook(self) -> None:
        self._forwards.remove()

    def _outermost(self, module: Any, inputs: Any) -> None:
        """An outermost training forward: its first tensor is the batch (what follows may be
        state the model returned and is fed back, an RNN's hidden state, which per-rank dropout
        makes differ where the data does not)."""
        if self._digest is None:
            return
        if module.training and torch.is_grad_enabled():
            digest = _fingerprint(first_tensor(inputs))
            if digest is not None:
                self._digest.update(digest.encode())
                self._seen = self._forwarded = True

    def _same_everywhere(self) -> bool | None:
        """Whether every rank's watched inputs were the same (None: nothing to compare)."""
        seen = self.session.gather(self._inputs)
        self._inputs = []
        kept = [i for i in range(len(seen[0])) if all(rank[i] is not None for rank in seen)]
        if not kept:
            return None
        return all(len({rank[i] for rank in seen}) == 1 for i in kept)

    def _judge(self) -> None:
        if self.session.replicas == 1:
            return  # one tensor-parallel group: its ranks read one batch by design
        same = self._same_everywhere()
        if same is None:
            return
        n, units = self.session.replicas, _PLURAL[self._unit]
        if same:
            self._identical = True
            again = (
                "at every later one --verify runs"
                if self.session.options.verify_steps
                else f"at {units} {', '.join(map(str, _AGAIN_AT))}"
            )
            self.session.warn_once(
                "unsplit",
                "no DataLoader feeds the training (the script batches its data itself), and "
                f"the model inputs that fed {units} 2 and 3 were identical on all {n} ranks "
                f"(checked there; checked again {again}, where the run gets, and said if they "
                f"part): so far they train on the same batches, {n}x "
                "the compute of one process for no speed-up; batch with a DataLoader over a "
                "map-style Dataset (multigpu run splits each of its batches), or draw batches "
                "at random offsets (each rank then draws its own)",
            )
        else:
            self._random(n, f"in {units} 2 and 3")

    def _judge_again(self, mark: int) -> None:
        if self._same_everywhere() is False:
            self._identical = False
            self.session.withdraw("unsplit")  # no cause of a verdict any more
            self._random(self.session.replicas, f"by {self._unit} {mark}")

    def _random(self, n: int, when: str) -> None:
        self.session.say_once(
            "random batches",
            f"no DataLoader feeds the training and the ranks' model inputs differ {when}: "
            "what the script draws at random after its first backward (batches at random "
            "offsets, sampled actions and the episodes they lead to) each rank draws for "
            f"itself, so each of the {n} ranks trains at least partly on data of its own: "
            f"up to {n}x the script's data per step",
        )


def _fingerprint(inputs: Any) -> str | None:
    """A digest of the inputs' values: sums would not do (every one-hot batch sums alike)."""
    tensors = [t for t in pytree.tree_leaves(inputs) if isinstance(t, torch.Tensor)]
    if not tensors:
        return None
    digest = hashlib.sha1()
    with torch.no_grad():
        for t in tensors:
            digest.update(repr((tuple(t.shape), t.dtype, t.layout)).encode())
            if t.layout != torch.strided:  # a sparse adjacency: its values' sums will do
                digest.update(
                    repr((t.double().sum().item(), t.double().abs().sum().item())).encode()
                )
                continue
            digest.update(t.detach().cpu().contiguous().view(-1).view(torch.uint8).numpy())
    return digest.hexdigest()
