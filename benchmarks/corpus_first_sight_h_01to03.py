"""Batch h, topics (1) to (3): batch h's rule (corpus_first_sight_h.py's docstring, verbatim
there) applied to image denoising with a U-Net, monocular depth estimation, and image
inpainting. Five scripts from five repositories: two for topic 1 (the second from `pages`),
one for topic 2 (no second repository qualified), two for topic 3; at first sight 4 of 5
kept. Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py
prepares it, until it ended without error (its time given below, with the load of the 2-core
machine, shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wth, 2026-11-29, one at a time behind the batch's lock, each once, --timeout
900), before any change made for it.

Read as batches c to g read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, a proxy or mirror of such an address under OWNER/NAME, as batch f read them, or
deepwiki.com/OWNER/NAME, as batch f read deepwiki's pages), in its own address or in its text,
in the order the page gives them; a page of another host names none. "In the corpus" is any
repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers' parts of
batch h included (checked when each was read and again just before the first sights: none of
the repositories below was named). Ranks are the results' own. Per topic, in the order the
results came:

1. Image denoising with a U-Net, `code` (query "image denoising with a U-Net pytorch training
   loop example"): Ekow-Davis/Salt-Pepper-Noise-Removal-Spatial-Filters (rank 1,
   cnn/train.py; HEAD c7b628d8880d11c98f2a84f66a4e78776a83eafa) taken. Its readme's "How to
   Run" stops after "1. Add clean images to:"; the hit's script, cnn/train.py, is its one
   training script: a three-layer CNN (not a U-Net: the rule's reasons to skip are
   mechanical) taking salt-and-pepper noise, drawn in the data set, out of the repository's
   own two colour pictures (data/original/colored, extracted with it: nothing made here).
   Edits: the pictures' folder as seen from cnn/, where corpus.py runs it; 5 epochs of its one
   step, not 20. Plain run: 14 s, exit 0, at load 8 (74 s with 20 epochs, at load 14).
   SenseRator/SenseRator (rank 2, train.py; HEAD 7131f173ebf63a4bbbe6cfb65f86971c5eaa95fe)
   skipped, weights from a hub: the hit's root train.py (a U-Net) is gone at HEAD; its
   training script there, src/models/semseg/train.py, builds model.py's create_deeplabv3(),
   which calls torch.hub.load('pytorch/vision:v0.10.0', 'deeplabv3_mobilenet_v3_large',
   weights=...DEFAULT): the hub's code and pretrained weights, no switch. sievertsm/unet
   (rank 3, README.md; HEAD 899658b609c26d63fda4eea1c53076e67369beab) skipped, no training
   script: its denoising and segmentation are trained in two notebooks (unet_denoise.ipynb,
   unet_segmentation.ipynb); its Python files are the model and the loop's functions
   (utils/train_denoise.py's train(), no script). Balamurugan245/Image-Denoising (rank 4,
   Kaviya/README.md; HEAD 2fac2e29f5c28f3e50495d277787a0b51dcc10cd) skipped, no training
   script at HEAD: the hit's readme and the entrypoint/train.py it runs are gone at HEAD (no
   readme is left), and every training file left stops at import on names HEAD does not
   hold: Kaviya/Unet/main.py imports `config` (HEAD holds Config.py) and, through
   train_model.py, dataset.DenoiseDataset, which HEAD's dataset.py no longer defines (its
   class is DenoisingDataset, with other arguments), as train_model.py's own main() does;
   Bala/Unet/main.py imports models.Unet.UNetCBAM and dataset.get_transforms, neither at
   HEAD. Ranks 5-12 name no repository. `code` having named one that qualified, `pages` was
   asked the same query: rank 1, gh.r-mj.com/LeBrav/CloudSegmentation, a proxy of GitHub's
   address, names LeBrav/CloudSegmentation (HEAD de2405089e8b56f4c335327b5189f5e339902286),
   taken. Its readme runs nothing (Kaggle's folders); workspace/main.py is its one entry: a
   small U-Net with batch norm segmenting clouds in 4-band 38-Cloud patches (a segmentation,
   not a denoising: see above). Made here: 40 patches of 64 x 64, four 16-bit bands and a
   mask (corpus_data_h_01to03.cloud_38_patches; the set's are 384 x 384, a Kaggle download).
   Edits: its .cuda() calls (the model, each batch, the accuracy's targets), one epoch (not
   25). Plain run: 57 s, exit 0, at load 14. The rest of `pages` was not needed.

2. Monocular depth estimation, `code` (query "monocular depth estimation pytorch training
   loop example"): daniallin/DenseDepth-Pytorch (rank 1, README.md; HEAD
   89eb5fc27cc4c01ce463c8e224a6ec53bab783b7) skipped, weights from the internet: train.py
   loads --pretrained_net through TensorFlow's Keras whenever the flag is set, and its default
   is models/pretrained/nyu.h5, the Keras DenseDepth weights (a download, not in the
   repository), which a string flag cannot unset from the command line (train.py also stops
   at import at HEAD: dataloader/preprocessing.py imports `Ra` from torchvision.transforms).
   ZM-Zhou/SMDE-Pytorch (rank 2, options/PackNet/train/train_scripts.sh; HEAD
   ebf8a5cfba26c8f55928549b603c9f7a2f03a3ed) skipped, weights from the internet: the readme's
   training command (train_dist.py with Monodepth2 on KITTI) builds
   models/backbones/resnet.py's ResNet_Backbone(encoder_layer), whose pretrained=True default
   loads torchvision's ImageNet ResNet, no option in the configs (the hit's PackNet is marked
   untrainable in the readme's table). korshunovdv/monocular_depth_estimation (rank 3,
   README.md; HEAD 7de6c28855aecb3c67efdc43c7c9ef83e5b821e5) skipped, no training script:
   notebooks (bts_train.ipynb, monodepth2_train.ipynb), the networks as submodules of other
   repositories, and utils.py. marija1023/monocular-depth-estimation (rank 4, README.md; HEAD
   b60baaadcd10c83d879c8cd6b36dafac69b79e30) skipped, weights from the internet: its readme's
   train.py builds trainer.py's Trainer, whose ResnetEncoder(18, pretrained=True) is written
   in (torchvision's ImageNet ResNet-18), no flag. Ranks 5-12 name no repository. `pages`,
   the same query: sandbox.awsmpapers.org (rank 1) is another host;
   deepwiki.com/mic-rud/GuidedDecoding (rank 2) names mic-rud/GuidedDecoding (HEAD
   b1db5156e2aa07544dfeef0625bf73209ee50c4c), skipped, weights from the internet: its
   readme's `main.py --train` builds model/loader.py's GuideDepth(True), written in, which
   loads model/weights/DDRNet23s_imagenet.pth, the ImageNet DDRNet-23-slim weights its readme
   has downloaded from Google Drive, no switch; deepwiki.com/xiaohaiyo/RT-MonoDepth (ranks 3
   and 4) names xiaohaiyo/RT-MonoDepth, skipped: it cannot be fetched ("No snapshot of that
   repository can be had here"); iieta.org (rank 5) is another host; oniro.ai's project page
   (rank 6) names github.com/OniroAI/MonoDepth-PyTorch (HEAD
   0b7d60bd1dab0e8b6a7a1bab9c0eb68ebda51c5c), taken. Its readme trains in a notebook and says
   the same training "can be started via calling main_monodepth_pytorch.py through the
   terminal": that script, taken (Monodepth, unsupervised from stereo pairs, its own
   ResNet-18-style encoder, pretrained=False by default). Made here: KITTI drives in its
   folders' layout, 12 training and 4 validation stereo pairs of 64 x 128
   (corpus_data_h_01to03.kitti_stereo_pairs). Its own arguments: the data, the CPU, pictures
   of 64 x 128 (not 256 x 512). Edits: the script's own fault at HEAD, main(args) called with
   no argument (a TypeError before anything runs); collections' aliases of the abstract
   classes, gone since Python 3.10 (utils.py); one epoch and batches of 4 written as defaults
   (its flags have no type: a value given on the command line stays a string). Its 4 loader
   workers are kept. Plain run: 98 s, exit 0, at load 10 (161 s with 16 training pairs, at
   load 14): a step of batch 4 took 13 to 30 s with torch's 2 threads on the loaded cores,
   and 1.5 to 2 s with one. deepwiki.com/tjqansthd/LapDepth-release (rank 7) names
   tjqansthd/LapDepth-release (HEAD a9516c40563dc1b45b24e48b3b473e08a7140c41), skipped,
   weights from the internet: every encoder of model.py is built with pretrained=True
   written in (torchvision's ResNeXt-101 for the readme's command, geffnet's EfficientNets),
   no flag; deepai.org (rank 8) is another host. One script for this topic.

3. Image inpainting, `code` (query "image inpainting pytorch training loop example"):
   deepinv/deepinv (rank 1, docs/source/deepinv.examples.basics.rst; HEAD
   3f832a7c2a339e0ed91cb16fde554368c362c0d9) taken. Its readme runs no script (pip install);
   the hit, a documentation page of an old commit, includes examples/demo_train.py, whose
   later form at HEAD is examples/models/demo_training.py (renamed demo_train_inpainting.py
   in a4c71e9, moved to examples/basics/ in 1607516, replaced by models/demo_training.py in
   ac36da6, "Overhaul examples"): the library's quick start of training, a U-Net trained for
   inpainting by its Trainer, taken. deepinv 0.4.1 was installed into /work/main/.venv from
   the fetched HEAD's tree (pip install --no-deps: its package reads its own installed
   metadata at import, so the tree cannot be put on the path instead), and natsort 8.4.0 from
   PyPI (a dependency of deepinv the environment lacked). Made here: 10 Urban100-like
   pictures (corpus_data_h_01to03.urban100_pictures; the set is a download from Hugging Face).
   Edits: deepinv's ImageFolder over them for Urban100HR, its subclass, which downloads the
   set unless its folder's MD5 matches the download's; 10 pictures, not 50; one epoch, not 5.
   Plain run: 55 s, exit 0, at load 11. jisang1213/Heightmap-Inpainting (rank 2, main.py;
   HEAD 317a29ddf404dbe7e25b599d2ce569bf40643309) skipped, weights from the internet: the
   hit's main.py does not run (UNET and train_loader are undefined there); train.py, its
   training script, builds loss.py's VGG16FeatureExtractor with models.vgg16(weights=
   "DEFAULT"), torchvision's ImageNet VGG-16, written in. RenithG/Image_InPainting (rank 3,
   README.md; HEAD 8177a105f2e8d36df79767231cf8e43e979c9692) taken: its readme's `python
   Train_Image_Inpainting.py`, a context encoder with a patch discriminator. Made here: 32
   pictures of 128 x 128 (corpus_data_h_01to03.paris_street_view; Paris StreetView is given on
   request). Edits: one epoch (not 200); the last 8 pictures to test, not the last 3,000 (the
   rest, 24, to train); its casts to CUDA's legacy float type and its labels made as CUDA
   tensors (CPU). Its 4 and 1 loader workers are kept. Plain run: 50 s, exit 0, at load 8 (90
   s with 32 training pictures, at load 11). (Rank 4, ryanwongsa/Image-Inpainting, not
   needed.)

First sight, 4 of 5 kept:
- ekow-salt-pepper-cnn: kept (`agree`, largest difference 3.89e-07, saying the data set's
  draws were seeded by each sample's index), 37 s.
- lebrav-cloud-unet: kept (`agree` with the ranks' slices, largest difference 0, batch norm
  per rank named; again with --sync-batchnorm 0.024, at a convolution's bias that a batch
  norm follows, whose gradient is rounding alone and which Adam at lr 0.01 steps by the
  learning rate), 42 s; its U-Net's forward, written as __call__, runs no module hooks.
- oniro-monodepth: kept (`agree` with the ranks' slices, largest difference 0, batch norm per
  rank named, the data set's draws seeded by index), 47 s.
- deepinv-inpainting-unet: broken, `cannot tell: one process stopped: rank 0 failed:
  RuntimeError: Found no NVIDIA driver on your system ... (at nn.py:22)`, 8 s. The cause
  appears to be the CUDA stand-in's device queries: with --accelerator cpu it answers
  torch.cuda.is_available() True and device_count() 1, and deepinv, as it is imported (its
  Trainer's default device is get_device()), then asks torch.cuda.mem_get_info(0) for the
  GPU with the most free memory, a query the stand-in does not cover (it covers the memory
  counters), so torch initialises the real CUDA, which this machine lacks. The rule missing:
  a device the stand-in says is there must answer every query a script or its libraries can
  make of it (mem_get_info, get_device_properties, ...), as the CPU it stands for.
- renithg-inpainting-gan: kept (`agree` with the ranks' slices, largest difference 0.000165,
  within 10x the yardstick of 0.000307, batch norm per rank named, the data set's draws
  seeded by index), 238 s.

Skipped: 11 (3 at topic 1, 7 at topic 2, 1 at topic 3). Doubts for the lead:
- Topic 1: neither taken script is a U-Net denoiser (Ekow's is a plain CNN denoiser,
  LeBrav's a U-Net segmenter); the rule skips only for mechanical reasons, so both were taken.
  LeBrav came from `pages` through gh.r-mj.com/LeBrav/CloudSegmentation, read as a proxy of
  the GitHub address under OWNER/NAME; read as another host, topic 1's second script would be
  kool.dpdns.org/tkn5520/AE-LSTM-UNet-Denoiser's (rank 4, not fetched).
- Topic 1, Balamurugan245/Image-Denoising: skipped as having no training script at HEAD
  (batch g's thu-scc skip: training files that import what HEAD does not hold), although
  Kaviya/Unet/main.py would start with three edits of its own faults (`config` for Config,
  the dataset class's new name and arguments, Trainer.start's scheduler). Taken, it would
  have been topic 1's second script instead of LeBrav's.
- Topic 2, daniallin: skipped for the Keras weights its default flag loads; an edit setting
  the flag's default to None (and one for its `Ra` import) would have let it train a
  ResDeep from scratch, but TensorFlow is imported at the top of utils/helper.py as well.
- Topic 3, deepinv: a library's example, its loop the library's Trainer (installed into
  .venv, so under multigpu it is a library's code, not the script's); its DataLoader's batch
  is 1, so on 2 ranks rank 1's slice is empty and `agree` holds only as the docs describe it
  (rank 1 steps on a copy with weight 0). Its first sight stopped before that was reached.
- Topic 3, RenithG: at step 0 the script runs its generator in training mode on a batch of
  its test loader (store_sample_image), no backward: the batch norm's running statistics
  change, which the training forwards (batch statistics) do not read; `agree` was read from
  that.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

EKOW = (
    "Ekow-Davis/Salt-Pepper-Noise-Removal-Spatial-Filters",
    "c7b628d8880d11c98f2a84f66a4e78776a83eafa",
)
LEBRAV = ("LeBrav/CloudSegmentation", "de2405089e8b56f4c335327b5189f5e339902286")
ONIRO = ("OniroAI/MonoDepth-PyTorch", "0b7d60bd1dab0e8b6a7a1bab9c0eb68ebda51c5c")
DEEPINV = ("deepinv/deepinv", "3f832a7c2a339e0ed91cb16fde554368c362c0d9")
RENITHG = ("RenithG/Image_InPainting", "8177a105f2e8d36df79767231cf8e43e979c9692")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "ekow-salt-pepper-cnn",
        *EKOW,
        "cnn/train.py",
        "image denoising (a three-layer CNN, no batch norm, trained to take salt-and-pepper "
        "noise out of colour pictures: noise drawn with NumPy's global stream in the data "
        "set's __getitem__, a shuffled DataLoader of 4 over the repository's two pictures "
        "resized to 128 x 128, MSELoss, Adam, 20 epochs of one batch; the weights saved)",
        "agree",
        "its shuffled DataLoader's one batch of 2 per epoch is split per rank (1 + 1): one "
        "process's average, MSELoss a mean; the noise is the data's, drawn in __getitem__ "
        "per sample; no batch norm, no dropout: exact to rounding",
        (
            Edit(
                'CLEAN_DIR = "data/original/colored"',
                'CLEAN_DIR = "../data/original/colored"',
                "the pictures' folder from cnn/, where the script is run here (its path is "
                "written for a run from the repository's root, `python cnn/train.py`)",
            ),
            Edit(
                "for epoch in range(20):",
                "for epoch in range(5):",
                "5 epochs (of one step each: the repository's two pictures), not 20",
            ),
        ),
        paths=("cnn/dataset.py", "cnn/model.py", "utils/add_noise.py", "data/original/colored"),
        first_sight="kept",
    ),
    Recipe(
        "lebrav-cloud-unet",
        *LEBRAV,
        "workspace/main.py",
        "segmentation (a small U-Net with batch norm, its forward written as __call__, "
        "segmenting clouds in 4-band Landsat patches of 38-Cloud: a random_split 70/30, "
        "shuffled DataLoaders of 10, CrossEntropyLoss over pixels, Adam; each epoch a training "
        "and a validation phase, an accuracy, the weights saved)",
        "agree",
        "its shuffled DataLoader's batches of 10 are split per rank (5 + 5): one process's "
        "average, the cross-entropy a mean over pixels; the split drawn before training alike "
        "on every rank; the model's batch norm, per rank, is named beside the agree",
        (
            Edit(
                "    model.cuda()\n",
                "",
                "CPU: the model is moved to CUDA whatever is there",
                file="workspace/train.py",
            ),
            Edit(
                "                x = x.cuda()\n                y = y.cuda()\n",
                "",
                "CPU: likewise each batch",
                file="workspace/train.py",
            ),
            Edit(
                "(predb.argmax(dim=1) == yb.cuda())",
                "(predb.argmax(dim=1) == yb)",
                "CPU: likewise the accuracy's targets",
                file="workspace/train.py",
            ),
            Edit("epochs=25", "epochs=1", "one epoch, not 25"),
        ),
        paths=("workspace/dataset.py", "workspace/train.py", "workspace/UNET.py"),
        data="cloud_38_patches",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "oniro-monodepth",
        *ONIRO,
        "main_monodepth_pytorch.py",
        "monocular depth (Monodepth, unsupervised from stereo pairs: a ResNet-18-style "
        "encoder-decoder with batch norm predicting left and right disparities at four "
        "scales from the left picture, trained by warping each view into the other with "
        "grid_sample: an SSIM and L1 appearance loss, a disparity smoothness loss and a "
        "left-right consistency loss, all means; random flips and gamma, brightness and "
        "colour shifts drawn with NumPy in the transforms; a shuffled DataLoader of 4 with 4 "
        "workers, Adam; a validation pass before training and after each epoch, run without "
        "no_grad; the weights saved)",
        "agree",
        "its shuffled DataLoader's batches of 4 are split per rank (2 + 2): one process's "
        "average, every term of the loss a mean over the batch's pixels, each sample warped "
        "alone; the augmentation is the data's, drawn per sample in the transforms; the "
        "model's batch norm, per rank, is named beside the agree",
        (
            Edit(
                "if __name__ == '__main__':\n    main()",
                "if __name__ == '__main__':\n    main(None)",
                "the script's own fault: main(args) takes an argument it does not use (it "
                "parses its own) and is called with none, a TypeError before anything runs",
            ),
            Edit(
                "isinstance(input, collections.Mapping)",
                "isinstance(input, collections.abc.Mapping)",
                "Python 3.10 removed collections' aliases of the abstract classes: "
                "collections.abc's, the same class",
                file="utils.py",
            ),
            Edit(
                "isinstance(input, collections.Sequence)",
                "isinstance(input, collections.abc.Sequence)",
                "likewise",
                file="utils.py",
            ),
            Edit(
                "parser.add_argument('--epochs', default=50,",
                "parser.add_argument('--epochs', default=1,",
                "one epoch, not 50: written as the default, as its flags have no type (a value "
                "given on the command line stays a string, which range() refuses)",
            ),
            Edit(
                "parser.add_argument('--batch_size', default=256,",
                "parser.add_argument('--batch_size', default=4,",
                "batches of 4, not 256 (the DataLoader refuses a string likewise)",
            ),
        ),
        # Its own positional arguments and flags: the data made here, pictures of 64 x 128
        # (not 256 x 512), the CPU (its default is cuda:0).
        args=(
            "data/kitti",
            "data/val",
            "models/monodepth.pth",
            "output",
            "--input_height",
            "64",
            "--input_width",
            "128",
            "--device",
            "cpu",
        ),
        paths=("loss.py", "utils.py", "models_resnet.py", "data_loader.py", "transforms.py"),
        data="kitti_stereo_pairs",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "deepinv-inpainting-unet",
        *DEEPINV,
        "examples/models/demo_training.py",
        "image inpainting (deepinv's quick-start of training: an inpainting operator with a "
        "fixed mask of 80% of the pixels, measurements of Urban100 pictures made once and "
        "written to an HDF5 file by generate_dataset, a U-Net without batch norm behind the "
        "operator's adjoint (ArtifactRemoval), trained by the library's Trainer: a shuffled "
        "DataLoader of 1, a supervised MSE loss, Adam, a PSNR on the test loader each epoch, "
        "checkpoints and plots)",
        "agree",
        "its shuffled DataLoader's batches of 1 are split per rank: rank 0 takes the sample "
        "and rank 1, whose slice is empty, steps on a copy with weight 0, so the ranks take "
        "one process's step on its global batch; the MSE a mean; the mask drawn once before "
        "training from the script's own generator, the measurements made before training: "
        "nothing random in training, no batch norm: exact",
        (
            Edit(
                "dataset = dinv.datasets.Urban100HR(\n"
                '    dinv.utils.get_cache_home() / "datasets" / "Urban100",\n'
                "    download=True,\n",
                'dataset = dinv.datasets.ImageFolder(\n    "Urban100",\n',
                "the pictures made here, read by deepinv's ImageFolder, which Urban100HR is "
                "(its subclass) once its folder's MD5 matches the download's: no download, "
                "and the folder beside the script, not in the user's cache",
            ),
            Edit(
                "torch.utils.data.Subset(dataset, range(50))",
                "torch.utils.data.Subset(dataset, range(10))",
                "10 pictures, not 50 (8 to train, 2 to test)",
            ),
            Edit("    epochs=5,\n", "    epochs=1,\n", "one epoch, not 5"),
        ),
        data="urban100_pictures",
        first_sight=(
            "broken: cannot tell: one process stopped: rank 0 failed: RuntimeError: Found no "
            "NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
            "installed a driver from http://www.nvidia.com/Download/index.aspx (at nn.py:22)"
        ),
    ),
    Recipe(
        "renithg-inpainting-gan",
        *RENITHG,
        "Train_Image_Inpainting.py",
        "image inpainting (a context encoder: a convolutional encoder-decoder with batch norm "
        "fills a 64 x 64 square blanked out of a 128 x 128 picture, at a place drawn with "
        "NumPy per sample in the data set's __getitem__, against an L1 loss to the square "
        "plus 0.001 of a least-squares GAN loss from a patch discriminator with instance "
        "norm, which is trained after it on the real and the generated squares; a shuffled "
        "DataLoader of 8 with 4 workers, Adam twice; a sample picture and a checkpoint every "
        "1,000 steps, the first at step 0)",
        "agree",
        "its shuffled DataLoader's batches of 8 are split per rank (4 + 4): one process's "
        "average, each loss a mean (MSELoss, L1Loss, and the discriminator's (real + fake) / "
        "2); the masks' places are the data's, drawn per sample in __getitem__; the "
        "generator's batch norm, per rank, is named beside the agree",
        (
            Edit("NUM_EPOCHS = 200", "NUM_EPOCHS = 1", "one epoch, not 200"),
            Edit(
                "self.input_data = self.input_data[:-3000]",
                "self.input_data = self.input_data[:-8]",
                "the pictures made here but the last 8 to train (24, 3 batches of 8): the "
                "script keeps the last 3,000 of Paris StreetView's for its test loader",
            ),
            Edit(
                "self.input_data = self.input_data[-3000:]",
                "self.input_data = self.input_data[-8:]",
                "the last 8 to test, likewise",
            ),
            Edit(
                "    inp_image = Variable(inp_image.type(torch.cuda.FloatTensor))\n"
                "    image_masked = Variable(image_masked.type(torch.cuda.FloatTensor))\n"
                "    mask_coord",
                "    inp_image = Variable(inp_image.type(torch.FloatTensor))\n"
                "    image_masked = Variable(image_masked.type(torch.FloatTensor))\n"
                "    mask_coord",
                "CPU: the sample pictures' batch is cast to CUDA's float type whatever is there "
                "(the script picks its device by torch.cuda.is_available(), but its casts name "
                "CUDA's types)",
            ),
            Edit(
                "        inp_image = Variable(inp_image.type(torch.cuda.FloatTensor))\n"
                "        image_masked = Variable(image_masked.type(torch.cuda.FloatTensor))\n"
                "        mask_region = Variable(mask_region.type(torch.cuda.FloatTensor))",
                "        inp_image = Variable(inp_image.type(torch.FloatTensor))\n"
                "        image_masked = Variable(image_masked.type(torch.FloatTensor))\n"
                "        mask_region = Variable(mask_region.type(torch.FloatTensor))",
                "CPU: likewise each training batch",
            ),
            Edit(
                "torch.cuda.FloatTensor(\n\t\tinp_image.shape[0], 1,int(INP_MASK_SIZE / 2 ** 3), "
                "int(INP_MASK_SIZE / 2 ** 3)\n\t\t).fill_(1.0)",
                "torch.FloatTensor(\n\t\tinp_image.shape[0], 1,int(INP_MASK_SIZE / 2 ** 3), "
                "int(INP_MASK_SIZE / 2 ** 3)\n\t\t).fill_(1.0)",
                "CPU: the real labels are made as a CUDA tensor",
            ),
            Edit(
                "torch.cuda.FloatTensor(\n\t\tinp_image.shape[0], 1,int(INP_MASK_SIZE / 2 ** 3), "
                "int(INP_MASK_SIZE / 2 ** 3)\n\t\t).fill_(0.0)",
                "torch.FloatTensor(\n\t\tinp_image.shape[0], 1,int(INP_MASK_SIZE / 2 ** 3), "
                "int(INP_MASK_SIZE / 2 ** 3)\n\t\t).fill_(0.0)",
                "CPU: likewise the fake labels",
            ),
        ),
        data="paris_street_view",
        names="batch norm per rank",
        first_sight="kept",
    ),
)
