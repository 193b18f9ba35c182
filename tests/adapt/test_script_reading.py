"""Whether a script sets up its own process group is read from its code and its local imports,
not from its text: a helper module's call counts, a comment or a string does not."""

from __future__ import annotations

from multigpu.adapt.launch.script_reading import calls

HELPER = """
import torch.distributed as dist

def setup():
    dist.init_process_group("gloo")
"""


def test_a_call_in_a_helper_module_beside_the_script_is_found(tmp_path):
    (tmp_path / "helpers.py").write_text(HELPER)
    (tmp_path / "train.py").write_text("import helpers\nhelpers.setup()\n")
    assert calls(tmp_path / "train.py", "init_process_group")
    # The negative control: the same script without the helper's call.
    (tmp_path / "helpers.py").write_text("def setup():\n    pass\n")
    assert not calls(tmp_path / "train.py", "init_process_group")


def test_a_comment_or_a_string_that_names_the_function_is_not_a_call(tmp_path):
    script = tmp_path / "train.py"
    script.write_text(
        "# no init_process_group here: one device\n"
        'print("run me without init_process_group")\n'
        "init_process_group = None\n"
    )
    assert not calls(script, "init_process_group")


def test_packages_relative_imports_and_circles_are_followed(tmp_path):
    package = tmp_path / "project"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "setup.py").write_text("from . import distributed\n")
    (package / "distributed.py").write_text(
        "from .setup import nothing\nimport torch.distributed\n"
        "torch.distributed.init_process_group('gloo')\n"
    )
    (tmp_path / "train.py").write_text("from project.setup import *\n")
    assert calls(tmp_path / "train.py", "init_process_group")
    (tmp_path / "other.py").write_text("from project import setup\n")  # a module as a name
    assert calls(tmp_path / "other.py", "init_process_group")


def test_a_helper_that_sets_up_the_group_makes_run_refuse_sharding_before_any_worker(tmp_path, cli):
    (tmp_path / "helpers.py").write_text(HELPER)
    script = tmp_path / "train.py"
    script.write_text("import helpers\nhelpers.setup()\n")
    flags = ("--accelerator", "cpu", "--devices", "2", "--strategy", "fsdp")
    result = cli("run", *flags, str(script))
    assert result.returncode == 2
    assert "sets up its own process group (init_process_group)" in result.stderr
