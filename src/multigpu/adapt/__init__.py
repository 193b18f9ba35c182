"""`multigpu run`: an unmodified single-GPU or DataParallel script, run as DDP on every device.

One package per concern. The launching side (`launch/run_script.py`) checks the request and
starts one worker per device through the same agent as `multigpu launch`. Each worker runs
`launch/bootstrap.py`, which joins the process group, installs the adapters below and runs the
script as `__main__`:

- `worker/`: the worker's place in the job (its session), scripts that distribute themselves;
- `devices/`: each rank sees one device (its GPU as `cuda:0`, or the CPU standing in for CUDA),
  every rank starts from rank 0's weights, models sharded where the script moves them;
- `data/`: every DataLoader the script trains from yields this rank's slice of each global
  batch; batches made without one are said so;
- `averaging/`: DataParallel becomes DDP; every backward is weighted by the rank's share of the
  global batch and gradients are averaged across ranks once final; batch norm local or global;
- `output/`: rank 0 alone prints and saves, atomically, the others wait; values read as one
  process reads them;
- `verify/`: parameters compared across ranks, `--verify`'s runs and verdict;
- `plan/`: `multigpu plan`'s measurement and prediction.
"""
