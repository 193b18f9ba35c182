"""Starting processes and deciding where they run: `launch()` for a function, `multigpu launch`
for a script, both through torch elastic's agent (agent.py); the devices of a node, the nodes of
a job, and SLURM's view of both."""
