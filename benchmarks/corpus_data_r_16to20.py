"""Data made here for batch r's topics (16) to (20) (corpus_first_sight_r_16to20.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import json
import os


def brendanlong_arithmetic(folder: str, counts: tuple[int, int, int] = (96, 32, 32)) -> None:
    """brendanlong/math-llm's data/ (its readme makes it with scripts/generate_data.py):
    train.jsonl, val.jsonl and test.jsonl, one addition a line in its tokenizer's characters
    (`12+34=46<end>`, the format without chain of thought), and metadata.json, whose
    longest_example_length sets the padded length (plus 10) its data set reads."""
    import random

    generator = random.Random(1801)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    longest = ""
    for split, count in zip(("train", "val", "test"), counts, strict=True):
        lines = []
        for _ in range(count):
            a, b = generator.randrange(100), generator.randrange(100)
            lines.append(f"{a}+{b}={a + b}<end>")
        longest = max([longest, *lines], key=len)
        with open(os.path.join(out, f"{split}.jsonl"), "w") as f:
            f.write("\n".join(lines) + "\n")
    metadata = {"max_digits": 2, "longest_example_length": len(longest), "longest_example": longest}
    with open(os.path.join(out, "metadata.json"), "w") as f:
        json.dump(metadata, f, indent=2)
