"""Batch c: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it.

The rule, verbatim: for each topic in this order — (1) reinforcement learning (REINFORCE /
actor-critic / PPO / DQN), (2) GANs, (3) diffusion models (DDPM), (4) speech / audio, (5) graph
neural networks, (6) differential privacy (DP-SGD, Opacus), (7) reversible or memory-saving
networks (RevNet, gradient checkpointing), (8) Hugging Face Trainer or no_trainer fine-tuning
scripts, (9) PyTorch Ignite, (10) PyTorch Lightning Trainer — ask the `search` tool, corpus
`code`, the query "<topic> pytorch training loop example" (then `pages` if code names no
qualifying repository), and take the FIRST TWO GitHub repositories in the order the results
come that are not already in the corpus (any repository named in benchmarks/corpus_recipes.py
or corpus_first_sight_*.py), can be fetched with the `fetch` tool, and have a PyTorch training
script that runs on a CPU with data made here in about a minute. Skip a repository only for a
mechanical reason (no training script; a compiled CUDA extension; weights or data from a
hub/internet that cannot be made here; a package the registry lacks; another framework) and
write each skip and its reason in the docstring. From each taken repository: its main training
script (the one its README runs), one script per repository.

How it was applied. "Code names" was read as the results that name a repository: a result
naming none (an excerpt) was passed over, and `pages` was asked when the named results gave fewer
than two qualifying repositories. Ranks are the results' own. Each query is the topic as written
above followed by " pytorch training loop example".

1. RL, `code`: CherryPieSexy/policy_gradient (rank 1) taken (training.py, with train.sh's
   arguments); guyeresearch/workout-torch-rl (rank 2) taken (cartpole/vpg/run.py, the first
   solver its readme lists).
2. GANs, `code`: llien30/AnoGAN (ranks 1-2) is in the corpus; khusbuchampaneriagithub/
   streamlit_stock (rank 3) skipped, no training script (gn/step1.py to step8.py are the
   fragments of one tutorial, none runs alone: step8.py's loop names a loader and nets the
   other files define); vltkv/Generate-faces-with-GAN (rank 4) taken (main.py, as
   docs/how-to-run.md runs it). `pages`: xiaoxiaoyao/MyApp (rank 4, a notebook page of the
   repository) taken (PythonApplication1/deeplearning/examples/gan_pytorch.py, the script
   beside that notebook; the readme runs nothing).
3. Diffusion, `code`: Shaokai9/AI4LifeScience_ECNU (rank 1) skipped, no training script its
   readme runs (the readme names none; the hit, simulation_V.py, is the denoising-diffusion
   readme's snippet: one backward on torch.rand, no optimizer); dadwadw233/CityLayout (rank
   2) skipped, its readme's training (src/train_lightning.py -cn=refactoring_train_completion,
   Hydra) composes config/private/log.yaml, which the repository does not hold, on an
   unreleased data set (the hit, src/train.py, was deleted); ziranyang0/EFEM (rank 3) skipped,
   its shape-prior training (lib_shape_prior/run.py) needs pytorch3d and its own compiled
   extensions (setup.py build_ext: libmcubes, libkdtree); Joqsan/some-papers-in-pytorch (rank
   4) skipped, no training script (its ddpm readme: "To do: add training code"). `pages`:
   mihirneal/DiffusionModel (rank 1, a mirror of its readme) taken (ddpm.py, its one training
   script); miramar-labs/genai-nanodegree (rank 3) skipped, notebooks only; the other results
   are blogs (a github.io blog is no repository page). One taken.
4. Speech / audio, `code`: drikomak/musicIA (rank 1) skipped, no training script (as batch a
   found); tmulholland/pytorch_common_voice (rank 2) taken (cnn.py, the script whose output the
   readme shows); audeering/audtorch (rank 3) skipped, a library with no training script;
   OpenDocCN/dsai-notes-pt3-zh (rank 4) skipped, notes in Markdown. Two excerpts were looked
   at (though excerpts are passed over, as above): rank 6 is salesforce/speech-datasets (its
   data preparation and loader need PyKaldi, which PyPI does not have) and rank 9
   tugstugi/mongolian-speech-recognition (train.py imports NVIDIA apex, which PyPI does not
   have and which builds CUDA extensions). `pages`: enlihhhhh/enlih-htx-technical-test (rank
   2) skipped, it fine-tunes facebook/wav2vec2-large-960h from the hub; no other result is a
   repository. One taken.
5. Graph networks, `code`: huluxiaohuowa/hdl (rank 1) skipped, a library with no training
   script (the hit is a fragment naming an undefined model and data); ueanperfect/IceCube
   (rank 3) skipped, no training script at the stored commit (as batch a found);
   Vak07/Supply_Chain_Optimization (rank 4) skipped, no training script that runs (route.py's
   loss reads data.y, which its graph does not have; main.py imports modules the repository
   lacks). `pages`: tae898/gnn-edge-classifier (rank 3) skipped, a notebook only;
   Liu-congo/MPNN (rank 4) cannot be fetched. None taken.
6. Differential privacy, `code`: clyrai/Aegis (rank 1) is in the corpus;
   MahdiGhafoorian/ImageClassificationWithDifferentialPrivacy (ranks 2-3) skipped, as batch a
   found (its training script fails in one process with this torch; its fine-tuning needs
   ImageNet weights); TsingZ0/PFLlib (rank 4) taken (system/main.py with the readme's FedAvg
   command; its DP option is off there). `pages`: pytorch/benchmark (rank 2, a commit page)
   skipped, no training script (a benchmark suite: run.py and test.py time one step of each
   model through its harness); facebookresearch/private_prediction (rank 5, a mirror of its
   source) skipped, its install.py downloads source files it imports (rdp_accountant.py,
   dpsgd_privacy.py, resnet.py) from tensorflow/privacy and another repository and patches
   them; twosixlabs/opacus (rank 7, a fork of Opacus 0.14) skipped, its examples/mnist.py fails
   as published with the fork's own package (PrivacyEngine: "Must provide num_private_passes
   if using 'split' clipping"); pytorch/pytorch (rank 8, a mirror) skipped, its snapshot is over
   the fetch limit (as batch b found). One taken. (Rank 5 of `code`, an excerpt of Opacus's
   readme, is pytorch/opacus; read as above it was passed over. Its examples/mnist.py, with
   mnist_README.md's private-model command, was run once before that reading was settled:
   `refused` in one line naming Opacus's DPOptimizer, as the corpus's aegis-opacus expects;
   it is not in this batch.)
7. Reversible / memory-saving, `code`: One-sixth/i-RevBackward (rank 1) is in the corpus;
   TristHas/reversibility_paper (rank 2) skipped, it needs PyTorch 0.4; veugene/pytorch-revnet
   (rank 3) skipped, written for PyTorch 0.3's Variable API: after edits for its package path,
   `loss.data[0]` and `Variable.chunk`, its reversible backward still fails in one process
   (autograd.grad of tensors that no longer require grad); prigoyal/pytorch_memonger (rank 4)
   skipped, no training script that runs on a CPU (the readme's test_memory_optimized.py is a
   unittest benchmark timed with CUDA events, every model and tensor moved with .cuda()).
   `pages`: bindog/swish_optimize (rank 2) skipped, a compiled CUDA extension (csrc/*.cu);
   huggingface/transformers (rank 4, a mirror's commit page) skipped, its snapshot is over the
   fetch limit (as batch a found); One-sixth/i-RevBackward (rank 5) is in the corpus. None
   taken.
8. Hugging Face Trainer, `code`: Leeroo-AI/kapso (rank 1) skipped, no training script (as batch
   a found); ksmooi/ai_power (rank 2) skipped, notes in Markdown and images, no script;
   ykaitao/AI-ML-Hands-on (rank 3) taken (notebooks/llm/gpt2.py, the script its Trainer notes
   pair with: a GPT-2 trained from scratch on a text file in the repository). `pages`:
   centurylectures/Hugging-Face (rank 2) skipped, notebooks only. One taken.
9. Ignite, `code`: Quansight/Quansight-website (rank 1) skipped, a website;
   pfnet/pytorch-pfn-extras (rank 2) is in the corpus; pytorch/ignite (rank 3) taken
   (examples/mnist/mnist.py, the script its quick start names). `pages`: xljh0520/note (rank 6)
   skipped, notes. One taken.
10. Lightning, `code`: Lightning-AI/pytorch-lightning (ranks 1-2) is in the corpus;
   harteros/pytorch-lighting-template (rank 3) skipped, no training script (src/ml/scripts/
   train.py is a docstring); Alicegaz/MNIST_PL_DEMO (rank 4) is in the corpus. `pages`:
   xljh0520/note (rank 1) skipped, notes; amorehead/lightning (rank 4, a fork of Lightning)
   taken (examples/pytorch/basics/autoencoder.py, the basics readme's first CPU command; its
   main readme runs a main.py that only the readme holds), run with the installed lightning.

Packages installed into .venv for these scripts: qn (workout-torch-rl's helpers),
opencv-python-headless (policy_gradient's Atari wrappers, imported always), lpips and
pytorch-msssim (Generate-faces-with-GAN's evaluation module, imported always), cvxpy, ujson
and calmsize (PFLlib's imports), jsonargparse[signatures] (LightningCLI).

Each recipe's `first_sight` is what its first run said, before any change to multigpu made for
it; `expect` is the verdict judged true from reading the script. The runs were of the working
tree at 4be2061, on 2 CPU processes, one at a time; other sessions edited src/ meanwhile (the
last run, ignite-mnist, may have met uncommitted edits to verify/checks.py and compare.py that
compare parameter names without wrapper prefixes). At first sight: 8 of 10 kept, no silent
wrong result.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

POLICY_GRADIENT = ("CherryPieSexy/policy_gradient", "b74066b324327d39a608774b458cce68776b023f")
WORKOUT_RL = ("guyeresearch/workout-torch-rl", "17a8a4eb528a59a1cd866d8a037671d6f762bf78")
COMMON_VOICE = ("tmulholland/pytorch_common_voice", "4acbd5d0581b0477698d768285fcf4158d907260")
DIFFUSION_MODEL = ("mihirneal/DiffusionModel", "59e9395621a6f1d1ab16ed8efb5d63b9fea63705")
PFLLIB = ("TsingZ0/PFLlib", "d832e76f6a23b833038949ec1e4fdefe63a4d350")
HANDS_ON = ("ykaitao/AI-ML-Hands-on", "60db67971b3fee76a940551a5e8e35070604f87f")
IGNITE = ("pytorch/ignite", "de08e799cfb55a6cf4aa778575d6bad725385453")
MYAPP = ("xiaoxiaoyao/MyApp", "4dad504def6c6fb27151c00b1a03c70c0fdc5799")
LIGHTNING_FORK = ("amorehead/lightning", "8055717b9c73c7c270d09ffbaec6b0798d9c56a4")
FACES_GAN = ("vltkv/Generate-faces-with-GAN", "c886e7fff56ae128354f9d09b583547a47f35807")

SHORTER = "a shorter run on 2 CPU processes"
ZERO_DIM = "a 0-dim tensor is not indexed since torch 0.5"
# gym 0.25.2 (the last gym whose reset returns the observation alone and whose step returns four
# values, as these scripts read them): its environment checker reads np.bool8, gone in NumPy 2.
GYM_CHECKER = Edit(
    "import gym\n",
    "import gym\nimport functools; "
    "gym.make = functools.partial(gym.make, disable_env_checker=True)\n",
    "gym 0.25's environment checker reads np.bool8, gone in NumPy 2",
)
UNSEEDED_ENV = (
    "the episodes are the data: gym seeds each environment from the OS's entropy (the script "
    "seeds nothing) and the actions are sampled per step, so each rank plays its own episodes, "
    "other data than one process's"
)


def ignite_mnist(name: str, repository: str, commit: str) -> Recipe:
    """Ignite's MNIST example, in its repository or a fork of it (batch e's)."""
    return Recipe(
        name,
        repository,
        commit,
        "examples/mnist/mnist.py",
        "PyTorch Ignite (create_supervised_trainer on MNIST: a CNN with dropout, an evaluator "
        "run on events)",
        "agree",
        "Ignite's trainer iterates a shuffled DataLoader, split per rank, and steps one SGD "
        "optimizer on a mean loss: the ranks compute one process's steps (dropout off for the "
        "check)",
        (Edit("from torchvision.datasets import MNIST", "from corpus_data import MNIST", MADE),),
        first_sight="kept",
    )


RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "policy-gradient-ppo",
        *POLICY_GRADIENT,
        "training.py",
        "reinforcement learning (PPO on 20 CartPole environments: minibatches drawn with "
        "torch.randint from each rollout, a shared actor-critic net)",
        "cannot tell",
        UNSEEDED_ENV + "; each PPO minibatch is drawn with torch.randint",
        (
            GYM_CHECKER,
            Edit(
                "os.mkdir('./checkpoints/'",
                "os.makedirs('./checkpoints/'",
                "checkpoints/ is not in the repository (the author's own folder, ignored by git)",
            ),
        ),
        # train.sh's command, with 30 training steps for 5000 and no episodes watched (a window).
        args=(
            "PPO",
            "CartPole-v1",
            "--net_type",
            "Shared",
            "--optimizer",
            "Adam",
            "--lr",
            "1e-3",
            "--entropy_reg",
            "1e-1",
            "--gamma",
            "0.99",
            "--cuda",
            "false",
            "--train_steps",
            "30",
            "--n_environments",
            "20",
            "--rollout_len",
            "1",
            "--normalize_advantage",
            "true",
            "--ppo_batch_size",
            "5",
            "--num_ppo_epochs",
            "4",
            "--ppo_eps",
            "0.2",
            "--gae_lambda",
            "0.95",
            "--watch",
            "0",
        ),
        paths=("src",),
        first_sight="kept",
    ),
    Recipe(
        "workout-rl-vpg",
        *WORKOUT_RL,
        "cartpole/vpg/run.py",
        "reinforcement learning (VPG on CartPole: a backward per time step into one policy step, "
        "a value net fitted on shuffled chunks of the episodes)",
        "cannot tell",
        UNSEEDED_ENV + " (np.random.binomial)",
        (
            Edit("import gym\n", GYM_CHECKER.new, GYM_CHECKER.why),
            Edit("epochs = 200", "epochs = 4", SHORTER),
        ),
        paths=("cartpole/vpg/model.py",),
        first_sight="kept",
    ),
    Recipe(
        "faces-gan",
        *FACES_GAN,
        "main.py",
        "generative (DCGAN on CelebA-format faces: random flips, rotations, crops, colour jitter "
        "and noise in the data set's transform, 2 loader workers, batch norm in both nets)",
        "agree",
        "a shuffled DataLoader split per rank; each sample's augmentation is its own draw and the "
        "generator's noise (torch.randn(batch, nz, 1, 1) in the loop) a row per sample, both "
        "keyed by the global sample for the check; the split's own effect, batch norm per rank, "
        "is named beside the agree",
        (
            Edit(
                "            compute_fid_is(\n",
                "            'metrics not computed here\\n' if True else compute_fid_is(\n",
                "its FID and Inception Score after training download Inception's weights and "
                "AlexNet's (LPIPS), which cannot be had here",
                file="training/utils.py",
            ),
        ),
        args=("--batch_size", "16", "--num_epochs", "1"),
        names="batch norm per rank",
        paths=("data", "models", "training", "evaluation"),
        data="celeba_faces",
        first_sight="kept",
    ),
    Recipe(
        "myapp-gan-50-lines",
        *MYAPP,
        "PythonApplication1/deeplearning/examples/gan_pytorch.py",
        "generative (GAN in 50 lines: a 1-D Gaussian learned by a generator, the "
        "discriminator reading a whole drawn minibatch of 100 as one input vector)",
        "cannot tell",
        "each step's real data (np.random.normal) and generator input (torch.rand) are drawn in "
        "the loop, with no DataLoader: after the first backward each rank draws its own, so "
        "one process and the ranks train on other data",
        (
            Edit("num_epochs = 30000", "num_epochs = 20", SHORTER),
            *(
                Edit(
                    f"Variable(torch.{v}(1)))  # {comment}",
                    f"Variable(torch.{v}(1, 1)))  # {comment}",
                    "BCELoss refuses a target shaped otherwise than its input since torch 1.0 "
                    "(the decision is 1x1)",
                )
                for v, comment in (
                    ("ones", "ones = true"),
                    ("zeros", "zeros = fake"),
                    ("ones", "we want to fool"),
                )
            ),
        ),
        first_sight="kept",
    ),
    Recipe(
        "mihirneal-ddpm",
        *DIFFUSION_MODEL,
        "ddpm.py",
        "diffusion (DDPM on an ImageFolder: a U-Net with self-attention and group norm, "
        "timesteps and noise drawn in the loop, random resized crops)",
        "agree",
        "a shuffled DataLoader split per rank; the timesteps (torch.randint(n), a row per sample) "
        "and the noise (randn_like of the batch) drawn in the loop and the crops in the data set "
        "are keyed by the global sample for the check; GroupNorm(1, C) is per sample and the "
        "MSE a mean, so the ranks compute one process's steps",
        (
            Edit(
                'args.device = "cuda"',
                'args.device = "cuda" if torch.cuda.is_available() else "cpu"',
                "the CPU where there is no GPU (it names cuda alone)",
            ),
            Edit(
                "model = UNet().to(device)",
                "model = UNet(device=device).to(device)",
                "the U-Net's positional encoding is made on its `device` argument (cuda by "
                "default): the run's device",
            ),
            Edit(
                'args.dataset_path = ""',
                'args.dataset_path = "data/images"',
                "its own photographs (the path is left empty): an ImageFolder made here",
            ),
            Edit("args.batch_size = 12", "args.batch_size = 2", SHORTER),
        ),
        paths=("modules.py", "utils.py"),
        data="image_folder",
        # Its first sight's cause: the check redraws torch.randint(low=1, high=1000, size=(n,))
        # (ddpm.py:37, a row per sample) by the global sample, and its bounded draw keeps the
        # bounds only where they are positional: given as keywords, low and high were dropped
        # and randint was called with a size alone (keyed.py's _torch_bounded/_torch_draw).
        first_sight="broken: cannot tell: one process stopped: rank 0 failed: TypeError: "
        "randint() received an invalid combination of arguments - got (tuple, dtype=NoneType, "
        "generator=torch._C.Generator), but expected one of:",
    ),
    Recipe(
        "common-voice-cnn",
        *COMMON_VOICE,
        "cnn.py",
        "speech (gender from Common Voice spectrograms: a CNN with batch norm, batches split "
        "by hand from one tensor before training, SGD with momentum)",
        "agree",
        "its batches are a list made before training with Tensor.split, no DataLoader and no "
        "shuffle: every rank trains on the same batches as one process (batch norm over the "
        "same whole batch), so the ranks match one process",
        tuple(
            Edit(
                f"{part}_data = torch.load('/media/hdd/work/data/'",
                f"{part}_data = torch.load('data/'",
                "the spectrograms made here, in the run's folder (the author's own disk)",
            )
            for part in ("train", "test")
        ),
        args=("--epochs", "2"),
        data="common_voice_spectrograms",
        # Its first sight: the step counts were equal (6 and 6), so the comparison failed on
        # the parameters' names or order (compare.py reports either as steps that depend on
        # the ranks); the model is not DDP's (no DataLoader: its gradients are averaged as the
        # backward reaches them) and its 'parameter 0' names suggest the two runs listed the
        # weights otherwise. The verdict also warned of batch norm over 1/2 of each batch,
        # where each rank normalises the whole batch (its own warning says the ranks' inputs
        # were identical), and said the ranks agree with --sync-batchnorm (8.02e-05 apart
        # without it).
        first_sight="broken: differ: one process took 6 optimizer step(s) and 2 ranks took 6: "
        "the script's steps depend on the ranks",
    ),
    Recipe(
        "pfllib-fedavg",
        *PFLLIB,
        "system/main.py",
        "federated learning (FedAvg over 20 simulated clients in one process: a copy of the CNN "
        "per client, a shuffled DataLoader and an SGD optimizer per client, the server averaging "
        "their weights)",
        "agree",
        "the first steps are client order drawn with np.random.choice before any backward (alike "
        "in every run) and the first client's shuffled DataLoader, split per rank: the ranks "
        "compute one process's steps on that client's model",
        # The readme's command, on the CPU (its -dev flag), one global round of 2000.
        args=(
            "-data",
            "MNIST",
            "-m",
            "CNN",
            "-algo",
            "FedAvg",
            "-gr",
            "1",
            "-did",
            "0",
            "-dev",
            "cpu",
        ),
        paths=("system",),
        data="pfllib_mnist",
        first_sight="kept",
    ),
    Recipe(
        "hands-on-gpt2-trainer",
        *HANDS_ON,
        "notebooks/llm/gpt2.py",
        "Hugging Face Trainer (a 2-layer GPT-2 trained from scratch on the repository's own "
        "text, with a byte-level BPE tokenizer trained first; 8 per device, accumulation of 4)",
        "cannot tell",
        "the Trainer distributes itself (multigpu run hands it the job's environment) and its "
        "batch is per device: 2 ranks train on 2x8 samples per micro-batch where one process "
        "trains on 8, so one process and the ranks train on other data and no comparison "
        "applies",
        paths=("notebooks/llm",),
        first_sight="kept",
    ),
    ignite_mnist("ignite-mnist", *IGNITE),
    Recipe(
        "lightning-fork-autoencoder",
        *LIGHTNING_FORK,
        "examples/pytorch/basics/autoencoder.py",
        "PyTorch Lightning Trainer (LightningCLI: a CNN autoencoder on MNIST, a callback that "
        "samples images at each epoch's end, test and predict after fit)",
        "agree",
        "a Trainer left at its default device runs one process per rank over a loader with no "
        "shuffle (a fixed random_split) and a mean loss: split per rank or whole on each, the "
        "ranks compute one process's steps (at its first sight the loader was not split: its "
        "pass began after the sanity check's evaluation and counted as one, so each rank "
        "trained on the whole batch, as the verdict's warning says: right, but no faster)",
        (
            Edit(
                "from lightning.pytorch.demos.mnist_datamodule import MNIST",
                "from corpus_data import MNIST",
                MADE,
            ),
            Edit(
                "dataset, [55000, 5000],",
                "dataset, [224, 32],",
                "the 256 training images made here, split as 55000/5000 are in MNIST's 60000",
            ),
        ),
        # The basics readme's CPU command, with one epoch for 10.
        args=("--trainer.max_epochs=1",),
        first_sight="kept",
    ),
)
