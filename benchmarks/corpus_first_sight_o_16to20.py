"""Batch o, topics (16) to (20): batch o's rule (corpus_first_sight_o.py's docstring, verbatim
there) applied to punctuation restoration, coreference resolution, text-to-SQL semantic
parsing, deepfake detection and long-tailed recognition. Three scripts from three
repositories: two for topic 16, one for topic 20; none for topics 17 and 19 (every result of
`code` and `pages` that names a repository skipped, for the reasons below); topic 18
unfinished by the helper's deadline (see there).
At first sight 3 of 3 kept, no silent wrong result: both punctuation scripts `agree` (the
X-Punctuator's within its own rounding, its split's effect named as rounding), and LTRL's
`differ`, which its expectation gives (the KL term's per-class counts in the batch, a
statistic over the batch through a value not differentiated, so no cause named; with
--sync-batchnorm the ranks still differ, so batch norm is not the difference). That the
counts are all of LTRL's difference was not checked by a further run.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it (corpus.extract and corpus.prepare, in a folder under /tmp), until it ended without error;
its time is given below, with the load of the 2-core machine, shared with the other helpers'
runs.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wto, 5fc2675, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Installed into .venv: nothing. A stand-in for the visdom client (not installed here; its
server is not here either) is written beside tsmotlp/pytorch_punctuator's main.py by the
recipe (`files`).

Read as batches c to n read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, or a deepwiki.com page of OWNER/NAME); a GitHub mirror under another host's name is
passed over. "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, or claimed by another helper of batch o (/tmp/o_claims.txt; checked
just before each was taken: none of the repositories below was named or claimed). Ranks are
the results' own. Per topic, in the order the results came:

16. Punctuation restoration, `code` (query "punctuation restoration pytorch training loop
    example"): tsmotlp/pytorch_punctuator (rank 1, README.md; HEAD
    70b6241869f221afcbd42d7b15ca542a83541016) taken: the readme's `python main.py --mode
    train --start_epoch 1`, a 2-layer bidirectional LSTM tagging each word with the mark after
    it. Made here: data/processed_data/{train,valid,test}.npy as its data/preprocessing.py
    leaves them (the repository's own, and its raw_data/*.txt, hold one newline each;
    corpus_data_o_16to20.tsmotlp_punctuation: 32, 16 and 16 sentences of up to 32 word ids).
    Edits: GPU 0 only where there is one (utils/configs.py), ReduceLROnPlateau without the
    `verbose` torch 2 dropped (utils/help_functions.py); a visdom stand-in beside main.py.
    Flags: one epoch, no validation pass (its model reloads the checkpoint onto gpu_ids[0]),
    1,000 words, 32-dim embeddings, 64 hidden, batches of 8. Plain run: 32.4 s, exit 0, at
    load 5.9 (taken before the lock was known to be held; 12 s of CPU).
    kaituoxu/X-Punctuator (rank 2, egs/toy/run.sh; HEAD
    fd8215defcb3508c517c182da853c367c576be8d) taken: run.sh's `train.py --train_data
    data/train20 ... --batch_size 5 --use_cuda 0` on its own toy data (20 Chinese sentences,
    in the repository), a 2-layer bidirectional LSTM over packed sequences. Edits: torch._six's
    int_classes (gone from torch 2) as int (src/data/dataset.py), path.sh's PYTHONPATH folders
    on sys.path. Flags: run.sh's, with its paths from src/bin, one epoch (not 30), no loader
    worker. Plain run: 31.6 s, exit 0, at load 1.7 to 1.8. Ranks 3 on were not needed.

17. Coreference resolution, `code` (query "coreference resolution pytorch training loop
    example"): YangXuanyue/pytorch-e2e-coref (rank 1, README.md; HEAD
    730a5fa34327626cf09db11aa99019c2a1b35772) skipped, a package the registry lacks for this
    Python: metrics.py (which runner.py, train.sh's script, imports) imports
    sklearn.utils.linear_assignment_, removed in scikit-learn 0.23, whose last release with
    it (0.22) has no wheel for Python 3.11; model_utils.py imports
    allennlp.models.coreference_resolution.coref, gone from allennlp since 1.0 (0.9 pins
    spaCy 2.1 and torch 1.x); its inputs are also an ELMo cache made by ELMo's downloaded
    weights. kychanova/neuro_coref (rank 2, README.md; HEAD
    ae3ad51f9990f4c8162615a3f0adf0645d6a0ca4) skipped, weights and data from a hub: train.py
    (the readme's `python train.py`) embeds with config.yml's embedding_model 'bert',
    SpanBERT/spanbert-base-cased from Hugging Face's hub, and reads conll2012_ontonotesv5
    with datasets.load_dataset. abhishek2024/Chatbot-Deep-Learning (rank 3,
    deeppavlov/models/coreference_resolution/test.py; HEAD
    8726173c92994b3f789790b5879052d2f7953f47) skipped, no training script at HEAD (the hit's
    folder left the repository in 1eeef526) and another framework where it was: DeepPavlov's
    TensorFlow coreference model, with TensorFlow ops compiled from coref_kernels.cc
    (compile_tfops.py). ianporada/coref-reeval (rank 4, README.md; HEAD
    7ae611cf4b815fbc0078a16279812a37348b4d76) skipped, weights from a hub: its encoder models'
    configs fine-tune microsoft/deberta-large (and LinkAppend a decoder LM) from Hugging Face's
    hub. Ranks 5 to 12 name no repository. `pages` (the same query): of 8 results only rank 5
    (ar5iv's page on F-coref) names a GitHub address, shon-otmazgin/fastcoref (HEAD
    8888e51d97d4818a25dd5f5d8b541d397fad9362), skipped, weights from a hub: its readme trains
    with a code block, TrainingArgs(model_name_or_path='distilroberta-base') from Hugging
    Face's hub, after LingMessCoref (also the hub's) annotates the data. No script for this
    topic.

18. Text-to-SQL semantic parsing, `code` (query "text-to-SQL semantic parsing pytorch
    training loop example"): Leftice/AirConcierge (rank 1,
    AirDialogue/parser/parser_run_syn.sh; HEAD 493cf855f02af5c230e0509999af94af04ca27ec) read,
    NOT FINISHED by the helper's deadline: the readme's `python air.py --air ... --sql` trains
    its SQL-guided seq2seq agent on AirDialogue as its processing_data.sh and parser/*.py leave
    it (tokenized dialogues, KBs, SQL jsonl, state tracking, filtered KBs, a vocabulary); its
    sources compile under Python 3 (the readme names Python 2.7.12), so no mechanical skip
    was found, but the data was not made in time. linhtoroi/NLP (rank 2, README.md; HEAD
    214c9c77b4424821a5c313b579a81edda2968b03) skipped, weights from a hub: run.py's
    NL2SQLmodel (BRIDGE) encodes with pretrained_bert "bert-base-uncased" from Hugging Face's
    hub. murickg/text2query (rank 3, README.md; HEAD
    adfd3d6249f747f0e0a889b7761db220e13bbfc5) skipped, no training script: the repository
    holds only its README.md (the scripts/ it runs are not there).
    AlibabaResearch/DAMO-ConvAI (rank 4,
    star/data_systhesis/snowball/baseline/train_logic2text_trans.sh; HEAD
    483554eae102996f5ec1f4feab4e78ef29c2a394) skipped, no training script of its own: the hit
    runs fairseq's `fairseq-train` command on binarized data. Ranks 5 to 12 name no
    repository; `pages` was not asked (rank 1 unfinished).

19. Deepfake detection, `code` (query "deepfake detection pytorch training loop example"):
    nickhill06/deepfake (rank 1, train_cnn.py; HEAD fcad919cdd8415e1342fd0202eda4bf2bbbe380b)
    skipped, weights from the internet: the readme runs no script; the hit's train_cnn.py
    fine-tunes torchvision's resnet18(pretrained=True), written in with no flag (its
    train_vit.py and train_balanced.py fine-tune google/vit-base-patch16-224 from Hugging
    Face's hub). wolfsaini/DEEPFAKE-detector-with-AI-model (rank 2, train.py; HEAD
    cd98ad07ab819c6e625bcf4541d355dfc9fc4738) skipped, weights from the internet: model.py's
    DeepFakeDetector is torchvision's mobilenet_v3_small(pretrained=True), written in.
    MarceloManzanoJr/Deepfakes_detection (rank 3, source/train.py; HEAD
    02e0bc764c3fbf86e47b35eed0f8f39e3c7f2017) skipped, weights from the internet: its CNN_LSTM
    takes mobilenet_v2(weights=MobileNet_V2_Weights.DEFAULT) as a frozen feature extractor,
    written in. namdpran8/DeepTrust (rank 4, coreAI/train.py; HEAD
    8c94044a880fe3dc3e426ce52015cb28489ad52b) skipped, weights from a hub: coreAI/model.py
    takes timm's efficientnet_b0 and mobilenetv3_large_100 with pretrained=True. Ranks 5 to 12
    name no repository. `pages` (the same query): deepwiki.com's page on
    abhijithjadhav/Deepfake_detection_using_deep_learning (rank 1) skipped, training only in a
    notebook (the page's sources are Model Creation/Model_and_train_csv.ipynb, run in Colab);
    Allenem/graduation-design (rank 2, Spectrum_SVM4Image_and_Resnet_LSTM4Video; HEAD
    30895e8f0e9af4371b2c204203f59c42988436b0) skipped, training only in a notebook (that
    folder's deepfake detectors are two .ipynb, a spectrum SVM and a CNN-LSTM);
    gh.doourdo.com/JARVVVIS/DeepFake-Detection (rank 7) is another host's mirror of GitHub,
    passed over; ranks 3 to 6 and 8 (dev.to, flopx, markaicode, discuss.pytorch.org, medium)
    name no GitHub repository in their text as stored. No script for this topic.

20. Long-tailed recognition, `code` (query "long-tailed recognition pytorch training loop
    example"): fistyee/LTRL (rank 1, README.md; HEAD 56f8eb4130487e3713c337f200457ac50d3f446c)
    taken: the readme's `python train.py -c configs/sade/config_cifar100_ir100_sade_rl.json`,
    SADE's three experts on a ResNet-32 for CIFAR-100-LT (imbalance 100) with LTRL's KL term
    and its hand-made projection of one gradient against another. Made here: CIFAR-100 in
    torchvision's files under data/CIFAR-100 (corpus_data_o_16to20.ltrl_cifar100: 100 training
    images a class, which its IMBALANCECIFAR100 cuts to 2,131; one test image a class). Edits:
    .cuda() left on the CPU where CUDA is not there (train.py), torchvision's md5 check passed
    for the made files (data_loader/imbalance_cifar.py), the epoch's class similarities made on
    the CPU where CUDA is not there (trainer/trainer.py), the metrics table zeroed as pandas 3
    allows (utils/util.py), no loader workers (the config). Flags: one epoch (not 400). Plain
    run: 63.4 s, exit 0, at load 1.8 to 2.1 (17 steps and the test pass).
    Vanint/Awesome-LongTailed-Learning (rank 2, README.md; HEAD
    2c1ad2a687d61f491bd50dce532bd6d9480a03c7) read, NOT FINISHED by the helper's deadline:
    besides its reading list it holds the survey's codebases, and its readme's first training
    line is Main-codebase's `python3 main.py --seed 1 --cfg config/ImageNet_LT/ce.yaml ...`
    (a ResNeXt-50 with a dot-product classifier on ImageNet-LT's 1,000 classes, read from
    ../data/ImageNet through the repository's ImageNet_LT_{train,val}.txt lists); no
    mechanical skip was found, but its data and recipe were not made in time.
    pengzhiliang/LDA (rank 3; HEAD 73e6802d5d04638dd27771d8029745eb0f56a228) and lblaoke/LBD
    (rank 4) were fetched, not read. One script for this topic.

Unfinished (the helper's deadline, 15:00 UTC): topic 18's rank 1 (its data) and `pages`;
topic 20's rank 2 (its data) and ranks 3 on.
"""

from __future__ import annotations

from corpus_recipes import CPU_WITHOUT_CUDA, MADE, Edit, Recipe

TSMOTLP = ("tsmotlp/pytorch_punctuator", "70b6241869f221afcbd42d7b15ca542a83541016")
KAITUOXU = ("kaituoxu/X-Punctuator", "fd8215defcb3508c517c182da853c367c576be8d")
LTRL = ("fistyee/LTRL", "56f8eb4130487e3713c337f200457ac50d3f446c")
LTRL_CONFIG = "configs/sade/config_cifar100_ir100_sade_rl.json"
# Batch norm normalises each rank's slice: the split's own effect, which the run of the split
# models (each slice's forward normalised alone), so it is not the difference judged.
BN = "batch norm per rank, the split's own effect, which the run of the split models"
# A stand-in for the visdom client (its server is not here): windows that draw nothing.
VISDOM_STUB = (
    '"""A stand-in for the visdom client: no server here, so nothing is drawn."""\n\n\n'
    "class Visdom:\n"
    "    def __init__(self, *args, **kwargs):\n"
    "        pass\n\n"
    "    def line(self, *args, **kwargs):\n"
    '        return "window"\n\n'
    "    def image(self, *args, **kwargs):\n"
    '        return "window"\n'
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "tsmotlp-punctuator",
        *TSMOTLP,
        "main.py",
        "punctuation restoration (a word's following mark, 7 marks or none, from a 2-layer "
        "bidirectional LSTM over word embeddings; cross entropy with ignore_index 0, which is "
        "both the padding's label and the label of a word with no mark after it, so only "
        "marked words count; SGD with weight decay, ReduceLROnPlateau stepped each epoch on "
        "the last loss; scikit-learn precision, recall, F1 and confusion matrix each step; "
        "a checkpoint each epoch)",
        "agree",
        (
            "the loader's batches of 8 are split per rank (4 + 4) from tensors the dataset "
            "made whole; the loss is a mean over the counted targets (cross entropy with "
            "ignore_index 0: each slice counts its own marked words, which differ per slice), "
            "which multigpu weighs by the rank's share of the global batch's counted tokens, "
            "so the ranks train as one process; the LSTM runs over each sentence alone (no "
            "term mixes the batch's sentences); no dropout, no batch norm; the scheduler "
            "steps at the epoch's end, after the 3 steps checked; the metrics are computed "
            "from detached outputs and feed nothing back"
        ),
        (
            Edit(
                "self.parser.add_argument('--gpu_ids', type=list, default=[0])",
                "self.parser.add_argument('--gpu_ids', type=list, default=[0] if "
                "__import__('torch').cuda.is_available() else [])",
                "GPU 0 only where there is one: its init_net asserts CUDA for any GPU id, and "
                "`--gpu_ids` (type=list) cannot be given empty on the command line",
                file="utils/configs.py",
            ),
            Edit(
                "patience=5, verbose=True)",
                "patience=5)",
                "ReduceLROnPlateau's `verbose` was removed from torch 2 (it printed the rate)",
                file="utils/help_functions.py",
            ),
        ),
        args=(
            "--mode",
            "train",
            "--start_epoch",
            "1",
            # range(start_epoch, num_epochs): one epoch, 4 steps over the 32 sentences made
            "--num_epochs",
            "2",
            # epoch 1 % 2: no validation pass, whose model reloads the checkpoint onto
            # gpu_ids[0] (the repository's own CUDA-only path; not the part checked)
            "--valid_epoch_freq",
            "2",
            "--vocab_size",
            "1000",
            "--max_num_words",
            "32",
            "--train_batch_size",
            "8",
            "--valid_batch_size",
            "8",
            "--hidden_size",
            "64",
            "--embedding_dim",
            "32",
        ),
        # The readme's `python main.py --mode train --start_epoch 1`; the sizes are cut down
        # for the CPU (its defaults: 107,386 words, 256-dim embeddings, 512 hidden, batches
        # of 128 sentences of 256 words).
        files={"visdom.py": VISDOM_STUB},
        paths=("data", "models", "run", "utils"),
        data="tsmotlp_punctuation",
        first_sight="kept",
    ),
    Recipe(
        "kaituoxu-x-punctuator",
        *KAITUOXU,
        "src/bin/train.py",
        "punctuation restoration (Chinese: 4 marks or a blank after each word, from a 2-layer "
        "bidirectional LSTM over packed padded sequences; a bucket batch sampler, sequential "
        "within a batch, its batches in a torch.randperm order drawn once when the loader is "
        "built; the collate sorts by length and pads the labels with -1; cross entropy with "
        "ignore_index -1; Adam; gradient norm clipped at 5; a validation pass each epoch)",
        "agree",
        (
            "the bucket sampler's batches of 5 are split per rank (3 + 2) after the collate: "
            "each slice keeps the lengths sorted, as pack_padded_sequence asks, and the "
            "sorted lengths are cut with the rows; the loss is a mean over the counted "
            "targets (ignore_index -1 on the padding: slices of longer and shorter sentences "
            "count different numbers of tokens), which multigpu weighs by the rank's share "
            "of the global batch's counted tokens (the uneven slices included); the gradient "
            "norm is clipped after the all-reduce, over the whole gradient; the batches' "
            "order is a torch.randperm "
            "drawn as the loader is built, the same in every process from the same seed; no "
            "dropout, no batch norm"
        ),
        (
            Edit(
                "from torch._six import int_classes as _int_classes\n",
                "_int_classes = int  # torch._six is gone from torch 2\n",
                "torch._six (int_classes, which was int) was removed from torch after 1.x",
                file="src/data/dataset.py",
            ),
            Edit(
                "import argparse\n",
                "import argparse\nimport os, sys\n_SRC = os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..')\nsys.path[:0] = [os.path.join(_SRC, d) "
                "for d in ('', 'data', 'model', 'solver', 'utils')]\n",
                "the folders egs/toy/path.sh puts on PYTHONPATH, on sys.path",
            ),
        ),
        args=(
            # egs/toy/run.sh's line, with its paths from src/bin (where corpus.py runs it)
            "--train_data",
            "../../egs/toy/data/train20",
            "--valid_data",
            "../../egs/toy/data/train20",
            "--vocab",
            "../../egs/toy/data/vocab",
            "--punc_vocab",
            "../../egs/toy/data/punc_vocab",
            "--num_embeddings",
            "5002",
            "--batch_size",
            "5",
            "--print_freq",
            "1",
            "--use_cuda",
            "0",
            # one epoch (not 30), no loader worker (2 cores here)
            "--epochs",
            "1",
            "--num_workers",
            "0",
        ),
        # egs/toy/run.sh's training line (its toy data, 20 sentences, is in the repository):
        # 4 batches of 5.
        paths=("src", "egs/toy/data"),
        first_sight="kept",
    ),
    Recipe(
        "ltrl-sade-rl-cifar100lt",
        *LTRL,
        "train.py",
        "long-tailed recognition (SADE's three experts on a ResNet-32 for CIFAR-100-LT, "
        "imbalance 100, with LTRL's additions: soft labels; a softmax, a balanced-softmax and "
        "an inverse-softmax expert, each a soft cross entropy, a mean over the batch; a KL "
        "term of the experts' summed logits, each sample's divided by its class's count in "
        "the batch (torch.bincount of the batch's targets), against stored predictions, on "
        "the rows whose stored prediction is their target, batchmean, added only where such "
        "rows exist; two backwards, the second gradient projected against the first by hand "
        "and written into param.grad; SGD with Nesterov momentum, a warm-up LambdaLR; "
        "AutoAugment and Cutout)",
        "differ",
        (
            "the loader's batches of 128 are split per rank (64 + 64); the KL term divides each "
            "sample's summed logits by its class's count in the batch, torch.bincount of the "
            "targets: a statistic over the batch, which each rank takes over its own slice "
            "(its counts about half the batch's) and one process over the whole batch, so N "
            "ranks train another loss than one process: a term that mixes the batch's samples "
            "only through a value the loss does not differentiate (counts from the targets), "
            "which docs/run.md says its second-derivative test does not see, so the cause is "
            "not named; the rows the KL term keeps (stored predictions, zeros at the start, "
            "whose argmax is class 0: the head class's rows) are a mask per slice, and a rank "
            "whose slice holds none of them adds no KL term and runs one backward where the "
            "other runs two; the two backwards' gradients are each averaged before the "
            "projection by hand, as one process's would be; no dropout; " + BN
        ),
        (
            Edit(
                "import numpy as np\n",
                "import numpy as np\n" + CPU_WITHOUT_CUDA,
                "its loss's class priors are made with .cuda(), unguarded",
            ),
            Edit(
                "import torchvision\n",
                "import torchvision\n# the made files' md5 sums are not the download's\n"
                "torchvision.datasets.cifar.check_integrity = lambda *args, **kwargs: True\n",
                MADE + " (CIFAR-100 in torchvision's files, whose md5 sums torchvision checks "
                "before it reads them (the data files and meta), and downloads where they differ)",
                file="data_loader/imbalance_cifar.py",
            ),
            Edit(
                "similarities = torch.zeros((num_vectors, num_vectors), device='cuda')",
                "similarities = torch.zeros((num_vectors, num_vectors), device='cuda' if "
                "torch.cuda.is_available() else 'cpu')",
                "the epoch's class similarities are made on 'cuda', unguarded (the CPU where "
                "there is no GPU)",
                file="trainer/trainer.py",
            ),
            Edit(
                "self._data[col].values[:] = 0",
                "self._data[col] = 0.0",
                "pandas 3 (copy on write) hands out read-only arrays from .values: the "
                "metrics' table zeroed through the frame itself (its later `+=` through a "
                "column then moves only a copy: the logged averages stay 0, nothing trained "
                "reads them)",
                file="utils/util.py",
            ),
            Edit(
                '"num_workers": 4,',
                '"num_workers": 0,',
                "no loader workers: 2 cores here",
                file=LTRL_CONFIG,
            ),
        ),
        # The readme's `python train.py -c configs/sade/config_cifar100_ir100_sade_rl.json`,
        # one epoch (not 400): 17 steps over the 2,131 long-tailed images.
        args=("-c", LTRL_CONFIG, "--epochs", "1"),
        paths=(
            "base",
            "data_loader",
            "logger",
            "model",
            "trainer",
            "utils",
            "parse_config.py",
            LTRL_CONFIG,
        ),
        data="ltrl_cifar100",
        first_sight="kept",
    ),
)
