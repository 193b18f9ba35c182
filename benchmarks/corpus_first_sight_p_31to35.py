"""Batch p, topics (31) to (35): batch p's rule (corpus_first_sight_p.py's docstring, verbatim
there) applied to pointer network combinatorial optimization, symbolic regression,
Transformer-XL, RWKV language model and rotary position embedding. Five scripts from five
repositories were run: two for topic 31, two for topic 32, one for topic 33; a sixth
repository was taken for topic 33 and not run (see there); topics 34 and 35 gave none (every
repository their `code` and `pages` results named was in the corpus or skipped for a
mechanical reason).
At first sight 5 of 5 kept, no silent wrong result: five `agree`, one against one process's
computing the ranks' slices, one against one process where the model's forward returns its
loss, three of scripts fed without a DataLoader that train the same batch on every rank.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/p_G), until it ended without error,
holding the batch's lock (/tmp/p_lock); its time is given below, with the load of the 2-core
machine, shared with the other helpers' runs.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtp, 53f3b79, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900, from /tmp/p_runs/NAME), before any change made for it.

Installed into .venv: nothing (tqdm, scikit-learn, matplotlib, sympy, scipy and pandas were
there). No stand-in module written.

Read as batches c to o read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME; a page on a host that
mirrors GitHub under another name is not read as one). "In the corpus" is any repository named
in corpus_recipes.py or corpus_first_sight_*.py, or claimed by another helper of batch p
(/tmp/p_claims.txt; checked just before each was taken: none of those taken was named or
claimed). Ranks are the results' own. Per topic, in the order the results came:

31. Pointer network combinatorial optimization, `code` (query "pointer network combinatorial
    optimization pytorch training loop example"): jaykim1409/ptrnetwork (rank 1, README.md;
    HEAD 4022039b36c4be2c1ac6311d9b1abc7496042fc0) taken: Train.py, its one training script
    (no readme command), a pointer network with teacher forcing on the exact 10-city tours
    the repository holds (data/tsp_10_test_exact.txt, 10,000 tours, in the mirror). Made
    here: nothing. Edits: one epoch (not 50). Plain run: 79.0 s, exit 0, at load 3.2 to 3.1.
    GaoYucen/Ptr-net-GT (rank 2, README.md; HEAD 530e70a89c346f0b4bb4db284b50cd58dd2722b4)
    taken: code/train.py (the readme's "train: train the model"), a pointer network with a
    greedy decoder, cross entropy against the optimal tours of its pickled data/train.npy
    (1,000 solved 5-point instances, in the mirror). Made here: the empty code/param/ it saves
    into (corpus_data_p_31to35.gaoyucen_param_folder). Edits: the data set's path from code/.
    Flags: one epoch (not 100). Plain run: 10.7 s, exit 0, at load 1.4 to 1.5. Ranks 3 on
    were not needed.

32. Symbolic regression, `code` (query "symbolic regression pytorch training loop example"):
    VedangAsgaonkar/Machine-Learning-Notes (rank 1) is in the corpus (batch f). priceal/pytorch
    (rank 2, trainPDFCN.py; HEAD 4a52fbdc26088272bb34effd12d9e040eec6e5ff) taken: the hit,
    moved to old/trainPDFCN.py at HEAD, the training cell of a particle detector's fully
    connected network, run in one Spyder console after old/init.py (its imports) and
    old/setupPDFCN.py (its data and model). Made here: the frames it reads from
    ../training-data/data.pkl, outside the repository (corpus_data_p_31to35.
    priceal_particle_frames). Edits: the two setup files run first in the script's namespace,
    as the console runs them. Plain run: 11.0 s, exit 0, at load 1.7 to 1.6.
    Syed-A-Naqvi/Syed-A-Naqvi.github.io (rank 3, projects/README.md; HEAD
    5d5199151766cd8ed18f1d23898b01b4bb6124c1) skipped, training only in a notebook: the hit
    was a Quarto render of projects/template_test.ipynb (a cubic fitted by gradient descent),
    and the repository at HEAD is a portfolio site with no projects/ folder.
    victorhamc/tutoring (rank 4, pytorch/loss.py; HEAD
    394fc8d74a1b2b5ddae34704cc5a7c63458250bd) skipped, no training script: loss.py is a
    fragment of a tutorial with no imports, whose data (x_train_tensor, y_train_tensor) and
    device are defined nowhere in the repository. Ranks 5 to 12 name no repository. `pages`
    (the same query, 8 results): ranks 1 and 3 (huggingface.co, a data set's page), 5
    (sjklogbook.home.blog) and 8 (pythonawesome.com, sympytorch by pip only) name no GitHub
    repository. zybinmikhail/NestedFormulas (rank 2, github.com; HEAD
    ffbc724da209d528376aa63eb185ec66a52ff61e) skipped, training only in a notebook: lib/ holds
    the model and an explore() that notebooks call; no script trains. Rank 4,
    ekamperi.github.io/mathematics/..., names ekamperi/mathematics, of which `fetch` has no
    snapshot (a blog's category, not a repository). biplav-s/course-ai-f25 (rank 6,
    github.com; HEAD 81d2e361e4c04a17eab14929a62446125b49d8eb) skipped, training only in a
    notebook (the page is its notebook of pytorch_with_examples' polynomial; its Python is a
    planning agent). AILWQ/DySymNet (rank 7, arxiv.org's page of the paper names
    github.com/AILWQ/DySymNet; HEAD 3f7ca0b906e3b2bc8f709f488cde482c05b2aca0) taken: Demo.py,
    the readme's quick start (its two examples, Nguyen-1 from its expression and from
    data/Nguyen-1.csv, in the mirror). Made here: nothing. Edits: its settings cut
    (DySymNet/scripts/params.py: no first stage beyond the fixed 2,000 warm-up steps, 10 in the
    second, one controller step of 2 sampled networks), Example 2's call of the module made a
    call of its class. Plain run: 49.6 s, exit 0, at load 1.8 to 1.7.

33. Transformer-XL, `code` (query "Transformer-XL pytorch training loop example"):
    huggingface/transformers (rank 1) is in the corpus (batches a, c, e, f);
    argonne-lcf/ALCF_Hands_on_HPC_Workshop (rank 2) is in the corpus (batch l).
    kimiyoung/transformer-xl (rank 3, pytorch/deprecated/README.md; HEAD
    44781ed21dbaec88b280f74d9ae2877f52b492a5) taken: pytorch/train.py, as
    pytorch/run_enwik8_base.sh runs it (the readme's training command), on the CPU, small.
    Made here: enwik8 as its prep script leaves it (corpus_data_p_31to35.kimiyoung_enwik8).
    Edits: the causal mask as booleans, the cached corpus and the best model unpickled whole.
    Flags: the run script's, a 2-layer model of width 32, 10 steps of 4 streams of 16, a
    memory of 16, validated every 4. Plain run: first try 4.2 s, exit 2 (the recipe's flags
    named --eval_interval and --log_interval; the script's are --eval-interval and
    --log-interval); second 8.0 s, exit 1 (masked_fill refuses the uint8 mask at HEAD; edit
    added); third 5.4 s, exit 0, at load 1.6. Emmanuel-R8/Time_Series_Transformers
    (rank 4, run_compute_comparison.sh; HEAD c5b5dfa04c5420197a60c51c83f0776c308483ef) taken
    and not run: the hit's train.py is gone at HEAD, and its training is TXL_notebook.py (a
    notebook exported as cells), a LightningModule written for Lightning 0.7
    (pytorch_lightning.profiler, Trainer(distributed_backend='ddp'), validation_epoch_end,
    Neptune's offline logger) that the Lightning 2.6 here refuses in several places: more
    than small edits, and not done by the deadline. No recipe for it. Ranks 5 to 12 name no
    repository.

34. RWKV language model, `code` (query "RWKV language model pytorch training loop example"):
    BlinkDL/ChatRWKV (rank 1, rwkv_pip_package/README.md; read from the stored index, not
    fetched) skipped, no training script: inference, chat, benchmarks and GPTQ quantization
    of RWKV weights downloaded from the hub. tsinghua-ideal/Syno (rank 2,
    experiments/scripts/train_rwkv.sh; read from the stored index, not fetched) skipped, a
    compiled extension: its models subclass KASModel, which imports KAS, the project's C++
    core (experiments/base/models/model.py), and its lm1b data and GPT-2 tokenizer come from
    the hub. toughdata/fine-tune-rwkv (rank 3, README.md; read from the stored index, not
    fetched) skipped, weights from a hub: causal_rwkv.py fine-tunes a pretrained
    RwkvForCausalLM with sgugger/rwkv-430M-pile's tokenizer on ELI5 from load_dataset. Rank 4
    is ChatRWKV again. Ranks 5 to 12 name no repository. `pages` (the same query, 8 results):
    ranks 1 and 2 (jishuzhan.net, rwkv7_train_simplified.py with its CUDA operator, no
    address), 3 (skillui.com) and 4 (lobehub.com) name no GitHub repository; rank 5
    (skills-rank.com) names github.com/davila7/claude-code-templates, skipped, no training
    script (a collection of agent skills, its rwkv-architecture skill a SKILL.md of the rwkv
    package's usage; read from the stored index, not fetched); ranks 6 and 7 are pages of
    hosts that mirror GitHub (LianjunW/RWKV-LM, RWKV-Vibe/RWKV-LM-V7), not GitHub addresses;
    rank 8 (rwkv.cn) names github.com/BlinkDL/minGPT-tuned (HEAD
    aa6287aac75477b8dd3b643cbd03db6ab1bc627c), skipped, training only in a notebook
    (play_char.ipynb, play_math.ipynb; mingpt/ is the library). No script for this topic.

35. Rotary position embedding, `code` (query "rotary position embedding pytorch training loop
    example"): rank 1 names no repository. lucidrains/rotary-embedding-torch (rank 2,
    README.md; read from the stored index, not fetched) skipped, no training script (the
    library and tests/test_rope.py). Francesco215/Language_CA (rank 3, test.py; HEAD
    0398cc5e5160013c8ff323e95e8585db1829fa33) skipped, training only in a notebook
    (training.ipynb, CharLM.ipynb, GPT2.ipynb; test.py is empty at HEAD, src/ is the library
    and its unit tests). iCake-zg/llm-engineer-upgrade (rank 4,
    rope-handmake/03_rope-core/rope.py; HEAD 9bf0797024cb7873e99dfdfa4bf0799af7322df3)
    skipped, no training script (RoPE and sinusoidal encodings with a test that applies them,
    under position-encoding/ at HEAD; nothing is trained). Ranks 5 to 12 name no repository.
    `pages` (the same query, 8 results): ranks 1 (crackedaicode.com), 2 and 3
    (ainewsleader.com), 4 (stevengong.co) and 8 (runlocalai.co) name no GitHub repository;
    AyushSingh1722/Extending-the-context-length-of-Large-Language-Models. (rank 5,
    github.com; read from the stored index, not fetched) skipped, training only in a notebook
    (its 25 files are notebooks and the readme); rank 6, galopyz.github.io/delicious-nbdev,
    names galopyz/delicious-nbdev (read from the stored index, not fetched), skipped, training
    only in a notebook (an nbdev blog: its RoPE post is a notebook; its .py files are a web app
    and an agent); rank 7, ming200110.github.io/2026/..., names ming200110/2026, of which
    `fetch` has no snapshot. No script for this topic.

Skips: 14 (topic 31: 0; topic 32: 4; topic 33: 0; topic 34: 5; topic 35: 5), each above with
its reason, besides the three repositories already in the corpus (topics 32 and 33) and the
two page addresses `fetch` has no snapshot of (topics 32 and 35).

First sight (each run below is the script's one, in /tmp/p_runs/NAME, made after its plain run
ended without error):
- jaykim-tsp10-ptrnet: kept (`agree` with one process, 0.000639 at 'attention.v.bias',
  within 10x its 1-ulp run with each batch reversed, 0.00141; the model's forward returns its
  loss, a scalar, so no run of the split was made; seeded for the check; 36.8 s).
- gaoyucen-tsp5-ptrnet: kept (`agree` with one process's computing the ranks' slices,
  1.61e-06 at 'decoder.att.input_linear.weight', within 10x its 1-ulp run, 0.000183; the
  split itself 2.67e-06, rounding; seeded for the check; 54.3 s).
- priceal-particle-fcn: kept (`agree` after 8 optimizer steps, 0 at '4.bias'; the warning
  that no DataLoader feeds it and every rank trained on the same batch, and the note that it
  drew nothing after its first backward in 8 steps; 20.8 s).
- ailwq-dysymnet-nguyen1: kept (`agree` after 8 optimizer steps, 0 at 'hidden_layers.2.W';
  seeded for the check; the warning that no DataLoader feeds it and every rank trained on the
  same batch, and the note that it drew nothing after its first backward in 8 steps: the 8
  steps are the first sampled network's, before the controller samples again; 33.8 s).
- kimiyoung-enwik8-transformer-xl: kept (`agree` after 8 optimizer steps, 0 at
  'crit.out_layers.0.bias'; dropout switched off at mem_transformer.py:670; the warning that no
  DataLoader feeds it and every rank trained on the same segments, and the note that it drew
  nothing after its first backward in 8 steps; 19.9 s).

Doubts for the lead:
- priceal-particle-fcn: its script is a cell of an interactive session (no import of its
  own); the edit runs the session's two setup files in its namespace with exec, as Spyder's
  console runs them one after the other. Another reader might have skipped it as no training
  script; it was taken because the repository holds the whole session (init, setup, train).
- kimiyoung-enwik8-transformer-xl and priceal-particle-fcn are fed without a DataLoader and
  train the same batch on every rank: `agree` is right and says so, but the check is of one
  process copied, not of a split.
- jaykim-tsp10-ptrnet: its model returns the loss from its forward, so the run of the
  split's arithmetic could not be made (its outputs on the slices, scalars, cannot be joined)
  and the ranks were judged against one process and the 1-ulp yardstick (0.000639 against
  0.00141, Adam amplifying rounding over 3 steps); a fault smaller than that is not told
  apart.
- Emmanuel-R8/Time_Series_Transformers was taken (rank 4 of topic 33) and not run: it is
  neither skipped by the rule's list nor recorded as a first sight. Its Trainer asks for
  Lightning's own DDP (distributed_backend='ddp'), which would be the documented hand-over
  had it run.
- DySymNet's pages result (topic 32, rank 7) was the paper's page on arxiv.org naming the
  repository by its address; read so, as batch o read a page that names its code.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

JAYKIM = ("jaykim1409/ptrnetwork", "4022039b36c4be2c1ac6311d9b1abc7496042fc0")
GAOYUCEN = ("GaoYucen/Ptr-net-GT", "530e70a89c346f0b4bb4db284b50cd58dd2722b4")
PRICEAL = ("priceal/pytorch", "4a52fbdc26088272bb34effd12d9e040eec6e5ff")
KIMIYOUNG = ("kimiyoung/transformer-xl", "44781ed21dbaec88b280f74d9ae2877f52b492a5")
AILWQ = ("AILWQ/DySymNet", "3f7ca0b906e3b2bc8f709f488cde482c05b2aca0")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "jaykim-tsp10-ptrnet",
        *JAYKIM,
        "Train.py",
        "combinatorial optimization (a pointer network for the travelling salesman problem on "
        "10 cities: a bidirectional LSTM encoder, an LSTM decoder started from the mean of the "
        "encoder's states, additive attention over the cities as its output, masked where a "
        "city was already chosen; teacher forcing on the exact tours; the NLL of each step's "
        "pointer, a mean over the batch, averaged over the 10 steps, computed inside the "
        "model's forward; Adam; an unseeded 80/20 random_split, a shuffled DataLoader; "
        "validation each epoch, the best weights saved)",
        "agree",
        (
            "the split is drawn with torch's stream before training, the same on every rank; "
            "batches of 128 from a shuffled DataLoader split 64 + 64; the forward returns the "
            "loss itself (a scalar, not joinable along the batch), so the run of the split "
            "runs it whole, and the ranks' losses are each a mean of per-sample terms over "
            "equal slices, so their average is one process's mean; teacher forcing on the "
            "given tours, no draw in the loop; no dropout, no batch norm; the validation pass "
            "runs in eval() under no_grad, whole on every rank"
        ),
        (
            Edit(
                "    EPOCHS = 50\n",
                "    EPOCHS = 1\n",
                "one epoch (not 50): 63 steps of 128 over the 8,000 training tours",
            ),
        ),
        # No readme command; Train.py is the repository's one training script, run from the
        # root, on the 10,000 exact 10-city tours the repository holds (data/, in the mirror).
        paths=("Data_Loader.py", "PtrNetwork.py", "data/tsp_10_test_exact.txt"),
        first_sight="kept",
    ),
    Recipe(
        "gaoyucen-tsp5-ptrnet",
        *GAOYUCEN,
        "code/train.py",
        "combinatorial optimization (a pointer network for the travelling salesman problem on "
        "5 points: a linear embedding, a 2-layer bidirectional LSTM encoder, an LSTM-cell "
        "decoder written by hand that feeds back the embedding of its own greedy pointer, "
        "attention over the encoder's outputs, masked where a point was chosen; cross entropy "
        "of its softmax outputs against the optimal tours; Adam; a shuffled DataLoader over "
        "the pickled data set of 1,000 solved instances; the weights saved at the end)",
        "agree",
        (
            "batches of 256 from a shuffled DataLoader over a NumPy array of sample dicts, "
            "split 128 + 128 (the last, 232, 116 + 116); the model's outputs are per sample "
            "(pointer probabilities and indices), and so is the expanded -inf tensor the "
            "attention module keeps (a row per sample); cross entropy a mean over every "
            "sample's 5 steps, equal per sample, so one process's average; dropout 0.0 between "
            "the LSTM's layers; no batch norm; no draw in the loop (the decoder is greedy)"
        ),
        (
            Edit(
                "np.load('data/train.npy', allow_pickle=True)",
                "np.load('../data/train.npy', allow_pickle=True)",
                "the data set at the repository's data/ (the readme runs code/train.py from the "
                "root; corpus.py runs it from code/)",
            ),
        ),
        # The readme's train step (code/train.py; `python code/train.py` from the root, its
        # data/train.npy made by Data_Generator.py and held in the repository), one epoch (not
        # 100): 4 steps of 256.
        args=("--nof_epoch", "1"),
        paths=(
            "code/PointerNet.py",
            "code/Data_Generator.py",
            "code/config.py",
            "data/train.npy",
        ),
        data="gaoyucen_param_folder",
        first_sight="kept",
    ),
    Recipe(
        "priceal-particle-fcn",
        *PRICEAL,
        "old/trainPDFCN.py",
        "classification of detector frames (a fully connected network of sigmoid layers, "
        "16 and 4 units, on flattened 5 x 5 frames, whether a particle is in the frame; "
        "BCELoss; Adam; the whole training split as one batch each epoch, made before "
        "training with scikit-learn's train_test_split, random_state 1; cells of one Spyder "
        "session: setupPDFCN.py loads and splits the data and builds the model, "
        "trainPDFCN.py trains it)",
        "agree",
        (
            "one full batch (the 160 training frames) made before training, the same on "
            "every rank, no DataLoader: every rank trains on the whole batch (no speed-up, "
            "warned of), one process's arithmetic; no draw in the loop, no dropout, no batch "
            "norm"
        ),
        (
            Edit(
                "# define number of reporting macrocycles and epochs per reporting cycle\n",
                "exec(compile(open('init.py').read(), 'init.py', 'exec'))\n"
                "exec(compile(open('setupPDFCN.py').read(), 'setupPDFCN.py', 'exec'))\n"
                "# define number of reporting macrocycles and epochs per reporting cycle\n",
                "the session this cell runs in: its imports (init.py) and its data and model "
                "(setupPDFCN.py), run first in the script's namespace as Spyder's console runs "
                "each file in its own (the cell has no import of its own)",
            ),
        ),
        # No readme command: the hit, trainPDFCN.py (moved to old/ at HEAD), is the training
        # cell of the particle detector's fully connected network; its data, the frames of
        # ../training-data/data.pkl, lies outside the repository (made here).
        paths=("old/init.py", "old/setupPDFCN.py"),
        data="priceal_particle_frames",
        first_sight="kept",
    ),
    Recipe(
        "ailwq-dysymnet-nguyen1",
        *AILWQ,
        "Demo.py",
        "symbolic regression (DySymNet: a controller RNN samples a symbolic network's depth, "
        "widths and operators; each sampled network, layers of operators such as sin, "
        "square and product over linear maps, is trained on the whole data set with RMSprop, "
        "its MSE plus a smoothed L1/2 penalty on its weights, gradient clipping; its "
        "expression is read off, refined with BFGS and rewarded; the controller is trained "
        "with Adam by risk-seeking policy gradients over each batch of sampled networks)",
        "agree",
        (
            "no DataLoader: the 100 points of Nguyen-1 are drawn with torch.rand as the "
            "regressor is made, and the controller's first sample (its torch.rand initial "
            "state and its categorical draws) before the first backward, so every rank holds "
            "them alike; the steps checked are the first sampled network's RMSprop steps on "
            "that whole batch, the same on every rank (no speed-up, warned of), with no draw "
            "among them (the next network is sampled after 2,000 steps); an MSE mean plus a "
            "penalty on the weights; no dropout, no batch norm"
        ),
        (
            Edit(
                "    n_epochs1 = 10001\n",
                "    n_epochs1 = 0\n",
                "no first stage beyond its fixed 2,000 warm-up steps (not 10,001 more)",
                "DySymNet/scripts/params.py",
            ),
            Edit(
                "    n_epochs2 = 10001\n",
                "    n_epochs2 = 10\n",
                "10 steps in the second stage (not 10,001)",
                "DySymNet/scripts/params.py",
            ),
            Edit(
                "    num_epochs = 500\n",
                "    num_epochs = 1\n",
                "one controller step (not 500)",
                "DySymNet/scripts/params.py",
            ),
            Edit(
                "    batch_size = 10\n",
                "    batch_size = 2\n",
                "2 sampled networks per controller step (not 10)",
                "DySymNet/scripts/params.py",
            ),
            Edit(
                "SR = SymbolicRegression(config=params,",
                "SR = SymbolicRegression.SymboliRegression(config=params,",
                "Example 2 calls the module it imported (a TypeError at HEAD, after Example 1 "
                "has trained); its class, as Example 1 calls it",
            ),
        ),
        # The readme's quick start, Demo.py, run from the root (its package imported from
        # there, as after `pip install DySymNet`); Example 2 reads data/Nguyen-1.csv, in the
        # repository.
        paths=("DySymNet", "data/Nguyen-1.csv"),
        first_sight="kept",
    ),
    Recipe(
        "kimiyoung-enwik8-transformer-xl",
        *KIMIYOUNG,
        "pytorch/train.py",
        "character language model (Transformer-XL: relative positional attention with learned "
        "biases, a memory of the previous segment's hidden states carried from step to step, "
        "layer norm, dropout; the per-token cross entropy averaged; Adam, gradient clipping, a "
        "cosine schedule per step; the corpus cut in order into a batch of contiguous streams, "
        "time-major segments of tgt_len, no DataLoader; validation every eval_interval steps, "
        "the best model pickled whole and reloaded for the test set)",
        "agree",
        (
            "no DataLoader: the ordered iterator slices the same segments on every rank, so "
            "every rank trains on the whole batch and the ranks are compared with one process "
            "directly (no speed-up, warned of); the loss is a mean; the memory carried between "
            "steps is computed alike on every rank; dropout switched off for the check; no draw "
            "in the loop (--varlen, which draws each segment's length with NumPy, is off), no "
            "batch norm; validation under eval() and no_grad"
        ),
        (
            Edit(
                "        corpus = torch.load(fn)\n",
                "        corpus = torch.load(fn, weights_only=False)\n",
                "the cached corpus unpickled whole (torch 2.6 on loads weights only by default)",
                "pytorch/data_utils.py",
            ),
            Edit(
                "diagonal=1+mlen).byte()[:,:,None]",
                "diagonal=1+mlen).bool()[:,:,None]",
                "the causal mask as booleans (masked_fill takes no uint8 mask since torch 2.x)",
                "pytorch/mem_transformer.py",
            ),
            Edit(
                "with open(os.path.join(args.work_dir, 'model.pt'), 'rb') as f:\n"
                "    model = torch.load(f)\n",
                "with open(os.path.join(args.work_dir, 'model.pt'), 'rb') as f:\n"
                "    model = torch.load(f, weights_only=False)\n",
                "the best model, pickled whole, reloaded for the test set (torch 2.6 on loads "
                "weights only by default)",
            ),
        ),
        # run_enwik8_base.sh's `python train.py ...` from pytorch/, on the CPU (no --cuda, no
        # --multi_gpu), its data made beside the script, a small model and 10 steps (not
        # 400,000) of 4 streams of 16 characters with a memory of 16, validated every 4.
        args=(
            "--data",
            "./data/enwik8/",
            "--dataset",
            "enwik8",
            "--n_layer",
            "2",
            "--d_model",
            "32",
            "--n_head",
            "2",
            "--d_head",
            "16",
            "--d_inner",
            "64",
            "--dropout",
            "0.1",
            "--dropatt",
            "0.0",
            "--optim",
            "adam",
            "--lr",
            "0.00025",
            "--warmup_step",
            "0",
            "--max_step",
            "10",
            "--tgt_len",
            "16",
            "--mem_len",
            "16",
            "--eval_tgt_len",
            "16",
            "--batch_size",
            "4",
            "--eval-interval",
            "4",
            "--log-interval",
            "2",
        ),
        paths=("pytorch/data_utils.py", "pytorch/mem_transformer.py", "pytorch/utils"),
        data="kimiyoung_enwik8",
        first_sight="kept",
    ),
)
