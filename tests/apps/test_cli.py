"""Bad input: one clear line on stderr, exit code 2, within seconds, no traceback.

Most cases call the command's `main()` in this process (they fail before any worker starts);
two run the real `python -m multigpu` to check the process's exit code and stderr end to end.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from conftest import run_cli


def assert_usage_error(result, *fragments: str) -> None:
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2, result.stderr
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("multigpu: error: ")
    for fragment in fragments:
        assert fragment in lines[0]


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (["--strategy", "nope"], ["--strategy nope: unknown strategy", "ddp"]),
        (["--model", "nope"], ["--model nope: unknown model", "digits-cnn"]),
        (["--devices", "64"], ["--devices 64", "CPU core"]),
        (["--batch-size", "0"], ["--batch-size 0: must be at least 1"]),
        (["--epochs", "two"], ["'two' is not a int"]),
        (["--no-such-option"], ["unrecognized arguments: --no-such-option"]),
        (["--precision", "fp8"], ["--precision fp8: unknown precision"]),
        (["--strategy", "pipeline", "--precision", "fp16"], ["fp16 loss scaling cannot apply"]),
        (["--strategy", "pipeline", "--accumulate", "2"], ["splits batches itself"]),
        (["--strategy", "single", "--devices", "2"], ["uses one device"]),
        (["--max-restarts", "-1"], ["--max-restarts -1: must be 0 (off) or more"]),
        (["--sync", "async", "--max-restarts", "1"], ["not supported with --sync async"]),
    ],
)
def test_bad_train_options(cli, args, fragments, tmp_path):
    started = time.monotonic()
    assert_usage_error(cli("train", "--out", str(tmp_path), *args), *fragments)
    assert time.monotonic() - started < 5


def test_a_real_process_exits_2_with_one_line(tmp_path):
    started = time.monotonic()
    result = run_cli("train", "--out", str(tmp_path), "--strategy", "nope", timeout=30)
    assert_usage_error(result, "--strategy nope: unknown strategy")
    assert time.monotonic() - started < 20


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_out_as_user(cli, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    assert_usage_error(cli("train", "--out", str(locked / "x")), "not a writable folder")


def test_out_that_is_a_file(cli, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    # A path below a regular file cannot be a folder, for root too.
    assert_usage_error(cli("train", "--out", str(blocker / "out")), "not a writable folder")


def test_config_with_unknown_key(cli, tmp_path):
    config = tmp_path / "run.toml"
    config.write_text("[job]\nepochs = 1\n[data]\nbatch_sise = 8\n")
    assert_usage_error(
        cli("train", "--config", str(config), "--out", str(tmp_path)), "'batch_sise'"
    )


def test_config_with_wrong_type(cli, tmp_path):
    config = tmp_path / "run.toml"
    config.write_text('[job]\nepochs = "ten"\n')
    assert_usage_error(
        cli("train", "--config", str(config), "--out", str(tmp_path)), "'epochs' must be int"
    )


def test_missing_config_file(cli, tmp_path):
    assert_usage_error(cli("train", "--config", str(tmp_path / "none.toml")), "not found")


def test_launch_of_a_missing_script(cli, tmp_path):
    assert_usage_error(cli("launch", str(tmp_path / "none.py")), "no such script")


def test_debug_shows_the_traceback(tmp_path):
    result = run_cli("train", "--strategy", "nope", "--debug", "--out", str(tmp_path))
    assert result.returncode == 2
    assert "Traceback" in result.stderr


@pytest.mark.parametrize("command", ["train", "launch", "doctor"])
def test_help_gives_one_default_per_option(command, capsys):
    from multigpu.apps.cli import build_parser

    with pytest.raises(SystemExit):
        build_parser().parse_args([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())  # argparse wraps lines
    assert "(default: )" not in text
    options = text.split(" --")  # one piece of help per option
    assert all(piece.count("(default:") <= 1 for piece in options)
    assert "(default: assigned on joining," in text


def test_launch_of_a_script_that_does_not_compile(cli, tmp_path):
    bad = tmp_path / "train.py"
    bad.write_text("import torch\n\nfor x in range(3)\n    print(x)\n")
    assert_usage_error(cli("launch", str(bad)), f"{bad}:3: SyntaxError: ")


def test_a_plot_without_matplotlib_names_the_extra(cli, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if it were not installed
    result = cli("comm", "--predict", "--link-gbps", "10", "--plot", str(tmp_path / "p.png"))
    assert_usage_error(result, "--plot needs matplotlib", "pip install 'multigpu[plot]'")


def test_bare_multigpu_lists_the_commands():
    result = run_cli()
    assert result.returncode == 2
    assert "usage: multigpu" in result.stderr
    for command in ("train", "run", "launch", "doctor", "stacks", "comm", "bench"):
        assert f"\n    {command} " in result.stderr, command


@pytest.mark.parametrize("argv", [["--help"], ["--version"]])
def test_help_and_version_do_not_import_torch(argv):
    code = (
        "import sys\nfrom multigpu.apps.cli import main\n"
        f"try:\n    main({argv!r})\nexcept SystemExit:\n    pass\n"
        "assert 'torch' not in sys.modules, 'torch was imported'\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "multigpu" in result.stdout


def test_every_command_and_option_explains_itself():
    from multigpu.apps.cli import build_parser, command_parsers

    parser = build_parser()
    for name, command in command_parsers(parser).items():
        assert command.description, f"{name} has no description"
        for action in command._actions:
            assert action.help, f"multigpu {name} {action.dest} has no help"


def test_run_without_a_script_asks_only_for_the_script(cli):
    assert_usage_error(cli("run"), "the following arguments are required: script")
    assert "script_args" not in cli("run").stderr


@pytest.mark.parametrize("command", ["run", "launch", "plan"])
def test_a_scripts_own_options_pass_through_even_where_they_look_like_ours(command):
    """nanoGPT's train.py takes `--device=cpu`: a prefix of run's --devices and --device-memory,
    which argparse's abbreviations refused as ambiguous, before the script's path was read."""
    from multigpu.apps.cli import build_parser

    own = ["--device=cpu", "--dev", "1", "--timeout", "5", "--compile=False"]
    args = build_parser().parse_args([command, "train.py", *own])
    assert (args.script, args.script_args) == ("train.py", own)


def test_a_commands_own_flag_names_the_error(capsys):
    """`comm --ranks` is the device count underneath: the error names --ranks, not --devices."""
    from multigpu.apps.cli import main

    assert main(["comm", "--ranks", "999", "--accelerator", "auto"]) == 2
    assert "--ranks 999:" in capsys.readouterr().err
