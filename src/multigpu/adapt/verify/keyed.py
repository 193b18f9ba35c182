"""For `--verify` only: random draws of a batch's rows keyed by the global sample each row
belongs to, so one process and N ranks draw the same numbers for the same sample.

A GAN's noise (`np.random.normal(0, 1, (imgs.shape[0], latent))`, `torch.randn(b, nz, 1, 1)`)
is drawn in the loop, a row per sample; so is a latent sampled outside any forward through
torch.distributions (`Normal(mu, std).rsample()` fills a new tensor with `normal_`), as Pyro's
guides sample theirs. One process draws the global batch's rows from one
stream; each rank draws its slice's from its own. Neither is wrong, but no comparison can match
them. Under `--verify` a draw whose leading dimension is the rows of the batch the loop holds is
made for the whole global batch, from a stream keyed by the batch's number, the call site and
the draw's place among that batch's draws at that site, and this rank keeps its rows. The
numbers are not the script's stream's: both runs draw the keyed ones, and the note says so.
Draws with a generator of the script's own are left alone. A draw of another shape in the
training loop (a scale or a choice per step: `torch.rand(())`, `np.random.rand()`,
`np.random.choice(...)`, `torch.randperm(n)`, a label drawn per sample in a Python loop) cannot
be keyed: once the ranks' streams part (a training pass over a loader, or the first backward),
each rank draws its own where one process draws once, so it is named as the cause the ranks'
steps cannot match one process's. A draw in a forward is RandomnessOff's (its mean stands in),
but one with no mean (indices: `torch.randint(L, (L, k))`, an attention's sampled keys) is
named too; one made while a batch is loaded is the data's, and left alone.
"""

from __future__ import annotations

import collections
import functools
import sys
from collections.abc import Callable, Sequence
from typing import Any

import torch
from torch import nn

from ...core import frames
from ..data.shares import Shares
from ..worker.session import Session, call_site, drawn_at, seed_from
from .randomness import the_loops

# torch's draws by how their shape is given: sizes (`randn(b, 3)` or `randn((b, 3))`), the
# shape of a tensor, or sizes after one or two bounds (`randint(10, (b,))`).
_TORCH_SIZES = ("randn", "rand")
_TORCH_LIKE = ("randn_like", "rand_like")
_TORCH_BOUNDED = ("randint",)
# Draws into a tensor already made (`torch.empty(b, k).normal_()`: torch.distributions' rsample
# of a Normal, so Pyro's guides). In a module's forward RandomnessOff puts their mean there.
_TORCH_IN_PLACE = ("normal_", "uniform_")
# torch's draws that are never a batch's rows here: named in the loop.
_TORCH_OTHERS = ("randperm", "randint_like", "multinomial", "bernoulli", "normal", "poisson")
# NumPy's global-stream draws: the keyword `size` (or the positional index it takes), or dims.
# Every distribution the module has (an adversarial autoencoder draws its prior's rows with
# `multivariate_normal(mean, cov, (b,))`).
_NUMPY_SIZE = {
    "normal": 2,
    "uniform": 2,
    "standard_normal": 0,
    "randint": 2,
    "random": 0,
    "random_sample": 0,
    "multivariate_normal": 2,
    "binomial": 2,
    "beta": 2,
    "gamma": 2,
    "laplace": 2,
    "logistic": 2,
    "lognormal": 2,
    "gumbel": 2,
    "wald": 2,
    "vonmises": 2,
    "multinomial": 2,
    "exponential": 1,
    "poisson": 1,
    "dirichlet": 1,
    "chisquare": 1,
    "standard_gamma": 1,
    "standard_t": 1,
    "geometric": 1,
    "rayleigh": 1,
    "weibull": 1,
    "pareto": 1,
    "power": 1,
    "standard_exponential": 0,
    "standard_cauchy": 0,
}
_NUMPY_DIMS = ("randn", "rand")
# NumPy's global-stream draws that are never a batch's rows here: named in the loop.
_NUMPY_OTHERS = ("choice", "permutation", "shuffle")


class KeyedDraws:
    def __init__(self, session: Session, shares: Shares, in_forward: Callable[[], bool]) -> None:
        self.session = session
        self.shares = shares
        self._in_forward = in_forward  # a module's forward is under way (RandomnessOff's)
        self.patches = session.patches  # the session's one stack
        self._batch = -1
        # The draws each site made in this batch, counted apart for each set of rows drawn for
        # (the run of the split's arithmetic draws again for each rank's slice, as that rank does).
        self._counts: collections.Counter[tuple[Any, str]] = collections.Counter()

    def install(self) -> None:
        for name in _TORCH_SIZES:
            self.patches.swap(torch, name, self._torch_sizes(getattr(torch, name), name))
        for name in _TORCH_LIKE:
            self.patches.swap(torch, name, self._torch_like(getattr(torch, name), name))
        for name in _TORCH_BOUNDED:
            self.patches.swap(torch, name, self._torch_bounded(getattr(torch, name), name))
        for name in _TORCH_OTHERS:
            self.patches.swap(torch, name, self._torch_named(getattr(torch, name), name))
        for name in _TORCH_IN_PLACE:
            draw = getattr(torch.Tensor, name)
            self.patches.swap(torch.Tensor, name, self._torch_in_place(draw, name))
        try:
            import numpy
        except ImportError:
            return
        for name, position in _NUMPY_SIZE.items():
            if not hasattr(numpy.random, name):
                continue
            draw = getattr(numpy.random, name)
            self.patches.swap(numpy.random, name, self._numpy(draw, name, position))
        for name in _NUMPY_DIMS:
            draw = getattr(numpy.random, name)
            self.patches.swap(numpy.random, name, self._numpy(draw, name, None))
        for name in _NUMPY_OTHERS:
            draw = getattr(numpy.random, name)
            self.patches.swap(numpy.random, name, self._numpy_named(draw, name))

    def _named_in_the_loop(self, name: str, meanless: bool = False, weights: bool = False) -> None:
        """An unkeyed draw the script made in its training loop: named. In a forward too where
        the draw has no mean to stand in for it (`meanless`: indices, a permutation), which
        RandomnessOff then leaves drawn. A draw into `weights` the training holds counts with
        gradients off too (torch.nn.init switches them off to draw)."""
        drawn = sys._getframe(2)  # past RandomnessOff's wrapper
        training = weights or torch.is_grad_enabled()
        if not (self.session.forked and training and the_loops(drawn)):
            return
        if self._in_forward():
            if meanless:
                where = drawn_at(2)
                self.session.say_once(
                    f"unkeyed {name} {where}",
                    f"--verify: {name} drawn in a training forward at {where}, not a row per "
                    "sample, and with no mean to stand in for it: one process draws once per "
                    "batch, each rank its own, so where the draw feeds the training the ranks "
                    "cannot compute one process's steps",
                )
            return
        where = drawn_at(2)
        self.session.say_once(
            f"unkeyed {name} {where}",
            f"--verify: {name} drawn in the training loop at {where}, not a row per "
            "sample: once the ranks' streams part, each rank draws its own, where one process "
            "draws once per step, so where the draw feeds the training the ranks cannot "
            "compute one process's steps (a draw for a picture it saves does not)",
        )

    def _rows(self, shape: Sequence[int]) -> tuple[int, int, int] | None:
        """This rank's rows of the global batch, where `shape` leads with them."""
        rows = self.shares.rows
        if rows is None or not shape or not self.shares.sliced or frames.loading():
            return None  # (a draw while a batch loads is the data's)
        start, stop, _ = rows
        return rows if shape[0] == stop - start and stop > start else None

    def _seed(self, name: str, where: str) -> int:
        if self._batch != self.shares.batches:
            self._batch, self._counts = self.shares.batches, collections.Counter()
        count = (self.shares.rows, where)
        self._counts[count] += 1
        key = f"{self.session.job_seed()}/{self._batch}/{where}/{self._counts[count]}"
        self.session.say_once(
            f"keyed {where}",
            f"--verify: the rows of each batch's random draw ({name} at {where}) drawn by the "
            "global sample they belong to, from a stream of the check's own, alike in every run",
        )
        return seed_from(key.encode()) % 2**32  # (NumPy's RandomState takes 32 bits)

    def _torch_draw(
        self, draw: Callable[..., Any], label: str, shape: Sequence[int], kwargs: dict[str, Any]
    ) -> Any:
        """This rank's rows of the global batch's draw `label` (`torch.randn`) of `shape`
        (`draw(size, generator=, dtype=)` makes it), where `shape` leads with them; else None."""
        rows = self._rows(shape)
        if rows is None or kwargs.get("generator") is not None or kwargs.get("out") is not None:
            return None
        start, stop, total = rows
        generator = torch.Generator().manual_seed(self._seed(label, call_site(2)))
        options = {k: kwargs[k] for k in ("dtype", "device", "requires_grad") if k in kwargs}
        whole = draw((total, *shape[1:]), generator=generator, dtype=options.get("dtype"))
        mine = whole[start:stop].to(options.get("device", "cpu"))
        return mine.requires_grad_(options.get("requires_grad", False))

    def _torch_sizes(self, draw: Callable[..., Any], name: str) -> Callable[..., Any]:
        def shape_of(args: tuple, kwargs: dict[str, Any]) -> tuple[Callable[..., Any], Any]:
            sizes = args[0] if len(args) == 1 and isinstance(args[0], Sequence) else args
            return draw, kwargs.get("size", sizes)

        return self._torch_keyed(draw, name, shape_of)

    def _torch_bounded(self, draw: Callable[..., Any], name: str) -> Callable[..., Any]:
        def shape_of(args: tuple, kwargs: dict[str, Any]) -> tuple[Callable[..., Any], Any]:
            # The bounds as the script gave them, by position or by keyword (low=, high=).
            bounds = {k: kwargs[k] for k in ("low", "high") if k in kwargs}
            if "size" in kwargs:
                given, shape = args, kwargs["size"]
            else:
                given, shape = args[:-1], (args[-1] if args else None)

            def sized(size: Any, **options: Any) -> Any:
                return draw(*given, size=size, **bounds, **options)

            return sized, shape

        return self._torch_keyed(draw, name, shape_of, meanless=True)

    def _torch_keyed(
        self,
        draw: Callable[..., Any],
        name: str,
        shape_of: Callable[..., tuple[Any, Any]],
        meanless: bool = False,
    ) -> Callable[..., Any]:
        """`draw` keyed where its shape (`shape_of` the call: the draw for a given shape, and
        the shape) leads with the batch's rows; named in the loop otherwise (in a forward too,
        where it has no mean: `meanless`)."""

        @functools.wraps(draw)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            sized, shape = shape_of(args, kwargs)
            if isinstance(shape, Sequence) and all(isinstance(n, int) for n in shape):
                keyed = self._torch_draw(sized, f"torch.{name}", list(shape), kwargs)
                if keyed is not None:
                    return keyed
            if kwargs.get("generator") is None:
                self._named_in_the_loop(f"torch.{name}", meanless)
            return draw(*args, **kwargs)

        return wrapper

    def _torch_named(self, draw: Callable[..., Any], name: str) -> Callable[..., Any]:
        @functools.wraps(draw)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if kwargs.get("generator") is None:
                self._named_in_the_loop(f"torch.{name}", meanless=True)
            return draw(*args, **kwargs)

        return wrapper

    def _torch_like(self, draw: Callable[..., Any], name: str) -> Callable[..., Any]:
        plain = getattr(torch, name.removesuffix("_like"))

        @functools.wraps(draw)
        def wrapper(input: torch.Tensor, *args: Any, **kwargs: Any) -> Any:
            if not args and input.dim() > 0:
                options = {"dtype": input.dtype, "device": input.device, **kwargs}
                keyed = self._torch_draw(plain, f"torch.{name}", list(input.shape), options)
                if keyed is not None:
                    return keyed
            if kwargs.get("generator") is None:
                self._named_in_the_loop(f"torch.{name}")
            return draw(input, *args, **kwargs)

        return wrapper

    def _torch_in_place(self, draw: Callable[..., Any], name: str) -> Callable[..., Any]:
        @functools.wraps(draw)
        def wrapper(tensor: torch.Tensor, *args: Any, **kwargs: Any) -> Any:
            # Not a weight (nn.init's draws into a layer built in the loop): the ranks' copies
            # must start alike.
            fresh = not isinstance(tensor, nn.Parameter) and tensor.dim() > 0
            if fresh and not self._in_forward() and kwargs.get("generator") is None:

                def into_new(size: Any, generator: torch.Generator, dtype: Any = None) -> Any:
                    made = torch.empty(size, dtype=tensor.dtype)
                    return draw(made, *args, generator=generator, **kwargs)

                keyed = self._torch_draw(into_new, f"Tensor.{name}", list(tensor.shape), {})
                if keyed is not None:
                    with torch.no_grad():
                        return tensor.copy_(keyed)
            if kwargs.get("generator") is None and not self._in_forward():
                # Weights re-drawn in the loop (a net re-initialised each step, its weights
                # views of one flat parameter): each rank draws its own. A module built in
                # the loop is not: its first forward gives every rank rank 0's weights.
                weights = self.session.marks.holds_started_weights(tensor)
                if weights or fresh:
                    self._named_in_the_loop(f"Tensor.{name}", weights=weights)
            return draw(tensor, *args, **kwargs)

        return wrapper

    def _numpy(self, draw: Callable[..., Any], name: str, position: int | None) -> Any:
        numpy = sys.modules["numpy"]

        @functools.wraps(draw)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if position is None:  # randn(d0, d1, ...)
                shape: Any = args
            elif "size" in kwargs:
                shape = kwargs["size"]
            else:
                shape = args[position] if len(args) > position else None
            shape = (shape,) if isinstance(shape, int) else shape
            rows = self._rows(list(shape)) if isinstance(shape, Sequence) else None
            if rows is None:
                self._named_in_the_loop(f"np.random.{name}")
                return draw(*args, **kwargs)
            start, stop, total = rows
            stream = numpy.random.RandomState(self._seed(f"np.random.{name}", call_site(2)))
            whole = (total, *shape[1:])
            if position is None:
                return getattr(stream, name)(*whole)[start:stop]
            bounds = args[:position]
            others = {k: v for k, v in kwargs.items() if k != "size"}
            return getattr(stream, name)(*bounds, size=whole, **others)[start:stop]

        return wrapper

    def _numpy_named(self, draw: Callable[..., Any], name: str) -> Any:
        @functools.wraps(draw)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            self._named_in_the_loop(f"np.random.{name}")
            return draw(*args, **kwargs)

        return wrapper
