"""Batch l, topics (16) to (20): batch l's rule (corpus_first_sight_l.py's docstring, verbatim
there) applied to deep Q-network with experience replay, advantage actor-critic A2C, decision
transformer offline reinforcement learning, imitation learning GAIL, and multi-agent
reinforcement learning. Seven scripts from seven repositories: two for each of topics 16, 17
and 19, one for topic 18 (its `code` and `pages` results gave no second that qualified), none
for topic 20 (no result of either gave one that qualified); at first sight 3 of 7 kept, 4 broken, no
silent wrong result.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare into a temporary folder), until it ended without error (its
time given below, with the load of the 2-core machine, shared with the other helpers' runs),
before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtl, 0f2c040, 2026-11-29, one at a time behind the batch's lock
/tmp/l_first_sight.lock, each once, --timeout 900, its json in /tmp/l_16to20/), before any
change made for it. Each was queued as its plain run passed, from a private copy of
corpus.py, corpus_recipes.py, the corpus_data*.py of batches a to k and this part with its
data module (no other part of batch l), one copy per recipe (/tmp/l16w/fs_NAME/, made as it
was queued), not the one shared folder /tmp/l_16to20, so that a copy made for a later recipe
could not change the files of one still waiting on the lock.

Installed into .venv from PyPI for these scripts: pyglet 1.5.15 (the version xuance pins; its
dreamer_v3 learner imports pyglet.resource as the package loads), mujoco 4.0.0 (gymnasium's
HalfCheetah-v4, bhaveshgawri's evaluation), torchrl 0.14.1 with tensordict 0.14.3, hoptorch
0.1.4 and pyvers 0.2.3 (Emile-Aquila's GAIL; its pins, torchrl ^0.4 and tensordict ^0.4, were
built for torch 2.3), and, for AgileRL, skipped below, pettingzoo 1.26.1, mpe2 1.1.1, SuperSuit
3.11, pymunk 7.3.1, fastrand, flatten-dict, tinyscaler and lazy-loader (unused by any recipe
here). gym is not installed (gym 0.25 fails on NumPy 2, as batch k found): the scripts written
for gym run on gymnasium 1.4, with the edits to reset and step written in each recipe.

Read as batches c to k read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, a mirror of such an address, or a GitHub Pages project address OWNER.github.io/NAME), in
its own address or in its text. "In the corpus" is any repository named in corpus_recipes.py
or corpus_first_sight_*.py, the other helpers' parts of batch l included (checked just before
each was taken: none of the repositories taken below was named; SmallBiteCoder/
Python-Ml-Coarse is in batches f to k). Ranks are the results' own. Per topic, in the order
the results came:

16. Deep Q-network with experience replay, `code` (query "deep Q-network with experience
   replay pytorch training loop example"): feicccccccc/DQN_Pytorch (rank 1, DQN.py; HEAD
   524b1870698873c4c1e72cfa37ba0d341551ffdb) taken: the hit's DQN.py is in the history, not
   at HEAD, whose training script is main.py (the readme runs no command), a DQN with a NumPy
   replay buffer on CartPole-v1. No data (a simulated environment); made here: the models/ and
   plots/ folders it saves into (corpus_data_l_16to20.feicccccccc_folders). Edits: gymnasium
   for gym (main.py and utils.py; reset's two values, step's five), 20 episodes (not 1000: its
   learning starts once 128 transitions are stored; 8 episodes stored 99 and took no step).
   Plain run: 27.7 s, exit 0, at load 3.6. whoji/training-ground (rank 2, torch/
   official_tutorial/partY_DQN/readme.txt; HEAD b107cc47c4a04bb8868c410ab207bacab5a86e4c)
   taken: the folder's main.py (the readme describes it; the repository's readme runs
   nothing), PyTorch's DQN tutorial on CartPole-v0's rendered screen, split into modules.
   Edits: gymnasium for gym (main.py and env_adapter.py; the environment made with
   render_mode='rgb_array', render() without its mode, step's five values), Image.CUBIC (gone
   since Pillow 10: an AttributeError as env_adapter.py loads) as Image.BICUBIC, 3 episodes
   (not 5000) and batches of 16 (not 128: with 128, 10 episodes took 225 s at load 15; with 32,
   4 episodes took 147 s at load 17). Plain run: 74.3 s, exit 0, at load 14.2. Ranks 3
   (vishwassathish/dqn_vectorized_env) and beyond were not needed.

17. Advantage actor-critic A2C, `code` (query "advantage actor-critic A2C pytorch training loop
   example"): betray12138/Basic-RL-Algorithms (rank 1, docs/A2C/README.md; HEAD
   4a169eb4f078c7ef3320dfd122c068b45f0631b3) taken: main_a2c_continuous.py, the first of the
   two commands the hit's readme gives ("python main_a2c_continuous.py or python
   main_a2c_discrete.py"), an online A2C on gymnasium's Pendulum-v1. Edit: gym.make(name, seed)
   without the seed, which gymnasium.make takes as max_episode_steps (0: a ValueError since
   gymnasium 1.0). Its flag: --max-train-steps 30 (one episode of 200 steps, its loop reading
   the count at each episode's start). Plain run: 29.6 s, exit 0, at load 13.4.
   agi-brain/xuance (rank 2, docs/.../a2c_learner.rst; HEAD
   4f0b05b2c874319c12370f878ca94295a71a7938) taken: the hit is the A2C learner's API page and
   the readme trains through a snippet (`xuance.get_runner(...)`), so the repository's A2C
   script on the classic environment, examples/DRL/a2c/a2c_cartpole.py, with the package on
   the path (its pins, numpy<2 and gymnasium<1.3, were not installed over this environment's;
   it ran on those here). Edits: its config's device (cpu, not cuda:0), 2 environments (not
   10), 256 steps (not 300,000), rollouts of 32 (not 256), a benchmark after the one epoch,
   one test episode. Plain run: 46.8 s, exit 0, at load 13.1 (a SubprocVecEnv's __del__ error
   at the interpreter's exit, ignored by Python). Ranks 3 (betray12138 again) and 4
   (r-gould/a2c) were not needed.

18. Decision transformer offline reinforcement learning, `code` (query "decision transformer
   offline reinforcement learning pytorch training loop example"): Rami-Ismael/cleanrl (rank 1,
   decision_transformers/bert_decision_transformer.py; HEAD
   aa4edd99b83301bb715447a576a379414d0108b2) skipped, no training script: the hit is a
   fragment that builds a collator and a config and ends on `model = TrainableDT(config)`, a
   class defined nowhere (its own is QATTrainableDT), with no Trainer call; the folder's other
   two files are GPT-2 model code, and the readme runs cleanrl's other scripts.
   xloem/datadecisions (rank 2, README.md; HEAD a9922a31508884822ed00cfa17654bc8a40e71b8)
   skipped, no training script: its readme says training is "missing"; testcase.py is four
   comment lines, datadecisions/ a model subclass. bhaveshgawri/
   decision-transformer-transfer-learning (rank 3, readme.md; HEAD
   260b2e5755587ba86c349cc656c95129c3c43d11) taken: run.py, its one script (the readme
   installs and runs no command), transformers' DecisionTransformerModel trained by its own
   loop (platform 'pt') on the hub's D4RL HalfCheetah expert trajectories. At HEAD its main
   has every call commented out; the edit makes the first, train(Properties('cheetah', 'sc')),
   run. Made here: the hub's decision_transformer_gym_replay, 32 trajectories of 40 steps
   (corpus_data_l_16to20.bhaveshgawri_load_dataset, swapped for load_dataset in
   src/DTDataset.py), and the cache/pt/ folders it saves into; a stand-in pyvirtualdisplay
   beside it (its GIF maker starts Xvfb, absent here; nothing renders while training).
   Edits: episodes of 50 steps (max_ep_len, not 1000: its evaluation runs that many
   transformer forwards an episode), one epoch of batches of 8 (not 100 of 64: 4 steps), the
   evaluation and log at step 4 (not every 5: its log's writer fails on an empty list).
   Plain run: 75.9 s, exit 0, at load 10.9. TroddenSpade/
   Decision-Transformer-on-Offline-Reinforcement-Learning (rank 4, README.md; HEAD
   fd909038d8eac67ede440e1ddbd3f92b0e5888cf) skipped, training only in a notebook
   (notebooks/Decision_Transformer.ipynb and Behavior_Cloning.ipynb; no script). Ranks 5 to
   12 name no repository. `code` gave one, so `pages` was asked the same query: rank 1,
   github.com/ZukSkyWalker/PhysAI-Zen (HEAD 2c4ddb25a04e08a61b7546298453050b1b1f64bc),
   skipped, training only in a notebook (notebooks/02_Decision_Transformer.ipynb; src/physai
   trains the Ising transformer of chapter 1); rank 2 (rofunc's docs on readthedocs) names
   none; ranks 3, 6 and 7 (Hugging Face's blog) name github.com/huggingface/blog, named in
   corpus_first_sight_l_36to40.py (and a notebook besides); ranks 4 and 5 name none; rank 8,
   corl-team.github.io/CORL, names corl-team/CORL (HEAD
   eeeeef2671235fcce3a3eb255576a207d78840e6), skipped, a compiled extension with binaries from
   the internet: algorithms/offline/dt.py imports d4rl (its requirements install it from
   GitHub; PyPI's d4rl 1.1 needs gym<0.25, which fails on NumPy 2, and mujoco-py, built at
   import against MuJoCo 2.1's binaries, a download) to make its environments and load D4RL's
   datasets (downloads). The topic gives one script.

19. Imitation learning GAIL, `code` (query "imitation learning GAIL pytorch training loop
   example"): SmallBiteCoder/Python-Ml-Coarse (rank 1) is in the corpus. Emile-Aquila/GAIL
   (rank 2, README.md; HEAD 3327cf6f3e2e041c00953128d76d7c1538e6935e) taken: its readme's
   GAIL training, `python main.py`, TorchRL's GAIL on BipedalWalker-v3 with the repository's
   expert policy (datas/policy.pth). Edits: TorchRL 0.14's API (SyncDataCollector imported
   as Collector in main.py and simple_ppo.py, TanhNormal's low/high for min/max,
   KLPENPPOLoss's entropy_coeff and critic_coeff), 1000 expert transitions (not 100,000), one
   update (not 100) of rollouts of 256 frames (not 2000), 32 discriminator steps (not 128),
   one test rollout a policy of 50 steps (not 10 of 3000). Plain run: 63.4 s, exit 0, at load
   12.1. HumanCompatibleAI/imitation (rank 3, docs/algorithms/gail.rst; HEAD
   e5ef18806c449ca47153b494a02471c5e2ae3a14) skipped, a package the registry lacks in a form
   that installs here: its readme's GAIL command (python -m imitation.scripts.train_adversarial
   gail ..., after a train_rl run for its demonstrations) runs on its pins, stable-baselines3
   ~=2.2.1, seals ~=0.2.1 and huggingface_sb3 ~=3.0, which pip resolves only by replacing
   gymnasium 1.4 with 0.29.1 and huggingface_hub with 0.36.2 (transformers 5, used by other
   recipes, needs huggingface_hub 1); doubtful, see below. weiweijason/gail_pytorch_ver (rank
   4, use.py; HEAD d16d947c959daa24c4b85481425c070ede780e6b) taken: the hit's use.py (the
   readme shows a snippet calling train_gail, no command), a PyTorch port of Stable Baselines'
   GAIL with a PPO learner on CartPole-v1 and the repository's expert_cartpole.npz. Edits:
   gymnasium for gym (use.py and four modules of pytorch_gail; use.py wraps reset and step for
   either API), rollouts of 256 steps and one PPO epoch (not 2048 and 10, passed through
   GAIL's keywords), 256 steps (not 100,000). Plain run: 6.3 s, exit 0, at load 6.4; its
   discriminator step fails and is caught at every batch at HEAD (use.py's patched forward
   runs under no_grad: "element 0 of tensors does not require grad"), PPO's 4 Adam steps
   (counted in a plain run) are its training.

20. Multi-agent reinforcement learning, `code` (query "multi-agent reinforcement learning
   pytorch training loop example"): SmallBiteCoder/Python-Ml-Coarse (ranks 1 and 3) is in the
   corpus. AgileRL/AgileRL (rank 2, docs/multi_agent_training/index.rst; HEAD
   549d85e488d478a734fe3fe4e3413720f60066c1) skipped, no training script that runs: its
   readme's training command, `python -m agilerl.train configs/training/dqn/dqn.yaml`, runs
   the package as a module, and run as a script file (as the corpus runs one) its
   agilerl/typing.py shadows the standard library's typing (an ImportError before torch
   loads); its multi-agent script, demos/multi_agent/demo_multi_agent.py, imports
   MultiAgentReplayBuffer, which agilerl.components.replay_buffer no longer has at HEAD (an
   ImportError, after an edit for its __init__, which reads its installed distribution's
   metadata); installing the package would pin tensordict 0.13.0 under torchrl 0.14
   (Emile-Aquila's); doubtful, see below. refazul/marllib-gym (rank 4, test.py; HEAD
   74ea492557ea2ecb91f288d36d5c6d7cd8166e41) skipped, no training script: its readme's
   `python test.py` steps ma_gym's Switch2 with random actions; the MARLlib (RLlib) MAPPO
   training is inside a string. Ranks 5 to 12 name no repository. `code` gave none, so
   `pages` was asked the same query: its 8 results (gym-collision-avoidance's docs on
   readthedocs, hotexamples, hrl.boyuai.com, a mirror of TorchRL's multi-agent PPO tutorial
   on pytorch.it-docs.cn, sipoch, pyshine, item.com, codegenes) name no GitHub repository. The
   topic gives none.

Skips: 8 (topic 18: 5; topic 19: 1; topic 20: 2), each above with its reason.

The recipes' expectations, from the documented model (docs/run.md, "`--verify`: is this script
safe to scale?", and the brief's summary of it): every RL loop here that runs in one process
(feicccccccc, whoji, betray12138, Emile-Aquila) is `cannot tell` (each rank runs its own
environment and draws its own actions and replay batches); a script that starts processes of
its own (xuance's SubprocVecEnv workers, weiweijason's expert loader's multiprocessing.Process)
is `refused`; bhaveshgawri's decision transformer, a DataLoader of windows split per rank with
an MSE over the masked steps, is `agree`.

First sight, 3 of 7 kept, no silent wrong result:
- feicccccccc-dqn-cartpole: broken, `cannot tell: the run on 2 ranks stopped: rank 0 never
  reached broadcast #12 (deep_q_network.py:119 in forward, where rank 1 waits): it is at
  deep_q_network.py:127 in save_checkpoint (torch.save(...))`, after the 300 s a rank waits
  (369.7 s). The cause appears to be the ranks' own environments: their episodes end at other
  steps, so rank 0 reached the checkpoint main.py saves when the average score improves (a
  torch.save, which multigpu run holds until every rank arrives) while rank 1 was still
  stepping, in a forward's broadcast; the runs never met again. The rule missing: in a loop
  fed without a DataLoader whose ranks draw their own data (here np.random's actions and
  replay batches after the first backward), the check cannot rely on the ranks reaching its
  collectives in step; a stop there, after such a draw, is the `cannot tell` of other data,
  not a stopped run (whoji's and betray12138's loops, which save nothing per episode, got it).
- whoji-dqn-cartpole-screen: kept (`cannot tell: the script draws at random after its first
  backward ...`, naming Python's random at agent.py:34).
- betray12138-a2c-pendulum: kept (`cannot tell`, the same, after running to step 4, the first
  after a draw made since its first backward).
- xuance-a2c-cartpole: kept (refused: "rank 1: subproc_vec_env.py:77 starts a process of its
  own: each of the 2 ranks would start its own copy of it ...").
- bhaveshgawri-decision-transformer-cheetah: broken, `cannot tell: one process stopped: rank
  0 failed: RuntimeError: legacy constructor expects device type: cpu but device type: cuda
  was passed (at DTDataset.py:79)`. The cause appears to be multigpu run's CPU devices: under
  --accelerator cpu torch.cuda.is_available() answers True to the script (its DEVICE, "cuda if
  available", became cuda, where the plain run had the CPU), and the factories map a cuda
  device to the CPU, but the legacy typed constructor the data set calls,
  torch.FloatTensor([], device=DEVICE), was not mapped and refused it. The rule missing: the
  legacy constructors (torch.FloatTensor and its kin, with device=) are redirected to the
  rank's device as torch.tensor and the factories are.
- emile-aquila-gail-bipedalwalker: broken, `cannot tell: one process stopped: rank 0 failed:
  TypeError: Multiple dispatch failed for 'torch.empty_like'; all __torch_function__ handlers
  returned NotImplemented` (tensordict's TensorDict, at TorchRL's storages/tensor.py:1094, as
  the replay buffer is first filled; the message then guesses at an FSDP shard). The cause
  appears to be multigpu run's wrapper of the tensor factories (one_device.py's
  _device_on_cpu, at one_device.py:357): torch.empty_like called on a TensorDict goes through
  it, and TensorDict's __torch_function__ finds no handler for the call as it then arrives
  (another function object than the torch.empty_like it registered, or the device keyword
  rewritten), so TorchRL's storage cannot be made. The rule missing: a factory called on a
  tensor-like that dispatches through __torch_function__ (a TensorDict) is passed on as the
  script called it, to the function the library registered.
- weiweijason-gail-cartpole: broken, `differ: one process took 3 optimizer step(s) and 2 ranks
  took 4: the script's steps depend on the ranks`, with F.mse_loss at ppo.py:354 named as
  mixing the batch's samples (an output of shape (64,) against a target of (64, 256, 1),
  broadcast). The cause appears to be where the refusal is raised: the expert loader's
  multiprocessing.Process.start, refused by multigpu run as an exception in the script's own
  call, runs inside use.py's discriminator step, whose `except Exception` prints it and goes
  on (the Process object is left unstarted: its __del__'s terminate fails on it at exit), so
  no refusal reached the verdict and the runs were compared. The rule missing: a refusal of a
  process the script starts must end the run whatever the script catches (raised as an
  exception no `except Exception` takes, or recorded and said at the end).

Doubts for the lead:
- Topic 19, HumanCompatibleAI/imitation, and topic 20, AgileRL: skipped for dependencies
  whose pinned versions pip resolves only by replacing packages this environment's other
  recipes use (gymnasium, huggingface_hub; tensordict), which the rule names only as "a
  package the registry lacks"; AgileRL's readme command also cannot run as a script file, and
  its multi-agent demo fails at import at HEAD. A reader could hold either one should have
  been taken in an environment of its own.
- Topic 17, xuance: the hit is an API page; the readme trains through a snippet; the
  repository's A2C example on CartPole was taken as the training script. Its `refused` rests
  on SubprocVecEnv's worker processes being the script's own (xuance/ is extracted beside the
  example and put on the path, not installed); were they read as a package's, the verdict a
  correct run gives would be `cannot tell` (an RL loop).
- Topic 19, weiweijason: `refused` for its expert loader's multiprocessing.Process, started by
  the repository's own code in the training loop (at the first discriminator step); its
  discriminator never trains at HEAD (the step fails under use.py's no_grad forward and is
  caught), so its optimizer steps are PPO's alone. Its first sight found a real fault of the
  script besides: PPO's value loss (F.mse_loss at ppo.py:354) broadcasts outputs of (64,)
  against targets of (64, 256, 1), so it mixes the batch's samples; a reader could hold
  `differ`, naming that, the better answer for a run with no process of its own, but the
  process is started before its first optimizer step, and the model's answer for that is
  `refused`.
- Topic 18, bhaveshgawri, and topic 19, Emile-Aquila: both stopped in one process at first
  sight for causes in multigpu run (a legacy constructor, a TensorDict factory); their
  expectations (`agree`; `cannot tell`) are untested by it.
- Topic 18, bhaveshgawri: run.py's main runs nothing at HEAD; the edit that runs its first
  training call is a choice of what to run, not a fix. Its `agree` rests on the masked MSE's
  count being data (the mask): the ranks' mean of per-slice means differs from one process's
  mean over the whole batch where the slices' counts differ, which the split's run models;
  its LambdaLR warm-up starts the learning rate at 1/320 of 1e-4, so the 3 steps move the
  weights little (the docs' rule for moves near 0 then applies).
- Topic 16, whoji: batch norm in its Q network (named beside a verdict, not changing it);
  `cannot tell` as an RL loop.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

FEICCCCCCCC = ("feicccccccc/DQN_Pytorch", "524b1870698873c4c1e72cfa37ba0d341551ffdb")
WHOJI = ("whoji/training-ground", "b107cc47c4a04bb8868c410ab207bacab5a86e4c")
WHOJI_DIR = "torch/official_tutorial/partY_DQN/"
BETRAY = ("betray12138/Basic-RL-Algorithms", "4a169eb4f078c7ef3320dfd122c068b45f0631b3")
XUANCE = ("agi-brain/xuance", "4f0b05b2c874319c12370f878ca94295a71a7938")
XUANCE_YAML = "examples/DRL/a2c/a2c_configs/a2c_cartpole.yaml"
BHAVESH = (
    "bhaveshgawri/decision-transformer-transfer-learning",
    "260b2e5755587ba86c349cc656c95129c3c43d11",
)
# bhaveshgawri's GIF maker starts a virtual X display (pyvirtualdisplay, which runs Xvfb) as
# its evaluator is made: a stand-in module beside it that starts nothing (nothing is rendered
# while training: its evaluation there passes render=False).
NO_DISPLAY = """
class Display:
    def __init__(self, *args, **kwargs):
        pass

    def start(self):
        return self

    def stop(self):
        pass
"""
EMILE = ("Emile-Aquila/GAIL", "3327cf6f3e2e041c00953128d76d7c1538e6935e")
TORCHRL_COLLECTOR = (
    "TorchRL's SyncDataCollector, renamed Collector in later TorchRL (an ImportError with "
    "TorchRL 0.14, installed here: the ^0.4 its pyproject pins, with tensordict 0.4, was built "
    "for torch 2.3)"
)
WEIWEIJASON = ("weiweijason/gail_pytorch_ver", "d16d947c959daa24c4b85481425c070ede780e6b")
GYMNASIUM = (
    "gymnasium for gym: gym 0.25 fails on NumPy 2 (np.bool8 in its environment checker) and "
    "the last gym is not maintained; gymnasium 1.4, its continuation, is installed"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "feicccccccc-dqn-cartpole",
        *FEICCCCCCCC,
        "main.py",
        "reinforcement learning (a DQN on CartPole-v1: an MLP of 4-16-32-2 with ReLUs as the "
        "Q network and a target copy replaced every 200 learning steps; epsilon-greedy actions "
        "drawn with np.random (epsilon 0.5 decaying linearly), a reward shaped by the cart's "
        "distance from the centre; a replay buffer of 50,000 transitions sampled with "
        "np.random.choice, batches of 128 once 128 are stored; the MSE of Q(s, a) against "
        "r + 0.99 max Q'(s'), Adam at 1e-4, a learning step after every environment step; "
        "checkpoints when the average score improves, a learning curve plotted at the end)",
        "cannot tell",
        "no DataLoader: each learning step's batch is drawn from the replay buffer with "
        "np.random.choice and the actions that fill it are drawn epsilon-greedily with "
        "np.random, each rank from its own stream and its own environment, so the ranks train "
        "on other data than one process (an RL loop: each rank runs its own environment)",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM),
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM, "utils.py"),
            Edit(
                "        observation = env.reset()\n",
                "        observation, _ = env.reset()\n",
                "gymnasium's reset returns the observation and an info dict",
            ),
            Edit(
                "next_observation, reward, done, info = env.step(action)",
                "next_observation, reward, terminated, truncated, info = env.step(action)\n"
                "            done = terminated or truncated",
                "gymnasium's step returns terminated and truncated apart (gym's done was "
                "either: CartPole-v1's time limit truncates)",
            ),
            Edit(
                "n_games = 1000",
                "n_games = 20",
                "20 episodes, not 1000 (about 240 steps: its learning starts once 128 "
                "transitions are stored)",
            ),
        ),
        paths=("agent.py", "deep_q_network.py", "replay_mem.py", "utils.py"),
        data="feicccccccc_folders",
        first_sight="broken: cannot tell: the run on 2 ranks stopped: rank 0 never reached "
        "broadcast #12 (deep_q_network.py:119 in forward, where rank 1 waits): it is at "
        "deep_q_network.py:127 in save_checkpoint (torch.save(...))",
    ),
    Recipe(
        "whoji-dqn-cartpole-screen",
        *WHOJI,
        WHOJI_DIR + "main.py",
        "reinforcement learning (PyTorch's DQN tutorial split into modules: CartPole-v0's "
        "rendered screen, a 40-pixel strip centred on the cart, the difference of two frames as "
        "the state; a CNN of three convolutions with batch norm and a linear head; "
        "epsilon-greedy actions drawn with Python's random (0.9 decaying to 0.05); a replay "
        "memory of 10,000 transitions sampled with random.sample, batches of 128 once 128 are "
        "stored; the Huber loss of Q(s, a) against r + 0.999 max Q'(s'), gradients clamped to "
        "[-1, 1], RMSprop at 1e-4, one learning step per environment step; the target network "
        "copied every 10 episodes; durations plotted)",
        "cannot tell",
        "no DataLoader: each learning step's batch is drawn from the replay memory with Python's "
        "random.sample and the actions that fill it epsilon-greedily with Python's random, each "
        "rank from its own stream and its own environment, so the ranks train on other data "
        "than one process (an RL loop: each rank runs its own environment)",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM),
            Edit(
                "import gym\n",
                "import gymnasium as gym\n",
                GYMNASIUM,
                WHOJI_DIR + "env_adapter.py",
            ),
            Edit(
                "env = gym.make('CartPole-v0').unwrapped\nenv.reset()",
                "env = gym.make('CartPole-v0', render_mode='rgb_array').unwrapped\nenv.reset()",
                "gymnasium renders in the mode the environment was made with (gym took it in "
                "render())",
            ),
            Edit(
                "screen = env.render(mode='rgb_array')",
                "screen = env.render()",
                "gymnasium's render takes no mode: the environment was made with rgb_array",
                WHOJI_DIR + "env_adapter.py",
            ),
            Edit(
                "_, reward, done, _ = env.step(action.item())",
                "_, reward, done, _, _ = env.step(action.item())",
                "gymnasium's step returns terminated and truncated apart (the unwrapped "
                "environment has no time limit: terminated is gym's done)",
            ),
            Edit(
                "interpolation=Image.CUBIC",
                "interpolation=Image.BICUBIC",
                "Image.CUBIC, an alias Pillow 10 removed (an AttributeError at import); "
                "BICUBIC is the same filter",
                WHOJI_DIR + "env_adapter.py",
            ),
            Edit("num_episodes = 5000", "num_episodes = 3", "3 episodes, not 5000"),
            Edit(
                "BATCH_SIZE = 128",
                "BATCH_SIZE = 16",
                "batches of 16, not 128: learning starts once a batch is stored, within the "
                "first two episodes (with 128, 10 episodes took 225 s at load 15; with 32, 4 "
                "episodes 147 s at load 17)",
                WHOJI_DIR + "agent.py",
            ),
        ),
        paths=(WHOJI_DIR + "agent.py", WHOJI_DIR + "env_adapter.py", WHOJI_DIR + "model.py"),
        first_sight="kept",
    ),
    Recipe(
        "betray12138-a2c-pendulum",
        *BETRAY,
        "main_a2c_continuous.py",
        "reinforcement learning (an online advantage actor-critic on gymnasium's Pendulum-v1: a "
        "Gaussian policy, an MLP of 3-64-64 to a tanh mean and a learnt log-variance, and a "
        "value MLP of 3-64-64-1; each environment step's action sampled from the policy's "
        "Normal and clamped, the transition stored and one update made on it: the actor's loss "
        "minus the detached TD advantage times the log-probability, the critic's the squared "
        "TD error, each with Adam (4e-4, 4e-3) and its gradient norm clipped to 0.5; the buffer "
        "cleared after each update; tensorboardX logs, an evaluation every 5 episodes)",
        "cannot tell",
        "no DataLoader: each update trains on the one transition just taken, whose action was "
        "sampled from the policy's Normal (torch's draw in the loop, not a row per sample) in "
        "the rank's own environment, so the ranks train on other data than one process from "
        "the second step on (an RL loop: each rank runs its own environment)",
        (
            Edit(
                "env_unwrapped = gym.make(args.env_name, args.seed)\n"
                "env_unwrapped_test = gym.make(args.env_name, args.seed)",
                "env_unwrapped = gym.make(args.env_name)\n"
                "env_unwrapped_test = gym.make(args.env_name)",
                "the seed is passed where gymnasium.make takes max_episode_steps: 0 steps, a "
                "ValueError since gymnasium 1.0 (an episode of one step before); the seed is "
                "still set for torch and NumPy",
            ),
        ),
        # The readme's `python main_a2c_continuous.py`, with its own flag: 30 steps, which its
        # loop reads at each episode's start, so one episode of Pendulum's 200.
        args=("--max-train-steps", "30"),
        paths=(
            "algo/a2c_continuous.py",
            "env/env_wrapper.py",
            "model/network.py",
            "replay/replay.py",
            "util/reward_norm.py",
            "util/segment_tree.py",
        ),
        first_sight="kept",
    ),
    Recipe(
        "xuance-a2c-cartpole",
        *XUANCE,
        "examples/DRL/a2c/a2c_cartpole.py",
        "reinforcement learning (XuanCe's A2C example on CartPole-v1: a library agent, "
        "A2C_Agent with its DRL runner, a categorical actor-critic of MLPs of 128 with leaky "
        "ReLUs; its environments vectorised with SubprocVecEnv, one worker process per "
        "environment; rollouts of a horizon per environment, GAE advantages normalised, "
        "observations and rewards normalised, minibatches drawn from each rollout, a policy "
        "loss, 0.25 of the value loss and 0.01 of the entropy, Adam at 4e-4 with gradient norms "
        "clipped to 0.5; a benchmark of test episodes each epoch, the best model saved)",
        "refused",
        "the script starts processes of its own: its environments run in SubprocVecEnv's "
        "worker processes (multiprocessing), which each rank would start again, so it cannot "
        "run as it is on several ranks",
        (
            Edit(
                "import argparse\n",
                "import argparse\nimport os, sys\n"
                "sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '..', '..'))\n",
                "the repository's package on the path, as `pip install xuance` puts it (its "
                "pinned numpy<2 and gymnasium<1.3 are not installed over this environment's)",
            ),
            Edit('device: "cuda:0"', 'device: "cpu"', "CPU: its config names cuda:0", XUANCE_YAML),
            Edit(
                "parallels: 10",
                "parallels: 2",
                "2 environments (worker processes), not 10",
                XUANCE_YAML,
            ),
            Edit(
                "running_steps: 300000",
                "running_steps: 256",
                "256 environment steps, not 300,000: one epoch of 128 steps of 2 environments",
                XUANCE_YAML,
            ),
            Edit(
                "horizon_size: 256",
                "horizon_size: 32",
                "rollouts of 32 steps per environment, not 256: 4 updates of 8 minibatches",
                XUANCE_YAML,
            ),
            Edit(
                "eval_interval: 50000",
                "eval_interval: 256",
                "a benchmark after the one epoch, not every 50,000 steps",
                XUANCE_YAML,
            ),
            Edit("test_episode: 3", "test_episode: 1", "one test episode, not 3", XUANCE_YAML),
        ),
        paths=("xuance", XUANCE_YAML),
        first_sight="kept",
    ),
    Recipe(
        "bhaveshgawri-decision-transformer-cheetah",
        *BHAVESH,
        "run.py",
        "offline reinforcement learning (a decision transformer, transformers' "
        "DecisionTransformerModel, a GPT-2 of 3 layers of 128 over return-to-go, state and "
        "action tokens, on D4RL's HalfCheetah expert trajectories: each sample a window of 20 "
        "steps of a trajectory from a start drawn with np.random.choice in the data set's "
        "__getitem__, left-padded and masked, states normalised; the MSE of the predicted "
        "actions over the mask's steps; AdamW with weight decay, a linear warm-up over 320 "
        "steps, gradient norms clipped to 0.25; a shuffled DataLoader of 64 with drop_last; "
        "every 5 steps an evaluation of 5 episodes in gymnasium's HalfCheetah-v4; the model, "
        "its config and a CSV log saved)",
        "agree",
        "its shuffled DataLoader's batches of 8 windows are split per rank (4 + 4); the loss is "
        "the MSE over the masked steps of the batch, a mean whose count the mask (data) fixes: "
        "each rank's mean over its own slice's steps, averaged, is what the split computes "
        "(beside one process's mean over the whole batch when the slices' counts differ, the "
        "split's own effect), and no term mixes two samples' outputs; the windows' starts are "
        "the data's, drawn in __getitem__, seeded per sample for the check; the GPT-2's dropout "
        "is switched off for the check; no batch norm",
        (
            Edit(
                "    # train(Properties('cheetah', 'sc'))",
                "    train(Properties('cheetah', 'sc'))",
                "its first training call, HalfCheetah from scratch: run.py's main has every call "
                "commented out at HEAD (it runs nothing) and the readme runs no command",
            ),
            Edit(
                "max_ep_len = 1000",
                "max_ep_len = 50",
                "episodes of at most 50 steps, not 1000: the evaluation runs the config's "
                "max_ep_len steps, a transformer forward each (the trajectories made here have "
                "40)",
            ),
            Edit(
                "train_epochs, batch_size, test_epochs = 100, 64, 1",
                "train_epochs, batch_size, test_epochs = 1, 8, 1",
                "one epoch of batches of 8, not 100 of 64: 4 steps over the 32 trajectories made "
                "here",
            ),
            Edit(
                "save_steps, logging_steps = 1700, 5",
                "save_steps, logging_steps = 1700, 4",
                "the evaluation and its log at step 4, the last, not every 5 (the log it writes "
                "at the end fails on an empty list)",
            ),
            Edit(
                "from datasets import load_dataset",
                "from corpus_data_l_16to20 import bhaveshgawri_load_dataset as load_dataset",
                "data made here, no download: the hub's decision_transformer_gym_replay, 32 "
                "trajectories of 40 steps (corpus_data_l_16to20.bhaveshgawri_load_dataset)",
                "src/DTDataset.py",
            ),
        ),
        files={"pyvirtualdisplay.py": NO_DISPLAY},
        paths=(
            "src/__init__.py",
            "src/DTDataset.py",
            "src/DTEvaluator.py",
            "src/DTModel.py",
            "src/DTRunner.py",
            "src/DTTrainer.py",
            "src/gif.py",
            "src/plotter.py",
            "src/utils.py",
        ),
        data="bhaveshgawri_folders",
        first_sight="broken: cannot tell: one process stopped: rank 0 failed: RuntimeError: "
        "legacy constructor expects device type: cpu but device type: cuda was passed (at "
        "DTDataset.py:79)",
    ),
    Recipe(
        "emile-aquila-gail-bipedalwalker",
        *EMILE,
        "main.py",
        "imitation learning (GAIL with TorchRL on gymnasium's BipedalWalker-v3: expert "
        "transitions collected with the repository's PPO policy, datas/policy.pth, by a "
        "SyncDataCollector into a replay buffer; each update collects a batch of the agent's "
        "own rollouts (actions sampled from a TanhNormal policy), then trains an MLP "
        "discriminator of 256-512-256 with tanh on batches sampled without replacement from "
        "both buffers, the binary cross-entropy of expert against agent, Adam; its output "
        "becomes the reward, GAE computes advantages and a KL-penalised PPO loss, a value loss "
        "and an entropy bonus train the policy and value MLPs on sampled minibatches, Adam, "
        "gradient norm 1; the policies tested after and their rollouts saved as GIFs)",
        "cannot tell",
        "no DataLoader: each step's batch is sampled from TorchRL's replay buffers (a random "
        "permutation drawn per pass, not a row per sample) filled with the rank's own rollouts, "
        "whose actions are sampled from the policy in the rank's own environment, so the ranks "
        "train on other data than one process (an RL loop: each rank runs its own environment)",
        (
            Edit(
                "from torchrl.collectors import SyncDataCollector",
                "from torchrl.collectors import Collector as SyncDataCollector",
                TORCHRL_COLLECTOR,
            ),
            Edit(
                "from torchrl.collectors import SyncDataCollector",
                "from torchrl.collectors import Collector as SyncDataCollector",
                TORCHRL_COLLECTOR,
                "simple_ppo.py",
            ),
            Edit(
                '"min": act_spec.space.low,\n            "max": act_spec.space.high,',
                '"low": act_spec.space.low,\n            "high": act_spec.space.high,',
                "TanhNormal's bounds, named low and high since TorchRL 0.5 (a TypeError at the "
                "first action with 0.14)",
                "simple_ppo.py",
            ),
            Edit(
                "entropy_coef=entropy_eps,\n        critic_coef=1.0,",
                "entropy_coeff=entropy_eps,\n        critic_coeff=1.0,",
                "PPO's entropy_coef and critic_coef, named entropy_coeff and critic_coeff since "
                "TorchRL 0.11 (a TypeError each)",
            ),
            Edit(
                "expert_data = get_dataset(env, 100000)",
                "expert_data = get_dataset(env, 1000)",
                "1000 expert transitions, not 100,000 (collected here with the repository's own "
                "expert policy; its expert_data.pth is not in the repository)",
            ),
            Edit("num_updates = 100", "num_updates = 1", "one update of GAIL and PPO, not 100"),
            Edit(
                "gail_step_size = 128",
                "gail_step_size = 32",
                "32 discriminator steps an update, not 128 (and PPO minibatches of 32)",
            ),
            Edit(
                "frames_per_batch = 2000",
                "frames_per_batch = 256",
                "rollouts of 256 frames an update, not 2000: 8 PPO steps of 32",
            ),
            Edit("trial_times = 10", "trial_times = 1", "one test rollout a policy, not 10"),
            Edit(
                "tmp = env.rollout(3000, policy_module)",
                "tmp = env.rollout(50, policy_module)",
                "test rollouts of 50 steps, not 3000",
            ),
            Edit(
                "datas = env.rollout(3000, policy_module)",
                "datas = env.rollout(50, policy_module)",
                "rendered rollouts of 50 frames, not 3000 (their GIFs)",
            ),
        ),
        paths=("gail.py", "simple_ppo.py", "datas/policy.pth", "datas/value.pth"),
        first_sight="broken: cannot tell: one process stopped: rank 0 failed: TypeError: "
        "Multiple dispatch failed for 'torch.empty_like'; all __torch_function__ handlers "
        "returned NotImplemented (tensordict's TensorDict, at torchrl's storages/tensor.py:1094)",
    ),
    Recipe(
        "weiweijason-gail-cartpole",
        *WEIWEIJASON,
        "use.py",
        "imitation learning (GAIL on CartPole-v1 with a PPO learner, a port of Stable "
        "Baselines' GAIL to PyTorch: the repository's expert_cartpole.npz as the expert "
        "transitions, a policy MLP of 64 with actor and critic heads, a discriminator MLP of "
        "100, the TransitionClassifier; each batch a rollout of the policy's sampled actions "
        "rewarded by the discriminator, one discriminator step of expert against policy "
        "transitions (a binary cross-entropy, Adam), then PPO epochs over minibatches drawn "
        "with torch.randperm, the clipped surrogate, value and entropy losses, Adam; use.py "
        "patches the environment's API, the discriminator's forward and get_reward, and learn, "
        "each step inside a try that prints and goes on)",
        "refused",
        "the script starts a process of its own: the expert data set's loader "
        "(pytorch_gail/dataset/dataset.py, the repository's own code) starts a "
        "multiprocessing.Process for its minibatches at the first discriminator step, which "
        "every rank would start again; were it not, the ranks would train on other data than "
        "one process (rollouts in each rank's own environment, PPO minibatches drawn with "
        "torch.randperm)",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM),
            Edit(
                "import gym\n",
                "import gymnasium as gym\n",
                GYMNASIUM,
                "pytorch_gail/adversary.py",
            ),
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM, "pytorch_gail/model.py"),
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM, "pytorch_gail/ppo.py"),
            Edit(
                "import gym\n",
                "import gymnasium as gym\n",
                GYMNASIUM,
                "pytorch_gail/policies.py",
            ),
            Edit(
                "    d_step=1,\n    device=device\n)",
                "    d_step=1,\n    device=device,\n    n_steps=256,\n    n_epochs=1,\n)",
                "rollouts of 256 steps and one PPO epoch over each (4 steps of 64), not 2048 and "
                "10, passed to its PPO through GAIL's keywords",
            ),
            Edit(
                "gail.learn(total_timesteps=100000)",
                "gail.learn(total_timesteps=256)",
                "256 steps, one batch, not 100,000",
            ),
        ),
        paths=(
            "expert_cartpole.npz",
            "pytorch_gail/__init__.py",
            "pytorch_gail/adversary.py",
            "pytorch_gail/dataset/__init__.py",
            "pytorch_gail/dataset/dataset.py",
            "pytorch_gail/model.py",
            "pytorch_gail/policies.py",
            "pytorch_gail/ppo.py",
        ),
        first_sight="broken: differ: one process took 3 optimizer step(s) and 2 ranks took 4: "
        "the script's steps depend on the ranks (with F.mse_loss at ppo.py:354 named as mixing "
        "the batch's samples by broadcasting)",
    ),
)
