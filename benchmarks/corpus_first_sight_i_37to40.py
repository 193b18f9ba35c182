"""Batch i, topics (37) to (40): batch i's rule (corpus_first_sight_i.py's docstring, verbatim
there, its part 3) applied to heart disease prediction with a neural network, Kaggle digit
recognizer, diabetes prediction with a neural network, and customer churn prediction with a
neural network. Five scripts from five repositories: topic 37 gave none, topics 38 and 39 two
each, topic 40 one; 13 skips, each with its reason below; at first sight 5 of 5 kept.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wti (496bcdf), 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Read as batches c to h read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt, or a title and an excerpt) is passed over; a page names a GitHub repository by its
address (github.com/OWNER/NAME, or a mirror's address that holds OWNER/NAME), in its own
address or in its text, in the order the page gives them; a page of another host names none.
"In the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, the
other helpers' parts of batch i included (checked just before each was taken: none of the
repositories taken below was named). Ranks are the results' own. No package was installed:
pandas, scikit-learn, PyYAML, TensorBoard and Pillow were in .venv already. Per topic, in the
order the results came:

37. Heart disease prediction with a neural network, `code` (query "heart disease prediction
    with a neural network pytorch training loop example"): Yash-597/Heart-Disease-Prediction
    (rank 1, README.md; HEAD 94200e30832135292d13f715a0a24f27ead5f8a6) skipped, no training
    script: a notebook (HeartDiseasePrediction.ipynb), the readme and heart.csv.
    fahidabusalah/Deep-Learning- (rank 2, model.py; HEAD
    b5d1489f9817374e96239c2928efd505ced8d962) skipped, no training script: the hit, model.py,
    holds the model class and train_model() and evaluate_model() functions, no entry and no
    data; the notebook (Problemset3_FahidAbu_Salah.ipynb) calls them, and the readme runs
    nothing. aorursy/KT_dataset_py (rank 3, sharansmenon_heart-disease-pytorch-nn.py, a
    Kaggle kernel's export) skipped, cannot be fetched: `fetch` answered "the snapshot's
    newest commit has too many files". mmd-ahd/heart-disease-uci-pytorch-nn (rank 4,
    README.md; HEAD 439b08db209db3a857c3d154110067d4775e8d51) skipped, no training script:
    one notebook ("UCI Heart Disease Neural Network Classification.ipynb"), the readme and the
    licence. Ranks 5-12 name no repository (notebooks' and readmes' excerpts, titles without
    a repository). `code` having named none that qualified, `pages` was asked the same query:
    github.com/dennislamcv1/SUAIHEALTHCARE (rank 1; HEAD
    dec6983f4ce3133fff11486b6d8a5a979674ba6e) skipped, no training script: a course's
    notebooks (the page's text is Building_a_Dense_Neural_Network_for_Heart_Disease_Prediction
    .ipynb), documents and pictures, no Python file. github.com/rvbugs0/Machine_Learning_
    Algorithms (rank 2; HEAD ea73d1df4307312b2178ab53b61156c2339a4903) skipped, no PyTorch
    training script: its assignments' networks are NumPy (assignment-3/NeuralNetwork.py), the
    page's heart disease network a notebook's, and no file outside the virtual environment
    committed with it (proj-env) imports torch. riti.es (rank 3), agora.edu.es (rank 4) and
    descendintodeeplearning.blogspot.com (rank 5) are other hosts, and name no repository in
    the text returned. github.com/sarthakvinayaka/Intro-to-Neural-Network (rank 6; HEAD
    0003ddf38594209f36176ebacd36470423259ca4) skipped, no training script: one notebook.
    shilpsgohil.wixsite.com (rank 7) is another host. 175.178.70.242:1111 (rank 8), a
    mirror's address of sjsreehari/Heart-Risk-Detector-NeuralNetwork, skipped, cannot be
    fetched ("No snapshot of that repository can be had here"; its page describes a network
    in NumPy alone, another framework besides). The topic gives no script.

38. Kaggle digit recognizer, `code` (query "Kaggle digit recognizer pytorch training loop
    example"): voqtuyen/digit-recognizer.pytorch (rank 1, README.md; HEAD
    f3cbb923c42fa00530ba5a84b7bde4c98d2e7185) taken: its readme runs no command and names the
    competition; main.py is its one entry (the config, the data set, the model and the
    trainer it imports). Made here: data/train.csv, Kaggle's (a download under the
    competition's terms), 64 images of 28 x 28 grey levels with a bar placed by the digit
    (corpus_data_i_37to40.voqtuyen_digits). Edit: one epoch (not 50), in its YAML config.
    Its device is the config's "cpu"; its 2 loader workers are kept. Plain run: 21.0 s, exit
    0, at load 7.5. kvarforl/DeepLearning (rank 2) is in the corpus (batch i, topics 33 to
    36). mihirbpi/KaggleDigitRecognizer (rank 3, README.md; HEAD
    630ff1022ee6510cec7250a3aed3c2213c21077b) skipped, no training script: one notebook
    (kaggledigitrecognizer_cnn.ipynb). Burton2000/pytorch_image_classification (rank 4,
    README.md; HEAD 58c0545d3b24d940362af29b99e1d16bac5f77c6) taken: its readme's "Run the
    train.py file to train the model". Made here: mnist_data/train.csv (in the repository
    through Git LFS, its blob absent from the mirror), 700 images in Kaggle's format, of
    which the script keeps the first 70 for validation
    (corpus_data_i_37to40.burton_digits). Edit: one epoch (not 5): 4 steps of its batches of
    200 (200, 200, 200, 30). Its 2 loader workers are kept. Plain run: 11.3 s, exit 0, at
    load 5.1. Ranks 5-12 name no repository; `pages` was not needed.

39. Diabetes prediction with a neural network, `code` (query "diabetes prediction with a
    neural network pytorch training loop example"): MackydLow/Introduction-to-AI (rank 1,
    main.py; HEAD f671b6cffd4ffd371ec542352add68c58f7e0797) taken: main.py, the hit's script
    (its readme lists what to install and runs nothing; its other scripts train a policy on
    Gymnasium's environments), Machine Learning Mastery's first PyTorch network on the Pima
    Indians diabetes table, which the repository holds (pima-indians-diabetes-data.txt). No
    edit: 100 epochs of 77 batches of an MLP of 8-12-8-1 take seconds. Plain run: 24.1 s,
    exit 0, at load 6.2. Rank 2 names no repository (a readme's excerpt). 00paning/
    Pytorch_Learning (rank 3, 处理多维输入.py, "handling many-dimensional input"; HEAD
    a76f25f2586afd4058233b8c35810a5e14bf8489) taken: the hit's script (its readme is a
    study log that runs nothing), with the diabetes table the repository holds
    (diabetes.csv). Edit: the table read from the repository, not from the author's desktop
    (C:\\Users\\...\\Desktop\\diabetes.csv). Plain run: 15.2 s, exit 0, at load 5.9. Ranks 4-12
    were not needed.

40. Customer churn prediction with a neural network, `code` (query "customer churn
    prediction with a neural network pytorch training loop example"): matt-rw/customer-churn
    (rank 1, README.md; HEAD 952941d26ef42d5ebb4c58c587a2eaf8c53f3b17) taken: train.py, its
    one training script (the readme runs no command; evaluate.py and infer.py load the
    saved model), on IBM's Telco customer churn table, which the repository holds
    (data/WA_Fn-UseC_-Telco-Customer-Churn.csv, 7,043 rows). Edits: the table's path in
    churn/preprocess.py (the author's home folder, absolute), and one epoch (not 10). Plain
    run: 18.7 s, exit 0, at load 7.4 (100.2 s with its 10 epochs, at load 6.6).
    neemiasbsilva/case-study-data-science (rank 2, churn_analysis/README.md; HEAD
    afd82b95cec767ec808a90b9eaac725f1bc82fbf) skipped, no training script: the churn
    analysis is three notebooks (ann_pytorch_model.ipynb among them). tharun06x/Mulearn-Tasks
    (rank 3, bank-churn-nn-classifier/README.md; HEAD
    cc039b7cbfaa136c242b83246a7f196d56fb3581) skipped, no training script: the readme's
    `python train.py` names a file the repository does not hold; the folder trains in a
    notebook (bank_churn_classifier.ipynb). RiadLarbi/Customer-Churn-Prediction-using-
    Feature-Selection-and-Neural-Networks-in-PyTorch (rank 4, README.md; HEAD
    e5458b488d2711d7d512db724474d9e8ce8bf1b6) skipped, no training script: one notebook
    (main.ipynb). Ranks 5-12 name no repository (titles and excerpts without one). `code`
    having named one that qualified, `pages` was asked the same query: codegenes.net (rank 1)
    is another host; thetpine.dev (rank 2) names github.com/Thet9354/NeuralChurning, skipped,
    cannot be fetched ("No snapshot of that repository can be had here"); cloudzsexy.com,
    neuraldesigner.com, erikmorgan.ca, codezup.com, philiprossen.com and scribd.com (ranks 3
    to 8) are other hosts and name no repository in the text returned. The topic gives one
    script.

First sight, 5 of 5 kept (each 11 to 46 s under the lock), no silent wrong result:
- voqtuyen-digit-recognizer: kept (`agree` against the split's run, largest difference 0;
  dropout switched off (F.dropout at model.py:39); the data set's flips and rotations seeded
  by each sample's index; batch norm per rank named: 0.00588 from one process, 0.000139
  with --sync-batchnorm).
- burton-kaggle-mnist-cnn: kept (`agree`, largest difference 6.2e-07 at 'fc1.weight',
  compared with one process directly; seeded for the check).
- mackydlow-pima-diabetes: kept (`agree` after 8 steps, largest difference 0, with the
  warning that the ranks train on the same batches (no DataLoader) and the note that nothing
  was drawn at random after the first backward in 8 steps).
- paning-diabetes-multidim: kept (`agree` after 8 steps, largest difference 0, with the same
  warning and note: the whole table each step).
- matt-rw-telco-churn: kept (`agree`, largest difference 1.49e-08 at '0.weight').

Doubts for the lead:
- Topic 37 gave no script: every repository both `code` and `pages` named trains in a
  notebook, holds only functions a notebook calls, could not be fetched, or has no PyTorch
  script. aorursy/KT_dataset_py's hit was a script (a Kaggle kernel exported to .py), skipped
  only because `fetch` refused the repository's size.
- Topic 38, voqtuyen: the readme runs no command; main.py is taken as the one entry. Its
  "validation" passes over the training loader itself (shuffled) in eval() under no_grad:
  evaluation, run whole, as read.
- Topic 38, voqtuyen's `agree` holds where each sample's flip and rotation (torchvision's
  transforms, drawn in 2 loader workers) is drawn alike in every run, as docs/run.md says the
  check seeds a sample's draws by its index; the verdict said so.
- Topic 39, both scripts: `agree` is the full-batch kind (every rank trains on the same
  batches, a warning says so), not a split; MackydLow's slices its table by hand in order,
  00paning's trains on the whole table each step.
"""

from __future__ import annotations

from corpus_recipes import FULL_BATCH, Edit, Recipe

VOQTUYEN = ("voqtuyen/digit-recognizer.pytorch", "f3cbb923c42fa00530ba5a84b7bde4c98d2e7185")
BURTON = ("Burton2000/pytorch_image_classification", "58c0545d3b24d940362af29b99e1d16bac5f77c6")
MACKYDLOW = ("MackydLow/Introduction-to-AI", "f671b6cffd4ffd371ec542352add68c58f7e0797")
PANING = ("00paning/Pytorch_Learning", "a76f25f2586afd4058233b8c35810a5e14bf8489")
MATT_RW = ("matt-rw/customer-churn", "952941d26ef42d5ebb4c58c587a2eaf8c53f3b17")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "voqtuyen-digit-recognizer",
        *VOQTUYEN,
        "main.py",
        "vision (Kaggle's digit recognizer: a CNN of four convolutions with batch norm and an "
        "MLP head with dropout, on the competition's train.csv read with pandas, each image "
        "flipped and rotated at random in the data set's __getitem__; a shuffled DataLoader "
        "of 16 with 2 workers; cross-entropy, Adam from a YAML config, a StepLR made and never "
        "stepped; TensorBoard scalars per step; a validation pass over the training loader "
        "under no_grad each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 16 are split per rank (8 + 8): one process's "
        "average of a mean cross-entropy; the flips and rotations are the data's, drawn per "
        "sample in __getitem__ (in 2 loader workers), seeded per sample for the check; dropout "
        "is switched off for the check; the validation pass is under no_grad, run whole; the "
        "split's own effect, batch norm per rank, is named beside the agree",
        (
            Edit(
                "num_epochs: 50",
                "num_epochs: 1",
                "one epoch (4 steps of 16 over the 64 images made here), not 50",
                file="config/mnist_adam_lr1e-3.yaml",
            ),
        ),
        paths=("config", "dataset", "models", "trainer", "utils"),
        data="voqtuyen_digits",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "burton-kaggle-mnist-cnn",
        *BURTON,
        "train.py",
        "vision (Kaggle's digit recognizer: a LeNet-like CNN of two convolutions and three "
        "linear layers on the competition's train.csv read with pandas, raw grey levels, the "
        "first 10% kept for validation; a shuffled DataLoader of 200 with 2 workers; "
        "cross-entropy, Adam; a validation pass under no_grad after training, the weights "
        "saved)",
        "agree",
        "its shuffled DataLoader's batches of 200 are split per rank (100 + 100, the last 15 + "
        "15): one process's average of a mean cross-entropy; no dropout, no batch norm, "
        "nothing random in training: exact to rounding",
        (Edit("NUM_EPOCHS = 5", "NUM_EPOCHS = 1", "one epoch (4 steps over 630 images), not 5"),),
        paths=("dataset.py", "model.py", "evaluate.py"),
        data="burton_digits",
        first_sight="kept",
    ),
    Recipe(
        "mackydlow-pima-diabetes",
        *MACKYDLOW,
        "main.py",
        "tabular (diabetes prediction, Machine Learning Mastery's first network: an MLP of "
        "8-12-8-1 with a sigmoid on the Pima Indians diabetes table in the repository, "
        "read with NumPy; batches of 10 sliced in order by hand, no DataLoader; BCELoss, "
        "Adam; 100 epochs; accuracy on the whole table after)",
        "agree",
        "no DataLoader: the script slices its table in order, X[i:i+10], the same batch on "
        "every rank each step; nothing random in training: every rank trains on the whole "
        "batch as one process: exact, with the warning that the ranks train on the same "
        "batches",
        paths=("pima-indians-diabetes-data.txt",),
        first_sight="kept",
    ),
    Recipe(
        "paning-diabetes-multidim",
        *PANING,
        "处理多维输入.py",
        "tabular (diabetes prediction, Liu Er's lecture on many-dimensional input: an MLP of "
        "8-6-4-1 with sigmoids on the Pima Indians diabetes table in the repository, read "
        "with pandas; the whole table a step, no DataLoader; BCELoss(size_average=True), "
        "SGD at 1; 100 epochs)",
        "agree",
        FULL_BATCH,
        (
            Edit(
                'r"C:\\Users\\pszpszpsz\\Desktop\\diabetes.csv"',
                '"diabetes.csv"',
                "the table in the repository, not a copy on the author's desktop",
            ),
        ),
        paths=("diabetes.csv",),
        first_sight="kept",
    ),
    Recipe(
        "matt-rw-telco-churn",
        *MATT_RW,
        "train.py",
        "tabular (customer churn: an MLP of one hidden layer of 64 on IBM's Telco customer "
        "churn table in the repository, label-encoded and standardized with scikit-learn, "
        "split 80/20 at random (train_test_split unseeded); a shuffled DataLoader of 32; "
        "cross-entropy, Adam; 10 epochs; the weights saved)",
        "agree",
        "its shuffled DataLoader's batches of 32 are split per rank (16 + 16): one process's "
        "average of a mean cross-entropy; the split of the table is drawn before training, "
        "alike on every rank; no dropout, no batch norm: exact to rounding",
        (
            Edit(
                "'/home/matt/projects/customer-churn/data/WA_Fn-UseC_-Telco-Customer-Churn.csv'",
                "'data/WA_Fn-UseC_-Telco-Customer-Churn.csv'",
                "the table in the repository, not at the author's home folder",
                file="churn/preprocess.py",
            ),
            Edit("epochs = 10", "epochs = 1", "one epoch (176 steps of 32), not 10"),
        ),
        paths=("churn", "data/WA_Fn-UseC_-Telco-Customer-Churn.csv"),
        first_sight="kept",
    ),
)
