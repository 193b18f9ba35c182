"""torch's private internals live in core/torch_compat.py alone, and what it says of the supported
range agrees with what the project declares and CI installs.

The scan reads every module of src/ as code (its syntax tree): a private name imported from
torch, reached through a name bound to torch, read or written on an object as one of torch's
classes has it, or overridden in a subclass of a torch class."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import torch
from torch import nn
from torch.utils.data import DataLoader

from multigpu.core import torch_compat

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "multigpu"
COMPAT = SRC / "core" / "torch_compat.py"


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _torch_private_attributes() -> set[str]:
    """The private attribute names of the torch objects multigpu handles: classes and live
    instances (instance attributes such as `_parameters` and `_iterator` exist only there)."""
    from torch.distributed.fsdp import FSDPModule
    from torch.distributed.tensor import DTensor
    from torch.distributed.tensor.parallel import ColwiseParallel
    from torch.nn.parallel import DistributedDataParallel

    linear = nn.Linear(1, 1)
    loader = DataLoader([1, 2])
    iter(loader)  # sets its _iterator
    objects = [
        linear,
        loader,
        torch.zeros(1),
        torch.amp.GradScaler("cpu"),
        torch.optim.SGD(linear.parameters(), lr=0.1),
        torch.compile(nn.Linear(1, 1)),  # lazy: nothing is compiled
        nn.BatchNorm1d(1),
        DistributedDataParallel,
        FSDPModule,
        DTensor,
        ColwiseParallel(),
    ]
    names = set()
    for obj in objects:
        names |= {n for n in dir(obj) if _private(n)}
        names |= {n for n in getattr(obj, "__dict__", {}) if _private(n)}
    return names


PRIVATE_ATTRIBUTES = _torch_private_attributes()


def private_uses(source: str, private_attributes: set[str] = PRIVATE_ATTRIBUTES) -> list[str]:
    """Each use of a private torch name in `source`, as 'line: what'."""
    tree = ast.parse(source)
    found: list[str] = []
    bound = set()  # local names bound to torch modules or objects
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "torch":
                    bound.add((alias.asname or alias.name).split(".")[0])
                    if any(_private(part) for part in alias.name.split(".")):
                        found.append(f"{node.lineno}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "torch":
            for alias in node.names:
                bound.add(alias.asname or alias.name)
                path = f"{node.module}.{alias.name}"
                if any(_private(part) for part in path.split(".")):
                    found.append(f"{node.lineno}: from {node.module} import {alias.name}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            root = node.value
            while isinstance(root, ast.Attribute):
                root = root.value
            through_torch = isinstance(root, ast.Name) and root.id in bound
            on_self = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            if through_torch or (node.attr in private_attributes and not on_self):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and _names_private_attribute(node, private_attributes):
            found.append(f"{node.lineno}: {ast.unparse(node)[:60]}")
        elif isinstance(node, ast.ClassDef) and any(_from_torch(b, bound) for b in node.bases):
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name in private_attributes:
                    found.append(f"{item.lineno}: {node.name}.{item.name} overridden")
    return found


def _names_private_attribute(call: ast.Call, private_attributes: set[str]) -> bool:
    """A call given a torch class's private attribute by name (a patch's swap), or getattr and
    its kin given any private name on anything but the caller's own object."""
    strings = [
        a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)
    ]
    if any(s in private_attributes for s in strings):
        return True
    introspects = isinstance(call.func, ast.Name) and call.func.id in (
        "getattr",
        "hasattr",
        "setattr",
    )
    own = call.args and isinstance(call.args[0], ast.Name) and call.args[0].id in ("self", "cls")
    return introspects and not own and any(_private(s) for s in strings)


def _from_torch(base: ast.expr, bound: set[str]) -> bool:
    while isinstance(base, ast.Attribute):
        base = base.value
    return isinstance(base, ast.Name) and base.id in bound


def test_no_module_but_torch_compat_names_a_private_torch_internal():
    offenders = {
        str(path.relative_to(SRC)): uses
        for path in sorted(SRC.rglob("*.py"))
        if path != COMPAT and (uses := private_uses(path.read_text()))
    }
    assert offenders == {}


@pytest.mark.parametrize(
    "source",
    [
        "from torch.utils._pytree import tree_leaves",
        "import torch.distributed._functional_collectives as funcol",
        "from torch.distributed.tensor.placement_types import _StridedShard",
        "import torch\nx = torch._C._nn._parse_to(1)",
        "import torch\ntorch.autograd.Variable._execution_engine.queue_callback(f)",
        "def f(module):\n    return module._parameters",
        "def f(loader):\n    loader._iterator = None",
        "def f(root):\n    return root._get_fsdp_state()",
        "def f(state):\n    return getattr(state, '_root_post_backward_final_callback', None)",
        "def f(self):\n    return self.scaler._found_inf_per_device(self.optimizer)",
        "from torch.utils.data import DataLoader\nswap(DataLoader, '_index_sampler', p)",
        "from torch.distributed.tensor.parallel import ColwiseParallel\n"
        "class Style(ColwiseParallel):\n    def _apply(self, module, mesh):\n        pass",
    ],
)
def test_the_scan_finds_each_form_of_private_use(source):
    """The negative control: each way the code used a private name before it moved."""
    assert private_uses(source)


def test_the_scan_leaves_own_private_names_and_public_torch_alone():
    source = (
        "import torch\nfrom torch import nn\n"
        "class Own:\n    def _apply(self):\n        return self._iterator\n"
        "def f(model, state):\n"
        "    return torch.nn.functional.relu(model(state._powersgd)), nn.Linear(1, 1)\n"
    )
    assert private_uses(source) == []


def test_the_floors_pyproject_declares_are_the_ones_ci_installs():
    """torch's (torch_compat.FLOOR), torchvision's and transformers' (the lm and test extras)."""
    project, ci = (ROOT / "pyproject.toml").read_text(), (ROOT / ".ci" / "run").read_text()
    floors = {
        name: set(re.findall(rf'"{name}>=([\d.]+)"', project))
        for name in ("torch", "torchvision", "transformers")
    }
    assert floors["torch"] == {".".join(map(str, torch_compat.FLOOR))}
    for name, (floor,) in floors.items():
        assert re.search(rf"\b{name}=={re.escape(floor)}(\.0)?(?![\d.])", ci), name


def test_release_and_refusal_read_the_installed_torch(monkeypatch):
    assert torch_compat.release("2.10.0+cu128") == (2, 10)
    assert torch_compat.release("2.14.1") == (2, 14)
    monkeypatch.setattr(torch, "__version__", "2.10.0+cu128")
    assert torch_compat.needs("X", (2, 13)) == (
        "X needs torch 2.13 or newer (this is torch 2.10.0+cu128)"
    )
    monkeypatch.setattr(torch, "__version__", "2.13.0")
    assert torch_compat.needs("X", (2, 13)) is None


def test_flatten_and_unflatten_match_torchs_private_pair():
    from torch._utils import _flatten_dense_tensors, _unflatten_dense_tensors

    tensors = [torch.randn(3, 2), torch.randn(5), torch.randn(1, 1, 4)]
    flat = torch_compat.flatten(tensors)
    assert torch.equal(flat, _flatten_dense_tensors(tensors))
    for mine, theirs in zip(
        torch_compat.unflatten(flat, tensors), _unflatten_dense_tensors(flat, tensors), strict=True
    ):
        assert torch.equal(mine, theirs) and mine.data_ptr() == theirs.data_ptr()
    # a non-contiguous tensor is laid out in its logical order, as reshape(-1) reads it
    transposed = torch.randn(4, 3).t()
    assert torch.equal(torch_compat.flatten([transposed]), transposed.reshape(-1))
    # a tensor of no elements keeps its shape (a bucket's view becomes a gradient)
    empty = [torch.randn(2), torch.randn(0, 5)]
    assert [p.shape for p in torch_compat.unflatten(torch_compat.flatten(empty), empty)] == [
        (2,),
        (0, 5),
    ]
    # always a copy, a lone tensor's too (a bucket summed in place must not touch a gradient)
    lone = torch.randn(6)
    flat = torch_compat.flatten([lone])
    flat.add_(1)
    assert torch.equal(flat, lone + 1) and flat.data_ptr() != lone.data_ptr()


def test_copy_all_copies_each_source_into_its_target_in_place():
    sources = [torch.randn(3, 2), torch.randn(5)]
    targets = [torch.zeros(3, 2), torch.zeros(5)]
    kept = [t.data_ptr() for t in targets]
    torch_compat.copy_all(targets, sources)
    assert all(torch.equal(t, s) for t, s in zip(targets, sources, strict=True))
    assert [t.data_ptr() for t in targets] == kept


def test_each_entry_still_reaches_what_it_wraps():
    """Every accessor resolves on the installed torch (an attribute renamed in a new release
    fails here, not in a user's run)."""
    assert torch_compat.is_strided_shard(torch_compat.strided_shard(1, split_factor=3))
    assert not torch_compat.is_strided_shard(torch.distributed.tensor.Shard(1))
    assert torch_compat.is_view(torch.zeros(4)[:2]) and not torch_compat.is_view(torch.zeros(2))
    assert torch_compat.device_of_to("cpu", torch.float64) == torch.device("cpu")
    assert torch_compat.device_of_to(torch.float64) is None
    compiled = torch.compile(nn.Linear(1, 1))
    assert isinstance(torch_compat.compiled_inner(compiled), nn.Linear)
    assert torch_compat.compiled_inner(nn.Linear(1, 1)) is None
    assert torch_compat.legacy_reduction(False, None) == "sum"
    assert isinstance(nn.BatchNorm2d(1), torch_compat.BatchNormBase)
    assert isinstance(torch_compat.index_sampler_property(), property)
    assert callable(torch_compat.map_dataset_fetcher().fetch)
    assert torch_compat.mem_tracker() is not None
    assert torch_compat.flight_recorder_dumps(with_nccl=False)
    assert isinstance(torch_compat.cuda_driver_version(), int)
    calls = []
    x = torch.ones(1, requires_grad=True)
    torch.distributed.init_process_group(
        "gloo", store=torch.distributed.HashStore(), rank=0, world_size=1
    )
    try:  # a backward, on every release (2.10's functional collectives have none)
        torch_compat.differentiable_sum(x * 3).sum().backward()
    finally:
        torch.distributed.destroy_process_group()
    assert x.grad is not None and x.grad.item() == 3
    x.register_hook(lambda g: torch_compat.queue_backward_callback(lambda: calls.append(1)))
    (x * 2).sum().backward()
    assert calls == [1]


def test_rendezvous_events_are_named_as_torch_names_them_and_torch_gets_its_function_back():
    from torch.distributed.elastic.rendezvous import dynamic_rendezvous

    original = dynamic_rendezvous.get_method_name

    def record() -> str:  # where torch calls it: in _record, for _record's caller
        return dynamic_rendezvous.get_method_name()

    def next_rendezvous() -> str:
        return record()

    assert next_rendezvous() == "next_rendezvous"  # torch's own, through inspect.stack()
    with torch_compat.quick_rendezvous_names():
        assert dynamic_rendezvous.get_method_name is not original
        assert next_rendezvous() == "next_rendezvous"
        assert dynamic_rendezvous.get_method_name(10_000) == "no_method_name"
    assert dynamic_rendezvous.get_method_name is original
