"""Splitting the data: which DataLoader passes train, each rank's slice of every global batch,
its share of the step, what is said when nothing can be split, and how long training waited for
its input.
"""
