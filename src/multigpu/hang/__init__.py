"""Hang forensics: what every rank was doing when a wait across ranks ran out of time.

- `flight`: the collectives each rank issued, from torch's Flight Recorder (gloo and nccl);
- `stacks`: every thread's Python stack, taken from a watchdog thread (no cooperation needed);
- `snapshot`: one rank's state, as JSON;
- `diagnose`: the one line that names the rank, the place and the kind of fault;
- `report`: the whole report, its short form and its files;
- `watch`: the per-worker thread that notices a wait past the timeout and gathers the report;
- `job`: the launcher's side (a rank that died, `multigpu stacks`).
"""
