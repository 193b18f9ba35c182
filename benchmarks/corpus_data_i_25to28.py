"""Data made here for the scripts of `corpus_first_sight_i_25to28.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
import torch
from PIL import Image

# Topic (26): Fashion-MNIST classification.


def maenhiar_carracing_images(folder: str, counts: tuple[int, int] = (320, 40)) -> None:
    """`Task2-CNN/HW2/Application/DataSet/{TrainingSet,TestSet}/<class>/*.png`: the folders of
    Maenhiar/Machine-Learning's homework 2 (its data set is not in the repository: frames of
    Gymnasium's CarRacing, 96 x 96 RGB, one folder per action class 0 to 4), read with
    torchvision's ImageFolder from the script's folder. Here 320 training and 40 test images
    of 96 x 96, a grey road on green with a class-dependent shade and noise, 5 classes."""
    generator = torch.Generator().manual_seed(26)
    base = os.path.join(folder, "Task2-CNN", "HW2", "Application", "DataSet")
    for part, count in zip(("TrainingSet", "TestSet"), counts, strict=True):
        for n in range(count):
            label = n % 5
            image = torch.zeros(96, 96, 3)
            image[..., 1] = 0.6  # grass
            image[:, 30 + 6 * label : 66 + 6 * label, :] = 0.4  # the road, moved by class
            image = image + 0.1 * torch.rand(96, 96, 3, generator=generator)
            pixels = (image.clamp(0, 1) * 255).to(torch.uint8).numpy()
            target = os.path.join(base, part, str(label))
            os.makedirs(target, exist_ok=True)
            Image.fromarray(numpy.ascontiguousarray(pixels)).save(
                os.path.join(target, f"{n:04d}.png")
            )


# Topic (27): house price regression with an MLP.


def boston_housing_csv(folder: str, rows: int = 150) -> None:
    """`torch/housing.csv`: the Boston housing table as jbrownlee/Datasets' housing.csv holds
    it (a download from raw.githubusercontent.com): no header, 14 numbers a row, the 13
    features (CRIM, ZN, INDUS, CHAS, NOX, RM, AGE, DIS, RAD, TAX, PTRATIO, B, LSTAT) and the
    median value MEDV in $1000s last. Here 150 rows of features in their ranges, and a price
    linear in a few of them plus noise (the script splits 100 to train, 50 to test)."""
    generator = torch.Generator().manual_seed(27)
    low = torch.tensor([0.0, 0, 0.5, 0, 0.38, 3.5, 3, 1.1, 1, 187, 12.6, 0.3, 1.7])
    high = torch.tensor([89.0, 100, 27.7, 1, 0.87, 8.8, 100, 12.1, 24, 711, 22, 396.9, 38])
    features = low + (high - low) * torch.rand(rows, 13, generator=generator, dtype=torch.float64)
    features[:, 3] = features[:, 3].round()  # CHAS, a dummy variable
    features[:, 8] = features[:, 8].round()  # RAD, an index
    price = 22.0 + 9.0 * (features[:, 5] - 6.3) - 0.6 * (features[:, 12] - 12.6)
    price = price + 2.0 * torch.randn(rows, generator=generator, dtype=torch.float64)
    table = torch.cat([features, price.clamp(5, 50)[:, None]], dim=1)
    os.makedirs(os.path.join(folder, "torch"), exist_ok=True)
    numpy.savetxt(
        os.path.join(folder, "torch", "housing.csv"), table.numpy(), fmt="%.5f", delimiter=","
    )


# Topic (28): Titanic survival prediction with a neural network.


def titanic_train_csv(folder: str, rows: int = 160) -> None:
    """`train.csv`: Kaggle's Titanic training table (a download from kaggle.com, behind a
    login), which marcinl/titanic-dnn's TitanicDataset reads beside the script: PassengerId
    (1 to n, its row's number, as the script's fill of Embarked assumes), Survived, Pclass,
    Name ("Surname, Title. Given names"), Sex, Age (some missing, imputed by the script from
    the title), SibSp, Parch, Ticket, Fare, Cabin (mostly missing) and Embarked (two
    missing). Here 160 passengers, every one titled Mr., Mrs., Miss or Master, so that no row
    is dropped: 10 batches of 16."""
    import csv

    generator = numpy.random.default_rng(28)
    titles = ("Mr.", "Mrs.", "Miss.", "Master.")
    with open(os.path.join(folder, "train.csv"), "w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(
            [
                "PassengerId",
                "Survived",
                "Pclass",
                "Name",
                "Sex",
                "Age",
                "SibSp",
                "Parch",
                "Ticket",
                "Fare",
                "Cabin",
                "Embarked",
            ]
        )
        for n in range(rows):
            title = titles[n % 4]
            sex = "male" if title in ("Mr.", "Master.") else "female"
            pclass = int(generator.integers(1, 4))
            survived = int(generator.random() < (0.7 if sex == "female" else 0.2))
            if n % 7 == 3:
                age = ""
            else:
                low, high = (1, 12) if title == "Master." else (15, 70)
                age = f"{generator.uniform(low, high):.1f}"
            parch = int(generator.integers(0, 3))
            fare = f"{generator.uniform(5, 80) * (4 - pclass):.4f}"
            cabin = f"C{n}" if n % 5 == 0 else ""
            embarked = "" if n in (61, 129) else "SCQ"[int(generator.integers(0, 3))]
            writer.writerow(
                [
                    n + 1,
                    survived,
                    pclass,
                    f"Surname{n}, {title} Given",
                    sex,
                    age,
                    int(generator.integers(0, 3)),
                    parch,
                    f"T{1000 + n}",
                    fare,
                    cabin,
                    embarked,
                ]
            )
