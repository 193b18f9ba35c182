"""Batch r, topics (41) to (45), the rule's addendum (corpus_first_sight_r.py's docstring,
verbatim there): PyTorch Lightning image classification, Hugging Face Accelerate training
loop, nn.DataParallel training script, DistributedDataParallel training script, exponential
moving average of model weights. Five scripts from five repositories: two for topic 41, none
for topic 42 (every result skipped, in the corpus or naming no repository, `pages` too), one
for topic 43 (its rank 1 examined and not finished by the deadline, two skipped), two for
topic 44, none for topic 45 (its four repositories all in the corpus; `pages` names none).
At first sight (the four run by the deadline) 3 of 4 kept, no silent wrong result: two `agree`
(anjalisarawgi's Lightning CNN; jungin500's Lightning MobileNetV3, naming batch norm per
rank), one `refused` (lzxzy's mp.spawn); one miss, zhangruochi's ESM trainer, `cannot tell`
(every step checked came from an IterableDataset's pass that ran whole on every rank) where
its recipe wrote `agree`. One recipe, ganzobtn's, ended its plain run but was not run at
first sight by 04:20 (it waited for the batch's lock): first_sight unset.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in /tmp/r_runs/plain-NAME), from the script's folder with
PYTHONPATH=. and MPLBACKEND=Agg, under nice and a 300 s timeout, until it ended with exit 0; its
time and the 2-core machine's load (shared with the other helpers' runs) are given below.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtr, f882907, one at a time behind the batch's lock /tmp/r_lock, each once,
--timeout 600, its verdict in /tmp/r_runs/NAME.json), queued as soon as its plain run ended.

Installed into .venv from PyPI (none replaces torch, torchvision, numpy or transformers:
`pip install --dry-run` first): wandb 0.31.0 (with cwevals, httpx, httpcore, sniffio, distro,
googleapis-common-protos and opentelemetry's OTLP HTTP exporter packages), which
anjalisarawgi/mlops's trainer logs through (its WandbLogger needs the package; the recipe
sets WANDB_MODE=disabled); hydra-core 1.3.8 (with omegaconf 2.3.1 and
antlr4-python3-runtime 4.9.3), which anjalisarawgi's models/model.py imports and
jungin500/lightning-template's train.py runs under; loguru 0.7.3 and torchinfo 1.8.0, which
jungin500's train.py and model.py import. Lightning 2.6.6, accelerate and mlflow-skinny
3.17.2 (which zhangruochi/pseudoESM logs through) were there already.

Read as batches c to q read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py or corpus_first_sight_*.py, or claimed by another
helper of batch r (/tmp/r_claims.txt), checked just before each was taken. Ranks are the
results' own. Per topic, in the order the results came:

41. PyTorch Lightning image classification, `code` (query "PyTorch Lightning image
   classification pytorch training loop example"): jungin500/lightning-template (rank 1,
   README.md; HEAD 928d2fb36344e26cfc50586928e4453bbfcaa077) taken: train.py (the readme
   names its pipeline, no command; the one training script), MobileNetV3-small trained from
   scratch on ImageNet by a LightningModule with manual optimisation (RMSprop, cross entropy),
   Hydra's config. Made here: ImageNet in torchvision's unpacked layout, meta.bin and 32
   training and 8 validation JPEGs of four classes (corpus_data_r_41to45.jungin500_imagenet).
   Edits: the script is written for Lightning 1.x: DDPPlugin's import dropped, the Trainer's
   gpus argument dropped, strategy None as 'auto', the removed hooks on_epoch_start/
   on_epoch_end renamed to the train-epoch hooks, training_epoch_end and training_step_end
   left uncalled (Lightning 2 refuses them), ReduceLROnPlateau's removed verbose argument
   dropped; float32 on the CPU (not bf16); Hydra overrides for the CPU, no Weights & Biases,
   the data, batches of 8 (not 512), one loader worker, one epoch (4 steps), outputs beside
   the script, Hydra left in the script's folder. Plain run: first try 59.5 s, exit 1
   (Lightning 2: invalid strategy name None); second 300 s, exit 124 (timeout: bf16 autocast
   on this CPU had not finished the first training step in 4 minutes), at load 7.7 to 12.2;
   with both edits 161.1 s, exit 0, at load 11.4 to 10.8. anjalisarawgi/mlops (rank 2,
   mlops_repo/.history/mlops_project/lightning_trainmodel_20240602145318.py, an editor's
   history copy not in HEAD; HEAD 93c6d07b3f276b63fd00a79ba9b8a18b815f8dc8) taken:
   mlops_repo/mlops_project/lightning_trainmodel.py, the script the hit is a saved copy of
   (the readme names no command; its Makefile's `train` names models/train_model.py, a path
   not in the repository), a three-convolution CNN on corrupted MNIST as a LightningModule,
   Trainer on one device. Made here: the processed tensors it torch.loads, 640 training and 64
   test images (corpus_data_r_41to45.anjalisarawgi_mnist). Edits: Weights & Biases disabled
   (WANDB_MODE), the CPU (accelerator "gpu" as "cpu"), one epoch (not 10; its
   limit_train_batches=0.2 gives 4 steps of 20 batches). Plain run: first try 29.2 s, exit 1
   (hydra not installed: models/__init__.py imports model.py, which imports hydra); with
   hydra-core installed 67.5 s, exit 0, at load 6.1 to 6.1. Ranks 3 and 4
   (cr21/Pytorch-Lightning-template, abhinandanudupa/pytorch-lightning-template) were not
   needed; ranks 5 to 12 name no repository.

42. Hugging Face Accelerate training loop, `code` (query "Hugging Face Accelerate training
   loop pytorch training loop example"): ray-project/ray (rank 1,
   doc/source/train/examples/accelerate/accelerate_example.rst; read with read_file, not
   fetched) skipped, weights and data from a hub that cannot be made here: the page's script,
   python/ray/train/examples/accelerate/accelerate_torch_trainer.py, fine-tunes
   bert-base-cased from the Hugging Face hub on GLUE MRPC loaded with load_dataset, under Ray
   Train (another framework that launches the workers). devesh1011/huggingface-transformers
   (rank 2, hf_accelerate.py; HEAD a30a66bedf682774b570adb7c8e3e24fcf1931ab) skipped, weights
   and data from the hub: hf_accelerate.py imports its loaders, model and optimizer from
   fine_tuning.py, which loads bert-base-cased (tokenizer and model) with from_pretrained and
   yelp_review_full with load_dataset. marcellobarylli/Recurrent-Parameter-Generation (rank 3,
   workspace/ablation/trainable_pe/trainable.sh; HEAD
   35372d2d7a2adf5246c2e58cf241bbf32c1ef547) skipped, a compiled CUDA extension: model/
   __init__.py imports model/mamba.py, which imports mamba_ssm (the readme installs mamba-ssm
   and causal-conv1d, CUDA builds), for every script; its training also starts from
   checkpoint data sets (68 GB from the hub, or trained first). jerilseb/my-docs (rank 4,
   guidelines/pytorch.md) skipped, no training script: Markdown guidelines and API notes
   only (no .py file). Ranks 5 to 12 name no repository. `pages` (the same query, 8
   results): llmbook.apartsin.com (ranks 1 and 6), fast.hugflare.com (rank 3),
   hf.xbzza.cn (rank 4), www.signalbreak.io (rank 7) and huggingface.1319lm.top (rank 8) name
   no GitHub repository; subhadityamukherjee.github.io/Knowledge-base (rank 2) names
   SubhadityaMukherjee/Knowledge-base, in the corpus (batch f); deepwiki.com/jopetty/
   word-problem (rank 5) names jopetty/word-problem (HEAD
   8f910f92e1c70455dcd9376f56032dfc55126188), skipped, a package the registry lacks:
   src/main.py (the readme's `python src/main.py train`) imports sfirah at its top, which
   pyproject.toml installs from GitHub only (pip: no matching distribution for sfirah).
   No script for this topic.

43. nn.DataParallel training script, `code` (query "nn.DataParallel training script pytorch
   training loop example"): sailorlee97/What-changes-you (rank 1, README.md; HEAD
   09b2a91fb815f58404a134b147d3dfc1f4b7f5fc) examined, not finished by the deadline (neither
   taken nor skipped): the readme runs secondmain.py under torch.distributed.launch, the
   second stage of a continual-learning traffic classifier that sets up its own nccl group
   (world size from torch.cuda.device_count()), loads the first stage's weights
   (distributedmodel+0.pth, committed but absent from the stored snapshot) and reads
   data/newdataframe15.csv (not in the repository; data/newdataframe19.csv is committed but
   absent), and imports GPUtil; making its data, weights and CPU edits did not fit the time
   left, so topic 43's second place is open. MarcusYF/gnn_rl (rank 2, multigpu_test.py; HEAD
   b55384d2172ffcccded6aa2d20f85d6cdeb64e4f) skipped, no training script: the readme is
   research notes with no command, and the hit is a one-step smoke test that cannot run as
   written (its loss line calls the DataParallel model with two inputs, a Linear's forward
   takes one: a TypeError; read as batch q read one-step smoke tests). zhangruochi/pseudoESM
   (rank 3, distribute_train.sh; HEAD 859e25ad07681fe0263a80984dcb5a81307a0f8d) taken:
   train.py, the readme's CPU command (train.sh, `python train.py`, with configs/train.yaml's
   mode.gpu and train.amp false), ESM-1's Transformer pre-trained by masked language
   modelling on FASTA protein sequences, under Hydra, logging to MLflow (a local database).
   It imports its own modules as the package pseudoESM (the checkout's folder's name): a
   module pseudoESM.py beside it (the recipe's `files`) makes the script's folder that
   package. Made here: FASTA files of 16 training, 8 validation and 8 test sequences
   (corpus_data_r_41to45.zhangruochi_fasta; the repository's eval and test files, 50,000
   sequences each, are absent from the stored snapshot). Edits: CosineAnnealingWarmRestarts'
   removed verbose argument dropped; the process group destroyed only in the GPU mode (the
   CPU mode never makes one, and destroy_process_group raised). Hydra overrides: the CPU
   mode, no amp, one epoch of batches of 4 (4 steps), no gradient accumulation, no loader
   workers, a one-layer model of width 32, tokens up to 64, MLflow's parameters and
   checkpoints off. Plain run: 148.2 s, exit 0, at load 11.9 to 11.9.
   KozakHou/Parallel_Computing_HPC (rank 4, Distributed_Training/PyTorch_data_parallelism.py; HEAD
   0faeec9c0a668db5df490c04cc841c7c755f6742) skipped, no training script: the hit wraps a
   model in DataParallel and ends with a comment where training would be; the readme is
   course notes with no command. Ranks 5 to 12 name no repository. `pages` was not asked
   (rank 1 was still open). One script for this topic by the deadline.

44. DistributedDataParallel training script, `code` (query "DistributedDataParallel training
   script pytorch training loop example"): zhangruochi/pseudoESM (rank 1) is in the corpus
   (taken under topic 43 above). lzxzy/ModelTest_Platform (rank 2, ddp.py; HEAD
   bfaa51141311765dfdf4d161b67e8712e20691ac) taken: ddp.py (no readme; the hit), the
   DistributedDataParallel tutorial's basic example, a linear layer in DDP over gloo, one
   SGD step on random data in each of 2 workers that mp.spawn starts. No data. Edits: the CPU
   (the spawned rank's index used as a CUDA device, and DDP's device_ids). Plain run: 75.7 s,
   exit 0, at load 6.5 to 9.1. WGQZYJZ/Empirical-Study-on-LLM-based-DL-Compiler-Testing-
   Techniques (rank 3) is in the corpus (batch p). ganzobtn/tiny_codes (rank 4,
   slurm/run_message_pass.sh; HEAD 9fe89607625262262dcfee6cc5fb6543a9ca86cb) taken:
   slurm/resnet_ddp.py, the script the hit launches (torch.distributed.launch, one process on
   each of two nodes; the readme is a title), ResNet-18 on CIFAR-10 with its own DDP and
   DistributedSampler. Made here: CIFAR-10 (corpus_data.CIFAR10, set to 32 training and 16
   test images). Edits: the data set swapped in, gloo and the CPU (nccl and cuda:LOCAL_RANK),
   a single process's launcher environment by setdefault, no device ids, one training loader
   worker (not 8); flags one epoch (not 10,000), batches of 8 a process (not 256). Plain run:
   first try (256 images, 8 workers) 302.8 s, exit 124 (timeout), at load 11.3 to 11.7; then
   89.9 s, exit 0, at load 11.8 to 13.0. Ranks 5 to 12 name no repository.

45. Exponential moving average of model weights, `code` (query "exponential moving average
   of model weights pytorch training loop example"): kalekundert/macromolecular_inpainting
   (rank 1), jhammarstedt/SLN-on-Sound (rank 2), Adenialzz/SimpleImageGeneration (rank 3) and
   fadel/pytorch_ema (rank 4) are in the corpus (batches b, d and f). Ranks 5 to 12 name no
   repository. `pages` (the same query, 8 results: docs.allennlp.org,
   discuss.pytorch.org, educative.io, docs.pytorch.org, pytorch-accelerated.readthedocs.io,
   www.zijianhu.com twice, www.codegenes.net) names no GitHub repository. No script for this
   topic.

Skips: 7 (topic 42: ray-project/ray, devesh1011/huggingface-transformers,
marcellobarylli/Recurrent-Parameter-Generation, jerilseb/my-docs, jopetty/word-problem;
topic 43: MarcusYF/gnn_rl, KozakHou/Parallel_Computing_HPC), each above with its reason
(each counted once), besides the repositories in the corpus
(topic 42: 1; topic 44: 2; topic 45: 4) and one examined and not finished
(sailorlee97/What-changes-you).

First sight (each run the script's one, in /tmp/r_runs/NAME.json; the plain run ended with
exit 0 before each):
- anjalisarawgi-mnist-lightning-cnn: kept (`agree` with one process's, 2.62e-07 at
  'conv3.weight', after 3 steps; seeded alike for the check; dropout switched off, F.dropout
  at lightning_model.py:35; 55.3 s).
- lzxzy-ddp-spawn-linear: kept (`refused`: rank 1, ddp.py:24 starts worker processes of its
  own (torch.multiprocessing.spawn) while multigpu run already started one per device; 42.5 s).
- jungin500-imagenet-lightning-mobilenetv3: kept (`agree` with one process's computing the
  ranks' slices, 0 at 'classifier.3.bias'; batch norm per rank warned and named, the split
  itself 0.514, with --sync-batchnorm 0.336 against its 1-ulp run's 0.336; dropout switched
  off, F.dropout at model.py:186; the data set's crops and flips seeded by each sample's
  index; seeded alike for the check; 131.9 s).
- zhangruochi-protein-esm-mlm: broken (`cannot tell`: every one of the 4 optimizer steps
  checked came from a DataLoader pass that ran whole on every rank, so the ranks matched one
  process by construction and no split pass's step was checked; the warning that ChainDataset,
  an IterableDataset, is read whole by every rank; 98.0 s). The recipe wrote `agree`.
- ganzobtn-cifar10-ddp-resnet18: not run by the deadline; its plain run ended with exit 0
  (above) and its first sight waited for the batch's lock from 03:54 until 04:20, when its
  waiting flock (not yet holding the lock, no run begun: no child process) and its shell were
  ended by their pids, so that no unrecorded first run happens. first_sight unset; its
  expect (`cannot tell`, naming "distributes itself") was written before any run under
  multigpu and can be run at first sight as it stands.

Doubts for the lead:
- anjalisarawgi-mnist-lightning-cnn: the hit is an editor's .history copy absent from HEAD;
  the recipe takes the live script it copies (lightning_trainmodel.py). Its training_step
  logs a wandb.Histogram of the logits every step (disabled here, nothing sent).
- jungin500-imagenet-lightning-mobilenetv3: the script is written for Lightning 1.x; ten
  edits port it to Lightning 2.6 (imports, Trainer arguments and four removed hooks, two of
  them left uncalled: training_epoch_end only counts forward prints, training_step_end only
  updates an EMA that the config leaves off), and one runs it in float32 where it asks for
  bf16 on a CPU (bf16 did not finish a step in 4 minutes here). The agree is expected for
  the ported script.
- lzxzy-ddp-spawn-linear: a one-step tutorial example, taken as the repository's DDP training
  script (the topic's own words); it could be read as a smoke test, which batch q skipped
  under a model module's __main__. Expected `refused` (mp.spawn inside a job of 2 ranks).
- Topic 43 is unfinished: sailorlee97/What-changes-you (its rank 1) was neither taken nor
  skipped by the deadline (no mechanical reason found in what was read; its data and the
  first stage's weights would have to be made), so topic 43's second place is open.
- zhangruochi-protein-esm-mlm (expect agree, said cannot tell): the recipe misread the
  current rule. It followed the note on echosprint's IterableDataset (no split pass, so every
  rank draws one process's masks: `agree`), but run.md's later row for kzkadc/ranknet says
  that where every step checked came from passes that ran whole on every rank, --verify says
  `cannot tell` (one process's by construction). No rule of multigpu's is missing for this
  miss; the verdict is the documented one. (A map-style data set would have been split.)
  Its CPU mode leaves global_rank 0 on every rank, so every rank logs to MLflow's local
  database in Hydra's output folder (two ranks may open one SQLite file at once; the first
  sight ran to its end regardless). The pseudoESM.py stand-in package is a recipe file, not a
  change to the script.
- ganzobtn-cifar10-ddp-resnet18 (expect cannot tell): a batch size per process under the
  script's own DistributedSampler, as run.md's "with 8 per rank is `cannot tell`". The
  setdefault edit gives one process the launcher's environment; under multigpu run the job's
  own environment stands.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

ANJALISARAWGI = ("anjalisarawgi/mlops", "93c6d07b3f276b63fd00a79ba9b8a18b815f8dc8")
JUNGIN500 = ("jungin500/lightning-template", "928d2fb36344e26cfc50586928e4453bbfcaa077")
ZHANGRUOCHI = ("zhangruochi/pseudoESM", "859e25ad07681fe0263a80984dcb5a81307a0f8d")
# train.py imports its own modules as the package pseudoESM (the checkout's folder's name): a
# module of that name beside it that makes the script's folder that package's path.
PSEUDOESM_PACKAGE = """import os

__path__ = [os.path.dirname(os.path.abspath(__file__))]
"""
GANZOBTN = ("ganzobtn/tiny_codes", "9fe89607625262262dcfee6cc5fb6543a9ca86cb")
LZXZY = ("lzxzy/ModelTest_Platform", "bfaa51141311765dfdf4d161b67e8712e20691ac")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "anjalisarawgi-mnist-lightning-cnn",
        *ANJALISARAWGI,
        "mlops_repo/mlops_project/lightning_trainmodel.py",
        "image classification on corrupted MNIST with PyTorch Lightning (a LightningModule of "
        "three convolutions with max pooling, dropout 0.05 and a linear head; cross entropy, "
        "a mean over the batch; Adam; Trainer.fit on one device with limit_train_batches=0.2, "
        "EarlyStopping and ModelCheckpoint on val_loss, a Weights & Biases logger given a "
        "histogram of the logits each step; a shuffled DataLoader over tensors loaded with "
        "torch.load; validation on the first 30% of the training set, then Trainer.test)",
        "agree",
        (
            "a Lightning Trainer on one device (accelerator cpu, devices=1), so each rank runs "
            "it as one process and multigpu run distributes the script as a plain one; batches "
            "of 32 from a shuffled DataLoader, split 16 + 16; the cross entropy is a mean of one "
            "term per sample over slices of equal size, so one process's average over the "
            "slices; dropout switched off for the check; no batch norm and no random draw in "
            "training_step; validation and test (no_grad, loaders that do not shuffle) feed no "
            "step"
        ),
        (
            Edit(
                "import wandb\n",
                "import wandb\nimport os\nos.environ.setdefault('WANDB_MODE', 'disabled')\n",
                "Weights & Biases disabled (no account, no network): its logger and the "
                "model's wandb.Histogram calls run and send nothing",
            ),
            Edit(
                'accelerator="gpu", devices=1,',
                'accelerator="cpu", devices=1,',
                "the CPU where CUDA is not there",
            ),
            Edit("max_epochs=10,", "max_epochs=1,", "one epoch (not 10): 4 steps"),
        ),
        # No command in the readme (its Makefile's `train` names a path that is not there);
        # the hit (an editor's .history copy of this script, not in HEAD) is this script.
        paths=(
            "mlops_repo/mlops_project/models/__init__.py",
            "mlops_repo/mlops_project/models/lightning_model.py",
            "mlops_repo/mlops_project/models/model.py",
        ),
        data="anjalisarawgi_mnist",
        first_sight="kept",
    ),
    Recipe(
        "lzxzy-ddp-spawn-linear",
        *LZXZY,
        "ddp.py",
        "the DistributedDataParallel tutorial's basic example (a linear layer 10 to 10 in DDP "
        "over a gloo group; MSELoss against random targets; one SGD step on one random batch of "
        "20), its workers started by torch.multiprocessing.spawn with world_size 2 from "
        "__main__, MASTER_ADDR and MASTER_PORT set by the script",
        "refused",
        (
            "the script starts its own worker processes with mp.spawn (2 of them, each calling "
            "init_process_group itself): inside a job of 2 ranks each rank would start its own "
            "set; multigpu run refuses torch.multiprocessing.spawn in one line naming the call "
            "site, exit 2, before any training"
        ),
        (
            Edit(
                "model = nn.Linear(10, 10).to(rank)",
                "model = nn.Linear(10, 10)",
                "the CPU where CUDA is not there (the spawned rank's index taken as a CUDA device)",
            ),
            Edit(
                "ddp_model = DDP(model, device_ids=[rank])",
                "ddp_model = DDP(model)",
                "no device ids on the CPU (DDP refuses them for a CPU module)",
            ),
            Edit(
                "outputs = ddp_model(torch.randn(20, 10).to(rank))",
                "outputs = ddp_model(torch.randn(20, 10))",
                "the CPU where CUDA is not there",
            ),
            Edit(
                "labels = torch.randn(20, 10).to(rank)",
                "labels = torch.randn(20, 10)",
                "the CPU where CUDA is not there",
            ),
        ),
        # No readme: the hit, ddp.py, is the repository's one DDP training script (`python
        # ddp.py`); train.py beside it trains ImageNet models (not the hit).
        first_sight="kept",
    ),
    Recipe(
        "jungin500-imagenet-lightning-mobilenetv3",
        *JUNGIN500,
        "train.py",
        "ImageNet classification with PyTorch Lightning under Hydra (torchvision's "
        "MobileNetV3-small from scratch, Kaiming and Xavier initialisation; cross entropy, a "
        "mean over the batch; RMSprop with weight decay and momentum, stepped by hand in "
        "training_step (manual optimisation), ReduceLROnPlateau stepped by hand on the "
        "validation accuracy; bf16 autocast on a CPU (float32 here, an edit); torchvision's "
        "ImageNet with random "
        "flips and autocontrast, a shuffled DataLoader with workers; validation metrics with "
        "scikit-learn at each validation epoch's end; ModelCheckpoint, EarlyStopping, "
        "LearningRateMonitor)",
        "agree",
        (
            "a Lightning Trainer on the CPU at its default devices (one), so each rank runs it "
            "as one process and multigpu run distributes the script as a plain one; batches of "
            "8 from a shuffled DataLoader, split 4 + 4; the cross entropy is a mean of one term "
            "per sample over slices of equal size, so one process's average over the slices; "
            "the flips and autocontrast are drawn in the data set's __getitem__ (in loader "
            "workers), keyed by sample; the classifier's dropout switched off for the check; "
            "the scheduler is stepped only after validation, past the checked steps; batch "
            "norm per rank named beside the agree"
        ),
        (
            Edit(
                "from pytorch_lightning.plugins import DDPPlugin\n",
                "",
                "Lightning 2 has no DDPPlugin (an ImportError); it is used only where "
                "train.strategy is 'ddp', and the config leaves it off",
            ),
            Edit(
                "precision=config.train.precision if config.train.gpus > 0 else 'bf16',",
                "precision=config.train.precision if config.train.gpus > 0 else '32',",
                "float32 on the CPU (not bf16 autocast): bf16 convolutions on this CPU did not "
                "finish one training step of 8 images in 4 minutes (the plain run's first try)",
            ),
            Edit(
                "    strategy = None\n",
                "    strategy = 'auto'\n",
                "Lightning 2 refuses strategy=None (an invalid strategy name); 'auto' is its "
                "default, one device here",
            ),
            Edit(
                "        gpus=config.train.gpus,\n",
                "",
                "Lightning 2's Trainer has no gpus argument (accelerator is set from it above)",
            ),
            Edit(
                "patience=2, verbose=True,",
                "patience=2,",
                "torch 2.14's ReduceLROnPlateau has no verbose argument",
                "model.py",
            ),
            Edit(
                "    def on_epoch_start(self) -> None:",
                "    def on_train_epoch_start(self) -> None:",
                "Lightning 2 refuses a LightningModule defining on_epoch_start (removed in "
                "2.0): its train-epoch hook",
                "model.py",
            ),
            Edit(
                "        return super().on_epoch_start()",
                "        return super().on_train_epoch_start()",
                "the renamed hook's super call",
                "model.py",
            ),
            Edit(
                "    def on_epoch_end(self) -> None:",
                "    def on_train_epoch_end(self) -> None:",
                "Lightning 2 refuses on_epoch_end (removed in 2.0): its train-epoch hook",
                "model.py",
            ),
            Edit(
                "        return super().on_epoch_end()",
                "        return super().on_train_epoch_end()",
                "the renamed hook's super call",
                "model.py",
            ),
            Edit(
                "    def training_epoch_end(self, outputs):",
                "    def _training_epoch_end_v1(self, outputs):",
                "Lightning 2 refuses training_epoch_end (removed in 2.0); it only counts the "
                "forward prints' index, so it is left uncalled",
                "model.py",
            ),
            Edit(
                "        return super().training_epoch_end(outputs)",
                "        return None",
                "the uncalled hook's super call (gone from Lightning 2)",
                "model.py",
            ),
            Edit(
                "    def training_step_end(self, batch_parts):",
                "    def _training_step_end_v1(self, batch_parts):",
                "Lightning 2 refuses training_step_end (removed in 2.0); it updates an EMA "
                "only where train.ema is on, and the config leaves it off",
                "model.py",
            ),
        ),
        # README.md names no command beyond its pipeline; `python train.py` with Hydra
        # overrides: the CPU (train.gpus=0, which also picks bf16), no Weights & Biases, the
        # data made here, batches of 8 (not 512), one loader worker (not 16), one epoch (not
        # 20), outputs beside the script, and Hydra left in the script's folder.
        args=(
            "train.gpus=0",
            "wandb.enabled=False",
            "dataloader.basepath=imagenet",
            "dataloader.batch_size=8",
            "dataloader.num_workers=1",
            "train.epochs=1",
            "train.base_dir=outputs",
            "headless=True",
            "hydra.job.chdir=False",
        ),
        paths=("model.py", "config.yaml"),
        data="jungin500_imagenet",
        first_sight="kept",
        names="batch norm per rank",
    ),
    Recipe(
        "zhangruochi-protein-esm-mlm",
        *ZHANGRUOCHI,
        "train.py",
        "protein language model pre-training (ESM-1's Transformer, its own copy, on amino-acid "
        "sequences; masked language modelling: DataCollector masks 15% of tokens in the "
        "collate function with torch.bernoulli and torch.randint; cross entropy with "
        "ignore_index -100, a mean over the masked tokens; AdamW, gradient clipping, "
        "CosineAnnealingWarmRestarts stepped each step; an IterableDataset (a ChainDataset of "
        "FASTA streams) that shards itself by rank only in its GPU mode; Hydra's config; MLflow "
        "logging; a test pass at the end)",
        # Expected `agree` at first sight (the recipe's misreading, its helper's own doubt):
        # every step checked comes from an IterableDataset's pass that runs whole on every
        # rank, which docs/run.md answers `cannot tell` (no split pass's step checked).
        "cannot tell",
        (
            "its CPU mode (mode.gpu false) sets up no process group and leaves world_size 0, "
            "so its FASTA streams are not split by rank; an IterableDataset cannot be split by "
            "index, so every rank reads all of it and trains one process's batches (the "
            "warning: no speed-up); the masks drawn in the collate function are drawn alike on "
            "every rank, as one process draws them (seeded alike by fix_random_seed, and no "
            "split pass parts the ranks' streams); the cross entropy's mean over counted "
            "tokens is one process's; dropout switched off for the check"
        ),
        (
            Edit(
                "eta_min=cfg.train.lr_scheduler.eta_min,\n        last_epoch=-1,\n"
                "        verbose=False)",
                "eta_min=cfg.train.lr_scheduler.eta_min,\n        last_epoch=-1)",
                "torch 2.14's schedulers have no verbose argument (a TypeError)",
            ),
            Edit(
                "    cleanup_multinodes()\n",
                "    if cfg.mode.gpu:\n        cleanup_multinodes()\n",
                "the process group is destroyed only where the GPU mode made one (the CPU mode "
                "the readme offers, train.sh, never makes one, and destroy_process_group "
                "raises)",
            ),
        ),
        # README.md: `./train.sh` (python train.py) with configs/train.yaml's mode.gpu false
        # and train.amp false, as it says; Hydra overrides for that, one epoch (not 10) of
        # batches of 4 (not 6) without gradient accumulation (not 12), no loader workers, a
        # one-layer model of width 32 (not 12 of 768), tokens up to 64, logging each step, no
        # validation inside the epoch, MLflow's parameters and checkpoints off.
        args=(
            "mode.gpu=false",
            "train.amp=false",
            "train.num_epoch=1",
            "train.batch_size=4",
            "train.num_workers=0",
            "train.gradient_accumulation_steps=1",
            "train.eval_per_steps=1000",
            "logger.log=false",
            "logger.log_per_steps=1",
            "model.protein_bert_base.layers=1",
            "model.protein_bert_base.embed_dim=32",
            "model.protein_bert_base.ffn_embed_dim=64",
            "model.protein_bert_base.attention_heads=2",
            "model.task.max_length=64",
        ),
        files={"pseudoESM.py": PSEUDOESM_PACKAGE},
        paths=(
            "__init__.py",
            "configs/train.yaml",
            "esm",
            "loader",
            "utils",
            "trainer.py",
            "loss.py",
            "evaluator.py",
            "std_logger.py",
            "distribution.py",
        ),
        data="zhangruochi_fasta",
        first_sight="broken: cannot tell: every one of the 4 optimizer steps checked came "
        "from a DataLoader pass that ran whole on every rank (ChainDataset, an IterableDataset, "
        "warned of), so the ranks matched one process by construction and no split pass's step "
        "was checked; the recipe wrote agree",
    ),
    Recipe(
        "ganzobtn-cifar10-ddp-resnet18",
        *GANZOBTN,
        "slurm/resnet_ddp.py",
        "CIFAR-10 classification with its own DistributedDataParallel (torchvision's "
        "ResNet-18 from scratch, batch norm; cross entropy, a mean over the batch; SGD with "
        "momentum; init_process_group from the launcher's environment, a DistributedSampler "
        "over the training set, a batch size per process; random crops and flips in the data "
        "set; the model evaluated and saved every 10 epochs by local rank 0 only)",
        "cannot tell",
        (
            "the script distributes itself (its own init_process_group, handed over, and a "
            "DistributedSampler): each rank takes its own batch of 8 (--batch_size is per "
            "process), so 2 ranks train on global batches of 16 where one process trains on "
            "8, other data than one process's: its batch is per rank and no comparison "
            "applies"
        ),
        (
            Edit(
                "import torchvision.transforms as transforms\n",
                "import torchvision.transforms as transforms\n"
                "import corpus_data; torchvision.datasets.CIFAR10 = corpus_data.CIFAR10\n"
                "corpus_data.CIFAR10.samples = (32, 16)\n",
                "CIFAR-10 made here (corpus_data.CIFAR10, 32 training and 16 test images: 4 "
                "steps of 8 in one process): the script reads data/cifar-10-batches-py, "
                "downloaded beforehand",
            ),
            Edit(
                "sampler=train_sampler, num_workers=8)",
                "sampler=train_sampler, num_workers=1)",
                "one loader worker (not 8) on this 2-core machine (the plain run's first try, "
                "with 256 images and 8 workers, passed 300 s)",
            ),
            Edit(
                'torch.distributed.init_process_group(backend="nccl")',
                "[os.environ.setdefault(k, v) for k, v in (('RANK', '0'), ('WORLD_SIZE', "
                "'1'), ('MASTER_ADDR', '127.0.0.1'), ('MASTER_PORT', '29531'))]\n"
                '    torch.distributed.init_process_group(backend="gloo")',
                "gloo on the CPU (nccl needs GPUs); one process started without the launcher "
                "gets the environment torch.distributed.launch gives a single process (a job "
                "of several ranks sets its own, which setdefault leaves)",
            ),
            Edit(
                'device = torch.device("cuda:{}".format(local_rank))',
                'device = torch.device("cpu")',
                "the CPU where CUDA is not there",
            ),
            Edit(
                "DistributedDataParallel(model, device_ids=[local_rank], output_device=local_rank)",
                "DistributedDataParallel(model)",
                "no device ids on the CPU",
            ),
        ),
        # README.md names no command; the hit, slurm/run_message_pass.sh, runs resnet_ddp.py
        # under torch.distributed.launch (one process a node, two nodes) with its defaults:
        # one epoch (not 10,000) of batches of 8 a process (not 256).
        args=("--num_epochs", "1", "--batch_size", "8"),
        names="distributes itself",
        first_sight="kept",
    ),
)
