"""A small GPT-style language model in plain PyTorch, written as single-GPU scripts are: the
optimizer built before the model is moved to the GPU, gradient clipping, a whole-weights save at
the end, then the saved weights loaded into a fresh model and evaluated under no_grad.

Usage: gpt_plain.py OUT.pt [--accumulate K] [--batch B] [--data-parallel] [--two-step-clip]
                   [--zero-after-forward]

With accumulation, an epoch's last micro-batches step too, however few (as Hugging Face's
examples do). --zero-after-forward (without --accumulate): the tutorials' order, forward,
zero_grad, backward, which keeps the previous step's gradients while the forward runs."""

import sys

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
device = "cuda" if torch.cuda.is_available() else "cpu"
accumulate = int(sys.argv[sys.argv.index("--accumulate") + 1]) if "--accumulate" in sys.argv else 1
zero_late = "--zero-after-forward" in sys.argv
batch = int(sys.argv[sys.argv.index("--batch") + 1]) if "--batch" in sys.argv else 8
vocabulary, length, width = 24, 8, 16


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(width)
        self.attention = nn.MultiheadAttention(width, 2, batch_first=True)
        self.norm2 = nn.LayerNorm(width)
        self.mlp = nn.Sequential(
            nn.Linear(width, 3 * width), nn.GELU(), nn.Linear(3 * width, width)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = x.shape[1]
        future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=x.device), 1)
        h = self.norm1(x)
        x = x + self.attention(h, h, h, attn_mask=future, need_weights=False)[0]
        return x + self.mlp(self.norm2(x))


class GPT(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.tokens = nn.Embedding(vocabulary, width)
        self.positions = nn.Embedding(length, width)
        self.blocks = nn.ModuleList(Block() for _ in range(3))
        self.norm = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocabulary, bias=False)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        x = self.tokens(ids) + self.positions(torch.arange(ids.shape[1], device=ids.device))
        for block in self.blocks:
            x = block(x)
        return self.head(self.norm(x))


# A corpus with structure to learn: each sequence counts up from a random start.
starts = torch.randint(0, vocabulary, (48, 1))
sequences = (starts + torch.arange(length + 1)) % vocabulary
loader = DataLoader(
    TensorDataset(sequences[:, :-1], sequences[:, 1:]), batch_size=batch, shuffle=True
)

model = GPT()
optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
model.to(device)
if "--data-parallel" in sys.argv:  # as tutorials wrap a model for several GPUs
    model = nn.DataParallel(model)
for epoch in range(2):
    for step, (ids, targets) in enumerate(loader):
        ids, targets = ids.to(device), targets.to(device)
        loss = F.cross_entropy(model(ids).flatten(0, 1), targets.flatten()) / accumulate
        if zero_late:
            optimizer.zero_grad()
        loss.backward()
        if (step + 1) % accumulate == 0 or step + 1 == len(loader):
            if "--two-step-clip" in sys.argv:  # torch's newer form: the norm, then the clip
                grads = [p.grad for p in model.parameters()]
                norm = torch.nn.utils.get_total_norm(grads)
                # at 0.1, below the norms this model reaches (about 0.3): the clip acts
                torch.nn.utils.clip_grads_with_norm_(model.parameters(), 0.1, norm)
            else:
                norm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            if not zero_late:
                optimizer.zero_grad()
    print(f"epoch {epoch} loss {loss.item() * accumulate:.4f} norm {float(norm):.4f}")

to_save = model.module if hasattr(model, "module") else model
torch.save(to_save.state_dict(), sys.argv[1])
fresh = GPT().to(device)
fresh.load_state_dict(torch.load(sys.argv[1]))
fresh.eval()
with torch.no_grad():
    ids, targets = sequences[:8, :-1].to(device), sequences[:8, 1:].to(device)
    accuracy = (fresh(ids).argmax(-1) == targets).double().mean().item()
print(f"reloaded accuracy {accuracy:.4f}")
