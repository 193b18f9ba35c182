"""A 67 M-parameter GPT-2 (transformers, built from a config: 4 layers of 768, GPT-2's vocabulary
of 50,257) trained on random tokens, batches of 8 sequences of 256, written as a single-GPU
script is: what `benchmarks/plan.py --large` plans and measures, where the activations (the
logits alone are 8 x 256 x 50,257 floats) matter as much as the weights.

Usage: gpt2_lm.py OUT_FOLDER [--steps K]"""

import sys

import torch
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
device = "cuda" if torch.cuda.is_available() else "cpu"
steps = int(sys.argv[sys.argv.index("--steps") + 1]) if "--steps" in sys.argv else 3
config = GPT2Config(n_layer=4, n_embd=768, n_head=12, n_positions=256, vocab_size=50257)
model = GPT2LMHeadModel(config).to(device)
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4)
tokens = torch.randint(0, config.vocab_size, (8 * steps, 256))
loader = torch.utils.data.DataLoader(tokens, batch_size=8)
for ids in loader:
    ids = ids.to(device)
    loss = model(input_ids=ids, labels=ids).loss
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    print(f"loss {loss.item():.3f}")
