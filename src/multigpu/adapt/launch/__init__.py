"""`multigpu run` before the script runs: the request checked, the script read, the workers started
with what was decided for them, and what a rank's failure says about the script.
"""
