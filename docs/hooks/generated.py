"""MkDocs hook: the pages made from something else when the site is built, so that they cannot
drift from it. The home page is the README (its links into docs/ made relative), and the
command line page's reference is what multigpu's own parsers print for `--help`, and its config
file's table is made from the config's dataclasses and their fields' docstrings."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
README = "<!-- the README, included when the site is built -->"
COMMANDS = "<!-- commands: generated from the parsers -->"
CONFIG = "<!-- config: generated from the config's sections -->"
PRESETS = "<!-- presets: generated from the methods' degrees -->"


def on_page_markdown(markdown: str, **kwargs: Any) -> str:
    if README in markdown:
        markdown = markdown.replace(README, readme())
    if COMMANDS in markdown:
        markdown = markdown.replace(COMMANDS, commands_reference())
    if CONFIG in markdown:
        markdown = markdown.replace(CONFIG, config_reference())
    if PRESETS in markdown:
        markdown = markdown.replace(PRESETS, presets_table())
    return markdown


def readme() -> str:
    return (ROOT / "README.md").read_text().replace("](docs/", "](")


def commands_reference() -> str:
    os.environ["COLUMNS"] = "100"  # argparse wraps to the terminal: the same width everywhere
    from multigpu.apps.cli import COMMANDS as SUMMARIES
    from multigpu.apps.cli import build_parser, command_parsers

    parser = build_parser()
    sections = [_help_block(parser.format_help())]
    commands = command_parsers(parser)
    for name in SUMMARIES:
        sections.append(f"### multigpu {name}\n\n{_help_block(commands[name].format_help())}")
    return "\n\n".join(sections)


def _help_block(text: str) -> str:
    return f"```text\n{text.rstrip()}\n```"


def presets_table() -> str:
    """Each method name with the degrees it stands for, asked of the method itself."""
    from multigpu.strategies import STRATEGIES, preset
    from multigpu.strategies.degrees import PER_MACHINE, said

    rows = ["| `--strategy` | the degrees it means |", "|---|---|"]
    for name in STRATEGIES:
        method = preset(name)
        if not method.one_process:
            meaning = said(method.degrees(machines=PER_MACHINE))
        else:
            meaning = "one process, no mesh"
        rows.append(f"| `{name}` | {meaning} |")
    return "\n".join(rows)


def config_reference() -> str:
    """One table per section of the config file: key, flag, default, meaning."""
    from multigpu.apps.config import SECTIONS, section_fields
    from multigpu.apps.parsers import summary_of
    from multigpu.core.fields import docs, flag_of

    parts = []
    for section, cls in SECTIONS.items():
        rows = []
        for name, (owner, field, strategies) in section_fields(section).items():
            text = docs(owner)[name]
            if strategies:
                text = f"({', '.join(strategies)}) {text}"
            rows.append(_row(name, flag_of(field), field.default, text))
        header = "| key | flag | default | meaning |\n|---|---|---|---|"
        parts.append(f"### [{section}]\n\n{summary_of(cls)}\n\n{header}\n" + "\n".join(rows))
    return "\n\n".join(parts)


def _row(name: str, flag: str, default: Any, text: str) -> str:
    from multigpu.apps.config_file import toml_value

    shown = "" if default is None else f"`{toml_value(default)}`"
    meaning = " ".join(text.split()).replace("|", "\\|")
    return f"| `{name}` | `{flag}` | {shown} | {meaning} |"
