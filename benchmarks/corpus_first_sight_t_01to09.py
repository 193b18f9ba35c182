"""Batch t, topics (1) to (9): batch t's rule (corpus_first_sight_t.py's docstring, verbatim
there) applied to garbage classification for recycling, fish species classification,
butterfly image classification, weather image classification, blood cell classification,
driver drowsiness detection, yoga pose classification, head pose estimation and document
image classification. Six scripts from six repositories: two for topic 1, one each for topics
4, 5, 6 and 7, none for topics 2, 3, 8 and 9 (every `code` and `pages` result read; see
below). At first sight 6 of 6 kept, no silent wrong result: six `agree`, three naming
batch norm per rank.

Each recipe was run in one plain Python process until it ended with exit 0, prepared as
benchmarks/corpus.py prepares it (corpus.extract and corpus.prepare, in
/tmp/t_runs/plain-NAME), with MPLBACKEND=Agg and `nice -n 10`, behind the plain lock
/tmp/t_plain_lock (timeout 300), on the 2-core machine shared with the other helpers; each
try's time is measured from its start inside the lock, with the load average as it began.
Each first sight ran on the frozen tree (PYTHONPATH=/tmp/wtt/src) behind the batch's lock
/tmp/t_lock, once, --timeout 600, after the recipe (expect and why included) was final and
its plain run had ended with exit 0.

Made here: corpus_data_t_01to09.py (ycshao21_garbage224, nevrohelios_garbage6,
maypink_weather, altaga_eyes, which unzips the data set the repository ships, and
ishaan_yoga); chrzanowski000's script reads the CSVs its repository holds. Installed into .venv
from PyPI (each checked first with `pip install --dry-run`; none replaces torch, torchvision,
numpy or transformers): albumentations 2.0.8 and albucore 0.0.24 with `--no-deps` (their
dry run would also have installed opencv-python-headless 5.0.0.93, a second wheel of the cv2
package opencv-python 5.0.0.93 already provides: left out), stringzilla 5.3.2 and simsimd
6.5.16 (albucore's other dependencies), for NevroHelios' transforms.

Read as batches c to s read the rule: a result without a repository is passed over; a page
names a repository by its address (github.com/OWNER/NAME, OWNER.github.io/NAME,
deepwiki.com/OWNER/NAME, and a proxy of GitHub whose address is GitHub's own path, as batch l
read github.chentca.top); a code result is its own repository's, whatever it links to. "In the
corpus": named in corpus_recipes.py or corpus_first_sight_*.py, or claimed in
/tmp/t_claims.txt (checked just before each was taken; each taken one claimed at once, tag
01to09). Ranks are the results' own. Per topic:

1. Garbage classification for recycling, `code`: alireza-es/garbage-classifier (rank 1,
   mobile-net-v2.py; HEAD 50a516a4367f3e172d75bd52c70785dea28a7653) skipped, weights from a
   hub: its one script builds torchvision's mobilenet_v2(pretrained=True). Rank 2 names no
   repository. reet0512/GarbageClassifier (rank 3, README.md; HEAD
   773aed9146c1909f9321b04609c620d428cb55e5) skipped, no training script (a readme, a plot
   and a video; the readme trains in Colab). ycshao21/U-Garbage (rank 4, README.md; HEAD
   46162de47c60fc4729abced7b1433ae522c607fc) taken: the readme's `python train_vgg.py --name
   <name>` (configs/train.yaml), a VGG16 with batch norm and CBAM attention on the 12-class
   Kaggle garbage set its utils/preprocess.py writes. Made here: that preprocessed set
   (ycshao21_garbage224: 24 random 224x224 JPEGs and data.csv). Edits: typing.override and
   logging.getHandlerByName (Python 3.12's) and the logging config's QueueHandler (3.12's
   dictConfig) for this 3.11; one epoch of batches of 4 and no test after training (its call
   lacks an argument) in the config. Plain run: 52.4 s, exit 0, at load 2.48 (10 s a step of
   4 images). Ranks 5 to 12 name no repository. `pages`, for the second: medium.com (1),
   ainewgeneration.com (2), arpanroy.dev (3, 7), mc.ai (4) and zkeyf.ru (8, another host)
   name no GitHub repository; github.bokerqi.top/NevroHelios/DeepWaste-Optimization (5), a proxy
   of GitHub whose address names NevroHelios/DeepWaste-Optimization (HEAD
   5016d86c69ad5cef15f0dd8d8b64012c1842289d), taken: the readme trains with `wandb sweep
   config.yaml` and `wandb agent`, which runs config.yaml's program, src/scripts/train.py (a
   CNN in Lightning, its configuration from wandb.config). Made here: its data/ ImageFolder
   sets (nevrohelios_garbage6: 6 classes, 8/2/2 random JPEGs each). Edit: the sweep's
   configuration given to wandb.init (the best run's architecture from the readme; see
   DEEPWASTE_CONFIG), W&B disabled. Plain run: 23.2 s, exit 0, at load 3.30, first try (after
   albumentations was installed). github.chentca.top/pankajsen29/... (6) not needed.

2. Fish species classification, `code`: joelzarco/deep-learning-with-pytorch (rank 1) in the
   corpus (o_11to15, p_16to20, r_51to55). LeoRaja-S/AQUAVISION-AI (rank 2, train_cnn.py; HEAD
   593a308cfa5b33e923564c989eccc948a628d7dc) skipped, weights from a hub: resnet18(
   pretrained=True). Jalbin1307/superpoint-feature-matching (rank 3, superpoint/test.py; HEAD
   5f832b5ea01114c9c8275929606b3401b638d2cd) skipped, no training script that trains: the
   hit, test.py, is a fragment (no imports, no model, no data), and superpoint/train.py (the
   readme names none) gives MSELoss torch.max's (values, indices) pair, which fails at its
   first step. majvie/personal_webpage (rank 4, a Markdown page of the site; HEAD
   2473030ee8ef8b5d8c3e0aff7eb9be17c6b5a12b) skipped, no training script: a SvelteKit site
   with no Python (its page links majvie/fish_classification; a code result is its own
   repository's). Ranks 5 to 12 name no repository. `pages`: apxml.com (1),
   johntemitope.tech (2), amritad.com (4), two without an address (5, 6) and huaxiayun.net
   (7) name no GitHub repository; syellamilli.github.io/fish_classifier.html (3), read as
   batch s read github.io addresses, names syellamilli/fish_classifier.html, which cannot be
   fetched; github.com/ayuranjan/Predicting-Clothes-type- (8; HEAD
   6ce1a6ed902add1a9820b47dfc1b2c8575f788e9) skipped, training only in notebooks. Topic 2 gives
   no script.

3. Butterfly image classification, `code`: Mud-Fire/LML (ranks 1, 3) and joelzarco (rank 2)
   in the corpus. MichaelMwb/AIButterflyClassifier (rank 4, README.md; HEAD
   d06a681378a8259ff3b4006948ef347a04c29b3d) skipped, weights from a hub: the readme's
   train.py fine-tunes torchvision's VGG16 with IMAGENET1K_V1 weights. Ranks 5 to 12 name no
   repository. `pages`: apxml.com (1), amritad.com (2, 3), leyaa.ai (4),
   techtutorj.blogspot.com (5, 6), one without an address (7) and softwarelogic.co (8) name no
   GitHub repository. Topic 3 gives no script.

4. Weather image classification, `code`: Vikaheimo/oit-dataset (rank 1, main.py; HEAD
   45e52ea78026a6f929f82541c5d53a4c810e3d82) skipped, weights from a hub: the readme's
   src/main.py fine-tunes resnet18(weights=ResNet18_Weights.DEFAULT). joelzarco (rank 2) in
   the corpus. maypink/WeatherDataset (ranks 3, 4, README.md; HEAD
   401d628ac6aa8dd0b548b68705059dfa1d38e7c7) taken: the readme's main.py (after its
   remove_script.py has downloaded and cleaned the data), a small CNN on four weather classes.
   Made here: work_with_data/dataset2 (maypink_weather: 400 random JPEGs named by class).
   Plain run: first try 42.4 s, exit 1 at load 3.76 (the flatten's view of a channels-last
   activation: edit to reshape); second 56.4 s, exit 1 at load 5.60, after training (the
   final plot of loss tensors that require grad: edit); third 33.9 s, exit 0, at load 3.35
   (10 epochs, as the script has them). Ranks 5 to 12 name no repository. `pages`: medium.com
   (1), apxml.com (2), amritad.com (3), educative.io (4), two without an address (5, 6),
   microm.one (7) and learnbydirectingai.dev (8) name no GitHub repository. Topic 4 gives one
   script.

5. Blood cell classification, `code`: chrzanowski000/Space_titanic_project (rank 1,
   Data_Set.py; HEAD 7e8e56f6d7a46802190615c44d88f39587695603) taken: the hit, a BloodCell
   Dataset class, is no longer at HEAD, where the repository's training script is main.py
   (Spaceship Titanic: an MLP on the CSVs it holds, one sample a step; the readme names no
   command). Edit: one column's in-place setitem (pandas 3); one epoch (`-e 1`). Plain run:
   first try 7.9 s, exit 1 at load 3.96 (pandas 3's LossySetitemError); second 146.2 s,
   exit 0, at load 5.23 (6,606 steps of one sample). divyasree321/client_bloodmnist (rank 2,
   README.md; HEAD 5001fbf715c83c1e1922654eb2d14e250199daec) skipped, training only in a
   notebook: its one .py file is a Colab export (`!pip install medmnist`, which is no Python;
   BloodMNIST downloaded). Mud-Fire/LML (rank 3) in the corpus.
   ghaskill/Cell-Subtype-Classification (rank 4, README.md; HEAD
   7fe541b5e14f6d4886c7477de94becbcb182e051) skipped, training only in notebooks (its app's
   model.py only defines the network). Ranks 5 to 12 name no repository. `pages`, for the
   second: nbisweden.github.io/workshop_NN_DL (1, 2) names nbisweden/workshop_NN_DL, which
   cannot be fetched; apxml.com (3), medium.com (4, 8), huggingface.co's Nemotron data set
   page (5) and ai-tech.systems (6) name none; github.saobby.my.eu.org/saranshkarira/
   Detecting-WBC-subtypes-in-Blood (7), a proxy of GitHub naming that repository (HEAD
   8037ea2ecdfbdf545e2e7acb97e69283bef0cd5e), skipped, training only in a notebook. Topic 5
   gives one script.

6. Driver drowsiness detection, `code`: rank 1 names no repository. Poseidon-001/TinyML
   (ranks 2, 3; HEAD 5e4cdb8dd2f0542da9c14f489bcda525a738992f) skipped, no training script at
   HEAD (a readme only; the hit's yolov11_drowsiness/main.py, Ultralytics from pretrained
   yolo11n.pt, is gone there). Vargha-Kh/Driver-Drowsines-Classification_VIT (rank 4,
   readme.md; HEAD 1fb20d0d29f49f69441522c87999ec38903ab909) skipped, weights from a hub:
   main.py's FERVT builds torchvision's resnet34(pretrained=True) as it is constructed (its
   weight_init then re-initialises the convolutions' weights and the batch norms' affine
   ones, not their running statistics, which its validation reads). Ranks 5 to 12 name no
   repository. `pages`: ar5iv.labs.arxiv.org (1), noiwatdan.com (2), vdocuments.site (3),
   project-breakdown101.web.app (4), youtubesummaries.com (5), fanyv88.com's copy of a Scribd
   page (6) and towardsdatascience.com (7) name no GitHub repository;
   gh.hhj520.top/altaga/DBSE-monitor/blob/master/Drowsiness (8), a proxy of GitHub naming
   altaga/DBSE-monitor (HEAD 18cda425b361bee700b8940f62672a06cac30e38), taken: the page's
   training script, Drowsiness/train/train.py (its train/README.md: unzip the data set the
   repository ships, then train), an eye-state CNN. Made here: nothing but that unzip
   (altaga_eyes). Edit: OpenCV 5 has no CascadeClassifier (the two cascades are loaded, never
   used). Plain run: first try 8.0 s, exit 1 at load 4.44 (that AttributeError); second
   127.3 s, exit 0, at load 3.35 (its 12 epochs). Topic 6 gives one script.

7. Yoga pose classification, `code`: ryntwn88/YogaPose-ImageClassifer (rank 1, README.md;
   HEAD 024f6251a36766de1dc607811706722cf2cf2cfb) skipped, training only in notebooks, and in
   TensorFlow and Flux. maniver7/yoga-82 (rank 2, ReadMe.md; HEAD
   ca12c2f0c5257afabbc7c546364bf7897b242b9a) skipped, another framework (Keras).
   Ishaan-Chandak/Pytorch-Lightning-Implementation (rank 3, README.md; HEAD
   8b39b074bb06918934edbe6323b5645c99c0aa09) taken: 1.py, its one script (the readme names
   none), a CNN in Lightning on the Kaggle yoga poses. Made here: DATASET/TRAIN and TEST
   (ishaan_yoga: 5 poses, 6 random JPEGs each). Edit: the data's paths (the author's
   Downloads folder). Plain run: 26.5 s, exit 0, at load 3.42, first try.
   edwardmb12/YOGi (rank 4, yogi/main.py; HEAD ca46f20af52b0bd0a5ef26d5f9d780f66f42c054)
   skipped, another framework (TensorFlow and Keras). Ranks 5 to 12 name no repository.
   `pages`: melakarnets.com's copy of a Scribd page (1), technewshorizon.com (2, 4),
   medium.com (3), educative.io (5), faqs.tips (6), a Hugging Face space through a proxy (7)
   and leyaa.ai (8) name no GitHub repository. Topic 7 gives one script.

8. Head pose estimation, `code`: kimsj5357/Head-pose-estimation (ranks 1, 2, README.md; HEAD
   d8c4273fd9822c5e9bb2721060dec41455adfa3d) skipped, weights from a hub: the readme's
   train.py builds its default network (resnet50) with torchvision's resnet50(pretrained=
   True) (config 'pretrain': True), and its other (mobile0.25) loads
   weights/mobilenetV1X0.25_pretrain.tar, which the repository lacks.
   junwenkwan/real-time-head-pose (ranks 3, 4; HEAD 14978ce4fe15d420617bd3621e0773a71079ce19)
   skipped, no training script (inference with a model downloaded from Google Drive). Ranks 5
   to 12 name no repository. `pages`: codegenes.net (1), alphaxiv.org (3), arxivlens.com (5)
   and ar5iv (8) name none; deepwiki.com/yakhyo/gaze-estimation (2, 4) names
   yakhyo/gaze-estimation, in the corpus (m_26to30); vdocuments.net's WHENet paper (6) names
   github.com/Ascend-Research/HeadPoseEstimation-WHENet (HEAD
   a0d7bdfb5e2ac97ae6b0ae3eef79fdcf4075ab82), skipped, another framework and no training
   script (a Keras .h5 and its demos); huggingface.co's Nemotron page (7) names
   github.com/haofanwang/accurate-head-pose (HEAD 7fb791af5f1650bdcc26025585194270de74d614),
   skipped, Python 2 (train_hopenet.py's print statements) and weights from the internet
   (model_zoo.load_url of ResNet-50's). Topic 8 gives no script.

9. Document image classification, `code`: joelzarco (rank 1), gauenk/label_smoothing_sim
   (rank 2; j_06to10, r_16to20) and Mud-Fire/LML (rank 3) in the corpus.
   dev-harshkatiyar/Vehicle-Cut-in-Detection (rank 4, trainingTheLoop.py; HEAD
   2ff9f416664e37dff7469b7c5ae581b37d9fc510) skipped, no training script that trains: the hit
   is a fragment (no imports, model or data), and dataConfiguration.py loads YOLOv5 with
   pretrained weights from torch.hub. Ranks 5 to 12 name no repository. `pages`:
   themissingmanual.dev (1), apxml.com (2), brain.tamnd.com (3, 4), ametric.sh (5),
   educative.io (6), amritad.com (7) and softwarelogic.co (8) name no GitHub repository.
   Topic 9 gives no script.

First sight, per recipe (its verdict's line, abridged): maypink-weathernet-cnn, began
   02:17:29, 42.9 s: `agree` (0, at 'fc3.bias'; the split itself 0.000216, rounding), kept.
   altaga-dbse-blink-cnn, began 02:35:44, 36.8 s: `agree` (0, at 'last_conv.bias'; the split
   itself 0.00599, batch norm per rank; synced 1.19e-05, within 10x the yardstick's 0.00011 at
   'conv1.weight'), kept. ycshao21-ugarbage-vgg16-cbam, began 02:41:21, 374.2 s: `agree`
   within the yardstick (0.00578 at 'block2.block.conv_block.3.bias', within 10x 0.00661;
   dropout switched off, F.dropout at VGG16.py:129; the split itself 0.0119, batch norm per
   rank; synced 0.0101, within 10x 0.00656), kept. ishaan-yoga-lightning-cnn, began
   02:50:24, 73.1 s: `agree` (0, at 'layer_9.bias'; the data set's draws seeded per sample;
   the split itself 1.3e-08), kept. nevrohelios-deepwaste-cnn-lightning, began 02:53:49,
   109.8 s: `agree` (0, at '7.0.bias'; dropout switched off, F.dropout at simple_cnn.py:81;
   the split itself 0.000596, batch norm per rank; synced 1.83e-05, within 10x the
   yardstick at '0.0.weight'), kept. chrzanowski-spaceship-titanic-mlp, began 02:55:46, 36.4
   s: `agree` after 8 optimizer steps (0, at 'norm.bias'), with the warning that no
   DataLoader feeds it and the ranks' inputs were identical (2x the compute for no speed-up)
   and the note that nothing was drawn after the first backward in 8 steps, kept.

Doubts for the lead: (1) nevrohelios-deepwaste-cnn-lightning: its albumentations Compose sits
   behind the script's wrapper (ImageFolder.transform is an AlbumentationsTransform whose
   .transform is the Compose holding py_random and random_generator), one object deeper than
   --verify's search for a data set's own generators (adapt/verify/samples.py's
   _own_generators: the data set's attributes, and one level into the objects it holds). With
   the sweep's use_augmentation=False, as recorded, its one draw (random() against p=1.0) can
   change nothing, so the `agree` is right; with use_augmentation=True, the sweep's other
   value, the flips, rotations, shifts and brightness would be drawn from that generator
   unseen, most likely a false `agree` (not run). (2) ycshao21-ugarbage-vgg16-cbam: its
   `agree` rests on the yardstick (0.00578 within 10x 0.00661; synced 0.0101 within 10x
   0.00656): Adam at 0.002 on random data sends the loss from 2.5 to 55 in three steps, so one
   ulp moves the weights by 0.0066 and the check could not see a smaller fault; the
   re-judgement on the first step's gradients is not applied where batch norm ran per rank
   (docs/run.md), so nothing beyond the yardstick backs this one.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

UGARBAGE = ("ycshao21/U-Garbage", "46162de47c60fc4729abced7b1433ae522c607fc")
DEEPWASTE = ("NevroHelios/DeepWaste-Optimization", "5016d86c69ad5cef15f0dd8d8b64012c1842289d")
WEATHER = ("maypink/WeatherDataset", "401d628ac6aa8dd0b548b68705059dfa1d38e7c7")
TITANIC = ("chrzanowski000/Space_titanic_project", "7e8e56f6d7a46802190615c44d88f39587695603")
DBSE = ("altaga/DBSE-monitor", "18cda425b361bee700b8940f62672a06cac30e38")
YOGA = (
    "Ishaan-Chandak/Pytorch-Lightning-Implementation",
    "8b39b074bb06918934edbe6323b5645c99c0aa09",
)

# The sweep's configuration, which `wandb agent` gives src/scripts/train.py through
# wandb.config: config.yaml's fixed values, and for the swept ones the best run's architecture
# as the readme gives it (base 64, 'same', 5x5, Mish, dense 128 with ReLU, batch norm, dropout
# 0.2), a learning rate of 1e-4 (the readme: "lower learning rates (around 0.0001) perform
# better"), batches of 16 and no augmentation (the readme's fixed parameters: "Augmentation:
# Finetuning"); one epoch, not 20, and no loader workers (not 4: 2 cores here).
DEEPWASTE_CONFIG = (
    "dict(base_features=64, strategy='same', filter_size=5, conv_activation='mish', "
    "dense_activation='relu', num_dense=128, include_batchnorm=True, dropout=0.2, lr=0.0001, "
    "batch_size=16, use_augmentation=False, data_dir='data', img_size=128, num_workers=0, "
    "num_layers=5, num_classes=6, in_channels=3, stride=1, input_size=128, padding='same', "
    "pooling_k=2, max_epochs=1)"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "ycshao21-ugarbage-vgg16-cbam",
        *UGARBAGE,
        "train_vgg.py",
        "garbage classification for recycling (12 classes, 224x224 images): a VGG16 written "
        "out with BatchNorm2d after every convolution and a CBAM (channel attention from each "
        "sample's max and mean pools, spatial attention from each pixel's max and mean over "
        "channels) after each block, three linear layers with dropout 0.5; "
        "nn.CrossEntropyLoss, a mean; Adam with weight decay, StepLR per epoch; a "
        "random_split (unseeded) of a CSV-listed data set into 70/15/15 before training, "
        "shuffled DataLoaders; a validation pass each epoch in eval() under no_grad with "
        "early stopping on its accuracy, the best model saved; tensorboardX and a JSON log)",
        "agree",
        (
            "batches of 4 from a shuffled DataLoader, split 2 + 2; CrossEntropyLoss a mean of "
            "one term per sample over slices of equal size, so one process's average; the "
            "random_split draws from torch's stream before any backward, alike on every rank "
            "(seeded for the check); no draw in __getitem__ (ToTensor, Normalize) and none in "
            "the loop; CBAM's pools and attention are per sample; dropout switched off for the "
            "check; BatchNorm2d normalises each rank's slice of 2 by its own statistics; the "
            "validation pass (eval, no_grad) feeds no step, after the 4th: `agree`, computing "
            "the ranks' slices, batch norm per rank named"
        ),
        (
            Edit(
                "from typing import override",
                "from typing_extensions import override",
                "typing.override is Python 3.12's (an ImportError on this 3.11): its backport",
                "utils/mylogger.py",
            ),
            Edit(
                "    if (queue_handler := logging.getHandlerByName('queue_handler')):",
                "    if (queue_handler := getattr(logging, 'getHandlerByName', "
                "lambda name: None)('queue_handler')):",
                "logging.getHandlerByName is Python 3.12's (an AttributeError on 3.11); with "
                "no queue handler configured (next edit) it finds none, as 3.12's would",
                "utils/mylogger.py",
            ),
            Edit(
                "    queue_handler:\n"
                "        class: logging.handlers.QueueHandler\n"
                "        handlers:\n"
                "            - stdout\n"
                "            - stderr\n"
                "            - file\n"
                "        respect_handler_level: True\n"
                "loggers:\n"
                "    root:\n"
                "        level: DEBUG\n"
                "        handlers:\n"
                "            - queue_handler",
                "loggers:\n"
                "    root:\n"
                "        level: DEBUG\n"
                "        handlers:\n"
                "            - stdout\n"
                "            - stderr\n"
                "            - file",
                "a QueueHandler configured with handlers of its own is Python 3.12's dictConfig "
                "(a ValueError on 3.11): the same three handlers on the root logger directly",
                "configs/logger.yaml",
            ),
            Edit(
                "  num_epochs: 100\n  batch_size: 128\n",
                "  num_epochs: 1\n  batch_size: 4\n",
                "one epoch (not 100) of batches of 4 (not 128): a VGG16 at 224x224 on 2 cores",
                "configs/train.yaml",
            ),
            Edit(
                "  test_after_train: True",
                "  test_after_train: False",
                "the test after training not run: train() calls test(model, test_loader) "
                "without test's plot_cm argument (a TypeError once training ends); it runs "
                "under no_grad and feeds no step",
                "configs/train.yaml",
            ),
        ),
        # README: python train_vgg.py --name <name>, with configs/train.yaml as it is.
        args=("--name", "vgg"),
        paths=("load_data.py", "test.py", "models", "utils", "configs"),
        data="ycshao21_garbage224",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "nevrohelios-deepwaste-cnn-lightning",
        *DEEPWASTE,
        "src/scripts/train.py",
        "garbage classification into 6 classes (128x128 images): a CNN of 5 blocks (5x5 "
        "convolution, Mish, BatchNorm2d, max pooling, dropout) and two linear layers, built "
        "from the sweep's configuration read from wandb.config; a LightningModule with "
        "nn.CrossEntropyLoss (a mean), Adam, torchmetrics' accuracy, F1, precision and recall "
        "per class; a LightningDataModule of ImageFolder train/val/test sets with "
        "albumentations transforms, a shuffled training DataLoader; Lightning's Trainer "
        "(accelerator and devices 'auto') with a W&B logger and a ModelCheckpoint on "
        "val_accuracy)",
        "agree",
        (
            "Lightning's Trainer at its default devices (one), which multigpu run distributes: "
            "batches of 16 from the shuffled training DataLoader, split 8 + 8 (48 training "
            "images: 3 full batches); CrossEntropyLoss a mean of one term per sample over "
            "slices of equal size, so one process's average; without augmentation the "
            "transform is albumentations' Compose of Resize, Normalize and ToTensorV2 behind "
            "the script's wrapper (AlbumentationsTransform.transform), whose only draw, one "
            "number a sample from the Compose's own generator against its p=1.0, cannot change "
            "anything (the pipeline always runs; its three steps draw nothing), so every run "
            "sees the same images; nothing drawn in the loop; dropout switched off for the "
            "check; BatchNorm2d normalises each rank's "
            "slice of 8 by its own statistics; the metrics' updates feed no loss; validation "
            "(its sanity check included) runs under no_grad and feeds no step: `agree`, "
            "computing the ranks' slices, batch norm per rank named"
        ),
        (
            Edit(
                "    wandb.init()\n",
                f"    wandb.init(mode='disabled', config={DEEPWASTE_CONFIG})\n",
                "the sweep's configuration (see DEEPWASTE_CONFIG), which `wandb agent` gives "
                "the run, given to wandb.init; W&B disabled (no service is reached: the run "
                "and the Lightning logger log nothing)",
                "src/train/train.py",
            ),
        ),
        # README: wandb sweep config.yaml; wandb agent ... (the sweep runs src/scripts/train.py
        # with no arguments).
        paths=(
            "src/__init__.py",
            "src/train",
            "src/models",
            "src/lightning",
            "src/data",
        ),
        data="nevrohelios_garbage6",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "maypink-weathernet-cnn",
        *WEATHER,
        "main.py",
        "multi-class weather image classification (cloudy, rain, shine, sunrise; 64x64): a CNN "
        "of four convolutions with ReLU and two max pools, three linear layers with tanh; "
        "nn.CrossEntropyLoss, a mean; Adam; skimage reads each image and cv2 resizes it in "
        "__getitem__; train_test_split 80/20 (NumPy's global stream, seeded by reprod_init); a "
        "shuffled DataLoader of batches of 100; the model called as weather_net.forward(...); "
        "after each epoch a test pass in training mode with gradients on (never "
        "backpropagated, its loss taken under no_grad); TensorBoard scalars; 10 epochs)",
        "agree",
        (
            "batches of 100 from a shuffled DataLoader, split 50 + 50 (320 training images: "
            "3 full batches, then 20); CrossEntropyLoss a mean of one term per sample over "
            "slices of equal size, so one process's average; the script seeds torch, NumPy and "
            "Python itself, and the split is drawn before training, alike on every rank; no "
            "draw in __getitem__ and none in the loop; no dropout, no batch norm; the test "
            "pass (after the 4th step) feeds no step: `agree`"
        ),
        (
            Edit(
                "        x = x.view(x.size(0), x.size(1) * x.size(2) * x.size(3))",
                "        x = x.reshape(x.size(0), x.size(1) * x.size(2) * x.size(3))",
                "the batch, permuted from (N, H, W, C) to (N, C, H, W) without a copy, is "
                "channels-last in memory, and today's convolutions keep that layout, so the "
                "flatten's view fails (a RuntimeError at the first step; torch 1.7, which the "
                "requirements name, gave contiguous outputs): reshape, the same values",
                "model/weather_net.py",
            ),
            Edit(
                "    plt.plot(train_loss_history)\n",
                "    plt.plot([float(value) for value in train_loss_history])\n",
                "the training losses are kept as tensors that require grad, which NumPy's "
                "conversion in matplotlib refuses (a RuntimeError once training has ended and "
                "the model is saved): their values plotted",
                "vizualization.py",
            ),
        ),
        data="maypink_weather",
        paths=("training.py", "vizualization.py", "model", "work_with_data"),
        first_sight="kept",
    ),
    Recipe(
        "chrzanowski-spaceship-titanic-mlp",
        *TITANIC,
        "main.py",
        "Spaceship Titanic (Kaggle; the repository's CSVs): 27 features encoded with pandas "
        "and NumPy (one-hot home planet, deck, side and destination, numbers scaled by their "
        "maximum), an MLP 27-200-800-200-1 with tanh and a LayerNorm(200) used twice, a "
        "sigmoid; nn.BCELoss; Adam with weight decay at the script's default learning rate 5; "
        "float64; no DataLoader: one sample a step, in the list's order, its input and target "
        "tensors made with requires_grad=True; after the epochs a classification report and a "
        "seaborn plot)",
        "agree",
        (
            "no DataLoader: the list of samples is built before training from the CSVs, alike "
            "on every rank, and each step takes the next sample, the same on every rank, so "
            "each rank computes one process's gradient (the ranks train on the same batches: "
            "a warning, no speed-up); the inputs that require grad are the same tensor on "
            "every rank (averaged as a weight, alike); nothing is drawn anywhere (no dropout, "
            "no shuffle; LayerNorm is per sample); float64: `agree`"
        ),
        (
            Edit(
                "        df.iloc[:,13]=1*df.iloc[:,13]\n",
                "        df[df.columns[13]]=1*df.iloc[:,13]\n",
                "pandas 3 no longer upcasts a boolean column set in place with integers (a "
                "LossySetitemError; pandas 2 warned and upcast): the column replaced by its 0/1 "
                "values, as pandas 2 left it",
                "load_data.py",
            ),
        ),
        # No command in the readme; main.py's defaults (5 epochs, learning rate 5): one epoch.
        args=("-e", "1"),
        paths=(
            "load_data.py",
            "Analyze.py",
            "initialize_network.py",
            "train.py",
            "train.csv",
            "test.csv",
            "sample_submission.csv",
        ),
        first_sight="kept",
    ),
    Recipe(
        "altaga-dbse-blink-cnn",
        *DBSE,
        "Drowsiness/train/train.py",
        "driver drowsiness detection, its eye-state classifier (open or closed eyes, 24x24 "
        "grayscale): a small Xception-like CNN (separable convolutions in residual blocks, "
        "BatchNorm2d with momentum 0.99 throughout, a 3x3 convolution to 2 classes and "
        "global average pooling); nn.CrossEntropyLoss, a mean; Adam; the image list shuffled "
        "with Python's random (unseeded) before a 90/10 split; a shuffled DataLoader of "
        "batches of 64 with one worker; a validation pass each epoch in eval() under no_grad, "
        "the model saved from the 11th epoch on)",
        "agree",
        (
            "batches of 64 from a shuffled DataLoader, split 32 + 32; CrossEntropyLoss a mean "
            "of one term per sample over slices of equal size, so one process's average; the "
            "file list's random.shuffle is drawn before training, alike on every rank (seeded "
            "for the check); no draw in __getitem__ (ToTensor) and none in the loop; no "
            "dropout; BatchNorm2d normalises each rank's slice of 32 by its own statistics; "
            "the validation pass feeds no step: `agree`, computing the ranks' slices, batch "
            "norm per rank named"
        ),
        (
            Edit(
                "face_cascade = cv2.CascadeClassifier(",
                "if not hasattr(cv2, 'CascadeClassifier'):  # OpenCV 5\n"
                "    cv2.CascadeClassifier = lambda path: None\n"
                "face_cascade = cv2.CascadeClassifier(",
                "OpenCV 5 took the Haar cascade classifier out of its main module (an "
                "AttributeError as the script starts); the two cascades it loads are never "
                "used in training",
            ),
        ),
        # Drowsiness/train/README.md: unzip the data set in dataset/, then train.py (12
        # epochs, its own constants).
        paths=(
            "Drowsiness/train/model.py",
            "Drowsiness/train/haar_models",
            "Drowsiness/train/model",
            "Drowsiness/train/dataset/dataset_B_Eye_Images.zip",
        ),
        data="altaga_eyes",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "ishaan-yoga-lightning-cnn",
        *YOGA,
        "1.py",
        "yoga pose classification (5 poses, 50x50 grayscale): three 3x3 convolutions and "
        "stride-1 max pools, five linear layers, no activation anywhere; F.cross_entropy, a "
        "mean; Adam at 1e-7; a LightningModule on Lightning's Trainer (max_epochs=5); the "
        "data set's length is the number of classes and each __getitem__ draws a random image "
        "of its class with Python's randint, a random rotation and flip in the transform; "
        "shuffled DataLoaders of batches of 64 (one batch of 5 an epoch); validation and a "
        "test at the end)",
        "agree",
        (
            "Lightning's Trainer at its default devices (one), which multigpu run distributes: "
            "each epoch is one batch of the 5 classes from a shuffled DataLoader, split 3 + 2 "
            "(an uneven split, weighted per rank as documented); F.cross_entropy a mean of one "
            "term per sample, so one process's average; the image drawn with randint and the "
            "rotation and flip are drawn in __getitem__ (the data's draws, seeded per sample "
            "for the check); nothing drawn in the loop; no dropout, no batch norm; Adam at "
            "1e-7 moves each weight by about 1e-7 a step, which the check judges against the "
            "move itself; validation (its sanity check included) feeds no step: `agree`"
        ),
        (
            Edit(
                'train_path = "../Downloads/dataset/archive/DATASET/TRAIN"\n'
                'test_path = "../Downloads/dataset/archive/DATASET/TEST"\n',
                'train_path = "DATASET/TRAIN"\ntest_path = "DATASET/TEST"\n',
                "the Kaggle yoga poses data set made here, beside the script (it reads it from "
                "the author's Downloads folder)",
            ),
        ),
        # README: no command; 1.py is its one script.
        data="ishaan_yoga",
        first_sight="kept",
    ),
)
