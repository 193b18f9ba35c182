"""A Hugging Face BERT (masked LM, built from a small config: nothing is downloaded) fed
BatchEncoding batches through run.loader, with `model(**batch).loss`.

usage: hf_bert.py OUT.pt --strategy ddp|fsdp|single
"""

import argparse

import torch
from torch.utils.data import Dataset
from transformers import BatchEncoding, BertConfig, BertForMaskedLM

import multigpu

SAMPLES, LENGTH, VOCAB, BATCH, EPOCHS, SEED = 24, 8, 50, 3, 2, 5


def model() -> BertForMaskedLM:
    torch.manual_seed(0)
    config = BertConfig(
        vocab_size=VOCAB,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=LENGTH,
        hidden_dropout_prob=0.0,
        attention_probs_dropout_prob=0.0,
    )
    return BertForMaskedLM(config)


class Tokens(Dataset):
    """Every position is a label, so every rank's loss averages as many tokens."""

    def __init__(self) -> None:
        generator = torch.Generator().manual_seed(1)
        self.ids = torch.randint(0, VOCAB, (SAMPLES, LENGTH), generator=generator)
        self.labels = torch.randint(0, VOCAB, (SAMPLES, LENGTH), generator=generator)

    def __len__(self) -> int:
        return SAMPLES

    def __getitem__(self, index: int) -> BatchEncoding:
        return BatchEncoding(
            {
                "input_ids": self.ids[index],
                "attention_mask": torch.ones(LENGTH, dtype=torch.long),
                "labels": self.labels[index],
            }
        )


def main(run: multigpu.Run, out: str) -> None:
    net = model()
    net, optimizer = run.setup(net, torch.optim.SGD(net.parameters(), lr=0.5))
    loader = run.loader(Tokens(), batch_size=BATCH, shuffle=True, seed=SEED)
    for _ in run.epochs(EPOCHS):
        for batch in loader:
            assert isinstance(batch, BatchEncoding), type(batch)
            run.backward(net(**batch).loss)
            optimizer.step()
            optimizer.zero_grad()
    weights = run.state_dict(net)
    if run.is_main:
        torch.save(weights, out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--strategy", default="ddp")
    args = parser.parse_args()
    devices = 1 if args.strategy == "single" else 2
    multigpu.launch(main, args.out, strategy=args.strategy, devices=devices, accelerator="cpu")
