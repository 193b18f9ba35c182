"""`multigpu run --verify` on a corpus of public training scripts: the pass rate.

Each recipe (corpus_recipes.py) names a repository, a commit and a script, the few edits that
make it run here (CPU, data made locally, fewer steps), commented, and what a correct answer is:
the verdict a correct `multigpu run` gives (`agree`, `differ`, `cannot tell`) or the refusal it
must make. The scripts are never copied into this project: each is taken from a local mirror
of its repository (`fetch`, or `git clone` and `git checkout COMMIT`) into a temporary folder,
edited there, and run there.

A script is *kept* when `multigpu run --verify` ends as the recipe says a correct run ends:
the same verdict (and for `differ`, the cause it names), or the same refusal. Anything else is
*broken*: a crash, a wrong verdict, a refusal where none is due. A `--verify` that says
`agree` where the recipe says `differ` is a silent wrong result and is counted apart.

    python benchmarks/corpus.py --mirrors /work/.mirror --json corpus.json
    python benchmarks/corpus.py --only nnlm textcnn     # a few, by name
    python benchmarks/corpus.py --markdown              # the table for docs/run.md

The mirrors folder holds `OWNER+NAME/repo` (as `fetch` leaves them) or `OWNER/NAME` clones.
A recipe whose repository is not there is listed as `not run`, never as kept.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import importlib

from corpus_recipes import RECIPES, Recipe

# The modules of data made here (corpus_data.py, and one per batch of recipes that needed its
# own), each written beside every script, so that an edit can import its stand-ins.
_DATA = sorted(Path(__file__).parent.glob("corpus_data*.py"))
# The batches of recipes added at once, each run at first sight before any change made for it.
_BATCHES = sorted(Path(__file__).parent.glob("corpus_first_sight_*.py"))
ALL_RECIPES = RECIPES + tuple(
    recipe for path in _BATCHES for recipe in importlib.import_module(path.stem).RECIPES
)
# The verdict's line and the notes under it (indented).
_VERDICT = re.compile(r"multigpu run --verify: (agree|differ|cannot tell): .*(?:\n  .*)*")
_ERROR = re.compile(r"multigpu(?: run)?: error: (.*)")


@dataclass
class Outcome:
    name: str
    repository: str
    script: str
    domain: str
    expected: str
    said: str  # agree / differ / cannot tell / refused / error / timeout / not run
    line: str  # the verdict or error line, as printed
    kept: bool
    silent_wrong: bool
    seconds: float
    tail: str = ""  # the end of the command's standard error, where the script was not kept
    first_sight: str | None = None  # the recipe's record of its first run, where it has one


def mirror_of(mirrors: Path, repository: str) -> Path | None:
    """The git directory of `repository` ("owner/name") under `mirrors`, if there."""
    owner, name = repository.split("/")
    for folder in (mirrors / f"{owner}+{name}" / "repo", mirrors / owner / name):
        for git_dir in (folder / ".git", folder):
            if (git_dir / "HEAD").exists():
                return git_dir
    return None


def extract(git_dir: Path, recipe: Recipe, into: Path) -> None:
    """The script and the recipe's other paths at its commit, written into `into`: no
    history, and not the rest (a mirror may lack the repository's largest files)."""
    paths = [recipe.script, *recipe.paths]
    # A mirror without some large file elsewhere makes git archive complain and exit 1
    # after writing the paths asked for; a path missing here fails below.
    tree = subprocess.run(
        ["git", "--git-dir", str(git_dir), "archive", "--format=tar", recipe.commit, "--", *paths],
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(tree)) as archive:
        archive.extractall(into, filter="data")


def prepare(recipe: Recipe, folder: Path) -> Path:
    """The recipe's edits applied in `folder` (each must apply once), and its data made."""
    for edit in recipe.edits:
        target = folder / (edit.file or recipe.script)
        text = target.read_text()
        count = text.count(edit.old)
        if count != 1:
            raise ValueError(f"{recipe.name}: edit {edit.old!r} matches {count} times")
        target.write_text(text.replace(edit.old, edit.new))
    script = folder / recipe.script
    for name, content in recipe.files.items():
        (script.parent / name).write_text(content)
    for module in _DATA:
        (script.parent / module.name).write_text(module.read_text())
    if recipe.data:
        makers = [importlib.import_module(module.stem) for module in _DATA]
        maker = next(getattr(m, recipe.data) for m in makers if hasattr(m, recipe.data))
        maker(str(folder))
    return script


_STOPPED = re.compile(r"cannot tell: (one process|the run on \d+ ranks) stopped")


def judge(recipe: Recipe, returncode: int, stderr: str) -> tuple[str, str]:
    """What the run said: its verdict (or refusal, or error) and the line it said it in."""
    if (match := _VERDICT.search(stderr)) is not None:
        return match.group(1), match.group(0)
    errors = _ERROR.findall(stderr)
    if returncode == 2 and errors:
        return "refused", errors[-1]
    tail = [line for line in stderr.splitlines() if line.strip()][-1:] or [""]
    return "error", errors[-1] if errors else tail[0]


def kept(recipe: Recipe, said: str, line: str) -> bool:
    if said != recipe.expect:
        return False
    if recipe.names is None:
        # A run that stopped gave no verdict on the script, whatever its first word.
        return not (said == "cannot tell" and _STOPPED.search(line))
    return recipe.names in line


def run_one(recipe: Recipe, mirrors: Path, devices: int, timeout: float) -> Outcome:
    def outcome(said: str, line: str, seconds: float = 0.0, stderr: str = "") -> Outcome:
        good = kept(recipe, said, line)
        silent = said == "agree" and recipe.expect != "agree"
        return Outcome(
            recipe.name,
            recipe.repository,
            recipe.script,
            recipe.domain,
            recipe.expect,
            said,
            line,
            good,
            silent,
            round(seconds, 1),
            "" if good else "\n".join(stderr.splitlines()[-30:]),
            recipe.first_sight,
        )

    git_dir = mirror_of(mirrors, recipe.repository)
    if git_dir is None:
        return outcome("not run", f"no mirror of {recipe.repository} under {mirrors}")
    with tempfile.TemporaryDirectory(prefix=f"corpus-{recipe.name}-") as tmp:
        folder = Path(tmp)
        try:
            extract(git_dir, recipe, folder)
            script = prepare(recipe, folder)
        except (OSError, tarfile.TarError, ValueError) as error:
            return outcome("not run", f"the recipe does not apply: {error}")
        # As the `multigpu` command runs: no working folder on the path (`-m` would put the
        # script's folder there, whose `types.py` shadowed the standard library's).
        safe_path = ["-P"] if sys.version_info >= (3, 11) else []
        command = [
            sys.executable,
            *safe_path,
            "-m",
            "multigpu",
            "run",
            "--accelerator",
            "cpu",
            "--devices",
            str(devices),
            "--verify",
            "--steps",
            str(recipe.steps),
            script.name,
            *recipe.args,
        ]
        environment = {**os.environ, "MPLBACKEND": "Agg", "PYTHONWARNINGS": "ignore"}
        started = time.perf_counter()
        try:
            done = subprocess.run(
                command,
                cwd=script.parent,
                capture_output=True,
                text=True,
                timeout=timeout,
                env=environment,
            )
        except subprocess.TimeoutExpired as expired:
            stderr = expired.stderr or ""
            return outcome(
                "timeout",
                f"no verdict in {timeout:.0f}s",
                time.perf_counter() - started,
                stderr.decode(errors="replace") if isinstance(stderr, bytes) else stderr,
            )
        said, line = judge(recipe, done.returncode, done.stderr)
        return outcome(said, line, time.perf_counter() - started, done.stderr)


def markdown(outcomes: list[Outcome]) -> str:
    """The table for docs/run.md, with the pass rate over the scripts that ran, and the rate
    at first sight over the recipes that recorded their first run."""
    ran = [o for o in outcomes if o.said != "not run"]
    rows = [
        "| script | domain | a correct run | first sight | `--verify` said | kept |",
        "|---|---|---|---|---|---|",
    ]
    for o in outcomes:
        mark = "yes" if o.kept else ("**silent wrong**" if o.silent_wrong else "no")
        first = o.first_sight or "not recorded"
        rows.append(
            f"| {o.repository} `{o.script}` | {o.domain} | {o.expected} | {first} | {o.said} "
            f"| {mark} |"
        )
    passed = sum(o.kept for o in ran)
    repositories = len({o.repository for o in ran})
    rate = f"{passed} of {len(ran)} kept ({100 * passed / max(1, len(ran)):.0f}%)"
    silent = sum(o.silent_wrong for o in ran)
    summary = f"{rate}, from {repositories} repositories; silent wrong results: {silent}"
    seen = [o for o in outcomes if o.first_sight]
    if seen:
        first = sum(o.first_sight == "kept" for o in seen)
        summary += (
            f"; at first sight, before any change made for them: {first} of {len(seen)} "
            f"({100 * first / len(seen):.0f}%)"
        )
    return summary + "\n\n" + "\n".join(rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", default=os.environ.get("MULTIGPU_MIRRORS", "/work/.mirror"))
    parser.add_argument("--only", nargs="*", help="recipe names")
    parser.add_argument("--devices", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=240.0, help="seconds per script")
    parser.add_argument("--json", help="write every outcome here")
    parser.add_argument("--markdown", action="store_true", help="print the docs' table")
    args = parser.parse_args(argv)
    names = {r.name for r in ALL_RECIPES}
    unknown = sorted(set(args.only or ()) - names)
    if unknown:
        parser.error(f"no recipe named {', '.join(unknown)}")
    chosen = [r for r in ALL_RECIPES if not args.only or r.name in args.only]
    outcomes = []
    for recipe in chosen:
        o = run_one(recipe, Path(args.mirrors), args.devices, args.timeout)
        mark = "kept" if o.kept else "BROKEN"
        first = o.line.splitlines()[0] if o.line else ""
        print(f"{o.name:28} {mark:7} {o.said:12} {o.seconds:6.1f}s  {first[:150]}", flush=True)
        outcomes.append(o)
    if args.json:
        Path(args.json).write_text(json.dumps([asdict(o) for o in outcomes], indent=1))
    table = markdown(outcomes)
    print(table if args.markdown else table.split("\n")[0])
    ran = [o for o in outcomes if o.said != "not run"]
    return 0 if ran and all(o.kept for o in ran) else 1


if __name__ == "__main__":
    sys.exit(main())
