"""Data made here for batch t's topics (19) to (27) (corpus_first_sight_t_19to27.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

# The HR analytics data's departments and salary bands, as yangy21's dataloader.py one-hot
# encodes them (pd.get_dummies): with its seven numeric columns, the 20 inputs of its model.
HR_PARTS = (
    "IT",
    "RandD",
    "accounting",
    "hr",
    "management",
    "marketing",
    "product_mng",
    "sales",
    "support",
    "technical",
)
HR_SALARIES = ("high", "low", "medium")


def yangy21_hr_csv(folder: str, rows: int = 300) -> None:
    """yangy21/Deep_Learning's HR.csv beside dataloader.py, the HR analytics layout
    (satisfaction_level, last_evaluation, number_project, average_montly_hours,
    time_spend_company, Work_accident, left, promotion_last_5years, part, salary): random
    values in their ranges, every department and salary band present (the model takes 20
    columns after the one-hot encoding)."""
    import numpy

    generator = numpy.random.default_rng(2001)
    lines = [
        "satisfaction_level,last_evaluation,number_project,average_montly_hours,"
        "time_spend_company,Work_accident,left,promotion_last_5years,part,salary"
    ]
    for i in range(rows):
        lines.append(
            f"{generator.uniform(0.09, 1.0):.2f},{generator.uniform(0.36, 1.0):.2f},"
            f"{generator.integers(2, 8)},{generator.integers(96, 311)},"
            f"{generator.integers(2, 11)},{generator.integers(0, 2)},{generator.integers(0, 2)},"
            f"{int(generator.uniform() < 0.05)},{HR_PARTS[i % len(HR_PARTS)]},"
            f"{HR_SALARIES[i % len(HR_SALARIES)]}"
        )
    with open(os.path.join(folder, "HR.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")


SPEECH_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


class SpeechCommands:
    """A stand-in for torchaudio.datasets.SPEECHCOMMANDS (which downloads 2.3 GB and loads its
    clips through torchcodec's FFmpeg, absent here): its items, (waveform of 1 x 16000 at 16
    kHz, sample rate, label, speaker id, utterance number), made here. Per subset, clips of
    every digit word and a few of another word ("yes", which a digit classifier skips): 64
    digit clips and 8 others for "training", 16 and 4 for "validation" and "testing". Each
    clip a tone of its word's pitch with noise, from a generator of its own."""

    def __init__(
        self,
        root: str,
        url: str = "",
        folder_in_archive: str = "",
        download=False,
        subset: str | None = None,
    ) -> None:
        digits, others = (64, 8) if subset in (None, "training") else (16, 4)
        words = [SPEECH_DIGITS[i % len(SPEECH_DIGITS)] for i in range(digits)] + ["yes"] * others
        self._items = [(word, i) for i, word in enumerate(words)]
        self._seed = {None: 2600, "training": 2601, "validation": 2602, "testing": 2603}[subset]

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index: int):
        import numpy
        import torch

        word, number = self._items[index]
        generator = numpy.random.default_rng((self._seed, index))
        pitch = 200.0 + 40.0 * (SPEECH_DIGITS.index(word) if word in SPEECH_DIGITS else 10)
        time = numpy.arange(16000) / 16000.0
        clip = 0.3 * numpy.sin(2 * numpy.pi * pitch * time) + 0.05 * generator.normal(size=16000)
        waveform = torch.from_numpy(clip.astype(numpy.float32)).unsqueeze(0)
        return waveform, 16000, word, f"speaker{number % 7}", number
