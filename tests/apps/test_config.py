"""Config: defaults < TOML file < command line; unknown keys and wrong types name the key."""

from __future__ import annotations

import pytest

from multigpu.apps.config import TrainConfig, build_config, check_type, load_toml
from multigpu.core.errors import UsageError


def test_command_line_overrides_file_overrides_defaults(tmp_path):
    path = tmp_path / "run.toml"
    path.write_text('epochs = 3\nbatch-size = 16\nlr = 1\nstrategy = "single"\n')
    config = build_config(load_toml(path), {"epochs": 5})
    assert config.epochs == 5  # command line
    assert config.batch_size == 16  # file, dashed key accepted
    assert config.lr == 1.0 and isinstance(config.lr, float)  # int widened to float
    assert config.strategy == "single"
    assert config.model == TrainConfig().model  # default


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("epoch = 3", "unknown key 'epoch'"),
        ('epochs = "3"', "'epochs' must be int, not str"),
        ("epochs = 3.5", "'epochs' must be int, not float"),
        ("lr = true", "'lr' must be float, not bool"),
        ("epochs = [", "cannot read config file"),
    ],
)
def test_bad_files(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text + "\n")
    with pytest.raises(UsageError, match=message):
        load_toml(path)


def test_devices_accepts_a_number_or_auto():
    assert check_type("devices", 4, "x") == "4"
    assert check_type("devices", "auto", "x") == "auto"
    assert check_type("workers", None, "x") is None


def test_values_are_validated():
    with pytest.raises(UsageError, match="model='resnet9000': unknown model"):
        build_config({}, {"model": "resnet9000"})
    with pytest.raises(UsageError, match=r"lr=0\.0: must be positive"):
        build_config({}, {"lr": 0.0})
