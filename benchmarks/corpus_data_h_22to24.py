"""Data made here for the scripts of `corpus_first_sight_h_22to24.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topic (22): protein sequence classification.

AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"


def _protein_fasta(path: str, count: int, generator: torch.Generator) -> None:
    """`count` sequences of 40 to 100 amino acids in FastSK's FASTA form: a label line `>0`
    or `>1`, then the sequence on one line; the two classes alternate, and the positives
    carry a motif so that there is something to learn."""
    lines = []
    for n in range(count):
        label = n % 2
        length = int(torch.randint(40, 101, (1,), generator=generator))
        picks = torch.randint(0, len(AMINO_ACIDS), (length,), generator=generator).tolist()
        sequence = "".join(AMINO_ACIDS[i] for i in picks)
        if label:
            at = int(torch.randint(0, length - 6, (1,), generator=generator))
            sequence = sequence[:at] + "WCHWCH" + sequence[at + 6 :]
        lines += [f">{label}", sequence]
    with open(path, "w") as fasta:
        fasta.write("\n".join(lines) + "\n")


def fastsk_protein_fasta(folder: str, counts: tuple[int, int] = (160, 40)) -> None:
    """`data/1.1.train.fasta` and `data/1.1.test.fasta`: the first protein data set (remote
    homology, SCOP 1.1) that QData/FastSK's README loop hands run_cnn.py (2,339 training
    sequences up to 905 long in the repository, whose character CNN pads every sequence to
    the longest), here 160 training and 40 test sequences of 40 to 100 amino acids, the two
    classes alternating (its 20% validation split then holds both, as its AUC needs)."""
    generator = torch.Generator().manual_seed(22)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    for split, count in zip(("train", "test"), counts, strict=True):
        _protein_fasta(os.path.join(out, f"1.1.{split}.fasta"), count, generator)


# Topic (23): abstractive text summarization.

NEWS_TEXT = (
    "the a of to in and on for with by at from after before over under as is was were has "
    "had will would said says minister council city police court team club market bank "
    "company report government school hospital storm river bridge train election vote "
    "budget plan law deal fire flood match season player coach price rate tax job strike "
    "rise fall win lose open close build cut raise warn ban sign back reject announce "
    "monday tuesday wednesday thursday friday new old big small local national early late "
    "first last two three ten hundred million percent year week day month people workers "
    "students residents officials fans leaders . , ' <P>"
)
NEWS_WORDS = NEWS_TEXT.split()


def ymfa_cnndm(folder: str, count: int = 64, dims: int = 100) -> None:
    """`data/cnndm.gz`, the training set ymfa/seq2seq-summarizer's params.py names (made by
    its data/make_cnndm_data.py from the CNN/Daily Mail download): one example a line, the
    tokenized article and its summary separated by a tab; here 64 articles of 15 to 30 tokens
    of a small news vocabulary, each summary 3 to 6 of its article's tokens in order (so that
    the pointer has something to copy). `data/.vector_cache/glove.6B.100d.txt`, the GloVe
    vectors params.py loads (a download), here 100 dimensions for half of those words, in
    GloVe's text form. And the empty `checkpoints/` its model_path_prefix saves into."""
    import gzip

    generator = torch.Generator().manual_seed(23)
    data = os.path.join(folder, "data")
    os.makedirs(os.path.join(data, ".vector_cache"), exist_ok=True)
    os.makedirs(os.path.join(folder, "checkpoints"), exist_ok=True)
    lines = []
    for _ in range(count):
        length = int(torch.randint(15, 31, (1,), generator=generator))
        picks = torch.randint(0, len(NEWS_WORDS), (length,), generator=generator).tolist()
        article = [NEWS_WORDS[i] for i in picks]
        kept = int(torch.randint(3, 7, (1,), generator=generator))
        chosen = sorted(torch.randperm(length, generator=generator)[:kept].tolist())
        summary = [article[i] for i in chosen]
        lines.append(" ".join(article) + "\t" + " ".join(summary))
    with gzip.open(os.path.join(data, "cnndm.gz"), "wt", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    with open(os.path.join(data, ".vector_cache", "glove.6B.100d.txt"), "w") as out:
        for word in NEWS_WORDS[::2]:
            vector = torch.randn(dims, generator=generator) * 0.4
            out.write(word + " " + " ".join(f"{v:.5f}" for v in vector.tolist()) + "\n")


def nats_sum_data(folder: str, count: int = 16) -> None:
    """`sum_data/train.txt` and `sum_data/vocab`: tshi04/NATS's training file (one example a
    line: the summary's sentences, each between `<s>` and `</s>`, then `<sec>` and the
    article, tokenized; the repository's data/ holds a sample of 100 CNN/Daily Mail lines of
    up to 400 article tokens, its readme the download) and its vocabulary (a word and its
    count a line, read down to counts of 5), here 16 articles of 15 to 30 tokens of a small
    news vocabulary, each summary one sentence of 3 to 6 of its tokens in order, and every
    word of that vocabulary counted 100 times."""
    generator = torch.Generator().manual_seed(230)
    words = [word for word in NEWS_WORDS if word != "<P>"]
    out = os.path.join(folder, "sum_data")
    os.makedirs(out, exist_ok=True)
    lines = []
    for _ in range(count):
        length = int(torch.randint(15, 31, (1,), generator=generator))
        picks = torch.randint(0, len(words), (length,), generator=generator).tolist()
        article = [words[i] for i in picks]
        kept = int(torch.randint(3, 7, (1,), generator=generator))
        chosen = sorted(torch.randperm(length, generator=generator)[:kept].tolist())
        summary = " ".join(article[i] for i in chosen)
        lines.append(f"<s> {summary} </s><sec>" + " ".join(article))
    with open(os.path.join(out, "train.txt"), "w") as corpus:
        corpus.write("\n".join(lines) + "\n")
    with open(os.path.join(out, "vocab"), "w") as vocab:
        vocab.write("".join(f"{word} 100\n" for word in words))


# Topic (24): click-through rate prediction DeepFM.


def deepfm_criteo(folder: str, rows: int = 1001, categories: int = 12) -> None:
    """`data/train.txt` and `data/feature_sizes.txt`: Criteo's display-advertising data as
    chenxijun1029/DeepFM_with_PyTorch's utils/dataPreprocess.py leaves it (from the Kaggle
    download): one click a line, 13 integer counts (clipped), 26 categorical features as
    indices into their own dictionaries, then the 0/1 label, comma-separated with no header
    (pandas then takes the first line for one, as it does on the real file); and the 39
    fields' sizes on one line (1 for each count, the dictionary's size for each category).
    Here 1,001 lines of counts up to 20 and categories of 12 values each, the label drawn
    from a logistic of a few of them."""
    generator = torch.Generator().manual_seed(24)
    counts = torch.randint(0, 21, (rows, 13), generator=generator)
    codes = torch.randint(0, categories, (rows, 26), generator=generator)
    logit = 0.15 * counts[:, 0] - 1.5 + (codes[:, 0] < categories // 2).float()
    labels = (torch.rand(rows, generator=generator) < torch.sigmoid(logit)).long()
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    table = torch.cat([counts, codes, labels[:, None]], dim=1).tolist()
    with open(os.path.join(out, "train.txt"), "w") as lines:
        lines.write("".join(",".join(str(v) for v in row) + "\n" for row in table))
    with open(os.path.join(out, "feature_sizes.txt"), "w") as sizes:
        sizes.write(",".join(["1"] * 13 + [str(categories)] * 26))


def movielens_ratings(folder: str, rows: int = 2000) -> None:
    """`torchfm/dataset/ml-20m/ratings.csv`: MovieLens 20M's ratings (a download from
    GroupLens; ChenYang-1996/pytorch_CTR's examples/main.py reads it by default, its user and
    movie ids the two fields and a rating above 3 a click), here 2,000 ratings of 100 users
    and 200 movies, with the file's header (userId,movieId,rating,timestamp) and half-star
    ratings; and the empty `chkpt/` and `logs/` its readme has made before training."""
    generator = torch.Generator().manual_seed(241)
    users = torch.randint(1, 101, (rows,), generator=generator)
    movies = torch.randint(1, 201, (rows,), generator=generator)
    liked = ((users % 3 == 0) | (movies % 4 == 0)).long()
    stars = torch.randint(1, 7, (rows,), generator=generator) + 4 * liked
    ratings = stars.clamp(1, 10).float() / 2
    times = 1_100_000_000 + torch.arange(rows) * 37
    out = os.path.join(folder, "torchfm", "dataset", "ml-20m")
    os.makedirs(out, exist_ok=True)
    for made in ("chkpt", "logs"):
        os.makedirs(os.path.join(folder, made), exist_ok=True)
    lines = ["userId,movieId,rating,timestamp"]
    for user, movie, rating, time in zip(users, movies, ratings, times, strict=True):
        lines.append(f"{int(user)},{int(movie)},{float(rating):.1f},{int(time)}")
    with open(os.path.join(out, "ratings.csv"), "w") as table:
        table.write("\n".join(lines) + "\n")
