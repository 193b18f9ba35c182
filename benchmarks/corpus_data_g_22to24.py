"""Data made here for the scripts of `corpus_first_sight_g_22to24.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import json
import os

import torch

# Topics (22) to (24): LoRA fine-tuning, sparse autoencoder, grokking modular arithmetic.


def lora_e2e(folder: str, counts: tuple[int, int] = (24, 4), vocabulary: int = 50257) -> None:
    """`examples/NLG/data/e2e/{train,valid}.jsonl`: E2E as microsoft/LoRA's create_datasets.sh
    writes it (gpt2_encode.py's output: a JSON object a line, `context` and `completion` as
    GPT-2 token ids, each ending in the end-of-text id 50256 as --add_bos and --add_eos put
    it), rows of made-up ids
    (the mirror lacks data/e2e/train.txt, and the GPT-2 encoding is not needed for ids)."""
    generator = torch.Generator().manual_seed(122)
    out = os.path.join(folder, "examples", "NLG", "data", "e2e")
    os.makedirs(out, exist_ok=True)
    for name, count in zip(("train", "valid"), counts, strict=True):
        with open(os.path.join(out, f"{name}.jsonl"), "w") as lines:
            for _ in range(count):
                length = int(torch.randint(10, 30, (), generator=generator))
                context = torch.randint(0, vocabulary - 1, (length,), generator=generator)
                length = int(torch.randint(5, 20, (), generator=generator))
                completion = torch.randint(0, vocabulary - 1, (length,), generator=generator)
                row = {
                    "context": [*context.tolist(), 50256],
                    "completion": [*completion.tolist(), 50256],
                }
                lines.write(json.dumps(row) + "\n")


def keat_activations(folder: str, documents: int = 24, tokens: int = 16, width: int = 512) -> None:
    """`outputs/activations_exaone-8b_keat-ko.pkl`: the pickle that fxnnxc/
    korean-sparse-llm-features-open's gather_keat_activations.py writes (a dict of tensors
    stacked per document: `keat-ko_input_ids`, and `keat-ko_residual_q0` to `_q3`, the residual
    stream of a language model at four depths, documents x tokens x width, bfloat16), of
    made-up values (the readme gathers them by running EXAONE 8B from the hub over KEAT)."""
    import pickle

    generator = torch.Generator().manual_seed(123)
    out = os.path.join(folder, "outputs")
    os.makedirs(out, exist_ok=True)
    stacked = {
        "keat-ko_input_ids": torch.randint(0, 1000, (documents, tokens), generator=generator)
    }
    for depth in range(4):
        values = torch.randn(documents, tokens, width, generator=generator)
        stacked[f"keat-ko_residual_q{depth}"] = values.to(torch.bfloat16)
    with open(os.path.join(out, "activations_exaone-8b_keat-ko.pkl"), "wb") as file:
        pickle.dump(stacked, file, protocol=pickle.HIGHEST_PROTOCOL)
