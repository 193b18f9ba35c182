"""`multigpu bench`: throughput per method, device count and precision, measured so that the
figures can be trusted: fresh processes per case, warm-up, every rank synchronized around the
timed steps, medians with their spread, data on the device apart from the input pipeline."""
