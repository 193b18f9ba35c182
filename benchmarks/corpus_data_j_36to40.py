"""Data made here for the scripts of `corpus_first_sight_j_36to40.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topic (37): TabTransformer for tabular data.

_WORKCLASS = ("Private", "Self-emp-not-inc", "Local-gov", "State-gov", "?")
_EDUCATION = ("HS-grad", "Some-college", "Bachelors", "Masters", "11th")
_MARITAL = ("Married-civ-spouse", "Never-married", "Divorced", "Widowed")
_OCCUPATION = ("Prof-specialty", "Craft-repair", "Exec-managerial", "Sales", "Adm-clerical", "?")
_RELATIONSHIP = ("Husband", "Not-in-family", "Own-child", "Unmarried", "Wife")
_RACE = ("White", "Black", "Asian-Pac-Islander", "Other")
_COUNTRY = ("United-States", "Mexico", "Philippines", "Germany", "?")


def echosprint_income_and_fish(folder: str, rows: int = 820, fish: int = 159) -> None:
    """`data/income/income.csv` and `data/fish/fish.csv` beside echosprint/TabularTransformer's
    test.py, where its prepare_income_dataset() and prepare_fish_dataset() keep the copies
    they download from Hugging Face's hub (scikit-learn/adult-census-income's adult.csv and
    scikit-learn/Fish's Fish.csv) and read them instead of downloading when they are there.
    The census's 15 columns as the hub's file names them (age, workclass, fnlwgt, education,
    education.num, marital.status, occupation, relationship, race, sex, capital.gain,
    capital.loss, hours.per.week, native.country, income: "<=50K" or ">50K", "?" where a
    value is missing), here 820 rows (test.py keeps 80% to pretrain and validates on 20% of
    those, which must hold a batch of 128); the fish's 7 (Species and six measurements), 159
    rows as the real file has."""
    generator = torch.Generator().manual_seed(37)

    def pick(values: tuple[str, ...]) -> str:
        return values[int(torch.randint(0, len(values), (), generator=generator))]

    def number(low: float, high: float) -> float:
        return low + (high - low) * float(torch.rand((), generator=generator))

    income = os.path.join(folder, "data", "income")
    os.makedirs(income, exist_ok=True)
    lines = [
        "age,workclass,fnlwgt,education,education.num,marital.status,occupation,relationship,"
        "race,sex,capital.gain,capital.loss,hours.per.week,native.country,income"
    ]
    for _ in range(rows):
        age = int(number(17, 90))
        education = pick(_EDUCATION)
        hours = int(number(10, 80))
        gain = int(number(0, 1) ** 8 * 20000)
        rich = (age > 35 and education in ("Bachelors", "Masters")) or gain > 5000
        lines.append(
            f"{age},{pick(_WORKCLASS)},{int(number(20000, 900000))},{education},"
            f"{_EDUCATION.index(education) + 9},{pick(_MARITAL)},{pick(_OCCUPATION)},"
            f"{pick(_RELATIONSHIP)},{pick(_RACE)},{pick(('Male', 'Female'))},{gain},"
            f"{int(number(0, 1) ** 10 * 2000)},{hours},{pick(_COUNTRY)},"
            f"{'>50K' if rich else '<=50K'}"
        )
    with open(os.path.join(income, "income.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")
    out = os.path.join(folder, "data", "fish")
    os.makedirs(out, exist_ok=True)
    species = ("Bream", "Roach", "Whitefish", "Parkki", "Perch", "Pike", "Smelt")
    lines = ["Species,Weight,Length1,Length2,Length3,Height,Width"]
    for _ in range(fish):
        length = number(8, 60)
        lines.append(
            f"{pick(species)},{length**3 * number(0.008, 0.02):.1f},{length:.1f},"
            f"{length * 1.08:.1f},{length * 1.15:.1f},{length * number(0.15, 0.4):.4f},"
            f"{length * number(0.1, 0.18):.4f}"
        )
    with open(os.path.join(out, "fish.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")
