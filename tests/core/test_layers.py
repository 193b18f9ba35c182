"""The package's layers: every import (those only for type checkers and those inside functions
included) points down the stack, and no two modules import each other in a circle."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"
# Top to bottom: a module may import from its own layer and the layers below it.
LAYERS = ["apps", "adapt", "launcher", "hang", "api", "strategies", "comm", "core"]


def _modules() -> dict[str, Path]:
    found = {}
    for path in (SRC / "multigpu").rglob("*.py"):
        name = ".".join(path.relative_to(SRC).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _imports(name: str, path: Path, modules: dict[str, Path]) -> Iterator[str]:
    """The multigpu modules `name` imports, wherever in the file the import is."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            parts = package.split(".")
            base = node.module or ""
            if node.level:
                anchor = parts[: len(parts) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            for alias in node.names:  # `from . import x` names a module, not an attribute
                target = f"{base}.{alias.name}"
                if target in modules:
                    yield target
                elif base in modules:
                    yield base


def _layer(module: str) -> int | None:
    parts = module.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else None


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: set(_imports(name, path, modules)) for name, path in modules.items()}


def test_every_import_points_down_the_layers(graph):
    upward = [
        f"{module} -> {target}"
        for module, targets in graph.items()
        for target in targets
        if None not in (_layer(module), _layer(target)) and _layer(target) < _layer(module)
    ]
    assert upward == []


def test_no_module_imports_itself_in_a_circle(graph):
    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), list(graph.get(start, ()))
        while todo:
            module = todo.pop()
            if module == goal:
                return True
            if module not in seen:
                seen.add(module)
                todo.extend(graph.get(module, ()))
        return False

    circles = sorted(m for m in graph for t in graph[m] if t != m and reaches(t, m))
    assert circles == []
