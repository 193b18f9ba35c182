"""Data made here for batch p's topics (36) to (40) (corpus_first_sight_p_36to40.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import json
import os

# A small captioning vocabulary: index 0 is '<eos>' (also the padding, as prepro_vocab.py
# numbers it) and 1 is '<sos>'.
CAPTION_WORDS = (
    "<eos>",
    "<sos>",
    "a",
    "man",
    "woman",
    "dog",
    "is",
    "playing",
    "cooking",
    "running",
    "the",
    "guitar",
    "food",
    "in",
    "park",
    "kitchen",
)


def _msrvtt_features(folder: str, seed: int, with_c3d: bool) -> None:
    """MSR-VTT as xiadingZ/video-caption.pytorch's dataloader.py reads it, under data/: info.json
    (ix_to_word, word_to_ix and the videos' split), caption.json (each video's captions as
    token lists, '<sos>' ... '<eos>'), one array of frame features per video
    (feats/resnet152/video{i}.npy, 8 frames of 2048) and, with `with_c3d`, a C3D array per video
    (feats/c3d_feats/video{i}.npy, 3 clips of 2048). 16 training videos, 2 for validation and 2
    for testing, each with 3 captions of 4 to 9 words."""
    import numpy

    generator = numpy.random.default_rng(seed)
    data = os.path.join(folder, "data")
    videos = 20
    ix_to_word = {str(i): w for i, w in enumerate(CAPTION_WORDS)}
    word_to_ix = {w: i for i, w in enumerate(CAPTION_WORDS)}
    info = {
        "ix_to_word": ix_to_word,
        "word_to_ix": word_to_ix,
        "videos": {
            "train": list(range(16)),
            "val": list(range(16, 18)),
            "test": list(range(18, 20)),
        },
    }
    captions = {}
    for v in range(videos):
        final = []
        for _ in range(3):
            length = int(generator.integers(4, 10))
            words = [
                CAPTION_WORDS[int(i)] for i in generator.integers(2, len(CAPTION_WORDS), length)
            ]
            final.append(["<sos>", *words, "<eos>"])
        captions[f"video{v}"] = {"final_captions": final}
    for sub in ("resnet152", "c3d_feats"):
        os.makedirs(os.path.join(data, "feats", sub), exist_ok=True)
    for v in range(videos):
        frames = generator.normal(0, 1, (8, 2048)).astype(numpy.float32)
        numpy.save(os.path.join(data, "feats", "resnet152", f"video{v}.npy"), frames)
        if with_c3d:
            clips = generator.normal(0, 1, (3, 2048)).astype(numpy.float32)
            numpy.save(os.path.join(data, "feats", "c3d_feats", f"video{v}.npy"), clips)
    with open(os.path.join(data, "info.json"), "w") as out:
        json.dump(info, out)
    with open(os.path.join(data, "caption.json"), "w") as out:
        json.dump(captions, out)


def pawandeep_msrvtt_c3d(folder: str) -> None:
    """MSR-VTT's frame features with C3D features, as the readme's S2VTAttModel run reads
    them (corpus_first_sight_p_36to40, pawandeep2155's copy of video-caption.pytorch)."""
    _msrvtt_features(folder, 361, with_c3d=True)


def xiadingz_msrvtt(folder: str) -> None:
    """MSR-VTT's frame features alone, as the default S2VTModel run reads them."""
    _msrvtt_features(folder, 362, with_c3d=False)


def quanghieu_ccrcc(folder: str) -> None:
    """quanghieu31/multimodal-ccRCC's three modalities for 30 patients, where its config.ini
    (not in the repository: .gitignore) points: a clinical CSV (submitter_id, time, event
    and 13 clinical features, all numbers), an RNA-seq CSV (submitter_id and 19,962 gene
    columns: with the 13 clinical ones, the 19,975 inputs FusionNetwork is built for) and per
    patient a folder holding patches_features.npy, a pickled dict of 10 to 16 patches'
    512-d ResNet features (each patient's KMeans makes 5 clusters of them). Every patient's
    event is 1 (a death observed), so that no slice of a batch has none (its loss returns a
    constant without a graph there). The checkpoints/ and evaluation-results/ folders it
    writes into are made too."""
    import numpy

    generator = numpy.random.default_rng(370)
    patients = [f"TCGA-P{n:03d}" for n in range(30)]
    data = os.path.join(folder, "made_data")
    os.makedirs(data, exist_ok=True)
    with open(os.path.join(data, "clinical.csv"), "w") as out:
        columns = ["submitter_id", "time", "event", *(f"clinical_{k}" for k in range(13))]
        out.write(",".join(columns) + "\n")
        for patient in patients:
            time = int(generator.integers(30, 3000))
            features = generator.normal(0, 1, 13).round(4)
            out.write(",".join([patient, str(time), "1", *map(str, features)]) + "\n")
    with open(os.path.join(data, "rna.csv"), "w") as out:
        out.write(",".join(["submitter_id", *(f"gene_{k}" for k in range(19962))]) + "\n")
        for patient in patients:
            counts = generator.normal(0, 1, 19962).round(3)
            out.write(patient + "," + ",".join(map(str, counts)) + "\n")
    for patient in patients:
        os.makedirs(os.path.join(data, "wsi", patient), exist_ok=True)
        patches = int(generator.integers(10, 17))
        features = {
            f"patch_{k}": generator.normal(0, 1, 512).astype(numpy.float32) for k in range(patches)
        }
        numpy.save(os.path.join(data, "wsi", patient, "patches_features.npy"), features)
    with open(os.path.join(folder, "config.ini"), "w") as out:
        out.write("[clinical]\ncleaned_clinical_json = made_data/clinical.csv\n\n")
        out.write("[rna]\ncleaned_rna = made_data/rna.csv\n\n")
        out.write("[wsi]\nwsi_slides = made_data/wsi\n")
    for sub in ("checkpoints", "evaluation-results"):
        os.makedirs(os.path.join(folder, sub), exist_ok=True)


def raymond_mosei_glove(folder: str) -> None:
    """raymondwmng/audioemotion's toy-lstm data, under toy-lstm/CMUMOSEI/: each utterance's
    words as 300-d GloVe vectors (train_glove_vectors.npy, 6 utterances of 10 words) and its
    average of 7 emotion scores (train_average_emotion_labels.npy, each in 0 to 3)."""
    import numpy

    generator = numpy.random.default_rng(371)
    data = os.path.join(folder, "toy-lstm", "CMUMOSEI")
    os.makedirs(data, exist_ok=True)
    vectors = generator.normal(0, 0.5, (6, 10, 300)).astype(numpy.float32)
    labels = generator.uniform(0, 3, (6, 7)).astype(numpy.float32)
    numpy.save(os.path.join(data, "train_glove_vectors.npy"), vectors)
    numpy.save(os.path.join(data, "train_average_emotion_labels.npy"), labels)


# Words of the made retrieval corpus: questions and passages are drawn from them, and the
# BERT vocabulary made here lists them after BERT's special tokens.
DPR_WORDS = (
    "who what where when river mountain city king queen war battle song album river "
    "capital france spain paris madrid wrote painted built founded discovered island "
    "ocean north south east west year century first last largest smallest team won "
    "league cup film director actor novel author poem science physics chemistry"
)


def tongyao_dpr_nq(folder: str) -> None:
    """tongyao-zhu/DPR's retriever training data as JsonQADataset reads it (made/nq-train.json
    and made/nq-dev.json: a list of questions, each with answers, one positive context and
    two hard negative contexts of title and text), and a small BERT's configuration and
    vocabulary (made/bert/config.json and vocab.txt: 2 layers of 32, 2 heads; its
    encoder.pretrained_model_cfg, in place of bert-base-uncased from the hub)."""
    import numpy

    generator = numpy.random.default_rng(400)
    made = os.path.join(folder, "made")
    os.makedirs(os.path.join(made, "bert"), exist_ok=True)
    words = sorted(set(DPR_WORDS.split()))
    vocab = ["[PAD]", *(f"[unused{k}]" for k in range(4)), "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    vocab += words
    with open(os.path.join(made, "bert", "vocab.txt"), "w") as out:
        out.write("\n".join(vocab) + "\n")
    config = {
        "architectures": ["BertModel"],
        "model_type": "bert",
        "vocab_size": len(vocab),
        "hidden_size": 32,
        "num_hidden_layers": 2,
        "num_attention_heads": 2,
        "intermediate_size": 64,
        "hidden_act": "gelu",
        "hidden_dropout_prob": 0.1,
        "attention_probs_dropout_prob": 0.1,
        "max_position_embeddings": 128,
        "type_vocab_size": 2,
        "initializer_range": 0.02,
        "layer_norm_eps": 1e-12,
        "pad_token_id": 0,
    }
    with open(os.path.join(made, "bert", "config.json"), "w") as out:
        json.dump(config, out)

    def text(length: int) -> str:
        return " ".join(words[int(i)] for i in generator.integers(0, len(words), length))

    def context() -> dict:
        return {"title": text(2), "text": text(12)}

    for split, count in (("train", 16), ("dev", 4)):
        samples = [
            {
                "question": text(6),
                "answers": [text(1)],
                "positive_ctxs": [context()],
                "negative_ctxs": [],
                "hard_negative_ctxs": [context(), context()],
            }
            for _ in range(count)
        ]
        with open(os.path.join(made, f"nq-{split}.json"), "w") as out:
            json.dump(samples, out)
