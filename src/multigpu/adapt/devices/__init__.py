"""Devices and models: each rank on its own device whatever the script names, every rank starting
from rank 0's weights, models sharded where the script moves them, and what a rank held.
"""
