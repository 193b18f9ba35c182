"""Errors that the command line turns into one clear line and an exit code."""


class UsageError(Exception):
    """Bad input from the user (options, config, paths): reported in one line, exit code 2."""

    exit_code = 2


class JobFailed(Exception):
    """A worker process failed; the message names the rank and its error."""

    exit_code = 1


class Interrupted(Exception):
    """The job stopped on SIGINT or SIGTERM after writing a checkpoint; exit code 128 + signal."""

    def __init__(self, signum: int, detail: str = "") -> None:
        import signal

        self.signum = signum
        self.detail = detail
        self.exit_code = 128 + signum
        name = signal.Signals(signum).name
        super().__init__(f"stopped by {name}" + (f"; {detail}" if detail else ""))
