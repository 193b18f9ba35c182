"""Data made here for batch q's topics (36) to (40) (corpus_first_sight_q_36to40.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def hokagem_folders(folder: str) -> None:
    """HokageM/IRLwPython's output folders: its deep IRL trainer saves its heatmaps and
    networks under ../heatmap and ../results of the working folder (its author made them by
    hand; the repository has neither), here src/heatmap and src/results beside the package
    the corpus runs the script in."""
    for name in ("heatmap", "results", "learning_curves"):
        os.makedirs(os.path.join(folder, "src", name), exist_ok=True)


def iitr_distilbert(folder: str) -> None:
    """A small DistilBERT for iitrpratibha93-hue/ml-portfolio's reward model, in place of
    distilbert-base-uncased from the hub (its --model_name): made/distilbert with config.json
    (2 layers of 32, 2 heads), a vocab.txt of BERT's special tokens, the characters and the
    lower-cased words of the repository's sample preferences, and weights as DistilBertModel
    initialises them from a seed of this maker's (AutoModel.from_pretrained reads them)."""
    import json
    import re

    import torch
    from transformers import DistilBertConfig, DistilBertModel

    project = os.path.join(folder, "projects", "rlhf_preference_model")
    with open(os.path.join(project, "data", "sample_preferences.jsonl")) as source:
        text = source.read().lower()
    words = sorted(set(re.findall(r"\w+", text)))
    marks = sorted({c for c in text if not c.isspace() and not c.isalnum()})
    letters = sorted({c for c in text if c.isalnum()})
    vocab = ["[PAD]", *(f"[unused{k}]" for k in range(4)), "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    for token in [*marks, *letters, *(f"##{c}" for c in letters), *words]:
        if token not in vocab:
            vocab.append(token)
    made = os.path.join(project, "made", "distilbert")
    os.makedirs(made, exist_ok=True)
    with open(os.path.join(made, "vocab.txt"), "w") as out:
        out.write("\n".join(vocab) + "\n")
    with open(os.path.join(made, "tokenizer_config.json"), "w") as out:
        json.dump({"do_lower_case": True, "model_max_length": 64}, out)
    config = DistilBertConfig(
        vocab_size=len(vocab),
        dim=32,
        n_layers=2,
        n_heads=2,
        hidden_dim=64,
        max_position_embeddings=64,
        pad_token_id=0,
    )
    with torch.random.fork_rng():
        torch.manual_seed(38)
        DistilBertModel(config).save_pretrained(made)


def tycui_yacht(folder: str, rows: int = 60) -> None:
    """tycui/functionalBNN's data/yacht as data_generating_yacht reads it (UCI's yacht
    hydrodynamics, read with pandas, sep=" ", a header row and a target column named y):
    six features and a target, made here."""
    import numpy

    generator = numpy.random.default_rng(40)
    features = generator.normal(size=(rows, 6))
    target = features @ generator.normal(size=6) + 0.3 * generator.normal(size=rows)
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    with open(os.path.join(folder, "data", "yacht"), "w") as out:
        out.write("lc pc ld bd lb fn y\n")
        for row, y in zip(features, target, strict=True):
            out.write(" ".join(f"{v:.4f}" for v in (*row, y)) + "\n")
