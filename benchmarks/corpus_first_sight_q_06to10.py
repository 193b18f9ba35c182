"""Batch q, topics (6) to (10): batch q's rule (corpus_first_sight_q.py's docstring, verbatim
there) applied to cell nucleus segmentation, polyp segmentation, lung nodule detection, gait
recognition and fall detection. Seven scripts from
seven repositories: two for each of topics 6, 8 and 10, one for topic 9 (its second,
bgdpgz/GLGait, taken but not run by the deadline), none for topic 7 (every result of `code`
and `pages` skipped or naming no repository).
At first sight 6 of 7 kept, no silent wrong result: four `agree` with one process's computing
the ranks' slices (three naming batch norm per rank, all of the split's difference under
--sync-batchnorm; one the split's rounding), one `agree` with one process within float32's
tolerance, and one `differ` naming a batch size the script takes from its loader, each the
verdict its recipe expected when first written; one broken, GaitSet (topic 9), `differ: the
run on 2 ranks stopped: the parameters differ across ranks after optimizer step 1` where the
recipe expected `cannot tell` naming its collate_fn's frame draws (see Doubts).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/q_B), until it ended without error,
holding the batch's lock (/tmp/q_lock); its time is given below (measured inside the lock
unless said), with the load of the 2-core machine, shared with the other helpers' runs.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtq, fcd1b16, one at a time behind the batch's lock, each once, --timeout
900, from /tmp/q_runs/NAME), before any change made for it. No first sight failed on another
helper's file. With some 30 runs of the batch's helpers waiting on the lock, the last five
plain runs and their first sights ran in one holding of it, each first sight right after its
own plain run ended without error (/tmp/q_B/chain.sh).

Installed into .venv from PyPI (--no-deps; neither adds a top-level module of a generic name:
`pip show -f`): diskcache 5.6.3 (module diskcache; MaxHoefl's src/ct.py makes a diskcache
Cache at import) and xarray 2026.9.0 (module xarray; Kukukloo's data set keeps each
sequence's frames as xarray DataArrays). Stand-in written beside a script (the recipe's
`files`), not installed: SimpleITK.py (MaxHoefl's ct.py reads each CT scan with SimpleITK, a
compiled library; the stand-in reads the MetaImage pairs the data maker writes).

Read as batches c to p read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (in its URL or its
text, as batch p read it; deepwiki.com/OWNER/NAME too). "In the corpus" is any repository
named in corpus_recipes.py or corpus_first_sight_*.py, or claimed by another helper of batch
q (/tmp/q_claims.txt; checked just before each was taken: none of those taken was named or
claimed). Ranks are the results' own. Per topic, in the order the results came:

6. Cell nucleus segmentation, `code` (query "cell nucleus segmentation pytorch training loop
   example"): ahy69195/Sartorius-DataScience2 (rank 1, README.md) skipped, cannot be fetched:
   its snapshot is 691,722,240 bytes, over the 524,288,000 the fetch tool brings (its readme
   also puts the training in a notebook, '.UNet - PyTorch/Cell Segmentation.ipynb').
   AlexSauer/NucleusPanVision (ranks 2 and 3, README.md; HEAD
   35c35e9847f735b82fdae8d7ae423984a0292e39) taken: 3DVersion/main.py (the readme's "training
   script"; it names no command), a residual 3D U-Net as a LightningModule on a PanExM HeLa
   stack, fitted by Lightning's Trainer. Made here: the stack (16 x 192 x 192, 3 channels) and
   its annotation as TIFFs (corpus_data_q_06to10.alexsauer_panexm). Edits: Data.py's two data
   paths, no loader workers (not 4), its logs under the working folder, patches of 16 x 32 x 32
   (not 16 x 512 x 512), one epoch (not 100), the CPU with one device (not the GPU id --device
   names). Plain run: 88.5 s wall from the command's start (it waited for the lock; 28.8 s of
   CPU), exit 0, at load 2.2 to 2.8.
   anpham184/Cell-Nucleolus-and-Nucleoplasm-Segmentation-with-Pytorch-UNet (rank 4, README.md;
   HEAD 2437b063fbc4d789c77ca848566edc29ef689b80) taken: train.py (the one training script; the
   readme names no command), a 2-D U-Net on the repository's own 20 HeLa images and masks
   (nucleolus, nucleoplasm, background). Made here: the checkpoints folder it saves into
   (corpus_data_q_06to10.anpham_checkpoints). Edits: config.yaml's CPU, one epoch (not 100), no
   loader workers; images and masks at 128 x 128 (not 512 x 512) through a wrapper of the data
   set (corpus_data_q_06to10.Quartered). Plain run: 26.1 s, exit 0, at load 1.6. Ranks 5 to 12
   name no repository.

7. Polyp segmentation, `code` (query "polyp segmentation pytorch training loop example"):
   cristiano2003/semantic-segmentation (ranks 1 to 3, script/train.sh as it was then, a
   neopolyp.train on the BKAI polyp data; HEAD ce36a0408a5313298e9e3b40f75b766406030837)
   skipped, weights from the internet: the readme's script/train.sh at HEAD runs `python -m
   segmentation.train --model resunet`, whose NeoPolypModel builds Resnet50Unet from
   torchvision's resnet50(weights=ResNet50_Weights.DEFAULT), downloaded with no flag (before its
   `if name == "segnet" ... else` replaces it by a UNet); at HEAD it trains on COCO 2017 through
   pycocotools (compiled, not installed) and imports wandb (see Doubts). Ifeng96/pytorch_SES
   (rank 4, train.py; HEAD f096c3ba4d45a4652e902a5e8db94240970941b0) skipped, weights from the
   internet: Model.py builds its encoder from torchvision's resnet34(pretrained=True),
   downloaded with no flag (and train.py cannot run as written: torch.utils.DataLoader, the
   module Data given as the data set; its loaders read aerial roads, sat/ and map/). Ranks 5 to
   12 name no repository. `pages` (the same query, 8 results): ranks 1 to 6 and 8
   (hugingapi.com, fast.hugflare.com, hf.g-215.ru: copies of Hugging Face model cards) name no
   GitHub repository; rank 7, github.com/Priti0427/polyp-segmentation-unet (HEAD
   f142cb89045345a9cd8e137f699cc65ff308bcfd), skipped, training only in a notebook (two .ipynb
   and a .pptx, no .py). No script for this topic.

8. Lung nodule detection, `code` (query "lung nodule detection pytorch training loop example"):
   MaxHoefl/pytorch-luna-challenge (rank 1, README.md; HEAD
   b11b16c73c483aec708f38197057fa8133ef83a8) taken: src/training.py (its one training script;
   the readme names no command, setup.sh downloads LUNA16's subset0), Deep Learning with
   PyTorch's nodule candidate classifier. Made here: two CT scans as MetaImage pairs and the two
   csv files, 40 candidates (corpus_data_q_06to10.maxhoefl_luna); the SimpleITK stand-in. Flags:
   batches of 8 (not 32), no loader workers, every 5th candidate for validation (not 10th), the
   data folder; no edit. Plain run: first try 3.1 s, exit 1 (its model imports src/utils.py, not
   yet in the recipe's paths); then exit 1 at its last training batch (RuntimeError, the
   expanded size 8 against 2: the data maker's random centres had matched some candidates to two
   annotations, and the short last batch does not fill the script's metrics rows even in one
   process); with the candidates on a grid and --val-stride 5, 8.1 s, exit 0, at load 1.4 to
   1.5. moyanxinxu/icjai2023-object-detection (rank 2, train.py; HEAD
   ab79f4b3bec150f6326de5da5a2e0ffbaaf9bb53; no readme) skipped, no training script: train.py
   computes SSD's loss and calls optimizer.step() with no backward, so nothing trains (an X-ray
   baggage detector; its own last line says "不对", "not right"), and it would stop in that loss
   before a step (each target read as (n_objects, 5) where the data set gives one csv row;
   self.use_gpu never set) (see Doubts). seonho-park/QSR-INFORMS-COVID19-UFISE (rank 3,
   README.md; HEAD 0580b71d8720633a138ca1dd77c7e712896192b3) skipped, weights from the internet:
   train.py's mobilenet_v2(task='classification', moco=False) loads torchvision's ImageNet
   MobileNetV2 from download.pytorch.org with no flag (and its inputs include the lung masks
   that step 1, lungseg.py, writes). mundher/local-global (rank 4, README.md; HEAD
   8936d399799ccd226119d83b10d22bf43cc81d22) taken: experiments.py, as the readme runs it
   (`python experiments.py <experiment name> <path to the dataset>`), with LocalGlobal (the
   paper's network; its *Trans experiments start from ImageNet weights). Made here: fold 0 of
   the preprocessed LIDC-IDRI data the readme downloads, 48 training and 6 test nodules as 32 x
   32 PNG views (corpus_data_q_06to10.mundher_lidc). Edits: the CPU (not cuda:0, three places in
   trainer.py), one epoch (not 50), the first of the 10 folds. Plain run: 63.2 s, exit 0, at
   load 1.5 to 1.6. Ranks 5 to 12 name no repository.

9. Gait recognition, `code` (query "gait recognition pytorch training loop example"):
   Kukukloo/554_final_project (ranks 1 to 3, README.md; HEAD
   c1217a2f4cc376e6d7d76a0f16e7f262d280828e) taken: train.py, as the readme runs it, GaitSet on
   CASIA-B silhouettes. Made here: 8 subjects' silhouette sequences
   (corpus_data_q_06to10.kukukloo_casia). Edits: the package's name (mode/, which train.py
   imports as model: a ModuleNotFoundError at HEAD), config.py's paths, 4 subjects to train and
   4 to test (not 74: NumPy 2 will not save a partition of unequal halves), batches of 4 x 4
   (not 8 x 16), 4 iterations (not 80,000), the CPU (no .cuda()). Plain run: a first try with 6
   subjects to train, a ValueError from np.save of the partition; then 45.3 s, exit 0, at load
   1.2 to 1.4. Zerolifes/Gait-ViT (rank 4, README.md; HEAD
   cf092192f32b851ba7b69a7f85351d02903a05f0) skipped, training only in a notebook (main.ipynb;
   its .py files are the data set, the model, the settings and the preprocessing). Ranks 5 to 12
   name no repository. `pages` (the same query, 8 results): rank 1,
   deepwiki.com/jackhanyuan/GaitRecognitionSystem, names it (HEAD
   31359b042707373f4111b21bf1affccbf4cc92e8), skipped, no training script: a Flask web
   application that recognises walkers with a released model (its copy of OpenGait builds the
   model with training=False and runs run_test alone); ranks 2 to 5 and 7 (scribd.com,
   hf.zsm.im, ar5iv.org, hindawi.com, a doi.org proxy) name no GitHub repository in what the
   results hold; rank 6, arxiv.org/html/2408.06834v1, names github.com/bgdpgz/GLGait (HEAD
   d947a6c790f152ac91fd99743f42afec94173467), taken but not run by the deadline: its readme
   trains with `python -m torch.distributed.launch --nproc_per_node=1 opengait/main.py --cfgs
   ./configs/GLGait/GLGait_Gait3D.yaml --phase train`, OpenGait's trainer, which makes an NCCL
   process group whatever the device, checks the world size against torch.cuda.device_count(),
   and keeps CUDA in its base model; no recipe was written for it (see Doubts). Rank 8 (a page
   on OpenGait) was not reached.

10. Fall detection, `code` (query "fall detection pytorch training loop example"):
   Lionel-Lee/learning_based_fall_detection (rank 1, README.md; HEAD
   3860a99736bd81804ada0abde9bcd30e8eab8ae2) taken: main.py, as the readme runs it (`python
   main.py --mode train --data_file_path data/imu_train.txt`), an LSTM on a robot's IMU
   readings, the repository's own data. Made here: nothing. Flags: 4 epochs (not 80; StepLR's
   step is num_epoch // 4). Plain run: first try 14.2 s, exit 1 after training (the epoch losses
   it plots are tensors that require grad: a RuntimeError in matplotlib); with the epoch's loss
   summed as a number (the edit), 14.4 s, exit 0, at load 1.5 to 1.4. RodrigoKasama/fall-detect
   (rank 2, README.md) skipped, cannot be fetched: its snapshot is 556,441,600 bytes, over the
   524,288,000 the fetch tool brings. JihaiLuo/A-Real-time-Fall-Detection-System-Based-on-Vision
   (rank 3, cnn_model.py; HEAD 82bc40e94e6372b3af6f2151ec89a7883dbcbf20) taken: train_model.py,
   as the readme runs it, a small CNN on MediaPipe pose sequences of URFD's falls. Made here:
   pose_data, 24 sequences of each class (corpus_data_q_06to10.jihailuo_poses). No edit. Plain
   run: 8.5 s, exit 0, at load 1.4 to 1.5. Rank 4 (TalhaUsuf/transformer_pose) was not reached.

Skips: 9 (topic 6: 1; topic 7: 3; topic 8: 2; topic 9: 2; topic 10: 1), each above with its
reason; one repository taken but not run (bgdpgz/GLGait, topic 9). No result named a
repository already in the corpus.

First sight (each run below is the script's one, in /tmp/q_runs/NAME; the plain run ended
without error before each):
- alexsauer-panexm-unet3d: kept (`agree` with one process's computing the ranks' slices, 0
  at 'segmentation_head.outc.conv.bias'; the data set's flips and quantiles seeded per
  sample; dropout switched off at UNetFactory.py:184; BatchNorm3d per rank named, the split
  0.000601 and under --sync-batchnorm 0.000505 against its 1-ulp run's 0.000446: batch norm
  per rank is all the difference; 119.7 s).
- anpham-nucleolus-unet: kept (`agree`, 0 at 'out.bias'; seeded for the check; BatchNorm2d
  per rank named, the split 0.0006, --sync-batchnorm 0.000442 against 0.00046; 158.3 s).
- maxhoefl-luna-nodule-cnn: kept (`differ: the run on 2 ranks stopped: rank 1 failed:
  RuntimeError: The expanded size of the tensor (8) must match the existing size (4) ... (at
  training.py:158: the error names 4 and 8 where the global batch has 8 rows and each rank
  now gets 4 ...)`, then `--verify: a batch size written into the script breaks on a slice
  of the batch (one process ran the same steps): the script is not safe to scale as it is`;
  17.9 s).
- mundher-lidc-localglobal: kept (`agree`, 0 at 'fc1.bias'; dropout switched off at
  resnet_attn.py:166; BatchNorm2d per rank named, the split 0.00229, --sync-batchnorm
  3.94e-05 against 0.00139; 574.3 s).
- kukukloo-casia-gaitset: broken, `differ: the run on 2 ranks stopped: the parameters differ
  across ranks after optimizer step 1: 'branch1.forward_block.conv.weight' on rank(s) 1 is
  not rank 0's (largest difference 0.0002, of values up to 0.422); the script changes
  parameters on some ranks differently (code that depends on the rank, or updates outside
  backward and the optimizer's step)` (77.0 s, exit 1); the recipe expected `cannot tell`
  naming the collate_fn. Both runs' notes did name it (`the DataLoader's collate_fn
  (Model.collate_fn at model.py:74) draws at random while it puts a batch together`), and
  said `nn.DataParallel(SetNet) runs as DDP on each rank` (see Doubts).
- lionel-imu-fall-lstm: kept (`agree` with one process, 2.98e-08 at
  'traj_node_embed.weight', within float32's tolerance: two runs; 22.2 s).
- jihailuo-urfd-pose-cnn: kept (`agree`, 0 at 'fc2.bias'; seeded for the check; the split
  itself 1.65e-06 at 'fc1.weight', rounding; 26.3 s).

Doubts for the lead:
- cristiano2003/semantic-segmentation (skipped): read by the readme's command at HEAD
  (`--model resunet`, which downloads ResNet-50's ImageNet weights as the model is built).
  The hit's train.sh, at an older commit, ran the same module with `--model unet` on the
  polyp data, which downloads nothing; at HEAD that path would still need a COCO reader
  (pycocotools, compiled, not installed, or a stand-in), a wandb stand-in, and an edit of the
  package's relative imports (it runs as `python -m segmentation.train`). If the rule's "the
  hit's script" is read to take the hit's flags, it is a candidate, not a skip.
- moyanxinxu/icjai2023-object-detection (skipped as no training script): its train.py never
  calls backward, so it trains nothing; it could as well be counted as taken but not run (it
  stops in its loss as written). Either way it has no recipe.
- bgdpgz/GLGait (topic 9): taken but not run; the reason is not on the rule's mechanical list
  (CUDA written into an OpenGait trainer can be edited out), only the time left. Had it been
  skipped, rank 8's page names ShiqiYu/OpenGait, not checked against the corpus.
- maxhoefl-luna-nodule-cnn: `differ` is expected from the documented model, not from a fault
  of arithmetic: the script places each batch's rows in its metrics tensor at a width of
  train_dl.batch_size, the loader's global batch, which a rank's slice does not fill. Reading
  the size from the loader, not a literal, the script may not see itself as having "a batch
  size written into" it, but it breaks as such a script does. The plain run also needs whole
  batches (the last short batch fails in one process), hence --val-stride 5 and 40
  candidates.
- kukukloo-casia-gaitset: `cannot tell` is expected for the collate_fn's frame draws; its
  batch-all triplet loss also mixes the batch's samples (every pair), which would be a
  `differ` were the draws not there. Its TripletSampler draws with Python's random as it
  yields, infinitely (its __len__ is the data set's size).
- anpham-nucleolus-unet: the data set is wrapped (corpus_data_q_06to10.Quartered) to average
  its 512 x 512 images down to 128 x 128 for the CPU; the script's own code is unchanged but
  for that one line after the data set is made.
- alexsauer-panexm-unet3d: its plain time includes the wait for the lock (the command was
  timed with the flock inside it); its CPU time was 28.8 s.
- kukukloo-casia-gaitset (broken): not diagnosed by the deadline. The ranks' weights parted
  at the first step, which gradient averaging should prevent whatever data each rank drew;
  the script wraps SetNet in nn.DataParallel (turned into DDP on each rank) and its
  parameterless TripletLoss in a second nn.DataParallel, backpropagates only `if loss >
  1e-9` (each rank on its own slice's loss), and its collate_fn draws the frames. Either
  multigpu's averaging missed this model's gradients (the two wrappers), or a rank skipped its
  step; the first would be multigpu's fault, the second the script's. The collate_fn's draw
  was seen, but a run that stops on parted weights is given `differ` before it: the missing
  rule may be that a `cannot tell` for per-rank data draws should be said beside (or before)
  a stop of that kind.
- lionel-imu-fall-lstm: its first plain run failed after training (the plot of loss tensors
  that require grad), so its recipe gained one edit (the epoch's loss summed with .item())
  before its first sight; that is a change to the script's bookkeeping, not its training.
- The last five plain runs and first sights ran in one holding of the lock (about 30 runs of
  the batch were waiting on it then), and lionel's second plain run and first sight after
  its edit in the same holding; each first sight still followed its own plain run and ran
  once.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

ALEXSAUER = ("AlexSauer/NucleusPanVision", "35c35e9847f735b82fdae8d7ae423984a0292e39")
MAXHOEFL = ("MaxHoefl/pytorch-luna-challenge", "b11b16c73c483aec708f38197057fa8133ef83a8")
MUNDHER = ("mundher/local-global", "8936d399799ccd226119d83b10d22bf43cc81d22")
LIONEL = ("Lionel-Lee/learning_based_fall_detection", "3860a99736bd81804ada0abde9bcd30e8eab8ae2")
KUKUKLOO = ("Kukukloo/554_final_project", "c1217a2f4cc376e6d7d76a0f16e7f262d280828e")
JIHAILUO = (
    "JihaiLuo/A-Real-time-Fall-Detection-System-Based-on-Vision",
    "82bc40e94e6372b3af6f2151ec89a7883dbcbf20",
)
ANPHAM = (
    "anpham184/Cell-Nucleolus-and-Nucleoplasm-Segmentation-with-Pytorch-UNet",
    "2437b063fbc4d789c77ca848566edc29ef689b80",
)
# src/ct.py reads each CT scan with SimpleITK (compiled ITK, not installed): a stand-in module
# beside the script that reads the MetaImage pairs the data maker writes (a text header, raw
# int16 voxels), with the four calls ct.py makes.
SIMPLEITK_STAND_IN = """
import os

import numpy


class _Image:
    def __init__(self, fields, voxels):
        self.fields, self.voxels = fields, voxels

    def GetOrigin(self):
        return tuple(float(v) for v in self.fields["Offset"].split())

    def GetSpacing(self):
        return tuple(float(v) for v in self.fields["ElementSpacing"].split())

    def GetDirection(self):
        return tuple(float(v) for v in self.fields["TransformMatrix"].split())


def ReadImage(path):
    with open(path) as header:
        fields = dict(line.split(" = ", 1) for line in header.read().splitlines() if line)
    size = [int(v) for v in fields["DimSize"].split()][::-1]
    raw = os.path.join(os.path.dirname(path), fields["ElementDataFile"])
    return _Image(fields, numpy.fromfile(raw, "<i2").reshape(size))


def GetArrayFromImage(image):
    return image.voxels
"""

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "alexsauer-panexm-unet3d",
        *ALEXSAUER,
        "3DVersion/main.py",
        "cell nucleus segmentation (a residual 3D U-Net, encoder 64 to 512 channels with "
        "BatchNorm3d, decoder with dropout 0.25, a 1x1x1 head to background, cytoplasm and "
        "nucleus, as a LightningModule; cross entropy per voxel, a mean; Adam with weight "
        "decay, StepLR per epoch; patches of a PanExM HeLa stack downscaled 4x in x and y, "
        "each flipped at random and clipped at a quantile drawn at random in __getitem__; "
        "Lightning's Trainer with early stopping and a checkpoint callback on the validation "
        "loss, validated each epoch and sanity-checked before it)",
        "agree",
        (
            "Lightning's Trainer on one CPU device (the recipe's edit of its GPU id) makes no "
            "process group, so multigpu run distributes it as a plain script; batches of 2 "
            "patches from a shuffled DataLoader, split 1 + 1; the loss is a mean over every "
            "voxel, equal counts per slice, so one process's average over the slices; the "
            "flips and the clipping quantile are drawn in __getitem__, the data's, seeded per "
            "sample; dropout switched off for the check; BatchNorm3d per rank named beside the "
            "agree; the validation passes (the sanity check before training, the epoch's end) "
            "run in eval() without a step"
        ),
        (
            Edit(
                'PATH_ORG = "<yourPath>/projects/PanVision/data/FullStacks/Originals"\n'
                'PATH_PRED = "<yourPath>/projects/PanVision/data/FullStacks/Annotation/'
                'NucleusBackground"\n',
                'PATH_ORG = "data/Originals"\nPATH_PRED = "data/NucleusBackground"\n',
                "data made here, no download (the stack and its annotation under data/: "
                "corpus_data_q_06to10.alexsauer_panexm)",
                "3DVersion/Data.py",
            ),
            Edit(
                "shuffle=True, num_workers=4)",
                "shuffle=True, num_workers=0)",
                "no loader workers: 2 cores here",
                "3DVersion/Data.py",
            ),
            Edit(
                'path_result = "<yourPath>/NucleusPanVision/3DVersion/result"',
                'path_result = "result"',
                "its logs under the working folder",
            ),
            Edit(
                "    training_size=(16, 512, 512),\n    data_stride=(16, 512, 512),\n",
                "    training_size=(16, 32, 32),\n    data_stride=(16, 16, 8),\n",
                "patches of 16 x 32 x 32 (not 16 x 512 x 512) of the 16 x 48 x 48 stack made "
                "here, 6 of them: 3 steps",
            ),
            Edit(
                '    max_epochs=100,\n    accelerator="gpu",\n    devices=[args.device],\n',
                '    max_epochs=1,\n    accelerator="cpu",\n    devices=1,\n',
                "one epoch (not 100); the CPU, one device (Lightning's CPU accelerator takes "
                "a count, not the list of a GPU id)",
            ),
        ),
        # No readme command: main.py is the folder's one training script (the hit's readme
        # calls it "the training script"); its flags' defaults (batches of 2).
        paths=("3DVersion/Data.py", "3DVersion/model.py", "3DVersion/UNetFactory.py"),
        data="alexsauer_panexm",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "anpham-nucleolus-unet",
        *ANPHAM,
        "train.py",
        "cell nucleus segmentation (nucleolus and nucleoplasm of HeLa cells: a 2-D U-Net, "
        "64 to 1024 channels, double convolutions with BatchNorm2d, no dropout, to 3 "
        "classes; CrossEntropyLoss against one-hot masks as class probabilities, a mean over "
        "every pixel; AdamW; the repository's 20 images and masks, resized, split 80/20 by "
        "random_split with a seeded generator, both loaders shuffled; each epoch a "
        "validation pass in eval() under no_grad; a Dice score beside the loss, .item() "
        "only; final weights and a plot saved)",
        "agree",
        (
            "batches of 4 from a shuffled DataLoader, split 2 + 2; the loss is a mean over "
            "every pixel of every sample, equal counts per slice, so one process's average "
            "over the slices; nothing drawn in the loop (the split's generator is the "
            "script's own, seeded); BatchNorm2d per rank named beside the agree; the "
            "validation pass after the epoch steps nothing"
        ),
        (
            Edit("EPOCHS: 100", "EPOCHS: 1", "one epoch (not 100): 4 steps", "config.yaml"),
            Edit("DEVICE: 'cuda'", "DEVICE: 'cpu'", "the CPU", "config.yaml"),
            Edit("NUM_WORKERS: 1", "NUM_WORKERS: 0", "no loader workers", "config.yaml"),
            Edit(
                "    train_dataset = TrainDataset(config.WORKING_DIR)\n",
                "    train_dataset = TrainDataset(config.WORKING_DIR)\n"
                "    import corpus_data_q_06to10\n"
                "    train_dataset = corpus_data_q_06to10.Quartered(train_dataset)\n",
                "images and masks at 128 x 128 (not 512 x 512; a U-Net to 1024 channels at "
                "512 x 512 is minutes a step on 2 cores): corpus_data_q_06to10.Quartered",
            ),
        ),
        # The readme names no command; train.py is the one training script (the hit is the
        # readme), run as `python train.py` from the root, where config.yaml is.
        paths=(
            "config.yaml",
            "model.py",
            "utils.py",
            "Nucleolus/train",
            "Nucleolus/train_masks",
            "Nucleolus/save_plots",
        ),
        data="anpham_checkpoints",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "maxhoefl-luna-nodule-cnn",
        *MAXHOEFL,
        "src/training.py",
        "lung nodule detection (LUNA16 candidates classified as nodules, after Deep Learning "
        "with PyTorch's part 2: a BatchNorm3d on the 1-channel CT crop, four blocks of two 3D "
        "convolutions and a max pool, a linear head to 2 classes and a softmax; per-sample "
        "cross entropy, its mean backpropagated; SGD with momentum 0.99; 16 x 24 x 24 crops "
        "around each candidate read from the scan in __getitem__, a DataLoader that does not "
        "shuffle; a metrics tensor of the epoch's labels, predictions and losses filled at "
        "rows batch_idx * train_dl.batch_size onwards; a validation pass each epoch)",
        "differ",
        (
            "compute_loss writes each batch's labels, predictions and losses into the metrics "
            "tensor at start_idx:end_idx, a width of the loader's batch_size (8): one process "
            "fills it with the batch's 8 rows, each rank holds its slice of 4 and stops there "
            "(the expanded size 8 against 4) at its first step, so the run on 2 ranks stops on "
            "a batch size the script reads from its loader; the documented model calls that a "
            "differ naming a batch size written into the script (one process ran its steps)"
        ),
        (),
        # No readme command: setup.sh downloads LUNA16's subset0, and training.py is the one
        # training script (`python training.py` from src, as its imports need); batches of 8
        # (not 32), no loader workers (not 1), every 5th candidate for validation (not 10th), the
        # data made here; one epoch, its default: 40 candidates, 8 to validate, 32 to train, 4
        # steps (its metrics tensor needs whole batches in one process too).
        args=(
            "--data-dir",
            "../data-unversioned",
            "--batch-size",
            "8",
            "--num-workers",
            "0",
            "--val-stride",
            "5",
        ),
        files={"SimpleITK.py": SIMPLEITK_STAND_IN},
        paths=(
            "src/model.py",
            "src/utils.py",
            "src/dataset.py",
            "src/ct.py",
            "src/preprocessing.py",
        ),
        data="maxhoefl_luna",
        names="a batch size written into the script breaks on a slice of the batch",
        first_sight="kept",
    ),
    Recipe(
        "mundher-lidc-localglobal",
        *MUNDHER,
        "experiments.py",
        "lung nodule malignancy from LIDC-IDRI (the Local-Global network: residual blocks "
        "with BatchNorm2d, self-attention over each image's positions, dropout 0.1 and 0.2, "
        "average pooling, a linear head and a sigmoid; BCELoss, a mean; Adam; 32 x 32 views "
        "of each nodule (18 augmented views a training nodule, saved as PNGs), normalised by "
        "the training set's mean and std, a TensorDataset in a shuffled DataLoader of 256; "
        "10-fold cross-validation, a new model and optimizer each fold, predictions on the "
        "fold's test views in eval() under no_grad after every epoch, AUC with scikit-learn)",
        "agree",
        (
            "batches of 256 views from a shuffled DataLoader, split 128 + 128; BCELoss is a "
            "mean of one term per sample, so one process's average over the slices; the "
            "self-attention mixes positions within each image, not samples; dropout switched "
            "off for the check; BatchNorm2d per rank named beside the agree; the predictions "
            "after each epoch run in eval() under no_grad and step nothing"
        ),
        (
            Edit(
                "          256,\n          50,\n          model_optimizer=model_opt,\n"
                "          loss=nn.BCELoss(),\n          name='LocalGlobalNetwork',\n"
                "          device='cuda:0',\n",
                "          256,\n          1,\n          model_optimizer=model_opt,\n"
                "          loss=nn.BCELoss(),\n          name='LocalGlobalNetwork',\n"
                "          device='cpu',\n",
                "the LocalGlobal experiment on the CPU (not cuda:0), one epoch a fold (not 50): "
                "864 training views, 4 steps",
            ),
            Edit(
                "    for fold in range(10):\n",
                "    for fold in range(1):\n",
                "the first of the 10 folds (each trains a new model from scratch)",
                "kflod.py",
            ),
            Edit(
                "        self.model.cuda(self.device)\n",
                "        self.model.to(self.device)\n",
                "the model on the device given (cuda(device) takes no CPU)",
                "trainer.py",
            ),
            Edit(
                "            data, target = data.cuda(self.device), target.cuda(self.device)\n"
                "            self.optimizer.zero_grad()\n",
                "            data, target = data.to(self.device), target.to(self.device)\n"
                "            self.optimizer.zero_grad()\n",
                "the training batch on that device",
                "trainer.py",
            ),
            Edit(
                "                data, target = data.cuda(self.device), target.cuda(self.device)\n",
                "                data, target = data.to(self.device), target.to(self.device)\n",
                "the test batch on that device",
                "trainer.py",
            ),
        ),
        # The readme's `python experiments.py <experiment name> <path to the dataset>`, with
        # LocalGlobal (the paper's network; the *Trans experiments start from ImageNet
        # weights) on fold 0 of the data made here.
        args=("LocalGlobal", "data"),
        paths=("kflod.py", "trainer.py", "preprocessing.py", "resnet_attn.py"),
        data="mundher_lidc",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "lionel-imu-fall-lstm",
        *LIONEL,
        "main.py",
        "fall detection (a humanoid robot's IMU: windows of 12 readings of 10 values, a "
        "linear embedding, a 2-layer LSTM whose last hidden states feed a linear head and a "
        "sigmoid; BCELoss, a mean; Adam, StepLR per epoch; the repository's recorded "
        "trajectories, a new shuffled DataLoader of 64 windows each epoch, drop_last; after "
        "each epoch a pass in eval() under no_grad over a shuffled loader of the training "
        "windows; loss and accuracy plots and the weights saved at the end)",
        "agree",
        (
            "batches of 64 windows from a shuffled DataLoader, split 32 + 32; the LSTM runs "
            "inside the model's forward, whose output is one probability per window, so the "
            "forward splits; BCELoss is a mean of one term per sample, so one process's "
            "average over the slices; no dropout (the LSTM's is 0), no batch norm, nothing "
            "drawn in the loop; the pass after each epoch steps nothing"
        ),
        (
            Edit(
                "                optimizer.step()\n\n                avg_loss += loss\n",
                "                optimizer.step()\n\n                avg_loss += loss.item()\n",
                "the epoch's loss summed as a number: summed as the loss tensor, the list of "
                "epoch losses it plots at the end holds tensors that require grad, which "
                "matplotlib cannot convert (a RuntimeError after training, at HEAD)",
            ),
        ),
        # The readme's `python main.py --mode train --data_file_path data/imu_train.txt`, on
        # its recorded data, with 4 epochs (not 80; StepLR's step is num_epoch // 4, which 1
        # epoch makes 0, a ZeroDivisionError): 46 steps an epoch.
        args=("--mode", "train", "--data_file_path", "data/imu_train.txt", "--num_epoch", "4"),
        paths=(
            "model/fall_detection_lstm.py",
            "utils/args.py",
            "utils/traj_data_loader.py",
            "data/imu_train.txt",
            "data/imu_eval.txt",
            "trained_model/fall_detection_lstm.pt",
        ),
        first_sight="kept",
    ),
    Recipe(
        "kukukloo-casia-gaitset",
        *KUKUKLOO,
        "train.py",
        "gait recognition (GaitSet on CASIA-B silhouettes: a frame-level CNN with set pooling "
        "(max over frames) and horizontal pyramid mapping to 62 strips of 256-d features, "
        "in nn.DataParallel; a batch-all triplet loss over every pair of the batch's "
        "sequences (full), plus a term the modified loss adds; Adam; a TripletSampler that "
        "draws P subjects and M sequences each with Python's random as it yields; a "
        "collate_fn that draws 10 frames of each sequence with random.choices while it puts "
        "the batch together; every silhouette loaded before training (--cache)",
        "cannot tell",
        (
            "the DataLoader's collate_fn (Model.collate_fn, sample_type 'random') draws each "
            "sequence's frames with Python's random.choices while it puts a batch together: "
            "one process draws for the whole batch, each rank for its slice, so the runs "
            "train on other frames and no comparison applies; the verdict must name the "
            "collate_fn (the triplet loss also mixes the batch's samples, every pair of "
            "sequences)"
        ),
        (
            Edit(
                "from model.initialization import initialization",
                "from mode.initialization import initialization",
                "the package as it is named at HEAD (mode/; the import says model, a "
                "ModuleNotFoundError as it stands)",
            ),
            Edit(
                '"WORK_PATH": "E:/gait/GaitSet/work/",',
                '"WORK_PATH": ".",',
                "the working folder (os.chdir'd into; not a Windows path)",
                "config.py",
            ),
            Edit(
                "'dataset_path': \"E:/gait/Train\",",
                "'dataset_path': \"data/CASIA-B\",",
                "data made here, no download (corpus_data_q_06to10.kukukloo_casia)",
                "config.py",
            ),
            Edit(
                "'pid_num': 74,",
                "'pid_num': 4,",
                "4 subjects to train (not 74) of the 8 made here, 4 to test (an even split: "
                "NumPy 2 will not save the two lists of the partition as one array where "
                "their lengths differ, a ValueError with 6 and 2)",
                "config.py",
            ),
            Edit(
                "'batch_size': (8, 16),",
                "'batch_size': (4, 4),",
                "batches of 4 subjects x 4 sequences (not 8 x 16)",
                "config.py",
            ),
            Edit(
                "'total_iter': 80000,",
                "'total_iter': 4,",
                "4 iterations (not 80,000)",
                "config.py",
            ),
            Edit(
                "        self.encoder.cuda()\n        self.triplet_loss.cuda()\n",
                "",
                "the CPU: the model and the loss left where they are made",
                "mode/model.py",
            ),
            Edit(
                "        return autograd.Variable(x).cuda()\n",
                "        return autograd.Variable(x)\n",
                "each batch left on the CPU",
                "mode/model.py",
            ),
        ),
        # The readme's `python train.py` (--cache TRUE, its default), on the data made here.
        paths=("config.py", "mode"),
        data="kukukloo_casia",
        names="collate_fn",
        first_sight=(
            "broken: differ: the run on 2 ranks stopped: the parameters differ across ranks "
            "after optimizer step 1: 'branch1.forward_block.conv.weight' on rank(s) 1 is not "
            "rank 0's (largest difference 0.0002, of values up to 0.422)"
        ),
    ),
    Recipe(
        "jihailuo-urfd-pose-cnn",
        *JIHAILUO,
        "train_model.py",
        "fall detection from poses (URFD's frames as 30 x 66 MediaPipe landmark sequences, "
        "a small CNN: two convolutions with max pooling, two linear layers, to fall or not; "
        "cross entropy, a mean; Adam; a shuffled DataLoader of 16 over .npy files; the "
        "weights saved at the end)",
        "agree",
        (
            "batches of 16 from a shuffled DataLoader, split 8 + 8; the loss is a mean of one "
            "term per sample, so one process's average over the slices; no batch norm, no "
            "dropout, nothing drawn in the loop (the script seeds nothing: seeded for the "
            "check)"
        ),
        (),
        # The readme's `python train_model.py` as it stands (10 epochs of 48 sequences: 30
        # steps), on pose_data made here (its extract_pose_from_frames.py runs MediaPipe on
        # URFD's frames).
        data="jihailuo_poses",
        first_sight="kept",
    ),
)
