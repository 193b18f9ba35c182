"""For `--verify` only: random operations that would make one process and N ranks differ
although the script scales correctly, switched off in both runs.

One process draws a dropout mask (or a VAE's noise) for the whole batch at once; N ranks draw
theirs slice by slice from streams of their own. Neither is wrong, and no comparison can tell
them apart, so for the check dropout is off and noise drawn while a model's forward runs in
training is replaced by its mean (`randn` by 0, `rand` by 0.5, a tensor's own `normal_` and
`uniform_` by theirs, and a mask drawn by hand with `bernoulli_(q)` by q, so that the mask
divided by q, as such dropout divides it, keeps every unit). A model's own method that the loop
calls instead of its forward (a BiLSTM-CRF's `neg_log_likelihood`, drawing its LSTM's initial
state) is the model's computation too: its noise is replaced alike (it was named as a draw of
the training loop, and the verdict was `cannot tell`). What was switched off is said,
and named in the verdict. A draw from Python's `random` in training, in a forward (a depth
drawn per step) or in the loop around it (teacher forcing chosen per step, a random example),
has no mean to stand in for it: from the ranks' first backward on each draws its own, so it is
named, as the cause the ranks' steps cannot match one process's. A draw made while a batch is
loaded (a data set's augmentation) is the data's, and left alone.
"""

from __future__ import annotations

import functools
import itertools
import random
import sys
from collections.abc import Callable
from typing import Any

import torch
import torch.nn.functional as F
from torch import nn

from ...core import frames
from ..worker.forward_depth import ForwardDepth
from ..worker.session import Session, call_site, drawn_at

_DROPOUT = (
    "dropout",
    "dropout1d",
    "dropout2d",
    "dropout3d",
    "alpha_dropout",
    "feature_alpha_dropout",
)
_NOISE = {"randn": 0.0, "randn_like": 0.0, "rand": 0.5, "rand_like": 0.5}
# Noise drawn in place into a tensor (`torch.FloatTensor(size).normal_()`), and its mean
# from the method's own arguments.
_IN_PLACE: dict[str, Callable[..., float | torch.Tensor]] = {
    "normal_": lambda mean=0.0, std=1.0, **_: mean,
    "uniform_": lambda low=0.0, high=1.0, **kwargs: (
        (kwargs.get("from", low) + kwargs.get("to", high)) / 2
    ),
    # A mask drawn by hand (variational and locked dropout: `x.new(...).bernoulli_(1 - p)`):
    # its mean, divided by 1 - p as such masks are, keeps every unit, as dropout off does.
    "bernoulli_": lambda p=0.5, **_: p,
}
_PYTHON = ("random", "randint", "randrange", "choice", "uniform", "shuffle", "sample")


class RandomnessOff:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.patches = session.patches  # the session's one stack
        self._forwards = ForwardDepth()

    def install(self) -> None:
        for name in _DROPOUT:
            self.patches.swap(F, name, self._no_dropout(getattr(F, name), name))
        for rnn in (nn.RNN, nn.LSTM, nn.GRU):
            self.patches.swap(rnn, "forward", self._rnn_without_dropout(rnn.forward))
        attention = F.scaled_dot_product_attention
        self.patches.swap(F, "scaled_dot_product_attention", self._no_attention_dropout(attention))
        for name, mean in _NOISE.items():
            self.patches.swap(torch, name, self._mean_in_forward(getattr(torch, name), name, mean))
        for name, mean_of in _IN_PLACE.items():
            in_place = self._mean_in_place(getattr(torch.Tensor, name), name, mean_of)
            self.patches.swap(torch.Tensor, name, in_place)
        for name in _PYTHON:
            self.patches.swap(random, name, self._named_in_forward(getattr(random, name), name))
        self._forwards.install(self.patches)

    def in_forward(self) -> bool:
        """A module's forward is under way, or a method of a module in training that the
        script called (the model's computation outside its forward)."""
        return self._forwards.depth > 0 or self._in_model_code()

    def _in_model_code(self) -> bool:
        """The script's innermost frame is a method of a module in training mode (not a
        LightningModule's: its training_step is the training loop), and no module is being
        built or initialised on the way to it (`reset_parameters` from `__init__` draws the
        weights: a capsule layer's, once set to their mean)."""
        frame = frames.outside_libraries(sys._getframe(2))
        owner = _module_of(frame)
        if owner is None or not owner.training:
            return False
        return not hasattr(owner, "training_step") and not _initialising(frame)

    def _said(self, key: str, message: str) -> None:
        self.session.say_once(key, f"--verify: {message}")

    def _no_dropout(self, dropout: Callable[..., Any], name: str) -> Callable[..., Any]:
        @functools.wraps(dropout)
        def wrapper(
            input: torch.Tensor, p: float = 0.5, training: bool = True, *args: Any, **kwargs: Any
        ) -> torch.Tensor:
            if training and p > 0:
                self._said(
                    "dropout", f"dropout switched off for the check (F.{name} at {call_site(2)})"
                )
            return input

        return wrapper

    def _rnn_without_dropout(self, forward: Callable[..., Any]) -> Callable[..., Any]:
        """An RNN's dropout between its layers (its `dropout`), drawn inside torch's kernel:
        switched off for the call."""

        @functools.wraps(forward)
        def wrapper(module: nn.RNNBase, *args: Any, **kwargs: Any) -> Any:
            p = module.dropout
            if not (module.training and p > 0):
                return forward(module, *args, **kwargs)
            self._said(
                "rnn dropout",
                f"dropout switched off for the check ({type(module).__name__}'s between its "
                f"layers, at {call_site(2)})",
            )
            module.dropout = 0.0
            try:
                return forward(module, *args, **kwargs)
            finally:
                module.dropout = p

        return wrapper

    def _no_attention_dropout(self, attention: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(attention)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if kwargs.get("dropout_p", 0.0) > 0 or (len(args) > 4 and args[4] > 0):
                self._said("dropout", "attention dropout switched off for the check")
                if len(args) > 4:
                    args = (*args[:4], 0.0, *args[5:])
                else:
                    kwargs["dropout_p"] = 0.0
            return attention(*args, **kwargs)

        return wrapper

    def _mean_in_forward(
        self, draw: Callable[..., Any], name: str, mean: float
    ) -> Callable[..., Any]:
        @functools.wraps(draw)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            sample = draw(*args, **kwargs)
            if torch.is_grad_enabled() and self.in_forward():
                self._said(
                    "noise",
                    f"noise drawn in a training forward (torch.{name} at "
                    f"{call_site(2)}) replaced by its mean for the check",
                )
                return sample.fill_(mean)
            return sample

        return wrapper

    def _mean_in_place(
        self, draw: Callable[..., Any], name: str, mean_of: Callable[..., float]
    ) -> Callable[..., Any]:
        """`tensor.normal_()` on a new tensor, as VAEs draw their noise (or `bernoulli_`, a
        dropout mask drawn by hand): filled with the distribution's mean in a training
        forward."""

        @functools.wraps(draw)
        def wrapper(tensor: torch.Tensor, *args: Any, **kwargs: Any) -> Any:
            if (
                torch.is_grad_enabled()
                and self.in_forward()
                and not _weights_of_the_caller(tensor, sys._getframe(1))
            ):
                self._said(
                    "noise",
                    f"noise drawn in a training forward (Tensor.{name} at {call_site(2)}) "
                    "replaced by its mean for the check",
                )
                mean = mean_of(*args, **kwargs)
                with torch.no_grad():
                    if isinstance(mean, torch.Tensor):  # a probability per element
                        return tensor.copy_(mean.expand_as(tensor))
                    return tensor.fill_(mean)
            return draw(tensor, *args, **kwargs)

        return wrapper

    def _named_in_forward(self, draw: Callable[..., Any], name: str) -> Callable[..., Any]:
        @functools.wraps(draw)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if self._forwards.depth and torch.is_grad_enabled():
                self._said(
                    "python random",
                    f"Python's random drawn in a training forward (random.{name} at "
                    f"{call_site(2)}): one process draws once per batch, each rank its own, "
                    "so where the draw feeds the training the ranks cannot compute one "
                    "process's steps",
                )
            elif self.session.forked and torch.is_grad_enabled() and the_loops(sys._getframe(1)):
                self._said(
                    "python random loop",
                    f"Python's random drawn in the training loop (random.{name} at "
                    f"{drawn_at(2)}): once the ranks' streams part, each rank draws its own, "
                    "where one process draws once per step, so where the draw feeds the training "
                    "the ranks cannot compute one process's steps",
                )
            return draw(*args, **kwargs)

        return wrapper


# Where a module is built or its weights drawn: its draws are the weights', not noise.
_INITIALISING = (
    "__init__",
    "reset_parameters",
    "_reset_parameters",
    "init_weights",
    "_init_weights",
)


def _weights_of_the_caller(tensor: torch.Tensor, caller: Any) -> bool:
    """Whether `tensor` holds weights (a parameter's or buffer's storage) of the module whose
    method drew into it: an initialisation (`self.conv.weight.data.normal_(0, 0.02)` in a
    `weights_init` of the model's, applied before training), never noise of a forward."""
    if isinstance(tensor, nn.Parameter):
        return True
    owner = _module_of(frames.outside_libraries(caller))
    if owner is None:
        return False
    held = tensor.untyped_storage().data_ptr()
    weights = itertools.chain(owner.parameters(), owner.buffers())
    return any(w.untyped_storage().data_ptr() == held for w in weights)


def _module_of(frame: Any) -> nn.Module | None:
    """The module whose method `frame` runs (its `self`), if any."""
    owner = frame.f_locals.get("self") if frame is not None else None
    return owner if isinstance(owner, nn.Module) else None


def _initialising(frame: Any) -> bool:
    """Whether `frame` or one of the few outside it builds or initialises a module."""
    for _ in range(8):
        if frame is None:
            return False
        if frame.f_code.co_name in _INITIALISING:
            return True
        frame = frame.f_back
    return False


def the_loops(drawn: Any) -> bool:
    """The draw made at frame `drawn` is the training loop's: the script's own code led to it,
    directly or through a library or package it called there (torch.nn.init re-drawing a
    net's weights, PyG's negative_sampling drawing a loss's negative edges), and not while a
    batch is loaded (in a loader's worker, or by its fetch in this process: such a draw is the
    data's; the loader's frames lie between the draw and the script's line that takes the
    batch)."""
    return frames.own_code(drawn) is not None and not frames.loading(drawn)
