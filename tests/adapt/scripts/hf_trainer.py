"""A training script written for transformers' Trainer: a model built from a config,
`TrainingArguments` with a batch per device, `Trainer(...).train()`. Run by several processes,
the Trainer distributes itself (through Accelerate, when `TrainingArguments` is built), and
multigpu run hands it over there. No dropout, so ranks and one process draw nothing apart.

Usage: hf_trainer.py OUT.pt [--batch B]"""

import sys
import tempfile

import torch
from torch.utils.data import Dataset
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments


class Tokens(Dataset):
    def __init__(self) -> None:
        self.ids = torch.randint(0, 100, (64, 16), generator=torch.Generator().manual_seed(0))

    def __len__(self) -> int:
        return len(self.ids)

    def __getitem__(self, index: int) -> dict[str, torch.Tensor]:
        return {"input_ids": self.ids[index], "labels": self.ids[index]}


batch = int(sys.argv[sys.argv.index("--batch") + 1]) if "--batch" in sys.argv else 8
torch.manual_seed(0)
no_dropout = {"resid_pdrop": 0.0, "embd_pdrop": 0.0, "attn_pdrop": 0.0}
config = GPT2Config(vocab_size=100, n_positions=16, n_embd=32, n_layer=2, n_head=2, **no_dropout)
model = GPT2LMHeadModel(config).double()
with tempfile.TemporaryDirectory() as folder:
    arguments = TrainingArguments(
        output_dir=folder,
        per_device_train_batch_size=batch,
        num_train_epochs=2,
        learning_rate=1e-3,
        report_to=[],
        save_strategy="no",
        use_cpu=True,
        seed=0,
        disable_tqdm=True,
    )
    Trainer(model=model, args=arguments, train_dataset=Tokens()).train()
if arguments.process_index == 0:
    torch.save(model.state_dict(), sys.argv[1])
