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

from corpus_recipes import MADE, WANDB_STAND_IN, Edit, Recipe

ANOGAN = ("llien30/AnoGAN", "1bf2edd7f4920d17cfbe1bcc5c4be238d4a5b1b1")
NANO_DDPM = ("charles214chen/DDPM", "e5569475c3514304ac74c1eb08dcd272aee97a45")
ASRT = ("nl8590687/ASRT_SpeechRecognition", "c695d4d3f49f08f2b8c92c89d7baae047e8ee6f5")
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
        first_sight="broken: differ, the 2-rank run stopped: the ranks' collectives diverged "
        "(rank 0 at the optimizer step, rank 1 still in a backward)",
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
        first_sight="kept",
    ),
    Recipe(
        "anogan",
        *ANOGAN,
        "train.py",
        "generative (DCGAN for AnoGAN: images listed in a CSV, noise drawn per sample in the "
        "loop, batch norm in both nets)",
        "agree",
        "a shuffled DataLoader split per rank; the generator's noise, torch.randn(batch, z, 1, "
        "1) in the loop, is a row per sample, keyed by the global sample; the split's own "
        "effect, batch norm per rank, is named beside the agree",
        (
            Edit("num_epochs: 300", "num_epochs: 1", "one epoch", file="config/mnist78.yaml"),
            *(
                Edit(
                    f"{width}: 64 #",
                    f"{width}: 16 #",
                    "narrower nets (64 channels to 16): a shorter step on 2 CPU processes",
                    file="config/mnist78.yaml",
                )
                for width in ("ngf", "ndf")
            ),
            *(
                Edit(
                    f"torch.full((mini_batch_size,), {v})",
                    f"torch.full((mini_batch_size,), {v}.0)",
                    "torch.full infers an integer tensor from an int since torch 1.7 (a float "
                    "one before), which BCEWithLogitsLoss refuses as its target",
                    file="trainer.py",
                )
                for v in (1, 0)
            ),
        ),
        args=("config/mnist78.yaml", "--no_wandb"),
        names="batch norm per rank",
        files={"wandb.py": WANDB_STAND_IN},
        paths=("model.py", "trainer.py", "libs", "config", "csv"),
        data="anogan_digits",
        first_sight="kept",
    ),
    Recipe(
        "nano-ddpm",
        *NANO_DDPM,
        "scripts/train_tiny_mnist.py",
        "diffusion (DDPM on MNIST's 0s and 1s: a timestep and noise drawn per sample inside "
        "the model's forward, an EMA copy of the U-Net, an endless cycle over the loader)",
        "agree",
        "a shuffled DataLoader split per rank; the timesteps (torch.randint, a row per sample in "
        "the forward) keyed by the global sample, the noise (randn_like in the forward) at its "
        "mean and dropout off for the check; the loss a mean; group norm, no batch norm",
        (
            Edit(
                "import torch\nimport wandb",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..'))\nimport torch\nimport wandb",
                "the repository's root on the path, as train.sh's PYTHONPATH=./ puts it",
            ),
            Edit(
                "import torchvision.datasets as datasets",
                "import torchvision.datasets as datasets\n"
                "import corpus_data; datasets.MNIST = corpus_data.MNIST",
                MADE,
                file="datasets/tiny_mnist.py",
            ),
        ),
        args=("--iterations", "20", "--batch_size", "16"),
        files={"wandb.py": WANDB_STAND_IN},
        paths=("ddpm", "datasets", "tools"),
        first_sight="kept",
    ),
    Recipe(
        "asrt-speech",
        *ASRT,
        "train_speech_model_pytorch.py",
        "speech (ASRT's PyTorch acoustic model: spectrograms with SpecAugment drawn per sample "
        "with Python's random, bfloat16 convolutions, batch norm, CTC loss)",
        "agree",
        "a shuffled DataLoader split per rank; SpecAugment's draws are the data's, made per "
        "sample as it loads (seeded by index for the check); CTC's mean over the batch is "
        "weighted per rank; the split's own effect, batch norm per rank, is named beside the "
        "agree",
        (
            Edit(
                "model = SpeechModel251BN()",
                "model = SpeechModel251BN(input_shape=(160, 200, 1))",
                "windows of 1.6 s instead of 16 s: a shorter step on 2 CPU processes",
            ),
            Edit("epochs=10, batch_size=32", "epochs=1, batch_size=8", "one short epoch"),
            Edit('device="cuda:0")', 'device="cpu")', "CPU instead of CUDA"),
            Edit(
                "np.fromstring(str_data, dtype = np.short)",
                "np.frombuffer(str_data, dtype = np.short)",
                "NumPy 2 removed fromstring's binary mode (frombuffer is its replacement)",
                file="utils/ops.py",
            ),
        ),
        names="batch norm per rank",
        paths=(
            "torch_speech_model.py",
            "data_loader.py",
            "speech_features",
            "model_zoo",
            "utils",
            "dict.txt",
            "asrt_config.json",
        ),
        data="asrt_speech",
    ),
)
