"""`multigpu run`: an unmodified single-GPU or DataParallel script, run as DDP on every device.

The launching side (`command.py`) checks the request and starts one worker per device through
the same agent as `multigpu launch`. Each worker runs `bootstrap.py`, which joins the process
group, installs the adapters below and runs the script as `__main__`:

- `devices.py`: each rank sees one device (its GPU as `cuda:0`, or the CPU standing in for CUDA);
- `gradients.py`: DataParallel becomes DDP; every backward is weighted by the rank's share of the
  global batch and gradients are averaged across ranks; batch norm local or global;
- `data.py`: every DataLoader the script trains from yields this rank's slice of each global batch;
- `files.py`: rank 0 alone prints and saves, atomically, the others wait; mkdir races tolerated;
- `checks.py`: parameters compared across ranks, and the `--verify` snapshots;
- `verify.py`: `--verify`'s runs and verdict, `split_run.py` the run of the split's arithmetic.
"""
