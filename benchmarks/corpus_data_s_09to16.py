"""Data made here for batch s, topics (9) to (16) (corpus_first_sight_s_09to16.py): small
models in place of weights a script would take from a hub, made from a seed of this maker's."""

from __future__ import annotations

import json
import os


def _byte_level_tokenizer(made: str) -> None:
    """A GPT-2 byte-level BPE tokenizer of the 256 bytes and <|endoftext|>, no merges."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("\u00a1"), ord("\u00ac") + 1))
    bs += list(range(ord("\u00ae"), ord("\u00ff") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    unicode_of = dict(zip(bs, cs, strict=True))
    vocab = {chr(unicode_of[b]): b for b in range(256)}
    vocab["<|endoftext|>"] = len(vocab)
    with open(os.path.join(made, "vocab.json"), "w") as out:
        json.dump(vocab, out)
    with open(os.path.join(made, "merges.txt"), "w") as out:
        out.write("#version: 0.2\n")


def zhaoningyu_tiny_gpt2(folder: str) -> None:
    """A small GPT-2 for ZhaoningYu1996/DPO-Trainer, in place of gpt2 from the hub (its
    --model_name): made/gpt2 with config.json (2 layers of 32, 2 heads, 64 positions), a
    byte-level tokenizer of the 256 bytes (no merges), and weights as GPT2LMHeadModel
    initialises them from seed 0 (AutoModelForCausalLM.from_pretrained reads them)."""
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel, GPT2TokenizerFast

    made = os.path.join(folder, "made", "gpt2")
    os.makedirs(made, exist_ok=True)
    _byte_level_tokenizer(made)
    from tokenizers import ByteLevelBPETokenizer

    backend = ByteLevelBPETokenizer(
        os.path.join(made, "vocab.json"), os.path.join(made, "merges.txt")
    )
    tokenizer = GPT2TokenizerFast(
        tokenizer_object=backend._tokenizer,
        unk_token="<|endoftext|>",
        bos_token="<|endoftext|>",
        eos_token="<|endoftext|>",
    )
    tokenizer.save_pretrained(made)
    config = GPT2Config(
        vocab_size=257,
        n_positions=64,
        n_embd=32,
        n_layer=2,
        n_head=2,
        bos_token_id=256,
        eos_token_id=256,
    )
    torch.manual_seed(0)
    GPT2LMHeadModel(config).save_pretrained(made)


def huakeda1_woz_tiny_bert(folder: str) -> None:
    """For huakeda1/Basic-algorithm-and-framework-study-for-AI's BERT dialogue state tracker
    (dialogue_state_tracking_with_bert/main.py): made/woz, the repository's own WOZ 2.0 files
    cut to their first 6 training dialogues and 2 each of dev and test (the ontology whole);
    and bert-base-uncased/ beside the script, in place of the hub's (its --bert_model allows
    only the hub's two names, and from_pretrained reads a folder of that name first): a
    BertForSequenceClassification of 2 labels, 2 layers of 32, weights from seed 0, with a
    word-level vocabulary of the cut data's words (BERT's normalizer, lower-cased, and
    pre-tokenizer)."""
    import torch
    from tokenizers.normalizers import BertNormalizer
    from tokenizers.pre_tokenizers import BertPreTokenizer
    from transformers import BertConfig, BertForSequenceClassification

    here = os.path.join(folder, "dialogue_state_tracking_with_bert")
    source = os.path.join(here, "data", "woz")
    made = os.path.join(here, "made", "woz")
    os.makedirs(made, exist_ok=True)
    texts = []
    for name, keep in (("train", 6), ("dev", 2), ("test", 2)):
        with open(os.path.join(source, f"{name}.json")) as data:
            dialogues = json.load(data)["dialogues"][:keep]
        with open(os.path.join(made, f"{name}.json"), "w") as out:
            json.dump({"dialogues": dialogues}, out)
        for dialogue in dialogues:
            for turn in dialogue["turns"]:
                transcript = turn["transcript"]
                texts.append(" ".join(transcript) if isinstance(transcript, list) else transcript)
                texts.append(turn["system_transcript"])
                texts.extend(hyp[0] for hyp in turn.get("asr") or [])
    with open(os.path.join(source, "ontology.json")) as data:
        ontology = json.load(data)
    with open(os.path.join(made, "ontology.json"), "w") as out:
        json.dump(ontology, out)
    for slot, values in ontology["values"].items():
        texts.append(slot + " = " + " ".join(values))
    normalizer, split = BertNormalizer(lowercase=True), BertPreTokenizer()
    pieces = (split.pre_tokenize_str(normalizer.normalize_str(text)) for text in texts)
    words = sorted({word for piece in pieces for word, _ in piece})
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *words]
    bert = os.path.join(here, "bert-base-uncased")
    os.makedirs(bert, exist_ok=True)
    with open(os.path.join(bert, "vocab.txt"), "w") as out:
        out.write("\n".join(vocab) + "\n")
    with open(os.path.join(bert, "tokenizer_config.json"), "w") as out:
        json.dump({"tokenizer_class": "BertTokenizer", "do_lower_case": True}, out)
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=512,
        num_labels=2,
    )
    torch.manual_seed(0)
    BertForSequenceClassification(config).save_pretrained(bert)


def jojolilian_crohme_images(folder: str) -> None:
    """For jojolilian/HandwrittenEqSolv's train_256.py: the repository's own ground truth cut
    to the 16 shortest of its first 200 training expressions and the 2 shortest of its first
    50 validation ones, in file order (data/gt_split/*_new.tsv, read by paths written into
    the script: the decoder is unrolled to each batch's longest), and for each a PNG in
    data/train/ (its data.zip, the CROHME images, is absent from the mirror): a white
    200 x 100 image with a few black
    strokes drawn from a seed of this maker's, one per expression."""
    import numpy as np
    from PIL import Image, ImageDraw

    data = os.path.join(folder, "data")
    images = os.path.join(data, "train")
    os.makedirs(images, exist_ok=True)
    rng = np.random.RandomState(0)
    for name, keep, among in (("train_new.tsv", 16, 200), ("validation_new.tsv", 2, 50)):
        path = os.path.join(data, "gt_split", name)
        with open(path) as tsv:
            lines = tsv.readlines()[:among]
        lengths = [len(line.split("\t", 1)[1].strip()) for line in lines]
        shortest = sorted(range(len(lines)), key=lambda i: (lengths[i], i))
        lines = [lines[i] for i in sorted(shortest[:keep])]
        with open(path, "w") as tsv:
            tsv.writelines(lines)
        for line in lines:
            image = Image.new("RGB", (200, 100), "white")
            draw = ImageDraw.Draw(image)
            for _ in range(rng.randint(3, 8)):
                points = [tuple(int(v) for v in rng.randint(0, (200, 100))) for _ in range(4)]
                draw.line(points, fill="black", width=3)
            image.save(os.path.join(images, line.split("\t", 1)[0] + ".png"))


def _strokes(rng, size: int = 64):
    """A white grayscale square with a few black strokes drawn from `rng`."""
    from PIL import Image, ImageDraw

    image = Image.new("L", (size, size), 255)
    draw = ImageDraw.Draw(image)
    for _ in range(rng.randint(2, 6)):
        points = [tuple(int(v) for v in rng.randint(4, size - 4, 2)) for _ in range(3)]
        draw.line(points, fill=0, width=4)
    return image


def ra1nei_font_glyphs(folder: str) -> None:
    """For ra1nei/font_translator_gan's train.py (FTransGAN, english2chinese; its data set is
    a Google Drive download): made/train in the layout data/font_dataset.py reads, 64 x 64
    grayscale glyphs of strokes drawn from a seed of this maker's: chinese/<font>/<char>.png
    for 2 fonts of 16 characters (the targets), source/<char>.png (the content glyphs) and
    english/<font>/<letter>.png for 2 fonts of 8 letters (the style glyphs it samples 6 of)."""
    import numpy as np

    rng = np.random.RandomState(0)
    root = os.path.join(folder, "made", "train")
    for language, names in (("chinese", [f"c{i:02d}" for i in range(16)]), ("english", "ABCDEFGH")):
        for font in ("font0", "font1"):
            os.makedirs(os.path.join(root, language, font), exist_ok=True)
            for name in names:
                _strokes(rng).save(os.path.join(root, language, font, f"{name}.png"))
    os.makedirs(os.path.join(root, "source"), exist_ok=True)
    for i in range(16):
        _strokes(rng).save(os.path.join(root, "source", f"c{i:02d}.png"))


def keatonmacleod_flowers_cut(folder: str) -> None:
    """For KeatonMacLeod/DeepLearning's main.py: the repository's own data_folder (Kaggle's
    flowers-recognition, 5 classes, 4,323 photographs) cut to the first 64 of each class in
    name order, the rest removed, so that one epoch is a few batches of 64."""
    root = os.path.join(folder, "data_folder")
    for name in sorted(os.listdir(root)):
        for extra in sorted(os.listdir(os.path.join(root, name)))[64:]:
            os.remove(os.path.join(root, name, extra))


def _food101(base: str, splits: dict[str, int]) -> None:
    """Food-101 in the layout torchvision's Food101 reads under `base` (its food-101 folder):
    meta/<split>.json naming 4 classes, `count` images of each per split, and the images,
    64 x 64 RGB JPEGs of colour blocks drawn from a seed of this maker's."""
    import numpy as np
    from PIL import Image

    rng = np.random.RandomState(0)
    os.makedirs(os.path.join(base, "meta"), exist_ok=True)
    for split, count in splits.items():
        meta = {}
        for label in ("apple_pie", "baklava", "pizza", "sushi"):
            os.makedirs(os.path.join(base, "images", label), exist_ok=True)
            meta[label] = []
            for i in range(count):
                blocks = rng.randint(0, 256, (8, 8, 3)).astype(np.uint8)
                image = Image.fromarray(np.kron(blocks, np.ones((8, 8, 1), dtype=np.uint8)))
                image.save(os.path.join(base, "images", label, f"{split}{i}.jpg"))
                meta[label].append(f"{label}/{split}{i}")
        with open(os.path.join(base, "meta", f"{split}.json"), "w") as out:
            json.dump(meta, out)


def blazedarkthorn_food101(folder: str) -> None:
    """For blazedarkthorn/CSE4310's Assignment4/chatgptcnn.py: Food-101 made in
    Assignment4/data/food-101 (torchvision's Food101 downloads 5 GB only where the layout is
    absent), its train split 4 classes of 24 images."""
    _food101(os.path.join(folder, "Assignment4", "data", "food-101"), {"train": 24})


def rana_food101(folder: str) -> None:
    """For rana-21-ai/food101-image-classification's train.py: Food-101 made in
    data/food-101 (its --data_dir default), the train split 4 classes of 24 images, the test
    split 4 of 4."""
    _food101(os.path.join(folder, "data", "food-101"), {"train": 24, "test": 4})


def feay1234_woz2_tiny_bert(folder: str) -> None:
    """For feay1234/TLF-SDA's run_dst.py (TripPy with TLF and SDA) run as its woz2 task (the
    readme's MultiWOZ 2.2 zip is absent from the mirror): made/woz2/woz_{train,validate,test}
    _en.json in WOZ 2.0's format (dialogue_idx, dialogue: turn_idx, system_transcript,
    transcript, turn_label), 24/4/4 dialogues of 3 turns, each turn's user naming one of
    food, area and price range in an order and values drawn from a seed of this maker's; and
    made/bert, in place of bert-base-uncased from the hub (its --model_name_or_path): a
    BertModel's config (2 layers of 32) and weights from seed 0 with a word vocabulary of
    the made utterances, slot names and values. And the empty out/ for its --output_dir, as
    run.sh's `mkdir -p ${OUT_DIR}` makes it before it runs the script."""
    import random

    import torch
    from transformers import BertConfig, BertModel

    rng = random.Random(0)
    values = {
        "food": ["italian", "chinese", "indian", "thai", "french"],
        "area": ["north", "south", "east", "west"],
        "price range": ["cheap", "moderate", "expensive"],
    }
    user = {"food": "i want {} food", "area": "somewhere in the {}", "price range": "a {} one"}
    system = {
        "food": "what food would you like ?",
        "area": "which area ?",
        "price range": "what price range ?",
    }
    os.makedirs(os.path.join(folder, "out"), exist_ok=True)
    woz = os.path.join(folder, "made", "woz2")
    os.makedirs(woz, exist_ok=True)
    words = set()
    index = 0
    for split, count in (("train", 24), ("validate", 4), ("test", 4)):
        dialogues = []
        for _ in range(count):
            slots = list(values)
            rng.shuffle(slots)
            turns = []
            previous = None
            for turn, slot in enumerate(slots):
                value = rng.choice(values[slot])
                said = user[slot].format(value)
                asked = "" if previous is None else system[slot]
                turns.append(
                    {
                        "turn_idx": turn,
                        "system_transcript": asked,
                        "transcript": said,
                        "turn_label": [[slot, value]],
                        "system_acts": [],
                        "belief_state": [],
                    }
                )
                words.update(said.split() + asked.split())
                previous = slot
            dialogues.append({"dialogue_idx": index, "dialogue": turns})
            index += 1
        with open(os.path.join(woz, f"woz_{split}_en.json"), "w") as out:
            json.dump(dialogues, out)
    for slot, names in values.items():
        words.update(slot.split() + names + ["price_range", "none", "dontcare"])
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *sorted(words)]
    bert = os.path.join(folder, "made", "bert")
    os.makedirs(bert, exist_ok=True)
    with open(os.path.join(bert, "vocab.txt"), "w") as out:
        out.write("\n".join(vocab) + "\n")
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=512,
    )
    torch.manual_seed(0)
    BertModel(config).save_pretrained(bert)
