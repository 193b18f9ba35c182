"""Batch i, topics (29) to (32): batch i's rule (corpus_first_sight_i.py's docstring, verbatim
there, its Part 2) applied to keyword spotting on speech commands, neural collaborative
filtering, text generation with a GRU, and chess position evaluation network. Eight scripts
from eight repositories, two per topic; at first sight all 8 kept.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wti (496bcdf), 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Installed into .venv from PyPI for these scripts: onnx 1.23.2 and onnxscript 0.7.2 (microsoft/
ELL's script exports its model with torch.onnx.export, which needs both in torch 2.14),
librosa 0.11.0 (tugstugi), d2l 0.17.6 with --no-deps (Wiselnn570: the book's version of its
functions; it pins NumPy 1.21.5, pandas 1.2.4, matplotlib 3.5.1, requests 2.25.1 and
jupyter, which would replace the newer ones there, and what it imports was there) and
chess 1.11.2, python-chess (vrona, Samppa50).

Read as batches c to h read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers'
parts of batch i included (checked just before each was taken: none of the repositories taken
below was named; batch c names tugstugi/mongolian-speech-recognition, another repository of
the same owner). Ranks are the results' own. `code` named two that qualified for every topic,
so `pages` was not asked. Per topic, in the order the results came:

29. Keyword spotting on speech commands, `code` (query "keyword spotting on speech commands
    pytorch training loop example"): microsoft/ELL (rank 1, docs/tutorials/Training-audio-
    keyword-spotter-with-pytorch/index.md; HEAD 2a3f938ca4becebdc448bfdfd8ebf7f5ab437265)
    taken: the tutorial's training command, `python train_classifier.py --architecture GRU
    --num_layers 2 --dataset . --use_gpu --outdir .` (tools/utilities/pythonlibs/audio/
    training/), a PyTorch GRU keyword spotter on features that ELL's own compiled mel
    featurizer makes (make_dataset.py) from the speech commands' wav files. Made here: its
    three .npz files (parameters, 40 x 80 features a row, each row's keyword) of 64, 16 and
    16 rows, and categories.txt (corpus_data_i_29to32.ell_featurized_speech). Its own flags:
    the tutorial's, with --epochs 1 and --batch_size 16 (4 steps). No edit: --use_gpu takes
    CUDA where it is, else the CPU. onnx and onnxscript installed (its last act exports the
    model to ONNX). Plain run: 29.0 s, exit 0, at load 8.5.
    francescodisalvo05/polito-machine-learning-for-IoT (rank 2, Labs/Lab_03/ex2.py; HEAD
    666055001c609cf3c1daa98f6ee6fb83a872a27f) skipped, another framework: the hit's script
    trains with TensorFlow's Keras, and no file of the repository imports torch.
    tugstugi/pytorch-speech-commands (rank 3, README.md; HEAD
    36f3cd9e0d2b2d50cf4b023c9af1544fdfeeb886) taken: train_speech_commands.py, with the first
    command of TRAINING.md, which the readme sends to for its training (VGG19 BN: --model=
    vgg19_bn --optim=sgd --lr-scheduler=plateau --learning-rate=0.01
    --lr-scheduler-patience=5 --max-epochs=70 --batch-size=96), with --max-epochs=1,
    --batch-size=12 and --dataload-workers-nums=0. Made here: the speech commands in the
    folders download_speech_commands_dataset.sh and split_dataset.py leave, 44 training and 22
    validation wav files of 11 words and two background noise files
    (corpus_data_i_29to32.tugstugi_speech_commands). Edits, all of the code's age (PyTorch 0.3,
    librosa 0.5.1): `.cuda(async=True)` (a SyntaxError since Python 3.7) three times,
    `loss.data[0]` four times, and librosa's arguments by keyword in five calls (librosa 0.10
    made them keyword-only). librosa 0.11.0 installed. Plain run: 55.3 s, exit 0, at load 10.3
    (147.8 s with 2 loader workers, at load 11.1: numba compiles librosa's functions in each
    worker at their first call). sergevkim/KeywordSpotting (rank 4) was not needed.

30. Neural collaborative filtering, `code` (query "neural collaborative filtering pytorch
    training loop example"): ghwn/neural-collaborative-filtering (ranks 1 and 2, README.md;
    HEAD 1be33ac0c71a8ef0a57d104f7bb3d9b855ed560a) taken: its readme's `python train.py`,
    NeuMF on MovieLens (ml-latest-small). Made here: data/ml-latest-small.zip and the
    extracted data/ml-latest-small/ratings.csv it reads (it downloads the zip from
    grouplens.org unless the zip is there), 210 ratings of 30 users on 60 movies
    (corpus_data_i_29to32.ghwn_movielens). Edits: Series.iteritems (removed in pandas 2.0)
    twice. Its own flag: --num_epochs 1 (5 steps of 256). Plain run: 4.3 s, exit 0, at load
    7.3. zhrlove/NCF_1 (rank 3, README.md; HEAD 2c93dc244c95e2ce8858ca3a0fc316112f89079d)
    taken: its readme's command, `python main.py --batch_size=128 --lr=0.00001
    --embed_size=16`, the PyTorch one of its two folders (pytorch/main.py; tensorflow/ is the
    other). Made here: MovieLens 1M's ratings.dat, 120 ratings of 20 users that rate all 110
    movies (its test draws 99 unrated movies a user), at a path of its own (the script's is
    the author's home) (corpus_data_i_29to32.zhrlove_ml1m). Edits: one epoch (its --epochs is
    read as a string, which range() refuses, so its default is edited), np.load's
    allow_pickle, the path of the ratings, and its CUDA calls (model.cuda(), the batches'
    .cuda() in main.py and evaluate.py, and torch.cuda.FloatTensor for the one-hot codes in
    the model's forward). Plain run: 6.4 s, exit 0, at load 5.5. MrLee5693/Multimodal-Rec
    (rank 4) was not needed.

31. Text generation with a GRU, `code` (query "text generation with a GRU pytorch training
    loop example"): Wiselnn570/DeepLearning (rank 1, nlp/gru.py; HEAD
    26754dfee55122d2204120942c0d812357e544ca) taken: nlp/gru.py, the hit's script (it has no
    readme), Dive into Deep Learning's concise GRU on d2l's functions. Made here: The Time
    Machine's text, about 6,000 characters (corpus_data_i_29to32.time_machine_text), with
    d2l.download pointed at it (corpus_data_i_29to32.d2l_download: d2l's own downloads any
    file whose SHA-1 is not the hub's). Edits: that, its device ('cuda:0', CPU), one epoch
    (not 500; 5 steps). d2l 0.17.6 installed (--no-deps). Plain run: 10.7 s, exit 0, at load
    3.9. 1103337638/pythonProject (rank 2, GRUconcise.py; HEAD
    4aff64fadf0950544fd4895f0e93d28c2bbd3379) taken: GRUconcise.py, the hit's script (no
    readme), the same model on the book's functions copied into its deeplearning/dp_torch.py.
    Made here: the same text; its download() pointed at it (its ../data is outside the run's
    folder). Edits: that, one epoch (not 500). Its device is the CPU already. Plain run:
    8.2 s, exit 0, at load 3.7. Soumith5868/autoSynth (rank 3) was not needed.

32. Chess position evaluation network, `code` (query "chess position evaluation network
    pytorch training loop example"): ircurrie/learning-chess-engine (rank 1,
    chess_engine/README.md; HEAD 090f38aed403fe3982d7ab566bd67c495395b995) skipped, no
    training script: the hit is a readme of Python snippets that call its package's Trainer
    class (fit, train_self_play); nothing in the repository trains when run (its one entry,
    chess_game/cli.py, and its web.py play against the engine). vrona/FHE.Chess (rank 2,
    src/new_model_src_new/chacha.py; HEAD da8df66a66b9ecc9321b3a94048cc7093eaf7e3c) taken:
    the hit's script is not at HEAD (src/ is gone); its readme runs servers and a client, and
    its docs/model_lifecycle.md says training is "managed by running
    launch_train_test_clear.py" (server_cloud/traintest_only/), the script taken, the source
    model in clear. Made here: its games (server_cloud/data/wb_2000_300.csv, git lfs: the
    mirror holds the pointer), 440 games of 40 random legal plies made with python-chess; the
    weights it starts from (weights/source_clear.pt, absent from the mirror), its model's own
    initial weights; the resulttrain/ folder it saves into
    (corpus_data_i_29to32.vrona_chess_games); and a stand-in for wandb beside it (its service:
    init, a config read as attributes, log, finish). Edits: its paths, which are server_cloud's
    (four), np.split of a DataFrame (NumPy 2 gives arrays: the same ranges by iloc), np.Inf
    (removed in NumPy 2), and the fifth argument of its train_valid call, the number of
    epochs, where it passes its criterion a second time (a TypeError at range() at HEAD
    whatever the data): 1. chess 1.11.2 installed. Plain run: 20.3 s, exit 0, at load 6.5.
    Rank 3 names no repository. Samppa50/chessengine (rank 4, README.txt; HEAD
    27dd7d33a80016b626f633c83a6f7a5163758e81) taken: its readme runs only play/
    play_vs_engine.py and says it trains "with your own PGNs"; its one training script,
    train/train_value_model.py, is taken, on the repository's own data/games.pgn (25 games).
    Edit: the first 5 games (371 steps of one position each, not 1,599). Plain run: 25.0 s,
    exit 0, at load 6.8 (115.0 s with all 25 games, at load 7.3). The rest was not needed.

First sight, 8 of 8 kept, no silent wrong result:
- ell-gru-keyword-spotter: kept (`agree`, largest difference 0.00012 at gru2.weight_hh_l0,
  compared with one process directly: beyond float tolerance at gru1.weight_ih_l0 but within
  10x one process against itself with its rounding moved by 1 ulp and each batch reversed,
  8.54e-05; no run of the split's arithmetic is reported: its forward's input is the
  batch transposed to frames first, which may be why).
- tugstugi-speech-commands-vgg: kept (`agree`, 0 against the split's run; the data set's
  draws seeded by index; dropout off at vgg.py:51; batch norm per rank named: 0.043 from one
  process, 0.00407 with --sync-batchnorm).
- ghwn-neumf-movielens: kept (`agree`, largest difference 7.45e-09, compared with one process
  directly).
- zhrlove-ncf-ml1m: kept (`agree`, 1.46e-11, compared with one process directly).
- wiselnn-d2l-gru-time-machine: kept (`agree`, 0 after 5 steps, with the warning that the
  ranks train on the same batches: no DataLoader).
- pythonproject-gru-concise: kept (`agree`, 0 after 5 steps, the same warning).
- vrona-fhe-chess-source-clear: kept (`agree`, 0 against the split's run; the data set's
  draws seeded by index; batch norm per rank named: 0.00594 from one process, 0.000892 with
  --sync-batchnorm).
- samppa-chess-value-net: kept (`agree`, 0 after 8 steps, the same-batches warning, and the
  note that nothing was drawn after its first backward).

Doubts for the lead:
- Topic 32, vrona: the hit's script is gone at HEAD, and its readme runs no training; the
  script its docs name is taken. It is a move (source square) predictor, the position's
  evaluation in another sense than a value. Its call passes the criterion where the epochs go,
  so it cannot run at HEAD as it is: fixed by the edit that sets the epochs, taken as the
  one-epoch edit, not as a skip (the rule's skips are mechanical, and this is one argument).
- Topic 32, Samppa50: the readme runs no training command; its one training script is taken.
- Topic 31: both scripts are d2l's train_ch8 with no DataLoader: `agree` is the full-batch
  kind (every rank trains on the same windows). Its iterator draws an offset with Python's
  random when each epoch's pass begins; with one epoch that is before the first backward,
  alike on every rank. With a second epoch the ranks would draw their own offsets (their
  streams part at the first backward) and a correct verdict past that point would be
  `cannot tell`.
"""

from __future__ import annotations

from corpus_recipes import MADE, ZERO_DIM, Edit, Recipe

ELL = ("microsoft/ELL", "2a3f938ca4becebdc448bfdfd8ebf7f5ab437265")
ELL_DIR = "tools/utilities/pythonlibs/audio/training/"
TUGSTUGI = ("tugstugi/pytorch-speech-commands", "36f3cd9e0d2b2d50cf4b023c9af1544fdfeeb886")
GHWN = ("ghwn/neural-collaborative-filtering", "1be33ac0c71a8ef0a57d104f7bb3d9b855ed560a")
ZHRLOVE = ("zhrlove/NCF_1", "2c93dc244c95e2ce8858ca3a0fc316112f89079d")
WISELNN = ("Wiselnn570/DeepLearning", "26754dfee55122d2204120942c0d812357e544ca")
PYTHONPROJECT = ("1103337638/pythonProject", "4aff64fadf0950544fd4895f0e93d28c2bbd3379")
VRONA = ("vrona/FHE.Chess", "da8df66a66b9ecc9321b3a94048cc7093eaf7e3c")
SAMPPA = ("Samppa50/chessengine", "27dd7d33a80016b626f633c83a6f7a5163758e81")

CUDA = "CPU: the script moves it to CUDA whatever is there"
# librosa 0.10 made the arguments after the first keyword-only (tugstugi's code passes them by
# place, as librosa 0.5.1, the version its TRAINING.md names, took them).
LIBROSA = "librosa 0.10 takes this argument by keyword only"
ASYNC = "`async` is a keyword since Python 3.7 (a SyntaxError); torch 0.4 renamed it non_blocking"
ITERITEMS = "pandas 2.0 removed Series.iteritems; items() is the same"
VRONA_DIR = "server_cloud/traintest_only/"
FROM_SERVER_CLOUD = (
    "its paths are server_cloud's (where its readme runs the project's scripts); it runs from "
    "its own folder here"
)
# What vrona's train_source_clear.py asks of Weights & Biases (its service): init with a config
# whose keys it reads as attributes, log, finish; nothing logged.
VRONA_WANDB = """
class _Config:
    def __init__(self, values):
        self.__dict__.update(values)


config = _Config({})


def init(project=None, config=None, **kwargs):
    globals()["config"] = _Config(config or {})


def log(*args, **kwargs):
    pass


def finish(*args, **kwargs):
    pass
"""

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "ell-gru-keyword-spotter",
        *ELL,
        ELL_DIR + "train_classifier.py",
        "keyword spotting (ELL's audio keyword spotter tutorial: a two-layer GRU of 128 over 40 "
        "frames of 80 log-mel features, the last frame's output to a linear layer and a log "
        "softmax over 11 keywords, its hidden state reset to none each batch; a shuffled "
        "DataLoader with drop_last; NLLLoss, RMSprop with weight decay; a validation pass each "
        "epoch, the training set's and the test set's accuracy after, the model saved and "
        "exported to ONNX)",
        "agree",
        "its shuffled DataLoader's batches of 16 are split per rank (8 + 8), each batch "
        "transposed to (frames, batch, features) before the forward: one process's average of "
        "a mean NLL over one prediction per sample; the hidden state starts from none each "
        "batch; no dropout (nn.GRU's default 0), no batch norm, nothing random in training: "
        "exact to rounding",
        args=(
            "--architecture",
            "GRU",
            "--num_layers",
            "2",
            "--dataset",
            ".",
            "--use_gpu",
            "--outdir",
            ".",
            "--epochs",
            "1",
            "--batch_size",
            "16",
        ),
        paths=(ELL_DIR + "training_config.py", ELL_DIR + "rnn.py"),
        data="ell_featurized_speech",
        first_sight="kept",
    ),
    Recipe(
        "tugstugi-speech-commands-vgg",
        *TUGSTUGI,
        "train_speech_commands.py",
        "keyword spotting (a Kaggle speech commands entry: 12 classes, ten keywords, unknown and "
        "silence; each recording loaded with librosa and augmented at random in the data set's "
        "transforms (amplitude, speed, an STFT stretch and time shift, background noise mixed "
        "in) into a 32x32 mel spectrogram; VGG19 with batch norm and dropout, in DataParallel "
        "where CUDA is; a WeightedRandomSampler balancing the classes; "
        "cross-entropy, SGD with momentum and weight decay, ReduceLROnPlateau; tensorboardX; a "
        "validation pass each epoch, checkpoints saved)",
        "agree",
        "its DataLoader's batches of 12, drawn by a WeightedRandomSampler, are split per rank "
        "(6 + 6): one process's average of a mean cross-entropy; the sampler is the loader's, "
        "its draws the same global batches; the augmentation is the data's, drawn with Python's "
        "random in the data set's __getitem__, seeded per sample for the "
        "check; dropout is switched off for the check; the split's own effect, batch norm per "
        "rank, is named beside the agree",
        (
            Edit(
                "targets.cuda(async=True)\n\n        # forward/backward",
                "targets.cuda(non_blocking=True)\n\n        # forward/backward",
                ASYNC,
            ),
            Edit(
                "Variable(targets, requires_grad=False).cuda(async=True)\n"
                "        correct += pred.eq(targets.data.view_as(pred)).sum()\n"
                "        total += targets.size(0)\n\n"
                "        writer.add_scalar('%s/loss' % phase, loss.data[0], global_step)",
                "Variable(targets, requires_grad=False).cuda(non_blocking=True)\n"
                "        correct += pred.eq(targets.data.view_as(pred)).sum()\n"
                "        total += targets.size(0)\n\n"
                "        writer.add_scalar('%s/loss' % phase, loss.item(), global_step)",
                ASYNC + " (mixup's targets); and " + ZERO_DIM + " (the training loss logged)",
            ),
            Edit(
                "targets.cuda(async=True)\n\n        # forward\n",
                "targets.cuda(non_blocking=True)\n\n        # forward\n",
                ASYNC + " (the validation's targets)",
            ),
            Edit(
                "writer.add_scalar('%s/loss' % phase, loss.data[0], global_step)",
                "writer.add_scalar('%s/loss' % phase, loss.item(), global_step)",
                ZERO_DIM + " (the validation loss logged)",
            ),
            Edit(
                "running_loss += loss.data[0]\n"
                "        pred = outputs.data.max(1, keepdim=True)[1]\n        correct",
                "running_loss += loss.item()\n"
                "        pred = outputs.data.max(1, keepdim=True)[1]\n        correct",
                ZERO_DIM + " (the validation's running loss)",
            ),
            Edit(
                "running_loss += loss.data[0]",
                "running_loss += loss.item()",
                ZERO_DIM + " (the training's running loss)",
            ),
            Edit(
                "librosa.load(path, sample_rate)",
                "librosa.load(path, sr=sample_rate)",
                LIBROSA + " (the background noise's sample rate)",
                "datasets/speech_commands_dataset.py",
            ),
            Edit(
                "librosa.load(path, self.sample_rate)",
                "librosa.load(path, sr=self.sample_rate)",
                LIBROSA + " (each recording's sample rate)",
                "transforms/transforms_wav.py",
            ),
            Edit(
                "librosa.feature.melspectrogram(samples, sr=",
                "librosa.feature.melspectrogram(y=samples, sr=",
                LIBROSA + " (the validation's mel spectrogram: its samples)",
                "transforms/transforms_wav.py",
            ),
            Edit(
                "librosa.core.phase_vocoder(stft, 1+scale, hop_length",
                "librosa.core.phase_vocoder(stft, rate=1+scale, hop_length",
                LIBROSA + " (the stretch's rate)",
                "transforms/transforms_stft.py",
            ),
            Edit(
                "librosa.filters.mel(sample_rate, n_fft, self.n_mels)",
                "librosa.filters.mel(sr=sample_rate, n_fft=n_fft, n_mels=self.n_mels)",
                LIBROSA + " (the mel filter bank)",
                "transforms/transforms_stft.py",
            ),
        ),
        # TRAINING.md's first command (VGG19 BN: --model=vgg19_bn --optim=sgd
        # --lr-scheduler=plateau --learning-rate=0.01 --lr-scheduler-patience=5
        # --max-epochs=70 --batch-size=96) with one epoch, batches of 12 (4 steps over the 48
        # recordings made here, silence included) and no loader workers (not 6: librosa's
        # functions are compiled by numba at their first call in each worker, 18 s a pass here).
        args=(
            "--model=vgg19_bn",
            "--optim=sgd",
            "--lr-scheduler=plateau",
            "--learning-rate=0.01",
            "--lr-scheduler-patience=5",
            "--max-epochs=1",
            "--batch-size=12",
            "--dataload-workers-nums=0",
        ),
        paths=("datasets", "models", "transforms", "mixup.py", "checkpoints"),
        data="tugstugi_speech_commands",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "ghwn-neumf-movielens",
        *GHWN,
        "train.py",
        "neural collaborative filtering (He et al.'s NeuMF on MovieLens' implicit feedback: a "
        "GMF branch, the product of user and item embeddings to one logit through a sigmoid, "
        "and an MLP branch of four layers on the concatenated embeddings, joined by a linear "
        "layer and a sigmoid; four negatives per rating drawn with NumPy when the data set is "
        "made; a shuffled DataLoader; BCELoss, Adam; the model saved each epoch under a name "
        "from the clock)",
        "agree",
        "its shuffled DataLoader's batches of 256 (user, item, label) are split per rank (128 + "
        "128, the last of 26 as 13 + 13): one process's average of a mean BCE, one term per "
        "sample; the negatives are drawn with NumPy before training, alike on every rank; "
        "dense embeddings, no dropout, no batch norm, nothing random in training: exact to "
        "rounding",
        (
            Edit(
                "user_ids.iteritems()",
                "user_ids.items()",
                ITERITEMS,
                "datasets.py",
            ),
            Edit(
                "movie_ids.iteritems()",
                "movie_ids.items()",
                ITERITEMS + " (the movies')",
                "datasets.py",
            ),
        ),
        # The readme's `python train.py` with one epoch (not 200): 5 steps over the 1,050
        # samples made here (210 ratings and four negatives each).
        args=("--num_epochs", "1"),
        paths=("datasets.py", "models.py"),
        data="ghwn_movielens",
        first_sight="kept",
    ),
    Recipe(
        "zhrlove-ncf-ml1m",
        *ZHRLOVE,
        "pytorch/main.py",
        "neural collaborative filtering (He et al.'s NCF on MovieLens 1M, GMF and MLP joined: "
        "users and items one-hot, embedded by linear layers with ReLU, their product (GMF) and "
        "a three-layer MLP with dropout on their concatenation, one sigmoid output; each "
        "user's last rating held out; four negatives per rating drawn with NumPy before "
        "training, saved and loaded back; a shuffled DataLoader with 4 workers; BCELoss, "
        "Adam; tensorboardX; hit ratio and NDCG at 10 over 99 negatives per user each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 128 (user, item, label) are split per rank (64 + "
        "64): one process's average of a mean BCE, one term per sample; the negatives are "
        "drawn with NumPy before training, alike on every rank; its dropout (p 0 by default) "
        "is switched off for the check anyway; no batch norm, nothing random in training: "
        "exact to rounding; the evaluation (the model in eval(), a loader that does not "
        "shuffle) runs whole",
        (
            Edit(
                "default=20, type=str,",
                "default=1, type=str,",
                "one epoch, not 20 (its --epochs flag is read as a string, which range() "
                "refuses: its default is the one that works)",
            ),
            Edit(
                "np.load(os.path.join(DATA_PATH, 'data.npy')).item()",
                "np.load(os.path.join(DATA_PATH, 'data.npy'), allow_pickle=True).item()",
                "NumPy 1.16.3 made allow_pickle=False the default, which refuses the dict the "
                "script saved: the load as before",
            ),
            Edit("\tmodel.cuda()\n", "\n", CUDA),
            Edit(
                "user = batch_data['user'].long().cuda()\n"
                "\t\titem = batch_data['item'].long().cuda()\n"
                "\t\tlabel = batch_data['label'].float().cuda()",
                "user = batch_data['user'].long()\n"
                "\t\titem = batch_data['item'].long()\n"
                "\t\tlabel = batch_data['label'].float()",
                CUDA + " (each training batch)",
            ),
            Edit(
                "user = batch_data['user'].long().cuda()\n"
                "\t\titem = batch_data['item'].long().cuda()",
                "user = batch_data['user'].long()\n\t\titem = batch_data['item'].long()",
                CUDA + " (each test batch)",
                "pytorch/evaluate.py",
            ),
            Edit(
                "torch.cuda.FloatTensor(batch_size, size)",
                "torch.FloatTensor(batch_size, size)",
                CUDA + " (the one-hot codes, made as a CUDA tensor in the forward)",
                "pytorch/NCF.py",
            ),
            Edit(
                "DATA_DIR = '/home/yang/Datasets/ml-1m/ratings.dat'",
                "DATA_DIR = 'ml-1m/ratings.dat'",
                MADE + " (its path on the author's machine: the ratings made here beside it)",
                "pytorch/NCF_input.py",
            ),
        ),
        # The readme's command (python main.py --batch_size=128 --lr=0.00001 --embed_size=16):
        # 4 steps over the 500 training samples made here (100 ratings, four negatives each).
        args=("--batch_size=128", "--lr=0.00001", "--embed_size=16"),
        paths=("pytorch/NCF.py", "pytorch/NCF_input.py", "pytorch/evaluate.py"),
        data="zhrlove_ml1m",
        first_sight="kept",
    ),
    Recipe(
        "wiselnn-d2l-gru-time-machine",
        *WISELNN,
        "nlp/gru.py",
        "text generation with a GRU (Dive into Deep Learning's concise GRU, section 9.1, with "
        "d2l 0.17.6: a character-level language model, one GRU layer of 256 on one-hot "
        "characters of The Time Machine and a linear layer; d2l's sequential iterator, no "
        "DataLoader: a random offset drawn with Python's random when each epoch's pass "
        "begins, then consecutive (32 x 35) windows, the hidden state carried across batches, "
        "detached; d2l.train_ch8: a mean cross-entropy, d2l's gradient clipping to norm 1, "
        "SGD at rate 1; perplexity and samples generated after)",
        "agree",
        "no DataLoader: d2l's iterator slices the corpus itself, from an offset drawn with "
        "Python's random when the pass begins, before the first backward, alike on every "
        "rank; every rank then trains on the same windows (the hidden state carried over "
        "alike), nothing random in training, no dropout: exact, with the warning that the "
        "ranks train on the same batches",
        (
            Edit(
                "from d2l import torch as d2l\n",
                "from d2l import torch as d2l\n"
                "import corpus_data_i_29to32; d2l.download = corpus_data_i_29to32.d2l_download\n",
                MADE + " (d2l.download fetches The Time Machine from d2l's data hub unless a "
                "file of its SHA-1 is in ../data)",
            ),
            Edit("device = 'cuda:0'", "device = 'cpu'", CUDA + " (cuda:0)"),
            Edit(
                "num_epochs, lr = 500, 1",
                "num_epochs, lr = 1, 1",
                "one epoch, not 500: 5 steps over the 6,000 characters made here",
            ),
        ),
        data="time_machine_text",
        first_sight="kept",
    ),
    Recipe(
        "pythonproject-gru-concise",
        *PYTHONPROJECT,
        "GRUconcise.py",
        "text generation with a GRU (Dive into Deep Learning's concise GRU, from the book's "
        "code copied into the repository's deeplearning/dp_torch.py: a character-level "
        "language model, one GRU layer of 256 on one-hot characters of The Time Machine and a "
        "linear layer; the book's sequential iterator, no DataLoader: a random offset drawn "
        "with Python's random when each epoch's pass begins, then consecutive (32 x 35) "
        "windows, the hidden state carried across batches, detached; train_ch8: a mean "
        "cross-entropy, gradient clipping to norm 1, SGD at rate 1; perplexity and samples "
        "generated after)",
        "agree",
        "no DataLoader: the iterator slices the corpus itself, from an offset drawn with "
        "Python's random when the pass begins, before the first backward, alike on every "
        "rank; every rank then trains on the same windows (the hidden state carried over "
        "alike), nothing random in training, no dropout: exact, with the warning that the "
        "ranks train on the same batches",
        (
            Edit(
                "from deeplearning import dp_torch as dp\n",
                "from deeplearning import dp_torch as dp\n"
                "import corpus_data_i_29to32\n"
                "dp.download = lambda name: corpus_data_i_29to32.d2l_download(name, 'data')\n",
                MADE + " (its download() fetches The Time Machine from d2l's data hub into "
                "../data, outside the run's folder here, unless a file of its SHA-1 is there)",
            ),
            Edit(
                "num_epochs, lr = 500, 1",
                "num_epochs, lr = 1, 1",
                "one epoch, not 500: 5 steps over the 6,000 characters made here",
            ),
        ),
        paths=("deeplearning",),
        data="time_machine_text",
        first_sight="kept",
    ),
    Recipe(
        "vrona-fhe-chess-source-clear",
        *VRONA,
        VRONA_DIR + "launch_train_test_clear.py",
        "chess move prediction (FHE.Chess's source model in clear, before quantization for "
        "Concrete ML: a position (12 planes of 8x8, signed by the side to move) to the square "
        "the next move leaves, as 64 sigmoids; a convolution and two blocks of two "
        "convolutions with batch norm, a linear layer; each sample a random position of a "
        "game, drawn with NumPy in the data set's __getitem__ and replayed with python-chess; "
        "a shuffled DataLoader of 64 with drop_last; MSE, Adam from its saved weights; "
        "wandb; a validation pass each epoch, the model saved)",
        "agree",
        "its shuffled DataLoader's batches of 64 are split per rank (32 + 32): one process's "
        "average of a mean MSE over 64 outputs a sample; the position drawn per game is the "
        "data's, drawn with NumPy in __getitem__, seeded per sample for the check; no dropout; "
        "the split's own effect, batch norm per rank, is named beside the agree",
        (
            Edit(
                'sys.path.append("model_src/")',
                'sys.path.append("../model_src/")',
                FROM_SERVER_CLOUD + " (its data set's module)",
            ),
            Edit(
                'sys.path.append("model_src/clear/")',
                'sys.path.append("../model_src/clear/")',
                FROM_SERVER_CLOUD + " (its model's module)",
            ),
            Edit(
                "np.split(wechess.sample(frac=1, random_state=42), ",
                "(lambda d, cut: [d.iloc[: cut[0]], d.iloc[cut[0] : cut[1]], d.iloc[cut[1] :]])"
                "(wechess.sample(frac=1, random_state=42), ",
                "np.split of a DataFrame gives NumPy arrays with NumPy 2 and pandas 3, which "
                "the script cannot index by column: the same three ranges of rows (60/20/20 "
                "of the shuffled games) as DataFrames",
            ),
            Edit(
                '"data/wb_2000_300.csv"',
                '"../data/wb_2000_300.csv"',
                FROM_SERVER_CLOUD + " (its games)",
            ),
            Edit(
                'torch.load("weights/source_clear.pt"',
                'torch.load("../weights/source_clear.pt"',
                FROM_SERVER_CLOUD + " (the weights it starts from)",
            ),
            Edit(
                "valid_loss_min = np.Inf",
                "valid_loss_min = np.inf",
                "NumPy 2.0 removed the alias np.Inf",
                VRONA_DIR + "train_source_clear.py",
            ),
            Edit(
                "train_valid(model, train_loader, valid_loader, criterion, criterion)",
                "train_valid(model, train_loader, valid_loader, criterion, 1)",
                "one epoch (4 steps over the 264 training games made here): train_valid's "
                "fifth argument is its number of epochs (default wandb's 5), where the script "
                "passes its criterion a second time, which range() refuses (a TypeError at HEAD "
                "whatever the data)",
            ),
        ),
        files={"wandb.py": VRONA_WANDB},
        paths=(VRONA_DIR + "train_source_clear.py", "server_cloud/model_src"),
        data="vrona_chess_games",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "samppa-chess-value-net",
        *SAMPPA,
        "train/train_value_model.py",
        "chess position evaluation (a value network: a position as 773 numbers, the 64 "
        "squares' signed piece values and the side to move, zero-padded, through a two-layer "
        "MLP to one number; trained on the repository's 25 PGN games read with python-chess, "
        "one position a step, in game order, toward the game's result (+1, -1, 0); MSE, Adam; "
        "the model saved)",
        "agree",
        "no DataLoader: each step is one position of the games in the order the PGN file gives "
        "them, the same on every rank; nothing random, no dropout, no batch norm: every rank "
        "trains on the whole batch as one process: exact, with the warning that the ranks "
        "train on the same batches",
        (
            Edit(
                "        while True:\n            game = chess.pgn.read_game(f)",
                "        for _ in range(5):\n            game = chess.pgn.read_game(f)",
                "the first 5 of its 25 games (one step a position: 371 steps, not 1,599; "
                "its plain run took 115 s with all 25)",
            ),
        ),
        # The repository's own games (data/games.pgn, 25 games of 2025) are its data; its
        # models/ folder (with the weights it overwrites) is where it saves.
        paths=("engine", "data/games.pgn", "models/value_model.pth"),
        first_sight="kept",
    ),
)
