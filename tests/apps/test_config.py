"""Config by concern: defaults < TOML file < command line; a file round-trips; every option has a
docstring and a flag; unknown keys and wrong types name the key."""

from __future__ import annotations

import pytest

from multigpu.apps.cli import build_parser, command_parsers
from multigpu.apps.config import SECTIONS, TrainConfig, strategy_option_owners
from multigpu.apps.config_file import build_config, dump_toml, load_toml
from multigpu.apps.parsers import config_values
from multigpu.core.errors import UsageError
from multigpu.core.fields import coerce, docs, flag_of, options
from multigpu.strategies import DDP, Pipeline, strategy_class


def test_command_line_overrides_file_overrides_defaults(tmp_path):
    path = tmp_path / "run.toml"
    path.write_text(
        "[job]\nepochs = 3\n[data]\nbatch-size = 16\n"
        '[optimization]\nlr = 1\n[parallelism]\nstrategy = "single"\n'
    )
    config = build_config(load_toml(path), {"job": {"epochs": 5}})
    assert config.job.epochs == 5  # command line
    assert config.data.batch_size == 16  # file, dashed key accepted
    assert config.optimization.lr == 1.0 and isinstance(config.optimization.lr, float)
    assert config.parallelism.strategy == "single"
    assert config.job.model == TrainConfig().job.model  # default


def test_a_file_round_trips(tmp_path):
    """file -> config -> file: the same text, and an equal config, strategy options included."""
    given = tmp_path / "given.toml"
    given.write_text(
        '[job]\nepochs = 2\nlog = "csv,tensorboard"\n[data]\nglobal_batch_size = 64\n'
        '[parallelism]\nstrategy = "ddp"\nbucket_mb = 50\nsync = "ring"\n'
        '[checkpointing]\nevery = 7\nstop_signals = "TERM"\n[nodes]\nrdzv_timeout = 30\n'
    )
    config = build_config(load_toml(given), {})
    assert config.parallelism.method == DDP(bucket_mb=50.0, sync="ring")
    written = tmp_path / "written.toml"
    written.write_text(dump_toml(config))
    again = build_config(load_toml(written), {})
    assert again == config
    assert dump_toml(again) == written.read_text()
    assert again != build_config({}, {})  # the comparison can fail: the file changed things


def test_the_asynchronous_job_round_trips(tmp_path):
    config = build_config({}, {"parallelism": {"sync": "async", "devices": "2"}})
    assert config.parallelism.asynchronous  # the old spelling, --sync async
    path = tmp_path / "async.toml"
    path.write_text(dump_toml(config))
    assert build_config(load_toml(path), {}) == config


def test_every_option_has_a_docstring_and_a_flag():
    """Every section's fields and every strategy's options: a docstring under the field, and a
    flag of `multigpu train` that sets exactly that option."""
    train = command_parsers(build_parser())["train"]
    flags = {flag for action in train._actions for flag in action.option_strings}
    checked = 0
    for section, cls in SECTIONS.items():
        for name, field in options(cls).items():
            if name == "options":  # the strategies' own options, below
                continue
            assert docs(cls).get(name), f"{cls.__name__}.{name} has no docstring"
            assert flag_of(field) in flags, f"{section}.{name} has no flag"
            checked += 1
    for name, (_, methods) in strategy_option_owners().items():
        for method in methods:
            cls = strategy_class(method)
            assert docs(cls).get(name), f"{cls.__name__}.{name} has no docstring"
        assert "--" + name.replace("_", "-") in flags
        checked += 1
    assert checked >= 40
    # and a flag lands in its own section (the negative: another section keeps its default)
    args = train.parse_args(["--checkpoint-every", "5", "--microbatches", "8", "--data", "x"])
    assert config_values(args) == {
        "checkpointing": {"every": 5},
        "parallelism": {"microbatches": 8},
        "data": {"folder": "x"},
    }


def test_a_strategy_option_reaches_its_strategy_and_another_methods_is_refused():
    config = build_config({}, {"parallelism": {"strategy": "pipeline", "microbatches": 8}})
    assert config.parallelism.method == Pipeline(microbatches=8)
    with pytest.raises(UsageError, match=r"bucket_mb=50\.0: needs strategy ddp"):
        build_config({}, {"parallelism": {"strategy": "fsdp", "bucket_mb": 50.0}})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[job]\nepoch = 3", "unknown key 'epoch' in \\[job\\]"),
        ("epochs = 3", "key 'epochs' belongs in the \\[job\\] table"),
        ("[jobs]\nepochs = 3", "unknown section 'jobs'"),
        ('[job]\nepochs = "3"', "'epochs' must be int, not str"),
        ("[job]\nepochs = 3.5", "'epochs' must be int, not float"),
        ("[optimization]\nlr = true", "'lr' must be float, not bool"),
        ("[parallelism]\nbucket_mb = 'big'", "'bucket_mb' must be float or none, not str"),
        ("[job]\nepochs = [", "cannot read config file"),
    ],
)
def test_bad_files(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text + "\n")
    with pytest.raises(UsageError, match=message):
        load_toml(path)


def test_a_number_stands_for_a_count_and_a_float():
    from multigpu.apps.config import Data, Parallelism

    assert coerce(Parallelism, "devices", 4, "x") == "4"
    assert coerce(Parallelism, "devices", "auto", "x") == "auto"
    assert coerce(Data, "workers", None, "x") is None
    with pytest.raises(UsageError, match="'workers' must be int or none, not float"):
        coerce(Data, "workers", 2.5, "x")


def test_values_are_validated():
    with pytest.raises(UsageError, match="model='resnet9000': unknown model"):
        build_config({}, {"job": {"model": "resnet9000"}})
    with pytest.raises(UsageError, match=r"lr=0\.0: must be positive"):
        build_config({}, {"optimization": {"lr": 0.0}})
    with pytest.raises(UsageError, match="checkpoint_every=-1: must be 0"):
        build_config({}, {"checkpointing": {"every": -1}})


def _not_for_async() -> list[tuple[str, str, object]]:
    """Every option marked as not for the asynchronous job, with a value other than its default."""
    from multigpu.core.fields import options as fields_of

    changed = {"precision": "bf16", "resume": "auto", "global_batch_size": 64, "max_restarts": 1}
    cases = []
    for section, cls in SECTIONS.items():
        for name, f in fields_of(cls).items():
            if f.metadata.get("asynchronous", True) or name == "folder":  # folder: checked first
                continue
            if name in changed:
                value = changed[name]
            else:
                value = True if f.default is False else f.default + 1
            cases.append((section, name, value))
    return cases


@pytest.mark.parametrize(("section", "name", "value"), _not_for_async())
def test_the_asynchronous_job_refuses_what_its_loop_does_not_take(section, name, value):
    given = {"parallelism": {"sync": "async", "devices": "2"}, section: {name: value}}
    with pytest.raises(UsageError, match="not supported with sync async"):
        build_config({}, given)
    assert len(_not_for_async()) >= 9


def test_a_config_for_a_machine_of_8_gpus_is_printed_on_this_one(capsys, tmp_path):
    """A config is data: printed here for 8 GPUs (this machine has none), checked against a
    machine with 8 (a layout 8 GPUs cannot hold is still refused), its data folder left to
    that machine; run here, the same request is refused for want of GPUs."""
    from multigpu.apps.cli import main

    args = ["train", "--model", "llama-tiny", "--devices", "8", "--accelerator", "cuda"]
    args += ["--strategy", "fsdp+tp", "--tp", "2"]
    assert main([*args, "--print-config"]) == 0
    printed = capsys.readouterr().out
    assert 'devices = "8"' in printed and 'accelerator = "cuda"' in printed
    written = tmp_path / "eight.toml"
    written.write_text(printed)
    assert build_config(load_toml(written), {}, validate=False).parallelism.method.tp == 2
    assert main([*args[:-2], "--tp", "3", "--print-config"]) == 2
    assert "--tp 3: does not divide the 8 ranks" in capsys.readouterr().err
    there = ["--data", str(tmp_path / "on-that-machine"), "--model", "resnet50", "--print-config"]
    assert main([*args[:-4], *there]) == 0
    capsys.readouterr()
    assert main([*args[:-4], *there[:-1], "--accelerator", "cpu", "--print-config"]) == 2
    assert "no such folder" in capsys.readouterr().err  # this machine's folder: checked here
    assert main([*args, "--max-steps", "1"]) == 2
    assert "no CUDA GPU is visible" in capsys.readouterr().err
