"""Errors that the command line turns into one clear line and an exit code."""

from __future__ import annotations

from typing import Any

# The environment variable that asks every process of a job for full tracebacks (`--debug`).
DEBUG = "MULTIGPU_DEBUG"


class UsageError(Exception):
    """Bad input from the user (options, config, paths): reported in one line, exit code 2."""

    exit_code = 2


class InvalidOption(UsageError):
    """An option with a bad value, said in the caller's words.

    The library names arguments (`devices=9: only 8 CUDA GPU(s) visible`); the command line,
    which knows its own flags, names flags (`--devices 9: ...`) through `for_flags`. The reason
    may mention other options as `{name}`, given as keywords (their values, or None for the
    bare name), so that they are named the same way.
    """

    def __init__(self, name: str, value: Any, reason: str, **related: Any) -> None:
        self.name, self.value, self.reason, self.related = name, value, reason, related
        super().__init__(self._render(_as_argument))

    def for_flags(self, flags: dict[str, str] | None = None) -> str:
        """The message with every option as a command-line flag; `flags` maps the arguments
        whose flag is not simply `--name-with-dashes` (e.g. devices -> --nproc-per-node)."""
        flags = flags or {}
        return self._render(lambda name, value: _as_flag(flags.get(name), name, value))

    def _render(self, style: Any) -> str:
        named = {key: style(key, value) for key, value in self.related.items()}
        return f"{style(self.name, self.value)}: {self.reason.format(**named)}"


def _as_argument(name: str, value: Any) -> str:
    return name if value is None else f"{name}={value!r}"


def _as_flag(flag: str | None, name: str, value: Any) -> str:
    flag = flag or "--" + name.replace("_", "-")
    if value is None or value is True:
        return flag
    return f"{flag} {value}"


class JobFailed(Exception):
    """A worker process failed; the message names the rank and its error."""

    exit_code = 1


class Interrupted(Exception):
    """The job stopped on a signal after writing a checkpoint; exit code 128 + signal."""

    def __init__(self, signum: int, detail: str = "") -> None:
        import signal

        self.signum = signum
        self.detail = detail
        self.exit_code = 128 + signum
        name = signal.Signals(signum).name
        super().__init__(f"stopped by {name}" + (f"; {detail}" if detail else ""))


def check_choice(name: str, value: Any, choices: Any) -> None:
    """Refuse a value that is not one of a registry's names, listing them."""
    if value not in choices:
        raise InvalidOption(name, value, f"unknown {name}; choose one of {', '.join(choices)}")


class Stopped(JobFailed):
    """Every rank stopped the job together, on purpose; the message says why (no rank failed
    before the others, so the launcher reports it as it is)."""


# How the ranks' weights parting is said: the one failure of a run on N ranks that is a
# verdict on the script (--verify's compare.py tells it from the others by these words).
DIVERGED = "the parameters differ across ranks"


class ParametersDiverged(Stopped):
    """The ranks' parameters differ (their values, or the shapes their models were built
    with)."""


class NonFiniteLoss(Stopped):
    """A loss (or, under fp16, a run of gradients) was NaN or infinite."""
