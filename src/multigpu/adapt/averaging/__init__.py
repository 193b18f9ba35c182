"""Gradients averaged across ranks once they are final: overlapped with backward where proven,
at the step otherwise; accumulation, loss weights, the reductions that stand in for DDP and FSDP,
and the libraries that own the gradient.
"""
