"""A language model trained the way word_language_model trains one: the corpus is batched
into columns and sliced in order (`data[i : i + bptt]`), with no DataLoader, an LSTM's hidden
state is carried from batch to batch, and the update is made by hand after clipping.
`--random` draws random offsets instead, as nanoGPT does."""

import argparse

import torch
import torch.nn.functional as F
from torch import nn

parser = argparse.ArgumentParser()
parser.add_argument("--random", action="store_true")
args = parser.parse_args()

torch.manual_seed(0)
vocabulary, bptt, columns = 20, 8, 4
corpus = torch.randint(vocabulary, (400,))
data = corpus[: len(corpus) // columns * columns].view(columns, -1).t().contiguous()


class LanguageModel(nn.Module):
    """Two LSTM layers with dropout between them, the hidden state returned for the next batch."""

    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(vocabulary, 16)
        self.rnn = nn.LSTM(16, 16, num_layers=2, dropout=0.2)
        self.decoder = nn.Linear(16, vocabulary)

    def forward(self, x, hidden):
        output, hidden = self.rnn(F.dropout(self.embedding(x), 0.2, self.training), hidden)
        return self.decoder(output), hidden


model = LanguageModel()


def get_batch(i):
    if args.random:
        starts = torch.randint(len(corpus) - bptt - 1, (columns,))
        x = torch.stack([corpus[s : s + bptt] for s in starts])
        y = torch.stack([corpus[s + 1 : s + bptt + 1] for s in starts])
        return x, y
    return data[i : i + bptt], data[i + 1 : i + 1 + bptt]


hidden = None
for step, i in enumerate(range(0, 6 * bptt, bptt)):
    x, y = get_batch(i)
    if hidden is not None:  # carried across batches, cut from the last one's graph
        hidden = tuple(h.detach() for h in hidden)
    logits, hidden = model(x, hidden)
    loss = F.cross_entropy(logits.view(-1, vocabulary), y.reshape(-1))
    model.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
    for p in model.parameters():
        p.data.add_(p.grad, alpha=-0.5)
    print(f"step {step} loss {loss.item():.4f}")
