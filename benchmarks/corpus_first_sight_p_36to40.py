"""Batch p, topics (36) to (40): batch p's rule (corpus_first_sight_p.py's docstring, verbatim
there) applied to video captioning, multimodal sentiment analysis, semantic role labeling,
machine reading comprehension and dense passage retrieval. Six scripts from six repositories:
two for each of topics 36, 37 and 40; none for topics 38 and 39 (every result of `code` and
`pages` was skipped, in the corpus, or named no repository).
At first sight 3 of 6 kept, no silent wrong result: three `agree`; three broken: a `differ`
that is right but does not name its cause (the loss mixes the batch's samples), and two runs
whose ranks stopped (DPR, two forks at one commit; see Doubts).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/p_H), until it ended without error,
holding the batch's lock (/tmp/p_lock); its time is given below, with the load of the 2-core
machine, shared with the other helpers' runs.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtp, 53f3b79, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900, from /tmp/p_runs/NAME), before any change made for it.

Installed into .venv from PyPI (--no-deps; none adds a top-level module of a generic name:
`pip show -f`): lifelines 0.30.3 and the modules it imports, autograd 1.9.1, autograd-gamma
0.5.0 (autograd_gamma), formulaic 1.2.2, interface-meta 2.0.1 (interface_meta) and wrapt 2.5.2
(quanghieu31/multimodal-ccRCC's concordance index and Kaplan-Meier curves); jsonlines 4.0.0
(DPR's biencoder_data.py). Stand-in written beside a script (the recipe's `files`), not
installed: spacy.py (DPR's tables.py loads spaCy's downloaded en_core_web_sm at import, for
tables, which its biencoder training never reads).

Read as batches c to o read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py or corpus_first_sight_*.py, or claimed by another
helper of batch p (/tmp/p_claims.txt; checked just before each was taken: none of those taken
was named or claimed). Ranks are the results' own. Per topic, in the order the results came:

36. Video captioning, `code` (query "video captioning pytorch training loop example"):
   pawandeep2155/Video-Captioning-Using-Object-Trajectory-Features (rank 1, README.md; HEAD
   ae54c8f5ebe63172c77691c7e3159d1d5295e3f4) taken: the readme's `python train.py ... --model
   S2VTAttModel --with_c3d 1 --dim_vid 4096`, S2VT with attention on MSR-VTT's ResNet and C3D
   features (its code is xiadingZ/video-caption.pytorch's, file for file). Made here: MSR-VTT's
   info.json, caption.json and 20 videos' frame and C3D features
   (corpus_data_p_36to40.pawandeep_msrvtt_c3d). Edits: .cuda() and torch.cuda.synchronize()
   left alone where CUDA is not there; the encoder's GRU given bidirectional as a bool. Flags:
   2 epochs of batches of 8. Plain run: 9.3 s, exit 0, at load 2.1 to 2.0 (a first try
   without the bool edit: 12.7 s, exit 1, at load 3.2: today's GRU kernel refuses the int
   flag). xiadingZ/video-caption.pytorch (rank 2, README.md; HEAD
   0597647c9f1f756202ba7ff9898ad0a26847480f) taken: train.py as the hit's readme ran it
   (`python train.py --epochs 3001 --batch_size 512 --checkpoint_path save --gpu 0,1`: the
   default S2VTModel, two stacked GRUs, on the frame features alone; the readme at HEAD gives
   the S2VTAttModel command above). Made here: the same files without C3D
   (corpus_data_p_36to40.xiadingz_msrvtt). Edits: as above, but the bool edit (its model has
   no encoder module). Flags: 2 epochs of batches of 8, one GPU's number. Plain run: 10.0 s,
   exit 0, at load 1.3. Ranks 3 on were not needed.

37. Multimodal sentiment analysis, `code` (query "multimodal sentiment analysis pytorch
   training loop example"): declare-lab/multimodal-deep-learning (rank 1, README.md; HEAD
   111b401d867c14a1dcd930fd2b2ab58a5eca3f70) skipped, a package the registry lacks and data
   from the internet: the hit is Tensor Fusion Networks' readme, whose train.py reads CMU-MOSI
   through utils.py's `mmdata`, the 2017 CMU-MultimodalDataSDK (not on PyPI: PyPI's mmdata
   0.0.1 is another project, a 2024 toolkit), which downloads the data set; the readme says
   the code "cannot be run off-the-shelf anymore". fodorad/LinMulT (rank 2,
   linmult/tests/example_train_cls_config.py; HEAD e11393400c541b5fd600480e03a4f582ec9b1a7d)
   skipped, training only in a notebook: the hit's file is not at HEAD (removed before
   "Preparation for PyPI publish"); at HEAD the repository is a library whose training
   example is examples/benchmark_urfunny.ipynb. quanghieu31/multimodal-ccRCC (rank 3,
   train.py; HEAD 571a8b658587af239efe34ca627fe14f6a5ee692) taken: the hit, train.py (the
   readme links a report and a notebook), a survival model for kidney cancer from clinical,
   RNA-seq and slide features trained with a Cox loss (multimodal, not sentiment: the rule
   takes results in order). Made here: its config.ini (gitignored), 30 patients' clinical and
   RNA-seq CSVs and slide patch features, its checkpoints/ and evaluation-results/ folders
   (corpus_data_p_36to40.quanghieu_ccrcc). Edits: batches of 8 (not 32), 2 epochs (not 5).
   Plain run: 27.9 s, exit 0, at load 1.2. raymondwmng/audioemotion (rank 4,
   toy-lstm/sentiment_model.py; HEAD 4fca157381c970ae0d6f3fd4eec4f7d6bbd08e2f) taken: the
   hit (the readme is a title), a bidirectional LSTM from CMU-MOSEI utterances' GloVe vectors
   to 7 emotion scores. Made here: its two arrays (corpus_data_p_36to40.raymond_mosei_glove).
   Edits: the CPU where CUDA is not there, no loader workers, loss.item() for a 0-dim
   loss.data[0]. Flag: --vision (at HEAD it asks for --audio or --vision). Plain run: 8.7 s,
   exit 0, at load 1.4 to 1.5 (a first try without the flag: 4.1 s, exit 0, no training: it
   printed its usage and ended).

38. Semantic role labeling, `code` (query "semantic role labeling pytorch training loop
   example"): clulab/processors (ranks 1 and 2, docs/metal-srl.md) skipped, another
   framework: the hit documents Metal's SRL trainer, Scala on DyNet, run with sbt and its
   .conf (read from the stored index, not fetched; see Doubts). PaddlePaddle/book (ranks 3
   and 4, 07.label_semantic_roles/README.md and label_semantic_roles/README.md) skipped,
   another framework (PaddlePaddle; read from the stored index). Ranks 5 to 12 name no
   repository. `pages` (the same query, 8 results): every one is a copy of PaddlePaddle's
   book chapter (gitcode.net mirrors, paddlepaddle.org, paddlepaddle.org.cn), naming
   github.com/PaddlePaddle/book (skipped above) and PaddlePaddle/Paddle (the framework, no
   SRL script). No script for this topic.

39. Machine reading comprehension, `code` (query "machine reading comprehension pytorch
   training loop example"): sooftware/nlp-tasks (rank 1) is in the corpus (batch j).
   NoneWait/MRCToolkit_with_pytorch (rank 2, README.md; HEAD
   fa3b3dfdae6836bf916f799ee5b5c89f8617096b) skipped, no training script: an unfinished
   toolkit (its readme a to-do list; a Trainer class, a BiDAF whose end logits are None, no
   entry point). YingZiqiang/PyTorch-MRCToolkit (ranks 3 and 4, README.md; HEAD
   23ec374338509a2e61d0060a43f2d6a32fe337d3) skipped, a model from the internet:
   examples/run_bidaf/main.py reads SQuAD through SquadReader, whose tokenizer module loads
   spaCy's 'en' model (downloaded) and imports stanfordnlp's CoreNLP client and jieba, and
   trains from batch generators that examples/prepare/save_batch_generator.py builds from
   SQuAD and GloVe 840B (see Doubts). Ranks 5 to 12 name no repository. `pages` (the same
   query, 8 results): nlp_architect.nervanasys.com (rank 1) names no GitHub repository;
   github.com/showlibia/pytorch-transformer (rank 2) skipped, training only in a notebook: the
   hit is its MRC notebook (transformers' Trainer on a hub model), and its readme runs no
   script (read from the stored index); github.com/taasnim/Question-Answering-CNN (rank 3;
   HEAD c3f84b1c253d567b48adba02604866db276ada4a) skipped, training only in notebooks: the
   hit is a notebook, and the .py trainers of an older commit (Unidirectional.py) are not at
   HEAD (its Transformer_Encoder_AoA/ holds modules, no entry point); oreilly.com (rank 4)
   names none; github.com/alchemine/question-answering-example (rank 5) skipped, training only
   in notebooks (extractive/huggingface/main.ipynb, memory-network's babi_eng.ipynb; read from
   the stored index); huggingface.co (rank 6, a data set's page) and oryoy.com (rank 7) name no
   GitHub repository; github.com/chaklam-silpasuwanchai/Python-fo-Natural-Language-Processing
   (rank 8) skipped, training only in a notebook (the hit's DrQA; read from the stored index).
   No script for this topic.

40. Dense passage retrieval, `code` (query "dense passage retrieval pytorch training loop
   example"): tongyao-zhu/DPR (rank 1, train_dpr_large.sh; HEAD
   a31212dc0a54dfa85d8bfa01e1669f149ac832b7, facebookresearch/DPR's newest commit: the fork's
   snapshot holds none of its own, and the hit's .sh is not at HEAD) taken: the readme's
   `python train_dense_encoder.py train_datasets=[nq_train] dev_datasets=[nq_dev]
   train=biencoder_local output_dir=...`, DPR's bi-encoder. Made here: NQ-format train and dev
   JSON, and a small BERT's config.json and vocab.txt (corpus_data_p_36to40.tongyao_dpr_nq),
   the spaCy stand-in. Edits: transformers 5 read as 4 (its else branch imports 3.x modules),
   torch's AdamW (transformers' is gone). Flags: the made files, encoder.pretrained=False
   (no weights from the hub), sequences of 32, batches of 4, 1 epoch, hydra's run folder
   left as the working folder. Plain run: 12.6 s, exit 0, at load 2.0 to 2.3 (first tries:
   3.8 s, exit 1, jsonlines missing; 5.7 s, exit 1, the stand-in's load raising; 14.6 s, exit
   1, BERT's output object read as 3.x's tuple). yeahrmek/DPR (rank 2, scripts/roberta.sh;
   HEAD a31212dc0a54dfa85d8bfa01e1669f149ac832b7, the same commit, its .sh not at HEAD
   either) taken: the same script, recipe and data. Plain run: 17.6 s, exit 0, at load 2.0.
   Ranks 3 on were not needed.

Skips: 10 (topic 36: 0; topic 37: 2; topic 38: 2; topic 39: 6; topic 40: 0), each above with
its reason, besides the repository already in the corpus (topic 39).

First sight (each run below is the script's one, in /tmp/p_runs/NAME, made after its plain run
ended without error):
- pawandeep-msrvtt-s2vt-attention: kept (`agree` with one process's computing the ranks'
  slices, 1.77e-06 at 'decoder.rnn.weight_hh_l0', within 10x its 1-ulp run, 1.27e-05; the
  data set's caption draw seeded per sample; dropout switched off at EncoderRNN.py:54 and the
  GRU's; the split itself 2.15e-05; 54.7 s).
- xiadingz-msrvtt-s2vt: kept (`agree`, 3.25e-06 at 'rnn2.weight_hh_l0', within 10x its
  1-ulp run, 6.39e-06; the caption draw seeded per sample; the GRU's dropout switched off at
  S2VTModel.py:41; 56.1 s).
- quanghieu-ccrcc-fusion-cox: broken, `differ: after 3 optimizer step(s) the parameters on 2
  ranks differ from one process's, first at 'clinical_rna_feedforward.feedforward.0.weight'
  (largest difference 0.000597; one process against itself with its rounding moved by 1 ulp
  (and each DataLoader batch's samples in reverse order, where its sampler lists them):
  1.55e-05); the script is not safe to scale as it is`, with dropout switched off at
  models.py:144 and no cause named (83.5 s). The verdict is right (the Cox loss standardises
  the scores over the batch and takes each risk set over it), but the recipe expected the
  cause named; see Doubts.
- raymond-mosei-glove-bilstm: kept (`agree: after 3 optimizer step(s) the parameters on 2
  ranks agree with one process's (largest difference 0, at 'fc.bias')`; 32.7 s).
- tongyao-nq-dpr-biencoder: broken, `cannot tell: the run on 2 ranks stopped: rank 0 failed:
  SystemExit: 1` (28.2 s): its loss's all_gather_list (taken where WORLD_SIZE is over 1)
  called dist.get_rank() (dist_utils.py:19) with no process group: `ValueError: Default
  process group has not been initialized`, which hydra turned into exit 1.
- yeahrmek-nq-dpr-biencoder: broken, the same line (31.4 s), the same stop.

Doubts for the lead:
- quanghieu-ccrcc-fusion-cox: a run the model calls right in kind but that does not say why.
  Its forward runs once per patient, on items of lists a collate_fn returns, so no forward's
  first input is the loader's batch, the run of the split is not made, and the check that
  names a loss mixing the batch's samples (the second derivative at the loss's backward over
  the slices' outputs) never runs; the verdict compares with one process alone and does not
  say that no run of the split was made, or why. A rule that cuts the batch where per-sample
  outputs are stacked (torch.stack of one output per item of the batch) would let it be
  named. Its data has every event observed: the loss returns a constant with no graph where
  a slice has none, which would stop a rank's backward.
- tongyao-nq-dpr-biencoder and yeahrmek-nq-dpr-biencoder (one commit in two forks: the lead
  may count them once): broken, and the cause is a case the documented model has no rule
  for. DPR calls init_process_group only where a local_rank is given (torch.distributed.launch
  passes --local_rank); with local_rank -1 it takes WORLD_SIZE from the environment, which
  multigpu run sets to 2, shards its data by it (shard 0 on every rank) and gathers the
  vectors for its loss through torch.distributed without a group. torchrun without the flag
  would stop there too, so the script cannot run as it is on several ranks; a correct run
  would say so in one line (or join multigpu's own group where the script first calls
  torch.distributed, as it joins it "when first needed"), not stop in the script. The recipe
  expected `cannot tell` naming Python's random (random.shuffle of the hard negatives in the
  loop, biencoder.py:185-186, after a reseed each iteration), which a run that got past the
  gather would have to say too. yeahrmek's was run after tongyao's first sight, knowing its
  outcome; its recipe is the same and was not changed for it.
- pawandeep-msrvtt-s2vt-attention: the verdict names the encoder's dropout (EncoderRNN.py:54)
  and the GRU's, not the decoder's nn.Dropout on its inputs (DecoderRNN.py:98), also in
  training; the ranks agree, so it was most likely off too, but the line does not say.
- xiadingz-msrvtt-s2vt: its code is pawandeep's (pawandeep2155's repository copies it), so
  the two recipes differ only in the model the command picks; for xiadingZ the hit's readme
  (S2VTModel, defaults) was followed, not its readme at HEAD (S2VTAttModel, as pawandeep's).
- clulab/processors (topic 38): skipped as another framework because the hit documents the
  Scala Metal trainer; the stored index also holds a PyTorch port at some commit
  (main/src/main/python/run.py, pytorch/metal.py, a hocon config), which a reader could take
  for a PyTorch training script of the same repository. YingZiqiang/PyTorch-MRCToolkit (topic
  39): the spaCy model it loads could be stood in, but its SQuAD batch generators come from a
  separate preprocessing script over SQuAD and GloVe 840B, and its tokenizer module imports
  stanfordnlp and jieba; taken as a download that cannot be made here.
- raymond-mosei-glove-bilstm: batches of 1, as written: rank 1 steps on a copy with weight 0
  (no speed-up on 2 ranks), which the `agree` does not mention.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

PAWANDEEP = (
    "pawandeep2155/Video-Captioning-Using-Object-Trajectory-Features",
    "ae54c8f5ebe63172c77691c7e3159d1d5295e3f4",
)
XIADINGZ = ("xiadingZ/video-caption.pytorch", "0597647c9f1f756202ba7ff9898ad0a26847480f")
RAYMOND = ("raymondwmng/audioemotion", "4fca157381c970ae0d6f3fd4eec4f7d6bbd08e2f")
TONGYAO = ("tongyao-zhu/DPR", "a31212dc0a54dfa85d8bfa01e1669f149ac832b7")
YEAHRMEK = ("yeahrmek/DPR", "a31212dc0a54dfa85d8bfa01e1669f149ac832b7")
# dpr/data/tables.py imports spaCy and loads its en_core_web_sm model (downloaded) at import,
# for tables; dpr/utils/tokenizers.py imports it for the evaluation's tokenizer. The
# biencoder's training on JSON questions uses neither: a stand-in module beside the script,
# whose load gives no model.
SPACY_STAND_IN = """
def load(*args, **kwargs):
    return None
"""
QUANGHIEU = ("quanghieu31/multimodal-ccRCC", "571a8b658587af239efe34ca627fe14f6a5ee692")
# A script that calls .cuda() and torch.cuda.synchronize() unguarded: on a machine without CUDA
# tensors and modules are left where they are and the synchronize does nothing. Under
# multigpu run CUDA is said to be there (a rank's GPU, or the CPU standing in for it), so this
# changes nothing there.
CPU_WITHOUT_CUDA = (
    "\nif not torch.cuda.is_available():  # the CPU where there is no GPU\n"
    "    torch.Tensor.cuda = lambda self, *args, **kwargs: self\n"
    "    torch.nn.Module.cuda = lambda self, *args, **kwargs: self\n"
    "    torch.cuda.synchronize = lambda *args, **kwargs: None\n"
)
VIDEO_CAPTION_CPU = Edit(
    "from torch.utils.data import DataLoader\n",
    "from torch.utils.data import DataLoader\n" + CPU_WITHOUT_CUDA,
    "the CPU: its loop calls torch.cuda.synchronize() and .cuda() on the model and every "
    "batch, with no flag",
)
# misc/rewards.py imports CIDEr-D from coco-caption/pyciderevalcap (its tokenizer's jar is not in
# the mirror, and not imported).
VIDEO_CAPTION_PATHS = (
    "dataloader.py",
    "opts.py",
    "misc",
    "models",
    "coco-caption/pyciderevalcap/__init__.py",
    "coco-caption/pyciderevalcap/ciderD",
)


def _dpr(name: str, repository: tuple[str, str], first_sight: str) -> Recipe:
    """DPR's bi-encoder trainer (facebookresearch/DPR, as the forks of the results hold it at
    their newest snapshot), run as its readme runs it on data made here."""
    return Recipe(
        name,
        *repository,
        "train_dense_encoder.py",
        "dense passage retrieval (DPR's bi-encoder: two BERT encoders, questions and "
        "passages, their [CLS] vectors' dot products; NLL of each question's positive among "
        "the batch's passages (in-batch negatives plus one hard negative each), the vectors "
        "gathered across ranks with all_gather_list where WORLD_SIZE is over 1; AdamW with "
        "linear warm-up, gradient clipping; hydra configuration; its own sharded data "
        "iterators, not a DataLoader, each epoch's order from a seeded shuffle; Python's "
        "random reseeded per iteration and drawing the hard negatives in the loop)",
        "refused",
        (
            "(corrected after its first sight, which expected cannot tell and met a stop: "
            "the trainer's distributed mode is off, --local_rank left at -1, so it makes no "
            "process group, yet its loss gathers across ranks where WORLD_SIZE, the job's, is "
            "over 1; docs/run.md now refuses such a script in one line, as it refuses one "
            "that spawns its own workers; in one process WORLD_SIZE is not set and it "
            "trains. As first written:) "
            "the batch is made in the loop from the script's own iterator (no DataLoader): "
            "create_biencoder_input draws with Python's random in the training loop (the "
            "hard negatives, after random.seed(seed + epoch + iteration)), which docs/run.md "
            "names and answers cannot tell (each rank draws on its own from the first "
            "backward, and a reseeded draw that coincides is still a draw a few steps cannot "
            "rule out); beside that, its sharding takes WORLD_SIZE from the environment and "
            "the shard of local_rank -1, shard 0, on every rank, and the loss gathers every "
            "rank's vectors"
        ),
        (
            Edit(
                'if transformers.__version__.startswith("4"):',
                'if transformers.__version__.split(".")[0] in ("4", "5"):',
                "transformers 5 keeps the 4.x import paths (the script's else branch is for "
                "3.x, whose modules are gone)",
                "dpr/models/hf_models.py",
            ),
            Edit(
                "    from transformers import AdamW\n",
                "    from torch.optim import AdamW\n",
                "torch's AdamW: transformers dropped its own (deprecated since 4.x)",
                "dpr/models/hf_models.py",
            ),
            Edit(
                '        if transformers.__version__.startswith("4") and isinstance(',
                '        if transformers.__version__.split(".")[0] in ("4", "5") and isinstance(',
                "BERT's output object read as under transformers 4 (5 gives the same class)",
                "dpr/models/hf_models.py",
            ),
        ),
        # The readme's `python train_dense_encoder.py train_datasets=[nq_train]
        # dev_datasets=[nq_dev] train=biencoder_local output_dir={path}`, with the made
        # data's files for nq_train and nq_dev, a small BERT's config and vocabulary made
        # here (encoder.pretrained=False: no weights from the hub), batches of 4, 1 epoch,
        # and hydra's run folder left as the working folder.
        args=(
            "train_datasets=[nq_train]",
            "dev_datasets=[nq_dev]",
            "train=biencoder_local",
            "output_dir=made/out",
            "datasets.nq_train.file=made/nq-train.json",
            "datasets.nq_dev.file=made/nq-dev.json",
            "encoder.pretrained_model_cfg=made/bert",
            "encoder.pretrained=False",
            "encoder.sequence_length=32",
            "train.batch_size=4",
            "train.dev_batch_size=4",
            "train.num_train_epochs=1",
            "train.warmup_steps=1",
            "hydra.run.dir=.",
        ),
        files={"spacy.py": SPACY_STAND_IN},
        paths=("dpr", "conf"),
        data="tongyao_dpr_nq",
        names="asks torch.distributed for its rank with no process group made",
        first_sight=first_sight,
    )


RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "pawandeep-msrvtt-s2vt-attention",
        *PAWANDEEP,
        "train.py",
        "video captioning (S2VT with attention on MSR-VTT: per-frame ResNet features joined "
        "with each video's mean C3D feature, a linear layer with dropout into a GRU encoder, "
        "a GRU decoder fed the caption's words (teacher forcing) and an additive attention "
        "context with dropout, log-softmax per word; a masked NLL summed over the words and "
        "divided by the batch size; Adam with weight decay, StepLR; clip_grad_value_; the "
        "caption trained on drawn with Python's random in __getitem__; a shuffled DataLoader)",
        "agree",
        (
            "batches of 8 videos from a shuffled DataLoader, split 4 + 4; the loss is the sum "
            "of each caption's masked word NLLs divided by the batch's size, so a mean over "
            "samples of a per-sample term, and one process's average; the encoder and decoder "
            "GRUs and the attention run per video; the caption each video trains on is drawn "
            "in __getitem__ (the data's, seeded per sample for the check); dropout switched "
            "off for the check; no batch norm; nothing drawn in the loop (its self-critical "
            "branch, which samples, is off: self_crit_after -1)"
        ),
        (
            VIDEO_CAPTION_CPU,
            Edit(
                "bidirectional=bidirectional, dropout=self.rnn_dropout_p)",
                "bidirectional=bool(bidirectional), dropout=self.rnn_dropout_p)",
                "the encoder's GRU given a bool: --bidirectional is an int flag (0), which "
                "torch 0.4 took and today's GRU kernel refuses (a TypeError at its first "
                "forward)",
                "models/EncoderRNN.py",
            ),
        ),
        # The readme's `python train.py --gpu 0 --epochs 3001 --batch_size 300
        # --checkpoint_path data/save --feats_dir data/feats/resnet152 --model S2VTAttModel
        # --with_c3d 1 --c3d_feats_dir data/feats/c3d_feats --dim_vid 4096`, with 2 epochs (not
        # 3001) of batches of 8 (not 300): 4 steps over the 16 training videos made here.
        args=(
            "--gpu",
            "0",
            "--epochs",
            "2",
            "--batch_size",
            "8",
            "--checkpoint_path",
            "data/save",
            "--feats_dir",
            "data/feats/resnet152",
            "--model",
            "S2VTAttModel",
            "--with_c3d",
            "1",
            "--c3d_feats_dir",
            "data/feats/c3d_feats",
            "--dim_vid",
            "4096",
        ),
        paths=VIDEO_CAPTION_PATHS,
        data="pawandeep_msrvtt_c3d",
        first_sight="kept",
    ),
    Recipe(
        "xiadingz-msrvtt-s2vt",
        *XIADINGZ,
        "train.py",
        "video captioning (S2VT on MSR-VTT's per-frame ResNet features: two stacked GRUs, the "
        "first over the frames then padding, the second over its outputs joined with padding "
        "then the caption's words (teacher forcing), log-softmax per word; a masked NLL summed "
        "over the words and divided by the batch size; Adam with weight decay, StepLR; "
        "clip_grad_value_; the caption trained on drawn with Python's random in __getitem__; "
        "a shuffled DataLoader)",
        "agree",
        (
            "batches of 8 videos from a shuffled DataLoader, split 4 + 4; the loss is the sum "
            "of each caption's masked word NLLs divided by the batch's size, a mean over "
            "samples of a per-sample term, so one process's average; both GRUs run per video "
            "(one layer each: their dropout does nothing); the caption each video trains on "
            "is drawn in __getitem__ (the data's, seeded per sample for the check); no batch "
            "norm, no dropout module; nothing drawn in the loop"
        ),
        (VIDEO_CAPTION_CPU,),
        # The hit's readme command, `python train.py --epochs 3001 --batch_size 512
        # --checkpoint_path save --gpu 0,1` (the default model, S2VTModel, on the default
        # data/feats/resnet152), with 2 epochs (not 3001) of batches of 8 (not 512) and one
        # GPU's number: 4 steps over the 16 training videos made here.
        args=("--epochs", "2", "--batch_size", "8", "--checkpoint_path", "save", "--gpu", "0"),
        paths=VIDEO_CAPTION_PATHS,
        data="xiadingz_msrvtt",
        first_sight="kept",
    ),
    Recipe(
        "quanghieu-ccrcc-fusion-cox",
        *QUANGHIEU,
        "train.py",
        "multimodal survival risk (clear-cell renal carcinoma: clinical and RNA-seq features "
        "through a 12-layer MLP with dropout 0.5, each patient's whole-slide patches' "
        "features clustered with KMeans in __getitem__ into 5 phenotypes, each through an "
        "MLP with dropout and averaged, then attention-pooled; a fusion MLP to one risk "
        "score; the model called once per patient of the batch (a collate_fn of lists), the "
        "scores stacked; a Cox negative partial log-likelihood over the batch, its scores "
        "standardised by the batch's mean and std and each risk set taken over the batch; "
        "Adam with weight decay; a seeded random_split; validation c-index and Kaplan-Meier "
        "curves, a checkpoint)",
        "differ",
        (
            "the loss mixes the batch's samples: each score is standardised by the batch's "
            "mean and standard deviation, and each patient's risk set is the batch's patients "
            "who lived as long or longer; each rank takes it over its slice (4 of the 8), one "
            "process over the whole batch, so the ranks train another loss (docs/run.md: "
            "differ, naming the loss that mixes the batch's samples); the model runs once per "
            "patient, so no forward's first input is the loader's batch; dropout switched off "
            "for the check; KMeans is seeded (random_state=0), the split seeded before "
            "training; no batch norm"
        ),
        (
            Edit("batch_size = 32", "batch_size = 8", "batches of 8 patients (not 32)"),
            Edit(
                "n_epochs = 5",
                "n_epochs = 2",
                "2 epochs (not 5): 6 steps over the 21 training patients made here",
            ),
        ),
        # No readme runs a script (it links the report and a notebook of runs): the hit,
        # train.py, run as `python train.py` with config.ini (gitignored) written by the data
        # maker. Installed from PyPI (--no-deps): lifelines 0.30.3 and its imports autograd
        # 1.9.1, autograd-gamma 0.5.0, formulaic 1.2.2, interface-meta 2.0.1, wrapt 2.5.2.
        paths=("models.py", "data_utils.py", "utils.py"),
        data="quanghieu_ccrcc",
        names="mixes the batch's samples",
        first_sight=(
            "broken: differ against one process (0.000597, its 1-ulp run 1.55e-05), the "
            "cause not named: no run of the split was made (the model runs once per patient), "
            "so the Cox loss over the batch was not found to mix its samples"
        ),
    ),
    Recipe(
        "raymond-mosei-glove-bilstm",
        *RAYMOND,
        "toy-lstm/sentiment_model.py",
        "multimodal sentiment and emotion (CMU-MOSEI's text modality: an utterance's GloVe "
        "vectors through a 2-layer bidirectional LSTM, its last time step's output to a "
        "linear layer of 7 emotion scores; MSELoss against the average emotion labels; Adam; "
        "a shuffled DataLoader of batches of 1; 3 epochs)",
        "agree",
        (
            "batches of 1 from a shuffled DataLoader: rank 0 takes the utterance, rank 1 a "
            "copy of it with weight 0 (docs/run.md: a chunk that would be empty), so the "
            "step is one process's; MSELoss a mean over the 7 scores of the one sample; the "
            "LSTM has no dropout (its default 0), no batch norm, nothing drawn in the loop"
        ),
        (
            Edit(
                "use_CUDA = True",
                "use_CUDA = torch.cuda.is_available()",
                "the CPU where CUDA is not there (its flag is written True)",
            ),
            Edit(
                "batch_size=1,shuffle=True,num_workers=2)",
                "batch_size=1,shuffle=True,num_workers=0)",
                "no loader workers: 2 cores here",
            ),
            Edit(
                "accumulated_loss + loss.data[0]",
                "accumulated_loss + loss.item()",
                "a 0-dim tensor is not indexed since torch 0.5",
            ),
        ),
        # No readme (it is a title): the hit, toy-lstm/sentiment_model.py, run from toy-lstm/
        # as `python sentiment_model.py --vision` (at HEAD it asks for --audio or --vision;
        # --vision reads the GloVe vectors), 3 epochs of 6 utterances made here: 18 steps.
        args=("--vision",),
        paths=("toy-lstm/sentiment_lstm.py", "toy-lstm/gv_data.py"),
        data="raymond_mosei_glove",
        first_sight="kept",
    ),
    _dpr(
        "tongyao-nq-dpr-biencoder",
        TONGYAO,
        (
            "broken: cannot tell: the run on 2 ranks stopped: rank 0 failed: SystemExit: 1 "
            "(its loss's all_gather_list, taken where WORLD_SIZE is over 1, called "
            "dist.get_rank() with no process group made)"
        ),
    ),
    _dpr(
        "yeahrmek-nq-dpr-biencoder",
        YEAHRMEK,
        "broken: cannot tell: the run on 2 ranks stopped: rank 0 failed: SystemExit: 1 (as "
        "tongyao-nq-dpr-biencoder's, the same commit)",
    ),
)
