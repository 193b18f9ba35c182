"""Batch i, topics (25) to (28): batch i's rule (corpus_first_sight_i.py's docstring, its
Part 2, verbatim there) applied to CIFAR-10 ResNet trained from scratch, Fashion-MNIST
classification, house price regression with an MLP, and Titanic survival prediction with a
neural network. Five scripts from five repositories: none for topic 25, two for topic 26,
one for topic 27, two for topic 28; at first sight 5 of 5 kept. Each recipe was
run in one plain Python process, prepared as benchmarks/corpus.py prepares it, until it ended
without error (its time given below, with the load of the 2-core machine, shared with the
other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wti (496bcdf), 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Read as batches c to h read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, a mirror's address that holds OWNER/NAME, or a GitHub Pages address OWNER.github.io/NAME,
tried as OWNER/NAME and as OWNER/OWNER.github.io), in its own address or in the text it
returns; a page of another host that names none is passed over. "In the corpus" is any
repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers' parts of
batch i included (checked just before each was taken: none of the repositories taken below
was named). Ranks are the results' own. Per topic, in the order the results came:

25. CIFAR-10 ResNet trained from scratch, `code` (query "CIFAR-10 ResNet trained from scratch
    pytorch training loop example"): amebett1/CIFAR-10-TRAINING (rank 1, README.md; HEAD
    ef28dbf75d0782c63646e935b09f246a9a81b83a) skipped, no training script: two notebooks
    (CNN/cifar10.ipynb, ViT/ViT.ipynb), their saved weights and a readme that loads them; no
    Python file. Mud-Fire/LML (ranks 2 and 4) is in the corpus (this batch's topic 8, part
    i_07to09); SmallBiteCoder/Python-Ml-Coarse (rank 3) is in the corpus (batches f and h).
    Ranks 5-12 name no repository. `code` having named none that qualified, `pages` was asked
    the same query: textbookofai.com (rank 1) is another host and names no repository in the
    text it returns; github.lirzh.top (rank 2), a mirror's address of ash01825/vision,
    skipped: it cannot be fetched. github.com/danibcorr/unie-deep-learning (ranks 3 and 4;
    HEAD dee5daeee2187493a01713139d61ffca42bfab63) skipped, no training script: a MkDocs
    course whose ResNet lesson is a notebook
    (docs/course/topic_04_computer_vision/section_06_resnet.ipynb), as every lesson is; its
    Python files are a page converter (scripts/md_to_notebook.py) and an API demo.
    github.com/Nashid-Noor/Implemented-research-papers-from-scratch (rank 5; HEAD
    b6255c1cb939e271a31c5b68552a1df19c2f2633) skipped, no training script where the rule
    points: its readme runs nothing, and the hit, "05: ResNet from Scratch for CIFAR-10", is a
    notebook (Deep_Residual_Learning_for_Image_Recognition/resnet_from_scratch.ipynb); its
    Python files are CLIP's (another paper's folder: a model, a tokenizer, a pipeline that
    runs the others with subprocess). davidgao7.github.io (rank 6, posts/
    training-resnet-using-pytorch): davidgao7/posts cannot be fetched;
    davidgao7/davidgao7.github.io (HEAD 4b3be0a12b71ae2eab9e2171501738f2545fd6b4) skipped, no
    training script: the built Hugo site (HTML pages, plotly charts), no Python file.
    sagaragi.in (ranks 7 and 8) is another host and names no repository in the text it
    returns. Topic 25 gives no script.

26. Fashion-MNIST classification, `code` (query "Fashion-MNIST classification pytorch
    training loop example"): Maenhiar/Machine-Learning (rank 1, Task2-CNN/HW2/Application/
    main.py; HEAD abd5d5fed4750ae37663f79775545b1af54e9c68) taken: main.py, the hit's
    script (its readme runs nothing). At HEAD it is a later form than the hit's: the hit
    trained PyTorch's quickstart on Fashion-MNIST; HEAD's trains a CNN on frames of
    Gymnasium's CarRacing (an ImageFolder of 5 action classes, the homework's data set, not
    in the repository), then lets the trained model drive CarRacing-v3 for one episode,
    recorded to video. Made here: DataSet/TrainingSet and DataSet/TestSet, 320 and 40 PNGs of
    96 x 96 in 5 class folders (corpus_data_i_25to28.maenhiar_carracing_images). Edits: one
    epoch (not 50; 4 steps of 64 over the 213 training images the split keeps), and an
    episode of 60 steps (gym.make's max_episode_steps; CarRacing's 1,000 took the plain run
    to 351.8 s at load 10.9, the episode nearly all of it). It runs on the CPU as written.
    box2d 2.3.10 and pygame-ce 2.5.8 (Gymnasium's box2d extra, which CarRacing needs)
    installed into .venv from PyPI; gymnasium, moviepy and scikit-learn were already there.
    Plain run: 29.6 s, exit 0, at load 10.6. Ranks 2 and 3 name no repository (rank 2's
    text names github.com/pvt-16/SPAIC, but a `code` result without a repository is passed
    over). dragomirdev/AIImageRecognition (rank 4, src/chapter5/pytorch-511.py; HEAD
    1650a64718638d1b9c06ace2d3cf10ce0f27d918) taken: the hit's script (its readme is its
    name alone), an MLP on Fashion-MNIST. Made here: Fashion-MNIST (corpus_data.FashionMNIST,
    256 training and 64 test images). No other edit: 5 epochs of 4 steps run in seconds; it
    runs on the CPU as written. Plain run: 21.4 s, exit 0, at load 7.5. The rest of `code`
    was not needed.

27. House price regression with an MLP, `code` (query "house price regression with an MLP
    pytorch training loop example"): rank 1 names no repository (its text links
    KBAHTNET/ai_learning's CSVs and netology-ds-team/DLL, but a `code` result without a
    repository is passed over). Valiev-Koyiljon/Pytorch-HousePricePrediction (rank 2,
    README.md; HEAD 11d10a2776de3b6925cc86327ca2f80b234d755f) skipped, no training script: its
    readme runs a notebook (HousePricePredictionWithPytorch.ipynb), the repository's one
    file of code. fhernand23/poc-biolab (rank 3, torch/tut.py; HEAD
    b63ff758704be786cbddc43ed8f61c64ef578834) taken: its readme runs no training (streamlit
    apps; "torch tutorials" listed), and the hit, tut.py, is a fragment (`self.X = ...`,
    Dataset and DataLoader never imported: it stops at a NameError); read as batch d read
    Doctor-Dong/Deep_learning (the script of the hit's folder), the complete form of the
    fragment is torch/3_mlp_regression.py, the folder's one regression script, whose loop is
    the fragment's (MSELoss, SGD with momentum 0.9 at 0.01, 100 epochs, loaders of 32 and
    1,024): the script taken. Made here: housing.csv, the Boston housing table it reads from
    raw.githubusercontent.com (jbrownlee/Datasets), 150 rows of 14 numbers
    (corpus_data_i_25to28.boston_housing_csv). Edits: the path to the file made here, and
    the prediction printed with .item() (NumPy 2 converts no array of shape (1, 1) with %.3f:
    the first plain run stopped there, after training). It runs on the CPU as written.
    Plain run: 19.8 s, exit 0, at load 5.5. Ranks 4-12 name no repository. `code` having
    named one that qualified, `pages` was asked the same query: jamesmccaffrey.wordpress.com
    (ranks 1, 2, 4 and 7), crackedaicode.com (rank 5), codegenes.net (rank 6) and
    huggingface.co (rank 8) are other hosts, and the text they return names no GitHub
    repository; rt-rakesh.github.io/background-adaptive-ml (rank 3) skipped: neither
    rt-rakesh/background-adaptive-ml nor rt-rakesh/rt-rakesh.github.io can be fetched. Topic
    27 gives one script.

28. Titanic survival prediction with a neural network, `code` (query "Titanic survival
    prediction with a neural network pytorch training loop example"):
    Awesome-AI-ML-DELTA25/WeekWise-Schedule (rank 1, week3/pytorch-titanic/README.md; HEAD
    342ea83d7823a0363c212449fba836bb011610e6) taken: the hit's readme's command, `python3
    main.py` (in week3/pytorch-titanic), an MLP trained on the whole training split each
    epoch. Its data set is the repository's (dataset/cleaned_titanic_dataset.csv, 676 rows):
    nothing made here, no edit; it runs on the CPU as written. Plain run: 8.3 s, exit 0, at
    load 4.4. cyberdefendersprogram/www-homepage (rank 2, _workshops/zero-to-one-datascience-
    to-ai/009-titanic-with-pytorch.md; HEAD 62fac680ba260f36a50d360d40e5a2fbb9380a5c)
    skipped, no training script: a Jekyll website whose lesson is Markdown; its one Python
    file generates YAML data (data-runners/yaml-datagen/yaml_datagen.py).
    marcinl/titanic-dnn (rank 3, README.md; HEAD 6e469a96e2b1c4f1813d6b5968cafb078d99ad63)
    taken: its readme runs no command; titanic_model_training.py is its one training script
    (titanic_model_inference.py loads the saved model). Made here: train.csv, Kaggle's
    Titanic training table (a download behind a login; the repository holds test.csv and a
    submission, titanic.csv), 160 passengers (corpus_data_i_25to28.titanic_train_csv).
    Edits: in titanic_dataset.py, the text columns read as objects and the dtypes inferred
    once they are label-encoded (pandas 3 reads text as its str dtype and refused the
    encoders' integers with a TypeError at the first plain run; pandas 1, which the script
    was written for, replaced a column's dtype on a whole-column iloc write), and 20 epochs
    (not 200: 146.3 s at load 6.6). Its device is the CPU as written (cuda_available =
    False). Plain run: 53.3 s, exit 0, at load 7.8. Adithya-Iyer/AI_Projects (rank 4) was
    not needed.

Skips: 8 (topic 25: 5, amebett1, ash01825, danibcorr, Nashid-Noor and davidgao7, whose page
was tried as two repositories; topic 27: 2, Valiev-Koyiljon and rt-rakesh; topic 28: 1,
cyberdefendersprogram), each with its reason above.

First sight, 5 of 5 kept:
- maenhiar-carracing-cnn: kept (`agree`, largest difference 0 against the split's run; the
  data set's crops and flips seeded by each sample's index; batch norm per rank named: the
  split itself 0.000596 at '9.weight', 1.37e-06 with --sync-batchnorm). 39.2 s.
- dragomir-fashionnet: kept (`agree`, largest difference 1.16e-06 at fc1.weight, compared
  with one process directly; seeded alike for the check). 34.1 s.
- fhernand-mlp-regression: kept (`agree`, largest difference 2.38e-07 at hidden3.weight,
  compared with one process directly; seeded alike for the check). 16.8 s.
- delta25-titanic-mlp: kept (`agree` after 8 steps, largest difference 0, with the warning
  that no DataLoader feeds it and the ranks train on the same batches). 13.1 s.
- marcinl-titanic-dnn: kept (`agree`, largest difference 0 against the split's run; batch
  norm per rank named: the split itself 0.0162 at '0.weight', 0.000251 with
  --sync-batchnorm). 32.3 s.

Doubts for the lead:
- Topic 26, Maenhiar: the hit's script is Fashion-MNIST's quickstart in the stored version,
  but at the fetched HEAD the same path trains a CarRacing CNN; taken at HEAD, as batch h
  took QingyuanWang's main.py in its later form. Its recipe shortens the episode the
  trained model drives after training (max_episode_steps), not the training.
- Topic 27, fhernand23: the hit is a fragment; 3_mlp_regression.py is taken as the complete
  form of its loop in the hit's folder (the folder also holds binary and multiclass MLPs and
  two CNNs, whose losses are not the fragment's MSE). Read strictly, the repository would be
  skipped as its hit has no runnable script, and topic 27 would give none.
- Topic 26 and 28: the verdicts name the parameters by their place in an nn.Sequential
  ('9.weight', '13.bias'), without the attribute that holds it (`model.`,
  `linear_relu_stack.`), as batch i's part 07to09 noted for Lving; not looked into.
- marcinl: with --sync-batchnorm its ranks are 0.000251 from one process (float32, Adam,
  batch norm on slices of 8), yet the verdict says batch norm per rank is all the
  difference; the `agree` against the split's run (0) is the verdict read.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe, _made_here

MAENHIAR = ("Maenhiar/Machine-Learning", "abd5d5fed4750ae37663f79775545b1af54e9c68")
DRAGOMIR = ("dragomirdev/AIImageRecognition", "1650a64718638d1b9c06ace2d3cf10ce0f27d918")
FHERNAND = ("fhernand23/poc-biolab", "b63ff758704be786cbddc43ed8f61c64ef578834")
DELTA25 = ("Awesome-AI-ML-DELTA25/WeekWise-Schedule", "342ea83d7823a0363c212449fba836bb011610e6")
MARCINL = ("marcinl/titanic-dnn", "6e469a96e2b1c4f1813d6b5968cafb078d99ad63")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "maenhiar-carracing-cnn",
        *MAENHIAR,
        "Task2-CNN/HW2/Application/main.py",
        "vision (at HEAD the hit's script trains a CNN on frames of Gymnasium's CarRacing, "
        "not Fashion-MNIST: two convolutions, each with ReLU, batch norm and average pooling, "
        "then an MLP to 5 action classes; an ImageFolder split 2/3 to 1/3 with scikit-learn, "
        "random flips, rotations and resized crops in the training set's __getitem__, a "
        "shuffled DataLoader of 64, cross-entropy, Adam with weight decay, deterministic "
        "algorithms; a validation pass per epoch, scikit-learn's metrics, plots, a test "
        "pass, then the trained model drives CarRacing-v3 for one episode, recorded to video)",
        "agree",
        "its shuffled DataLoader's batches of 64 are split per rank (32 + 32): one process's "
        "average of a mean cross-entropy; the flips, rotations and crops are the data's, "
        "drawn per sample in __getitem__; no dropout; the split's own effect, batch norm per "
        "rank, is named beside the agree",
        (
            Edit(
                "__epochsNumber = 50",
                "__epochsNumber = 1",
                "one epoch (4 steps of 64 over the 213 training images made here), not 50",
                "Task2-CNN/HW2/Application/CNNFitting/NetworkFitter.py",
            ),
            Edit(
                "env = gym.make(env_name, **env_arguments)",
                "env = gym.make(env_name, max_episode_steps=60, **env_arguments)",
                "an episode of 60 steps (the simulator's 50 idle ones, then 10 driven by the "
                "model), not CarRacing's 1,000: the episode alone took about 5 minutes here",
            ),
        ),
        paths=("Task2-CNN/HW2/Application",),
        names="batch norm per rank",
        data="maenhiar_carracing_images",
        first_sight="kept",
    ),
    Recipe(
        "dragomir-fashionnet",
        *DRAGOMIR,
        "src/chapter5/pytorch-511.py",
        "vision (Fashion-MNIST: an MLP of 784-256-128-10 with ReLU, a shuffled DataLoader of "
        "64, cross-entropy, Adam, 5 epochs; no evaluation though a test loader is made)",
        "agree",
        "its shuffled DataLoader's batches of 64 are split per rank (32 + 32): one process's "
        "average of a mean cross-entropy; no dropout, no batch norm, nothing random in "
        "training: exact to rounding",
        (_made_here("from torchvision import datasets, transforms", "FashionMNIST"),),
        first_sight="kept",
    ),
    Recipe(
        "fhernand-mlp-regression",
        *FHERNAND,
        "torch/3_mlp_regression.py",
        "tabular (house price regression, Boston housing: an MLP of 13-10-8-1 with sigmoids "
        "and Xavier-initialised weights; the CSV read with pandas into a Dataset, "
        "random_split 67/33 (torch's stream, unseeded), a shuffled DataLoader of 32; MSE, SGD "
        "with momentum, 100 epochs; the test MSE with scikit-learn, one prediction)",
        "agree",
        "its shuffled DataLoader's batches of 32 are split per rank (16 + 16, the last "
        "short batch of 4 weighted by its rows): one process's average of a mean squared "
        "error; random_split draws before training, alike on every rank; no dropout, no "
        "batch norm, nothing random in training: exact to rounding",
        (
            Edit(
                "path = 'https://raw.githubusercontent.com/jbrownlee/Datasets/master/housing.csv'",
                "path = 'housing.csv'",
                MADE,
            ),
            Edit(
                "print('Predicted: %.3f' % yhat)",
                "print('Predicted: %.3f' % yhat.item())",
                "NumPy 2 makes no Python float of an array of shape (1, 1) any more (the "
                "prediction after training)",
            ),
        ),
        data="boston_housing_csv",
        first_sight="kept",
    ),
    Recipe(
        "delta25-titanic-mlp",
        *DELTA25,
        "week3/pytorch-titanic/main.py",
        "tabular (Titanic survival: the repository's cleaned CSV of 676 passengers, scaled "
        "and one-hot encoded with scikit-learn's ColumnTransformer, split 80/20; an MLP of "
        "100-50-25-1 with ReLU and a sigmoid; BCELoss, Adam; each epoch one step on the whole "
        "training split and a test loss, 100 epochs; the model saved, the losses plotted, "
        "the test accuracy and scikit-learn's report)",
        "agree",
        "the whole training split (540 rows) is one batch made before training, the same on "
        "every rank, each step: every rank trains on it as one process does: exact, with the "
        "warning that the ranks train on the same batches; no dropout, no batch norm",
        paths=("week3/pytorch-titanic",),
        first_sight="kept",
    ),
    Recipe(
        "marcinl-titanic-dnn",
        *MARCINL,
        "titanic_model_training.py",
        "tabular (Titanic survival: Kaggle's train.csv cleaned in a Dataset with pandas, ages "
        "imputed by title with a seeded NumPy draw, names, sex and port label-encoded; a "
        "DataLoader of 16, not shuffled, of dicts; an MLP of 8-16-8-4-1 with ReLU and batch "
        "norm after each hidden layer and a sigmoid; MSE, Adam, 200 epochs; accuracy counted "
        "per sample in the loop, the model saved)",
        "agree",
        "its DataLoader's batches of 16 are split per rank (8 + 8): one process's average of a "
        "mean squared error; no dropout, nothing random in training; the split's own effect, "
        "batch norm per rank, is named beside the agree",
        edits=(
            Edit(
                "df = pd.read_csv(csvpath)",
                "df = pd.read_csv(csvpath, dtype={'Name': object, 'Sex': object, "
                "'Embarked': object})",
                "pandas 3 reads text as its str dtype, which refuses the label encoders' "
                "integers the script writes into those columns with iloc (a TypeError); "
                "the pandas the script was written for read them as objects",
                "titanic_dataset.py",
            ),
            Edit(
                "df = df.dropna()\n        self.inp",
                "df = df.infer_objects().dropna()\n        self.inp",
                "and a write of a whole column with iloc replaced its dtype there (integers); "
                "pandas 2 and 3 write into the object column in place, whose mixed values "
                "torch.from_numpy refuses: the dtypes inferred once encoded, as that write "
                "left them",
                "titanic_dataset.py",
            ),
            Edit(
                "EPOCHS = 200",
                "EPOCHS = 20",
                "20 epochs of 10 steps, not 200 (146 s here)",
            ),
        ),
        paths=("titanic_dataset.py", "model_titanic.py", "titanic_transformer_mixin.py"),
        names="batch norm per rank",
        data="titanic_train_csv",
        first_sight="kept",
    ),
)
