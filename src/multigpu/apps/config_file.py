"""`multigpu train`'s options as a TOML file, and the config built from a file and flags.

A file has one table per section of `TrainConfig`, keyed by the fields' names:

    [data]
    batch_size = 64

    [parallelism]
    strategy = "ddp"
    bucket_mb = 50   # an option of the ddp strategy, given with its section

Unknown sections and keys and wrong types are errors that name the key (silently ignored typos
are how runs go wrong); a key written at the top, as files were before the sections, is told
which table it belongs in. `dump_toml` writes a config back in the same form, every option with
its value, so a file round-trips.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

from ..core.errors import UsageError
from ..core.fields import coerce, options
from .config import ASYNC, SECTIONS, TrainConfig, section_fields, strategy_option_owners

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

# Per section, the options given: {"data": {"batch_size": 64}, ...}.
Values = dict[str, dict[str, Any]]


def key_class(section: str, key: str) -> type | None:
    """The class whose field `key` is, in `section`; None where there is none."""
    entry = section_fields(section).get(key)
    return entry[0] if entry else None


def load_toml(path: str | Path) -> Values:
    """A TOML file's options by section, each checked against its field's type."""
    path = Path(path)
    try:
        with path.open("rb") as f:
            raw = tomllib.load(f)
    except FileNotFoundError:
        raise UsageError(f"config file not found: {path}") from None
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise UsageError(f"cannot read config file {path}: {error}") from None
    values: Values = {}
    for key, table in raw.items():
        section = key.replace("-", "_")
        if section not in SECTIONS:
            raise UsageError(f"{path}: {_unknown_section(key)}")
        if not isinstance(table, dict):
            raise UsageError(f"{path}: [{section}] must be a table of options")
        values[section] = {}
        for name, value in table.items():
            name = name.replace("-", "_")
            cls = key_class(section, name)
            if cls is None:
                known = [k for k in options(SECTIONS[section]) if k != "options"]
                raise UsageError(
                    f"{path}: unknown key {name!r} in [{section}] (known: {', '.join(known)})"
                )
            values[section][name] = coerce(cls, name, value, source=str(path))
    return values


def _unknown_section(key: str) -> str:
    name = key.replace("-", "_")
    for section in SECTIONS:
        if key_class(section, name) is not None:
            return f"key {key!r} belongs in the [{section}] table"
    return f"unknown section {key!r} (known: {', '.join(SECTIONS)})"


def build_config(file_values: Values, cli_values: Values, validate: bool = True) -> TrainConfig:
    """Defaults, overridden by the file, overridden by the command line; checked when built,
    then (`validate`) against this machine."""
    merged: Values = {name: {} for name in SECTIONS}
    for values in (file_values, cli_values):
        for section, given in values.items():
            merged[section].update(given)
    parallelism = merged["parallelism"]
    if parallelism.get("sync") == ASYNC:
        del parallelism["sync"]
        parallelism["asynchronous"] = True
    strategy_options = {
        name: parallelism.pop(name)
        for name in list(parallelism)
        if name in strategy_option_owners()
    }
    if strategy_options:
        parallelism["options"] = strategy_options
    config = TrainConfig(
        **{section: SECTIONS[section](**given) for section, given in merged.items()}
    )
    if validate:
        config.validate()
    return config


def dump_toml(config: TrainConfig) -> str:
    """The config as a TOML file that `load_toml` reads back to an equal config."""
    values = config.as_dict()
    if config.parallelism.asynchronous:  # its job runs plain DDP: no strategy options
        own = options(SECTIONS["parallelism"])
        values["parallelism"] = {k: v for k, v in values["parallelism"].items() if k in own}
    return tables_to_toml(values, "multigpu train --config FILE: every option, by section")


def tables_to_toml(values: Values, comment: str) -> str:
    """Options by section as TOML tables, under a comment line."""
    lines = [f"# {comment}"]
    for section, options_given in values.items():
        lines += ["", f"[{section}]"]
        for name, value in options_given.items():
            # TOML has no null: an unset option is left out, and reads back as its default.
            lines.append(f"{name} = {toml_value(value)}" if value is not None else f"# {name} =")
    return "\n".join(lines) + "\n"


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, (int, float)):
        return repr(value)
    return json.dumps(str(value))  # a TOML basic string: JSON's escapes are TOML's
