"""Every CUDA code path, with real assertions; each skips itself without a GPU.

Run on a GPU machine by `benchmarks/gpu_check.py` (or `pytest -m cuda`). Two ranks cannot share
one GPU over nccl, so the multi-process paths run two processes on the one GPU over gloo with
CUDA tensors (MULTIGPU_BACKEND=gloo).
"""

from __future__ import annotations

import json

import pytest
import torch
from torch import nn

import multigpu
from conftest import run_as_ranks, run_cli, run_python, script
from multigpu.apps.decoders import has_torchcodec
from multigpu.core import checkpoint
from reference import assert_same, reference_parameters

pytestmark = [
    pytest.mark.cuda,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]


needs_torchcodec = pytest.mark.skipif(
    not has_torchcodec(), reason="GPU decoding needs TorchCodec: pip install 'multigpu[codec]'"
)


def close_to(trained: dict, reference: dict) -> None:
    assert trained.keys() == reference.keys()
    for key, value in reference.items():
        torch.testing.assert_close(trained[key].cpu(), value, rtol=1e-4, atol=1e-5, msg=key)


@pytest.mark.parametrize("strategy", ["single", "ddp", "fsdp"])
def test_world_size_one_over_nccl_equals_the_cpu_reference(tmp_path, strategy):
    out = tmp_path / "m.pt"
    env = {"EQUIVALENCE_ACCELERATOR": "cuda"}
    result = run_python(
        script("equivalence.py"),
        str(out),
        "--strategy",
        strategy,
        "--devices",
        "1",
        env=env,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    close_to(torch.load(out, weights_only=True), reference_parameters(world_size=1))


def test_two_processes_share_the_gpu_over_gloo_and_equal_one_process(tmp_path):
    # Each process sees the one GPU (local rank 0 of its own); gloo carries the CUDA tensors.
    env = {"MULTIGPU_BACKEND": "gloo", "EQUIVALENCE_ACCELERATOR": "cuda"}
    run_as_ranks(script("equivalence.py"), str(tmp_path / "m.pt"), world=2, env=env)
    saved = torch.load(tmp_path / "m.pt", map_location="cpu", weights_only=True)
    assert_same(saved, reference_parameters(2))


def _loader(run: multigpu.Run) -> dict:
    data = torch.utils.data.TensorDataset(torch.arange(40.0).view(20, 2), torch.arange(20))
    loader = run.loader(data, batch_size=4, shuffle=False, num_workers=2)
    batches = [(x.clone(), y.clone()) for _ in run.epochs(1) for x, y in loader]
    return {"pinned": loader.loader.pin_memory, "batches": batches}


def test_the_loader_pins_and_copies_without_blocking_and_arrives_intact():
    result = multigpu.launch(_loader, strategy="single", accelerator="cuda")
    assert result["pinned"]
    x = torch.cat([b[0] for b in result["batches"]])
    assert x.is_cuda and torch.equal(x.cpu(), torch.arange(40.0).view(20, 2))


def _precision(run: multigpu.Run, inject: bool, channels_last: bool, compiled: bool) -> dict:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Flatten(), nn.Linear(8 * 6 * 6, 2))
    if channels_last:
        model = model.to(memory_format=torch.channels_last)
    model, optimizer = run.setup(
        model, torch.optim.SGD(model.parameters(), lr=0.1), loss=nn.CrossEntropyLoss()
    )
    if compiled:
        model = torch.compile(model)
    x, y = torch.randn(4, 3, 8, 8, device=run.device), torch.tensor([0, 1, 0, 1], device=run.device)
    if channels_last:
        x = x.contiguous(memory_format=torch.channels_last)
    losses, skipped = [], []
    for step in range(4):
        before = [p.detach().clone() for p in run.unwrap(model).parameters()]
        loss = model(x, y)
        run.backward(loss * float("inf") if inject and step == 3 else loss)
        optimizer.step()
        optimizer.zero_grad()
        after = run.unwrap(model).parameters()
        changed = any(not torch.equal(a, p) for a, p in zip(before, after, strict=True))
        losses.append(float(loss))
        skipped.append(not changed)
    return {"losses": losses, "skipped": skipped, "memory": run.peak_memory()}


@pytest.mark.parametrize(
    ("precision", "channels_last", "compiled"),
    [
        ("fp32", False, False),
        ("bf16", False, False),
        ("bf16", True, False),
        ("bf16", True, True),
        ("fp16", False, False),
    ],
)
def test_precisions_memory_formats_and_compile_train(precision, channels_last, compiled):
    result = multigpu.launch(
        _precision,
        False,
        channels_last,
        compiled,
        strategy="single",
        accelerator="cuda",
        precision=precision,
    )
    assert all(torch.isfinite(torch.tensor(result["losses"])))
    assert result["losses"][-1] < result["losses"][0]
    assert result["memory"][0]["device"] == "cuda:0" and result["memory"][0]["peak_mb"] > 0


def test_fp16_skips_the_step_of_an_injected_inf():
    result = multigpu.launch(
        _precision,
        True,
        False,
        False,
        strategy="single",
        accelerator="cuda",
        precision="fp16",
        on_nan="ignore",
    )
    assert result["skipped"][3]


def test_a_checkpoint_saved_on_the_gpu_loads_on_the_cpu_and_back(tmp_path):
    model = nn.Linear(3, 2).cuda()
    checkpoint.write(tmp_path / "c.pt", {"format": checkpoint.FORMAT, "model": model.state_dict()})
    on_cpu = checkpoint.read(tmp_path / "c.pt", map_location="cpu")["model"]
    assert on_cpu["weight"].device.type == "cpu"
    back = checkpoint.read(tmp_path / "c.pt", map_location=torch.device("cuda", 0))["model"]
    assert back["weight"].is_cuda and torch.equal(back["weight"], model.weight.detach())


def test_doctor_on_the_gpu():
    result = run_cli("doctor", "--devices", "1", timeout=120)
    assert result.returncode == 0, result.stderr
    assert "ok: 1 rank(s) over nccl" in result.stdout and "cuda:0" in result.stdout


_NCCL_RECORDED = """import os, torch, torch.distributed as dist
from multigpu.hang import flight
dist.init_process_group("nccl", device_id=torch.device("cuda", 0))
dist.all_reduce(torch.ones(5, device="cuda"))  # the recorded line
torch.cuda.synchronize()
[found] = [c for c in flight.recorded() if c.op == "all_reduce"]
print(found.describe(), found.where(), found.done)
dist.destroy_process_group()
"""


def test_nccl_collectives_are_in_the_hang_recorder(tmp_path):
    (tmp_path / "recorded.py").write_text(_NCCL_RECORDED)
    env = {
        "RANK": "0",
        "WORLD_SIZE": "1",
        "LOCAL_RANK": "0",
        "MASTER_ADDR": "127.0.0.1",
        "MASTER_PORT": "29561",
        "TORCH_FR_BUFFER_SIZE": "64",
    }
    result = run_python(str(tmp_path / "recorded.py"), env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("all_reduce(5 float32) recorded.py:4 in <module>")


def test_a_hang_on_cuda_tensors_is_explained(tmp_path):
    env = {"MULTIGPU_BACKEND": "gloo"}  # two ranks on the one GPU
    result = run_python(
        script("hangs.py"), "sleep", "--accelerator", "cuda", env=env, cwd=tmp_path, timeout=120
    )
    assert result.returncode == 1
    assert "rank 1 never reached all_reduce" in result.stderr
    assert "in misbehave (time.sleep(600)" in result.stderr


@needs_torchcodec
def test_nvjpeg_decoding_agrees_with_the_cpu_within_2_of_255(jpeg_folder):
    from torchvision.io import read_file

    from multigpu.apps.decoders import decode_jpeg_or_image
    from multigpu.apps.device_decode import decode_batch

    files = sorted(jpeg_folder.rglob("*.jpg"))
    data = [read_file(str(path)) for path in files]
    on_gpu = decode_batch(data, [str(p) for p in files], torch.device("cuda"))
    for encoded, image in zip(data, on_gpu, strict=True):
        assert image.device.type == "cuda"
        assert (image.cpu().int() - decode_jpeg_or_image(encoded).int()).abs().max() <= 2


@needs_torchcodec
def test_a_job_trains_from_the_gpu_decoding_pipeline_under_ddp(jpeg_folder, tmp_path):
    result = run_cli(
        "train",
        "--model",
        "mlp",
        "--data",
        str(jpeg_folder),
        "--decode",
        "gpu",
        "--strategy",
        "ddp",
        "--devices",
        "1",
        "--epochs",
        "1",
        "--batch-size",
        "4",
        "--out",
        str(tmp_path),
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["steps"] == 3  # 12 images, 20% held out: 10 in batches of 4
    assert summary["input"]["ranks"][0]["batches"] == 2  # the first is start-up
    usage = summary["device_usage"][0]
    if usage["gpu_util_percent"] is not None:  # with nvidia-ml-py installed
        assert usage["gpu_memory_mib"]["max"] > 0


def _offloaded_step(run: multigpu.Run) -> dict:
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 3))
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1)
    net, optimizer = run.setup(net, optimizer)
    where = {p.to_local().device.type for p in net.parameters()}
    x = torch.randn(4, 8, device=run.device)
    run.backward(net(x).sum())
    optimizer.step()
    return {"shards_on": sorted(where), "weights": run.state_dict(net)}


def test_fsdp_offload_keeps_the_shards_in_host_memory_and_trains_the_same():
    offloaded = multigpu.launch(
        _offloaded_step, devices=1, accelerator="cuda", strategy=multigpu.FSDP(offload=True)
    )
    kept = multigpu.launch(_offloaded_step, devices=1, accelerator="cuda", strategy="fsdp")
    assert offloaded["shards_on"] == ["cpu"] and kept["shards_on"] == ["cuda"]
    close_to(offloaded["weights"], {k: v.cpu() for k, v in kept["weights"].items()})
