"""Data made here for batch k's topics (1) to (5) (corpus_first_sight_k_01to05.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def sotazum_folders(folder: str) -> None:
    """The folders sotazum's train.py saves into (models/ for its weights, save/ for its
    figure); its MNIST is corpus_data.MNIST, swapped in by an edit."""
    for name in ("models", "save"):
        os.makedirs(os.path.join(folder, name), exist_ok=True)


class Omniglot:
    """torchvision's Omniglot as silvershine157's load_omniglot reads it: each character's 20
    drawings in a row (it takes the data set in loader batches of 20, one character each), 105
    x 105 greyscale PIL images; 25 characters (not 964), so that its test split, the last
    fifth, holds the 5 its episodes draw."""

    classes = 25

    def __init__(self, root=None, background=True, transform=None, target_transform=None, **_):
        import numpy
        import torch

        generator = torch.Generator().manual_seed(11 if background else 12)
        shape = (self.classes * 20, 105, 105)
        self.images = (torch.rand(shape, generator=generator) > 0.8).to(torch.uint8) * 255
        self.transform, self.target_transform = transform, target_transform
        self._numpy = numpy

    def __len__(self) -> int:
        return len(self.images)

    def __getitem__(self, index: int):
        from PIL import Image

        image = Image.fromarray(self._numpy.asarray(self.images[index]), mode="L")
        target = index // 20
        if self.transform is not None:
            image = self.transform(image)
        if self.target_transform is not None:
            target = self.target_transform(target)
        return image, target


def gerardwalsh_omniglot(folder: str) -> None:
    """Omniglot's background and evaluation sets as the fangpin-style loaders read them:
    omniglot/python/images_background/ALPHABET/CHARACTER/*.png, 105 x 105 greyscale drawings;
    2 alphabets of 3 characters of 4 drawings each (the training set rotates each by 0, 90,
    180 and 270 degrees: 24 classes)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(13)
    for part in ("images_background", "images_evaluation"):
        for alphabet in ("Alphabet_of_the_Magi", "Latin"):
            for character in range(1, 4):
                out = os.path.join(
                    folder, "omniglot", "python", part, alphabet, f"character{character:02d}"
                )
                os.makedirs(out, exist_ok=True)
                for drawing in range(1, 5):
                    pixels = (generator.random((105, 105)) > 0.2).astype(numpy.uint8) * 255
                    name = f"{character:02d}{drawing:02d}_{drawing:02d}.png"
                    Image.fromarray(pixels, mode="L").save(os.path.join(out, name))


def danielt17_fashion_mnist(folder: str) -> None:
    """Fashion-MNIST as danielt17's FashionMNIST_t keeps it after its download: data/processed/
    training.pt and test.pt, each a tuple of uint8 images (N x 28 x 28) and their labels; 600
    training and 200 test images of the 10 classes (60 and 20 of each). Its triplet lists are
    the script's own, drawn when its data sets are built."""
    import torch

    generator = torch.Generator().manual_seed(17)
    out = os.path.join(folder, "data", "processed")
    os.makedirs(out, exist_ok=True)
    for name, count in (("training.pt", 600), ("test.pt", 200)):
        images = torch.randint(0, 256, (count, 28, 28), generator=generator, dtype=torch.uint8)
        labels = torch.arange(count) % 10
        torch.save((images, labels), os.path.join(out, name))


def mersalies_faces(folder: str) -> None:
    """The face crops Mersalies' TripletFaceDataset reads: processed_dataset/train/PERSON/
    *.jpg, 4 people of 3 RGB photos each, 64 x 64 (its transform resizes them to 160)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(19)
    for person in range(4):
        out = os.path.join(folder, "processed_dataset", "train", f"person_{person}")
        os.makedirs(out, exist_ok=True)
        for photo in range(3):
            pixels = generator.integers(0, 256, (64, 64, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, f"{photo}.jpg"))


_EN = [
    "the",
    "a",
    "man",
    "woman",
    "child",
    "dog",
    "cat",
    "house",
    "car",
    "city",
    "river",
    "book",
    "red",
    "green",
    "big",
    "small",
]
_HR = "taj jedan muz zena dijete pas macka kuca auto grad rijeka knjiga crven zelen velik mali"
_HR_WORDS = _HR.split()


def mhzzzzz_setimes(folder: str) -> None:
    """SETIMES' English-Croatian pairs as run_seq2seq.py reads them: en-hr.tmx, a TMX file
    whose <tu> elements hold an English and a Croatian <tuv><seg>, each on its own line (the
    script takes childNodes 1 and 3, whitespace between); 200 pairs of 4 to 11 words from a
    vocabulary of 16 a language (every word kept by its word_drop of 5)."""
    import numpy

    generator = numpy.random.default_rng(23)
    units = []
    for _ in range(200):
        length = int(generator.integers(4, 12))
        words = generator.integers(0, len(_EN), length)
        english = " ".join(_EN[w] for w in words)
        croatian = " ".join(_HR_WORDS[w] for w in words[::-1])
        units.append(
            "<tu>\n"
            f'  <tuv xml:lang="en"><seg>{english}</seg></tuv>\n'
            f'  <tuv xml:lang="hr"><seg>{croatian}</seg></tuv>\n'
            "</tu>"
        )
    text = (
        '<?xml version="1.0" encoding="utf-8"?>\n<tmx version="1.4">\n<header/>\n<body>\n'
        + "\n".join(units)
        + "\n</body>\n</tmx>\n"
    )
    with open(os.path.join(folder, "en-hr.tmx"), "w", encoding="utf-8") as out:
        out.write(text)


_FR = [
    "le",
    "la",
    "un",
    "une",
    "homme",
    "femme",
    "enfant",
    "chien",
    "chat",
    "maison",
    "grand",
    "petit",
    "rouge",
    "vert",
    "heureux",
]
_PREFIXES = ("i am", "he is", "she is", "you are", "we are", "they are")
_ADJECTIVES = ["happy", "tired", "big", "small", "red", "green", "old", "young"]


def yyhaker_eng_fra(folder: str) -> None:
    """The tutorial's data/eng-fra.txt (absent from the mirror: the repository's largest
    file): English and French sentences, tab-separated, a pair a line; 60 pairs whose English
    begins with the prefixes its filter keeps ("i am", "he is", ...) and stays under 10 words;
    and the models/ folder it saves into."""
    import numpy

    base = os.path.join(folder, "src", "learn", "commonmodels", "seq2seq_translation")
    os.makedirs(os.path.join(base, "data"), exist_ok=True)
    os.makedirs(os.path.join(base, "models"), exist_ok=True)
    generator = numpy.random.default_rng(29)
    lines = []
    for _ in range(60):
        prefix = _PREFIXES[int(generator.integers(0, len(_PREFIXES)))]
        adjectives = [_ADJECTIVES[a] for a in generator.integers(0, len(_ADJECTIVES), 2)]
        english = f"{prefix} very {' '.join(adjectives)} ."
        french = " ".join(_FR[w] for w in generator.integers(0, len(_FR), 5)) + " ."
        lines.append(f"{english.capitalize()}\t{french.capitalize()}")
    with open(os.path.join(base, "data", "eng-fra.txt"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


def wutongshenqiu_msra_train(folder: str) -> None:
    """MSRA's Chinese NER training file, data/train.txt (absent from the mirror: its largest
    file), in the format of the repository's own data/test.txt, a character and its BIO tag a
    line, a blank line after each sentence: the test file's first 40 sentences of 4 to 30
    characters, so every character is one its vocabulary (data/vocabs, the repository's)
    holds."""
    sentences, lines, sentence = 0, [], []
    with open(os.path.join(folder, "data", "test.txt"), encoding="utf8") as test:
        for line in test:
            sentence.append(line)
            if line == "\n":
                if 5 <= len(sentence) <= 31:  # 4 to 30 characters
                    lines += sentence
                    sentences += 1
                    if sentences == 40:
                        break
                sentence = []
    with open(os.path.join(folder, "data", "train.txt"), "w", encoding="utf8") as out:
        out.writelines(lines)


def junpliu_conll_small(folder: str) -> None:
    """CoNLL 2003 as Junpliu's getData reads it, dataset/train.txt and test.txt (a word and
    its tags a line, a blank line between sentences): the repository's own training file cut
    to its -DOCSTART- line and first 12 sentences, the test file the same sentences (the
    script drops every test sentence with a word its training data lacks); and the
    pretrained_model/ folder it saves its checkpoint into."""
    path = os.path.join(folder, "dataset", "train.txt")
    with open(path) as train:
        blocks = train.read().split("\n\n")
    text = "\n\n".join(blocks[:13]) + "\n\n"
    for name in ("train.txt", "test.txt"):
        with open(os.path.join(folder, "dataset", name), "w") as out:
            out.write(text)
    os.makedirs(os.path.join(folder, "pretrained_model"), exist_ok=True)
