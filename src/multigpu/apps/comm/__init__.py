"""`multigpu comm`: the all-reduce algorithms measured on real processes, or predicted."""
