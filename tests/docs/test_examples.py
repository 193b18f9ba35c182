"""The documentation cannot rot: every example marked runnable in the README and in docs/ runs,
and every command shown with its output gives that output's first lines.

Markers, on the line before a fenced block:
- `<!-- test: run -->` on a Python block: the block is a whole program; it must exit 0.
- `<!-- test: file NAME -->` on a block: written to NAME in the page's working folder, for the
  commands after it.
- `<!-- test: output -->` on a console block: its first line is `$ multigpu ...`; the lines
  after it must be the first lines of what the command prints (stdout and stderr together),
  with numbers free to differ (timings, losses). A line `...` among them skips to the end:
  the lines after it must be the last lines printed.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import ROOT, _child_env, run_python

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
MARKED = re.compile(r"^<!-- test: (run|output|file (\S+)) -->\n```\w*\n(.*?)^```", re.S | re.M)
NUMBER = re.compile(r"\d[\d,.]*")


@dataclass(frozen=True)
class Example:
    kind: str  # run, output or file
    text: str
    line: int
    file_name: str | None = None


def examples(page: Path) -> list[Example]:
    source = page.read_text()
    return [
        Example(
            kind=match[1].split()[0],
            text=match[3],
            line=source.count("\n", 0, match.start()) + 1,
            file_name=match[2],
        )
        for match in MARKED.finditer(source)
    ]


def test_the_documentation_has_examples_to_test():
    kinds = [example.kind for page in PAGES for example in examples(page)]
    assert kinds.count("run") >= 1 and kinds.count("output") >= 2, kinds


@pytest.mark.parametrize(
    "page", [p for p in PAGES if examples(p)], ids=lambda p: p.relative_to(ROOT).as_posix()
)
def test_the_examples_of(page, tmp_path):
    for example in examples(page):
        where = f"{page.name}:{example.line}"
        if example.kind == "file":
            (tmp_path / example.file_name).write_text(example.text)
        elif example.kind == "run":
            program = tmp_path / f"example_{example.line}.py"
            program.write_text(example.text)
            result = run_python(str(program), cwd=tmp_path, timeout=300)
            assert result.returncode == 0, f"{where}: {result.stderr[-2000:]}"
        else:
            _check_output(example, tmp_path, where)


def _check_output(example: Example, folder: Path, where: str) -> None:
    command, *expected = example.text.rstrip("\n").splitlines()
    assert command.startswith("$ multigpu "), f"{where}: {command!r}"
    argv = shlex.split(command[2:])[1:]
    result = subprocess.run(
        [sys.executable, "-m", "multigpu", *argv],
        cwd=folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=300,
        env=_child_env(),
    )
    printed = [line for line in result.stdout.splitlines() if line.strip()]
    head, _, tail = expected, None, []
    if "..." in expected:
        cut = expected.index("...")
        head, tail = expected[:cut], expected[cut + 1 :]
    shown = printed[: len(head)] + (printed[-len(tail) :] if tail else [])
    assert [NUMBER.sub("N", line) for line in shown] == [
        NUMBER.sub("N", line) for line in head + tail
    ], f"{where}: `{command[2:]}` printed:\n{result.stdout[-3000:]}"
