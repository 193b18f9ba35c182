"""Batch k, topics (11) to (15): batch k's rule (corpus_first_sight_k.py's docstring, verbatim
there) applied to Wasserstein GAN with gradient penalty, soft actor-critic continuous control,
evolution strategies neural network training, neural ordinary differential equations, and
matrix factorization recommender system. Eight scripts from eight repositories: two for each
of topics 11, 13 and 15, one for topics 12 and 14 (their `code` and `pages` results gave no
second that qualified); at first sight 5 of 8 kept, one silent wrong result
(bensecret-es-cartpole's `agree`).
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtk, 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Installed into .venv from PyPI for these scripts: torchdiffeq 0.2.5 (--no-deps; neuode's
submodule, absent from its mirror's archive). gym 0.25.2, the last gym with the API that
rl_lib's and BenSecret's scripts call, was installed and removed again: it fails on NumPy 2
(np.bool8 in its environment checker, at the first step); those scripts run on gymnasium 1.4,
gym's continuation, already there, with the edits to reset and step written in each recipe.

Read as batches c to j read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (a mirror's address
that carries the GitHub owner/name, as batch j read kool.dpdns.org's, names it). "In the
corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, the other
helpers' parts of batch k included (checked just before each was taken: none of the
repositories taken below was named). Ranks are the results' own. Per topic, in the order the
results came:

11. Wasserstein GAN with gradient penalty, `code` (query "Wasserstein GAN with gradient
   penalty pytorch training loop example"): AtelierArith/DocStrBankExperimental.jl (rank 1,
   ADCME/0.7/.../original.md) skipped, another framework: a bank of Julia packages'
   docstrings (ADCME's wgan_stable, Julia; no PyTorch), judged from the hit. stochasticats/
   WGAN-GP (rank 2, README.md; HEAD 13d4e171708e69c9a3aefb8a253a07f1641b1e9c) skipped, no
   training script that runs: train_script.py, its one script, is a notebook's fragment:
   n_epochs, dataloader, tqdm, device, gen, crit, their optimizers, crit_repeats, c_lambda
   and display_step are defined nowhere (`from models import *` gives none of them).
   yashrathi-git/wgan-gp-pytorch (rank 3, README.md; HEAD
   d0249d29dfade52e836c0c7794ccfe7959f16408) skipped, no training script: wgan-gp/training.py
   is a Trainer class that no file calls; the readme's usage is a snippet whose dataloader is
   defined nowhere. lucaayscough/Gravity (rank 4, Generator/loss.py; HEAD
   dca880f2e555b9c4be2b451b84ed100c88440c54) taken: the hit's loss.py is in the history, not
   at HEAD, whose training script is Generator/main.py (its config dict: WGAN generator loss,
   WGAN-GP critic loss) with train.py's Train; the readme runs no command. A StyleGAN2 made
   1-d for audio. Made here: its datadir, 24 wav files of 16384 samples at 11025 Hz
   (corpus_data_k_11to15.gravity_drum_samples). Edits: one epoch (not 500), batches of 8 (not
   32), 64 filters (not 512), and torchaudio.save's `filepath`, named `uri` since torchaudio
   2.9 (a TypeError at the first samples it saves, whatever the data). Plain run: 92.6 s,
   exit 0, at load 6.1 to 8.8. Ranks 5 to 12 name no repository. `code` gave one, so `pages`
   was asked the same query: ranks 1, 2, 3 and 5 (nn.labml.ai's annotated implementation of
   the gradient penalty) name no repository in their text; rank 4, github.com/EzraApple/
   gen_ai_demos (HEAD 6adbe073c11026c309cc2a04d6d64c406d1ae1c4), skipped, training only in a
   notebook (MNIST_WGAN/demo.ipynb; its model.py defines the networks alone); ranks 6 (a
   Chinese blog) and 7 (apxml's course) name none; rank 8, kool.dpdns.org's mirror of
   github.com/u7javed/Conditional-WGAN-GP (HEAD 7d0177f80cf0e76b45d640531c6ab88b7e38f11c),
   taken: train.py, its one script (the readme runs no command), a conditional WGAN-GP of MLPs
   on Fashion-MNIST. Made here: Fashion-MNIST, 256 images, corpus_data.FashionMNIST swapped
   in. Its flags: one epoch, its outputs saved in the run's folder. Plain run: 29.2 s, exit
   0, at load 9.1 to 10.0.

12. Soft actor-critic continuous control, `code` (query "soft actor-critic continuous control
   pytorch training loop example"): MythraV/rl_lib (rank 1, agents/SAC/README.md; HEAD
   203c7c3d1c97bed649fe8e278639c36d92c58c7d) taken: agents/SAC/test_sac.py, which the hit's
   readme names ("See test_sac.py for example usage"), SAC on Pendulum-v1. No data (a
   simulated environment); made here: the log/ folder it saves into
   (corpus_data_k_11to15.rl_lib_log_folder). Edits: gymnasium for gym (import, reset, step,
   and reward_range, gone since gymnasium 1.0), np.bool (gone since NumPy 1.24: an
   AttributeError as the buffer is made), one episode of 80 steps (not 250 of 200), hidden
   layers of 64 and batches of 64 (not 256: with them 145 steps did not end in 300 s at load
   20), and the end after training (it then renders the policy in a `while True` loop that
   never ends). Plain run: 34.3 s, exit 0, at load 21.1 to 21.4. SmallBiteCoder/
   Python-Ml-Coarse (ranks 2 and 4) is in the corpus. BolunDai0216/DeepReinforcementLearning
   (rank 3, HW3/readme.md; HEAD 6445b62dd466a43334aa14ccbc7b7eef8536df05) skipped, another
   framework: HW3's sac_train.py and sac_model.py are TensorFlow's (tf.GradientTape, Keras
   layers). Ranks 5 to 12 name no repository. `code` gave one, so `pages` was asked: ranks 1
   (a spam page), 2 (notes on policy gradients), 4 to 6 (an Elixir library's docs) and 7 (an
   exercise) name none; rank 3 is git.vimja.com's copy of gryf/coach, an address that names
   no GitHub repository (Intel's Coach, TensorFlow's, besides); rank 8, github.com/tempathack/
   comprehensive_knowledge_collection (HEAD d41ef6f8391492b3edb82ac421735a4d4c5a1e6e),
   skipped, training only in a notebook (data_science/reinforcement_learning/SAC/
   00_overview.ipynb and its built copies; no SAC script). The topic gives one script.

13. Evolution strategies neural network training, `code` (query "evolution strategies neural
   network training pytorch training loop example"): BenSecret/Pytorch-Evolution-Strategies
   (rank 1, README.md; HEAD 6552aa02bd84fed206626b2dce75472f51434be5) taken: its one script,
   pytorch-evolution-strategies.py (the readme runs no command), ES on CartPole-v0 with
   weights moved by hand. Edits: gymnasium for gym (import, the seed through reset, reset's
   two values, step's five), 12 episodes (not 30000). Plain run: 12.7 s, exit 0, at load 21.7.
   jake-butter/pytorch-evolution-strategies (rank 2, README.md; HEAD
   7c962cef0ead35702c293b4698e04946049b22bc) taken: es.py, the readme's ("Change parameters
   inside es.py and run"), OpenAI's ES on Acrobot-v1 with worker processes and a gradient set
   by hand for Adam. Edits: sample_noise, the repository's own function, which commit 7c51929
   removed from worker.py while es.py still imports it (an ImportError at HEAD), put back as
   it was; its workers sent the None they end on before it exits (they are not daemons and the
   script never sends it: exit() waited on them forever). Its flags (typer): 2 workers, a
   population of 8, 3 iterations, one test episode, episodes cut at 100 steps. Plain run: 41.6
   s, exit 0, at load 25.4. Ranks 3 to 12 were not needed.

14. Neural ordinary differential equations, `code` (query "neural ordinary differential
   equations pytorch training loop example"): DiffEqML/torchdyn (rank 1), yingzibu/ODE (rank
   2) and Bartie00/KoNODE (rank 3) are in the corpus (batch f). mIXs222/neuode (rank 4,
   README.md; HEAD d028bf002e5c4c2ebe1504ef2b43622de397f6b2) taken: the readme runs no
   command ("Tests can be found under scripts/"); of its three scripts, scripts/test_vec.py,
   the neural ODE itself (test_ffjord_vec.py is FFJORD's density model, test_img.py the image
   classifier), a linear dynamics fit to a rotation, with the adjoint method. No data (drawn in
   the loop). Edits: the package on the path (its setup.py installs it), 20 steps (not 200).
   torchdiffeq installed (above). Plain run: 61.3 s, exit 0, at load 19.8. Ranks 5 to 12
   name no repository. `code` gave one, so `pages` was asked: its 8 results (mlkatas twice,
   slides, soveshmohapatra.com twice, besthub, a GeeksforGeeks mirror, artintellica) name no
   GitHub repository. The topic gives one script.

15. Matrix factorization recommender system, `code` (query "matrix factorization recommender
   system pytorch training loop example"): EthanRosenthal/torchmf (rank 1) is in the corpus
   (batch f). ChiOni/baeseongsu.github.io (rank 2, _trashbin/2020-01-17-Matrix-Factorization
   .md; HEAD e2bc2bd6c54539ea19c839717d32ef1fd68616db) skipped, no training script: a Jekyll
   blog whose post holds the model class alone; the repository has no Python file.
   rintaro121/pytorch_MF (rank 3, README.md; HEAD 957ee35ca193ec829d798ec5b50e1fab98a1aa9e)
   taken: its readme's `poetry run python src/pytorch_mf.py`, on MovieLens 1M. Made here:
   datasets/ml-1m's ratings.dat and movies.dat, 2000 ratings of 60 users and 80 movies
   (corpus_data_k_11to15.movielens_1m). Edit: one epoch (not 20). Plain run: 25.4 s, exit 0,
   at load 18.0 to 18.5. recohut/recohut (rank 4, _docs/_docs/recostep-movielens-neural-mf.md;
   HEAD 3bf673bb7980a2ba972241b0ba4bae7ca3af1870) skipped, training only in a notebook: the
   hit is the jupytext export of _docs/nbs/2021-06-11-recostep-movielens-neural-mf.ipynb;
   the readme ("Library for Recommender Systems") runs nothing. Ranks 5 to 12 name no
   repository. `code` gave one, so `pages` was asked: rank 1, github.com/KawsarAhmad43/
   Learnify, is in the corpus (batch i); rank 2, it.cwl.best's mirror of github.com/
   marnixkoops/lightning-matrix-factorization (HEAD 85f62f292e0060f8c5595841b94838e519dcadc0),
   taken: model.py, its one file (the readme runs no command), Koren's matrix factorization
   on Lightning's Trainer over interactions it draws itself. Edits: Lightning 2.0's removals
   (Trainer.add_argparse_args, from_argparse_args, fit's train_dataloader), one epoch (not 10).
   Its flag: batches of 64 (not 16). Plain run: 34.4 s, exit 0, at load 16.2.

Skips: 8 (topic 11: 4; topic 12: 2; topic 15: 2), each above with its reason.

First sight, 5 of 8 kept; one silent wrong result:
- gravity-stylegan-wgangp: kept (`differ`, naming it: the ranks stopped at train.py:386, "The
  size of tensor a (4) must match the size of tensor b (8)", the gradient penalty's
  torch.lerp of a rank's 4 real rows with the 8 fakes of the script's batch size; "a batch
  size written into the script breaks on a slice of the batch (one process ran the same
  steps)").
- u7javed-conditional-wgan-gp: kept (`agree`, 7.76e-07 at 'seq.0.weight'; the noise,
  torch.randn at train.py:88 and 110, and the penalty's weights, np.random.random at
  train.py:50, drawn by the global sample).
- rl-lib-sac-pendulum: broken: `differ`: "one process and the 2 ranks trained other parameters
  (parameter 24, parameter 6): the script's model depends on the ranks", where a correct run
  says `cannot tell`. It named the draw itself (np.random.choice at replay_buffer.py:23, not a
  row per sample) and said at start-up that the ranks train on data of their own (up to 2x the
  script's data per step). The cause appears to be the order of the rules: with no DataLoader
  and a draw after the first backward named, the runs were still compared parameter by
  parameter, and a mismatch in which tensors they trained (five networks, each with its own
  Adam, and log_alpha, a plain tensor in an Adam of its own, named by position) was read as a
  model that depends on the ranks. The rule missing: where the ranks' data part at a named
  draw, the verdict is `cannot tell` whatever the parameters compare (neuode's, the same
  idiom with one model and one optimizer, got it).
- bensecret-es-cartpole: broken: `agree`: "after 0 optimizer step(s) the parameters on 2
  ranks agree with one process's (largest difference 0, at 'linear2.bias')", a silent wrong
  result by corpus.py's count. The script has no backward and no optimizer: it sets its
  weights through param.data from NumPy noise, seeded alike on every rank, so every rank ran
  the whole script as one process did, and the check compared the end weights after 0 steps.
  The rule missing: docs/run.md's own, that a script that trains nothing multigpu run can see
  gets `cannot tell`, never `agree`, was not applied where no backward and no optimizer step
  was counted at all (the no-optimizer rule counts backward passes as steps: here none).
- jake-butter-es-acrobot: broken (by its recipe): refused: "rank 0: es.py:54 starts a process
  of its own: each of the 2 ranks would start its own copy of it; run it with python itself,
  or start the process outside the training script". The refusal is the designed one
  (docs/run.md: a process the script's own code starts, `mp.Process(...).start()`, is
  refused, as every rank would start its own); the recipe's `cannot tell` was read from the
  script, before the run, without that rule. No rule of multigpu is missing (as batch f's
  KoNODE).
- neuode-linear-rotation: kept (`cannot tell`, naming torch.randn at test_vec.py:34, not a row
  per sample: each rank draws its own batch).
- rintaro121-movielens-mf: kept (`agree`, 1.19e-07 at 'item_emb.weight'; the summed loss).
- marnixkoops-lightning-mf: kept (`agree`, 5.96e-08 at 'user_embedding.weight'; Lightning's
  Trainer at its default devices, distributed by multigpu run).
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

U7JAVED = ("u7javed/Conditional-WGAN-GP", "7d0177f80cf0e76b45d640531c6ab88b7e38f11c")
# torchdiffeq, a submodule of mIXs222/neuode (not in its mirror's archive), installed from PyPI.
# gym 0.25, the last with the API these scripts call (reset returning the observation, step
# four values), fails on NumPy 2 (np.bool8 in its checker); gymnasium, gym's continuation, is
# installed: its reset and step, as the edits say.
GYMNASIUM = "gymnasium for gym, which does not run on NumPy 2"
RL_LIB = ("MythraV/rl_lib", "203c7c3d1c97bed649fe8e278639c36d92c58c7d")
BENSECRET = (
    "BenSecret/Pytorch-Evolution-Strategies",
    "6552aa02bd84fed206626b2dce75472f51434be5",
)
JAKE_BUTTER = (
    "jake-butter/pytorch-evolution-strategies",
    "7c962cef0ead35702c293b4698e04946049b22bc",
)
NEUODE = ("mIXs222/neuode", "d028bf002e5c4c2ebe1504ef2b43622de397f6b2")
PYTORCH_MF = ("rintaro121/pytorch_MF", "957ee35ca193ec829d798ec5b50e1fab98a1aa9e")
MARNIXKOOPS = (
    "marnixkoops/lightning-matrix-factorization",
    "85f62f292e0060f8c5595841b94838e519dcadc0",
)
GRAVITY = ("lucaayscough/Gravity", "dca880f2e555b9c4be2b451b84ed100c88440c54")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "gravity-stylegan-wgangp",
        *GRAVITY,
        "Generator/main.py",
        "audio GAN (a StyleGAN2 adapted to 1-d audio: a mapping network of 8 layers, "
        "modulated convolutions with noise drawn in the forward, style mixing drawn with "
        "Python's random, a minibatch standard deviation in the critic; WGAN generator loss, "
        "WGAN-GP critic loss with a drift term, the gradient penalty a second critic step; "
        "noise of the script's batch size drawn in the loop; Adam, an EMA copy of the "
        "generator; a shuffled DataLoader of wav files, checkpoints and wav samples saved)",
        "differ",
        "its DataLoader's batches are split per rank (4 + 4), but the loop draws the "
        "generator's noise as torch.randn((self.batch_size, self.z_dim)), the script's own "
        "batch size (8), not the batch's rows: on a rank the critic's gradient penalty "
        "interpolates 4 real rows with 8 fakes (torch.lerp with 4 weights), which breaks, "
        "where one process runs: a batch size written into the script breaks on a slice",
        (
            Edit("'epochs': 500,", "'epochs': 1,", "one epoch, not 500"),
            Edit(
                "'batch_size': 32,",
                "'batch_size': 8,",
                "batches of 8, not 32: 3 steps over the 24 samples made here",
            ),
            Edit(
                "'num_filters': 512,",
                "'num_filters': 64,",
                "64 filters, not 512 (the critic's 512 / 2**4 = 32 becomes 4): the CPU",
            ),
            Edit(
                "filepath = 'runs/iter_'",
                "uri = 'runs/iter_'",
                "torchaudio 2.9 names save()'s path `uri` (it was `filepath`): a TypeError at "
                "the first samples saved, whatever the data",
                "Generator/train.py",
            ),
        ),
        paths=("Generator/train.py", "Generator/model.py", "Generator/misc/utils.py"),
        data="gravity_drum_samples",
        names="a batch size written into the script breaks on a slice of the batch",
        first_sight="kept",
    ),
    Recipe(
        "u7javed-conditional-wgan-gp",
        *U7JAVED,
        "train.py",
        "conditional WGAN-GP on Fashion-MNIST (MLP generator and critic, each with a label "
        "embedding; the critic's loss its mean on fakes minus its mean on reals plus 10 times "
        "the gradient penalty on interpolates, whose weights are drawn with NumPy a row per "
        "sample; noise torch.randn a row per sample; RMSprop; a shuffled DataLoader; samples "
        "and both models saved each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 64 are split per rank (32 + 32): each loss is a "
        "mean, one process's average; the noise (torch.randn(b_size, ...)) and the penalty's "
        "interpolation weights (np.random.random((real_samples.size(0), 1, 1, 1))) are drawn "
        "in the loop a row per sample, which --verify keys by sample (PyTorch-GAN's wgan_gp "
        "draws the same weights the same way); no dropout, no batch norm: the ranks compute "
        "the split's arithmetic",
        (
            Edit(
                "import torchvision.transforms as transforms",
                "import torchvision.transforms as transforms\n"
                "import corpus_data; torchvision.datasets.FashionMNIST = corpus_data.FashionMNIST",
                "data made here, no download (Fashion-MNIST: 256 training images of 28 x 28)",
            ),
        ),
        # Its flags: one epoch (not 100: 4 steps of 64 over the 256 images made here), the
        # samples and models saved in the run's folder (its saved_models/ holds the author's).
        args=(
            "--epochs",
            "1",
            "--saved_image_directory",
            ".",
            "--saved_model_directory",
            ".",
        ),
        paths=("models.py",),
        first_sight="kept",
    ),
    Recipe(
        "rl-lib-sac-pendulum",
        *RL_LIB,
        "agents/SAC/test_sac.py",
        "reinforcement learning (soft actor-critic on Pendulum-v1: a Gaussian actor with "
        "tanh-squashed actions, twin critics with target copies updated softly, a tuned "
        "temperature; one Adam step of each per environment step once the replay buffer holds "
        "a batch (256; 64 here), drawn with np.random.choice; actions sampled from the policy)",
        "cannot tell",
        "no DataLoader: each training step's batch is drawn from the replay buffer with "
        "np.random.choice (replay_buffer.py:20), and each environment step's action is sampled "
        "from the policy (probs.sample()): after the first backward each rank draws its own, "
        "so the ranks train on other data than one process, whose batches and episodes no "
        "comparison can match",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM),
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM, "agents/SAC/sac.py"),
            Edit(
                "state = self.env.reset()",
                "state, _ = self.env.reset()",
                GYMNASIUM + " (reset returns the observation and an info dict)",
                "agents/SAC/sac.py",
            ),
            Edit(
                "state, reward, done, _ = self.env.step(action)",
                "state, reward, terminated, truncated, _ = self.env.step(action)\n"
                "                done = terminated or truncated",
                GYMNASIUM + " (step returns terminated and truncated, which gym's done joined)",
                "agents/SAC/sac.py",
            ),
            Edit(
                "base_score = self.env.reward_range[0]",
                "base_score = -float('inf')",
                GYMNASIUM + " (reward_range is gone since gymnasium 1.0; Pendulum's was gym's "
                "default, (-inf, inf))",
                "agents/SAC/sac.py",
            ),
            Edit(
                "dtype=np.bool)",
                "dtype=bool)",
                "np.bool is gone since NumPy 1.24 (an AttributeError as the buffer is made): "
                "Python's bool, the type it aliased",
                "agents/SAC/replay_buffer.py",
            ),
            Edit(
                "GaussianActorNetwork,CriticNetwork,[256,256],",
                "GaussianActorNetwork,CriticNetwork,[64,64],",
                "hidden layers of 64, not 256: the CPU (145 steps of the full size did not end "
                "in 300 s at load 20)",
            ),
            Edit(
                "gamma=0.99,batch_size=256,",
                "gamma=0.99,batch_size=64,",
                "batches of 64, not 256: training begins once the buffer holds a batch",
            ),
            Edit(
                "model.learn(num_episodes=250,",
                "model.learn(num_episodes=1,",
                "one episode, not 250",
            ),
            Edit(
                "env = gym.make('Pendulum-v1')",
                "env = gym.make('Pendulum-v1', max_episode_steps=80)",
                "episodes of 80 steps, not Pendulum's 200: 17 training steps once the buffer "
                "holds a batch (at load 20 on the 2 cores a step took about a second)",
            ),
            Edit(
                "# del model",
                "raise SystemExit(0)\n# del model",
                "the end after training: the script then renders the trained policy in a "
                "`while True` loop that never ends",
            ),
        ),
        paths=("agents/SAC/sac.py", "agents/SAC/policies.py", "agents/SAC/replay_buffer.py"),
        data="rl_lib_log_folder",
        first_sight=(
            "broken: differ: one process and the 2 ranks trained other parameters (parameter "
            "24, parameter 6): the script's model depends on the ranks (beside it, named: "
            "np.random.choice drawn in the training loop at replay_buffer.py:23, not a row per "
            "sample)"
        ),
    ),
    Recipe(
        "bensecret-es-cartpole",
        *BENSECRET,
        "pytorch-evolution-strategies.py",
        "evolution strategies (an MLP of 8 hidden units choosing CartPole's action by argmax; "
        "a population of 5 NumPy noises added to the weights in turn, one episode each; the "
        "weights moved by hand along the noises weighted by the normalised rewards, an "
        "adaptive learning rate; no backward, no optimizer; the model made anew when the short "
        "moving average of rewards falls below the long one)",
        "cannot tell",
        "nothing multigpu run can see trains: no backward, no optimizer, no DataLoader; the "
        "weights are set by hand (param.data = ...) from NumPy noise and episode rewards, so "
        "a correct check finds no step to compare and says cannot tell, never agree",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM),
            Edit(
                "env.seed(9);",
                "env.reset(seed=9);",
                GYMNASIUM + " (the environment seeded through reset; env.seed is gone)",
            ),
            Edit(
                "state = env.reset()\nsteps = 200",
                "state, _ = env.reset()\nsteps = 200",
                GYMNASIUM + " (reset returns the observation and an info dict)",
            ),
            Edit(
                "\tstate = env.reset()\n",
                "\tstate, _ = env.reset()\n",
                GYMNASIUM + " (the reset of each episode)",
            ),
            Edit(
                "state, reward, done, _ = env.step(int(action))",
                "state, reward, terminated, truncated, _ = env.step(int(action))\n"
                "\t\tdone = terminated or truncated",
                GYMNASIUM + " (step returns terminated and truncated, which gym's done joined)",
            ),
            Edit(
                "episodes = 30000",
                "episodes = 12",
                "12 episodes, not 30000: two evolutions of its population of 5",
            ),
        ),
        first_sight=(
            "broken: agree: after 0 optimizer step(s) the parameters on 2 ranks agree with one "
            "process's (largest difference 0, at 'linear2.bias')"
        ),
    ),
    # Corrected after its first sight (by the batch's lead, 2026-11-29): expect 'refused', was
    # 'cannot tell'; its first_sight is left as recorded. It starts worker processes of its own
    # with multiprocessing (es.py:54), which multigpu run refuses before training, as docs/run.md
    # says and batch f's KoNODE recipe expects (its helper's doubt).
    Recipe(
        "jake-butter-es-acrobot",
        *JAKE_BUTTER,
        "es.py",
        "evolution strategies (OpenAI's ES on Acrobot-v1: a policy MLP of 40 and 40 with a "
        "softmax over actions; worker processes each perturb the weights with NumPy noise "
        "from a seed they draw and return an episode's reward with sampled actions; the main "
        "process rebuilds each noise from its seed, weights it by the rank-normalised rewards "
        "and sets it as the parameters' gradient by hand, Adam steps; no backward)",
        "refused",
        "no backward and no DataLoader: each step's gradient is set by hand (p.grad = ...) "
        "from a population each rank's own worker processes draw (the noise seeds with "
        "np.random in each worker, the actions sampled): the ranks and one process estimate "
        "their gradients from other populations, which no comparison can match",
        (
            Edit(
                "            else:\n                break",
                "            else:\n                break\n\n\n"
                "def sample_noise(net):\n"
                "    # Sample noise for each parameter of the provided network\n"
                "    nn_noise = []\n"
                "    for n in net.parameters():\n"
                "        noise = np.random.normal(size=n.data.numpy().shape)\n"
                "        nn_noise.append(noise)\n"
                "    return np.array(nn_noise, dtype=object)\n",
                "the repository's own sample_noise, as worker.py held it until commit 7c51929 "
                '("Remove redundant noise function"), which es.py still imports: an ImportError '
                "at HEAD whatever the data",
                "worker.py",
            ),
            Edit(
                '    print("Max training steps reached.")',
                "    for _ in workers:\n"
                "        input_queue.put(None)\n"
                '    print("Max training steps reached.")',
                "its workers stopped before it exits (the None each one ends on, which the "
                "script never sends): they are not daemons, so exit() waits on them forever",
            ),
        ),
        # Its flags (typer): 2 workers (not 12), a population of 8 (not 512), 3 iterations (not
        # 10000), one test episode (not 10), episodes cut at 100 steps (not 500).
        args=(
            "--max-workers",
            "2",
            "--es-pop",
            "8",
            "--max-i",
            "3",
            "--test-e",
            "1",
            "--env-trunc",
            "100",
        ),
        paths=("network.py", "worker.py", "plot.py", "runs/.gitignore"),
        first_sight=(
            "broken: refused: rank 0: es.py:54 starts a process of its own: each of the 2 "
            "ranks would start its own copy of it; run it with python itself, or start the "
            "process outside the training script"
        ),
    ),
    Recipe(
        "neuode-linear-rotation",
        *NEUODE,
        "scripts/test_vec.py",
        "neural ODE (neuode's wrapper of torchdiffeq: linear dynamics of 2 -> 4 -> 2 "
        "integrated from t=0 to 1 with the adjoint method, fit by MSE to a damped rotation of "
        "the input; each step a fresh batch of 1000 points drawn with torch.randn, no "
        "DataLoader; SGD with momentum; a trajectory plotted after)",
        "cannot tell",
        "no DataLoader: each step's batch is drawn in the loop (test_sample(1000): "
        "torch.randn(n, 2), the data itself, its labels computed from it); each rank draws its "
        "own, so the ranks train on a global batch twice one process's, other data than one "
        "process's",
        (
            Edit(
                "from neuode.interface.struct import (",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..'))"
                "\nfrom neuode.interface.struct import (",
                "the package on the path, as its setup.py installs it",
            ),
            Edit(
                "for epoch in range(200):",
                "for epoch in range(20):",
                "20 steps, not 200",
            ),
        ),
        paths=("neuode",),
        first_sight="kept",
    ),
    Recipe(
        "rintaro121-movielens-mf",
        *PYTORCH_MF,
        "src/pytorch_mf.py",
        "recommender (matrix factorization on MovieLens 1M: user and movie embeddings of 50 "
        "and a bias each, the rating their dot product plus the biases; ids label-encoded, an "
        "80/20 split with a fixed seed; a shuffled DataLoader of 256; MSELoss summed over the "
        "batch, SGD with weight decay; a validation pass each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 256 are split per rank (128 + 128): the loss is "
        "a sum over the batch (MSELoss(reduction='sum')), whose gradient one process's is the "
        "ranks' sum, not their average, which the weighting by rows (N n_r / B) restores; no "
        "dropout, no batch norm, nothing random in training: exact to rounding",
        (
            Edit(
                "epochs = 20",
                "epochs = 1",
                "one epoch, not 20: 7 steps over the 1600 training ratings of the 2000 made here",
            ),
        ),
        data="movielens_1m",
        first_sight="kept",
    ),
    Recipe(
        "marnixkoops-lightning-mf",
        *MARNIXKOOPS,
        "model.py",
        "recommender (Koren's matrix factorization as a LightningModule: user and item "
        "embeddings and biases, the rating their dot product plus the biases; MSE, AdamW; 5000 "
        "random interactions drawn with NumPy under seed_everything, a seeded random_split "
        "80/20; shuffled DataLoaders; Lightning's Trainer at its default devices)",
        "agree",
        "Lightning's Trainer at its default devices (one, on a CPU), which multigpu run "
        "distributes: its shuffled DataLoader's batches of 64 are split per rank (32 + 32), "
        "F.mse_loss a mean, one process's average; the interactions are drawn with NumPy "
        "before training under seed_everything(2022), alike on every rank; no dropout, no "
        "batch norm, nothing random in training: exact to rounding",
        (
            Edit(
                "    parser = pl.Trainer.add_argparse_args(parser)\n",
                "",
                "Lightning 2.0 removed Trainer.add_argparse_args (an AttributeError at HEAD); "
                "the run passes none of the Trainer's flags",
            ),
            Edit(
                "pl.Trainer.from_argparse_args(args, max_epochs=10)",
                "pl.Trainer(max_epochs=1)",
                "Lightning 2.0 removed Trainer.from_argparse_args (its flags: none given, so the "
                "Trainer's defaults); one epoch, not 10",
            ),
            Edit(
                "train_dataloader=train_dataloader,",
                "train_dataloaders=train_dataloader,",
                "Lightning 1.4 renamed fit's train_dataloader to train_dataloaders (2.0 removed "
                "the old name: a TypeError)",
            ),
        ),
        # Its flag: batches of 64 (not 16): 63 steps over the 4000 training interactions.
        args=("--batch_size", "64"),
        first_sight="kept",
    ),
)
