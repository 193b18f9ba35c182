"""`multigpu train --strategy auto`: the main job's model measured as `multigpu plan --model`
does, and the fastest layout that fits written into the config before any worker starts."""

from __future__ import annotations

import pytest

pytest.importorskip("transformers")

JOB = ("--model", "llama-tiny", "--batch-size", "16", "--devices", "2", "--accelerator", "cpu")


def test_auto_writes_the_layout_that_fits_into_the_config(cli):
    # llama-tiny at 16 per device, as planned: ddp 39 MiB per device, fsdp 36, fsdp with its
    # blocks checkpointed 18; at 30 MB only the last fits.
    result = cli("train", *JOB, "--strategy", "auto", "--device-memory", "30MB", "--print-config")
    assert result.returncode == 0, result.stderr
    assert "--strategy auto chose fsdp with activation checkpointing" in result.stderr
    assert 'strategy = "fsdp"' in result.stdout
    assert "activation_checkpointing = true" in result.stdout


def test_auto_refuses_a_job_that_fits_nowhere_with_the_numbers(cli):
    result = cli("train", *JOB, "--strategy", "auto", "--device-memory", "10MB")
    assert result.returncode == 2
    assert "--strategy auto: nothing fits 2 device(s) of 9.54 MiB: per device, ddp " in (
        result.stderr
    )


def test_device_memory_without_auto_and_auto_in_a_built_config_are_refused(cli):
    from multigpu.apps.config import Parallelism
    from multigpu.core.errors import InvalidOption

    result = cli("train", *JOB, "--device-memory", "30MB")
    assert result.returncode == 2 and "--device-memory is what --strategy auto" in result.stderr
    with pytest.raises(InvalidOption, match="resolved by multigpu train"):
        Parallelism(strategy="auto")


def test_auto_in_a_config_file_is_resolved_too(cli, tmp_path):
    config = tmp_path / "job.toml"
    config.write_text(
        '[job]\nmodel = "llama-tiny"\n[data]\nbatch_size = 16\n'
        '[parallelism]\nstrategy = "auto"\ndevices = "2"\naccelerator = "cpu"\n'
    )
    result = cli("train", "--config", str(config), "--device-memory", "30MB", "--print-config")
    assert result.returncode == 0, result.stderr
    assert 'strategy = "fsdp"' in result.stdout
