"""Python's hash seed, the same on every rank of a job.

Each Python interpreter draws its own seed for hashing strings, so the order of a set of words
(`vocab = list(set(words))`, a common way to build a vocabulary) differs from one process to the
next. On N ranks that is N vocabularies: each rank's token ids mean other words, and the model
trains on nonsense without an error. Every worker of a job gets one seed instead: drawn afresh
for each job on one machine, derived from the rendezvous (its id and endpoint, which every node
knows) on several. A seed the user set (PYTHONHASHSEED) is left as it is.
"""

from __future__ import annotations

import secrets
import zlib

from .nodes import Nodes

VARIABLE = "PYTHONHASHSEED"


def hash_seed_environment(nodes: Nodes) -> dict[str, str]:
    if nodes.several:
        seed = zlib.crc32(f"{nodes.job_id}@{nodes.endpoint}".encode()) or 1
    else:
        seed = 1 + secrets.randbelow(2**32 - 1)  # 0 would switch hashing's randomness off
    return {VARIABLE: str(seed)}
