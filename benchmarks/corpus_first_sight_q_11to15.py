"""Batch q, topics (11) to (15): batch q's rule (corpus_first_sight_q.py's docstring, verbatim
there) applied to signature verification, image forgery detection, steganography with neural
networks, membership inference attack and backdoor attack. Eight scripts from eight
repositories: two each for topics 11, 12 and 13, one each for topics 14 and 15 (their `code` and
`pages` results gave no second that qualified). At first sight 6 of 7 run kept, no silent wrong
result; 1 of the 8 not run at first sight by the deadline (00:45):
dogoulis-faces-resnet50-detector, whose plain run had not yet ended without error (the batch's
lock was shared by about 30 runs of the helpers). The broken one is jianyao-mnist-3s-backdoor
(topic 15): rank 1 stopped in np.savez before training, where the recipe expected `cannot tell`
naming NumPy's draws (see Doubts).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/q_C), until it ended without error,
holding the batch's lock (/tmp/q_lock); its time is given below (measured inside the lock), with
the load of the 2-core machine, shared with the other helpers' runs (the 1-minute load average
before and after).

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes, the
tree at /tmp/wtq, fcd1b16, one at a time behind the batch's lock, each once, --timeout 900, from
/tmp/q_runs/NAME), before any change made for it.

Installed into .venv from PyPI (--no-deps; its top-level module, imutils, is not of a generic
name: `pip show -f`): imutils 0.5.4, for dogoulis/gan-prediction's folders_to_csv (its
paths.list_images). Stand-ins written beside a script (the recipe's `files`), not installed:
wandb.py (gan-prediction logs to Weights & Biases, its config's mode disabled) and tensorflow.py
(Image-Forgery-using-Deep-Learning's logger writes TensorBoard summaries through TensorFlow 1).

Read as batches c to p read the rule: the queries are the topic text exactly as the rule writes
it, then " pytorch training loop example"; a `code` result without a repository (an excerpt) is
passed over; a page names a GitHub repository by its address (github.com/OWNER/NAME, a mirror
host's OWNER/NAME path as batch p read github.ngbrella.com, and deepwiki.com/OWNER/NAME). "In
the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, or claimed
by another helper of batch q (/tmp/q_claims.txt; checked just before each was taken: none of
those looked at was named or claimed). Ranks are the results' own. Per topic, in the order the
results came:

11. Signature verification, `code` (query "signature verification pytorch training loop
    example"): tanay-jagadeesh/signature-forge-or-not (rank 1, README.md; HEAD
    5c78ccc22fb83e2b56d48285e95a27872cb0ab4b) skipped, weights from the internet: the readme's
    `cd src; python model.py` fine-tunes torchvision's
    resnet18(weights=ResNet18_Weights.DEFAULT), downloaded, with no flag (main.py is empty).
    Yanruz/Signature-Verification (rank 2, README.md; HEAD
    e2766dd970bf1338b7623046b99aa15367a5f288) taken: siamese_train.py with the readme's flags
    (`--model_name SiameseConvNet --loss BCE`), a siamese SigNet-style CNN on CEDAR pairs. Made
    here: 16 originals and 16 forgeries of 4 people and the pair indexes the script reads
    (corpus_data_q_11to15.yanruz_cedar). Edits: the unused ViTFeatureExtractor not imported
    (transformers 5 has none), the CPU where CUDA is not there (utils.py's .cuda() calls, three,
    and the script's one). Flags: 1 epoch (not 20), batches of 8 (not 64). Plain run: first
    tries exit 1 at import (transformers 5 has no ViTFeatureExtractor) and 116.6 s, exit 1
    (after training, its look at the model opens train_index.pkl, which the script writes only
    without disjoint_user; the maker writes it since); then 189.7 s, exit 0, at load 2.05 to
    1.91. VinhLoiIT/signet-pytorch (rank 3, README.md; HEAD
    36c5ee637a135255675c63d0bfbcb9aa777bba14) taken: train.py, the readme's `python3 train.py`,
    SigNet with a contrastive loss on CEDAR pairs. Made here: CEDAR's originals and forgeries of
    4 writers and the two lists prepare_data.py writes (corpus_data_q_11to15.vinhloiit_cedar).
    Edits: one epoch (not 20), no loader workers (not 12); batches of 4 pairs (not 32). Plain
    run: 51.4 s, exit 0, at load 1.48 to 1.67. Two taken by rank 3; the ranks after it were not
    needed.

12. Image forgery detection, `code` (query "image forgery detection pytorch training loop
    example"): niloy193/CFLNet (ranks 1 and 2, readme.md; HEAD
    4b02e66e2c4dabb6d97f910a286ab928935782a6) skipped, weights from a hub: model/model.py builds
    its encoder with timm.create_model('resnet50', pretrained=True), downloaded from Hugging
    Face's hub, with no flag (and dataloader/test_imd.txt, which its loader opens, is not in the
    repository). sulfur05/RealOrFake (rank 3, train_model.py) skipped, weights from the
    internet: the hit fine-tunes resnet18(weights=ResNet18_Weights.DEFAULT), as its text shows
    (read from the result, not fetched). dogoulis/gan-prediction (rank 4, README.md; HEAD
    213af59d4dc2b481cb056af2cfab5da4a457e3af) taken: src/train.py with the repository's config
    (`train.py -cf conf_files/train_args.yaml`, as the readme's usage gives it), a timm
    ResNet-50 from scratch (the config's pretrained: False) telling generated faces from real
    ones. Made here: 28 real and 28 generated images (corpus_data_q_11to15.dogoulis_faces);
    imutils installed; a wandb stand-in. Edits: (to the config) the two folders made here (it
    names the author's), the flag it lacks, batches of 4 (not 32), no loader workers (not 8);
    the flip from albumentations' top level. Plain run: first try 11.9 s, exit 1 (albumentations
    1.3, here, has no augmentations.transforms.HorizontalFlip: the flip edit), at load 1.57 to
    1.48; second try 16.9 s, exit 1 (train.py reads args['flag'], which the repository's config
    does not hold: the flag edit), at load 1.22 to 1.28; a third plain run was not made by the
    deadline. Ranks 5 to 12 name no repository. `pages` (the same query, 8 results):
    deepwiki.com's pages on thuyngch/Image-Forgery-using-Deep-Learning (ranks 1 and 5; HEAD
    dd69b7dd474792d2627224ab6ef6e9cb0d713a69) name it, taken: train_MBN2_orig.py, the
    MobileNetV2 from scratch on RGB 64-pixel patches that the page's training section describes
    (backup/MBN2-RGB/cfg.py; the readme gives no command). Made here: 24 training and 8
    validation patches in its ImageFolder layout (corpus_data_q_11to15.thuyngch_patches); a
    tensorflow stand-in. Edits: batches of 8 (not 64), no loader workers (not one a core),
    torchsummary told the device (it builds CUDA tensors unless told); 1 epoch (not 50). Plain
    run: 9.8 s, exit 0, at load 1.68 to 1.57. Ranks 2 to 4, 6 and 8 (codegenes.net) name no
    repository; rank 7 (hdoplus.com, a proxy of
    github.com/santhoshnumberone/Image-Forgery-Detection-) was not needed.

13. Steganography with neural networks, `code` (query "steganography with neural networks
    pytorch training loop example"): varshakishore/FaceDetection (ranks 1 to 3,
    submission_code/README.md; HEAD c83dacf351f452f2ffe22d67487358b53c38a8ef) skipped, training
    only in a notebook: at HEAD the hit's readme runs demo.ipynb (the train.py and demo.py its
    older readmes name are not in submission_code), and its scripts (scripts/rnns_results.py,
    hamming_result.py, demo.py) optimise an image fed to a randomly initialised decoder with
    L-BFGS, training no network (scripts/demo.py does not even parse: a stray `r, imwrite`
    line). chelsaydi/Steganography-EECE455 (rank 4, deep_stego_baseline/README.md; HEAD
    52fad3e03fe8a23e200b4552ab3f7b67412ed0ad) taken: deep_stego_baseline/train.py with the
    readme's flags, a HiDDeN-style encoder and decoder on the 125 training and 19 validation
    images the repository ships (nothing made here, no edit). Flags: 1 epoch (not 5), 64-pixel
    images (not 256). Plain run: 27.2 s, exit 0, at load 1.73 to 1.94. Ranks 5 to 12 name no
    repository. `pages` (the same query, 8 results): rank 1 (docslib.org, a paper) names none;
    rank 2, github.xi-han.top/fpingham/DeepSteg (HEAD 3079b9db1bff20173d9ba29cc2cc1bb04e7e4a2d),
    skipped, training only in a notebook (DeepSteganography.ipynb, its one code file); rank 3 (a
    model card on a Hugging Face mirror) names no GitHub repository; rank 4,
    github.heygears.com/krishvishal/DeepSteganography (HEAD
    2bf8d55710500f52ffe1d0962613ec236eb9fedd), skipped, no training script: trainer.py defines
    train() and never calls it, and stops before that at torch.utils.DataLoader (torch has no
    such name) and at mean and std, never defined; deepwiki.com's page on
    jimiehuanling/SECC-Stega (rank 5; HEAD f004776496248d9e78db235d7101644af72bb9be) names it,
    taken: python/train model/train_model_bin.py, the page's training loop (the readme,
    readme.txt, names the four train_model_*.py and gives no command), a character LSTM whose
    choices carry the secret bits. Made here: its text, the first 5,000 characters of the
    repository's own tiny Shakespeare written beside the script
    (corpus_data_q_11to15.secc_text). Edits: python/common on the path (utils.py is there), a
    hidden size of 128 (not 512), 16 rows (not 128), windows of 25 (not 100), 1 epoch (not 100).
    Plain run: 10.8 s, exit 0, at load 1.78 to 1.68. Ranks 6 and 7 (a journal page, wandb.ai)
    name none; rank 8, gitblind.noratr.app/m607stars/MultiImageSteganography (HEAD
    472e8b588314e7aa4839f590d5f724a20e030d53), was looked at (training only in a notebook) but
    not needed.

14. Membership inference attack, `code` (query "membership inference attack pytorch training
    loop example"): hu-tianyi/Membership_Inference_Attack (rank 1, README.md; HEAD
    2db44be26d07e9804b78959fae74d12e70a1c83d) skipped, training only in a notebook (MIA.ipynb;
    utils/ holds its config reader). RPI-DSPlab/MIAE (rank 2, mia/lossthresholdattack.py, not at
    HEAD; HEAD e036ee24b0da23e29513ed9fca9f8fe27cf4ea16) taken:
    experiment/mia_comp/obtain_pred.py as experiment_scripts/prepare_target.sh runs it to train
    the target model (the readme sends experiments there), CIFAR-10 and ResNet-56. Made here:
    the pickled member, non-member and auxiliary sets its --save_dataset run leaves
    (TensorDatasets, corpus_data_q_11to15.miae_cifar10). Edits: the CPU where CUDA is not there
    (the --device default). Flags: prepare_target.sh's, with 1 epoch (not 60) and batches of 16
    (not 512). Plain run: 15.7 s, exit 0, at load 1.80 to 1.78. usnistgov/dioptra (rank 3,
    docs/source/tutorials/example-pytorch-mnist-membership-inference.rst) skipped, training only
    in a notebook: the example's demo.ipynb submits its entry points (src/train.py among them,
    an MLflow project run in the Testbed's Docker workers, which imports a `log` module the
    example does not hold) to Dioptra's services (read from the stored index, not fetched).
    rivera-lanasm/nist_ppfl (rank 4, NIST_PPFL_problem1_202503/submission/utils.py) skipped,
    training only in a notebook (init_mi.ipynb, run_mi.ipynb, tutorial_nb.ipynb; utils.py holds
    helpers around ART's MembershipInferenceBlackBox; read from the stored index, not fetched).
    Ranks 5 to 12 name no repository. `pages` (the same query, 8 results: dlm.rocks twice,
    ar5iv.labs.arxiv.org twice, academy.hackthebox.com, decentriq.com, deepai.org, arxiv.org)
    names no GitHub repository. One script for this topic.

15. Backdoor attack, `code` (query "backdoor attack pytorch training loop example"):
    uit-iec/IJCNN-2026-Targeted-Bit-Width-Quantization-Conditioned-Backdoor (rank 1,
    run/8bits/run_hydra_vgg16_cifar10.sh; HEAD 7936f29674ed62b1ed48acc668bf3d792526f15b)
    skipped, weights from the internet: the readme's first step downloads the pretrained models
    (Google Drive) that hydra_backdoor_w_lossfn.py fine-tunes, as the hit runs it
    (model.trained=pretrained). sashankneupane/ml-research-programming-exercises (rank 2,
    BadNet/README.md; HEAD 6ac5025ed381ddd18558b1b05b53ad66ec2e60ba) skipped, no training
    script: BadNet was removed from the repository (95108fe, "Remove BadNet implementation from
    this repo"); at HEAD it holds LeNet, AlexNet and ResNet exercises, no backdoor.
    Jianyao-Yin/Triple-Stealthy-Backdoor-Attack (rank 3, MNIST/Readme_MNIST.txt; HEAD
    7a30b4cf5583af299b6f1256fd1c636c486a37cf) taken: MNIST/train_3sattack_torch.py, the script
    that readme runs after data_process.py. Made here: MNIST in data_process.py's npz form (640
    training and 100 test digits) and the clean model the attack reads its trigger from,
    models/pre_MNIST.pt (corpus_data_q_11to15.jianyao_mnist; the script ships with train=False
    for that model). Edits: one epoch (not 50), torchsummary told the device. Plain run: 14.3 s,
    exit 0, at load 1.94 to 1.80. yangyubuaa/Adversarial_Training (rank 4) is in the corpus
    (batches f and k). Ranks 5 to 12 name no repository. `pages` (the same query, 8 results):
    rank 2, github.com/daniel-e/secml, skipped, training only in a notebook
    (examples/backdoors/backdoor-mnist.ipynb; read from the stored index, not fetched); ranks 1,
    4, 6 and 8 (Linux Magazine's article), 3 (pythonawesome.com on Backdoors 101, with no
    address), 5 (arxiv.org) and 7 (deepai.org) name no GitHub repository. One script for this
    topic.

Skips: 13 (topic 11: 1; topic 12: 2, CFLNet counted once; topic 13: 4, FaceDetection counted
once and m607stars among them; topic 14: 3; topic 15: 3), each above with its reason, besides
the repository already in the corpus (topic 15).

First sight (each run below is the script's one, in /tmp/q_runs/NAME; the plain run ended
without error before each, dogoulis-faces-resnet50-detector's excepted):
- yanruz-cedar-siamese-signature: kept (`agree with one process's computing the ranks' slices`,
  0.0012 at '11.weight', beyond float tolerance at '0.weight' but within 10x its 1-ulp run,
  0.00199; dropout switched off at models.py:106; seeded for the check; the split itself named
  as rounding amplified by the optimizer; 649.1 s).
- vinhloiit-cedar-signet: kept (`agree with one process's computing the ranks' slices`, 8.41e-05
  at '4.weight', beyond float tolerance at '0.weight' but within 10x its 1-ulp run, 0.000225;
  Dropout2d switched off at model.py:60; the split itself named as rounding amplified by the
  optimizer; 380.7 s).
- dogoulis-faces-resnet50-detector: taken but not run at first sight: its plain run did not yet
  end without error by the deadline (two faults of the repository at HEAD found and edited,
  albumentations' HorizontalFlip and the config's missing flag; the third plain run was not
  made).
- thuyngch-casia-mobilenetv2-patches: kept (`agree with one process's computing the ranks'
  slices`, 0 at 'fc.1.bias'; dropout switched off at MobileNetV2_pretrained_imagenet.py:121; the
  flips seeded per sample; batch norm per rank named, the split itself 0.0356, and under
  --sync-batchnorm 0.00977 against 0.016: all the difference; seeded for the check; 60.8 s).
- chelsaydi-stego-hidden-cnn: kept (`agree with one process's computing the ranks' slices`,
  9.92e-05 at 'features.0.0.bias', beyond float tolerance but within 10x its 1-ulp run,
  3.85e-05; the payload's torch.randint at payload.py:16 drawn by global sample from the check's
  own stream; batch norm per rank named, and under --sync-batchnorm 0.000334 against 0.000601:
  all the difference; seeded for the check; 108.9 s).
- secc-stega-char-lstm: kept (`agree with one process's`, 0 at 'linear.bias', after 8 optimizer
  steps; the LSTM's dropout between layers switched off at train_model_bin.py:32; warned that no
  DataLoader feeds it and steps 2 and 3 took identical inputs on both ranks, 2x the compute for
  no speed-up; said that nothing was drawn at random after the first backward in 8 steps; seeded
  for the check; 26.1 s).
- miae-cifar10-target-resnet56: kept (`agree with one process's computing the ranks' slices`, 0
  at 'end_layers.2.bias'; batch norm per rank named, the split itself 0.315 at
  'init_conv.0.weight', and under --sync-batchnorm 0.185 against its 1-ulp run's 0.239: all the
  difference; 81.0 s).
- jianyao-mnist-3s-backdoor: broken: `cannot tell: the run on 2 ranks stopped: rank 1 failed:
  error: argument out of range (at _npyio_impl.py:790)` (28.2 s, exit 1). The streams parted
  where the recipe read they would: the run named np.random.randint
  (train_3sattack_torch.py:242) and np.random.shuffle (:244, :246) as drawn in the training
  loop, each rank its own; but rank 1 then stopped in np.savez('./data/test_poisoned_3S.npz',
  ...), zipfile's end record failing (struct.error) as it closed the file, so the verdict is a
  stop, not the expected cannot tell naming the draws (see Doubts).

Doubts for the lead:
- yanruz-cedar-siamese-signature: its `agree` is judged by the yardstick (0.0012 at '11.weight',
  within 10x its 1-ulp run's 0.00199): Adam at 0.001 on a 40,800 x 1,024 linear layer of
  float32, three steps; a fault that small would not be told apart, as the verdict says. The
  first sight took 649.1 s of its 900 (the SigNet-sized convolutions on 220 x 155 pairs).
- jianyao-mnist-3s-backdoor: its `cannot tell` rests on a reading of docs/run.md's seeds
  section: Grad-CAM's backward through the clean model (GradCAM.generate_cam's
  target.backward(), before any optimizer exists and before any DataLoader pass) is taken for
  the script's first backward, where the ranks' random streams part ("without a DataLoader, at
  the first backward"), so the np.random.randint seeds and np.random.shuffle calls that build
  the poisoned set after it are each rank's own and the ranks hold other data than one process.
  If multigpu parts the streams only at a training backward (one an optimizer steps after),
  every rank would build the same poisoned set and the right verdict would be `agree` (no batch
  norm, no dropout, a mean loss). Either way the script's own data differ from run to run (its
  seeds are drawn with np.random.randint from an unseeded stream).
- jianyao-mnist-3s-backdoor (broken): the run on 2 ranks named the draws the recipe expected
  (np.random.randint at train_3sattack_torch.py:242, np.random.shuffle at :244 and :246, drawn
  in the training loop, each rank its own: the streams did part at Grad-CAM's backward), then
  rank 1 stopped in np.savez('./data/test_poisoned_3S.npz', X=..., Y=...), before training:
  zipfile's struct.pack of the archive's end record raised "argument out of range" as it closed
  the file. By docs/run.md's "Output and files", a single-GPU script's writes on ranks other
  than 0 go nowhere; np.savez writes a zip archive through Python's zipfile, which reads the
  file's position (tell) to write its directory, and the stand-in rank 1 wrote into evidently
  did not keep a position that zipfile could pack. That looks like multigpu's: the missing rule
  would be that a write that goes nowhere still keeps a real file's position (tell and seek over
  what was written), as zipfile, and so np.savez and np.savez_compressed, need. Not checked by a
  run of its own by the deadline. Had rank 1 gone on, the recipe's `cannot tell` naming NumPy's
  draws is what the notes already said.
- dogoulis-faces-resnet50-detector: the repository's config asks fp16 ('yes'), so train.py makes
  torch.cuda.amp.GradScaler() and enters torch.cuda.amp.autocast(True); on a CPU without CUDA
  both disable themselves with a warning (the plain run), but multigpu's CUDA stand-in tells the
  script that one CUDA device is there; whether torch's own GradScaler and autocast then see
  CUDA was not checked here. drop path 0.1 (timm's drop_path draws its mask with
  x.new_empty(...).bernoulli_) is read as a mask drawn by hand in the forward, replaced by its
  mean, as docs/run.md says of x.new(...).bernoulli_; if it is instead named as a draw of the
  training loop, the verdict is `cannot tell`.
- miae-cifar10-target-resnet56: the data sets are TensorDatasets made here; the pickles its
  --save_dataset run writes hold torchvision CIFAR-10 subsets with random crops and flips
  (--data_aug True), drawn in __getitem__. The crops would be seeded per sample; not run.
- chelsaydi-stego-hidden-cnn and secc-stega-char-lstm train on data the repositories ship (the
  images; the first 5,000 characters of tiny Shakespeare), nothing drawn here.
- Skips read as "no training script" or "training only in a notebook" that are judgement:
  krishvishal/DeepSteganography (trainer.py has a training function that nothing calls, and its
  module stops on undefined names first), varshakishore/FaceDetection (its scripts optimise an
  image, no network; the readme runs a notebook), usnistgov/dioptra (its entry point runs inside
  the Testbed's services, driven from a notebook; not fetched).
- /tmp/q_claims.txt holds the eight repositories taken and two skipped ones entered as they were
  opened (tanay-jagadeesh/signature-forge-or-not, krishvishal/DeepSteganography); the other
  skipped ones were not entered; none was named by another helper.
- The plain runs of seven recipes were run one after another in one hold of the lock
  (/tmp/q_C/plain_all.sh, 23:48), after their separate jobs had waited 20 minutes for it; their
  first sights were queued behind the lock, one job each, as each plain run ended without error
  (the queue then held about 30 runs), and ran between 00:15 and 00:29.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

YANRUZ = ("Yanruz/Signature-Verification", "e2766dd970bf1338b7623046b99aa15367a5f288")
VINHLOIIT = ("VinhLoiIT/signet-pytorch", "36c5ee637a135255675c63d0bfbcb9aa777bba14")
DOGOULIS = ("dogoulis/gan-prediction", "213af59d4dc2b481cb056af2cfab5da4a457e3af")
CHELSAYDI = ("chelsaydi/Steganography-EECE455", "52fad3e03fe8a23e200b4552ab3f7b67412ed0ad")
THUYNGCH = (
    "thuyngch/Image-Forgery-using-Deep-Learning",
    "dd69b7dd474792d2627224ab6ef6e9cb0d713a69",
)
SECC = ("jimiehuanling/SECC-Stega", "f004776496248d9e78db235d7101644af72bb9be")
JIANYAO = (
    "Jianyao-Yin/Triple-Stealthy-Backdoor-Attack",
    "7a30b4cf5583af299b6f1256fd1c636c486a37cf",
)
MIAE = ("RPI-DSPlab/MIAE", "e036ee24b0da23e29513ed9fca9f8fe27cf4ea16")
# Image-Forgery-using-Deep-Learning's utils/logger.py logs to TensorBoard through TensorFlow 1's
# summaries (tf.summary.FileWriter, tf.Summary); TensorFlow is not installed here: a stand-in
# module beside the script that writes nothing.
TENSORFLOW_STAND_IN = """
class _Writer:
    def __init__(self, *args, **kwargs):
        pass

    def add_summary(self, *args, **kwargs):
        pass


class Summary:
    def __init__(self, *args, **kwargs):
        pass

    class Value:
        def __init__(self, *args, **kwargs):
            pass


class summary:
    FileWriter = _Writer
"""
# gan-prediction's train.py imports Weights & Biases (not installed here) and logs to it, its
# config's mode 'disabled': a stand-in module beside the script that logs nothing.
WANDB_STAND_IN = """
def init(*args, **kwargs):
    return None


def log(*args, **kwargs):
    pass
"""

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "yanruz-cedar-siamese-signature",
        *YANRUZ,
        "siamese_train.py",
        "signature verification (a siamese SigNet-style CNN, shared weights over both images "
        "of a pair: convolutions with local response normalisation, max pooling, dropout 0.3 "
        "and 0.5, to a 128-d embedding; the readme's BCE loss, BCEWithLogitsLoss on 1 minus "
        "the pair's Euclidean distance, a mean over the pairs; Adam with weight decay; CEDAR "
        "pairs, binarised and resized in __getitem__, from a shuffled DataLoader; after each "
        "epoch a test pass over a loader that does not shuffle, the model left in train(), no "
        "no_grad; then the model saved, reloaded and 21 test pairs drawn)",
        "agree",
        (
            "batches of 8 pairs from a shuffled DataLoader, split 4 + 4; the loss is a mean of "
            "one term per pair (each pair's own distance), so one process's average over the "
            "slices; no batch norm (local response normalisation is per sample); dropout "
            "switched off for the check; no random draw in the loop (the pair index is made "
            "here, so dataset_gen's randrange is not run; it would run before any model or "
            "backward, alike on every rank); the 3 steps checked are the first epoch's"
        ),
        (
            Edit(
                "from transformers import ViTFeatureExtractor, ViTForImageClassification\n",
                "from transformers import ViTForImageClassification\n",
                "the unused ViTFeatureExtractor not imported: transformers 5 (here) has no such "
                "name (an ImportError at HEAD)",
                "models.py",
            ),
            Edit(
                "import pickle\n",
                "import pickle\n"
                "DEVICE = torch.device('cuda' if torch.cuda.is_available() else 'cpu')\n",
                "the CPU where CUDA is not there: a device for the batches (the script's "
                ".cuda() calls fail without CUDA)",
                "utils.py",
            ),
            Edit(
                "            A, B = data[0].cuda(), data[1].cuda()\n",
                "            A, B = data[0].to(DEVICE), data[1].to(DEVICE)\n",
                "the training pairs on that device",
                "utils.py",
            ),
            Edit(
                "                label = data[2].float().cuda()\n",
                "                label = data[2].float().to(DEVICE)\n",
                "the training labels on that device",
                "utils.py",
            ),
            Edit(
                "            f_a, f_b = model.forward(A.cuda(), B.cuda())\n",
                "            f_a, f_b = model.forward(A.to(DEVICE), B.to(DEVICE))\n",
                "the test pairs on that device",
                "utils.py",
            ),
            Edit(
                "        output1,output2 = model(A.cuda(), B.cuda())\n",
                "        output1,output2 = model(A.to(device), B.to(device))\n",
                "the pairs drawn after training on the model's device",
            ),
        ),
        # The readme's command (`python siamese_train.py --model_name SiameseConvNet --loss
        # BCE`), with 1 epoch (not 20) and batches of 8 (not 64).
        args=(
            "--model_name",
            "SiameseConvNet",
            "--loss",
            "BCE",
            "--epochs",
            "1",
            "--batch_size",
            "8",
        ),
        paths=("models.py", "dataset.py", "utils.py"),
        data="yanruz_cedar",
        first_sight="kept",
    ),
    Recipe(
        "vinhloiit-cedar-signet",
        *VINHLOIIT,
        "train.py",
        "signature verification (SigNet, writer-independent: a siamese CNN, shared weights "
        "over both images of a pair, convolutions with local response normalisation, max "
        "pooling, Dropout2d 0.3 and 0.5, to a 128-d embedding; a contrastive loss over the "
        "pair's Euclidean distance, a mean over the pairs written by hand; RMSprop with "
        "momentum and weight decay, StepLR per epoch; CEDAR pairs from train.csv resized and "
        "inverted in the data set's transform, a shuffled DataLoader; evaluation each epoch "
        "under no_grad in eval(), a checkpoint each epoch)",
        "agree",
        (
            "batches of 4 pairs from a shuffled DataLoader, split 2 + 2; the loss is a mean of "
            "one term per pair (each pair's own distance), so one process's average over the "
            "slices; no batch norm (local response normalisation is per sample); dropout "
            "switched off for the check; no random draw in the loop (seeded at the top); the "
            "evaluation pass (no_grad, eval(), a loader that does not shuffle) runs whole on "
            "every rank"
        ),
        (
            Edit(
                "    num_epochs = 20\n",
                "    num_epochs = 1\n",
                "one epoch (not 20): 3 steps over the 12 training pairs made here",
            ),
            Edit(
                "shuffle=is_shuffle, num_workers=12, pin_memory=True)",
                "shuffle=is_shuffle, num_workers=0, pin_memory=True)",
                "no loader workers (not 12): 2 cores here",
                "data.py",
            ),
        ),
        # The readme's `python3 train.py` (after data/cedar.sh downloads CEDAR and
        # prepare_data.py writes the splits), with batches of 4 pairs (not 32).
        args=("--batch_size", "4"),
        paths=("model.py", "data.py", "metrics.py"),
        data="vinhloiit_cedar",
        first_sight="kept",
    ),
    Recipe(
        "dogoulis-faces-resnet50-detector",
        *DOGOULIS,
        "src/train.py",
        "image forgery detection (generated human faces told from real ones: timm's ResNet-50 "
        "from scratch, batch norm, drop path 0.1, one logit; BCEWithLogitsLoss, a mean over "
        "the batch; AdamW, StepLR per epoch; autocast and a GradScaler where the config asks "
        "fp16, on the CPU disabled; albumentations 1.x in __getitem__: a random resized crop, "
        "a random crop, a flip, normalisation; two folders listed into CSVs and split with "
        "scikit-learn before the model trains; a shuffled DataLoader; validation each epoch "
        "under no_grad in eval(), the best checkpoint saved; Weights & Biases logging, "
        "disabled by the config)",
        "agree",
        (
            "batches of 4 from a shuffled DataLoader, split 2 + 2; the loss is a mean of one "
            "term per image, so one process's average over the slices; the crops and flips are "
            "the data's, drawn in __getitem__ with Python's random (albumentations 1.x), seeded "
            "per sample; the split into CSVs is drawn before training, alike on every rank; "
            "drop path's mask is drawn by hand in the forward (x.new_empty(...).bernoulli_) and "
            "replaced by its mean for the check; batch norm per rank named beside the agree"
        ),
        (
            Edit(
                "folders: {'/Users/pantelisdogoulis/Desktop/tumor_detection/brain/yes': 1,\n"
                "'/Users/pantelisdogoulis/Desktop/tumor_detection/brain/no': 0,}\n",
                "folders: {'images/fake': 1,\n'images/real': 0,}\n",
                "the two folders made here (the config names the author's)",
                "conf_files/train_args.yaml",
            ),
            Edit(
                "aug: 'geometric'\n",
                "aug: 'geometric'\nflag: False\n",
                "the config's missing flag set (train.py reads args['flag'], which the "
                "config does not hold: a KeyError at HEAD, found by the second plain run); "
                "False lists the two folders into CSVs, the config's way",
                "conf_files/train_args.yaml",
            ),
            Edit(
                "batch_size: 32\n",
                "batch_size: 4\n",
                "batches of 4 (not 32)",
                "conf_files/train_args.yaml",
            ),
            Edit(
                "workers: 8\n",
                "workers: 0\n",
                "no loader workers (not 8): 2 cores here",
                "conf_files/train_args.yaml",
            ),
            Edit(
                "                      A.augmentations.transforms.HorizontalFlip(),\n",
                "                      A.HorizontalFlip(),\n",
                "the flip from albumentations' top level: 1.3 (here) keeps it under "
                "augmentations.geometric, not augmentations.transforms (an AttributeError "
                "at HEAD, found by the first plain run)",
                "src/dataset/augmentations.py",
            ),
        ),
        # The readme's usage, `train.py -cf CONF`, with the repository's config (its one
        # training config; one epoch, ResNet-50, no pretrained weights, W&B disabled), run
        # from src/.
        args=("-cf", "../conf_files/train_args.yaml"),
        files={"wandb.py": WANDB_STAND_IN},
        paths=("src/dataset", "conf_files/train_args.yaml"),
        data="dogoulis_faces",
        names="batch norm per rank",
    ),
    Recipe(
        "chelsaydi-stego-hidden-cnn",
        *CHELSAYDI,
        "deep_stego_baseline/train.py",
        "steganography with neural networks (a HiDDeN-style baseline: an encoder CNN with "
        "batch norm takes the cover image and the payload bits tiled into a map and adds a "
        "tanh-bounded residual; a decoder CNN with batch norm and global pooling reads the "
        "bits back; the loss is the cover's MSE plus 10 times BCEWithLogits over the bits, "
        "both means; one Adam over both networks; a random payload per image drawn each step "
        "with torch.randint(0, 2, (B, bits)) in the loop; the repository's own images resized "
        "in the data set; a shuffled DataLoader; validation each epoch in eval() under "
        "no_grad, a checkpoint each epoch)",
        "agree",
        (
            "batches of 8 from a shuffled DataLoader, split 4 + 4; both terms are means over "
            "elements of equal-sized slices, so one process's average; the payload is drawn in "
            "the loop a row per image (torch.randint with the batch's rows leading), made for "
            "the check from a stream keyed by the batch, each rank keeping its rows; batch norm "
            "per rank named beside the agree; the validation pass (eval(), no_grad, a loader "
            "that does not shuffle) runs whole on every rank"
        ),
        (),
        # The readme's `python train.py --data_dir data/train --val_dir data/val --epochs 5
        # --bpp 0.1` on the images the repository ships (125 training, 19 validation), with
        # 1 epoch (not 5) and 64-pixel images (not 256: 409 bits an image at 0.1 bpp).
        args=(
            "--data_dir",
            "data/train",
            "--val_dir",
            "data/val",
            "--epochs",
            "1",
            "--bpp",
            "0.1",
            "--size",
            "64",
        ),
        paths=(
            "deep_stego_baseline/dataset.py",
            "deep_stego_baseline/payload.py",
            "deep_stego_baseline/models/cnn_hidden.py",
            "deep_stego_baseline/utils/metrics.py",
            "deep_stego_baseline/data/train",
            "deep_stego_baseline/data/val",
        ),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "thuyngch-casia-mobilenetv2-patches",
        *THUYNGCH,
        "train_MBN2_orig.py",
        "image forgery detection (authentic against tampered 64 x 64 patches of CASIA-v2: "
        "MobileNetV2 from scratch, batch norm, dropout 0.2 before its classifier; "
        "CrossEntropyLoss; SGD with Nesterov momentum; torchvision's ImageFolder with a "
        "random horizontal flip in the transform; a shuffled DataLoader; torchsummary's "
        "summary of the model before training (a forward of a random batch of 2); each epoch "
        "a validation pass in eval() over a loader that does not shuffle, a checkpoint, "
        "metrics saved with scipy, TensorBoard logging through TensorFlow 1's summaries, "
        "early stopping)",
        "agree",
        (
            "batches of 8 patches from a shuffled DataLoader, split 4 + 4; the loss is a mean "
            "of one term per patch, so one process's average over the slices; the flips are "
            "the data's, drawn in __getitem__, seeded per sample; torchsummary's forward before "
            "the optimizer trains nothing (no backward), its random input drawn alike on every "
            "rank; dropout switched off for the check; batch norm per rank named beside the "
            "agree; the validation pass (eval(), a loader that does not shuffle) runs whole on "
            "every rank"
        ),
        (
            Edit("BATCH_SZ = 64\n", "BATCH_SZ = 8\n", "batches of 8 (not 64)"),
            Edit(
                "\tn_workers=cpu_count(),\n\tpin_memory=True,\n\tshuffle=True,\n",
                "\tn_workers=0,\n\tpin_memory=True,\n\tshuffle=True,\n",
                "no loader workers for training (not one a core): 2 cores here",
            ),
            Edit(
                "\tn_workers=cpu_count(),\n\tpin_memory=True,\n\tshuffle=False,\n",
                "\tn_workers=0,\n\tpin_memory=True,\n\tshuffle=False,\n",
                "no loader workers for validation",
            ),
            Edit(
                "summary(model, input_size=(3, args.patch_sz, args.patch_sz))\n",
                "summary(model, input_size=(3, args.patch_sz, args.patch_sz), "
                "device=DEVICE.type)\n",
                "the CPU where CUDA is not there: torchsummary's summary builds its input as "
                "CUDA tensors unless told the device",
            ),
        ),
        # No command in the readme; train_MBN2_orig.py trains the MobileNetV2 from scratch
        # that the hit (deepwiki.com's page on its training, backup/MBN2-RGB/cfg.py) describes,
        # on RGB 64-pixel patches; 1 epoch (not 50).
        args=("--n_epochs", "1"),
        files={"tensorflow.py": TENSORFLOW_STAND_IN},
        paths=(
            "utils/MobileNetV2_pretrained_imagenet.py",
            "utils/logger.py",
            "utils/learning.py",
        ),
        data="thuyngch_patches",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "secc-stega-char-lstm",
        *SECC,
        "python/train model/train_model_bin.py",
        "steganography with neural networks (text steganography: the character-level language "
        "model whose next-character choices carry the secret bits; a 2-layer LSTM with "
        "dropout 0.5 between its layers over one-hot characters and a linear head; "
        "CrossEntropyLoss, a mean over the batch's characters; Adam; no DataLoader: the text "
        "one-hot encoded with scikit-learn and cut by hand into batch_size rows read in "
        "windows of seq_len, the hidden state carried (detached) from window to window; "
        "validation each epoch under no_grad in eval(); the loss curves plotted, the model "
        "saved)",
        "agree",
        (
            "no DataLoader: the windows are sliced by hand, the same on every rank, so every "
            "rank trains on each whole batch, as one process (warned: no speed-up); the hidden "
            "state fed back is computed alike on every rank; nothing is drawn at random in the "
            "loop (random is imported for random_grouping, which training never calls), so "
            "the check goes past its 3 steps to at most 8 and finds nothing drawn; the LSTM's "
            "dropout between layers switched off for the check"
        ),
        (
            Edit(
                "import utils\n",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname(__file__), "
                "'..', 'common'))\nimport utils\n",
                "the repository's python/common on the path, where utils.py is (its experiments "
                "import it from there)",
            ),
            Edit(
                "    hidden_size = 512\n",
                "    hidden_size = 128\n",
                "a hidden size of 128 (not 512)",
            ),
            Edit("    batch_size = 128\n", "    batch_size = 16\n", "16 rows a batch (not 128)"),
            Edit("    seq_len = 100\n", "    seq_len = 25\n", "windows of 25 characters (not 100)"),
            Edit(
                "    epochs = 100\n",
                "    epochs = 1\n",
                "one epoch (not 100): 10 steps over the 4,000 training characters made here",
            ),
        ),
        # The readme (readme.txt) names train_model_bin.py among the training functions of
        # "train model" and gives no command: `python train_model_bin.py`, run from its
        # folder.
        paths=("python/common/utils.py", "python/common/shakespeare.txt"),
        data="secc_text",
        first_sight="kept",
    ),
    Recipe(
        "jianyao-mnist-3s-backdoor",
        *JIANYAO,
        "MNIST/train_3sattack_torch.py",
        "backdoor attack (the triple-stealthy attack on MNIST: a trigger found with Grad-CAM "
        "on a clean model and kept in the DCT domain, one forward and one backward of that "
        "model per trigger; 500 training digits poisoned with it and relabelled 7, the data "
        "shuffled with NumPy's global stream reseeded from np.random.randint between steps, "
        "all before the model trains; a small CNN without batch norm or dropout trained on the "
        "poisoned set; CrossEntropyLoss; Adam, LambdaLR per epoch; a shuffled DataLoader over "
        "a TensorDataset; accuracy, test accuracy and attack success rate each epoch under "
        "no_grad in eval(); the best model saved)",
        "cannot tell",
        (
            "Grad-CAM's backward through the clean model (target.backward() in "
            "GradCAM.generate_cam) is the script's first backward, and no DataLoader pass has "
            "begun before it: from there each rank draws from its own streams, so the "
            "np.random.randint seeds and np.random.shuffle calls that pick and shuffle the "
            "poisoned set after it are each rank's own, and the ranks hold other data than "
            "one process (the loader's order, drawn from rank 0's streams, indexes other "
            "tensors on each rank): cannot tell, naming NumPy's draws; batches of 128 from a "
            "shuffled DataLoader, the loss a mean over the batch, no batch norm, no dropout; "
            "the accuracy passes start under no_grad and run whole"
        ),
        (
            Edit(
                "    model = MNIST_CNN().to(device)\n    summary(model, input_size=(1, 28, 28))\n"
                "    learning_rate = 0.001\n    num_epochs = 50\n",
                "    model = MNIST_CNN().to(device)\n"
                "    summary(model, input_size=(1, 28, 28), device=device.type)\n"
                "    learning_rate = 0.001\n    num_epochs = 1\n",
                "one epoch (not 50): 5 steps over the 640 digits made here; and the CPU where "
                "CUDA is not there (torchsummary builds its input as CUDA tensors unless told "
                "the device)",
            ),
        ),
        # Readme_MNIST.txt: download MNIST, run data_process.py, then train_3sattack_torch.py
        # (`python train_3sattack_torch.py` from MNIST/; data made here in data_process.py's
        # form).
        paths=("MNIST/GradCAM.py",),
        data="jianyao_mnist",
        names="np.random",
        first_sight=(
            "broken: cannot tell: the run on 2 ranks stopped: rank 1 failed: error: argument "
            "out of range (at _npyio_impl.py:790) (rank 1 stopped in np.savez of the poisoned "
            "test set, zipfile's end record; the recipe wrote cannot tell naming NumPy's draws, "
            "which the run did name as drawn in the training loop)"
        ),
    ),
    Recipe(
        "miae-cifar10-target-resnet56",
        *MIAE,
        "experiment/mia_comp/obtain_pred.py",
        "membership inference attack (the target model whose members the attacks later "
        "infer: obtain_pred.py --train_target_model, as prepare_target.sh runs it, a CIFAR "
        "ResNet-56 with batch norm trained on the target set's members; CrossEntropyLoss; SGD "
        "with momentum and weight decay, CosineAnnealingLR per epoch; a shuffled DataLoader "
        "with 2 workers over the pickled member set; at the first and last epoch an accuracy "
        "pass in eval() over the test loader (not shuffled) and over the shuffled training "
        "loader, neither under no_grad; the model saved; then it exits)",
        "agree",
        (
            "batches of 16 from a shuffled DataLoader, split 8 + 8; the loss is a mean of one "
            "term per image, so one process's average over the slices; the data sets are "
            "unpickled before training, alike on every rank; no random draw in the loop; batch "
            "norm per rank named beside the agree; the 3 steps checked come before the "
            "accuracy passes (the shuffled training loader's pass in eval() without no_grad "
            "trains nothing: no backward)"
        ),
        (
            Edit(
                "parser.add_argument('--device', type=str, default='cuda',",
                "parser.add_argument('--device', type=str, default='cuda' if "
                "torch.cuda.is_available() else 'cpu',",
                "the CPU where CUDA is not there (the script's default device is CUDA, which "
                "prepare_target.sh does not change)",
            ),
        ),
        # experiment_scripts/prepare_target.sh's target-model command (the readme's
        # experiments start there), for cifar10 and resnet56, run from experiment/mia_comp:
        # 1 epoch (not 60), batches of 16 (not 512), the data saved by its --save_dataset run
        # made here instead.
        args=(
            "--train_target_model",
            "True",
            "--dataset",
            "cifar10",
            "--target_model",
            "resnet56",
            "--seed",
            "0",
            "--delete-files",
            "True",
            "--data_aug",
            "True",
            "--attack_epochs",
            "1",
            "--target_epochs",
            "1",
            "--data_path",
            "data/miae_standard_exp/target",
            "--shuffle_seed",
            "1",
            "--batch_size",
            "16",
        ),
        paths=(
            "miae",
            "experiment/models.py",
            "experiment/mia_comp/datasets.py",
            "experiment/mia_comp/same_attack_different_signal/top_k_shokri_mia.py",
        ),
        data="miae_cifar10",
        names="batch norm per rank",
        first_sight="kept",
    ),
)
