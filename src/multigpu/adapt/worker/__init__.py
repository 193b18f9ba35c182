"""One worker's place in the job and what it knows of the script as it runs: its rank and groups,
the script's own process groups, its parameters' marks, how deep in module forwards it is.
"""
