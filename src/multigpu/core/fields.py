"""Dataclass fields as options: the docstring under each field, its choices, its types.

A configuration section, a strategy's options and a job's nodes are dataclasses whose fields
each carry a string literal right below them (the attribute docstrings that torchtitan's and
tyro's configurations use). That text is the option's help on the command line, in the config
file's reference and in the documentation, so it is written once, next to the field.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import itertools
import sys
import textwrap
import types
from functools import cache
from typing import Any

from .errors import UsageError


def option(
    default: Any = dataclasses.MISSING,
    *,
    choices: tuple[str, ...] | None = None,
    flag: str | None = None,
    asynchronous: bool = True,
) -> Any:
    """A field with its allowed values and, where it differs from the field's name, the
    command-line flag that sets it (`--data` for the data section's `folder`); `asynchronous`
    False for an option the asynchronous job (a loop of its own) does not take."""
    metadata = {"choices": choices, "flag": flag, "asynchronous": asynchronous}
    return dataclasses.field(default=default, metadata=metadata)


def options(cls: type) -> dict[str, dataclasses.Field]:
    """The fields a user sets (those `__init__` takes), by name, in declaration order; not those
    only the Python API can give (marked `api_only`: a plan of torch objects)."""
    return {f.name: f for f in dataclasses.fields(cls) if f.init and not f.metadata.get("api_only")}


def choices_of(field: dataclasses.Field) -> tuple[str, ...] | None:
    return field.metadata.get("choices")


def flag_of(field: dataclasses.Field) -> str:
    """`--batch-size` for `batch_size`, unless the field names another."""
    return "--" + (field.metadata.get("flag") or field.name).replace("_", "-")


@cache
def docs(cls: type) -> dict[str, str]:
    """Each field's docstring, from `cls` and its dataclass bases (a subclass's wins)."""
    found: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if klass is object or not dataclasses.is_dataclass(klass):
            continue
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(klass)))
        except (OSError, TypeError):  # no source (a class made at run time)
            continue
        body = tree.body[0].body  # type: ignore[attr-defined]
        for node, after in itertools.pairwise(body):
            if (
                isinstance(node, ast.AnnAssign)
                and isinstance(node.target, ast.Name)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                found[node.target.id] = inspect.cleandoc(after.value.value)
    return found


def summary(cls: type, name: str) -> str:
    """A field's docstring's first paragraph on one line: its help on the command line."""
    text = docs(cls).get(name, "")
    return " ".join(text.split("\n\n")[0].split())


@cache
def kinds(cls: type, name: str) -> tuple[type, ...]:
    """The types a field accepts: (int, NoneType) for `int | None`."""
    annotation = {f.name: f.type for f in dataclasses.fields(cls)}[name]
    if isinstance(annotation, str):  # `from __future__ import annotations`
        annotation = eval(annotation, vars(sys.modules[cls.__module__]))
    if isinstance(annotation, types.UnionType):
        return annotation.__args__
    return (annotation,)


def coerce(cls: type, name: str, value: Any, source: str) -> Any:
    """`value` as the field's type, or a UsageError naming the key and where it came from.

    An integer may stand for a float (`lr = 1`) and for a text (`devices = 4`), as a person
    writing the file would expect; nothing else is converted."""
    allowed = kinds(cls, name)
    number = isinstance(value, int) and not isinstance(value, bool)
    for kind in allowed:
        if kind is type(None) and value is None:
            return value
        if kind is not type(None) and type(value) is kind:
            return value
    if number and float in allowed:
        return float(value)
    if number and str in allowed:
        return str(value)
    names = " or ".join("none" if k is type(None) else k.__name__ for k in allowed)
    raise UsageError(f"{source}: key {name!r} must be {names}, not {type(value).__name__}")


def parse_text(cls: type, name: str, text: str) -> Any:
    """A command-line value as the field's type: a number where the field takes one."""
    allowed = kinds(cls, name)
    for number in (int, float):
        if number in allowed:
            try:
                return number(text)
            except ValueError:
                if str not in allowed:
                    raise UsageError(f"{text!r} is not a {number.__name__}") from None
    return text
