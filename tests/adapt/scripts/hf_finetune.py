"""A Hugging Face causal-LM fine-tuning loop as people write it for one GPU: a model built from
a config (its embedding tied to its output layer), tokenised sequences of different lengths
padded with -100 labels, AdamW with a warm-up schedule, gradient accumulation and clipping,
`save_pretrained` at the end, then generation.

Usage: hf_finetune.py OUT_DIR [--accumulate K]"""

import sys

import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, LlamaConfig, get_linear_schedule_with_warmup

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
out = sys.argv[1]
accumulate = int(sys.argv[sys.argv.index("--accumulate") + 1]) if "--accumulate" in sys.argv else 1
pad = 0

config = LlamaConfig(
    vocab_size=40,
    hidden_size=32,
    intermediate_size=64,
    num_hidden_layers=2,
    num_attention_heads=4,
    num_key_value_heads=2,
    max_position_embeddings=32,
    pad_token_id=pad,
    tie_word_embeddings=True,  # the output layer is the embedding, as in most small models
)
model = AutoModelForCausalLM.from_config(config)
model.to(device)


def example(i: int) -> list[int]:
    """A 'sentence': a run of tokens counting up by a step, of a length that varies."""
    start, step, n = 1 + i % 37, 1 + i % 3, 5 + i % 9
    return [1 + (start + step * k) % 39 for k in range(n)]


def collate(batch: list[list[int]]) -> dict[str, torch.Tensor]:
    longest = max(len(ids) for ids in batch)
    ids = torch.full((len(batch), longest), pad)
    mask = torch.zeros((len(batch), longest), dtype=torch.long)
    for row, tokens in enumerate(batch):
        ids[row, : len(tokens)] = torch.tensor(tokens)
        mask[row, : len(tokens)] = 1
    labels = ids.masked_fill(mask == 0, -100)
    return {"input_ids": ids, "attention_mask": mask, "labels": labels}


loader = DataLoader([example(i) for i in range(48)], batch_size=8, shuffle=True, collate_fn=collate)
optimizer = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=0.01)
steps = 2 * len(loader) // accumulate
schedule = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=2, num_training_steps=steps)

model.train()
for epoch in range(2):
    for i, batch in enumerate(loader):
        batch = {key: value.to(device) for key, value in batch.items()}
        loss = model(**batch).loss / accumulate
        loss.backward()
        if (i + 1) % accumulate == 0:
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            schedule.step()
            optimizer.zero_grad()
    print(f"epoch {epoch} loss {loss.item() * accumulate:.4f}")

model.save_pretrained(out)
torch.save(optimizer.state_dict(), f"{out}/optimizer.pt")
model.eval()
with torch.no_grad():
    prompt = torch.tensor([example(5)[:4]], device=device)
    generated = model.generate(prompt, max_new_tokens=4, do_sample=False, pad_token_id=pad)
print("generated", generated[0].tolist())
