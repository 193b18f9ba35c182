"""Batch s, topics (32) to (38): batch s's rule (corpus_first_sight_s.py's docstring, verbatim
there) applied to cryptocurrency price prediction with an LSTM, option pricing with a neural
network, portfolio optimization with deep learning, graph neural network fraud detection,
community detection with a graph neural network, hierarchical graph pooling DiffPool and galaxy
morphology classification. Seven scripts from seven repositories: one for topic 32, two each
for topics 33 and 34, one each for topics 35 and 37, none for topics 36 and 38 (every `code`
and `pages` result read; see below). Topics 32 and 33 were done by a first helper, cut off by
an interruption after their first sights; topics 34 to 38 by a second (tag s_32to38), from
23:01 UTC on 2026-12-01. At first sight 5 of 7 kept: three `agree`, two `differ`, each as
expected; two broken: narumiruna-deep-portfolio-sortino said `agree` (a silent wrong result)
where `differ` naming the loss that mixes the batch's samples was expected, and
survexman-variational-allocation stopped in multigpu's own start-up broadcast (a sparse CSR
buffer) where `cannot tell` naming the collate_fn's draws was expected (see Doubts).

Plain runs: prepared as benchmarks/corpus.py prepares them (corpus.extract, corpus.prepare, in
/tmp/s_runs/plain-NAME), MPLBACKEND=Agg, `nice -n 10` (topics 32 and 33 outside the lock,
topics 34 to 38 behind /tmp/s_plain_lock, with `python SCRIPT` as a user runs it). First
sights: the frozen tree /tmp/wts/src, behind /tmp/s_lock, each once, --timeout 600, after the
recipe (expect and why included) was final.

Installed into .venv from PyPI by the second helper (each checked first with `pip install
--dry-run`; none replaces torch, torchvision, numpy or transformers): mlconfig 0.1.8 and oyaml
1.0 (narumiruna's package builds everything through mlconfig 0.1's registry; mlconfig 0.3 has
another API); cvxpy 1.9.3, cvxpylayers 1.2.0, diffcp 1.1.9, clarabel 0.11.1, scs 3.3.1, osqp
1.1.3, qdldl 0.1.9.post1, highspy 1.16.0, sparsediffpy 0.6.1 (survexman's convex layer);
quantstats 0.0.86 with yfinance 1.7.0, curl_cffi 0.17.0, beautifulsoup4 4.15.0, soupsieve
4.1.3, multitasking 0.0.13, peewee 4.5.3, websockets 17.4 (survexman's reports after
training); deepdow 0.2.3 with --no-deps (its declared dependencies pull mlflow's server side,
SQLAlchemy and more; the script imports only deepdow.data and deepdow.losses, which need none).
loguru, pytorch-lightning, torch-geometric and scikit-learn were already there. dgl 2.1.0 was
tried in /tmp/s_dgl_try (not the venv) and removed. The first helper installed nothing.
Data made here: corpus_data_s_32to38.waleylin_coin_bitcoin, narumiruna_yfinance,
sudokim_amazon_graph and shuguoj_tu_dd.

"In the corpus": any repository named in corpus_recipes.py or corpus_first_sight_*.py, or
claimed in /tmp/s_claims.txt (checked before each was taken; each taken one claimed at once).
Ranks are the results' own. Per topic, results in order:

32. Cryptocurrency price prediction with an LSTM, `code`: inotives/pytorch-crypto (rank 1,
   README.md; HEAD 4852863ee92be7995c53f1d05eb7ac972a2e04c2) skipped, no training script: the
   readme's `python run_models.py` runs only a moving average and VAR (statsmodels; the LSTM's
   run_predictor is imported, never called), and train_models.py calls
   model_LSTM.train_model() without its nine required arguments (a TypeError).
   atimogus/bitcoin-price-prediction-using-machine-learning (rank 2) skipped, another
   framework (its readme: keras, tensorflow). ElliotVilhelm/LSTM_Crypto (rank 3; HEAD
   c6f1b3ecea07bb145f0dacafc85fc76ac7cd9902) skipped, data from the internet: train.py's
   get_data pulls klines from Binance's API (python-binance's Client with keys from a
   config.py the repository lacks; TA-Lib). WaleyLin/rnn (rank 4; HEAD
   976eb5bbb79952d07691687b8345f82870e76b94) taken: rnn.py, the repository's one script.
   Ranks 5 to 12 name no repository. `pages`: monotonum.com (1 to 3), deepnote.com (4, 5),
   hf.qunn.eu.org (6), fmz.com (7), fast.hugflare.com (8) name no GitHub repository. Topic 32
   gives one script. Plain run: 11.2 s, exit 0, at load 0.20.

33. Option pricing with a neural network, `code`: zanulhaq-git/Options-pricing-surrogate
   (rank 1; HEAD d17643a5350bfcc0b58682d46183a5cafcf5f0c1) taken: bs_nn_train.py (the readme
   names no command; the one script). VedangAsgaonkar/Machine-Learning-Notes (rank 2) passed
   over: in the corpus. kyleosung/DS3ML3_Final_Project (rank 3, chess_SL.py; HEAD
   ab4ea03a7e4b3593b7ee2983fcf3c22046153d6c) skipped, training only in notebooks: the hit's
   file is gone at HEAD, the readme points to chess_SL_E8_train.ipynb (the *_lib.py files
   define models; lichess-bot plays). CodingNoob234/casestudy-neural-networks (rank 4) passed
   over: in the corpus (j_31to35). Ranks 5 to 12 name no repository. `pages`:
   github.com/Shash23/FONN (rank 1; HEAD d344a6700c40e4e8d04036fc0e5511ed558ba374) taken:
   development/model.py (the readme: "The finalized model can be found in model.py"; its
   __main__ trains). smalda/finance-stuff (2) and the rest not needed. Plain runs:
   zanulhaq 15.9 s, exit 0, at load 2.36; Shash23 40.1 s, exit 0, at load 3.61.

34. Portfolio optimization with deep learning, `code`: narumiruna/deep-portfolio (rank 1,
   README.md; HEAD 6b645c84167a9d17e9b0ffbf8715d1c7818454da) taken: deepportfolio/cli.py, the
   package's one command (`train`; the readme names none), with configs/default.yaml. Made
   here: four yfinance CSVs (date, close) under deepportfolio/data/yfinance, which its
   scripts/ download from Yahoo. Edits: the package on the path and imported (as running its
   module does), the schedulers registered with torch 2's LRScheduler base (mlconfig 0.1
   looks for _LRScheduler and registered none), pandas 3's read_csv without date_parser,
   mlflow's runs kept in a local folder (mlflow 3's SQLite default needs SQLAlchemy; its
   folder store must be allowed), 1 epoch (not 100). Plain run: exit 0 (ended 23:23:44;
   374.6 s in all, most of it waiting for the plain lock). dimasthoriq/DL-portfolio-
   optimization (rank 2; HEAD 117291a68dde248770c6970c1aedea81c4e746f0) skipped, training only
   in a notebook: train.py only defines train_one_epoch, validate and training, called from
   experiment.ipynb (utils.get_data pulls yfinance). arthurdecloedt/thesis (rank 3,
   backtest.py; HEAD 5d8200ec6a7002b74f6ade58a27ff24694bb8191) skipped, no training script:
   the hit's backtest.py is gone at HEAD (scripts/backtest.py defines train(), never called),
   the readme names no command, train_main.py builds its container and leaves
   `cont.train(20)` commented out, and train.pbs runs a main_train.py the repository lacks
   (the data, pre-embedded tweets, lie on the author's cluster). VedangAsgaonkar/Machine-
   Learning-Notes (rank 4) in the corpus. Ranks 5 to 12 name no repository. `pages`:
   deepwiki.com/survexman/deep_learning_portfolio_optimization (ranks 1, 3, 4, 5; read as
   OWNER/NAME as batch f read deepwiki.com; HEAD de7f470ebf0eafa6283abec68d22a6ea5ccb95b6)
   taken: scenario/synthetic_variational_allocation.py, the script its readme's page
   describes. Made here: nothing (its returns are drawn inline). Edits: the repository's root
   on the path (it imports utils, model and layer), 1 epoch (not 10). Plain run: exit 0
   (ended 23:35:38; 164.1 s with the lock's wait). gaiaex.com (2, 8), ai.stackexchange.com
   (6) and techqa.club (7) name no repository. Topic 34 gives two scripts.

35. Graph neural network fraud detection, `code`: sudokim/gnn-fraud-detector (ranks 1 and 2;
   HEAD 228c541ba2ab62cf4323620562a0e3091e4caa7d) taken: main.py (the readme's tree names it;
   Lightning). Made here: dataset/amazon_instruments_* (a SciPy CSR user graph, features,
   labels, split masks; the Amazon data are not in the repository). Args: 5 epochs (not
   2,000). Plain run: 38.3 s, exit 0, at load 7.68. Shreenidhi9105/Fraud-detection-using-GNN
   (rank 3; HEAD cc9ffa9906c3f025fe9da222e107fea96f90edee) skipped, training only in a
   notebook (`pjt-nigerian (1).ipynb`, the one code file). MariaZork/mariazork.github.io (rank
   4) skipped, no training script: a Jekyll blog (the index lists jekyll.py and
   medium_to_jekyll.py, no other Python; the tutorial's code lies in a post's Markdown); not
   fetched. Ranks 5 to 12 name no repository. `pages`: mitraailife.com (1, 2), graphcore.ai
   (5, 6, 8: a Paperspace notebook) and ashishgore.com (7) name no repository;
   github.com/Falli007/Graph-Neural-Networks- (3; HEAD
   c4ba77d37534128b1aa81ee7aefe21db29c30f23) skipped, training only in notebooks (three
   .ipynb, nothing else); webkkk.net/Accrame/fraud-detection-gnn (4), a GitHub path under
   another host's name, passed over. Topic 35 gives one script.

36. Community detection with a graph neural network, `code`: Vak07/Supply_Chain_Optimization
   (rank 1) and huluxiaohuowa/hdl (rank 3) in the corpus; dlagez/python (rank 4,
   2023_07_15/demo4.py; HEAD d0768a3ff2898dde3dad9ddeb239155cda2300a9) skipped, no training
   script: the hit's demo4.py only builds a PyG Data object (from a G, nx and np it never
   defines), no model, no optimizer; the repository has no readme. Ranks 2 and 5 to 12 name
   no repository. `pages`: apxml.com (1, 5), ml-notes.akkefa.com (3, 7), docs.dgl.ai (4, 8:
   a tutorial file, no repository address in its text) and huggingface.co (6) name no
   repository; github.com/tae898/gnn-edge-classifier (2) in the corpus (c, e). Topic 36 gives
   no script.

37. Hierarchical graph pooling DiffPool, `code`: 8bit-pixies/graph-differential-pooling (rank
   1; HEAD 816989c6abd2f9fa639baf6e25194897ead87642) skipped, no training script: one
   diff_pool.py of notes (a module, a forward on random input, dense_diff_pool, a test
   function; no optimizer, no backward). dmlc/dgl (rank 2, examples/pytorch/diffpool)
   skipped, a package the registry lacks for this torch: the newest dgl wheel PyPI has for
   Python 3.11 is 2.1.0, whose import loads dgl.graphbolt, which needs torchdata's datapipes
   (gone from torchdata 0.10 on; the releases that have them pin torch 2.1 to 2.4), and no
   graphbolt library built for torch 2.14 (tried in /tmp, not the venv; not fetched).
   ShuGuoJ/DiffPool (rank 3; HEAD a458a6c83fdcb29312978746de56de7bd3d107e8) taken: main.py,
   the readme's `python main.py`. Made here: D&D in the TU format under data/DD/DD/raw, which
   TUDataset reads instead of downloading (100 random graphs of 10 to 30 nodes). Files: a
   stand-in visdom.py (Visdom's client needs its server at port 17000). Args: 1 epoch (not
   100,000 with patience 50). Plain run: 6.6 s, exit 0, at load 2.25. d-stoll/diffpool (rank
   4; HEAD d7d381c78feaaf678151d4b39a603b44dc884878) skipped, training only in a notebook
   (diffpool.ipynb; dgl_layers/ and pyg_layers/ define models). Ranks 5 to 12 name no
   repository. `pages`: deepai.org (1), itread01.com (2), vietanh.dev (3),
   pytorch-geometric.readthedocs.io (4, 7), obsidian-79x.pages.dev (5), themoonlight.io (6)
   and grokipedia.com (8) name no repository. Topic 37 gives one script.

38. Galaxy morphology classification, `code`: sjmckay/morph-ml-sandbox (ranks 1 and 2; HEAD
   b44db473b1631f9153e738763e525e2ca7277758) skipped, no training script: train_eval.py is
   empty at HEAD (0 bytes; the older readme's train.py is gone), models.py and dataset.py
   define classes. HarshdaSaxena/EE-769_Galaxy-Classification (rank 3) skipped, another
   framework (the hit imports tensorflow; a notebook's export). mccrinbc/GalaxyZooCNN (rank 4;
   HEAD 2a29438bad7e88c231234234a577380f863ac0f3) skipped, no training script: galaxyCNN.py
   sets TRAIN = False and as written only tests saved weights (as batches a and d read
   scripts whose training is switched off), from its author's absolute path. Ranks 5 to 12
   name no repository. `pages`: jayspeidell.github.io/portfolio (1, 8) names
   jayspeidell/portfolio, which cannot be fetched; its site's repository
   jayspeidell/jayspeidell.github.io (HEAD 550e2d5665d8845ca5adae27576f05ab86e11f68) holds
   only the notebook's HTML export: training only in a notebook. zingale.github.io/
   computational_astrophysics (2, 5) names zingale/computational_astrophysics (HEAD
   c4157ea800fc14b89bb53556cbbdddf16abe1eaf), skipped, training only in notebooks
   (content/machine-learning/application-galaxies*.ipynb). anyiwn.com/SALMONPreet/... (3, 6),
   a GitHub path under another host's name, passed over. github.com/Smooth-Cactus0/data-
   analysis-portfolio (4; HEAD ee9abe85e9da9f88aba061f417cd1fd383594522) skipped, training
   only in a notebook (09-astrophysics-computer-vision: notebooks/galaxy_classification.ipynb
   trains; the readme runs a data download, image generation and a Streamlit app).
   lkwagner.github.io/IntroductionToComputationalPhysics (7) skipped, another framework (the
   page's code is JAX); not fetched. Topic 38 gives no script.

First sight, per recipe: waleylin-bitcoin-lstm, started 20:34:03, 19.1 s: `agree` with one
   process (largest difference 1.49e-08, at 'fc1.weight'), kept.
   zanulhaq-black-scholes-mlp, started 20:35:47, 22.8 s: `agree` with one process's computing
   the ranks' slices (0), the split itself 2.53e-06 (rounding or a computation over the whole
   batch), kept. shash23-finn-black-scholes-pde, queued 20:37:46 (ended 20:39:16), 22.8 s:
   `differ` at '0.weight' (1.06e-05 against a yardstick of 1.49e-08), no cause named; the
   script seeds no torch before its first forward (both runs seeded alike), kept.
   narumiruna-deep-portfolio-sortino, started 23:23:49, 20.9 s: "multigpu run --verify:
   agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one process's
   (largest difference 5.22e-07, at 'fc.bias')", the script seeding no torch before its first
   forward (both runs seeded alike): broken (a silent wrong result).
   survexman-variational-allocation, started 23:39:33, 31.0 s: "multigpu run --verify:
   differ: the run on 2 ranks stopped: rank 1 failed: RuntimeError: Sparse CSR tensors do not
   have is_contiguous (at synthetic_variational_allocation.py:115: the script took 1 slices
   of global batches from split DataLoader passes and ran no backward on any: no rank
   trained; ...)", raised in multigpu's adapt/devices/same_start.py broadcasting the module's
   tensors at the first forward; the collate_fn's draws were said before it: broken.
   sudokim-gcn-fraud-lightning, started 23:56:25 (queued from 23:45), 45.0 s: "multigpu run
   --verify: agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one
   process's (largest difference 0, at 'linear.bias')", dropout switched off for the check
   (F.dropout at gcn.py:134): kept. shuguoj-diffpool-dd, started 00:10:36, 27.8 s:
   "multigpu run --verify: differ: after 3 optimizer step(s) the parameters on 2 ranks differ
   from one process's, first at 'gcn_1.lin_rel.weight' (largest difference 0.000338; one
   process against itself with its rounding moved by 1 ulp (...): 7.45e-09); the script is not
   safe to scale as it is", no cause named: kept.

Doubts for the lead: (1) shash23-finn-black-scholes-pde: the cause (means over masked rows,
   whose counts differ per slice) is not named by the verdict; `differ` is right, but the
   user is told nothing of where; a rule that names a loss over a data-chosen subset of the
   batch would help. Its difference, 1.06e-05, is small for a term I read as dominant; AdamW's
   first steps are of the learning rate's size whatever the gradient, so the parameters part
   little in 3 steps. (2) zanulhaq-black-scholes-mlp's model is fed a clone of the batch
   (xb.clone().detach().requires_grad_(True)) and a second forward under
   torch.autograd.grad; the run of the split still ran (agree at 0). (3)
   narumiruna-deep-portfolio-sortino's `agree` is multigpu's miss, I think: its Sortino loss
   divides by one standard deviation over the whole batch's non-positive returns. Checked by
   hand on a batch of 64 (seeded model, the recipe's data): the mean of the two slices'
   gradients differs from the whole batch's by 2.4% to 4.5% of each gradient's norm (fc.bias
   0.0237, fc.weight 0.0448, rnn.weight_ih_l0 0.0393; largest element 0.000633 of 0.00968), far
   past float32's rounding (about 1e-7). RAdam's first five steps are unrectified, lr times
   the momentum (lr 1e-3), so 3 steps move fc.bias by about 1e-4 and the 2-4% lands at
   5.22e-07, under float32's tolerance (atol 1e-6 + rtol 1e-5 of the value, agreement.py), so
   two runs sufficed and run 3's second derivative, which would have named the mixing term,
   never ran. A check of the first step's gradients (as done where an agreement rests on the
   yardstick) or run 3 whenever the loss mixes samples would catch it. (4)
   survexman-variational-allocation: multigpu's own stop. cvxpylayers 1.2's CvxpyLayer
   registers two torch.sparse_csr buffers (layer.q, 11x6; layer.A, 31x6), and same_start's
   broadcast_from_rank_0 flattens every module tensor with reshape(-1), which a sparse CSR
   tensor refuses. The stop line then adds a hint that does not fit (a batch size written
   into the script, --batch per-device). The expected `cannot tell` (deepdow's collate_uniform
   calls torch.randint for every batch) was already said on the way; note its ranges hold
   one value each here, so the draws change no batch, and an `agree` would be true for the
   data; `cannot tell` is what docs/run.md's model gives for a collate_fn that draws.
   (5) shuguoj-diffpool-dd's `differ` is right but names no cause: dense_diff_pool's
   entropy loss is a mean over the padded dense batch (divided by the slice's largest graph)
   and its link loss a norm over the batch; PyG batches get no run of the split.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

WALEYLIN = ("WaleyLin/rnn", "976eb5bbb79952d07691687b8345f82870e76b94")
SHASH23 = ("Shash23/FONN", "d344a6700c40e4e8d04036fc0e5511ed558ba374")
ZANULHAQ = (
    "zanulhaq-git/Options-pricing-surrogate",
    "d17643a5350bfcc0b58682d46183a5cafcf5f0c1",
)
NARUMIRUNA = ("narumiruna/deep-portfolio", "6b645c84167a9d17e9b0ffbf8715d1c7818454da")
SUDOKIM = ("sudokim/gnn-fraud-detector", "228c541ba2ab62cf4323620562a0e3091e4caa7d")
SHUGUOJ = ("ShuGuoJ/DiffPool", "a458a6c83fdcb29312978746de56de7bd3d107e8")
SURVEXMAN = (
    "survexman/deep_learning_portfolio_optimization",
    "de7f470ebf0eafa6283abec68d22a6ea5ccb95b6",
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "waleylin-bitcoin-lstm",
        *WALEYLIN,
        "rnn.py",
        "cryptocurrency price regression (Bitcoin's close from its day's high, low and open, "
        "standardised; a 5-layer nn.LSTM, batch_first, over a sequence of one step, two linear "
        "layers; MSELoss, a mean over the batch; Adam; a shuffled DataLoader of batches of 64, "
        "torch.manual_seed(42); R² on the test split after)",
        "agree",
        (
            "batches of 64 from a shuffled DataLoader (320 training rows: five full batches), "
            "split 32 + 32; MSELoss is a mean of one term per sample over slices of equal size, "
            "so one process's average over the slices; the LSTM is batch_first with no dropout "
            "between its layers and no batch norm; the train/test split (random_state=42) and "
            "the scalers are made before training, alike on every rank; nothing is drawn in the "
            "loop; Adam may amplify the rounding of the slices' sums (named beside the agree)"
        ),
        data="waleylin_coin_bitcoin",
        first_sight="kept",
    ),
    Recipe(
        "zanulhaq-black-scholes-mlp",
        *ZANULHAQ,
        "bs_nn_train.py",
        "option pricing (an MLP, 6 -> 128 -> 128 -> 64 -> 1, learns Black-Scholes European "
        "call prices from spot, strike, maturity, rate, volatility and dividend yield, drawn "
        "with NumPy before training; the loss an MSELoss on the price plus 0.1 times an "
        "MSELoss of the network's delta, taken with torch.autograd.grad of a second forward's "
        "sum with respect to the batch, against the analytic delta; Adam; a shuffled "
        "DataLoader of batches of 2048; validation each epoch under no_grad, the best model "
        "saved)",
        "agree",
        (
            "batches of 2048 from a shuffled DataLoader over 4096 training rows (two full "
            "batches an epoch), split 1024 + 1024; the price loss is a mean of one term per "
            "sample over slices of equal size; the delta's loss compares each sample's own "
            "derivative (the gradient of the sum of the outputs with respect to the batch, one "
            "row per sample, taken without create_graph, so detached from the parameters) with "
            "the analytic delta computed from the same batch: a mean of one term per sample "
            "that reaches the parameters not at all; the data, its split and its "
            "normalisation are drawn and made before training with NumPy's seeded stream, "
            "alike on every rank; nothing is drawn in the loop; no dropout, no batch norm"
        ),
        (
            Edit("N=120000", "N=5000", "5000 options drawn (not 120,000)"),
            Edit(
                "train_idx=perm[:100000]",
                "train_idx=perm[:4096]",
                "4096 training rows (not 100,000): two batches of 2048 an epoch",
            ),
            Edit(
                "val_idx=perm[100000:110000]",
                "val_idx=perm[4096:4596]",
                "500 validation rows (not 10,000)",
            ),
            Edit("test_idx=perm[110000:]", "test_idx=perm[4596:]", "404 test rows"),
            Edit("n_epochs=40", "n_epochs=3", "3 epochs (not 40)"),
        ),
        first_sight="kept",
    ),
    Recipe(
        "shash23-finn-black-scholes-pde",
        *SHASH23,
        "development/model.py",
        "option pricing with a finance-informed network (an MLP with SiLU and a softplus "
        "output prices calls from S/K, K/100 and maturity; the loss the supervised MSE, plus "
        "0.01 times the mean squared Black-Scholes PDE residual from torch.autograd.grad with "
        "create_graph, plus 0.1 times boundary terms: an MSE over the batch's rows near "
        "expiry (T < 0.05) and one over its deep in-the-money rows (S/K > 1.5), each taken "
        "on a second forward of the masked rows; AdamW, gradient clipping to norm 1, "
        "ReduceLROnPlateau each epoch; a shuffled DataLoader of batches of 256 over Black-"
        "Scholes prices drawn with NumPy, seeded)",
        "differ",
        (
            "batches of 256 from a shuffled DataLoader, split 128 + 128; the supervised MSE "
            "and the PDE residual's mean are one term per sample (the residual is each row's "
            "own derivatives), but the boundary terms are means over the rows of the batch "
            "that a mask picks (T < 0.05: about 3% of rows; S/K > 1.5: about a third), fed to "
            "the model as a new tensor, not the loader's batch, so no run of the split can "
            "cut them: each rank takes each mean over its own slice's masked rows, whose "
            "counts differ between the slices, and the all-reduce averages the two means, "
            "not the mean over the whole batch's masked rows that one process takes (a mean "
            "over a count the data decides: the ranks weight each masked row 1/(2 n_rank), "
            "one process 1/n); the deep in-the-money term dominates the loss at the start "
            "(targets near 50 against outputs near 1), so the difference is far past "
            "rounding; its second derivative across slices is zero (each term is linear in "
            "its own output's gradient), so no cause is expected to be named; nothing is drawn "
            "in the loop (the data is drawn before, np.random.seed(42)); clipping is of the "
            "all-reduced gradient, as one process's"
        ),
        (Edit("num_epochs = 500", "num_epochs = 1", "1 epoch (79 steps), not 500"),),
        first_sight="kept",
    ),
    Recipe(
        "narumiruna-deep-portfolio-sortino",
        *NARUMIRUNA,
        "deepportfolio/cli.py",
        "portfolio optimization (Zhang, Zohren and Roberts' deep learning for portfolio "
        "optimization: an nn.LSTM, batch_first, and a linear layer give softmax weights over "
        "four ETFs at each of 50 days from their normalised prices and returns; the loss the "
        "negative Sortino ratio: each window's mean portfolio return over the standard "
        "deviation of all the batch's non-positive returns, masked_select; RAdam, "
        "CosineAnnealingLR; mlconfig builds trainer, data and loaders from a YAML; a shuffled "
        "DataLoader of batches of 64; validation each epoch under no_grad, mlflow logs, a "
        "checkpoint each epoch, a back-test plotted after)",
        "differ",
        (
            "batches of 64 from a shuffled DataLoader over a map-style Dataset (256 training "
            "windows: four full batches), split 32 + 32; the loss divides each window's mean "
            "return by one standard deviation taken over the non-positive returns of the whole "
            "batch (torch.masked_select then .std()): a statistic over the batch, so each rank "
            "takes it over its own slice's returns and one process over the batch's, and no "
            "weighting of the ranks' gradients makes them one process's; the denominator's "
            "gradient at one slice's outputs moves with the other slice's, a second "
            "derivative run 3 sees, so the cause is named (docs/run.md: a loss that mixes the "
            "batch's samples); the two slices' deviations differ by sampling, far past "
            "rounding; the LSTM has one layer (no dropout), no batch norm; nothing is drawn in "
            "the loop; validation under no_grad in eval()"
        ),
        (
            Edit(
                "import mlconfig\n",
                "import os, sys  # the package on the path and imported, as poetry install and\n"
                "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "
                "'..'))\n"
                "import deepportfolio  # noqa: F401  python -m deepportfolio.cli register it\n"
                "import mlconfig\n",
                "the package on the path and imported (its modules register trainer, model, "
                "data and loss with mlconfig), as running the module of the installed package "
                "does",
            ),
            Edit(
                ", date_parser=pd.to_datetime",
                "",
                "pandas 3 removed read_csv's date_parser; parse_dates alone reads ISO dates",
                file="deepportfolio/datasets/portfolio.py",
            ),
            Edit(
                "register_torch_schedulers()",
                "import torch\n"
                "register_torch_schedulers(superclass=torch.optim.lr_scheduler.LRScheduler)",
                "torch 2's schedulers derive from LRScheduler, not the _LRScheduler that mlconfig "
                "0.1's register_torch_schedulers looks for (it registered none)",
                file="deepportfolio/optim.py",
            ),
            Edit(
                "import mlflow\n",
                "import mlflow\nimport os\nos.environ['MLFLOW_ALLOW_FILE_STORE'] = 'true'\n"
                "mlflow.set_tracking_uri('./mlruns')\n",
                "mlflow's runs in a local folder, as mlflow 1 kept them (mlflow 3's default store "
                "is SQLite, whose SQLAlchemy this venv lacks, and its folder store must be "
                "allowed)",
                file="deepportfolio/trainers/portfolio.py",
            ),
            Edit(
                "num_epochs: 100",
                "num_epochs: 1",
                "1 epoch (not 100)",
                file="configs/default.yaml",
            ),
        ),
        args=("train", "-c", "../configs/default.yaml"),
        # Corrected by the lead after the fix: the first step's gradients name the loss's
        # statistic over the batch (run again: that line), as the split's run would name its
        # mixing; either names the cause the recipe reads.
        names="a statistic over the batch",
        paths=("deepportfolio", "configs"),
        data="narumiruna_yfinance",
        first_sight=(
            "broken: agree: after 3 optimizer step(s) the parameters on 2 ranks agree with "
            "one process's (largest difference 5.22e-07, at 'fc.bias')"
        ),
    ),
    Recipe(
        "survexman-variational-allocation",
        *SURVEXMAN,
        "scenario/synthetic_variational_allocation.py",
        "portfolio optimization (a linear layer over 40 days of five assets' returns feeds a "
        "differentiable convex layer, cvxpylayers' CvxpyLayer, that solves for weights "
        "maximising x.w plus their entropy, fully invested; the loss deepdow's SharpeRatio "
        "of each sample's next 10 days, averaged; Adam with amsgrad; deepdow's "
        "RigidDataLoader of batches of 512 over sinusoidal returns drawn with NumPy, seeded; "
        "QuantStats reports after)",
        "cannot tell",
        (
            "deepdow's RigidDataLoader is a DataLoader (SubsetRandomSampler over the training "
            "indices, batches of 512, split 256 + 256) whose collate_fn, collate_uniform, "
            "draws a lookback and a horizon with torch.randint for every batch (from ranges "
            "of one value each here, so the batch is the same whatever is drawn, but torch's "
            "stream moves): docs/run.md's verdict for a collate_fn that draws while it puts a "
            "batch together is `cannot tell`, naming it; past that, the loss is one Sharpe "
            "ratio per sample (a mean and std over its own horizon) averaged over the batch, "
            "the convex layer solves each sample's problem alone, dropout has p=0, no batch "
            "norm, and the data are drawn before training (np.random.seed(5)): an agree "
            "otherwise"
        ),
        (
            Edit(
                "seed = 5\n",
                "import os, sys  # the repository's root on the path, as running from it does\n"
                "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "
                "'..'))\n"
                "seed = 5\n",
                "the repository's root on the path: the script imports utils, model and layer",
            ),
            Edit("train_epochs = 10", "train_epochs = 1", "1 epoch (4 batches), not 10"),
        ),
        paths=("utils", "model", "layer", "output"),
        names="collate_fn",
        first_sight=(
            "broken: differ: the run on 2 ranks stopped: rank 1 failed: RuntimeError: Sparse "
            "CSR tensors do not have is_contiguous (at synthetic_variational_allocation.py:115)"
        ),
    ),
    Recipe(
        "sudokim-gcn-fraud-lightning",
        *SUDOKIM,
        "main.py",
        "graph fraud detection (a two-layer PyG GCNConv network with ReLU and dropout 0.5 and "
        "a linear head classifies users of an Amazon review graph as fraudulent; "
        "BCEWithLogitsLoss with pos_weight 10 over the training mask's nodes; a "
        "LightningModule on Lightning's Trainer, devices=1, Adam with weight decay, "
        "EarlyStopping and ModelCheckpoint on val_loss; the whole graph is one batch of a "
        "DataLoader over a list of one Data; validation, test and predict on the same graph)",
        "agree",
        (
            "Lightning's Trainer at devices=1 does not distribute itself, so multigpu run does "
            "(docs/run.md); its one loader holds one item (the whole graph, collate_fn "
            "returning it), so every step is a global batch of one: rank 0 steps on it and "
            "rank 1 on a copy of weight 0 (docs/run.md: a batch of one), which is one "
            "process's step; the loss over the masked nodes is then one process's; dropout "
            "(F.dropout, training=self.training) is switched off for the check; "
            "pl.seed_everything(42) before the model; no batch norm; the validation pass on "
            "the same loader runs whole in eval()"
        ),
        args=("--trainer_max_epochs", "5"),
        paths=("data", "module", "utils"),
        data="sudokim_amazon_graph",
        first_sight="kept",
    ),
    Recipe(
        "shuguoj-diffpool-dd",
        *SHUGUOJ,
        "main.py",
        "graph classification with hierarchical pooling (PyG's DenseSAGEConv layers on "
        "to_dense_batch/to_dense_adj batches, one DiffPool step, dense_diff_pool with an "
        "assignment from a DenseSAGEConv, two more DenseSAGEConv layers, a mean over the "
        "clusters and a linear classifier on TUDataset's D&D; the loss CrossEntropyLoss plus "
        "dense_diff_pool's link loss and entropy loss; Adam; PyG DataLoader batches of 16, "
        "shuffled; validation each epoch, the best state saved and tested; Visdom plots)",
        "differ",
        (
            "PyG batches of 16 graphs from a shuffled DataLoader (80 training graphs), split "
            "8 + 8; the cross entropy is one term per graph (the dense batch's padding is "
            "masked in every layer before the pooling and the pooled clusters are as many in "
            "every batch), but dense_diff_pool's two auxiliary terms are not: the entropy "
            "loss is a mean over every row of the padded dense batch (batch times the largest "
            "graph's node count, the padded rows zero), so each rank divides by its own "
            "slice's largest graph and one process by the batch's, and the link loss is a "
            "Frobenius norm over the whole padded batch divided by its element count (a "
            "square root of a sum over the batch's graphs); the entropy term is of the order "
            "of log of the cluster count at the start, not small; PyG's batches get no run of "
            "the split (docs/run.md), so no cause is expected to be named; torch.manual_seed "
            "(777) before random_split, the same on every rank; no dropout, no batch norm"
        ),
        args=("--epochs", "1"),
        files={
            "visdom.py": (
                "# A stand-in for Visdom's client, whose server (port 17000) is not here:\n"
                "class Visdom:\n"
                "    def __init__(self, *args, **kwargs):\n"
                "        pass\n\n"
                "    def line(self, *args, **kwargs):\n"
                "        pass\n"
            )
        },
        paths=("Trainer.py", "networks.py", "utils.py"),
        data="shuguoj_tu_dd",
        first_sight="kept",
    ),
)
