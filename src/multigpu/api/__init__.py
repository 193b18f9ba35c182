"""The API a training loop holds: `Run` (run.py), what the launcher decides for every worker
(options.py), and work timed on the slowest rank (timing.py). It composes a strategy with
core's pieces (loader, precision, guard, tracking), so it sits above `strategies/`."""
