"""`multigpu run --verify`: the run on N ranks compared with one process on the same global batches,
with the script's random draws and rounding accounted for, and the safety nets after each step.
"""
