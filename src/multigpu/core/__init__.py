"""The core: what runs inside every worker process.

`Run` (run.py) is what a training function receives; the rest are the pieces it is built from:
data loading, checkpoint files, precision, collectives that name late ranks, metrics, memory,
timing, signals, atomic files and the errors the command line reports in one line.
"""
