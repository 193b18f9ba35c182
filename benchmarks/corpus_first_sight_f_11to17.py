"""Batch f, topics (11) to (17): batch f's rule (corpus_first_sight_f.py's docstring,
part 1 verbatim there, part 2 naming the topics) applied to semantic segmentation, object
detection, time series forecasting with LSTM, recommender system matrix factorization,
sequence-to-sequence machine translation, meta-learning MAML, and text classification with
LSTM. At first sight 5 of 6 kept.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes, the
tree at ae124a3, 2026-11-28, one at a time, each once, --timeout 600 for the load of the
helpers' plain runs beside it), before any change made for it.

Read as batches c, d and e read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address; a page of another
host names none. "In the corpus" is any repository named in corpus_recipes.py,
corpus_first_sight_*.py or another helper's draft_f_*.py. Ranks are the results' own. Per
topic, in the order the results came:

11. Semantic segmentation, `code`: nimuh/deep-learning (rank 1, segnet/train.py) is not in the
   corpus and was taken (HEAD f84c96255d38ffdf0bf564d0f51b9886305800c7). Its readme runs
   nothing and names the segnet folder as the source of its segmentation report; the hit's
   script is segnet/train.py (the stored hit is an older form on random tensors; at HEAD it
   trains SegNet on torchvision's Cityscapes, which is read from a local folder: made here).
   wandb, imported at the top and used only with the `monitor` argument, is not installed: the
   corpus's stand-in module (as for Pytorch-UNet). Plain run: 100 s, ended without error.
   The other results were not needed.
12. Object detection, `code`: MbassiJaphet/pytorch-for-information-extraction (rank 1,
   tutorial/static/code-snippets/detection_model_train.py; HEAD
   4e8eea92140df806c2a82c8fa3db4afaf13e66db) skipped, no training script: the training is the
   notebook code/tutorial.ipynb; the code-snippets folder holds its cells as fragments for the
   tutorial's website (the hit calls train_detection_model, defined in another fragment, on
   names no file defines), and its Mask R-CNN is fine-tuned from COCO weights
   (maskrcnn_resnet50_fpn(pretrained=True)); seojeongyun/Mask_R_CNN_finetune (rank 2, HEAD
   489a1fc36597c337522e0c19919b5d55e5724c19) skipped, weights from the hub: main.py's trainer
   (engine/engine_rcnn.py) builds fasterrcnn_resnet50_fpn(weights="DEFAULT"), with no option
   to build it untrained; qvuer7/CV_main_problems (rank 3, HEAD
   f505d56dde5fbd365c736a138ae48d94499f39db) skipped, weights from the hub: train.py's
   detection task builds fasterrcnn_resnet50_fpn(pretrained=True) and freezes its backbone
   (the other tasks: deeplabv3_resnet50(pretrained=True), maskrcnn_resnet50_fpn(weights=
   "DEFAULT")), with no option to build them untrained;
   VedangAsgaonkar/Machine-Learning-Notes (rank 4, HEAD
   abb56bb2bc276e9da416e28bc0c66fe36721906a) skipped, no training script: Markdown notes only;
   ranks 5-12 name no repository. `pages`: rank 2 (a code-browsing site's mirror of
   mapillary/seamseg's source, scripts/train_detection.py) names mapillary/seamseg (HEAD
   15bd0b2f23dd8c41812b6f1234f1b5796e3699f6), skipped: a compiled CUDA extension (src/bbx,
   src/nms, src/roi_sampling, each with a .cu file, built by setup.py, which its scripts
   need installed); rank 4 (the same site's mirror of detr's engine.py) names
   facebookresearch/detr (HEAD 29901c51d7fe8712168b8d0d64351170bc0f83e0), skipped, weights
   from the hub: models/backbone.py builds torchvision's ResNet with pretrained=
   is_main_process(), with no option to build it untrained; the other results (a spam page,
   manacoding.com, educative.io, silicloud.com, geekdaxue.co's translation of pytorch.org's
   tutorial, apxml.com) name no GitHub repository. Nothing taken.
13. Time series forecasting with LSTM, `code`: AICoolK8e8vC83i/
   MultiModal_RAG_Langchain-Langgraph_System (rank 1, Pytorch/lstm_forecast.md; HEAD
   0f3c39024889f396087f30e85059d592cb8933be) skipped, no training script: the hit is a
   Markdown page (its code in a fenced block), and its Pytorch folder, Markdown pages only, is
   deleted at HEAD; the repository's Python files are a LangChain app. jianzhnie/TsFormer
   (rank 2, tutorials/lstm_demo.py, examples/lstm_demo.py at HEAD
   47e362f02445ba00d5ab8db206667767e72faca7) taken: its readme runs run_autoformer.py (every
   command it shows), so that is the script, not the hit's LSTM demo; its first command
   ("Custom Informer") is an Informer on electricity.csv (a download), made here. Of that
   section's two commands the second (--embed timeF) is run: the first's time features go
   through DataFrame.drop(['date'], 1), which pandas 2 refuses, at a line the data loader
   repeats for another data set, so no edit could apply once. The readme's sizes took 16 s a
   batch here: the script's own flags, after the readme's, make the model and windows
   smaller. Plain run: 33 s, ended without error. The other results were not needed.
14. Recommender system matrix factorization, `code`: EthanRosenthal/torchmf (rank 1, its
   readme; HEAD 7832e2da4997886160ff5700f8dfa433634b1527) taken: run.py with the readme's
   command (--example explicit); utils.py downloads MovieLens 100k unless data/ml-100k.zip is
   there, made here with its u.data. Plain run: 12 s, ended without error. The other results
   were not needed.
15. Sequence-to-sequence machine translation, `code`: ImHacker890-890/LanguageAI (rank 1,
   training/train.py; HEAD eaaeb44d135f6a7aa198f2247719d80e648b5d23) skipped, no training
   script that runs: the hit is its one training file, a fragment (it uses torch without
   importing it, and src_texts, encoder, decoder, dataloader and criterion, which nothing
   defines: a NameError at its fourth line); RRisto/seq2seq (rank 2; HEAD
   10ca91bd37a5b765bfddd132938532c2f16e758d) taken: its readme points to the notebook
   example_seq2seq.ipynb, whose export the repository holds as example_seq2seq.py (the same
   pipeline on data/eng-fra_sub.txt, in the repository). spaCy is installed from PyPI
   (3.8.18) for its tokenizer, with spacy.blank for spaCy 2's downloaded 'en' and 'fr' models
   (only their tokenizer is used). Its attention scores each (sample, position) in a Python
   loop, some 12 to 24 s a batch of 100 on this machine: the pairs file is cut to its first
   300 lines (three batches). Plain run: 99 s (401 s with the whole file), ended without
   error. The other results were not needed.
16. Meta-learning MAML, `code`: chiennv2000/Meta-Learning (rank 1,
   optimization-based/Meta-SGD/train.py; HEAD 00ce14d7ef96fd7f53a102fe90b62510040e2b5e)
   skipped, another framework: its MAML, Meta-SGD and CAVIA are written in NumPy (no file
   imports torch); Eurus-Holmes/LIS-YNP (rank 2, tutorials/03-advanced/meta-learning/
   mnist_demo.py; HEAD cb142de3c73d4d6260f45ee40d3a5019b487bd9d) skipped, no training script
   that runs: the hit, the folder's one script, is a fragment (torchvision, Net and
   num_iterations used, never imported or defined: a NameError at its third line; its
   learn2learn TaskGenerator is gone from learn2learn 0.2); TescaF/MAML-Pytorch (rank 3, its
   readme; HEAD 6be40ee56e5318db418d25d93e7678d860295cac) taken: regression_train.py with the
   readme's first training command (UMD Affordances, --leave_out=6). It reads pickles of
   VGG-16 features of the UMD part-affordance images and of grasp transforms from absolute
   paths under /home/tesca, not in the repository: their layout is read off affordances.py
   (a feature vector per object; per affordance, [affordance, (x, y, angle), (x, y)] per
   object) and made here, the paths pointed at them by an edit. Plain run: 30 s, ended
   without error. The other results were not needed.
17. Text classification with LSTM, `code`: mahmoodn/gpu-bench-suite (rank 1,
   pytorch/text_classification/README.md; HEAD 03869ae6c52ff8ca37e72c72d0fd13e94ceebde8)
   skipped, a package the registry lacks: the readme's main.py (an EmbeddingBag classifier on
   AG News) reads torchtext's legacy torchtext.datasets.text_classification, which no
   torchtext installable beside torch 2.14 has (as batch b found for the legacy Field); rank 2
   names no repository; bill-kalog/sent_classification_pytorch (rank 3; HEAD
   6997661fdefbdb8641ef9d5139677f4a6a7806bf) skipped, the same: its training script
   my_tests1.py is built on torchtext's legacy data (Field) and datasets; MananChandna/
   AWS-Datalake (rank 4, Machine_learning/Training/train.py; HEAD
   2a75c6bee0315b9dd990c005bafac5708384e21b) taken. The readme names that train.py as the
   script SageMaker runs, but it cannot train: it iterates DataLoader(DataFrame), whose [0]
   selects a column (a KeyError before any step), and feeds a CSV's rows to an LSTM of 300
   features. Read as batch d read Doctor-Dong/Deep_learning (the script of the hit's folder
   that trains), the script is the folder's updated_train.py, the same LSTM classifier with a
   Dataset and SageMaker's arguments. Its train.csv (tweets from the author's Twitter
   pipeline) is made here; the script reads only its `sentiment` label and draws the inputs
   at random. Plain run: 14 s, ended without error. The other results were not needed.

One package was installed for these scripts: spaCy 3.8.18 from PyPI, into the project's
virtual environment (rristo-seq2seq-attention's tokenizer). Each prepared script (corpus.py's
extract and prepare) ran once more in one plain python process after its last change, with the
cwd corpus.py gives it; the times are in the comments above the recipes, on a machine that
other work kept loaded (load average 5 to 16 on 2 cores).
"""

from __future__ import annotations

from corpus_recipes import WANDB_STAND_IN, Edit, Recipe

NIMUH = ("nimuh/deep-learning", "f84c96255d38ffdf0bf564d0f51b9886305800c7")
TSFORMER = ("jianzhnie/TsFormer", "47e362f02445ba00d5ab8db206667767e72faca7")
TORCHMF = ("EthanRosenthal/torchmf", "7832e2da4997886160ff5700f8dfa433634b1527")
RRISTO = ("RRisto/seq2seq", "10ca91bd37a5b765bfddd132938532c2f16e758d")
TESCAF = ("TescaF/MAML-Pytorch", "6be40ee56e5318db418d25d93e7678d860295cac")
DATALAKE = ("MananChandna/AWS-Datalake", "2a75c6bee0315b9dd990c005bafac5708384e21b")
RAGGED = (
    "NumPy 1.24 and later refuse an array of lists of unequal lengths unless asked for "
    "objects, which is what older NumPy made of them"
)

SHORTER = "a shorter run on 2 CPU processes"

RECIPES: tuple[Recipe, ...] = (
    # Plain run (one python process, no multigpu): ended without error in 100 s, the machine
    # loaded (load average 10 on 2 cores); 164 s before the batch of 8 and the single epoch.
    Recipe(
        "nimuh-segnet-cityscapes",
        *NIMUH,
        "segnet/train.py",
        "vision (semantic segmentation: SegNet, 13 conv and 13 transposed-conv layers with batch "
        "norm, max-unpooling by the pooling indices, on Cityscapes' 34 label ids resized to "
        "64x64, a shuffled DataLoader, pixel-wise CrossEntropyLoss, SGD with momentum, IoU by "
        "sklearn's jaccard_score per batch; the criterion moved by .cuda())",
        "agree",
        "its shuffled DataLoader's batches are split; the loss is the mean over pixels, and "
        "every image has as many pixels, so the ranks' mean is one process's; no random draw "
        "in the model; " + "batch norm per rank, named beside the agree",
        (
            Edit("EPOCHS = 500", "EPOCHS = 1", SHORTER + " (one epoch: three batches, 24 images)"),
            Edit(
                "BATCH_SIZE = 16",
                "BATCH_SIZE = 8",
                SHORTER + ": SegNet's 62 million weights took some 30 s a batch of 16 on this "
                "busy CPU",
            ),
        ),
        paths=("segnet/model.py",),
        files={"wandb.py": WANDB_STAND_IN},
        data="cityscapes_fine",
        first_sight="kept",
    ),
    # Plain run (one python process, no multigpu): ended without error in 33 s (441 s with
    # the readme's sizes: 22 batches of 16 s).
    Recipe(
        "tsformer-informer-ecl",
        *TSFORMER,
        "run_autoformer.py",
        "time series (forecasting: Informer, an encoder-decoder transformer whose ProbSparse "
        "attention samples keys with torch.randint in its forward, distilling conv layers with "
        "batch norm, dropout 0.05, on sliding windows of hours predicting the next hours of "
        "one column of a CSV, time features, a shuffled DataLoader, MSE, Adam, early stopping "
        "on the validation loss with a checkpoint reloaded at the end)",
        # Expected `differ` until 2026-12-01, when draws of the loop alone came to give
        # `cannot tell` (docs/run.md, "No verdict from the loop's own draws"); not run
        # again since.
        "cannot tell",
        "its shuffled DataLoader's batches are split and MSE is a mean over equal windows, but "
        "ProbSparse attention (tsformer/models/layers/attn.py, _prob_QK) draws the keys it "
        "samples with torch.randint in every forward, one draw of (queries, samples) for the "
        "whole batch: once the ranks' streams part each rank draws its own where one process "
        "draws once, so the queries each rank keeps differ from one process's; a correct "
        "verdict names the draw (batch norm per rank besides; dropout switched off for the "
        "check)",
        (
            Edit(
                "self.val_loss_min = np.Inf",
                "self.val_loss_min = np.inf",
                "np.Inf is gone in NumPy 2",
                file="tsformer/utils/tools.py",
            ),
        ),
        # The readme's second "Custom Informer" command (its first, --embed fixed, reads
        # the time features by DataFrame.drop(['date'], 1), which pandas 2 refused, at a line
        # its data loader repeats for another data set, so that no edit applies once).
        args=(
            *[
                "--is_training",
                "1",
                "--root_path",
                "./data/electricity/",
                "--data_path",
                "electricity.csv",
                "--model_id",
                "ECL",
                "--model",
                "informer",
                "--data",
                "custom",
                "--features",
                "S",
                "--seq_len",
                "96",
                "--label_len",
                "48",
                "--pred_len",
                "96",
                "--e_layers",
                "2",
                "--d_layers",
                "1",
                "--factor",
                "3",
                "--enc_in",
                "1",
                "--dec_in",
                "1",
                "--c_out",
                "1",
                "--embed",
                "timeF",
                "--des",
                "Exp",
                "--itr",
                "1",
            ],
            # A shorter run on 2 CPU processes: the readme's command took 16 s a batch of 32
            # here (d_model 512, d_ffn 2048, windows of 96 + 96): its own flags, given after
            # the readme's, make a smaller Informer on shorter windows, one epoch.
            *[
                "--train_epochs",
                "1",
                "--seq_len",
                "48",
                "--label_len",
                "24",
                "--pred_len",
                "24",
                "--d_model",
                "64",
                "--d_ffn",
                "256",
                "--batch_size",
                "16",
            ],
            *("--num_workers", "0"),  # the loader's 10 worker processes, on 2 cores
        ),
        names="torch.randint",
        paths=("tsformer",),
        data="tsformer_electricity",
        first_sight=(
            "broken: differ (3.3e-4), naming no draw: ProbAttention's "
            "torch.randint in the forward, drawn per rank, left unnamed"
        ),
    ),
    # Plain run (one python process, no multigpu): ended without error in 12 s.
    Recipe(
        "torchmf-explicit",
        *TORCHMF,
        "run.py",
        "recommender (explicit matrix factorization on MovieLens 100k: user and item embeddings "
        "and biases, dropout on the embeddings, a Dataset over a sparse COO ratings matrix, a "
        "shuffled DataLoader of (user, item) pairs, MSELoss(reduction='sum'), Adam with weight "
        "decay; the seed set after the model is built; the module overrides __call__ with its "
        "forward, so nn.Module's hooks never run)",
        "agree",
        "its shuffled DataLoader's batches are split; the loss is a sum over the batch (as "
        "examples-vae's), every rating one sample; the dropout on the embeddings switched off "
        "for the check; no batch norm: one process's training",
        (
            Edit(
                "optimizer=torch.optim.Adam, n_epochs=40",
                "optimizer=torch.optim.Adam, n_epochs=3",
                SHORTER + " (three epochs of two batches)",
            ),
        ),
        args=("--example", "explicit"),  # the readme's command
        paths=("torchmf.py", "utils.py", "metrics.py"),
        data="movielens_100k",
        first_sight="kept",
    ),
    # Plain run (one python process, no multigpu): ended without error in 99 s, the machine
    # loaded (401 s with the whole pairs file: 17 batches).
    Recipe(
        "rristo-seq2seq-attention",
        *RRISTO,
        "example_seq2seq.py",
        "NLP (French to English translation: a bidirectional GRU encoder over packed padded "
        "sequences and a GRU decoder with Luong dot attention, stepped a token at a time; "
        "teacher forcing chosen per step with random.random in the learner's forward; a "
        "collate that sorts and pads the batch; a cross-entropy masked by the targets' "
        "lengths, summed and divided by the batch's tokens; one Adam for the encoder and one "
        "for the decoder, gradient norms clipped; the pairs file in the repository, tokenized "
        "by spaCy)",
        # Expected `differ` until 2026-12-01, when draws of the loop alone came to give
        # `cannot tell` (docs/run.md, "No verdict from the loop's own draws"); not run
        # again since.
        "cannot tell",
        "its DataLoader's batches (in order) are split, and the masked loss is a mean over the "
        "batch's tokens, but teacher forcing is drawn with Python's random.random at every "
        "decoder step in the forward: from the ranks' first backward on each rank draws its "
        "own where one process draws once for the batch, so no run of 2 ranks computes one "
        "process's steps; a correct verdict names the draw (the GRUs' dropout switched off for "
        "the check)",
        (
            Edit(
                "learner.fit(20, show_attention_every=5)",
                "learner.fit(1, show_attention_every=5)",
                SHORTER + " (one epoch)",
            ),
            Edit(
                "self.tok = spacy.load(self.lang)",
                "self.tok = spacy.blank(self.lang)",
                "spaCy 2's shortcut names 'en' and 'fr' load models downloaded apart (gone in "
                "spaCy 3); only their tokenizer is used, which spacy.blank builds from the same "
                "language rules",
                file="seq2seq/data/tokenizer.py",
            ),
            Edit(
                "toks_id = np.array([vocab.numericalize(text) for text in toks])",
                "toks_id = np.array([vocab.numericalize(text) for text in toks], dtype=object)",
                RAGGED,
                file="seq2seq/data/data_manager.py",
            ),
            Edit(
                "self.toks = np.array(self.toks)[idxs_to_keep].tolist()",
                "self.toks = np.array(self.toks, dtype=object)[idxs_to_keep].tolist()",
                RAGGED,
                file="seq2seq/data/data_manager.py",
            ),
        ),
        paths=("seq2seq", "data/eng-fra_sub.txt"),
        data="rristo_pairs_fewer",
        first_sight="kept",
    ),
    # Plain run (one python process, no multigpu): ended without error in 30 s.
    Recipe(
        "tescaf-maml-affordances",
        *TESCAF,
        "regression_train.py",
        "meta-learning (MAML regression of grasp poses from image features: an MLP with batch "
        "norm written as a functional learner, an inner loop of 5 SGD steps on each task's "
        "support set by torch.autograd.grad on the last layers, the query losses averaged over "
        "4 tasks and stepped by Adam inside the model's forward; the tasks drawn per step by "
        "the data set's own NumPy RandomState, no DataLoader)",
        "agree",
        "no DataLoader: each step's tasks are drawn by the data set's own RandomState(222), "
        "the same on every rank, so every rank trains on the whole meta-batch (no speed-up): "
        "one process's training, batch norm on the same samples",
        (
            Edit(
                "    torch.cuda.synchronize()\n    torch.manual_seed(222)\n"
                "    torch.cuda.synchronize()\n    torch.cuda.manual_seed_all(222)\n"
                "    torch.cuda.synchronize()\n",
                "    torch.manual_seed(222)\n    torch.cuda.manual_seed_all(222)\n",
                "CPU: torch.cuda.synchronize() fails without CUDA",
            ),
            Edit(
                "    device = torch.device('cuda')\n    torch.cuda.synchronize()\n",
                "    device = torch.device('cpu')\n",
                "CPU: the script names cuda (its own CPU line is commented out above it)",
            ),
            Edit(
                "torch.autograd.Variable(torch.cuda.FloatTensor([1.0, 1.0, 1.0])",
                "torch.autograd.Variable(torch.FloatTensor([1.0, 1.0, 1.0])",
                "CPU: the loss weights are made as a CUDA tensor in the forward",
                file="meta.py",
            ),
            Edit(
                "        with open(fts_loc, 'rb') as handle:",
                "        fts_loc = os.path.join('data', 'affordances', os.path.basename(fts_loc))\n"
                "        obj_loc = [os.path.join('data', 'affordances', os.path.basename(loc)) "
                "for loc in obj_loc]\n"
                "        with open(fts_loc, 'rb') as handle:",
                "the features and transforms are read from absolute paths under /home/tesca: "
                "the same files' names under data/affordances, made here",
                file="affordances.py",
            ),
        ),
        # The readme's first training command (UMD Affordances), without its `| tee`.
        args=(
            *[
                "--func_type=affordances",
                "--split_cat=1",
                "--task_num=4",
                "--tuned_layers=6",
                "--k_spt=5",
                "--k_qry=5",
                "--epoch=30000",
                "--update_lr=0.001",
                "--leave_out=6",
            ],
            "--epoch=3",  # a shorter run on 2 CPU processes
        ),
        paths=(
            "meta.py",
            "learner.py",
            "affordances.py",
            "categorized_grasps.py",
            "leave_out_grasps.py",
        ),
        data="tescaf_affordances",
        first_sight="kept",
    ),
    # Plain run (one python process, no multigpu): ended without error in 14 s.
    Recipe(
        "datalake-lstm-sentiment",
        *DATALAKE,
        "Machine_learning/Training/updated_train.py",
        "NLP (sentiment classification with an LSTM over 50 steps of 300 features, the last "
        "hidden state into a linear layer; a Dataset over a CSV of tweets that reads only the "
        "label and draws each sample's inputs with NumPy's global np.random.rand in "
        "__getitem__; a shuffled DataLoader, CrossEntropyLoss, Adam)",
        "agree",
        "its shuffled DataLoader's batches are split; the inputs drawn in __getitem__ are the "
        "data's (a draw made while a sample is loaded), each sample's seeded by its index for "
        "the check; the loss is a mean over equal samples; no dropout, no batch norm: one "
        "process's training",
        (),
        args=(
            "--data_dir",
            "data",
            "--model_dir",
            "model",  # SageMaker's channels under /opt/ml
            "--epochs",
            "1",  # a shorter run on 2 CPU processes (three batches of 32)
        ),
        data="datalake_sentiment",
        first_sight="kept",
    ),
)
