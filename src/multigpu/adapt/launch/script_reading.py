"""What a script will do, read from its code before it runs: its syntax tree and those of the
modules it imports from beside it (its own helpers), never its text. A comment or a string that
mentions a function does not count; a call in a helper module does.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

# Local imports followed at most this deep (script -> helper -> helper's helper ...).
_DEPTH = 8


def calls(script: Path, name: str) -> bool:
    """Whether `script`, or a module it imports from its own folder (or its package), calls a
    function called `name` (`name(...)`, `x.name(...)`, `x.y.name(...)`)."""
    return any(_calls(tree, name) for tree in _trees(script))


def _calls(tree: ast.AST, name: str) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if called == name:
                return True
    return False


def _trees(script: Path) -> Iterator[ast.AST]:
    """The syntax trees of `script` and of the local modules it imports, each once."""
    seen: set[Path] = set()
    todo = [(script.resolve(), 0)]
    while todo:
        path, depth = todo.pop()
        if path in seen or not path.is_file():
            continue
        seen.add(path)
        try:
            tree = ast.parse(path.read_text(errors="replace"), filename=str(path))
        except SyntaxError:
            continue  # a helper that does not parse fails when the script imports it
        yield tree
        if depth < _DEPTH:
            todo += [(local, depth + 1) for local in _local_imports(tree, path, script.parent)]


def _local_imports(tree: ast.AST, path: Path, root: Path) -> Iterator[Path]:
    """The files of the modules `tree` imports that lie beside the script (its folder is on
    sys.path when it runs) or, for a relative import, beside `path`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield from _module_files(root, alias.name.split("."))
        elif isinstance(node, ast.ImportFrom):
            base = path.parent
            for _ in range(max(node.level - 1, 0)):
                base = base.parent
            anchor = base if node.level else root
            parts = node.module.split(".") if node.module else []
            yield from _module_files(anchor, parts)
            for alias in node.names:  # `from helpers import setup`: setup may be a module
                yield from _module_files(anchor, [*parts, alias.name])


def _module_files(anchor: Path, parts: list[str]) -> Iterator[Path]:
    if not parts:
        return
    folder = anchor.joinpath(*parts)
    yield folder.with_suffix(".py")
    yield folder / "__init__.py"
