"""Batch m, topics (16) to (20): batch m's rule (corpus_first_sight_m.py's docstring, verbatim
there) applied to SegNet semantic segmentation, dueling double DQN, trust region policy
optimization TRPO, deep deterministic policy gradient DDPG and twin delayed DDPG TD3. Seven
scripts from seven repositories: two for each of topics 17 and 19, one for topics 16, 18 and
20 (their `code` and `pages` results gave no second that qualified).
At first sight 6 of 7 kept, 1 broken (meetps-cityscapes-frrnb, its ranks stopped on an
import), no silent wrong result.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare into a temporary folder), until it ended without error (its
time given below, with the load of the 2-core machine, shared with the other helpers' runs:
loads of 11 to 16 through this part), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtm, 28ddeaa, 2026-11-30, one at a time behind the batch's lock
/tmp/m_first_sight.lock, each once, --timeout 900, its json in /tmp/m_16to20/), before any
change made for it. Each was queued as its plain run passed, from a private copy of
corpus.py, corpus_recipes.py, the corpus_data*.py of batches a to l and this part with its
data module (no other part of batch m), one copy per recipe (/tmp/m_16to20/fs_NAME/, made as
it was queued), so that a copy made for a later recipe could not change the files of one
still waiting on the lock.

Installed into .venv from PyPI for these scripts, each with --no-deps (nothing else changed):
ipdb 0.13.13 (ghliu's model.py imports its set_trace; IPython was installed), bbrl 1.0.1 and
bbrl_gymnasium 1.0.1 (Alex-XIA1's gavtorch.py imports them at its top; it calls neither).
Their top-level modules are ipdb, bbrl and bbrl_gymnasium (checked with `pip show -f`). gym is
not installed (gym 0.25 fails on NumPy 2): the scripts written for gym run on gymnasium 1.4,
with the edits to reset and step written in each recipe.

Read as batches c to l read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, a mirror's address that holds OWNER/NAME, deepwiki.com/OWNER/NAME), in its own address
or in the text the search returns; a page of another host names none. "In the corpus" is any
repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers' parts of
batch m included (checked just before each was taken: none of the repositories taken below was
named, but for LeBrav/CloudSegmentation, whose check was misread: see topic 16;
tempathack/comprehensive_knowledge_collection is named in corpus_first_sight_k_11to15.py, as
a skip; meetps/pytorch-semseg was left to this part by batch m's part 11 to 15). Ranks are
the results' own. Per topic, in the order the results came:

16. SegNet semantic segmentation, `code` (query "SegNet semantic segmentation pytorch training
   loop example"): yokosyun/SegNet (rank 1, train.sh; HEAD
   008c8c937d2243ffa311eb620b2e9cca33a9e659) skipped, weights from the internet: its readme's
   `sh train.sh` trains its PSPNet with pretrained=True, which loads ResNet-50 weights from a
   path on its author's disk (the readme links them on Google Drive), and its SegNet builds
   torchvision's vgg16(pretrained=True) (ImageNet weights, downloaded) as it is made (its
   constructor call in train.py also passes a misspelt keyword, output_hannels).
   dtrimina/pytorch_segmentation_tutorial (rank 2, README.md; HEAD
   bbe8930763f06b2131b56996c9055f9d27335c80) skipped, a compiled CUDA extension: train.py
   imports NVIDIA's apex (amp and apex.parallel, built with CUDA; PyPI's `apex` is an unrelated
   package) and runs on torch.device('cuda') with amp; run_tasks.sh's SegNet config
   (configs/cytiscapes_segnet.json) is not in the repository. kwakuTM/SegNet (rank 3,
   README.md; HEAD 2ed146d943d270682417513ce6fba844dcf8bf22) skipped, weights from the
   internet: main.py initialises its encoder from torchvision's vgg16(pretrained=True) before
   training (besides scipy.misc.imresize and `loss.data[0]`, of torch 0.3).
   adityakumarakash/pytorch_segnet (rank 4, README.md; HEAD
   5682fd5d9436b4fcaa980834b4142fbcdde9760d) skipped, weights from the internet: its Segnet
   calls init_vgg16_params, torchvision's vgg16(pretrained=True), as it is made. Ranks 5 to 12
   name no repository. `code` gave none that qualified, so `pages` was asked the same query:
   rank 1 (codegenes.net) names none; rank 2, gh.r-mj.com/LeBrav/CloudSegmentation (a proxy
   of LeBrav/CloudSegmentation), is in the corpus: batch h's corpus_first_sight_h_01to03.py
   holds it (recipe lebrav-cloud-unet, the same script). It was taken here by mistake (the
   check's grep named that file, misread as a match for another repository) and a recipe of
   the same name written, plain-run (44.7 s) and run at first sight (kept, `agree`, 0 against
   the split's run, batch norm per rank named; 160.1 s) before the mistake was seen; that
   recipe was then removed and is not counted (its name would have clashed with batch h's).
   Ranks 3 (apxml.com) and 4 (learningidol.com) name none; rank 5,
   deepwiki.com/meetps/pytorch-semseg (HEAD 801fb200547caa5b0d91b8dde56b837da029f746) taken:
   the readme's `python train.py --config CONFIG`. Its default config, configs/fcn8s_pascal.yml
   (FCN-8s, like its SegNet, initialised from torchvision's downloaded VGG-16), cannot run
   here; its one other config, configs/frrnB_cityscapes.yml, trains FRRN-B on Cityscapes with
   no pretrained weights, and was taken. Made here: Cityscapes' leftImg8bit and gtFine label
   ids, 6 training and 2 validation images of 64 x 128
   (corpus_data_m_16to20.meetps_cityscapes_frrnb). Edits: protobuf's pure-Python parser (its
   models package imports a caffe_pb2.py from an old protoc, which protobuf 4 refuses),
   yaml.safe_load (PyYAML 6 wants a Loader), scipy.misc's imread and imresize with PIL (gone
   since SciPy 1.2: corpus_data_m_16to20.MeetpsScipyMisc), and in the config the data's path,
   images of 32 x 64 (not 512 x 1024), 4 iterations (3 optimizer steps; not 85,000), and the
   keys train.py reads that this config predates (an optimizer name, loader workers, loss and
   lr_schedule left empty for the defaults). Plain run: 152.6 s, exit 0, at load 12 to 14
   (130.9 s at 64 x 128 at load 12 to 13). Ranks 6 to 8 (application-architect.com,
   lenocity.com, codegenes.net) name none. The topic gives one script.

17. Dueling double DQN, `code` (query "dueling double DQN pytorch training loop example"):
   fyshelab/course-content (rank 1, tutorials/W11_DeepRL/solutions/
   W11_Tutorial2_Solution_Ex04.py; HEAD 353d738d76a352a09e058569d6692d5944a3975a) skipped,
   training only in a notebook: the hit is an exercise's solution, a class with no loop around
   it, pasted into W11_Tutorial2.ipynb, where the training runs. Rank 2 names no repository.
   fschur/DDQN-with-PyTorch-for-OpenAI-Gym (rank 3, README.md; HEAD
   b833e83eef244675a692e0d482c7f3d795e2571e) taken: its one script, DDQN_discrete.py (the
   readme runs no command), a double DQN on CartPole-v1. Edits: gymnasium for gym (reset
   through which it seeds, reset's two values, step's five), 21 episodes (not 3000: its 50
   updates start at episode 20), no rendering. Plain run: 93.5 s, exit 0, at load 12 to 15.
   MWeltevrede/DQN (rank 4, README.md; HEAD 3dfcb286fc889c925c8ff6ae1f21f0324cfd5c06) skipped,
   training only in a notebook (training.ipynb; dqn.py, model.py and utils.py are its modules;
   Atari Pong's ROM besides). Ranks 5 to 12 (PyTorch Lightning Bolts' and SB3-contrib's
   classes, notes) name no repository. `code` gave one, so `pages` was asked the same query:
   rank 1 (artintellica.com) names none; rank 2, deepwiki.com/XinJingHao/DRL-Pytorch (HEAD
   83486646f12d44e4e94a834e495b81a8f2710055) taken: the readme's `python main.py` in
   2.1_Duel-Double-DQN/ (the page's folder), dueling double DQN on CartPole-v1, on its own
   flags: the CPU (--dvc defaults to cuda), 100 random steps before its first 50 updates
   (not 3000), 101 steps (not 1e6), the evaluation every 1000 steps. No edits. Plain run:
   35.6 s, exit 0, at load 12.6. Ranks 3 to 8 (packtpub, mc.ai, ElegantRL's docs,
   nn.labml.ai) were not needed.

18. Trust region policy optimization TRPO, `code` (query "trust region policy optimization
   TRPO pytorch training loop example"): unixpickle/anyrl (ranks 1 and 4, doc.go and
   README.md) skipped, another framework (Go; not fetched). CruiseTian/SJTUCourses (rank 2,
   SJTU-EI339/RL/TRPO/Qube/README.md; HEAD 49b7f93ea14859bc121415fd70e59c1869c9dd91) skipped,
   a package the registry lacks: the readme's `python main.py --env-name "Qube-100-v0"`
   imports quanser_robots (Quanser's environments, installed from its lab's git; pip finds
   no quanser_robots), and its sibling folders (BallBalancer, CartPoleSwing) the same.
   xsy786912649/my_trpo (rank 3, README.md; HEAD fc38e4ce810a86ae87c92392072f6bc25f971def)
   taken: the readme's `python main.py --env-name "Reacher-v4"` in trpo/ (its folder for
   gym's v4 environments), TRPO on MuJoCo's Reacher with the value net fitted by SciPy's
   L-BFGS. Edits: gymnasium for gym (it already reads reset's and step's new values), 2
   updates (its loop, count(1), never ends). Flags: 2 episodes a batch (not 50) of at most 50
   steps (not 1000). Plain run: 84.1 s, exit 0, at load 13.1. Ranks 5 to 12 (garage's,
   rlkit's and machina's classes, a notebook, readmes) name no repository. `code` gave one, so
   `pages` was asked the same query: ranks 1 and 5 (packtpub), 6 and 7 (infinitelexicon) name
   none; rank 2, github.com/tempathack/comprehensive_knowledge_collection, is in the corpus
   (named by batch k's part 11 to 15; a notebook besides); rank 3,
   webkkk.net/Komnenos1100/Nexus (a mirror's address of Komnenos1100/Nexus), cannot be
   fetched ("No snapshot of that repository can be had here"); rank 4 (a page at
   anthropic_fake_github/<hash>) names no repository; rank 8,
   github.com/Tonic-n-Jin/Snippets-4-LLM-Testing (HEAD
   c107f06f6e542e2a785531b78ce78ec94e15ec74), skipped, training only in a notebook
   (Notebooks/reinforcement__policy_based__trpo.ipynb; no TRPO script). The topic gives one
   script.

19. Deep deterministic policy gradient DDPG, `code` (query "deep deterministic policy
   gradient DDPG pytorch training loop example"): meowljh/meow_racer (rank 1,
   step_1_rl/algorithm/ddpg/ddpg_algorithm.py; HEAD 50a5f0db6c6c67325c543385037d40f4a04c4181)
   skipped, no training script: the hit is a five-line docstring, no code, and the readme is
   GitLab's template, running nothing (its DDPG is a copy of stable-baselines3's in
   rl_src/stable/ddpg). ghliu/pytorch-ddpg (rank 2, README.rst; HEAD
   e9db328ca70ef9daf7ab3d4b44975076ceddf088) taken: the readme's `./main.py --debug`, DDPG on
   Pendulum. Installed: ipdb (see above). Edits: gymnasium for gym (main.py and
   normalized_env.py: gym's logger setup dropped, reset's two values, step's five, the
   ActionWrapper's hook `action`, not gym 0.9's `_action`), np.float as float (gone in NumPy
   1.24). Flags: Pendulum-v1 (v0 is gone), 110 steps (100 of warm-up, then 9 updates; not
   200,000), no validation (its evaluator uses gym's old reset at step 0), a replay memory of
   10,000 (not 6,000,000). Plain run: 40.7 s, exit 0, at load 13.9. StevenJokess/d2l-en-read
   (rank 3, RL/DDPG.md; HEAD 71b0f35971063b9fe5f21319b8072d61c9e5a298) skipped, no training
   script: the hit is a markdown note of code fragments, gone from HEAD, and the repository is
   a copy of d2l-en's book. HxLyn3/DRL-Implementation (rank 4, DDPG/README.md; HEAD
   9fdbbacc1b944b42c2cd516d39ee10f36d151ac4) taken: the hit's folder's training script,
   DDPG/train.py (the readme shows its plots, no command), DDPG on Pendulum. Made here: the
   figs/ folder it plots into (corpus_data_m_16to20.hxlyn3_ddpg_pendulum). Edits: gymnasium
   for gym (Pendulum-v1, reset's two values, step's five), 3 episodes (not 1000; training
   starts after 200 transitions: 100 updates), no rendering. Plain run: 111.0 s, exit 0, at
   load 14 to 16. Ranks 5 on were not needed.

20. Twin delayed DDPG TD3, `code` (query "twin delayed DDPG TD3 pytorch training loop
   example"): qxcv/ray (rank 1, python/ray/rllib/agents/td3/README.md; HEAD
   3b00144e7de2cac303612f7bef3accf51d7b09c1) skipped, another framework: RLlib's TD3 at that
   commit is DDPG's TensorFlow policy (ddpg_policy.py builds a TF policy; no PyTorch), run
   through Ray, whose core is compiled C++. pypi-data/pypi-mirror-336 (rank 2, regelum's
   sdist's td3.py) cannot be fetched ("That snapshot has 2333460480 bytes", over the 500 MB
   that can be brought here). soumik12345/Twin-Delayed-DDPG (rank 3, README.md; HEAD
   24ad9fcaf658c08d28f450dfef3f7f7a7cb414d1) skipped, training only in a notebook: train.py
   defines a Trainer that no script calls (Main.ipynb makes and runs it; main.py tests the
   pretrained models). jmfajardod/frobs_rl (rank 4, docs/api/models/td3.rst; HEAD
   1f23ea4592f6568273fbcce2574e442b2b92784d) skipped, a package the registry lacks: a library
   for ROS (rospy, Gazebo, from ROS Noetic's apt sources), with no training script of its own;
   its TD3 is stable-baselines3's. Ranks 5 to 12 (notebooks, readmes, a ReplayBuffer) name no
   repository. `code` gave none, so `pages` was asked the same query: ranks 1 (packtpub), 2
   (click4ai), 3 (a spam page), 4 and 6 (anthropic_fake_github/<hash>) and 7
   (infinitelexicon) name none; rank 5, github.com/tempathack/comprehensive_knowledge_collection,
   is in the corpus; rank 8, github.com/Alex-XIA1/PROJET_IAR (HEAD
   2b0dce86750e50ba935631d4067ac3118be13578) taken: the hit is a BBRL DDPG notebook in its
   ddpg_gav/ folder, and the readme's command for that folder, `gavtorch.py` ("lancer soit le
   fichier gavtorch.py ou le notebook gav.ipynb"), trains GAV (Van Hasselt and Wiering's
   gradient ascent on the value, a DDPG-like deterministic actor-critic without replay) on a
   continuous CartPole it registers. Installed: bbrl, bbrl_gymnasium (see above). Edits: the
   unused moviepy.editor import dropped (gone in moviepy 2, installed), gymnasium 1.0's
   RecordVideo import and logger level, one run (not 20) of 61 steps (not 102,401). Plain run:
   30.3 s, exit 0, at load 15. The topic gives one script.

Skips: 16 (topic 16: 4; topic 17: 2; topic 18: 4; topic 19: 2; topic 20: 4), each above with
its reason (repositories already in the corpus, and results that name none, are not counted;
unixpickle/anyrl once, though it came twice).

The recipes' expectations, from the documented model (docs/run.md, "`--verify`: is this script
safe to scale?", and the brief's summary of it), written before each first sight: the
segmentation script (meetps) splits a DataLoader's batches over the ranks with a loss of one
term per pixel, `agree`, batch norm per rank named beside it; every RL loop here (fschur,
XinJingHao, xsy786912649, ghliu, HxLyn3, Alex-XIA1) runs in one process with no DataLoader,
each rank its own environment and its own draws (actions, noise, replay batches), `cannot
tell`; none starts processes of its own.

First sight, 6 of 7 kept, no silent wrong result:
- meetps-cityscapes-frrnb: broken, `cannot tell: the run on 2 ranks stopped: rank 1 failed:
  TypeError: Descriptors cannot be created directly` (ptsemseg's caffe_pb2.py, imported by its
  models package; one process ran; 12.7 s). The cause appears to be what multigpu run imports
  in each rank before the script: with tensorboard installed and more than one rank, its
  shared-files adapter (adapt/output/shared_files.py, install) imports
  torch.utils.tensorboard.writer to patch SummaryWriter, and with it protobuf, whose
  implementation is then fixed before the script's first line sets
  PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION (the edit that lets one process, which imports
  nothing ahead, load the old caffe_pb2). The rule missing: a rank must not import a library
  the script has not imported yet (patch it as it is imported, as the adapter already does for
  its C writers), so that what the script does before its imports holds on the ranks as in
  one process.
- fschur-ddqn-cartpole: kept (`cannot tell: the script draws at random after its first
  backward ...`, naming Python's random.sample at DDQN_discrete.py:85; 9.7 s).
- xinjinghao-duel-ddqn-cartpole: kept (`cannot tell`, the same, naming torch.randint at
  DQN.py:129, "not a row per sample"; 9.7 s).
- xsy-trpo-reacher: kept (`cannot tell`, the same, with no draw named; 9.7 s).
- ghliu-ddpg-pendulum: kept (`cannot tell`, the same, naming the OU noise's np.random.normal
  at random_process.py:43 and random.sample at memory.py:25, after running to step 4; 10.7
  s).
- hxlyn3-ddpg-pendulum: kept (`cannot tell`, the same, naming np.random.normal at ddpg.py:101
  and np.random.choice at ddpg.py:112, after running to step 4; 10.7 s).
- alex-xia1-gav-cartpole: kept (`cannot tell`, the same, naming torch.rand at gavtorch.py:224
  and np.random.normal at gavtorch.py:215 and 216; 10.6 s).

Doubts for the lead:
- Topic 16, meetps: the readme's default config needs downloaded VGG-16 weights; the
  repository's other config was taken, and needed four keys train.py reads added (its
  optimizer's name, loader workers, empty loss and lr_schedule: the defaults train.py gives
  them when empty). Its cross entropy averages over the labelled pixels (void ones ignored,
  drawn here as Cityscapes has them), a count each rank takes over its own slice: the run of
  the split models it, so `agree`. Its plain run took 152.6 s, over the rule's minute (load
  12 to 14), at the smallest images FRRN-B's five poolings allow. Its first sight stopped on
  the ranks' import before training, so its `agree` is untested by it.
- Topic 16, yokosyun, kwakuTM, adityakumarakash and meetps's default config: all four SegNets
  the results offered load torchvision's ImageNet VGG-16 as they are made, so the topic's one
  script is an FRRN-B, taken in the results' order from a config its readme does not name.
- Topics 17 to 20: `cannot tell` for every RL loop rests on the brief's line that RL rollouts
  in general are so; XinJingHao's replay batch is drawn with torch.randint of shape
  (batch_size,), a draw whose leading dimension is the batch's rows: multigpu run might key it
  by row as a DataLoader batch's noise; it stays each rank's own environment's data either way.
  HxLyn3's exploration noise has scale 0 (explore_noise = 0 at HEAD), a draw that changes
  nothing, still each rank's own (the docs' teacher-forcing rule).
- Topic 18, xsy786912649: no optimizer; its "steps" are the value net's backwards inside
  SciPy's L-BFGS (25 and more an update), the policy set by hand from torch.autograd.grad. Its
  first sight said `cannot tell` (the draws after the first backward) without naming a draw
  (its actions are torch.normal(mean, std) of one row, in the loop, and its environments'
  resets unseeded): kept, though the line gives no cause a reader could check.
- Topic 20, Alex-XIA1: GAV, not TD3, taken in the results' order from the readme's command for
  the hit's folder; the readme offers a notebook first for its CACLA and the BBRL cacla.py
  second. Its model's forward draws NumPy noise on the action (np.random.normal in
  Gav.sample), which the docs' forward rule names for torch's draws only.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

MEETPS = ("meetps/pytorch-semseg", "801fb200547caa5b0d91b8dde56b837da029f746")
MEETPS_CONFIG = "configs/frrnB_cityscapes.yml"
FSCHUR = ("fschur/DDQN-with-PyTorch-for-OpenAI-Gym", "b833e83eef244675a692e0d482c7f3d795e2571e")
XINJINGHAO = ("XinJingHao/DRL-Pytorch", "83486646f12d44e4e94a834e495b81a8f2710055")
XINJINGHAO_DQN = "2.1_Duel-Double-DQN/"
XSY = ("xsy786912649/my_trpo", "fc38e4ce810a86ae87c92392072f6bc25f971def")
GHLIU = ("ghliu/pytorch-ddpg", "e9db328ca70ef9daf7ab3d4b44975076ceddf088")
HXLYN3 = ("HxLyn3/DRL-Implementation", "9fdbbacc1b944b42c2cd516d39ee10f36d151ac4")
ALEX_XIA1 = ("Alex-XIA1/PROJET_IAR", "2b0dce86750e50ba935631d4067ac3118be13578")
GYMNASIUM = (
    "gymnasium for gym: gym 0.25 fails on NumPy 2 (np.bool8 in its environment checker) and "
    "the last gym is not maintained; gymnasium 1.4, its continuation, is installed"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "meetps-cityscapes-frrnb",
        *MEETPS,
        "train.py",
        "semantic segmentation (FRRN-B, a full-resolution residual network with batch norm, "
        "on Cityscapes' 19 classes; a 2-D cross entropy averaged over the labelled pixels "
        "(void ones ignored), SGD at 1e-4 with a constant schedule; a shuffled DataLoader of "
        "2; a validation pass with mean IoU at the last iteration, the best model saved)",
        "agree",
        "its shuffled DataLoader's batches of 2 images are split per rank (1 + 1): the cross "
        "entropy is a mean over the labelled pixels, one term per pixel, a count the data "
        "sets (the void pixels it ignores), which the run of the split models; nothing random "
        "in training (no augmentation in its config), no dropout; the split's own effect, "
        "batch norm per rank, is named beside the agree",
        (
            Edit(
                "import os\nimport yaml",
                "import os\nos.environ.setdefault('PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION', "
                "'python')\nimport yaml",
                "protobuf's pure-Python implementation, which still reads the caffe_pb2.py "
                "generated by an old protoc that ptsemseg.models imports (for PSPNet's and "
                "ICNet's caffe weights, unused here): protobuf 4 and later refuse it (a "
                "TypeError as the package loads)",
            ),
            Edit(
                "cfg = yaml.load(fp)",
                "cfg = yaml.safe_load(fp)",
                "PyYAML 6 requires a Loader (a TypeError at HEAD); safe_load reads the same",
            ),
            Edit(
                "import scipy.misc as m",
                "from corpus_data_m_16to20 import MeetpsScipyMisc as m",
                "scipy.misc's imread and imresize, removed in SciPy 1.2 (an AttributeError "
                "at the first image): the same with PIL",
                "ptsemseg/loader/cityscapes_loader.py",
            ),
            Edit(
                "path: /private/home/meetshah/misc_code/ps/data/VOCdevkit/VOC2012/",
                "path: cityscapes/",
                "data made here, no download (Cityscapes, which needs an account: "
                "corpus_data_m_16to20.meetps_cityscapes_frrnb)",
                MEETPS_CONFIG,
            ),
            Edit(
                "img_rows: 512\n    img_cols: 1024",
                "img_rows: 32\n    img_cols: 64",
                "images of 32 x 64, not 512 x 1024 (FRRN-B pools them to 1 x 2)",
                MEETPS_CONFIG,
            ),
            Edit(
                "train_iters: 85000",
                "train_iters: 4",
                "4 iterations, not 85,000: 3 optimizer steps (its loop stops as the iteration "
                "before the count ends), then its validation",
                MEETPS_CONFIG,
            ),
            Edit(
                "    optimizer:\n        lr: 1.0e-4",
                "    optimizer:\n        name: 'sgd'\n        lr: 1.0e-4",
                "the optimizer's name, which this config predates (a KeyError at HEAD): SGD, "
                "the one get_optimizer gives a config without an optimizer",
                MEETPS_CONFIG,
            ),
            Edit(
                "    visdom: False",
                "    visdom: False\n    n_workers: 0\n    loss:\n    lr_schedule:",
                "the keys train.py reads that this config predates (KeyErrors at HEAD): no "
                "loader workers, the default loss (cross_entropy2d) and no schedule (an empty "
                "entry is what selects each default)",
                MEETPS_CONFIG,
            ),
        ),
        args=("--config", MEETPS_CONFIG),
        paths=("ptsemseg", MEETPS_CONFIG),
        data="meetps_cityscapes_frrnb",
        first_sight=(
            "broken: cannot tell: the run on 2 ranks stopped: rank 1 failed: TypeError: "
            "Descriptors cannot be created directly (caffe_pb2.py)"
        ),
    ),
    Recipe(
        "fschur-ddqn-cartpole",
        *FSCHUR,
        "DDQN_discrete.py",
        "reinforcement learning (double DQN on CartPole-v1: an MLP Q-network of two hidden "
        "layers with leaky ReLUs and a frozen target copy acting epsilon-greedily; a deque "
        "replay memory sampled with Python's random.sample, the squared TD error's mean, Adam "
        "at 1e-3 with a step schedule; every 10 episodes from episode 20, 50 updates of 64 "
        "transitions, then the target synced)",
        "cannot tell",
        "an RL loop fed without a DataLoader: each rank steps its own environment and draws "
        "its own epsilon-greedy actions (random.random, np.random.randint) and its own replay "
        "batches (random.sample) from the first update on, so no comparison applies",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM),
            Edit(
                "    env.seed(seed)\n",
                "    env.reset(seed=seed)\n",
                "gymnasium seeds an environment through reset (no Env.seed)",
            ),
            Edit(
                "        state = env.reset()\n        memory.state.append(state)",
                "        state, _ = env.reset()\n        memory.state.append(state)",
                "gymnasium's reset returns the observation and an info dict",
            ),
            Edit(
                "            action = select_action(Q_2, env, state, eps)\n"
                "            state, reward, done, _ = env.step(action)\n",
                "            action = select_action(Q_2, env, state, eps)\n"
                "            state, reward, terminated, truncated, _ = env.step(action)\n"
                "            done = terminated or truncated\n",
                "gymnasium's step returns five values (an episode ends terminated or "
                "truncated, gym's one done)",
            ),
            Edit(
                "if __name__ == '__main__':\n    main()",
                "if __name__ == '__main__':\n    main(num_episodes=21, render=False)",
                "21 episodes, not 3000: training starts at episode 20 (min_episodes) with its "
                "50 updates; no rendering (no display here)",
            ),
        ),
        first_sight="kept",
    ),
    Recipe(
        "xinjinghao-duel-ddqn-cartpole",
        *XINJINGHAO,
        XINJINGHAO_DQN + "main.py",
        "reinforcement learning (dueling double DQN on CartPole-v1: an MLP of two hidden "
        "layers of 200 with value and advantage heads, Q = V + A - mean(A); epsilon-greedy "
        "actions after 3000 random ones; a replay buffer of tensors sampled with "
        "torch.randint, the MSE to the double-Q target, Adam at 1e-4, 50 updates of 256 "
        "every 50 environment steps, the target network by Polyak averaging; an evaluation "
        "every 2000 steps)",
        "cannot tell",
        "an RL loop fed without a DataLoader: each rank steps its own environment (seeded "
        "alike, but its actions are its own) with its own epsilon-greedy draws "
        "(np.random.rand, np.random.randint) and samples its own replay batches "
        "(torch.randint over the buffer) at every update, so no comparison applies",
        # The readme's `python main.py` (dueling double DQN on CartPole-v1), on the CPU (its
        # --dvc defaults to cuda), 100 random steps (not 3000) before the first 50 updates at
        # step 100, then the run ends (101 steps, not 1e6); the evaluation every 1000 steps
        # (so once, at step 0, before training).
        args=(
            "--dvc",
            "cpu",
            "--random_steps",
            "100",
            "--Max_train_steps",
            "101",
            "--eval_interval",
            "1000",
        ),
        paths=(XINJINGHAO_DQN + "DQN.py", XINJINGHAO_DQN + "utils.py"),
        first_sight="kept",
    ),
    Recipe(
        "xsy-trpo-reacher",
        *XSY,
        "trpo/main.py",
        "reinforcement learning (TRPO on MuJoCo's Reacher-v4, float64: a Gaussian policy MLP "
        "of three tanh layers of 128 with a learned log-std, actions drawn with torch.normal; "
        "GAE advantages, the value MLP fitted by SciPy's L-BFGS (25 iterations, each a "
        "backward of its MSE plus L2); the policy stepped by conjugate gradients on the KL's "
        "Fisher-vector products and a backtracking line search, its parameters set by hand; "
        "no optimizer)",
        "cannot tell",
        "an RL loop fed without a DataLoader, with no optimizer (its steps are the value "
        "net's backwards inside L-BFGS): each rank runs its own MuJoCo environment (reset "
        "unseeded) and draws its own actions (torch.normal in the loop), so the ranks' "
        "rollouts are not one process's and no comparison applies",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM),
            Edit(
                "for i_episode in count(1):",
                "for i_episode in range(1, 3):",
                "2 updates, not unbounded (count(1) never ends)",
            ),
        ),
        # The readme's `python main.py --env-name "Reacher-v4"` (its folder trpo/, for
        # gym's v4 environments), with 2 episodes a batch (not 50) of at most 50 steps (not
        # 1000; Reacher's own limit is 50).
        args=("--env-name", "Reacher-v4", "--batch-size", "2", "--max-length", "50"),
        paths=(
            "trpo/models.py",
            "trpo/replay_memory.py",
            "trpo/running_state.py",
            "trpo/trpo.py",
            "trpo/utils.py",
        ),
        first_sight="kept",
    ),
    Recipe(
        "ghliu-ddpg-pendulum",
        *GHLIU,
        "main.py",
        "reinforcement learning (DDPG on Pendulum: actor and critic MLPs of 400 and 300 with "
        "target copies updated softly; actions with Ornstein-Uhlenbeck noise drawn with NumPy, "
        "uniform random ones through the warm-up; a ring-buffer replay memory sampled with "
        "Python's random.sample; the critic's MSE to the TD target and the actor's mean of "
        "-Q, each with its own Adam, one update of 64 transitions per environment step)",
        "cannot tell",
        "an RL loop fed without a DataLoader: each rank steps its own environment (unseeded) "
        "and draws its own actions (np.random.uniform in the warm-up, the OU noise's "
        "np.random.normal after it) and its own replay batches (random.sample) at every "
        "update, so no comparison applies",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM),
            Edit(
                "gym.undo_logger_setup()\n",
                "",
                "gym's logger setup, gone from gym since 0.10 (and from gymnasium)",
            ),
            Edit(
                "observation = deepcopy(env.reset())",
                "observation = deepcopy(env.reset()[0])",
                "gymnasium's reset returns the observation and an info dict",
            ),
            Edit(
                "observation2, reward, done, info = env.step(action)",
                "observation2, reward, terminated, truncated, info = env.step(action)\n"
                "        done = terminated or truncated",
                "gymnasium's step returns five values (an episode ends terminated or "
                "truncated, gym's one done)",
            ),
            Edit(
                "import gym\n",
                "import gymnasium as gym\n",
                GYMNASIUM,
                "normalized_env.py",
            ),
            Edit(
                "    def _action(self, action):",
                "    def action(self, action):",
                "the ActionWrapper's hook under its name since gym 0.10, `action` (gym 0.9 "
                "called `_action` through it; gymnasium's `action` raises NotImplementedError "
                "otherwise)",
                "normalized_env.py",
            ),
            Edit(
                "terminal_batch.astype(np.float)",
                "terminal_batch.astype(float)",
                "np.float, an alias of float removed in NumPy 1.24 (an AttributeError at the "
                "first update)",
                "ddpg.py",
            ),
        ),
        # The readme's `./main.py --debug` (train mode), on Pendulum-v1 (gymnasium's; v0 is
        # gone), 110 steps (not 200,000): 100 of warm-up, then 9 updates; no validation
        # (its evaluator runs 20 episodes at step 0 with gym's old reset); a replay memory of
        # 10,000 (not 6,000,000: four lists of that many slots a process).
        args=(
            "--debug",
            "--env",
            "Pendulum-v1",
            "--train_iter",
            "110",
            "--validate_steps",
            "0",
            "--rmsize",
            "10000",
        ),
        paths=(
            "ddpg.py",
            "evaluator.py",
            "memory.py",
            "model.py",
            "normalized_env.py",
            "random_process.py",
            "util.py",
        ),
        first_sight="kept",
    ),
    Recipe(
        "hxlyn3-ddpg-pendulum",
        *HXLYN3,
        "DDPG/train.py",
        "reinforcement learning (DDPG on Pendulum: tanh actor and ReLU critic MLPs of 64 with "
        "target copies updated softly; actions with Gaussian noise drawn with NumPy (its "
        "scale set to 0); a NumPy replay buffer sampled with np.random.choice; the critic's "
        "MSE to the TD target and the actor's mean of -Q, each with its own Adam at 5e-4, one "
        "update of 32 per environment step once 200 are stored; episodes of 100 steps)",
        "cannot tell",
        "an RL loop fed without a DataLoader: each rank steps its own environment (unseeded) "
        "and draws its own exploration noise (np.random.normal, of scale 0 here: a draw that "
        "changes nothing is still each rank's own) and its own replay batches "
        "(np.random.choice) at every update, so no comparison applies",
        (
            Edit("import gym\n", "import gymnasium as gym\n", GYMNASIUM, "DDPG/train.py"),
            Edit(
                "gym.make('Pendulum-v0')",
                "gym.make('Pendulum-v1')",
                "Pendulum-v1, gymnasium's (v0 is gone; the same pendulum)",
            ),
            Edit(
                "        obs = env.reset()\n",
                "        obs, _ = env.reset()\n",
                "gymnasium's reset returns the observation and an info dict",
            ),
            Edit(
                "obs_, reward, done, info = env.step(action)",
                "obs_, reward, terminated, truncated, info = env.step(action)\n"
                "            done = terminated or truncated",
                "gymnasium's step returns five values (an episode ends terminated or "
                "truncated, gym's one done)",
            ),
            Edit(
                "max_episode_len=100, n_episodes=1000, render=True)",
                "max_episode_len=100, n_episodes=3, render=False)",
                "3 episodes, not 1000: 100 updates once 200 transitions are stored; no "
                "rendering (no display here)",
            ),
        ),
        paths=("DDPG/ddpg.py",),
        data="hxlyn3_ddpg_pendulum",
        first_sight="kept",
    ),
    Recipe(
        "alex-xia1-gav-cartpole",
        *ALEX_XIA1,
        "ddpg_gav/gavtorch.py",
        "reinforcement learning (GAV, Van Hasselt and Wiering's gradient ascent on the value, "
        "a deterministic actor-critic akin to DDPG without replay, on a continuous-action "
        "CartPole the script registers: tanh MLPs of 12 for actor and critic, each with its "
        "own SGD at 0.01; every environment step a critic step on the MSE to the one-step TD "
        "target, and with a probability that decays an actor step ascending Q; Gaussian "
        "noise drawn with NumPy on actions and rewards)",
        "cannot tell",
        "an online RL loop fed without a DataLoader: each rank steps its own environment "
        "(reset unseeded) and draws its own noise on every action and reward "
        "(np.random.normal in the loop and in the model's forward) and its own coin for the "
        "actor's step (torch.rand(1)), so no comparison applies",
        (
            Edit(
                "from moviepy.editor import ipython_display as video_display\n",
                "",
                "moviepy.editor, gone from moviepy 2 (2.2.1 is installed; the script never "
                "calls video_display): an ImportError at its first line, where moviepy 1 "
                "would mean downgrading the installed one",
            ),
            Edit(
                "from gymnasium.wrappers.record_video import RecordVideo",
                "from gymnasium.wrappers import RecordVideo",
                "RecordVideo from gymnasium.wrappers, where gymnasium 1.0 moved it (its "
                "module record_video is gone: an ImportError; the name is never used)",
            ),
            Edit(
                "gymlogger.set_level(40)",
                "gymlogger.min_level = 40",
                "gymnasium 1.0's logger sets its level as min_level (set_level is gone: an "
                "AttributeError): errors only, as before",
            ),
            Edit("n_runs = 20", "n_runs = 1", "one run of training, not 20"),
            Edit(
                "eval_interval=100, step_max=102400)",
                "eval_interval=100, step_max=60)",
                "61 environment steps, not 102,401: 61 critic steps (and the actor's, by its "
                "coin), before its first evaluation at step 100",
            ),
        ),
        first_sight="kept",
    ),
)
