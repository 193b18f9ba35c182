"""Batch i, topics (4) to (6): batch i's rule (corpus_first_sight_i.py's docstring, verbatim
there) applied to neural cellular automata, behavioral cloning for self-driving steering, and
pedestrian trajectory prediction. Six scripts from six repositories, two per topic; 3 skips.

Each recipe was first run in one plain Python process, prepared as benchmarks/corpus.py
prepares it (corpus.extract and corpus.prepare, in a folder of its own), until it ended with
exit 0; its time and the machine's load (`uptime`, 2 cores shared with the other helpers'
runs) are given below. Each recipe's `first_sight` is its first run under `multigpu run
--verify` (2 CPU processes, the batch's fixed tree /tmp/wti (PYTHONPATH=/tmp/wti/src),
2026-11-29, from a private copy of the benchmarks holding this part alone, serialized with the
other helpers by the batch's lock, each once, --timeout 900), before any change made for it.
colored 2.3.2 was installed into .venv from PyPI (DiffTraj's utils/logger.py imports it).

Read as batches c to h read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over, even where its text quotes an address; a page names a GitHub
repository by its address (its own, a GitHub Pages project address, a mirror's address that
holds OWNER/NAME, or github.com/OWNER/NAME in its text); a page of another host whose returned
text names none names none. "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, the other helpers' parts of batch i included (checked before the
first was taken, when no other part of batch i was written, and again at the end, with
twelve parts written: none of the repositories below is named in another part; not before
each later take). Ranks are the results' own. Per topic, in the order the results came:

4. Neural cellular automata, `code` (query "neural cellular automata pytorch training loop
   example"): nmichlo/lightning-nca (ranks 1 and 2, README.md; HEAD
   ff13892c4dcb506d56de9320087e116c2cc1f1bd) skipped, weights from the internet that cannot
   be made here: its readme's `nca/example_texture_nca.py` trains with nca/nn/loss.py's
   StyleLoss, which builds torchvision's vgg16(pretrained=True) (ImageNet's weights, a
   download) at the start of training, no switch (its style image, a Wikimedia address by
   default, is a download too). polceanum/neural.ca (rank 3, README.md; HEAD
   db2d6e7082993e89abffc6a6315133eb1ac36083) taken: its readme runs no command; main.py is its
   one training script. Its data, data/emoji.png, is in the repository (a path of the
   recipe). No edit: its device is cuda-if-available, and its own flags shorten it: 8
   iterations (--epochs, not 100,000) of 8 automaton steps (--ca-steps, not 96: 3 iterations
   of 96 did not end in 300 s here). 8 iterations, not 3, as --verify checks a script fed
   without a DataLoader up to 8 steps. Plain run: 87 s, exit 0, at load 15.9 (user 19.6 s, most
   of it the start). milosen/Growing-Neural-Cellular-Automata (rank 4, README.md; HEAD
   c299d6ee8775bcdfc483208945de6a6ea287bb56) skipped, no training script: its readme trains
   in training.ipynb; its Python files are the model (nca/CAModel.py), helpers and a pygame
   demo of a trained model. Ranks 5-12 name no repository (rank 8's excerpt quotes a `git
   clone` of SethPipho/pytorch-neural-cellular-automata, but the result names none). `code`
   having named one that qualified, `pages` was asked the same query: github.com/Anikhet/
   pytorch-tutorial (ranks 1 and 2; HEAD 4b0301afb5cd2266a979800707a06e7db9658e55) taken.
   The page is its notebook 39_Neural_Cellular_Automata.ipynb; the repository's top readme
   runs no NCA command, and the readme of its neural_cellular_automata/ folder runs `python
   demo.py --target heart --steps 2000` (train, then visualize): that script, with its own
   flags --steps 8 and --size 16 (a target of 16x16, not 64x64), and one edit, 8 to 11
   automaton steps a training step (steps_range=(8, 12) in train_and_demo, not (64, 96): with
   64 to 95 at --size 32, 4 of 8 steps took 300 s here). Its target, a heart, is made by the
   script. Plain run: 92 s, exit 0, at load 12.9 (user 27 s). The rest of `pages` was not
   needed.

5. Behavioral cloning for self-driving steering, `code` (query "behavioral cloning for
   self-driving steering pytorch training loop example"): Conspiciens/Neural-Nets-CPP (rank
   1, endtoendNN/nn.py; HEAD a87416dcd62ac71b5d1c017e0d95a5aaae28daa4) skipped, no training
   script: its readme (road segmentation at Cal Poly Pomona) runs nothing, and the hit,
   endtoendNN/nn.py, is a model (End_to_End_NN) and imports; training.py beside it runs the
   model and MSELoss's backward on each picture but has no optimizer and no step, so no weight
   is ever updated (its data, read from /Volumes/joeham/..., a mounted drive, aside).
   OrcunCanDeniz/TorchDrive (rank 2, README.md; HEAD c77143bdabfca5f4798ed7ffd6ab2c1a8c7a35a9)
   taken: its readme's `python3 Train.py -d <path_to_data_csv> -t ... -e ... -b ...`, with
   -d data/drive_data.csv, -e 1 and -b 8 (4 steps over the 32 training frames of 40). Made
   here: a Udacity simulator log, the CSV and 120 dashcam JPEGs of 320x160
   (corpus_data_i_04to06.torchdrive_udacity_log). Edits (utils.py): np.int (removed in NumPy
   1.24) and the plot of the losses (NumPy cannot convert the epoch's mean loss, a tensor that
   requires grad: float() of each). Its 3 loader workers are kept. Plain run: 21 s, exit 0,
   at load 10.9. MahanFathi/end2end-self-driving-car (rank 3, README.md; HEAD
   0d040158bfedf368be568383517062d9abde8199) taken: its readme's `python3 main.py` (train a
   PilotNet, then visualize it). Made here: Sully Chen's driving data set (a Google Drive
   download in its download_dataset.sh): 46 pictures of 455x256 and data.txt, and the
   checkpoint main.py loads before training and again to visualize, ./weights_final.pth (not
   in the repository, whose .gitignore leaves out *.pth: a fresh clone stops there), a
   PilotNet state dict initialized from a seed of its own
   (corpus_data_i_04to06.mahanfathi_driving_dataset). Its Visdom logger (util/visdom_plots.py,
   which starts a Visdom server in the background where none answers) imports a stand-in
   visdom.py written beside main.py that plots nothing (as the Pytorch-UNet recipe's wandb).
   Edits: config/defaults.py's device (cuda), batch (256) and epochs (100), as main.py reads
   no option (its merge_from_list is commented out); Image.ANTIALIAS (removed in Pillow 10);
   view on the convolutions' output (torch keeps the permuted input's channels-last layout
   through them now): reshape. Plain run: 40 s, exit 0, at load 10.6. kvgarimella/dagger
   (rank 4) was not needed.

6. Pedestrian trajectory prediction, `code` (query "pedestrian trajectory prediction pytorch
   training loop example"): Yasoz/DiffTraj (rank 1, readme.md; HEAD
   27d25a9eb4cb94bcbe76068d5c8825f713a7ac2c) taken: its readme's `python main.py`. It
   generates GPS trajectories (Chengdu's taxis) with diffusion rather than predicting
   pedestrians': taken as the results came, the rule being mechanical. Made here: the
   trajectories and their attributes its main.py loads from placeholders ('./xxxxxx': "your
   own GPS trajectory data"), 64 trips of 200 points (corpus_data_i_04to06.difftraj_chengdu).
   Edits: the two paths, its .cuda() calls (model, schedule, batch, time steps), and
   utils/config.py's batch (1,024 to 16), epochs (200 to 1) and base channels (128 to 32: its
   plain run took 204 s with 128). Its 8 loader workers are kept. Plain run: 61 s, exit 0, at
   load 7.2. AbhishekAngadi/Making-Self-Driving-Cars-Safer (rank 2, README.md; HEAD
   378e8bc2208763014582e36c1003226b066f02db) taken: its readme runs no command and lists
   train.py as the "script for training Social LSTM model" (the paper it names), beside
   olstm_train.py and vlstm_train.py for the occupancy and vanilla LSTMs: train.py. Made
   here: one pedestrian file of its "final" set, 220 rows, 10 sequences of 20 rows
   (corpus_data_i_04to06.social_lstm_final), and the folders make_directories.sh makes
   (train.py calls it where log/ is missing, and it is not executable in the repository).
   Its own flag: --num_epochs 1 (2 batches of 5 sequences, an optimizer step per sequence: 10
   steps). Edit: pd.unique of a list (refused by pandas 3) given the array itself. Plain run:
   23 s, exit 0, at load 6.4. suusuzy/CEAM (rank 3) was not needed.

First sight, 5 of 6 kept:
- polceanum-neural-ca: kept (`agree` with one process directly after 8 steps, largest
  difference 0; F.dropout at model.py:63 switched off; the warning that the ranks train on the
  same batches; nothing drawn after the first backward in 8 steps).
- anikhet-nca-demo: kept (`cannot tell`), but not by the reading's route: the verdict is that
  the 3 steps checked did not move the parameters. Its notes name np.random.choice
  (nca_model.py:278) and np.random.randint (trainer.py:263) drawn in the training loop, not a
  row per sample, and torch.rand_like at nca_model.py:162 replaced by its mean for the check:
  that draw is the stochastic update's mask, `rand_like(...) < 0.5`, and its mean 0.5 is not
  below 0.5, so every cell's update is masked out, no parameter gets a gradient, and the
  inputs stay the pool's seeds (hence also the warning of identical inputs).
- torchdrive-behavioral-cloning: kept (`agree` with one process directly, 3.24e-07 at
  conv_3.weight; dropout off; the data set's draws seeded by each sample's index).
- mahanfathi-pilotnet: kept (`agree` with one process directly, 4.32e-07 at
  cnn_backbone.6.weight; F.dropout2d off; the data set's draws seeded by index).
- difftraj-trajectory-diffusion: broken, `cannot tell`: the run on 2 ranks stopped, rank 1's
  FileNotFoundError in shutil.copy('./utils/config.py', files_save) at main.py:138, where
  files_save is a folder named from the clock to the second (rank 0 11-29-12-29-24, rank 1
  11-29-12-29-25; multigpu said the ranks named a file differently, "rank 0's file is the one
  written"). Its one-process run had named the draw the recipe expects, "torch.randint drawn
  in the training loop at main.py:95, not a row per sample", and keyed torch.randn_like's rows.
  The cause appears to be that a rank's write that goes nowhere (rank 0 alone writes the
  file) leaves nothing on the disk for the calls the script makes on that path next:
  shutil.copy ends in copymode, an os.chmod of rank 1's own name, which the disk never held.
  The rule missing: a path a rank wrote is there for that rank in every call that follows on
  it (chmod, utime, stat, copystat: answered as written, or done to the file rank 0 wrote),
  as its own `exists` already answers.
- angadi-social-lstm: kept (`agree` with one process directly after 3 steps, largest
  difference 0 at output_layer.bias; F.dropout at model.py:193 off; the warning that the
  ranks train on the same batches).

Doubts for the lead:
- Topic 5, Conspiciens/Neural-Nets-CPP: skipped as having no training script, because its one
  loop (endtoendNN/training.py, beside the hit's model) never updates a weight: no optimizer,
  no step, gradients only accumulated. A reading that counts a loop of backward passes as a
  training script would have taken it (with a `cannot tell`: nothing moves); it would also
  have needed its data made at /Volumes/joeham/... paths.
- Topic 4, anikhet-nca-demo: `cannot tell` is what a correct run says (each rank draws its
  batch of its own pool, and its own automaton length, every step), and first sight said it,
  but for a reason the check made itself: replacing a uniform draw by its mean where the
  script compares it with a threshold (a Bernoulli mask, `rand_like < p`) turns the update
  on with probability 0 or 1, not p; here 0, so the 3 steps trained nothing. A verdict that
  names np.random.choice as the reason is what a user needs.
- Topic 6, DiffTraj: `differ` naming "drawn in the training loop" is read from the rule that a
  draw in the loop that is not a row per sample (half the batch's time steps, mirrored) is
  named and makes the ranks compute other steps than one process; one could argue `cannot
  tell` (the time steps are part of what each rank trains on, like data), as the first sight's
  own note ("the ranks cannot compute one process's steps") does not say which. Taken as the
  results came although it generates taxis' GPS trajectories, not pedestrians'.
- Topic 5, MahanFathi: the checkpoint it resumes from is made here (a fresh clone cannot run
  `python3 main.py` without it); Visdom is a stand-in module, not the package.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

POLCEANUM = ("polceanum/neural.ca", "db2d6e7082993e89abffc6a6315133eb1ac36083")
ANIKHET = ("Anikhet/pytorch-tutorial", "4b0301afb5cd2266a979800707a06e7db9658e55")
TORCHDRIVE = ("OrcunCanDeniz/TorchDrive", "c77143bdabfca5f4798ed7ffd6ab2c1a8c7a35a9")
MAHANFATHI = ("MahanFathi/end2end-self-driving-car", "0d040158bfedf368be568383517062d9abde8199")
DIFFTRAJ = ("Yasoz/DiffTraj", "27d25a9eb4cb94bcbe76068d5c8825f713a7ac2c")
ANGADI = (
    "AbhishekAngadi/Making-Self-Driving-Cars-Safer",
    "378e8bc2208763014582e36c1003226b066f02db",
)
# util/visdom_plots.py plots the loss on a Visdom server (and starts one in the background
# where none answers): a stand-in module beside main.py that plots nothing.
VISDOM_STAND_IN = """
class Visdom:
    def __init__(self, *args, **kwargs):
        pass

    def check_connection(self, *args, **kwargs):
        return True

    def line(self, *args, **kwargs):
        return None
"""

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "polceanum-neural-ca",
        *POLCEANUM,
        "main.py",
        "neural cellular automata (Mordvintsev et al.'s growing NCA: a 3x3 convolution without "
        "bias as the cells' perception and a per-cell MLP of 16 to 128 to 16 (its last layer "
        "zeroed) as their update, run for --ca-steps steps over a 40x40 grid of 16 channels, "
        "with dropout on the input of each step and on the update (a stochastic update); a "
        "batch of 8 grids of zeros made each iteration, no DataLoader; an MSE of the final "
        "grid's RGBA against one emoji of the repository's data/emoji.png, broadcast over the "
        "batch; Adam with amsgrad; a GIF of the run and a checkpoint every --log-interval "
        "iterations)",
        "agree",
        "no DataLoader: each iteration trains on a batch of zeros it makes itself, the same on "
        "every rank, and a target read before training: every rank trains on the whole batch "
        "as one process (exact, with the warning that the ranks train on the same batches); "
        "the two nn.Dropout modules of the forward are switched off for the check; nothing "
        "else is random in training",
        args=("--epochs", "8", "--ca-steps", "8"),
        paths=("model.py", "emoji_loader.py", "visualize.py", "data/emoji.png"),
        first_sight="kept",
    ),
    Recipe(
        "anikhet-nca-demo",
        *ANIKHET,
        "neural_cellular_automata/demo.py",
        "neural cellular automata (Mordvintsev et al.'s growing NCA: fixed identity and Sobel "
        "filters as each cell's perception of 16 channels, a 1x1-convolution MLP of 48 to 128 to "
        "16 (its last layer zeroed) as the update, a stochastic update mask drawn with "
        "torch.rand_like in the training forward, alive masks by max pooling of the alpha "
        "channel; a pool of 256 seeds, a batch of 8 drawn from it each step with "
        "np.random.choice and written back after the step (the worst sample reset to a seed), "
        "the automaton's number of steps drawn each step with np.random.randint, damage (a "
        "circle, a half or random cells) drawn with NumPy from the second half of training; an "
        "MSE on RGB weighted by the target's alpha plus one on alpha, against a heart made in "
        "the script; Adam, gradients clipped to norm 1; the model saved, then a GIF and two "
        "grids of growth and regeneration)",
        "cannot tell",
        "no DataLoader: each step draws its batch of the pool with np.random.choice, and its "
        "automaton's length with np.random.randint, in the training loop: each rank draws its "
        "own from the first backward on and writes its own outputs back into its own pool, so "
        "the ranks train on other data than one process and no comparison applies (the "
        "stochastic update mask, torch.rand_like in the training forward, is noise replaced "
        "for the check)",
        (
            Edit(
                "steps_range=(64, 96),\n        damage_start=n_steps // 2,\n        "
                "damage_prob=0.3,\n        log_every=200,",
                "steps_range=(8, 12),\n        damage_start=n_steps // 2,\n        "
                "damage_prob=0.3,\n        log_every=200,",
                "8 to 11 automaton steps a training step, not 64 to 95",
            ),
        ),
        args=("--target", "heart", "--steps", "8", "--size", "16"),
        paths=("neural_cellular_automata/nca_model.py", "neural_cellular_automata/trainer.py"),
        first_sight="kept",
    ),
    Recipe(
        "torchdrive-behavioral-cloning",
        *TORCHDRIVE,
        "Train.py",
        "behavioral cloning for steering (NVIDIA's PilotNet changed to drive throttle too: five "
        "convolutions with ELU and dropout over a 66x200 YUV picture, the speed joined to the "
        "second fully connected layer, three outputs: steering, throttle, reverse; Udacity "
        "simulator logs read with pandas, one of the three cameras drawn per sample with its "
        "steering corrected, random flips, shifts, shadows and brightness in the data set's "
        "__getitem__ (NumPy, OpenCV); random_split 80/20, a shuffled DataLoader with 3 "
        "workers; MSELoss with reduction='sum', Adam; a validation pass each epoch, the whole "
        "model saved on its best, a plot of the losses)",
        "agree",
        "its shuffled DataLoader's batches of 8 are split per rank (4 + 4): one process's sum "
        "of squared errors over the global batch, the ranks' sums added; the camera and the "
        "augmentations are the data's, drawn per sample in __getitem__ (in the loader's "
        "workers), seeded per sample for the check; the random_split is drawn before "
        "training, alike on every rank; dropout is switched off for the check; no batch norm",
        (
            Edit(
                "np.linspace(0, epochs-1, epochs, dtype=np.int)",
                "np.linspace(0, epochs-1, epochs, dtype=int)",
                "np.int was removed in NumPy 1.24",
                file="utils.py",
            ),
            Edit(
                "plt.plot(x_vals,trainingMetric, 'b', x_vals, validationMetric, 'g')",
                "plt.plot(x_vals,[float(m) for m in trainingMetric], 'b', "
                "x_vals, [float(m) for m in validationMetric], 'g')",
                "NumPy cannot convert a tensor that requires grad (each epoch's mean training "
                "loss is kept with its graph): the plotted losses as floats",
                file="utils.py",
            ),
        ),
        args=("-d", "data/drive_data.csv", "-e", "1", "-b", "8"),
        paths=("datasets.py", "utils.py", "torch_model.py"),
        data="torchdrive_udacity_log",
        first_sight="kept",
    ),
    Recipe(
        "mahanfathi-pilotnet",
        *MAHANFATHI,
        "main.py",
        "behavioral cloning for steering (NVIDIA's DAVE-2, PilotNet: five convolutions with ELU "
        "and Dropout2d over a cropped 70x200 picture, fully connected layers of 100, 50 and 10 "
        "with dropout, one output, the steering angle; the MSE computed in the model's forward, "
        "which returns it; yacs configs; Sully Chen's pictures and angles, split 90/10 with "
        "scikit-learn, mirrored, their angle perturbed and their brightness changed in the data "
        "set's __getitem__ (Python's random, NumPy, OpenCV); a DataLoader over a BatchSampler "
        "of a RandomSampler with its own collate_fn; Adam, biases at twice the learning rate "
        "and without weight decay; resumed from the config's checkpoint; the loss logged to "
        "Visdom; the weights saved; then VisualBackProp's masks saved as pictures)",
        "agree",
        "its DataLoader's batches of 8 (a BatchSampler over a RandomSampler, a collate_fn that "
        "stacks and draws nothing) are split per rank (4 + 4): one process's average of the mean "
        "squared error the forward returns; the mirroring, the angle's noise and the "
        "brightness are the data's, drawn per sample in __getitem__, seeded per sample for the "
        "check; the checkpoint it resumes from is the same on every rank; Dropout2d and "
        "Dropout are switched off for the check; no batch norm (the config's norm is off)",
        (
            Edit(
                '_C.MODEL.DEVICE = "cuda"',
                '_C.MODEL.DEVICE = "cpu"',
                "CPU: the config's device is CUDA, and main.py reads no option (its "
                "merge_from_list is commented out)",
                file="config/defaults.py",
            ),
            Edit(
                "_C.INPUT.BATCH_SIZE = 256",
                "_C.INPUT.BATCH_SIZE = 8",
                "batches of 8, not 256: 5 steps over the 40 training pictures made here",
                file="config/defaults.py",
            ),
            Edit(
                "_C.SOLVER.EPOCHS = 100",
                "_C.SOLVER.EPOCHS = 1",
                "one epoch, not 100",
                file="config/defaults.py",
            ),
            Edit(
                "Image.ANTIALIAS)",
                "Image.LANCZOS)",
                "Pillow 10 removed Image.ANTIALIAS, the name of its LANCZOS filter",
                file="util/save_image.py",
            ),
            Edit(
                "cnn_features.view([batch_size, -1])",
                "cnn_features.reshape([batch_size, -1])",
                "torch now keeps the channels-last layout of the permuted input through the "
                "convolutions, where view refuses it: reshape, the same values",
                file="model/meta_arch/pilot_net.py",
            ),
        ),
        files={"visdom.py": VISDOM_STAND_IN},
        paths=("config", "data", "model", "util"),
        data="mahanfathi_driving_dataset",
        first_sight="kept",
    ),
    Recipe(
        "difftraj-trajectory-diffusion",
        *DIFFTRAJ,
        "main.py",
        "trajectory generation with diffusion (DiffTraj: a DDPM over GPS trajectories of 200 "
        "points, a 1D U-Net with group norm, dropout and attention, conditioned on each trip's "
        "attributes by a wide-and-deep embedding, run twice a forward, with the attributes and "
        "with zeros, mixed by a guidance scale; the time steps drawn in the loop with "
        "torch.randint for half the batch and mirrored (t and T - t - 1), the noise with "
        "torch.randn_like; a shuffled DataLoader of tensors with 8 workers; the MSE on the "
        "noise, AdamW, an EMA of the weights; colored logs, checkpoints every 10 epochs)",
        # Expected `differ` until 2026-12-01, when draws of the loop alone came to give
        # `cannot tell` (docs/run.md, "No verdict from the loop's own draws"); not run
        # again since.
        "cannot tell",
        "its shuffled DataLoader's batches of 16 are split per rank (8 + 8), and its noise, "
        "torch.randn_like of the batch, is a row per sample (keyed for the check); but the time "
        "steps are drawn in the training loop with torch.randint for half the batch plus one "
        "(9 values for one process's 16 rows, 5 for each rank's 8) and mirrored: not a row per "
        "sample, each rank draws its own from its own stream, so no run of 2 ranks computes one "
        "process's steps, and a correct verdict names the draw; the U-Net's dropout is switched "
        "off for the check; group norm is per sample",
        (
            Edit(
                "unet = Guide_UNet(config).cuda()",
                "unet = Guide_UNet(config)",
                "CPU: the model is moved to CUDA whatever is there",
            ),
            Edit(
                "traj = np.load('./xxxxxx',",
                "traj = np.load('./traj.npy',",
                "the trajectories made here (the repository's path is a placeholder)",
            ),
            Edit(
                "head = np.load('./xxxxxx',",
                "head = np.load('./head.npy',",
                "likewise their attributes",
            ),
            Edit(
                "config.diffusion.beta_end, n_steps).cuda()",
                "config.diffusion.beta_end, n_steps)",
                "CPU: likewise the noise schedule",
            ),
            Edit(
                "x0 = trainx.cuda()\n            head = head.cuda()",
                "x0 = trainx\n            head = head",
                "CPU: likewise each batch",
            ),
            Edit(
                "size=(len(x0) // 2 + 1, )).cuda()",
                "size=(len(x0) // 2 + 1, ))",
                "CPU: likewise the time steps drawn",
            ),
            Edit(
                "'batch_size': 1024,",
                "'batch_size': 16,",
                "batches of 16, not 1,024: 4 steps over the 64 trips made here",
                file="utils/config.py",
            ),
            Edit(
                "'n_epochs': 200,",
                "'n_epochs': 1,",
                "one epoch, not 200",
                file="utils/config.py",
            ),
            Edit(
                "'ch': 128,",
                "'ch': 32,",
                "a U-Net of 32 base channels, not 128 (the group norms' 32 groups still divide "
                "them): its plain run took 204 s with 128",
                file="utils/config.py",
            ),
        ),
        paths=("utils",),
        names="drawn in the training loop",
        data="difftraj_chengdu",
        first_sight=(
            "broken: cannot tell: the run on 2 ranks stopped: rank 1 failed: "
            "FileNotFoundError: [Errno 2] No such file or directory: '.../DiffTraj/"
            "Chengdu_steps=500_len=200_0.05_bs=16/Files/11-29-12-29-25/config.py' "
            "(shutil.copy into a folder named from the clock, main.py:138)"
        ),
    ),
    Recipe(
        "angadi-social-lstm",
        *ANGADI,
        "train.py",
        "pedestrian trajectory prediction (Alahi et al.'s Social LSTM: an LSTM cell per "
        "pedestrian over a sequence of frames, its input the embedded offset from the first "
        "position and a social tensor pooling the neighbours' hidden states over a 4x4 grid "
        "(the grid masks computed with NumPy in the first epoch and kept), dropout on both "
        "embeddings, a bivariate Gaussian's 5 parameters out; the frames of ETH/UCY-style "
        "files cut into sequences by the script's own loader class, in order, no torch "
        "DataLoader; the Gaussian's negative log-likelihood added term by term over frames and "
        "pedestrians and divided by their count; Adagrad with weight decay, an optimizer step "
        "per sequence, gradients clipped to norm 10; a checkpoint each epoch)",
        "agree",
        "no DataLoader: its own loader class walks the file's sequences in order, one sequence "
        "(all its pedestrians, frames first) per optimizer step, the same on every rank: every "
        "rank trains on the whole batch as one process (exact, with the warning that the ranks "
        "train on the same batches); the loss, a sum over the sequence's frames and "
        "pedestrians divided by their count, is a mean of one batch every rank holds whole; "
        "the two nn.Dropout calls are switched off for the check; nothing else is random in "
        "training (no validation files, and none taken from the training file)",
        (
            Edit(
                "pd.unique(np.concatenate(pedlist).ravel().tolist())",
                "pd.unique(np.concatenate(pedlist).ravel())",
                "pandas 3 refuses a list in pd.unique (deprecated since 2.1): the array itself, "
                "the same ids in the same order",
                file="utils.py",
            ),
        ),
        args=("--num_epochs", "1"),
        paths=("model.py", "utils.py", "grid.py", "helper.py", "olstm_model.py", "vlstm_model.py"),
        data="social_lstm_final",
        first_sight="kept",
    ),
)
