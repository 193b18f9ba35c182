"""`multigpu plan`: the script's step measured in one process, and what each layout would hold."""
