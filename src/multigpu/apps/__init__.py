"""The applications: the `multigpu` command and its jobs (train, bench, comm, doctor), with the
models and data they use. They build on `launch`, `core`, `strategies` and `comm`."""
