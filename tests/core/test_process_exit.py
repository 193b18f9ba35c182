"""A worker's end without Python's teardown: what that exit does that anyone can see still
happens (threads joined, exit handlers run, open files closed whole, the exit status kept)."""

from __future__ import annotations

import gzip
import subprocess
import sys
import textwrap

import pytest

# A program that leaves behind what a script leaves: files written and never closed (text,
# binary, gzip, one held by an imported module's global), an exit handler, a thread that is
# not a daemon and still has work to do, and a thread pool never shut down (inductor's
# compiler leaves one). {end} is how it ends.
PROGRAM = """
import atexit, gzip, sys, threading, time, types
from concurrent.futures import ThreadPoolExecutor
from multigpu.core.process_exit import run_then_end

folder = sys.argv[1]

def main():
    text = open(folder + "/text.txt", "w")
    text.write("x" * 100)
    binary = open(folder + "/binary.bin", "wb")
    binary.write(b"y" * 100)
    kept = types.ModuleType("kept")
    kept.zipped = gzip.open(folder + "/zipped.gz", "wt")
    kept.zipped.write("z" * 100)
    sys.modules["kept"] = kept
    atexit.register(lambda: open(folder + "/atexit.txt", "w").write("ran"))

    def late():
        time.sleep(0.3)
        open(folder + "/thread.txt", "w").write("done")

    threading.Thread(target=late).start()
    main.pool = ThreadPoolExecutor(2)  # alive, never shut down: its workers wait for
    main.pool.submit(len, "ab").result()  # threading's exit hook
    main.keep = (text, binary)  # alive at the end, as a module's global would be
    {body}

{end}
"""


def _run(folder, body: str, end: str) -> subprocess.CompletedProcess:
    program = textwrap.dedent(PROGRAM).format(body=body, end=end)
    return subprocess.run(
        [sys.executable, "-c", program, str(folder)], capture_output=True, text=True, timeout=60
    )


def _left(folder) -> dict[str, str]:
    files = {}
    for name in ("text.txt", "binary.bin", "atexit.txt", "thread.txt"):
        path = folder / name
        files[name] = path.read_text() if path.exists() else ""
    try:
        with gzip.open(folder / "zipped.gz", "rt") as zipped:
            files["zipped.gz"] = zipped.read()
    except (OSError, EOFError):  # no gzip trailer: the file was never closed
        files["zipped.gz"] = ""
    return files


def test_a_worker_ends_with_its_files_closed_whole_its_handlers_run_and_threads_joined(tmp_path):
    done = _run(tmp_path, "return 0", "run_then_end(main)")
    assert done.returncode == 0, done.stderr
    assert _left(tmp_path) == {
        "text.txt": "x" * 100,
        "binary.bin": "y" * 100,
        "atexit.txt": "ran",
        "thread.txt": "done",
        "zipped.gz": "z" * 100,
    }


def test_a_bare_os_exit_would_lose_them(tmp_path):
    """The control: the same program ended by os._exit alone loses every buffered write."""
    done = _run(tmp_path, "return 0", "import os; main(); os._exit(0)")
    assert done.returncode == 0, done.stderr
    left = _left(tmp_path)
    assert left["text.txt"] == left["binary.bin"] == left["zipped.gz"] == ""
    assert left["atexit.txt"] == ""


@pytest.mark.parametrize(
    ("body", "status", "said"),
    [
        ("sys.exit(3)", 3, ""),
        ("sys.exit('stopped: no data')", 1, "stopped: no data"),
        ("return 4", 4, ""),
    ],
)
def test_the_exit_status_is_the_one_python_would_give(tmp_path, body, status, said):
    done = _run(tmp_path, body, "run_then_end(main)")
    assert done.returncode == status
    assert said in done.stderr
    assert _left(tmp_path)["text.txt"] == "x" * 100
