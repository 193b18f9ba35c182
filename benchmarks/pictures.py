"""The documentation's pictures, each drawn from figures measured by running multigpu itself.

Every picture is a measurement and a drawing: the measurement runs the real thing (a job that
hangs, the main job with and without loader workers, the ring and the parameter server, the
loader resumed on other world sizes, the import graph of the source) and writes its figures to
NAME.json; the drawing reads only that file. The elastic run's picture draws what
`benchmarks/elastic.py --json` wrote (it needs root and minutes: run it first).

    python benchmarks/pictures.py                      # every picture into docs/pictures/
    python benchmarks/pictures.py hang resume          # some of them
    python benchmarks/pictures.py elastic --elastic-json elastic.json
    python benchmarks/pictures.py memory --mesh-json mesh.json     # benchmarks/mesh.py's
    python benchmarks/pictures.py plan --plan-json plan.json       # benchmarks/plan.py's
    python benchmarks/pictures.py --quick --out /tmp/p # small inputs (what the test runs)

needs: pip install -e '.[plot]'
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
MULTIGPU = [sys.executable, "-m", "multigpu"]
RANK_COLOURS = ["#3f51b5", "#e91e63", "#009688", "#ff9800"]

# A job whose rank 1 stops calling collectives after its third step, as a stuck rank does.
HANGING_SCRIPT = """
import time
import torch
import multigpu

def main(run):
    for step in range(6):
        run.all_reduce(torch.ones(4))
        time.sleep(0.3)
        if run.rank == 1 and step == 2:
            time.sleep(600)

if __name__ == "__main__":
    multigpu.launch(main, devices=2, accelerator="cpu", timeout={timeout})
"""


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT / "src")}


def _run(command: list[str]) -> None:
    """Run one of multigpu's commands; its error, not ours, when it fails."""
    done = subprocess.run(command, env=_env(), capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")


def _save(fig: Any, path: Path) -> None:
    import matplotlib.pyplot as plt

    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


# -- a hang: what every rank did, and where the wait began -------------------------------------


def measure_hang(quick: bool) -> dict[str, Any]:
    timeout = 3 if quick else 5
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "stuck.py"
        script.write_text(HANGING_SCRIPT.format(timeout=timeout))
        done = subprocess.run(
            [sys.executable, str(script)], cwd=tmp, env=_env(), capture_output=True, text=True
        )
        reports = sorted(Path(tmp).rglob("hang-report.json"))
        if not reports:
            raise SystemExit(f"the hanging job left no report:\n{done.stderr[-2000:]}")
        report = json.loads(reports[0].read_text())
    start = min(c["created"] for r in report["ranks"] for c in r["collectives"])
    ranks = [
        {
            "rank": r["rank"],
            "collectives": [
                {"seq": c["seq"], "op": c["op"], "t": c["created"] - start, "done": c["done"]}
                for c in r["collectives"]
            ],
            **_where(r),
        }
        for r in report["ranks"]
    ]
    return {"diagnosis": report["diagnosis"], "timeout_s": report["timeout_s"], "ranks": ranks}


def _where(rank: dict[str, Any]) -> dict[str, Any]:
    """The script's line a rank's main thread is at, and whether it waits there for the others
    (inside multigpu's or torch's collectives) or is busy elsewhere."""
    frames = next(t for t in rank["threads"] if t["main"])["frames"]
    ours = [i for i, f in enumerate(frames) if f["file"].endswith("stuck.py")]
    if not ours:
        return {"at": "?", "waiting": False}
    inner = [f["file"] for f in frames[ours[-1] + 1 :]]  # what the script's line called
    waiting = any("collectives" in f or "distributed" in f for f in inner)
    return {"at": f"stuck.py:{frames[ours[-1]]['line']}", "waiting": waiting}


def draw_hang(data: dict[str, Any], path: Path) -> None:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(9, 2.6))
    end = max(c["t"] for r in data["ranks"] for c in r["collectives"]) + data["timeout_s"]
    for r in data["ranks"]:
        y, colour = r["rank"], RANK_COLOURS[r["rank"] % 4]
        for c in r["collectives"]:
            ax.scatter(c["t"], y, s=70, color=colour, zorder=2)
            ax.annotate(
                f"#{c['seq']}",
                (c["t"], y),
                xytext=(0, 8),
                textcoords="offset points",
                ha="center",
                fontsize=7,
            )
        last = max(c["t"] for c in r["collectives"])
        state, bar = ("waits for the others", "#d32f2f") if r["waiting"] else ("busy", "#ff9800")
        ax.hlines(y, last, end, color=bar, lw=4, zorder=1)
        ax.text(end, y, f" {state} at {r['at']}", va="center", color=bar, fontsize=8)
    ax.set_yticks([r["rank"] for r in data["ranks"]], [f"rank {r['rank']}" for r in data["ranks"]])
    ax.set_ylim(-0.7, len(data["ranks"]) - 0.3)
    ax.invert_yaxis()
    ax.set_xlim(-0.2, end * 1.45)
    ax.set_xlabel("seconds since the first collective (dots: the collectives each rank completed)")
    ax.set_title("\n".join(_wrap(data["diagnosis"], 110)), fontsize=8, loc="left")
    _save(fig, path)


def _wrap(text: str, width: int) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width)


# -- the input verdict: waiting for data against computing, per rank ---------------------------


def measure_input(quick: bool) -> dict[str, Any]:
    runs = {}
    epochs = "1" if quick else "3"
    for workers in ("0", "2"):
        with tempfile.TemporaryDirectory() as out:
            command = [
                *MULTIGPU,
                "train",
                "--epochs",
                epochs,
                "--workers",
                workers,
                "--batch-size",
                "16",
                "--out",
                out,
                "--devices",
                "2",
            ]
            _run(command)
            summary = json.loads(Path(out, "summary.json").read_text())
            runs[f"--workers {workers}"] = summary["input"]
    return runs


def draw_input(data: dict[str, Any], path: Path) -> None:
    plt = _plt()
    fig, axes = plt.subplots(1, len(data), figsize=(9, 2.8), sharex=True)
    for ax, (name, verdict) in zip(axes, data.items(), strict=True):
        for r in verdict["ranks"]:
            wait = r["wait_share"]  # of the training pass; the rest is the step
            comm = (1 - wait) * (r["comm_share"] or 0.0)  # the step's exposed gradient sync
            ax.barh(r["rank"], wait, color="#d32f2f", label="waiting for data")
            ax.barh(r["rank"], 1 - wait - comm, left=wait, color="#3f51b5", label="computing")
            ax.barh(r["rank"], comm, left=1 - comm, color="#ff9800", label="exposed gradient sync")
        ax.set_yticks(
            [r["rank"] for r in verdict["ranks"]], [f"rank {r['rank']}" for r in verdict["ranks"]]
        )
        ax.invert_yaxis()
        ax.set_title(f"{name}\n" + "\n".join(_wrap(verdict["line"], 60)), fontsize=7, loc="left")
        ax.set_xlabel("share of the training pass")
    handles, labels = axes[0].get_legend_handles_labels()
    unique = dict(zip(labels, handles, strict=True))
    fig.legend(unique.values(), unique.keys(), loc="lower center", ncol=3, fontsize=8)
    fig.tight_layout(rect=(0, 0.1, 1, 1))
    fig.savefig(path, dpi=120)
    plt.close(fig)


# -- ring against parameter server: the bytes each rank moves ----------------------------------


def measure_ring_ps(quick: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        result = Path(tmp) / "comm.json"
        command = [
            *MULTIGPU,
            "comm",
            "--ranks",
            "4",
            "--accelerator",
            "cpu",
            "--algos",
            "ring,ps",
            "--size",
            "2" if quick else "16",
            "--repeats",
            "3" if quick else "10",
            "--json",
            str(result),
        ]
        _run(command)
        return json.loads(result.read_text())


def draw_ring_ps(data: dict[str, Any], path: Path) -> None:
    plt = _plt()
    fig, (sent, timed) = plt.subplots(1, 2, figsize=(9, 3), gridspec_kw={"width_ratios": [3, 1]})
    algos = data["results"]
    width = 0.8 / len(algos)
    for i, result in enumerate(algos):
        moved = [
            (s + r) / 1e6
            for s, r in zip(
                result["sent_bytes_per_rank"], result["received_bytes_per_rank"], strict=True
            )
        ]
        ranks = range(len(moved))
        sent.bar(
            [x + i * width for x in ranks],
            moved,
            width,
            label=result["algo"],
            color=RANK_COLOURS[i],
        )
        timed.bar(i, result["time_s_median"] * 1e3, color=RANK_COLOURS[i])
    sent.set_xticks(
        [x + width * (len(algos) - 1) / 2 for x in range(data["ranks"])],
        ["rank 0 (the server)" if x == 0 else f"rank {x}" for x in range(data["ranks"])],
    )
    sent.set_ylabel("MB sent + received per call")
    payload = data["payload_bytes"] / 1e6
    sent.set_title(
        f"averaging {payload:g} MB over {data['ranks']} {data['backend']} ranks",
        fontsize=9,
        loc="left",
    )
    sent.legend(fontsize=8)
    timed.set_xticks(range(len(algos)), [r["algo"] for r in algos])
    timed.set_ylabel("ms per call (median)")
    _save(fig, path)


# -- a resume on other world sizes: which samples each rank trains on --------------------------


def measure_resume(quick: bool) -> dict[str, Any]:
    """The loader multigpu train uses, stopped and resumed as a job is: 2 ranks for two steps,
    3 ranks for the next, 1 rank for the last; every rank's samples at every step."""
    import torch

    from multigpu.core.global_batch import GlobalBatchLoader, GlobalBatchPlan

    size, batch = 24, 6
    dataset = torch.arange(size)
    stages, steps, state = [(2, 2), (3, 1), (1, 1)], [], None
    for world, count in stages:
        loaders = []
        for rank in range(world):
            loader = GlobalBatchLoader(
                dataset,
                GlobalBatchPlan.derive(batch, world),
                rank=rank,
                device=torch.device("cpu"),
                seed=0,
                shuffle=True,
                drop_last=False,
                options={},
            )
            if state is not None:
                loader.load_state_dict(state)
            loader.set_epoch(0)
            loaders.append(loader)
        passes = [iter(loader) for loader in loaders]
        for _ in range(count):
            steps.append({"world": world, "ranks": [next(p).tolist() for p in passes]})
        state = loaders[0].state_dict()
    return {"dataset": size, "global_batch": batch, "steps": steps}


def draw_resume(data: dict[str, Any], path: Path) -> None:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(9, 2.8))
    for row, step in enumerate(data["steps"]):
        x = 0
        for rank, samples in enumerate(step["ranks"]):
            for sample in samples:
                ax.add_patch(plt.Rectangle((x, row - 0.4), 1, 0.8, color=RANK_COLOURS[rank]))
                ax.text(
                    x + 0.5, row, str(sample), ha="center", va="center", color="white", fontsize=8
                )
                x += 1
        ax.text(x + 0.3, row, f"{step['world']} rank(s)", va="center", fontsize=8)
    ax.set_xlim(0, data["global_batch"] + 2)
    ax.set_ylim(len(data["steps"]) - 0.5, -0.5)
    ax.set_yticks(range(len(data["steps"])), [f"step {i + 1}" for i in range(len(data["steps"]))])
    ax.set_xticks([])
    ax.set_title(
        "samples of each global batch, coloured by the rank that trains them "
        "(rank 0, 1, 2); stopped after step 2 and 3, resumed on other ranks",
        fontsize=8,
        loc="left",
    )
    _save(fig, path)


# -- the layers: which package imports which ---------------------------------------------------


def measure_layers(quick: bool) -> dict[str, Any]:
    """Import statements between the packages of src/multigpu, counted from the source."""
    package = ROOT / "src" / "multigpu"
    layers = ["apps", "adapt", "launcher", "hang", "api", "strategies", "comm", "core"]
    edges: dict[str, int] = {}
    for file in package.rglob("*.py"):
        parts = file.relative_to(package).parts
        if len(parts) < 2 or parts[0] not in layers:
            continue
        for node in ast.walk(ast.parse(file.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level:
                target = _imported_layer(parts, node, layers)
                if target and target != parts[0]:
                    key = f"{parts[0]}>{target}"
                    edges[key] = edges.get(key, 0) + 1
    modules = {layer: len(list((package / layer).rglob("*.py"))) for layer in layers}
    return {"layers": layers, "modules": modules, "imports": edges}


def _imported_layer(parts: tuple[str, ...], node: ast.ImportFrom, layers: list[str]) -> str | None:
    base = list(parts[:-1])[: len(parts) - node.level]
    names = (node.module or "").split(".") if node.module else [a.name for a in node.names]
    path = base + names
    return path[0] if path and path[0] in layers else None


def draw_layers(data: dict[str, Any], path: Path) -> None:
    plt = _plt()
    layers = data["layers"]
    fig, ax = plt.subplots(figsize=(9, 4.2))
    for i, layer in enumerate(layers):
        ax.add_patch(plt.Rectangle((0, -i - 0.35), 2.2, 0.7, color="#e8eaf6", ec="#3f51b5"))
        ax.text(
            1.1,
            -i,
            f"{layer}/  ({data['modules'][layer]} modules)",
            ha="center",
            va="center",
            fontsize=9,
        )
    for key, count in sorted(data["imports"].items()):
        source, target = key.split(">")
        a, b = layers.index(source), layers.index(target)
        bend = 0.25 + 0.12 * (b - a)
        colour = "#3f51b5" if b > a else "#d32f2f"  # downward, or a broken rule
        ax.annotate(
            "",
            xy=(2.2, -b),
            xytext=(2.2, -a),
            arrowprops={
                "arrowstyle": "->",
                "color": colour,
                "lw": 0.5 + min(count, 40) / 10,
                "connectionstyle": f"arc3,rad={-bend}",
            },
        )
    ax.set_xlim(-0.2, 4.2)
    ax.set_ylim(-len(layers) + 0.4, 0.6)
    ax.axis("off")
    upward = sum(
        c
        for k, c in data["imports"].items()
        if layers.index(k.split(">")[1]) < layers.index(k.split(">")[0])
    )
    ax.set_title(
        f"imports between the packages of src/multigpu (arrow width: how many); "
        f"{upward} point upwards",
        fontsize=9,
        loc="left",
    )
    _save(fig, path)


# -- the processes of a job, and what crosses between them -----------------------------------

# What crosses each boundary (src/multigpu/launcher/, hang/): drawn beside the measured tree.
CROSSINGS = {
    "launcher > worker": "RunOptions and the job's function, pickled (spawn) or copied (fork);\n"
    "RANK, WORLD_SIZE, MASTER_ADDR/PORT, LOCAL_RANK in the environment",
    "worker > launcher": "the result (rank 0's summary); failure notes and\n"
    "hang-report.json in the job's folder; the exit code",
    "worker <> worker": "gradients and every collective (gloo / nccl),\n"
    "the hang board on the TCPStore",
    "worker > loader": "the dataset and the sampler's indices (fork);\n"
    "batches back through shared memory",
}


def measure_processes(quick: bool) -> dict[str, Any]:
    """The process tree of a real `multigpu train` on 2 CPU ranks with one loader worker each,
    read from /proc while it trains."""
    import time

    with tempfile.TemporaryDirectory() as out:
        command = [
            *MULTIGPU,
            "train",
            "--epochs",
            "1" if quick else "2",
            "--workers",
            "1",
            "--devices",
            "2",
            "--out",
            out,
        ]
        job = subprocess.Popen(
            command, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        widest: dict[int, list[int]] = {}
        while job.poll() is None:
            tree = _descendants(job.pid)
            if sum(map(len, tree.values())) > sum(map(len, widest.values())):
                widest = tree
            time.sleep(0.05)
    return {
        "levels": {str(depth): len(pids) for depth, pids in sorted(widest.items())},
        "crossings": CROSSINGS,
    }


def _descendants(root: int) -> dict[int, list[int]]:
    """The processes below `root` by depth (1: its children), from /proc."""
    parents = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        parents[int(stat.parent.name)] = int(fields[1])
    depth, level, found = 1, [root], {}
    while level:
        level = [pid for pid, parent in parents.items() if parent in level]
        if level:
            found[depth] = level
        depth += 1
    return found


def draw_processes(data: dict[str, Any], path: Path) -> None:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(9, 4.4))
    levels = data["levels"]
    workers = levels.get("1", 0)
    loaders = levels.get("2", 0)

    def box(x: float, y: float, w: float, text: str, colour: str) -> None:
        ax.add_patch(plt.Rectangle((x, y), w, 0.7, color=colour, ec="#37474f"))
        ax.text(x + w / 2, y + 0.35, text, ha="center", va="center", fontsize=8)

    box(
        0.5,
        3.2,
        8,
        "launcher: the multigpu command, its config checks, the device plan,\n"
        "torch elastic's agent (same process), the rendezvous store",
        "#e8eaf6",
    )
    width = 8 / max(workers, 1)
    arrow = {"arrowstyle": "<->", "color": "#37474f"}
    for i in range(workers):
        centre = 0.5 + (i + 0.5) * width
        ax.annotate("", xy=(centre, 2.4), xytext=(centre, 3.2), arrowprops=arrow)
        ax.annotate("", xy=(centre, 0.9), xytext=(centre, 1.7), arrowprops=arrow)
        if i:  # the ranks talk to each other
            left = 0.5 + i * width
            ax.annotate("", xy=(left + 0.1, 2.05), xytext=(left - 0.1, 2.05), arrowprops=arrow)
        box(
            0.5 + i * width + 0.1,
            1.7,
            width - 0.2,
            f"worker: rank {i}\nRun, the training loop",
            "#c5cae9",
        )
        per = loaders // max(workers, 1)
        for j in range(per):
            w = (width - 0.2) / per
            box(0.5 + i * width + 0.1 + j * w, 0.2, w - 0.05, "DataLoader\nworker", "#fff3e0")
    c = data["crossings"]
    ax.text(
        8.7,
        2.95,
        "down: " + c["launcher > worker"] + "\nup: " + c["worker > launcher"],
        fontsize=6.5,
        va="center",
    )
    ax.text(8.7, 1.85, "between ranks: " + c["worker <> worker"], fontsize=6.5, va="center")
    ax.text(8.7, 0.55, c["worker > loader"], fontsize=6.5, va="center")
    ax.set_xlim(0, 14.5)
    ax.set_ylim(0, 4.1)
    ax.axis("off")
    ax.set_title(
        f"the processes of `multigpu train --devices 2 --workers 1`, read from /proc "
        f"while it trained: 1 launcher, {workers} workers, {loaders} loader workers",
        fontsize=8,
        loc="left",
    )
    _save(fig, path)


# -- the elastic run: throughput over time, with the machines lost -----------------------------


def draw_elastic(data: dict[str, Any], path: Path) -> None:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(9, 3))
    window = 5  # samples (about a second apart): steps per second over 5 s
    for name, colour in (("calm", "#9e9e9e"), ("rough", "#3f51b5")):
        series = data["timeline"][name]
        pairs = list(zip(series, series[window:], strict=False))
        times = [u for _, (u, _) in pairs]
        rates = [(b - a) / (u - t) if u > t else 0.0 for (t, a), (u, b) in pairs]
        label = "no failures" if name == "calm" else f"{data['failures']} machine(s) killed"
        ax.plot(times, rates, color=colour, label=label)
    for i, kill in enumerate(data["timeline"]["kills_s"]):
        ax.axvline(kill, color="#d32f2f", ls="--", lw=1, label="machine killed" if i == 0 else None)
    for i, up in enumerate(data["timeline"]["reformed_s"]):
        ax.axvline(up, color="#009688", ls=":", lw=1, label="job re-formed" if i == 0 else None)
    ax.set_xlabel("seconds since the start")
    ax.set_ylabel(f"optimizer steps / s (over {window} s)")
    ax.set_ylim(0, ax.get_ylim()[1] * 1.35)
    ax.set_title(
        f"the main job on {data['machines']} machines: training efficiency "
        f"{data['training_efficiency']:.0%}",
        fontsize=9,
        loc="left",
    )
    ax.legend(fontsize=8, loc="upper center", ncol=4)
    _save(fig, path)


# -- what each layout keeps on a rank (benchmarks/mesh.py's figures) -------------------------


def draw_memory(data: dict[str, Any], path: Path) -> None:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(9, 3.4))
    kinds = (
        ("parameters_mib", "parameters", "#3f51b5"),
        ("gradients_mib", "gradients", "#009688"),
        ("optimizer_mib", "optimizer state", "#ff9800"),
        ("activations_mib", "activations", "#e91e63"),
    )
    labels = []
    for i, case in enumerate(data["cases"]):
        bottom = 0.0
        for key, label, colour in kinds:
            most = max(r[key] for r in case["ranks"])
            ax.bar(i, most, bottom=bottom, color=colour, label=label if i == 0 else None)
            bottom += most
        labels.append(case["layout"] + ("\n+ckpt" if case["activation_checkpointing"] else ""))
    ax.set_xticks(range(len(labels)), labels, fontsize=8)
    ax.set_ylabel("MiB on the rank that holds most")
    ax.set_title(
        f"a Llama of {data['cases'][0]['ranks'][0]['model_parameters'] / 1e6:.1f} M "
        f"parameters with AdamW on {data['ranks']} ranks: what each rank keeps",
        fontsize=9,
        loc="left",
    )
    ax.legend(fontsize=8)
    _save(fig, path)


def draw_plan(data: dict[str, Any], path: Path) -> None:
    """benchmarks/plan.py's figures: each layout's planned peak beside the measured one."""
    plt = _plt()
    scripts = data["scripts"]
    fig, axes = plt.subplots(1, len(scripts), figsize=(10, 3.4), squeeze=False)
    for ax, (name, rows) in zip(axes[0], scripts.items(), strict=True):
        where = range(len(rows))
        ax.bar(
            [i - 0.2 for i in where],
            [r["planned"] / 1e3 for r in rows],
            0.4,
            color="#3f51b5",
            label="planned (one process)",
        )
        ax.bar(
            [i + 0.2 for i in where],
            [r["measured"] / 1e3 for r in rows],
            0.4,
            color="#ff9800",
            label="measured (rank 0)",
        )
        ax.set_xticks(
            list(where),
            [r["layout"].replace(" x", "\nx").replace(" (", "\n(") for r in rows],
            fontsize=7,
        )
        ax.set_title(name, fontsize=9, loc="left")
        ax.set_ylabel("peak of a step per device, kB", fontsize=8)
    axes[0][0].legend(fontsize=8)
    _save(fig, path)


# -- the device mesh of a layout: where each rank sits, and what it holds --------------------

# (the command line's degrees, the method and options they give, the world)
MESH_LAYOUTS = [
    ("--dp-shard 2 --tp 2", "fsdp+tp", {"dp_shard": 2, "tp": 2}, 4),
    ("--dp-replicate 2 --dp-shard 2 --tp 2", "fsdp+tp", {"dp_replicate": 2, "tp": 2}, 8),
    (
        "--pp 2 --dp-shard 2 --pp-schedule interleaved-1f1b",
        "pipeline",
        {"pp": 2, "dp_shard": 2, "pp_schedule": "interleaved-1f1b"},
        4,
    ),
    ("--dp-shard 4 --ep 2", "fsdp", {"ep": 2}, 4),
]
EXPERTS = 4  # mixtral-tiny's, split over a layout's ep ranks


MESH_SHORT = {
    "pp": "pp",
    "dp_replicate": "rep",
    "dp_shard": "shard",
    "ep_replicate": "ep rep",
    "ep": "ep",
    "cp": "cp",
    "tp": "tp",
}


def measure_meshes(quick: bool) -> dict[str, Any]:
    """Each layout as multigpu lays it out, asked of the method (no process): every rank's
    coordinates on the device mesh, the batch it reads (its data-parallel index), in a
    pipeline the stages it holds, and with ep the experts it holds."""
    from multigpu.strategies import preset

    layouts = []
    for flags, name, options, world in MESH_LAYOUTS:
        method = preset(name, **options)
        dims = method.dims_for(world)
        ranks = []
        for rank in range(world):
            at = dims.coordinates(rank, mesh=True)
            held = method.stages_held(at["pp"], dims.degree("pp")) if "pp" in at else []
            per = EXPERTS // dims.ep
            experts = list(range(at["ep"] * per, (at["ep"] + 1) * per)) if "ep" in at else []
            batch = dims.data_parallel(rank)[1]
            ranks.append(
                {"rank": rank, "at": at, "batch": batch, "stages": held, "experts": experts}
            )
        shape = dims.mesh_shape
        layouts.append({"flags": flags, "method": name, "shape": shape, "ranks": ranks})
    return {"layouts": layouts}


def draw_meshes(data: dict[str, Any], path: Path) -> None:
    """One grid per layout: the innermost dimension across, the others down, as
    init_device_mesh lays the ranks out; a cell's colour is the batch its rank reads."""
    plt = _plt()
    layouts = data["layouts"]
    fig, axes = plt.subplots(1, len(layouts), figsize=(4.2 * len(layouts), 3.6))
    for ax, layout in zip(axes, layouts, strict=True):
        *outer, (inner, columns) = layout["shape"].items()
        for cell in layout["ranks"]:
            row, column = divmod(cell["rank"], columns)
            colour = RANK_COLOURS[cell["batch"] % len(RANK_COLOURS)]
            ax.add_patch(plt.Rectangle((column, -row), 0.92, 0.88, color=colour, alpha=0.25))
            lines = [f"rank {cell['rank']}", f"batch {cell['batch']}"]
            if cell["stages"]:
                lines.append("stage " + ", ".join(map(str, cell["stages"])))
            if cell.get("experts"):
                lines.append("experts " + ", ".join(map(str, cell["experts"])))
            lines.append(" ".join(f"{MESH_SHORT[k]} {v}" for k, v in cell["at"].items()))
            ax.text(
                column + 0.46, -row + 0.44, "\n".join(lines), ha="center", va="center", fontsize=7
            )
        rows = len(layout["ranks"]) // columns
        ax.set_xlim(-0.1, columns + 0.05)
        ax.set_ylim(-rows + 0.85, 0.95)
        ax.axis("off")
        down = " x ".join(f"{k} {v}" for k, v in outer)
        ax.set_title(
            f"{layout['flags']}\n{layout['method']}: {down} down, {inner} {columns} across",
            fontsize=8,
            loc="left",
        )
    _save(fig, path)


MEASURED: dict[str, tuple[Callable[[bool], dict[str, Any]], Callable[..., None]]] = {
    "hang": (measure_hang, draw_hang),
    "input": (measure_input, draw_input),
    "ring-ps": (measure_ring_ps, draw_ring_ps),
    "resume": (measure_resume, draw_resume),
    "layers": (measure_layers, draw_layers),
    "processes": (measure_processes, draw_processes),
    "meshes": (measure_meshes, draw_meshes),
}


# drawn from a benchmark's --json: (the option's stem, the drawing)
BENCHMARKS = {
    "elastic": ("elastic", draw_elastic),
    "memory": ("mesh", draw_memory),
    "plan": ("plan", draw_plan),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pictures", nargs="*", help=f"any of {', '.join([*MEASURED, *BENCHMARKS])}")
    parser.add_argument("--out", default=str(ROOT / "docs" / "pictures"))
    parser.add_argument("--quick", action="store_true", help="small inputs: seconds, not minutes")
    parser.add_argument("--elastic-json", help="benchmarks/elastic.py --json's file")
    parser.add_argument("--mesh-json", help="benchmarks/mesh.py --json's file")
    parser.add_argument("--plan-json", help="benchmarks/plan.py --json's file")
    args = parser.parse_args(argv)
    # drawn from a benchmark's figures
    given = {"elastic": args.elastic_json, "memory": args.mesh_json, "plan": args.plan_json}
    wanted = args.pictures or [*MEASURED, *(name for name, file in given.items() if file)]
    unknown = set(wanted) - {*MEASURED, *given}
    if unknown:
        parser.error(f"unknown picture(s): {', '.join(sorted(unknown))}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in wanted:
        if name in given:
            if not given[name]:
                parser.error(f"{name}: give --{BENCHMARKS[name][0]}-json (its --json FILE)")
            data = json.loads(Path(given[name]).read_text())
            draw = BENCHMARKS[name][1]
        else:
            measure, draw = MEASURED[name]
            data = measure(args.quick)
        (out / f"{name}.json").write_text(json.dumps(data, indent=1))
        draw(data, out / f"{name}.png")
        print(f"wrote {out / name}.png (figures: {name}.json)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
