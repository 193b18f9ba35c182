"""multigpu.launch from a real Jupyter notebook, executed headless by a real kernel: the
workers are forked (a notebook has no script to import again) and the result shows in the
output cell."""

from __future__ import annotations

import pytest

# The [test] extra installs these; a machine without them (the GPU check's) skips the module.
nbformat = pytest.importorskip("nbformat")
NotebookClient = pytest.importorskip("nbclient").NotebookClient

CELLS = [
    "import torch\nimport multigpu",
    # A function defined in a cell: spawn-started workers could never find it.
    "def job(run):\n"
    "    total = run.all_reduce(torch.tensor([run.rank + 1.0]))\n"
    "    return {'world': run.world_size, 'sum': float(total)}",
    "result = multigpu.launch(job, devices=2, accelerator='cpu')\nprint('result', result)",
]


@pytest.mark.timeout(240)
def test_launch_from_a_notebook_forks_two_ranks(tmp_path):
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in CELLS])
    client = NotebookClient(
        notebook,
        timeout=180,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    )
    client.execute()
    outputs = [o.get("text", "") for cell in notebook.cells for o in cell.get("outputs", [])]
    assert "result {'world': 2, 'sum': 3.0}" in "".join(outputs)
