"""torch's ring attention alone, on one GPU: which kernels and rotations work, and how close.

    python benchmarks/ring_attention_probe.py        (a GPU machine; writes $OUT/probe_cp.json)

A 64-wide causal attention (4 heads) on sequences of 256, its sequence cut by torch's
`context_parallel` over 1 and 2 ranks that share the GPU over gloo (CUDA tensors), for the flash
(bf16), efficient (float32) and cuDNN (bf16) kernels and both rotations of the key-value shards
(all-gather, all-to-all). Prints each case's largest gradient difference from one process,
relative to the largest gradient, or the error it died with. What docs/layouts.md quotes (an
H200, torch 2.11): all-to-all 3.6e-7 (float32) and 5e-3 (bf16); all-gather died with SIGSEGV
over gloo. Not a test: it needs a GPU and says what torch does, not what multigpu does.
"""

from __future__ import annotations

import json
import os
import tempfile
import traceback
from pathlib import Path

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F
from torch import nn

WIDTH, HEADS, SEQUENCE = 64, 4, 256
CASES = [(torch.bfloat16, "flash"), (torch.float32, "efficient"), (torch.bfloat16, "cudnn")]


class Attention(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.qkv, self.out = nn.Linear(WIDTH, 3 * WIDTH), nn.Linear(WIDTH, WIDTH)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, HEADS, WIDTH // HEADS).permute(2, 0, 3, 1, 4)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.out(y.transpose(1, 2).reshape(b, s, WIDTH))


def seeded(dtype: torch.dtype) -> nn.Module:
    torch.manual_seed(0)
    return Attention().cuda().to(dtype)


def rank(index: int, world: int, store: str, dtype, kernel: str, rotate: str, out: str) -> None:
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor.experimental import context_parallel
    from torch.distributed.tensor.experimental._attention import set_rotate_method
    from torch.nn.attention import SDPBackend, sdpa_kernel

    torch.cuda.set_device(0)
    dist.init_process_group("gloo", init_method=f"file://{store}", rank=index, world_size=world)
    backend = {
        "flash": SDPBackend.FLASH_ATTENTION,
        "efficient": SDPBackend.EFFICIENT_ATTENTION,
        "cudnn": SDPBackend.CUDNN_ATTENTION,
    }[kernel]
    try:
        mesh = init_device_mesh("cuda", (world,), mesh_dim_names=("cp",))
        set_rotate_method(rotate)
        torch.manual_seed(1)
        x = torch.randn(2, SEQUENCE, WIDTH, device="cuda", dtype=dtype)
        whole, cut = seeded(dtype), seeded(dtype)
        with sdpa_kernel(backend):
            whole(x).float().pow(2).sum().backward()
            part = x.clone()
            with context_parallel(mesh, buffers=[part], buffer_seq_dims=[1]):
                cut(part).float().pow(2).sum().backward()
        for p in cut.parameters():
            dist.all_reduce(p.grad)
        error = max(
            (a.grad.float() - b.grad.float()).abs().max().item() / b.grad.float().abs().max().item()
            for a, b in zip(cut.parameters(), whole.parameters(), strict=True)
        )
        result = {"ok": True, "grad_rel_err": error}
    except Exception as e:  # a case that fails is a finding, not the end of the probe
        result = {"ok": False, "error": f"{type(e).__name__}: {e}"[:400]}
        result["traceback"] = traceback.format_exc()[-1500:]
    if index == 0:
        Path(out).write_text(json.dumps(result))
    dist.destroy_process_group()


def main() -> None:
    results = {}
    for world in (1, 2):
        for dtype, kernel in CASES:
            for rotate in ("allgather", "alltoall"):
                key = f"world{world}-{kernel}-{str(dtype)[6:]}-{rotate}"
                folder = Path(tempfile.mkdtemp())
                out = folder / "result.json"
                args = (world, str(folder / "store"), dtype, kernel, rotate, str(out))
                try:
                    mp.spawn(rank, args=args, nprocs=world, join=True)
                    results[key] = json.loads(out.read_text())
                except Exception as e:  # a rank killed by a signal (SIGSEGV) ends up here
                    results[key] = {"ok": False, "error": f"spawn: {e}"[:400]}
                print(key, json.dumps(results[key])[:600], flush=True)
    print("torch", torch.__version__)
    Path(os.environ.get("OUT", "."), "probe_cp.json").write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
