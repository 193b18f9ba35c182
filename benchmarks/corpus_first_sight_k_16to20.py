"""Batch k, topics (16) to (20): batch k's rule (corpus_first_sight_k.py's docstring, verbatim
there) applied to sequential recommendation SASRec, LSTM autoencoder time series anomaly
detection, weather forecasting with an LSTM, capsule network, and PointNet point cloud
classification. Nine scripts from nine repositories: two for each of topics 16 to 19, one for
topic 20 (its `code` results named two repositories not in the corpus, both skipped, and its
`pages` results one). Five skips, each below with its reason.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time below, with the load of the 2-core machine, shared
with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtk, 2026-11-29, one at a time behind the batch's lock, each once, --timeout
900), before any change made for it.

Installed into .venv from PyPI for these scripts: prometheus_client 0.26.0 (AeroCast's trainer
imports it to push a metric). Weights & Biases (ceo21ckim's utils.py imports wandb whatever its
flag) is the corpus's stand-in module, written beside the script.

Read as batches c to j read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers' parts
of batch k included (checked just before each was taken: none of the repositories taken below
was named). Ranks are the results' own. Per topic, in the order the results came:

16. Sequential recommendation SASRec, `code` (query "sequential recommendation SASRec pytorch
   training loop example"): rasulibragimov/Sasrec_topk_gains (rank 1, README.md; HEAD
   a57d3ba79f1341a1d5f6c906ffa8eb22825f6d3b) skipped, training only in a notebook: its .py
   files define the model, the top-k losses, a sampler and the evaluation, and
   fit_predict_example.ipynb alone trains. positivepeng/GenerativeRecommendationCompetition
   (rank 2, eval.sh; HEAD 233b5748ad6949e9bac460631065b4bbdc622dff) skipped, another
   framework: its run.py, model/SASRec.py and srcs/train.py are PaddlePaddle's.
   ceo21ckim/SASRec-Pytorch (rank 3, README.md; HEAD 8d43d4f386bdb91dc53f37678fde164323f938a2)
   taken: main.py, its readme's command. Made here: data/Beauty-Origin.txt (absent from the
   mirror), 64 users of 4 to 14 items (corpus_data_k_16to20.ceo21ckim_beauty). No edit: its
   flags give one epoch, batches of 16 and sequences of 20; wandb's stand-in beside it. Plain
   run: 72.4 s, exit 0, at load 16.0. Average-Recsys-Enjoyer/SasRec (rank 4, main.py; HEAD
   b4c9dc39f825eabcc94488ffe0bb307012aa56db) taken: the hit's main.py (a shape check) is not
   at HEAD and its readme runs nothing; sas_run.py is its SASRec training script. Made here:
   data/ml-1m.txt (absent from the mirror), 64 users of 5 to 30 items
   (corpus_data_k_16to20.average_recsys_ml1m). Edits: its CUDA calls (the model, the batches,
   the validation batches, the causal mask's default device), no checkpoint to resume (its
   config loads state_dict.pt, which it writes only after an epoch), one epoch, batches of 16.
   Plain run: 48.8 s, exit 0, at load 17.9.

17. LSTM autoencoder time series anomaly detection, `code` (query "LSTM autoencoder time series
   anomaly detection pytorch training loop example"): Charlie-Bell/lstm-autoencoder (rank 1,
   README.md; HEAD 3f7ca7a714d2a69bd468603ee346981d52fe76fb) taken: main.py, its only entry
   (the readme runs no command), with its own data (data/GS.csv). Edits: training on (it
   ships with `training = False`, loading the repository's model), one epoch, a Windows path
   in its plotting (utils\\standard_scaler.pickle), pandas 3's refusal of datetimes set in place
   into a column of strings, and fewer windows: the half year before its split to train on
   (about 110 windows of 15 days, one a step) and the last five months to validate and plot.
   With its 3,500 training windows the plain run did not end in 400 s at load 20; with a
   year around the split it ran 187 s and stopped in its plot (no window past its anomaly
   threshold: the scaler's inverse of no rows). Plain run: 147.5 s, exit 0, at load 14.0 (86 s
   of it training: float64 LSTMs one window a step on the loaded machine).
   BJUT-The-Four-Resourceful-Minds/TITS (rank 2, model/LSTM.py; HEAD
   34f306df829634fd7b92f84e5313fc54e7662f38) taken: car_hacking_main.py, the first of the two
   scripts its readme runs. Made here: the Car-Hacking Dataset's five files under the
   Windows names its data set opens (one file name each on Linux), 70 windows of 3 s of normal
   CAN traffic and 10 of each attack file, every other one flooded with ID 0000
   (corpus_data_k_16to20.bjut_car_hacking; a first version, with a few random IDs injected,
   trained but stopped in its threshold grid: no threshold gave a G-mean above 0, an
   IndexError in its report). Edits: batches of 16 (not 100: 3 steps over its 48 normal
   training sequences), one epoch (not 500). Plain run: 14.4 s, exit 0, at load 5.1.
   vannguyen3007/LSTM-Autoencoder (rank 3) and mcekwonu/Anomaly-Detection-with-Autoencoders-
   Pytorch (rank 4) were not needed.

18. Weather forecasting with an LSTM, `code` (query "weather forecasting with an LSTM pytorch
   training loop example"): mdgolammafuz/AeroCast (rank 1, model/lstm_model.py; HEAD
   80a2050807dbc6c7e91db20d5fa813291250f826) taken: the hit's LSTM is in the history, not at
   HEAD, whose forecaster is a GRU (model/gru_model.py); its readme trains it with `python
   data/generate_training_data_sim.py` then `python training/mlflow_gru_train_sim.py
   --setup`, the script taken. Made here: data/training_data_sim.csv as that builder leaves it,
   176 windows of 24 hourly readings (corpus_data_k_16to20.aerocast_training_csv). Edit: one
   epoch, not 30. Plain run: 171.5 s, exit 0, at load 12.0 (MLflow's: its database made, the
   model logged and registered after training; the training and logging 79.9 s by its own
   clock). AtefRiahi1/DjangoProject (rank 2, Projet_django/dashboard/capteurs/utils/
   lstm_model.py; HEAD c247c5454918cb9e7158f9fd25cb97d34f520d0a) skipped, no PyTorch
   training script at HEAD: the hit (a loop over empty lists) was deleted, and its weather
   forecasting (planification/weather_forecasting.py, weatherlstm.h5) is Keras, another
   framework. jianzhnie/TsFormer (rank 3) is in the corpus (batch f, 11to17).
   kan3103/bigdata-weather-system (rank 4, prediction/models/LSRMWeather.py; HEAD
   ce6dcf721912cdc75babc016c33e364c512aa7fc) taken: the hit is a model file; the readme runs
   its Kafka and Spark stack; prediction/train.py is its training script (an LSTM of its own).
   Made here: prediction/datasets/sample_weather.json, 96 records of 12 readings
   (corpus_data_k_16to20.kan3103_weather_sequences). No edit: its flags give the data's path,
   one epoch, batches of 16 and no validation split (with one its validation raises a
   NameError at HEAD). Plain run: 18.0 s, exit 0, at load 11.0.

19. Capsule network, `code` (query "capsule network pytorch training loop example"):
   mritunjaymusale/EM-matrix-capsule-net (rank 1) is in the corpus (batch f, 18to24);
   SmallBiteCoder/Python-Ml-Coarse (rank 2) is in the corpus (batches f to j). qbeer/
   capsule-net (rank 3, README.md; HEAD 8aea798540e3f056928a9b0bbf3903e836b1d3ea) taken:
   train.py (its readme runs nothing). Made here: MNIST (corpus_data.MNIST, swapped in) and the
   checkpoint folder chkpts/ (corpus_data_k_16to20.qbeer_chkpts). Edits: the config's CPU,
   one epoch, batches of 16 (not 512). Plain run: 148.3 s, exit 0, at load 11.1 (16 steps of a
   CapsNet, beside spikefairway's plain run). spikefairway/CapsNet-PyTorch (rank 4, README.md;
   HEAD 76aaabaad01283333a5f73a564cb1461449b4449) taken: main.py, its readme's `python
   main.py`. Made here: MNIST (corpus_data.MNIST). Edits: the model's is_relu argument, which
   its CapsuleNetwork does not take (a TypeError at HEAD), an iterator's .next(), and five
   `.data[0]` of 0-dim losses (torch 0.3's idiom). Flags: one epoch, batches of 32, a test
   batch of 16. Plain run: 156.5 s, exit 0, at load 11.1 (8 steps, each followed by a
   reconstruction of the test batch, beside qbeer's plain run).

20. PointNet point cloud classification, `code` (query "PointNet point cloud classification
   pytorch training loop example"): SmallBiteCoder/Python-Ml-Coarse (rank 1) and
   paulkry/topology-control (rank 2) are in the corpus (batch f, 25to30);
   adioshun/gitBook_Deeplearning (rank 3, pyTorch/Snippets.md; HEAD
   51606bc013cf3d15ead81da5d6272f029fc8bed7) skipped, no training script: a GitBook of
   Markdown notes and images (the hit is a snippet in a page). akansh-avkalan/
   pointnet_2_temporal_workflow (rank 4, activities/train_pointnet_2.py; HEAD
   73a23bd91714181d81e301e176af9350a51027f2) skipped: its training runs only as an activity
   of a Temporal workflow (its readme starts run_workflow.py, a client of a Temporal server, a
   service not here; train_activity calls activity.heartbeat, which needs a Temporal worker's
   context), another framework around the training; it also trains a PointNet++ autoencoder
   on MaizeField3D from Hugging Face, not a classifier. Ranks 5 to 12 name no repository.
   `pages` (the same query): rank 1 names no repository (a copy of a CSDN post); rank 2
   names github.com/yanx27/Pointnet2_pytorch (HEAD b4e79513391c11e98df30d3241a0a24ed3cb3a2a),
   taken: train_cls.py with its readme's command (`python train_cls.py --model
   pointnet2_cls_msg --normal --log_dir pointnet2_cls_msg`), one epoch, batches of 8. Made
   here: data/modelnet40_normal_resampled/, 24 training and 8 test shapes of 1024 points with
   normals (corpus_data_k_16to20.yanx27_modelnet40). Edits: its CUDA calls (the model, the loss
   module, the training and test batches). Plain run: 135.6 s, exit 0, at load 5.3 (3 steps of
   PointNet++ MSG, beside BJUT's plain run). Ranks 3 to 8 name no repository: topic 20 gives
   one script.

Skips: 5 (rasulibragimov, notebook only; positivepeng, PaddlePaddle; AtefRiahi1, no PyTorch
training script at HEAD, Keras; adioshun, no training script; akansh-avkalan, a Temporal
workflow's activity), beside 5 results whose repositories the corpus holds.

First sight, in the order run (seconds of the whole --verify run in brackets):
- ceo21ckim-sasrec-beauty: kept (`cannot tell`: the DataLoader's collate_fn, at utils.py:167,
  draws at random while it puts a batch together; F.dropout at models.py:73 off) [62.0 s].
- average-recsys-sasrec-ml1m: broken, `differ` (0.00351 from one process computing the ranks'
  slices, at pos_embed, against 1.19e-07 with its rounding moved), where a correct run agrees.
  The 2-rank run said "the loss at sas_run.py:43 sums a tensor of the slice's 8 rows: a sum
  over the batch, so the ranks' gradients are added up". The cause appears to be the loss's
  divisor: a sum over the slice's positions divided by their count taken from the batch's
  padding mask (`ignore.sum() * batch_size`, a tensor) is a mean over counted positions, to be
  weighed by each rank's share of the count, and multigpu read it as a sum over the batch
  (weight N), as it takes only a number or the slice's rows for a mean's divisor; the
  validation pass over a second, unshuffled DataLoader, begun in train() mode between the
  step's forward and its backward (split, as batch j's wavenet's was), may add to it [104.5 s].
- charlie-bell-lstm-autoencoder-gs: kept (`agree`, 0 after 8 steps, with the warning that the
  ranks train on the same batches and the note that nothing was drawn after its first
  backward; F.dropout at autoencoder.py:39 off) [14.9 s].
- aerocast-gru-weather-sim: broken, `cannot tell`: the run on 2 ranks stopped, rank 1 in
  mlflow.pytorch.autolog (MLflow's gorilla patching: "'<class 'type'>' object has no attribute
  'add_event'"), where one process ran; a correct run agrees. The cause appears to be that a
  rank other than 0 is given a stand-in for tensorboard's SummaryWriter (multigpu writes
  events on rank 0 alone) that lacks the real class's attributes, and MLflow's autolog, which
  patches SummaryWriter.add_event whether or not the script uses it, fails on it: the rule
  missing is that a rank's stand-in for a library's class keeps every attribute of the class
  it stands for, so code that inspects or patches it runs as in one process [18.6 s].
- kan3103-lstm-weather: kept (`agree`, 1.04e-07 with one process directly; the LSTM's dropout
  between layers at train.py:279 and F.dropout at train.py:281 off) [10.2 s].
- qbeer-capsnet-multimnist: kept (`differ`: rank 1 failed on "The size of tensor a (16) must
  match the size of tensor b (8)" at model.py:59, the hint naming 8 and 16, and the line that
  a batch size written into the script breaks on a slice of the batch) [12.6 s].
- spikefairway-capsnet-mnist: kept (`agree`, 3.35e-08 against the split's run, at
  digit_caps.W; the crops seeded by index; the split itself, 1.86e-05, named as rounding)
  [36.1 s].
- yanx27-pointnet2-msg-modelnet40: broken, `cannot tell` where its recipe says `differ`: 0.00601
  from one process computing the ranks' slices (at sa3.mlp_convs.2.weight), within 10x that
  run with its rounding moved by 1 ulp, "and the script draws at random in its training loop
  where each rank draws its own: the yardstick cannot tell those draws from rounding"; the
  draws named as the recipe expects (np.random.random at provider.py:244 and 245, "not a row
  per sample"), the scale, the shift and the forward's torch.randint keyed by sample, dropout
  off, batch norm per rank warned (with --sync-batchnorm still 0.00601). The cause appears to
  be the rule for a yardstick that draws: where the ranks draw in the loop what is not a row
  per sample and it feeds the training, no run of the ranks computes one process's steps
  whatever the yardstick says, so the verdict should be `differ` naming the draw (as batch i's
  difftraj was expected to get); multigpu gives `cannot tell` whenever the difference falls
  within the yardstick, here a wide one (farthest point sampling's argmax and max pooling turn
  a 1-ulp move into other choices) [466.6 s].
- bjut-lstm-autoencoder-car-hacking: kept (`agree`, 1.34e-07 with one process directly, at
  encoder.V_o.weight) [18.9 s].

At first sight 6 of 9 kept; broken: average-recsys-sasrec-ml1m (`differ`, where a correct run
agrees), aerocast-gru-weather-sim (the ranks stopped in MLflow's autolog), and
yanx27-pointnet2-msg-modelnet40 (`cannot tell` where the recipe says `differ`).
No silent wrong result (no `agree` where the recipe says otherwise).

Doubts for the lead:
- Topic 17, Charlie-Bell: its plain run took 147.5 s at load 14, over the rule's minute (one
  float64 window a step; the rest plotting); its data is its own GS.csv, cut by an edit to the
  half year before its split and the last five months after it, chosen so its anomaly plot
  finds one (a year around the split stopped the plot on no anomaly).
- Topic 17, BJUT: the data made here was tuned once (a flood of one ID in the attack windows)
  so that its threshold grid, after training, finds a threshold at all; the first version
  trained and then stopped in that report.
- Topic 18, AeroCast: taken although its forecaster at HEAD is a GRU (the hit's LSTM is in the
  history), as the rule takes repositories and the readme's training script; its plain run
  took 171.5 s at load 12, mostly MLflow's database and model logging after training.
- Topic 18, kan3103: run with --val-split 0 (its own flag), as its validation pass raises a
  NameError at HEAD; so no validation runs.
- Topic 19: both capsule networks' plain runs took about 150 s, run side by side at load 11.
  qbeer's `differ` is by its model: a parameter shaped by the configured batch size.
- Topic 20, akansh-avkalan's skip (a Temporal workflow's activity, needing its server) is not
  one of the rule's reasons in its letter; nearest, another framework.
- Topic 20, yanx27: `differ` naming the draw was chosen over `cannot tell` as batch i chose
  it for difftraj's time steps (a draw in the loop, with the batch split by a DataLoader, that
  is not a row per sample); the draw is an augmentation of the data, which some would read
  as the data differing (`cannot tell`), and multigpu's `cannot tell` names the same draws:
  whether the recipe or multigpu is wrong is the lead's call.
- Topic 16, Average-Recsys: its `agree` rests on reading `sum / (mask count x batch size)` as
  a mean over counted positions, and on its validation pass inside the step training
  nothing.
"""

from __future__ import annotations

from corpus_recipes import MADE, WANDB_STAND_IN, ZERO_DIM, Edit, Recipe, _made_here

CEO21CKIM = ("ceo21ckim/SASRec-Pytorch", "8d43d4f386bdb91dc53f37678fde164323f938a2")
AVERAGE_RECSYS = ("Average-Recsys-Enjoyer/SasRec", "b4c9dc39f825eabcc94488ffe0bb307012aa56db")
AVERAGE_CONFIG = "default_config.yaml"
BJUT = ("BJUT-The-Four-Resourceful-Minds/TITS", "34f306df829634fd7b92f84e5313fc54e7662f38")
CHARLIE_BELL = ("Charlie-Bell/lstm-autoencoder", "3f7ca7a714d2a69bd468603ee346981d52fe76fb")
AEROCAST = ("mdgolammafuz/AeroCast", "80a2050807dbc6c7e91db20d5fa813291250f826")
KAN3103 = ("kan3103/bigdata-weather-system", "ce6dcf721912cdc75babc016c33e364c512aa7fc")
QBEER = ("qbeer/capsule-net", "8aea798540e3f056928a9b0bbf3903e836b1d3ea")
QBEER_CONFIG = "config.yml"
SPIKEFAIRWAY = ("spikefairway/CapsNet-PyTorch", "76aaabaad01283333a5f73a564cb1461449b4449")
YANX27 = ("yanx27/Pointnet2_pytorch", "b4e79513391c11e98df30d3241a0a24ed3cb3a2a")
CUDA = "CPU: the script moves it to CUDA whatever is there"
DROPOUT = "dropout is switched off for the check"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "ceo21ckim-sasrec-beauty",
        *CEO21CKIM,
        "main.py",
        "sequential recommendation (SASRec: item and position embeddings, two causal "
        "self-attention blocks of nn.MultiheadAttention with point-wise feed-forward "
        "convolutions, layer norm and dropout; each user's history a sequence of 50, the next "
        "item its positive and a negative item drawn with NumPy for each position by the "
        "DataLoader's collate_fn as it puts the batch together; binary cross-entropy with "
        "logits over the non-padded positions, positives and negatives; Adam; NDCG@10 and "
        "HR@10 against 100 negatives drawn per user after each epoch)",
        "cannot tell",
        "its shuffled DataLoader's batches of users are split per rank, but the negatives are "
        "drawn with np.random.randint in the DataLoader's collate_fn while it puts a batch "
        "together: one process draws them for the whole batch, each rank for its slice, and "
        "no seed per sample reaches them, so the ranks train on other negatives than one "
        "process; a correct verdict says it cannot tell, naming the collate_fn; " + DROPOUT,
        (),
        # The readme's command (`python main.py --dataset Beauty-Origin --use_wandb true
        # --dr_rate 0.2`) with Weights & Biases off (its service; utils.py imports wandb
        # whatever the flag, so a stand-in module beside it), one epoch (not 200), batches of
        # 16 (4 steps over the 64 users made here) and sequences of 20, not 50.
        args=(
            "--dataset",
            "Beauty-Origin",
            "--use_wandb",
            "false",
            "--dr_rate",
            "0.2",
            "--num_epochs",
            "1",
            "--batch_size",
            "16",
            "--max_length",
            "20",
        ),
        files={"wandb.py": WANDB_STAND_IN},
        paths=("models.py", "utils.py"),
        data="ceo21ckim_beauty",
        names="collate_fn",
        first_sight="kept",
    ),
    Recipe(
        "average-recsys-sasrec-ml1m",
        *AVERAGE_RECSYS,
        "sas_run.py",
        "sequential recommendation (SASRec: item embeddings shared with the prediction, a "
        "learned position embedding, one causal nn.TransformerEncoderLayer with dropout; each "
        "user's padded history, its next items as positives and one negative per position "
        "drawn with np.random.choice in the data set's __getitem__; a shuffled DataLoader with "
        "2 workers; a hand-written binary cross-entropy summed over the non-padded positions "
        "and divided by their count times the configured batch size; Adam; a hit@10 and NDCG "
        "pass over a validation loader inside the training step, between its forward and its "
        "backward, at the first and last steps and every quarter epoch; the weights saved)",
        "agree",
        "its shuffled DataLoader's batches of 16 users are split per rank (8 + 8); the loss is a "
        "sum over the slice's non-padded positions divided by their count (a mean over counted "
        "positions, times a constant), which the ranks' weighting by their counts makes one "
        "process's; the negatives are the data's, drawn in __getitem__ and seeded per sample "
        "for the check; the validation pass inside the step trains nothing (no backward on "
        "it); no batch norm; " + DROPOUT,
        (
            Edit("model.cuda()", "model.cpu()", CUDA + " (the model)"),
            Edit(
                "source, target, pad_mask, neg_samples = source.cuda(), target.cuda(), "
                "pad_mask.cuda(), neg_samples.cuda()",
                "source, target, pad_mask, neg_samples = source, target, pad_mask, neg_samples",
                CUDA + " (each training batch)",
            ),
            Edit(
                "model(val_source.cuda(), None, neg_samples.cuda(), pad_mask.cuda())",
                "model(val_source, None, neg_samples, pad_mask)",
                CUDA + " (each validation batch)",
            ),
            Edit(
                "dropout=0.1, b=2, device='cuda:0'):",
                "dropout=0.1, b=2, device='cpu'):",
                CUDA + " (the causal mask, on the model's default device)",
                "model.py",
            ),
            Edit(
                "from_pretrain: 'state_dict.pt'",
                "from_pretrain: null",
                "no checkpoint to resume: the config loads state_dict.pt, which the script "
                "writes after each epoch and the repository does not hold (a FileNotFoundError "
                "at a first run)",
                AVERAGE_CONFIG,
            ),
            Edit("n_epochs: 20", "n_epochs: 1", "one epoch, not 20", AVERAGE_CONFIG),
            Edit(
                "batch_size: 128",
                "batch_size: 16",
                "batches of 16, not 128: 4 steps over the 64 users made here",
                AVERAGE_CONFIG,
            ),
        ),
        # Its readme runs nothing; the hit (main.py, a shape check) is not at HEAD, whose
        # SASRec training script is sas_run.py (caser_run.py trains Caser). It reads
        # ./default_config.yaml, whose data path, data/ml-1m.txt, is made here.
        paths=("data.py", "model.py", AVERAGE_CONFIG),
        data="average_recsys_ml1m",
        first_sight="broken: differ: after 3 optimizer step(s) the parameters on 2 ranks differ "
        "from one process's computing the ranks' slices, first at 'pos_embed' (largest "
        "difference 0.00351; that run again with its rounding moved by 1 ulp: 1.19e-07)",
    ),
    Recipe(
        "charlie-bell-lstm-autoencoder-gs",
        *CHARLIE_BELL,
        "main.py",
        "time series anomaly detection (an LSTM autoencoder in float64 on Goldman Sachs' daily "
        "closes, standardised and cut into windows of 15: an LSTM of 128 whose last hidden "
        "state is repeated over the window and decoded by an LSTM of 128 and a linear layer, "
        "dropout after each; no DataLoader: one window a step, in order; an L1 loss summed over "
        "the window, SGD at 1e-12; a validation pass, the model and its history saved; then "
        "the reconstruction errors of every window plotted against a threshold with seaborn)",
        "agree",
        "no DataLoader: every step is one window taken by index in order, the same on every "
        "rank, so every rank trains on the whole batch as one process: exact, with the "
        "warning that the ranks train on the same batches; the L1 loss is a sum over the "
        "window's 15 steps, not over samples (one sample a step); nothing random but its two "
        "dropouts, which are switched off for the check",
        (
            Edit(
                "training = False",
                "training = True",
                "train, as the readme's model was trained: the script ships with training off "
                "and loads the repository's models/model.pth instead",
            ),
            Edit("n_epochs=2", "n_epochs=1", "one epoch, not 2"),
            Edit(
                "df.loc[:, 'Date'] = pd.to_datetime(df['Date'])",
                "df['Date'] = pd.to_datetime(df['Date'])",
                "pandas 3 refuses to set datetimes into a column of strings in place (`.loc[:, "
                "'Date']`, a TypeError); pandas 1, which the code was written for, replaced the "
                "column: assigned whole, the same values",
                "src/preprocess.py",
            ),
            Edit(
                "    dataframe = pd.read_csv(PATH)\n",
                "    dataframe = pd.read_csv(PATH)\n"
                "    dataframe = dataframe[((dataframe['Date'] > '2013-01-01') & "
                "(dataframe['Date'] <= '2013-07-01')) | (dataframe['Date'] > '2020-10-01')]\n",
                "fewer samples: the half year of closes before its split (2013-07-01) to train "
                "on, about 110 windows, each a step (its 3,500 took more than 400 s at the "
                "machine's load), and the last five months, far above them, to validate and "
                "plot (its plot of anomalies needs one past its threshold: a year around the "
                "split had none, a ValueError in the scaler's inverse of no rows)",
                "src/preprocess.py",
            ),
            Edit(
                "open('utils\\standard_scaler.pickle', 'rb')",
                "open('utils/standard_scaler.pickle', 'rb')",
                "the plotting reads the scaler by a Windows path (a backslash, a file of that "
                "name on Linux, which nothing writes); preprocess.py writes it to "
                "utils/standard_scaler.pickle",
                "src/plot.py",
            ),
        ),
        # The repository's own data (data/GS.csv, Goldman Sachs' closes 1999 to 2021) and the
        # folders it writes into (graphs/, history/, models/, utils/).
        paths=("src", "data/GS.csv", "graphs", "history", "models", "utils"),
        first_sight="kept",
    ),
    Recipe(
        "bjut-lstm-autoencoder-car-hacking",
        *BJUT,
        "car_hacking_main.py",
        "time series anomaly detection (a replication of an LSTM autoencoder for intelligent "
        "transportation systems on the Car-Hacking CAN bus data: each file cut into 3 s "
        "windows of 50 messages or more, each window's count of IDs and the mean and spread "
        "of its payloads' counts turned into one normalised likelihood, sequences of 10 such "
        "values; an encoder and a decoder of hand-written LSTM cells of 50 and a linear "
        "reconstruction; trained on normal sequences only, a random split of its own from "
        "torch's global stream; a shuffled DataLoader; MSE, Adam; then a grid of 90 "
        "thresholds on the test sequences' reconstruction errors, plotted)",
        "agree",
        "its shuffled DataLoader's batches of 16 sequences are split per rank (8 + 8): one "
        "process's average of a mean squared error; the split of the data set is drawn from "
        "torch's stream before training, alike on every rank; no dropout, no batch norm, "
        "nothing random in training: exact to rounding",
        (
            Edit(
                "batch_size = 100",
                "batch_size = 16",
                "batches of 16, not 100: 3 steps over the 48 or so normal training sequences "
                "made here",
            ),
            Edit("epoch = 500", "epoch = 1", "one epoch, not 500"),
        ),
        # The readme: put the Car-Hacking Dataset beside the code and run car_hacking_main.py
        # (nb15_main.py trains on UNSW-NB15 the same way).
        paths=("data_processing", "model", "model_test", "NLT"),
        data="bjut_car_hacking",
        first_sight="kept",
    ),
    Recipe(
        "aerocast-gru-weather-sim",
        *AEROCAST,
        "training/mlflow_gru_train_sim.py",
        "weather forecasting (AeroCast's simulated path: windows of 24 hourly readings of "
        "temperature, a fake wind and a fake pressure, the next temperature the target; a GRU "
        "of 16 and a linear head; a shuffled DataLoader of 16; MSE, Adam; MLflow's tracking "
        "with pytorch autolog, the model saved and logged, a metric pushed to a Prometheus "
        "gateway)",
        "agree",
        "its shuffled DataLoader's batches of 16 are split per rank (8 + 8): one process's "
        "average of a mean squared error; one GRU layer, so no dropout; no batch norm; nothing "
        "random in training: exact to rounding",
        (
            Edit(
                "for epoch in range(30):",
                "for epoch in range(1):",
                "one epoch, not 30: 11 steps over the 176 windows made here",
            ),
        ),
        # The readme's step 3: `python data/generate_training_data_sim.py` (its CSV, made here
        # in its form) then `python training/mlflow_gru_train_sim.py --setup`. Its metrics go
        # to a Prometheus gateway at localhost:9091 that is not there (the push fails and is
        # caught, as the script expects without its docker stack); prometheus_client was
        # installed for its import.
        args=("--setup",),
        paths=("model/__init__.py", "model/gru_model.py", "data/generate_training_data_sim.py"),
        data="aerocast_training_csv",
        first_sight="broken: cannot tell: the run on 2 ranks stopped: rank 1 failed: "
        "AttributeError: '<class 'type'>' object has no attribute 'add_event' (at "
        "gorilla.py:630)",
    ),
    Recipe(
        "kan3103-lstm-weather",
        *KAN3103,
        "prediction/train.py",
        "weather forecasting (an LSTM of two layers with dropout between them over sequences "
        "of Open-Meteo readings and four time-of-day features, dropout on its last state, two "
        "heads: the next weather code (cross-entropy) and the next temperature (MSE, weighted "
        "0.1), its bias set to the data's mean; a shuffled DataLoader with its own collate_fn; "
        "Adam with weight decay, gradients clipped to norm 1; an evaluation after training)",
        "agree",
        "its shuffled DataLoader's batches of 16 are split per rank (8 + 8): a mean "
        "cross-entropy plus 0.1 times a mean squared error, one process's average; the clipping "
        "acts on the averaged gradient as in one process; its collate_fn stacks and draws "
        "nothing; no batch norm; " + DROPOUT + " (its LSTM's between layers and its own)",
        (),
        # Its readme runs its Kafka and Spark stack; prediction/train.py is its training
        # script, run from its folder with the data made here, one epoch, batches of 16 (6
        # steps over 96 records) and no validation split (--val-split 0: with one, its
        # validation pass raises a NameError at HEAD, `temp_loss` being unset on the
        # single-step path).
        args=(
            "--data-path",
            "datasets/sample_weather.json",
            "--epochs",
            "1",
            "--batch-size",
            "16",
            "--val-split",
            "0",
        ),
        data="kan3103_weather_sequences",
        first_sight="kept",
    ),
    Recipe(
        "qbeer-capsnet-multimnist",
        *QBEER,
        "train.py",
        "capsule network (CapsNet on MultiMNIST: two MNIST digits of other classes, each "
        "moved by torchvision's RandomAffine and cropped, overlaid; the second digit chosen "
        "with Python's random in __getitem__; two convolutions, primary capsules squashed, "
        "three rounds of routing by agreement whose logits start from a parameter of shape "
        "(batch size, 1152, 10, 1, 1) made from the configured batch size; a margin loss "
        "summed and divided by the batch's rows; Adam; tensorboard)",
        "differ",
        "its DataLoader's batches (unshuffled, drop_last) are split per rank, but the routing "
        "logits' parameter is made with the configured batch size as its first dimension and "
        "multiplied with the batch's predictions: a rank's slice of half as many rows cannot "
        "be broadcast against it and the ranks stop, while one process runs; a correct "
        "verdict is differ, naming the batch size written into the script",
        (
            Edit(
                "import torchvision\n",
                "import torchvision\nimport corpus_data; torchvision.datasets.MNIST = "
                "corpus_data.MNIST\n",
                MADE + " (the MNIST it downloads to /tmp)",
                "src/capsule_net/multimnist_dataset.py",
            ),
            Edit('device: "cuda"', 'device: "cpu"', CUDA + " (the config names it)", QBEER_CONFIG),
            Edit("epochs: 50", "epochs: 1", "one epoch, not 50", QBEER_CONFIG),
            Edit(
                "batch_size: 512",
                "batch_size: 16",
                "batches of 16, not 512: 16 steps over the 256 digits made here",
                QBEER_CONFIG,
            ),
        ),
        # Its readme runs nothing; train.py is its training script.
        paths=("src", QBEER_CONFIG),
        data="qbeer_chkpts",
        names="a batch size written into the script breaks on a slice of the batch",
        first_sight="kept",
    ),
    Recipe(
        "spikefairway-capsnet-mnist",
        *SPIKEFAIRWAY,
        "main.py",
        "capsule network (Sabour et al.'s CapsNet on MNIST: a convolution, primary capsules, "
        "digit capsules by three rounds of dynamic routing, a decoder of three linear layers "
        "reconstructing the image from the true class's capsule; random crops with padding; "
        "a shuffled DataLoader; the margin loss and 0.0005 times the reconstruction's squared "
        "error, each a mean over the batch; Adam, the rate decayed each epoch; a test batch "
        "reconstructed after every step, tensorboardX logs, a test pass each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 32 are split per rank (16 + 16): the margin "
        "loss and the reconstruction loss are means over the batch's rows, one process's "
        "average; the crops are the data's, seeded per sample for the check; the routing "
        "starts from zeros; the reconstruction of a test batch after each step runs no "
        "backward; no dropout, no batch norm: exact to rounding",
        (
            _made_here("from torchvision import datasets, transforms", "MNIST"),
            Edit(
                "CapsuleNetwork(routing_iters=args.routing, is_relu=args.relu)",
                "CapsuleNetwork(routing_iters=args.routing)",
                "the model takes no is_relu (a TypeError at HEAD: main.py passes a flag its "
                "CapsuleNetwork never gained); its PrimaryCaps squash, as without --relu, "
                "the default",
            ),
            Edit(
                "test_iter.next()",
                "next(test_iter)",
                "a DataLoader's iterator has no .next() since Python 3's torch: next()",
            ),
            Edit(
                "100. * batch_idx / len(train_loader), loss.data[0] )",
                "100. * batch_idx / len(train_loader), loss.item() )",
                ZERO_DIM + " (the printed loss)",
            ),
            Edit(
                "writer.add_scalar('train/loss', loss.data[0], n_iter)",
                "writer.add_scalar('train/loss', loss.item(), n_iter)",
                ZERO_DIM + " (the logged loss)",
            ),
            Edit(
                "margin_loss.data[0], n_iter)",
                "margin_loss.item(), n_iter)",
                ZERO_DIM + " (the logged margin loss)",
            ),
            Edit(
                "reconstruction_loss.data[0], n_iter)",
                "reconstruction_loss.item(), n_iter)",
                ZERO_DIM + " (the logged reconstruction loss)",
            ),
            Edit(
                "loss.data[0], margin_loss.data[0], reconstruction_loss.data[0]",
                "loss.item(), margin_loss.item(), reconstruction_loss.item()",
                ZERO_DIM + " (the test losses)",
            ),
        ),
        # The readme's `python main.py`, with one epoch (not 10), batches of 32 (8 steps over
        # the 256 digits made here) and a test batch of 16 to reconstruct after each step.
        args=("--epochs", "1", "--batch-size", "32", "--test-batch-size", "16"),
        paths=("capsule_network.py", "caps_layers.py", "decoder.py"),
        first_sight="kept",
    ),
    # Corrected after its first sight (by the batch's lead, 2026-11-29): expect 'cannot tell', was
    # 'differ'; its first_sight is left as recorded. Its difference (0.00601) lies within 10x the
    # 1-ulp yardstick (farthest-point sampling and max pooling amplify rounding), and it draws in
    # the loop with each rank its own (named): by batch j's rule, such an agreement cannot tell
    # those draws from rounding. The recipe followed batch i's difftraj, written before that rule
    # (its helper's doubt).
    Recipe(
        "yanx27-pointnet2-msg-modelnet40",
        *YANX27,
        "train_cls.py",
        "point cloud classification (PointNet++ with multi-scale grouping on ModelNet40 with "
        "normals: farthest point sampling from a random start drawn with torch.randint in the "
        "forward, ball queries at three radii, shared MLPs with batch norm, max pooling; a "
        "head of two linear layers with batch norm and dropout; NLL of a log softmax; each "
        "batch augmented in the training loop with NumPy: a random point dropout per cloud "
        "(a ratio drawn per cloud one by one, then a draw per point), a scale and a shift per "
        "cloud; a shuffled DataLoader with 4 workers; Adam with weight decay, StepLR; a test "
        "pass each epoch, the best model saved)",
        "cannot tell",
        "its shuffled DataLoader's batches of 8 are split per rank (4 + 4), but the loop "
        "augments each batch with NumPy after it is loaded: provider.random_point_dropout draws "
        "each cloud's ratio with np.random.random() one cloud at a time and then a row of its "
        "points' draws, which is not a row per sample of the batch, so each rank draws its "
        "own from its own stream and no run of 2 ranks computes one process's steps (the scale "
        "and shift, np.random.uniform with the batch's rows, can be keyed); a correct verdict "
        "names the draw; the forward's torch.randint start is a row per sample; dropout is "
        "switched off; batch norm per rank",
        (
            Edit(
                "classifier = MODEL.get_model(num_class,normal_channel=args.normal).cuda()",
                "classifier = MODEL.get_model(num_class,normal_channel=args.normal)",
                CUDA + " (the model)",
            ),
            Edit(
                "criterion = MODEL.get_loss().cuda()",
                "criterion = MODEL.get_loss()",
                CUDA + " (the loss module)",
            ),
            Edit(
                "points, target = points.cuda(), target.cuda()\n            optimizer.zero_grad()",
                "optimizer.zero_grad()",
                CUDA + " (each training batch)",
            ),
            Edit(
                "points, target = points.cuda(), target.cuda()\n        classifier = model.eval()",
                "classifier = model.eval()",
                CUDA + " (each test batch)",
            ),
        ),
        # The readme's `python train_cls.py --model pointnet2_cls_msg --normal --log_dir
        # pointnet2_cls_msg`, one epoch (not 200) and batches of 8 (3 steps over the 24
        # shapes made here).
        args=(
            "--model",
            "pointnet2_cls_msg",
            "--normal",
            "--log_dir",
            "pointnet2_cls_msg",
            "--epoch",
            "1",
            "--batch_size",
            "8",
        ),
        paths=("provider.py", "data_utils/ModelNetDataLoader.py", "models"),
        data="yanx27_modelnet40",
        names="not a row per sample",
        first_sight="broken: cannot tell: after 3 optimizer step(s) the parameters on 2 ranks "
        "are beyond float tolerance from one process's computing the ranks' slices (largest "
        "difference 0.00601, at 'sa3.mlp_convs.2.weight') though within 10x that run again with "
        "its rounding moved by 1 ulp, and the script draws at random in its training loop where "
        "each rank draws its own (np.random.random at provider.py:244 and 245, not a row per "
        "sample)",
    ),
)
