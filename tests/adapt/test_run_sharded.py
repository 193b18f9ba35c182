"""`multigpu run --strategy fsdp`: an unmodified single-GPU script's model sharded over real
processes (gloo on CPU), compared with one process fed the same global batches; each negative
control takes one piece of the sharding away through a sitecustomize module in the workers and
shows the comparison catching it."""

from __future__ import annotations

import re

import pytest
import torch
from run_fixtures import FIXTURES, largest_difference, line_of, weights

from conftest import run_cli, run_python, without

GPT = str(FIXTURES / "gpt_plain.py")
HF = str(FIXTURES / "hf_finetune.py")
# The fixture's loss runs in float32 (transformers upcasts the logits), so float64 weights
# agree to float32's rounding of the loss, not to float64's: measured 9e-9 apart under DDP too.
HF_TOLERANCE = 1e-7


def run(*args: str, env: dict[str, str] | None = None):
    return run_cli("run", "--accelerator", "cpu", *args, timeout=300, env=env)


@pytest.fixture(scope="module")
def gpt_one(tmp_path_factory) -> dict[str, dict[str, torch.Tensor]]:
    """One process's weights, without and with accumulation over 2 micro-batches."""
    folder = tmp_path_factory.mktemp("gpt")
    out = {}
    for name, extra in (("plain", ()), ("accumulate", ("--accumulate", "2"))):
        done = run_python(GPT, str(folder / f"{name}.pt"), *extra)
        assert done.returncode == 0, done.stderr
        out[name] = weights(folder / f"{name}.pt")
        out[name + " stdout"] = done.stdout
    return out


@pytest.fixture(scope="module")
def gpt_four(tmp_path_factory):
    """The script sharded on 4 processes: (the result, its saved weights' path)."""
    out = tmp_path_factory.mktemp("gpt4") / "m.pt"
    return run("--devices", "4", "--strategy", "fsdp", GPT, str(out)), out


def held(stderr: str) -> float:
    """Rank 0's parameter and optimizer-state bytes at the end, as multigpu run measured them."""
    match = re.search(
        r"rank 0 held ([\d.]+) MiB of parameters and ([\d.]+) MiB of optimizer", stderr
    )
    assert match, stderr
    return float(match[1]) + float(match[2])


def test_a_plain_gpt_script_sharded_on_4_processes_equals_one_process(gpt_one, gpt_four):
    result, out = gpt_four
    assert result.returncode == 0, result.stderr
    # The optimizer was built before the move: re-pointed, or the shards would never step.
    assert (
        f"GPT sharded at gpt_plain.py:{line_of(GPT, 'model.to(')} (mesh: dp_shard 4 (fsdp)); "
        "1 optimizer(s) built before the move now step its shards" in result.stderr
    )
    saved = weights(out)  # whole tensors, read by one plain process
    assert all(type(t) is torch.Tensor for t in saved.values())
    assert largest_difference(saved, gpt_one["plain"]) < 1e-10
    # Its save loaded into a fresh (sharded) model evaluates as one process's does; the
    # gradient norm the script printed is the global one.
    assert result.stdout == gpt_one["plain stdout"]


def test_each_rank_holds_a_quarter_of_ddps_parameters_and_optimizer_state(gpt_four, tmp_path):
    # Under DDP every rank holds it all, on any number of ranks: 2 say it as 4 would.
    whole = run("--devices", "2", GPT, str(tmp_path / "m.pt"))
    assert whole.returncode == 0, whole.stderr
    assert held(gpt_four[0].stderr) <= 0.3 * held(whole.stderr)


def test_accumulated_micro_batches_sharded_on_2_processes_equal_one_process(gpt_one, tmp_path):
    out = tmp_path / "m.pt"
    result = run("--devices", "2", "--strategy", "fsdp", GPT, str(out), "--accumulate", "2")
    assert result.returncode == 0, result.stderr
    assert largest_difference(weights(out), gpt_one["accumulate"]) < 1e-10


def test_without_repointing_the_optimizer_the_comparison_fails(gpt_one, tmp_path):
    patch = (
        "from multigpu.adapt.devices.sharding import ShardOnMove\n"
        "ShardOnMove.repoint = lambda *a: 0\n"
    )
    out = tmp_path / "m.pt"
    result = run(
        "--devices", "2", "--strategy", "fsdp", GPT, str(out), env=without(tmp_path, patch)
    )
    assert result.returncode == 0, result.stderr
    assert largest_difference(weights(out), gpt_one["plain"]) > 1e-3  # nothing stepped


@pytest.fixture(scope="module")
def hf_one(tmp_path_factory):
    pytest.importorskip("transformers")
    out = tmp_path_factory.mktemp("hf") / "one"
    done = run_python(HF, str(out), "--accumulate", "2", timeout=300)
    assert done.returncode == 0, done.stderr
    return out, done.stdout


def _hf_weights(folder) -> dict[str, torch.Tensor]:
    import transformers

    from multigpu.core.torch_compat import release

    # save_pretrained's files, loaded as a user would in one process (transformers 4.56 renamed
    # torch_dtype to dtype).
    dtype = "dtype" if release(transformers.__version__) >= (4, 56) else "torch_dtype"
    model = transformers.AutoModelForCausalLM.from_pretrained(folder, **{dtype: torch.float64})
    return model.state_dict()


def test_a_hugging_face_loop_sharded_equals_one_process(hf_one, tmp_path):
    one, one_stdout = hf_one
    out = tmp_path / "sharded"  # on 2 ranks (4 ranks: the GPT above)
    result = run("--devices", "2", "--strategy", "fsdp", HF, str(out), "--accumulate", "2")
    assert result.returncode == 0, result.stderr
    assert f"LlamaForCausalLM sharded at hf_finetune.py:{line_of(HF, 'model.to(')}" in (
        result.stderr
    )
    assert largest_difference(_hf_weights(out), _hf_weights(one)) < HF_TOLERANCE
    # The tied embedding is written once, as one process writes it (whole tensors that share
    # storage where the model shares a parameter).
    assert _saved_names(out) == _saved_names(one)
    mine, theirs = (torch.load(f / "optimizer.pt", weights_only=True) for f in (out, one))
    assert mine["state"].keys() == theirs["state"].keys()
    for index, state in theirs["state"].items():
        assert mine["state"][index]["exp_avg_sq"].shape == state["exp_avg_sq"].shape
        assert torch.allclose(mine["state"][index]["exp_avg"], state["exp_avg"], atol=1e-7)
    # generate() on the sharded model under no_grad: the same tokens.
    generated = [line for line in one_stdout.splitlines() if line.startswith("generated")]
    assert generated and generated[0] in result.stdout


def _saved_names(folder) -> set[str]:
    from safetensors import safe_open

    with safe_open(str(folder / "model.safetensors"), framework="pt") as saved:
        return set(saved.keys())


def test_a_hugging_face_loop_averaging_the_ranks_token_means_fails(hf_one, tmp_path):
    """The negative control: each rank's mean over its own tokens, averaged, as plain DDP does."""
    patch = (
        "from multigpu.adapt.averaging.losses import LossForms\n"
        "LossForms._token_weight = lambda self, counted, share: share * self.session.world_size\n"
    )
    one, _ = hf_one
    out = tmp_path / "two"
    result = run(
        "--devices",
        "2",
        "--strategy",
        "fsdp",
        HF,
        str(out),
        "--accumulate",
        "2",
        env=without(tmp_path, patch),
    )
    assert result.returncode == 0, result.stderr
    assert largest_difference(_hf_weights(out), _hf_weights(one)) > 100 * HF_TOLERANCE


# The control: batches split per rank, as before the tensor-parallel groups read one slice.
SPLIT_PER_RANK = """
from multigpu.adapt.worker import session

made = session.Session.__init__


def per_rank(self, *args, **kwargs):
    made(self, *args, **kwargs)
    self.replicas, self.replica = self.world_size, self.rank


session.Session.__init__ = per_rank
"""


def test_a_hugging_face_loop_on_tensor_parallel_groups_equals_one_process(hf_one, tmp_path):
    """`--tp 2` on 4 ranks: dp_shard 2 x tp 2, the blocks split by the model's own plan, each
    tensor-parallel group reading one slice of every batch. The control splits the batches per
    rank, as before: the two ranks of a group then read different rows, padded to other
    lengths, and their collectives stop matching."""
    one, one_stdout = hf_one
    flags = ("--devices", "4", "--tp", "2", HF)
    result = run(*flags, str(tmp_path / "tp"), "--accumulate", "2")
    assert result.returncode == 0, result.stderr
    assert (
        f"LlamaForCausalLM sharded at hf_finetune.py:{line_of(HF, 'model.to(')} (mesh: dp_shard "
        "2 x tp 2 (fsdp+tp)); each block split over tp by the model's own plan "
        "(base_model_tp_plan)" in result.stderr
    )
    assert "split over 2 tensor-parallel groups of 2 ranks (each group reads one slice)" in (
        result.stderr
    )
    assert largest_difference(_hf_weights(tmp_path / "tp"), _hf_weights(one)) < HF_TOLERANCE
    generated = [line for line in one_stdout.splitlines() if line.startswith("generated")]
    assert generated and generated[0] in result.stdout
    env = without(tmp_path, SPLIT_PER_RANK)
    control = run_cli(
        "run",
        "--accelerator",
        "cpu",
        "--timeout",
        "30",  # a mismatch that hangs instead is named in seconds
        *flags,
        str(tmp_path / "control"),
        env=env,
        cwd=tmp_path,
    )
    assert control.returncode == 1
    assert "Is there a distributed collective mismatch" in control.stderr


STEPPED_BEFORE = """
import torch
model = torch.nn.Linear(4, 2)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
model(torch.randn(3, 4)).sum().backward()
optimizer.step()
model.cuda()
"""


def test_an_optimizer_that_stepped_before_the_move_is_refused_in_one_line(tmp_path):
    script = tmp_path / "stepped.py"
    script.write_text(STEPPED_BEFORE)
    result = run("--devices", "2", "--strategy", "fsdp", str(script))
    assert result.returncode == 1
    assert (
        "the model moved to its device at stepped.py:7 was stepped by an optimizer before"
        in result.stderr
    )
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (("--offload", "--strategy", "fsdp"), "moves shards off a GPU"),
        # fsdp with replicas is hsdp (the degrees name it), but not of 3 on 2 devices
        (("--dp-replicate", "3", "--strategy", "fsdp"), "--dp-replicate 3: does not divide"),
        (("--activation-checkpointing",), "shards the model; give --strategy fsdp or hsdp"),
        (("--strategy", "hsdp"), "--strategy hsdp: on one machine it is fsdp (one replica)"),
        (("--strategy", "hsdp", "--tp", "2"), "--strategy hsdp: on one machine it is fsdp+tp"),
        (("--tp", "2", "--strategy", "ddp"), "--tp: shards the model; give --strategy fsdp"),
        (("--tp", "3"), "--tp 3: is larger than a machine's 2 devices"),
    ],
)
def test_sharding_options_that_cannot_apply_are_refused_before_any_worker(cli, flags, said):
    result = cli("run", "--accelerator", "cpu", "--devices", "2", *flags, GPT, "out.pt")
    assert result.returncode == 2
    assert said in result.stderr
    assert "sharded" not in result.stderr  # no worker started


def test_verify_compares_the_sharded_run_with_one_process(tmp_path):
    result = run("--devices", "2", "--strategy", "fsdp", "--verify", GPT, str(tmp_path / "m.pt"))
    assert result.returncode == 0, result.stderr
    assert "agree: after 3 optimizer step(s) the parameters on 2 ranks agree" in result.stderr


def test_the_plans_model_states_for_fsdp_on_4_are_what_each_rank_held(gpt_four, tmp_path):
    """`multigpu plan`'s parameters and optimizer states per device for fsdp x4, from one
    process, against what rank 0 of the real run held (measured on its tensors)."""
    from multigpu.adapt.plan.layouts import PlannedLayout, predict
    from multigpu.adapt.plan.planning import measure_step

    measured = measure_step(GPT, [str(tmp_path / "m.pt")], accelerator="cpu")
    predicted = predict(measured, PlannedLayout("fsdp", 4))
    states = (predicted["parameters"] + predicted["optimizer"]) / 2**20
    assert states == pytest.approx(held(gpt_four[0].stderr), rel=0.15)


OWN_USES = """
import sys
import torch
from torch import nn
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(2):
    model(torch.ones(8, 4).cuda()).pow(2).mean().backward()
    optimizer.step()
    optimizer.zero_grad()
if sys.argv[1] == "copy":
    torch.save({n: p.detach().clone() for n, p in model.named_parameters()}, "copy.pt")
    torch.save(model.state_dict(), "state.pt")
elif sys.argv[1] == "numpy":
    print(model[0].weight.detach().cpu().numpy())
else:
    torch.save(model, "model.pt")
"""


def test_the_scripts_own_copy_of_the_weights_is_saved_whole(tmp_path):
    (tmp_path / "own.py").write_text(OWN_USES)
    flags = ("--accelerator", "cpu", "--devices", "2", "--strategy", "fsdp")
    result = run_cli("run", *flags, "own.py", "copy", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    copy, state = (weights(tmp_path / name) for name in ("copy.pt", "state.pt"))
    assert all(type(t) is torch.Tensor for t in copy.values())
    assert largest_difference(copy, state) == 0.0


@pytest.mark.parametrize(
    ("use", "said"),
    [
        ("numpy", "own.py:16: a parameter the script reads is a shard (DTensor)"),
        ("module", "torch.save of the sharded model object itself at own.py:18: save its"),
    ],
)
def test_a_use_of_a_shard_as_a_whole_tensor_fails_in_one_line_naming_the_line(tmp_path, use, said):
    (tmp_path / "own.py").write_text(OWN_USES)
    flags = ("--accelerator", "cpu", "--devices", "2", "--strategy", "fsdp")
    result = run_cli("run", *flags, "own.py", use, cwd=tmp_path)
    assert result.returncode == 1
    errors = [line for line in result.stderr.splitlines() if line.startswith("multigpu: error")]
    assert len(errors) == 1 and said in errors[0], result.stderr


def test_a_script_that_sets_up_its_own_process_group_is_refused_before_any_worker(cli):
    flagged = str(FIXTURES / "flagged.py")  # init_process_group behind a flag
    result = cli("run", "--accelerator", "cpu", "--devices", "2", "--strategy", "fsdp", flagged)
    assert result.returncode == 2
    assert "sets up its own process group (init_process_group): run it with multigpu launch" in (
        result.stderr
    )


SCALED = """
import torch
from torch import nn
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")  # on (a CUDA scaler is off on CPU processes)
scaler.scale(model(torch.ones(8, 4)).pow(2).mean()).backward()
scaler.step(optimizer)
"""


def test_a_loss_scaler_on_a_sharded_model_is_refused_where_ranks_would_skip_apart(tmp_path):
    (tmp_path / "scaled.py").write_text(SCALED)
    flags = ("--accelerator", "cpu", "--devices", "2", "--strategy", "fsdp")
    result = run_cli("run", *flags, "scaled.py", cwd=tmp_path)
    assert result.returncode == 1
    assert "GradScaler at scaled.py:7 with a sharded model: ranks would skip" in result.stderr


WRAPPED_AFTER = """
import torch
from torch import nn
torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 2)).cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
wrapped = nn.Sequential(model)  # made around the sharded model, as torch.compile(model) is
for _ in range(3):
    loss = wrapped(torch.ones(8, 4).cuda()).pow(2).mean()
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
print(f"loss {loss.item():.15f}")
"""


def test_a_module_made_around_the_sharded_model_starts_without_touching_the_shards(tmp_path):
    (tmp_path / "wrapped.py").write_text(WRAPPED_AFTER)
    alone = run_cli("run", "--accelerator", "cpu", "--devices", "1", "wrapped.py", cwd=tmp_path)
    flags = ("--accelerator", "cpu", "--devices", "2", "--strategy", "fsdp")
    sharded = run_cli("run", *flags, "wrapped.py", cwd=tmp_path)
    assert sharded.returncode == 0, sharded.stderr
    assert sharded.stdout == alone.stdout and alone.stdout.startswith("loss ")


def test_launch_and_run_shard_a_model_into_the_same_units_with_the_same_gathers():
    """FSDP's units (strategies/units.py) under both doors: the 3 blocks, the last norm and the
    head as one group, then the root, so a step sends 5 all-gathers in forward and 4 in backward
    (the root stays gathered between them). launch() made a unit of every module holding
    parameters before (13 units), and the counts differed."""
    script = str(FIXTURES / "two_doors.py")
    launched = run_python(script, "--launch", timeout=300)
    ran = run("--devices", "2", "--strategy", "fsdp", script)
    lines = []
    for done in (launched, ran):
        assert done.returncode == 0, done.stderr
        lines.append(re.search(r"UNITS \d+ GATHERS \[[\d, ]*\]", done.stdout)[0])
    assert lines == ["UNITS 6 GATHERS [9, 9, 9]"] * 2
