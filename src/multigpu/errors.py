"""Errors that the command line turns into one clear line and an exit code."""


class UsageError(Exception):
    """Bad input from the user (options, config, paths): reported in one line, exit code 2."""

    exit_code = 2


class JobFailed(Exception):
    """A worker process failed; the message names the rank and its error."""

    exit_code = 1
