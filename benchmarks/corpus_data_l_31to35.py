"""Data made here for batch l's topics (31) to (35) (corpus_first_sight_l_31to35.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def samylee_thucnews(folder: str) -> None:
    """THUCNews titles as samylee's CorpusData reads them: data/train.txt and data/test.txt,
    each line a title, a tab and its class (0 to 9, the ten of data/class.txt); the titles are
    drawn from the characters of the repository's own data/vocab.pkl (extracted beside it),
    12 to 40 characters each (it pads or cuts them to 32). 512 training titles (train.txt is
    absent from the mirror, its largest file) and 128 test titles (in place of its 10,000)."""
    import pickle

    import numpy

    with open(os.path.join(folder, "data", "vocab.pkl"), "rb") as f:
        vocab = pickle.load(f)
    characters = [word for word in vocab if word not in ("<UNK>", "<PAD>")]
    generator = numpy.random.default_rng(31)
    for name, count in (("train.txt", 512), ("test.txt", 128)):
        lines = []
        for _ in range(count):
            length = int(generator.integers(12, 41))
            title = "".join(characters[int(i)] for i in generator.integers(0, 300, length))
            lines.append(f"{title}\t{int(generator.integers(0, 10))}\n")
        with open(os.path.join(folder, "data", name), "w", encoding="utf-8") as f:
            f.writelines(lines)


def franciszekparma_flickr30k(folder: str) -> None:
    """Flickr30k's caption quintets as franciszekparma's data_prep reads them after its hub
    download: Word2Vec/data/train/data-00000-of-00001.arrow (a `datasets` Dataset saved to
    disk, its column `set` each image's five captions); 24 images' captions of 6 to 12 words
    from a vocabulary of 60 (the mirror lacks the arrow file, the repository's largest)."""
    import numpy
    from datasets import Dataset

    generator = numpy.random.default_rng(32)
    words = [f"w{i}" for i in range(60)]
    sets = []
    for _ in range(24):
        captions = []
        for _ in range(5):
            length = int(generator.integers(6, 13))
            caption = " ".join(words[int(i)] for i in generator.integers(0, 60, length))
            captions.append(caption.capitalize() + ".")
        sets.append(captions)
    Dataset.from_dict({"set": sets}).save_to_disk(os.path.join(folder, "Word2Vec", "data", "train"))


def _babi_task1(path: str, questions: int, generator, support: bool = True) -> None:
    """bAbI's task 1 (single supporting fact) in its own format: numbered sentences, every
    third line a question, a tab, its answer, a tab, the supporting line (without it, and
    without the space before the tab, as ParlAI's "nosf" copy has it); a story of 1 to 5
    questions, restarting at 1."""
    people = ["mary", "john", "sandra", "daniel"]
    places = ["bathroom", "hallway", "garden", "office", "kitchen", "bedroom"]
    verbs = ["moved to", "went to", "journeyed to", "travelled to", "went back to"]
    lines, count = [], 0
    while count < questions:
        where, number = {}, 1
        for _ in range(int(generator.integers(1, 6))):
            for _ in range(2):
                person = people[int(generator.integers(0, 4))]
                place = places[int(generator.integers(0, 6))]
                verb = verbs[int(generator.integers(0, 5))]
                lines.append(f"{number} {person.capitalize()} {verb} the {place}.\n")
                where[person] = (place, number)
                number += 1
            person = sorted(where)[int(generator.integers(0, len(where)))]
            place = where[person][0]
            question = f"{number} Where is {person.capitalize()}?"
            if support:
                lines.append(f"{question} \t{place}\t{where[person][1]}\n")
            else:
                lines.append(f"{question}\t{place}\n")
            number += 1
            count += 1
    with open(path, "w") as f:
        f.writelines(lines)


def jojonki_babi(folder: str) -> None:
    """bAbI's tasks as jojonki's load_data reads them from ./data/tasks_1-20_v1-2/en-10k:
    task 1's qa1_single-supporting-fact_train.txt (200 questions) and _test.txt (64); and the
    ./checkpoints folder it saves each task's model into."""
    import numpy

    out = os.path.join(folder, "data", "tasks_1-20_v1-2", "en-10k")
    os.makedirs(out, exist_ok=True)
    generator = numpy.random.default_rng(33)
    for part, questions in (("train", 200), ("test", 64)):
        name = f"qa1_single-supporting-fact_{part}.txt"
        _babi_task1(os.path.join(out, name), questions, generator)
    os.makedirs(os.path.join(folder, "checkpoints"), exist_ok=True)


def parlai_babi(folder: str) -> None:
    """bAbI as ParlAI's babi:task10k teacher reads it after its build downloads it:
    data/bAbI/tasks_1-20_v1-2/en-valid-10k-nosf/qa1_train.txt, _valid.txt and _test.txt
    (64, 16 and 16 questions, no supporting facts), and data/bAbI/.built, the mark its build
    checks (a date and the version, 'None'), so that nothing is downloaded."""
    import datetime

    import numpy

    root = os.path.join(folder, "data", "bAbI")
    out = os.path.join(root, "tasks_1-20_v1-2", "en-valid-10k-nosf")
    os.makedirs(out, exist_ok=True)
    generator = numpy.random.default_rng(133)
    for part, questions in (("train", 64), ("valid", 16), ("test", 16)):
        _babi_task1(os.path.join(out, f"qa1_{part}.txt"), questions, generator, support=False)
    with open(os.path.join(root, ".built"), "w") as f:
        f.write(f"{datetime.datetime(2026, 11, 29)}\nNone")


BRAINMAGE_PARAMS = """# BrainMaGe's train_params.cfg filled in for training (ma mode)
model_dir = ./model_out
train_dir = ./data/train
validation_dir = ./data/validation
mode = ma
csv_provided = False
train_csv = .
validation_csv = .
num_modalities = 1
modalities = ['t1', 'flair']
model = resunet
num_classes = 2
min_epochs = 1
max_epochs = 1
batch_size = 2
optimizer = sgd
learning_rate = 0.01
lr_milestones = [20, 40, 60, 80]
decay_milestones = [40, 80]
early_stop_patience = 10
layers = 5
save_best = 5
base_filters = 16
log_interval = 100
"""


def brainmage_volumes(folder: str) -> None:
    """Skull-stripping data as BrainMaGe's readme lays it out after intensity
    standardisation: data/train/PATIENT/PATIENT_t1.nii.gz, _flair.nii.gz and _mask.nii.gz
    (3 patients; data/validation 1), NIfTI volumes of 32 x 32 x 32 (its loader's 128 cut by an
    edit), a brain-shaped ball as the mask; and train_params.cfg beside brain_mage_run, its
    example config filled in: modality-agnostic mode, the two modalities made here (each a row
    of its csv, so 6 training rows: 3 steps), batches of 2, one epoch."""
    import nibabel
    import numpy

    generator = numpy.random.default_rng(35)
    grid = numpy.indices((32, 32, 32)).astype(numpy.float32) - 15.5
    for part, patients in (("train", 3), ("validation", 1)):
        for p in range(patients):
            name = f"patient_{part}_{p}"
            out = os.path.join(folder, "data", part, name)
            os.makedirs(out, exist_ok=True)
            radius = 8 + 4 * generator.random()
            mask = ((grid**2).sum(0) < radius**2).astype(numpy.float32)
            nibabel.save(nibabel.Nifti1Image(mask, numpy.eye(4)), f"{out}/{name}_mask.nii.gz")
            for modality in ("t1", "flair"):
                image = mask * 0.8 + generator.random((32, 32, 32)).astype(numpy.float32) * 0.2
                path = f"{out}/{name}_{modality}.nii.gz"
                nibabel.save(nibabel.Nifti1Image(image, numpy.eye(4)), path)
    with open(os.path.join(folder, "train_params.cfg"), "w") as f:
        f.write(BRAINMAGE_PARAMS)
