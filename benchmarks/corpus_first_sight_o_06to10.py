"""Batch o, topics (6) to (10): batch o's rule (corpus_first_sight_o.py's docstring, verbatim
there) applied to histopathology image classification, behavior cloning imitation learning,
Rainbow DQN, distributional reinforcement learning C51 and age estimation from face images.
Five scripts from five repositories: two for each of topics 6 and 8, one for topic 7 (its
`code` and `pages` results gave no second that qualified), none for topics 9 and 10 (every
repository their `code` and `pages` results named was in the corpus already, or skipped for a
reason written below).
At first sight 5 of 5 kept (three `agree`, two `cannot tell` naming the draws of an RL loop),
no silent wrong result, none broken.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it (corpus.extract and corpus.prepare, in a folder under /tmp), until it ended without error;
its time is given below, with the load of the 2-core machine, shared with the other helpers'
runs.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wto, 5fc2675, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Installed into .venv: nothing (gymnasium 1.4.0, mujoco 4.0.0, IPython 9.18.1, scikit-learn
and matplotlib were there).

Read as batches c to n read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, or a deepwiki.com page of OWNER/NAME); a mirror of a repository under another host (a
Gitea server's hongshaorou/Tianshou) is passed over, as batch n passed github.imc.re over.
"In the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, or
claimed by another helper of batch o (/tmp/o_claims.txt, checked just before each was taken).
Ranks are the results' own. Per topic, in the order the results came:

6. Histopathology image classification, `code` (query "histopathology image classification
   pytorch training loop example"): Magmuma/AIN3007-Project (rank 1, training.py; HEAD
   19bb695d598c6df7e1070ca9a16d7fe0c5b085b2) skipped, no training script that runs: its
   main.py's loop cannot run on any data (its SlideDataset gives each slide's OpenSlide patches
   stacked, so a batch is 5-D for its Conv2d, and its MSELoss compares the CNN's (N, 1) output
   with the input images), and it needs OpenSlide's C library for whole-slide files.
   pcun89/Histopathology-Image-Classification-with-PyTorch (rank 2, README.md; HEAD
   3b269d1ecbe58b86e89ec1e6d4d75803a37a319b) taken: `train` (the file has no .py), its CNN
   training script (the readme describes the workflow and runs nothing; trainTransferLearning
   loads resnet18(pretrained=True)), a 3-block CNN on PatchCamelyon-style ImageFolder patches.
   Made here: dataset/train and dataset/val, two classes, 32 and 8 patches a class, 64 x 64
   (corpus_data_o_06to10.pcun89_histology). Edits: its model read from the file `model` (no
   .py: `from model import` finds no module), 2 epochs (not 10). Plain run: 53.5 s, exit 0, at
   load 6.7 to 3.9 (run without the lock: see Doubts).
   yida2311/HistoDOI (rank 3, train_oscc_cls.sh; HEAD 1f6c953c3992f94a2f9f071298a728b4487fa864)
   skipped, weights and a page from the internet: classification/train_histo_cls.py builds
   seresnext50_32x4d(pretrained=True) with no flag, and opens https://www.python.org with
   urllib at its start. Oleksiy-student/CNN-CV-medical (rank 4, Train-model.py; HEAD
   bfe76a3fe65cb069f5e09ee991172a61668453d2) taken: the readme's Part1-Train-model.py (the
   hit's Train-model.py is not at HEAD), torchvision's resnet34 from scratch on the colorectal
   cancer tissue classes. Made here: the "Colorectal Cancer" folder, MUS, NORM and STR, 34
   patches a class, 32 x 32 (corpus_data_o_06to10.oleksiy_colorectal). Edits: 2 epochs (not
   10). Plain run: 10.4 s, exit 0, at load 1.9 to 4.2. Ranks 5 on were not needed.

7. Behavior cloning imitation learning, `code` (query "behavior cloning imitation learning
   pytorch training loop example"): NREL/DSS-SimPy-RL (rank 1, docs/html/_sources/bc.rst.txt;
   HEAD ecb464187a154a0b1c1325b4333a21f1e3e801a6) skipped, no training script: the modules its
   docs document for behavioral cloning (bc, cyber_train_bc_ieee123) are not in the
   repository (548 files, none named so; its agents/ hold DQN and PER-DQN).
   SmallBiteCoder/Python-Ml-Coarse (rank 2) is in the corpus (batches f to n), passed over (the
   hit is a stub: "# Start your implementation here..."). Rank 3 (Julia) names no repository.
   Jmfinizio/Half-Cheetah-Behavioral-Cloning (rank 4, README.md; HEAD
   8019a275534542cd89408d6be484ecedf0f639cf) taken: the readme's `python Imitation_Learning.py`,
   an MLP policy cloned from the repository's 1,000 HalfCheetah expert pairs, then DAgger in
   gymnasium's HalfCheetah-v5 (MuJoCo). Data: the repository's own
   (HalfCheetah_expert_data.pkl). Edits: no human render window (nor render call), one epoch
   (not 1000), one DAgger iteration of 100-step rollouts (not 5 of 2000), and its DAgger loop's
   `optimizer(pred_actions, batch_actions)` as `criterion(...)` (a TypeError at HEAD, after
   the behavior cloning). Plain run: 13.1 s, exit 0, at load 1.5 to 1.9 (a first
   try stopped at its evaluation: see Doubts). Ranks 5 to 12 name no repository. `pages`
   (the same query): deepwiki.com's pages on tsmatz/imitation-learning-tutorials (ranks 1 and
   2; HEAD 56427481476b9676f017b6eaf6dca877e393d9f2) skipped, training only in notebooks
   (01_bc.ipynb to 06_gail.ipynb; gridworld.py is the environment). deepwiki.com's page on
   uidilr/gail_ppo_tf (rank 3; HEAD 0bdee5ac8e15455e0e48c8a99f72ec1e10510855) skipped, another
   framework (TensorFlow: algo/behavior_clone.py builds tf.placeholder inputs).
   williamwu8888/social_robotics (rank 4; HEAD c0af736fcf0df71f6b63694ad7c6a79f1b5dd503) skipped,
   training only in a notebook (its imitation lab is _labs/TP1_Imitation_Student/
   Imitation_Learning_Student_Version.ipynb; its other lab, TAMER, learns from a human's key
   presses in a pygame window).
   FabianoBusca/HIAL-PROJECT (rank 5; HEAD d0663ebc63fc8703bcdfd599b65bb1e114b59ea2) skipped,
   no training script: a course project's skeleton (panda-gym and pybullet environments, the
   students' functions left as `pass`, preference learning with aprel; no PyTorch training).
   Ranks 6 to 8 (aegean.ai, imitation.readthedocs.io, pmc.ncbi.nlm.nih.gov) name no GitHub
   address. One script for this topic.

8. Rainbow DQN, `code` (query "Rainbow DQN pytorch training loop example"): Dan7171/MPC_RLPT
   (rank 1, BGU/Rlpt/drl/rainbow_rlpt_cartpole_example/rainbow_rlpt.py; HEAD
   9ee0cb8ddb8d806dcbf0bf5c9ba63b9209fb3eaf) taken: the hit's folder's main.py (the hit's
   rainbow_rlpt.py is not at HEAD; main.py runs that folder's DQNAgent), Curt-Park's Rainbow
   (NoisyNet, dueling, C51, double DQN, prioritized replay, 3-step returns) on gymnasium's
   CartPole-v1. Data: none (the environment). Edits: the repository's root and the folder on
   the path (its imports name BGU... from the root and segment_tree bare), 300 frames (not
   1000), its test episode without the human render window (dqn_agent.py). Plain run:
   12.3 s, exit 0, at load 1.2 to 1.9. Kiiiiii123/Deep-Reinforcement-Learning-Hands-On (rank 2,
   Chapter07/08_dqn_rainbow.py; HEAD 63f0a5dc827d976b428426864f68ae59d4fc9a42) skipped, no
   training script for it: the hit's script is not in the repository at HEAD (Chapter07 holds
   01_actions.py to 06_cartpole.py, ptan demos and a plain DQN; no readme). forknay/dqn (rank 3,
   README.md; HEAD 8af8d87451cc5f3a3aa6d880c14a42b4498069f1) taken: dqn.py, its one PyTorch
   script, the first parts of its Rainbow (DQN and double DQN with a soft-updated target; the
   readme lists the rest as to do) on CartPole-v1. Edits: 10 episodes (not 500). Plain run:
   7.7 s, exit 0, at load 1.2 to 3.1. Ranks 4 on were not needed.

9. Distributional reinforcement learning C51, `code` (query "distributional reinforcement
   learning C51 pytorch training loop example"): rank 1 (a readme excerpt) names no
   repository. SmallBiteCoder/Python-Ml-Coarse (rank 2) is in the corpus, passed over (a stub
   again). ufal/npfl139 (rank 3, tasks/dist_qr_dqn.md; HEAD
   28b7c74f7cca76aabf046d1b25ba4d2daef14eb3) skipped, no training script: labs/05/dist_c51.py
   (and dist_qr_dqn.py) are the course's templates, whose model, optimizer, loss and action
   are `...` left for the student. Kiiiiii123/Deep-Reinforcement-Learning-Hands-On (rank 4) is
   named above (topic 8), skipped there: its Chapter07/08_dqn_rainbow.py, the hit again, is not
   at HEAD. Ranks 5 to 12 name no repository. `pages` (the same query): rank 1 is
   hongshaorou/Tianshou on a Gitea server (47.94.203.134:3000), another host's mirror, passed
   over; ranks 2 to 8 (a spam page, coach.nervanasys.com, mdpi.com, packtpub.com, an axiomrl
   sdist on files.pythonhosted.org, tianshou.org, an Obsidian page) name no GitHub address. No
   script for this topic.

10. Age estimation from face images, `code` (query "age estimation from face images pytorch
   training loop example"): necipfazil/age-estimation-w-deep-learning (rank 1, batch h),
   sambarba99/spare-time-projects (rank 2, batch j) and duonglong289/age-gender (rank 3, batch
   j) are in the corpus, passed over. map583-2019/AgeEstimation (rank 4, README.md; HEAD
   bf28711743f87083c61b53e2c1aaf2425f950df2) skipped, training only in notebooks (its readme:
   "The .ipynb file second approach is the main file for the code"; utils/img_to_vec.py is a
   feature extractor). Ranks 5 to 12 name no repository. `pages` (the same query):
   deepwiki.com's page on polina3-14/Study-projects-Machine-Learning (rank 1; HEAD
   1fe931c8cf59b2eb52039a13be4c16b52d9689d1) skipped, training only in a notebook
   (8. Computer Vision/computer_vision_age_identification.ipynb). baduyne/Age-Gender-
   Prediction-from-Face-Images-using-CNN (rank 5) is in the corpus (batch j), passed over.
   Ranks 2 to 4 and 6 to 8 (ar5iv, kompy.info, codeproject, scribd, deepai.org) name no GitHub
   address (rank 2's paper names its repository AgeNet without an address). No script for
   this topic.

Skips: 11 (topic 6: 2; topic 7: 5; topic 8: 1; topic 9: 1; topic 10: 2), each above with its
reason; no repository these results named was claimed by another helper of batch o.

First sight (each run its script's one, --timeout 900, behind /tmp/o_lock):
- pcun89-pcam-cnn: kept (`agree`, 0 at 'fc_block.3.bias'; no torch.manual_seed before the
  first forward, both runs seeded alike; the data set's flips and rotations seeded by each
  sample's index; dropout switched off (F.dropout at model:35); the split itself 2.05e-05 at
  'conv_block.3.weight', rounding of sums over the slices; 50.3 s).
- oleksiy-colorectal-resnet34: kept (`agree`, 0 at 'fc.bias'; batch norm per rank named, the
  split itself 0.16 at 'conv1.weight', and with --sync-batchnorm 0.0273 against its 1-ulp
  run's 0.0383: all the difference; 76.6 s).
- dan7171-cartpole-rainbow: kept (`cannot tell`: it draws at random after its first backward
  and each rank draws its own, naming torch.randn at noisy_linear.py:97 and random.uniform at
  prioritized_replay_buffer.py:119; 24.9 s).
- jmfinizio-halfcheetah-bc: kept (`agree` with one process directly, 1.49e-08 at
  'fc1.weight'; no torch.manual_seed before the first forward, both runs seeded alike;
  21.8 s).
- forknay-cartpole-ddqn: kept (`cannot tell`: it draws at random after its first backward,
  naming torch.rand at dqn.py:71 and random.sample at dqn.py:91; no torch.manual_seed before
  the first forward, both runs seeded alike; 20.0 s).

Doubts for the lead:
- pcun89-pcam-cnn's plain run (53.5 s) was made before its author saw that the lock was
  held, so without it; its first sight held the lock.
- jmfinizio-halfcheetah-bc: its first plain run stopped at its evaluation after behavior
  cloning (AttributeError: MuJoCo's render() refuses a render mode of None, the recipe's
  first edit); the recipe now also leaves out that render call. Its DAgger loop trains the
  DAgger policy on the expert data alone (TensorDataset(states, actions), not the aggregated
  set) and, at HEAD, calls the optimizer as its loss: the recipe's fix gives the DAgger loop
  its criterion, a change to what the script computes after its behavior cloning (the steps
  --verify checks are the cloning's).
- dan7171-cartpole-rainbow: taken with main.py of the hit's folder, as the hit's
  rainbow_rlpt.py is not at HEAD. forknay/dqn is a Rainbow in progress: its dqn.py is a double
  DQN with soft target updates (its NoisyLinear class is defined and unused), taken because
  the rule takes the first repositories with a PyTorch training script, whatever it has done
  of its topic.
- Topics 9 and 10 gave no script: their first results were in the corpus already (batches
  f to n took SmallBiteCoder/Python-Ml-Coarse, necipfazil, sambarba99, duonglong289 and
  baduyne), templates or notebooks.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

PCUN89 = (
    "pcun89/Histopathology-Image-Classification-with-PyTorch",
    "3b269d1ecbe58b86e89ec1e6d4d75803a37a319b",
)
OLEKSIY = ("Oleksiy-student/CNN-CV-medical", "bfe76a3fe65cb069f5e09ee991172a61668453d2")
JMFINIZIO = (
    "Jmfinizio/Half-Cheetah-Behavioral-Cloning",
    "8019a275534542cd89408d6be484ecedf0f639cf",
)
DAN7171 = ("Dan7171/MPC_RLPT", "9ee0cb8ddb8d806dcbf0bf5c9ba63b9209fb3eaf")
DAN7171_DIR = "BGU/Rlpt/drl/rainbow_rlpt_cartpole_example"
FORKNAY = ("forknay/dqn", "8af8d87451cc5f3a3aa6d880c14a42b4498069f1")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "pcun89-pcam-cnn",
        *PCUN89,
        "train",
        "histopathology image classification (a 3-block CNN, no batch norm, dropout 0.5 "
        "before its last layer, on ImageFolder patches resized to 128 x 128 with random "
        "flips and rotations per sample; CrossEntropyLoss, Adam; a shuffled DataLoader of "
        "32; a validation pass and sklearn's classification report at the end)",
        "agree",
        (
            "its shuffled DataLoader's batches of 32 are split per rank (16 + 16); the loss is "
            "CrossEntropyLoss's mean, one term per sample: one process's average; the flips "
            "and rotations are the data's, drawn per sample in __getitem__ (no loader "
            "workers); its dropout is switched off for the check; no batch norm; the "
            "validation runs whole after training"
        ),
        (
            Edit(
                "from model import HistopathologyCNN\n",
                "import runpy  # the repository's model file is named `model`, without .py\n"
                "HistopathologyCNN = runpy.run_path('model')['HistopathologyCNN']\n",
                "the repository's files have no .py (model, train): `from model import` "
                "finds no module; the class is read from the file `model` beside it",
            ),
            Edit(
                "num_epochs = 10\n",
                "num_epochs = 2\n",
                "2 epochs (not 10): 4 steps over the 64 training patches made here",
            ),
        ),
        # The repository's one CNN training script, `train` (the readme describes the workflow
        # and runs nothing; trainTransferLearning loads resnet18(pretrained=True)).
        paths=("model",),
        data="pcun89_histology",
        first_sight="kept",
    ),
    Recipe(
        "oleksiy-colorectal-resnet34",
        *OLEKSIY,
        "Part1-Train-model.py",
        "histopathology image classification (torchvision's resnet34, batch norm, from "
        "scratch, 3 colorectal tissue classes; ImageFolder split 80/10/10 by random_split "
        "after torch.manual_seed(0); CrossEntropyLoss, SGD with momentum and weight decay; a "
        "shuffled DataLoader of 64; a validation pass and a checkpoint at the end)",
        "agree",
        (
            "its shuffled DataLoader's batches of 64 are split per rank (32 + 32, the last "
            "of 16: 8 + 8); the loss is CrossEntropyLoss's mean: one process's average; the "
            "random_split is drawn before training, alike on every rank; no augmentation, no "
            "dropout; the validation runs whole after training; resnet34's batch norm is per "
            "rank, named beside the agree"
        ),
        (
            Edit(
                "    num_epoch = 10\n",
                "    num_epoch = 2\n",
                "2 epochs (not 10): 4 steps over the 80 training patches made here",
            ),
        ),
        # The readme's Part1-Train-model.py (model training) on the "Colorectal Cancer" folder
        # it names (its data set downloaded in Colab by gdown: made here).
        data="oleksiy_colorectal",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "jmfinizio-halfcheetah-bc",
        *JMFINIZIO,
        "Imitation_Learning.py",
        "behavior cloning (an MLP policy regressing the expert's actions from HalfCheetah "
        "states, MSELoss, Adam, a shuffled DataLoader of 64 over the repository's 1,000 expert "
        "pairs; then an evaluation in gymnasium's HalfCheetah-v5 (MuJoCo) and DAgger "
        "iterations: rollouts of its own policy, labelled by the cloned policy, and another "
        "policy trained on the expert data)",
        "agree",
        (
            "its first steps are behavior cloning: a shuffled DataLoader's batches of 64 over "
            "a TensorDataset, split per rank (32 + 32); the loss is MSELoss's mean, one term "
            "per sample: one process's average; no batch norm, no dropout, nothing drawn in "
            "the loop"
        ),
        (
            Edit(
                'env = gym.make("HalfCheetah-v5", render_mode = "human")',
                'env = gym.make("HalfCheetah-v5", render_mode = None)',
                "no window: the human render mode opens one (no display here)",
            ),
            Edit(
                "            env.render()  # Add this line to show the simulation\n",
                "            pass  # no env.render(): no render mode here\n",
                "its evaluation's render call left out, as there is no window (MuJoCo's "
                "render() refuses a render mode of None)",
            ),
            Edit(
                "    num_epochs = 1000\n",
                "    num_epochs = 1\n",
                "one epoch (not 1000): 16 steps over the repository's 1,000 expert pairs",
            ),
            Edit(
                "    dagger_iterations = 5\n",
                "    dagger_iterations = 1\n",
                "one DAgger iteration (not 5)",
            ),
            Edit(
                "    max_steps = 2000\n",
                "    max_steps = 100\n",
                "DAgger rollouts of 100 steps (not 2000)",
            ),
            Edit(
                "loss = optimizer(pred_actions, batch_actions)",
                "loss = criterion(pred_actions, batch_actions)",
                "its DAgger loop calls the optimizer as its loss (a TypeError at HEAD, after "
                "behavior cloning): its criterion, as its behavior cloning loop has it",
            ),
        ),
        # The readme's `python Imitation_Learning.py`, with the expert data of the repository.
        paths=("HalfCheetah_expert_data.pkl",),
        first_sight="kept",
    ),
    Recipe(
        "dan7171-cartpole-rainbow",
        *DAN7171,
        f"{DAN7171_DIR}/main.py",
        "Rainbow DQN (Curt-Park's: NoisyNet dueling C51 network, double DQN target, "
        "prioritized replay with random.uniform draws per segment, 3-step returns; Adam, "
        "gradient clipping; on gymnasium's CartPole-v1; matplotlib plots every 200 frames)",
        "cannot tell",
        (
            "no DataLoader: the batches are drawn from its prioritized replay buffer "
            "(random.uniform per segment) and the states come from the environment under its "
            "NoisyNet policy, whose noise is redrawn (torch.randn) after each step; from the "
            "first backward on each rank draws its own samples and noise, so the inputs of "
            "steps 2 and 3 differ across ranks and no comparison applies; the verdict must "
            "say so, naming the draw"
        ),
        (
            Edit(
                "from BGU.Rlpt.drl.rainbow_rlpt_cartpole_example.dqn_agent import DQNAgent\n",
                "import sys  # the repository's root (its package BGU) and this folder "
                "(segment_tree, replay_buffer) on the path\n"
                "sys.path[:0] = [os.path.abspath(os.path.join(os.path.dirname(__file__), "
                "*['..'] * 4)), os.path.dirname(os.path.abspath(__file__))]\n"
                "from BGU.Rlpt.drl.rainbow_rlpt_cartpole_example.dqn_agent import DQNAgent\n",
                "its imports name the package from the repository's root (BGU...) and modules "
                "of its own folder (segment_tree, replay_buffer) bare: both on the path, as "
                "the author's PYTHONPATH had them",
            ),
            Edit(
                "num_frames = 1000 # 10000\n",
                "num_frames = 300 # 10000\n",
                "300 frames (not 1000): its updates start once 128 transitions are stored",
            ),
            Edit(
                'gym.make("CartPole-v1", max_episode_steps=200, render_mode="human")\n',
                'gym.make("CartPole-v1", max_episode_steps=200)\n',
                "the test episode without a window (the human render mode needs pygame and a "
                "display)",
                f"{DAN7171_DIR}/dqn_agent.py",
            ),
        ),
        paths=tuple(
            f"{DAN7171_DIR}/{name}.py"
            for name in (
                "dqn_agent",
                "network",
                "noisy_linear",
                "prioritized_replay_buffer",
                "replay_buffer",
                "segment_tree",
            )
        ),
        first_sight="kept",
    ),
    Recipe(
        "forknay-cartpole-ddqn",
        *FORKNAY,
        "dqn.py",
        "Rainbow DQN, its first parts (the readme's Rainbow with DQN and double DQN done, the "
        "rest to do: an MLP Q-network, a replay memory sampled with random.sample, a target "
        "network followed by soft updates each step, epsilon-greedy actions drawn with "
        "torch.rand and the action space's sample, MSE loss, Adam with amsgrad; on "
        "gymnasium's CartPole-v1, unseeded; a plot of the episodes' lengths each episode)",
        "cannot tell",
        (
            "no DataLoader: its batches are random.sample draws from its replay memory, and "
            "its states come from an unseeded environment (reset from the system's entropy) "
            "under epsilon-greedy actions (torch.rand, the action space's own generator); "
            "from the first backward on each rank draws its own batches and actions, so the "
            "inputs of steps 2 and 3 differ across ranks and no comparison applies; the "
            "verdict must say so, naming the draw"
        ),
        (
            Edit(
                "N_EPISODES = 500\n",
                "N_EPISODES = 10\n",
                "10 episodes (not 500): its updates start once 32 transitions are stored",
            ),
        ),
        # The repository's one PyTorch script (tensorflow/ holds its earlier Keras version).
        first_sight="kept",
    ),
)
