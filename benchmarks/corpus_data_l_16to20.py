"""Data made here for batch l's topics (16) to (20) (corpus_first_sight_l_16to20.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

# Topic (16): deep Q-network with experience replay.


def feicccccccc_folders(folder: str) -> None:
    """No data (its environment, CartPole-v1, is simulated): the folders feicccccccc's main.py
    saves into, models/ for its checkpoints and plots/ for its learning curve (the repository
    ignores both)."""
    for name in ("models", "plots"):
        os.makedirs(os.path.join(folder, name), exist_ok=True)


# Topic (18): decision transformer offline reinforcement learning.


def bhaveshgawri_load_dataset(path: str, name: str, split: str = "train"):
    """datasets.load_dataset("edbeeching/decision_transformer_gym_replay",
    "halfcheetah-expert-v2", split="train") as bhaveshgawri's DecisionTransformerDataset reads
    it (a download from the Hugging Face hub): a `datasets.Dataset` of trajectories, each with
    its observations (17 floats a step), actions (6 in [-1, 1]), rewards and dones; 32
    trajectories of 40 steps, not 1000 of 1000."""
    import datasets
    import numpy

    generator = numpy.random.default_rng(18)
    rows: dict[str, list] = {"observations": [], "actions": [], "rewards": [], "dones": []}
    for _ in range(32):
        steps = 40
        rows["observations"].append(generator.normal(size=(steps, 17)).astype("float32").tolist())
        rows["actions"].append(generator.uniform(-1, 1, (steps, 6)).astype("float32").tolist())
        rows["rewards"].append(generator.normal(1.0, 0.5, steps).astype("float32").tolist())
        rows["dones"].append([False] * (steps - 1) + [True])
    return datasets.Dataset.from_dict(rows)


def bhaveshgawri_folders(folder: str) -> None:
    """The folders bhaveshgawri's run.py saves into (its model, config and log of the run, under
    cache/pt/; the mirror holds the configs folder only, the models being large files)."""
    for name in ("models", "configs", "logs"):
        os.makedirs(os.path.join(folder, "cache", "pt", name), exist_ok=True)
