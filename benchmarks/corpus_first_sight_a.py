"""A batch of public scripts added at once and run under `multigpu run --verify` at first sight.

Chosen by a fixed rule, applied mechanically: for each topic, in this order, (1) reinforcement
learning (REINFORCE / actor-critic / PPO / DQN), (2) GANs, (3) diffusion models (DDPM), (4)
speech / audio, (5) graph neural networks, (6) differential privacy (DP-SGD, Opacus), (7)
reversible or memory-saving networks (RevNet, gradient checkpointing), (8) Hugging Face
`Trainer` or `no_trainer` fine-tuning scripts, (9) PyTorch Ignite, (10) PyTorch Lightning
`Trainer`, the search tool's `code` corpus was asked "<topic> pytorch training script
train.py", and the first GitHub repository in the order the results came was taken that is
not already in the corpus, can be fetched, and has a PyTorch training script that runs on a
CPU with data made here in about a minute. A repository was skipped only for a mechanical
reason (no training script, a compiled CUDA extension, weights or data that cannot be made
here, a package the registry lacks). From each: its main training script (the one its readme
runs) and a second training script where it has one.

The queries, verbatim:
1. "reinforcement learning (REINFORCE / actor-critic / PPO / DQN) pytorch training script
   train.py"
2. "GANs pytorch training script train.py"
3. "diffusion models (DDPM) pytorch training script train.py"
4. "speech / audio pytorch training script train.py"
5. "graph neural networks pytorch training script train.py"
6. "differential privacy (DP-SGD, Opacus) pytorch training script train.py"
7. "reversible or memory-saving networks (RevNet, gradient checkpointing) pytorch training
   script train.py"
8. "Hugging Face Trainer or no_trainer fine-tuning scripts pytorch training script train.py"
9. "PyTorch Ignite pytorch training script train.py"
10. "PyTorch Lightning Trainer pytorch training script train.py"

Each recipe's `expect` was set before the script ran under multigpu, and its `first_sight` is
what that first run said, before any change made for it.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

CHANGQING = ("ChangQingAAS/Deep-Reinforce-Learning", "3bc1381c632b1730a48e63e972aea62086c4287c")

# gym 0.25.2 (the last gym whose reset returns the observation alone and whose step returns
# four values, as these scripts read them): its environment checker reads np.bool8, which
# NumPy 2 removed.
GYM_CHECKER = Edit(
    "gym.make(params['gym_env'])",
    "gym.make(params['gym_env'], disable_env_checker=True)",
    "gym 0.25's environment checker reads np.bool8, gone in NumPy 2",
)
# The scripts import `args.config` from the folder above theirs (single_agent/), where the
# readme runs them; the corpus runs a script from its own folder.
CHANGQING_PATH = Edit(
    'sys.path.append(".")', 'sys.path.append("..")', "args/ is in the folder above the script"
)
EPISODES = "fewer episodes than 10000"
UNSEEDED_ENV = (
    "the episodes are the data: gym seeds the environment from the OS's entropy (the script "
    "seeds nothing) and the actions are drawn per step, so each rank plays its own episodes, "
    "other data than one process's"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "changqing-reinforce",
        *CHANGQING,
        "single_agent/algo/REINFORCE.py",
        "reinforcement learning (REINFORCE on CartPole: a backward per time step of an "
        "episode, one optimizer step per episode)",
        "cannot tell",
        UNSEEDED_ENV,
        (
            GYM_CHECKER,
            CHANGQING_PATH,
            Edit('self.epoch = params["epoch"]', "self.epoch = 20", EPISODES),
        ),
        paths=("single_agent/args", "single_agent/result"),
    ),
    Recipe(
        "changqing-dqn",
        *CHANGQING,
        "single_agent/algo/DQN.py",
        "reinforcement learning (DQN on CartPole: a replay buffer sampled with Python's "
        "random, a target network)",
        "cannot tell",
        UNSEEDED_ENV + "; each batch is drawn from the replay buffer with random.sample",
        (
            GYM_CHECKER,
            CHANGQING_PATH,
            Edit('self.epoch = params["epoch"]', "self.epoch = 300", EPISODES),
        ),
        paths=("single_agent/args", "single_agent/result"),
    ),
)
