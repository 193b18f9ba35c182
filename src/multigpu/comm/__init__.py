"""Gradient synchronization made visible: hand-written ring and parameter-server all-reduce on
torch's point-to-point primitives, DDP communication hooks, byte accounting, timing and a
latency-bandwidth cost model.

The hand-written algorithms are for teaching and measurement; production training uses the
backend's own all-reduce (`--sync allreduce`, the default).
"""
