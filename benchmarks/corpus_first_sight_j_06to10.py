"""Batch j, topics (6) to (10): batch j's rule (corpus_first_sight_j.py's docstring, verbatim
there) applied to spam detection, fake news detection, part-of-speech tagging with a BiLSTM,
natural language inference and language identification. Five scripts from five repositories:
topic 8 gave two, topics 6, 9 and 10 one each, topic 7 none; 20 skips, each with its reason
below. At first sight: 4 of 5 kept, no silent wrong result; eliyetres's `differ` named the
ranks' missing steps, not their cause.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtj (b7be56d), 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900, from a private copy of the benchmarks holding no other part of batch j), before
any change made for it.

Installed into .venv from PyPI for these scripts: music21 10.5.1 (with chardet 7.7.0,
jsonpickle 4.1.4, more-itertools 11.2.1 and webcolors 25.10.0; rafael-savvides's
train_model.py imports its prepare_data.py, which imports music21 at its top).

Read as batches c to i read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (its own, a mirror's
address that holds OWNER/NAME, a GitHub Pages project address OWNER.github.io/NAME, the
repository OWNER/NAME, else OWNER/OWNER.github.io, or github.com/OWNER/NAME in its returned
text); a page of another host whose returned text names no GitHub repository is passed over.
"In the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, the
other helpers' parts of batch j included (checked just before each was taken: none of the five
taken was named). Ranks are the results' own. Per topic, in the order the results came:

6. Spam detection, `code` (query "spam detection pytorch training loop example"):
   CodriXAI/spam-classifier (rank 1, README.md; HEAD cf49d6706aa48ef84e8fa05159125f5c52ca10ae)
   skipped, training only in a notebook: its readme opens spam_classifier.ipynb, the
   repository's only code. hiiambobby/Spam-Detector-LSTM-PyTorch (rank 2, README.md; HEAD
   80b799b05f57598ecf5da2720372789a0d3beedc) skipped, training only in a notebook: its readme
   runs `python train.py`, which the repository does not hold; Spam_Detector_LSTM.ipynb is its
   only code. unixpickle/unspam (rank 3, train.py; HEAD
   bfa95fb9772e03ef67f073564e8857e91a3c8ef8) taken: its readme's `python train.py spam/
   real/`, a bag-of-words logistic regression on emails its fetch_emails.py fetches over IMAP
   (an account's mailbox, not to be had here). Made here: spam/ and real/, 40 JSON emails
   each, subject and body (corpus_data_j_06to10.unspam_emails). Edit: 200 steps (it trains
   until killed). Plain run: 11.8 s, exit 0, at load 5.1. VedangAsgaonkar/Machine-Learning-
   Notes (rank 4) is in the corpus (batches f and h). Ranks 5-12 name no repository. `code`
   having named one that qualified, `pages` was asked the same query: lobakmerak.netlify.app
   (ranks 1 and 2, a copy of ibm.com's tutorial) is another host, its returned text naming no
   GitHub repository; ibm.github.io/ibmdotcom-tutorials (rank 3), IBM/ibmdotcom-tutorials
   (HEAD d34ec8ea981cf8affb2a98491e79a3d9235f344e), skipped, training only in a notebook
   (tutorials/09-text-processing-and-nlp/text-classification-pytorch.ipynb);
   github.com/lucasbonnas/deep-learning-course (rank 4) skipped, cannot be fetched (its
   snapshot is 1.83 GB, over the fetch tool's 524 MB); learnmodernpython.com (rank 5) is
   another host naming none; cxtraa.github.io/projects (rank 6): cxtraa/projects cannot be
   fetched (no snapshot), and cxtraa/cxtraa.github.io (HEAD
   cb1f33e70d18a65d820bc10b53e26e4b306bc992) skipped, no training script (the site's markdown
   pages; projects/spam_filter_project.md quotes its code, which embeds the emails with
   sentence_transformers' pretrained paraphrase-MiniLM, a hub's weights); rank 7 has no
   address; medium.com (rank 8) is another host whose returned text holds no repository's
   address. Topic 6 gave one.

7. Fake news detection, `code` (query "fake news detection pytorch training loop example"):
   solmazsm/VeriText (rank 1, VeriText/VeriTextTrain_roberta-base/
   VeriTextTrain_roberta-base.py; HEAD 4bee9389fa175b7ea1a794cfc510c031ccb393fe) skipped,
   weights from a hub: its readme runs nothing, and the hit's script fine-tunes
   RobertaForSequenceClassification.from_pretrained('roberta-base') with its tokenizer, no
   switch. DivyaPunniyaraj/FAKE-NEWS-DETECTION-USING-NLP (rank 2, README.md; HEAD
   d413bdf5010f512a106ad058df127d3292219912) skipped, no training script: a readme (whose
   quoted code fine-tunes distilbert-base-uncased from the hub) and an OUTPUT file.
   alimevren/anlp-fakenewsdetection (rank 3, index.md; HEAD
   15980232ce715bc25cfd7154ba86eaf70de269f4) skipped, training only in a notebook.
   saharsistani137777-lab/FakeNews-GNN (rank 4, train.py; HEAD
   0d2bfbe28ee84d03c69000e2a8b7ece49dac1d32) skipped, no training script: train.py only
   defines train(), which no file calls (its readme's training/train.py is not in the
   repository; evaluate.py and streamlit_app.py train nothing). Ranks 5-12 name no
   repository. `pages`, the same query: learnmodernpython.com (ranks 1, 4, 5) and
   saturncloud.io (ranks 2, 3, 7) are other hosts naming none; github.com/tsejavhaa/
   ds_projects (rank 6; HEAD 1970bce3efe0c1390a45cc95e2697449306eb668) skipped, training only
   in a notebook (Project_9/fake_news_bert.ipynb, DistilBERT from the hub);
   newdigitals.org (rank 8) is another host naming none (its code is TensorFlow's). Topic 7
   gave none.

8. Part-of-speech tagging with a BiLSTM, `code` (query "part-of-speech tagging with a BiLSTM
   pytorch training loop example"): ryoptimus/CSC247 (rank 1, assignment2/README.txt; HEAD
   c99049e90ce8ced1ed9191ace83f9ab6440a642b) skipped, training only in a notebook
   (assignment2/HW2_BiLSTM.ipynb). stfrs/BiLSTM-POS-Tagger (rank 2, README.md; HEAD
   80503bb4979bb833cf505f22274a95d2d9f11611) taken: rnn_train.py, the script its readme
   trains with ("make sure to provide a labeled dataset"; no command given), with its
   positional train file, development file and parameter file's name, and --num_epochs 1.
   Made here: train.tagged and dev.tagged (the names its Data.py's own test reads), 40 and 20
   sentences, a `word<TAB>tag` line per token, a blank line after each, German words with
   STTS tags as the TIGER export its parameters.io was built from
   (corpus_data_j_06to10.stfrs_tagged). Edits: its CUDA calls, four in rnn_train.py
   (the loss's and the model's .cuda(), two torch.cuda.LongTensor) and the four layers'
   .cuda() in TaggerModel.py. Plain run: 61.0 s, exit 0, at load 16.0 (66.9 s with 80
   sentences, at load 14.1). mohsinfifi/Part-of-Speech-Tagging (rank 3, README.md; HEAD
   4c5c10e3cb7ed14cb0c5093006ee5ec108635d60) skipped, training only in a notebook.
   girafe-ai/ml-course (rank 4, day05_more_bertology/README.md; HEAD
   b57d7c8df19b6166dbc173ee027f9fdd55cc8686) skipped, training only in a notebook: the hit's
   readme links Colab notebooks (practice_bilstm_for_pos_tagging.ipynb) of a branch
   (24s_harbour_dlia); the folder is not at HEAD. Ranks 5-12 name no repository. `pages`, the
   same query: 39.103.169.235 (rank 1) is another host naming none;
   github.com/rafael-savvides/melody_generator (rank 2; HEAD
   9a9688dc1a99164c2cafb0f3cb02c34df68b6a34) taken: the page is its notebooks/
   torch_tutorial.ipynb, a summary of PyTorch's LSTM tagger tutorial, and the repository's
   training script is its readme's `python train_model.py` (~3 hours), an LSTM melody
   generator on the Bach chorales. Made here: data/jsb_chorales.txt, what its readme's `make
   jsb-chorales-16th.json` (a download) and `python prepare_data.py` write, 6 songs of four
   voices of 16 sixteenths (corpus_data_j_06to10.melody_jsb_chorales). Edits (config.py):
   DEVICE "mps" (Apple's GPU) to "cpu", and 1 epoch, not 50 (9 steps). music21 installed.
   Plain run: 76.0 s, exit 0, at load 20.9 (90.5 s with 12 songs, at load 21.7). The rest was
   not needed.

9. Natural language inference, `code` (query "natural language inference pytorch training
   loop example"): siddinc/pytorch_siamese (rank 1) is in the corpus (batches f and i).
   sooftware/nlp-tasks (rank 2, natural_language_inference/README.md; HEAD
   bb6f65ee82f559779a95ec2a70b4ff953b1838b8) skipped, weights and data from a hub: its
   readme's `python3 train.py --save $SAVE_DIR` fine-tunes AutoModelForSequenceClassification
   .from_pretrained('tunib/electra-ko-en-small') on GLUE MNLI from datasets' load_dataset.
   pytorch/examples (rank 3) is in the corpus. jonad/stanford_cs224u_fall_2020 (rank 4,
   natural_language_inference/README.md; HEAD 41b56297a55fea798b8a0c0ea5b94829c9430927)
   taken: the hit's readme runs nothing and the module's NLI models are fit in notebooks; its
   codes/ folder's torch_rnn_classifier.py trains when run (its simple_example, a toy
   language of a/b strings), the RNN classifier its NLI notebooks fit on premise-hypothesis
   pairs, so it is taken, as batch i took a repository's one script that trains when its
   readme runs none (Samppa50). Edits: the course's modules on the path (torch_model_base.py
   and utils.py are at the repository's top), and 30 epochs, not up to 1,000. No data to
   make (inline). Plain run: 58.1 s, exit 0, at load 22.7 (most of it importing pandas,
   scikit-learn and SciPy). Ranks 5-12 name no repository. `pages`, the same query:
   github.aaakk.us.kg/bentrevett/pytorch-nli (rank 1), bentrevett/pytorch-nli (HEAD
   cf1abf4268f6d72d4709575a9e9b117b892d0702), skipped, training only in a notebook ("1 -
   BiLSTM for NLI.ipynb"); 796t.com (rank 2) names github.com/Steven-Hewitt/Entailment-with-
   Tensorflow in its text (HEAD b02417be21e23e0eae981c34444366fdec4aa7e6): skipped, another
   framework (TensorFlow, in a notebook); github.mirrors.us.kg/ThinamXx/
   Natural_Language__Inference (ranks 3 and 5; HEAD 41cb0627e76aa1656ae22f1588af87040bf1bd01)
   skipped, training only in a notebook; deeplearningdaily.com (rank 4) and
   analyticsvidhya.com (ranks 6, 8) are other hosts naming none; github.lovairy.cn/
   hieptran1812/nlp-recipes (rank 7; HEAD a5cd2303187239799ae0b1597a7c16eb99a97108) skipped,
   training only in a notebook (examples/entailment/*.ipynb, BERT from the hub). Topic 9 gave
   one.

10. Language identification, `code` (query "language identification pytorch training loop
    example"): rank 1 names no repository. gauenk/label_smoothing_sim (rank 2,
    lib/learning/train.py; HEAD b83c9d83f5987a8a658e42f188a712c3247435e2) skipped, no
    training script: it has no readme, and the hit's file is a module of training functions
    (pytrain_cls, thtrain_cls) that nothing runs when it is run; its folder has no script
    (the repository's tools/ are label-noise kNN experiments on MNIST that import it). Rank 3
    names no repository; VedangAsgaonkar/Machine-Learning-Notes (rank 4) is in the corpus;
    ranks 5-12 name none. `pages`, the same query: github.com/juanluislm/SmartContract-
    Detection-Based-DeepLearning (rank 1; HEAD 0c60215d7410e94ff98769aff65adfaf8bcefe50)
    skipped, training only in a notebook (the page is its "Lesson 2 torchtext for language
    modeling.ipynb"; its readme runs nothing, and its scripts, LSTM_REENTRANCE_DETECTION/
    Text-classification.py and model/simple_lstm_test.py, are built on torchtext's legacy
    Field and TabularDataset, which torchtext removed in 0.12; its last release, 0.18, needs
    torch 2.3: a package the registry lacks for this torch); educative.io (rank 2) is another
    host naming none; github.hk.mmd.ink/eliyetres/lt2316-ht19-a1 (rank 3, a mirror's address
    of its README.md; HEAD afae9993a146a23d7fb433e6f00d71b8fe30482d) taken: train_model.py,
    the script its readme trains with, with the flags of the command at its end (`-m
    trained_model_1 -x processed_data/x_train.txt -y processed_data/y_train.txt -vo
    processed_data/vocab_all -b 500 -e 50 -l 200 -t 1 -r 0.0001`), here -b 100 and -e 1 and
    files of its own. Made here: x_train.txt and y_train.txt as its create_data.py writes
    them from WiLI-2018 (the repository's processed_data holds 5,000 sentences of 100
    characters, 500,000 prefixes an epoch), 40 sentences of 20 characters, 4 of each of its
    readme's 10 languages (corpus_data_j_06to10.eliyetres_wili): 780 prefixes, 7 full batches
    of 100. No edit (its device is cuda:0 where CUDA is, else the CPU). Plain run: 51.5 s,
    exit 0, at load 18.5 (126.3 s with 60 sentences of 30 characters, at load 19.9). Ranks 4-8
    are other hosts naming none. Topic 10 gave one.

First sight, 4 of 5 kept, no silent wrong result:
- unspam-bag-of-words: kept (`agree`, largest difference 0 after 8 steps, compared with one
  process directly; seeded for the check; the warning that the ranks train on the same
  batches; nothing drawn after its first backward).
- stfrs-bilstm-pos-tagger: kept (`agree`, 0 after 8 steps; dropout switched off at
  TaggerModel.py:27; the same-batches warning; nothing drawn after its first backward: the
  epoch's shuffle came before it).
- melody-generator-lstm: kept (`agree`, 0 against one process computing the ranks' slices;
  dropout switched off at models.py:62; the split itself 1.47e-06 from one process).
- cs224u-rnn-classifier: kept (`agree`, largest difference 4.62e-07 at rnn.rnn.weight_ih_l0,
  compared with one process directly).
- eliyetres-gru-language-id: broken: `differ: one process took 3 optimizer step(s) and 2 ranks
  took 0: the script's steps depend on the ranks`, with the note that the run of the split's
  arithmetic stopped (`RuntimeError: Expected hidden size (1, 50, 200), got [1, 100, 200]`,
  GRUModel.py:64); the verdict is the recipe's word but does not name the batch size written
  into the script, its cause. The missing rule appears to be this: multigpu names a batch
  size written into a script only where the ranks stop on an error that names the global
  batch's rows; here each rank compares its slice's rows with the batch size it was given
  (`if y_batch.size()[0] != batch_size: continue`) and skips every slice without an error,
  so the ranks' missing steps were reported as steps that depend on the ranks, and the error
  the split's run gave (a hidden state built for the 100 rows of the global batch, on a slice
  of 50) was read only as why that run stopped, not as the cause of the difference.

Doubts for the lead:
- Topic 8, rafael-savvides/melody_generator: the page named the repository for a notebook
  that retells PyTorch's part-of-speech tutorial; the repository's training script, the one
  its readme runs, generates melodies. Taken by the rule's letter (the repository qualifies,
  and its readme's script is the one taken); it is not part-of-speech tagging.
- Topic 9, jonad/stanford_cs224u_fall_2020: the hit is a readme that runs nothing; the
  script taken is the course's RNN classifier module, run as the module runs itself (a toy
  data set of its own), not an NLI training. A stricter reading would skip it as training
  only in a notebook; gauenk (topic 10) was skipped where the hit's own folder holds no script
  that trains when run.
- Topic 10, eliyetres: `differ` was written from the docs' rule for a batch size written into
  a script (a rank's slice meets `if y_batch.size()[0] != batch_size: continue` and is
  skipped, so the ranks never step while one process trains); no error is raised, so a run
  may also say it cannot tell (no steps on the ranks), or refuse. `--batch per-device` would
  run it as its author meant.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

UNSPAM = ("unixpickle/unspam", "bfa95fb9772e03ef67f073564e8857e91a3c8ef8")
STFRS = ("stfrs/BiLSTM-POS-Tagger", "80503bb4979bb833cf505f22274a95d2d9f11611")
MELODY = ("rafael-savvides/melody_generator", "9a9688dc1a99164c2cafb0f3cb02c34df68b6a34")
CS224U = ("jonad/stanford_cs224u_fall_2020", "41b56297a55fea798b8a0c0ea5b94829c9430927")
ELIYETRES = ("eliyetres/lt2316-ht19-a1", "afae9993a146a23d7fb433e6f00d71b8fe30482d")

CUDA = "CPU: the script moves it to CUDA whatever is there"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "unspam-bag-of-words",
        *UNSPAM,
        "train.py",
        "spam detection (an IMAP spam filter's classifier: logistic regression, one linear "
        "layer and a sigmoid, on bag-of-words counts of the 2,000 commonest tokens of the "
        "emails' subjects and bodies, an unknown-word count first; the train and test splits "
        "(3 of 4 emails and 1 of 4) each one full batch made before training; BCELoss, Adam "
        "with weight decay; the test loss computed each step, the model saved every 100 "
        "steps)",
        "agree",
        "no DataLoader: every step is the whole training split, one tensor made before "
        "training, the same on every rank; nothing random, no dropout, no batch norm; the "
        "test loss each step is computed but never backpropagated: every rank trains on the "
        "whole batch as one process: exact, with the warning that the ranks train on the same "
        "batches",
        (
            Edit(
                "for i in itertools.count():",
                "for i in range(200):",
                "200 steps: it trains until it is killed (its readme: kill it once the loss "
                "levels out)",
            ),
        ),
        args=("spam", "real"),
        paths=("unspam",),
        data="unspam_emails",
        first_sight="kept",
    ),
    Recipe(
        "stfrs-bilstm-pos-tagger",
        *STFRS,
        "rnn_train.py",
        "part-of-speech tagging (a BiLSTM tagger: word embeddings of 200, dropout, a "
        "bidirectional LSTM of 200, dropout, a linear layer to the tags; one sentence a step, "
        "the sentences shuffled with Python's random each epoch; a summed cross entropy over "
        "the sentence's tokens, SGD; an accuracy on the development set after each epoch, the "
        "model saved whole when it is the best)",
        "agree",
        "no DataLoader: each step is one whole sentence, the same on every rank, their order "
        "drawn by random.shuffle when the epoch begins, before the first backward, so alike on "
        "every rank and in one process (one epoch); the summed loss is over a batch every rank "
        "holds whole, so averaged, not added up; dropout (twice in its forward) is off for the "
        "check: exact, with the warning that the ranks train on the same batches",
        (
            Edit(
                "nn.CrossEntropyLoss(size_average=False).cuda()",
                "nn.CrossEntropyLoss(size_average=False)",
                CUDA,
            ),
            Edit("tagger = tagger.cuda().train()", "tagger = tagger.train()", CUDA),
            Edit(
                "tagger(torch.cuda.LongTensor(wordIDs))",
                "tagger(torch.LongTensor(wordIDs))",
                CUDA + " (a legacy CUDA tensor type)",
            ),
            Edit(
                "loss_function(scores, torch.cuda.LongTensor(tagIDs))",
                "loss_function(scores, torch.LongTensor(tagIDs))",
                CUDA + " (a legacy CUDA tensor type)",
            ),
            Edit(
                "nn.Embedding(numWords, embSize).cuda()",
                "nn.Embedding(numWords, embSize)",
                CUDA,
                "TaggerModel.py",
            ),
            Edit(
                "nn.Dropout(dropoutRate).cuda()", "nn.Dropout(dropoutRate)", CUDA, "TaggerModel.py"
            ),
            Edit("bidirectional = True).cuda()", "bidirectional = True)", CUDA, "TaggerModel.py"),
            Edit(
                "nn.Linear(self.rnnSize*2, numTags).cuda()",
                "nn.Linear(self.rnnSize*2, numTags)",
                CUDA,
                "TaggerModel.py",
            ),
        ),
        args=("train.tagged", "dev.tagged", "tagger", "--num_epochs", "1"),
        paths=("Data.py", "TaggerModel.py"),
        data="stfrs_tagged",
        first_sight="kept",
    ),
    Recipe(
        "melody-generator-lstm",
        *MELODY,
        "train_model.py",
        "melody generation (an LSTM over the Bach chorales' four voices flattened to one "
        "sequence of pitch, rest and end tokens: an embedding of 16, an LSTM of 256, dropout, a "
        "linear layer and a log softmax; the next token after each window of 64 predicted from "
        "the last position; NLLLoss, Adam with weight decay; a random_split and a shuffled "
        "DataLoader each seeded by a torch.Generator of its own; a validation pass, a "
        "checkpoint and TensorBoard logs each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 32 are split per rank (16 + 16): one process's "
        "average of a mean NLL over one prediction per window; its sampler's generator and the "
        "split's are seeded by the script, alike on every rank; dropout at the LSTM's output "
        "is off for the check; the gradient norm it reads after the first backward is of "
        "averaged gradients",
        (
            Edit(
                'DEVICE = "mps"', 'DEVICE = "cpu"', "CPU: its config names Apple's GPU", "config.py"
            ),
            Edit(
                "NUM_EPOCHS = 50",
                "NUM_EPOCHS = 1",
                "one epoch (9 steps of 32 over the 276 training windows made here)",
                "config.py",
            ),
        ),
        paths=("config.py", "encoder.py", "models.py", "prepare_data.py"),
        data="melody_jsb_chorales",
        first_sight="kept",
    ),
    Recipe(
        "cs224u-rnn-classifier",
        *CS224U,
        "natural_language_inference/codes/torch_rnn_classifier.py",
        "sequence classification (CS224u's TorchRNNClassifier, the model its NLI notebooks fit "
        "on premise-hypothesis sequences, run as its module runs it: simple_example, a toy "
        "language of a/b strings, good where no b comes before an a; an embedding of 50, a "
        "packed LSTM of 50, its last hidden state through a ReLU layer to the classes; a "
        "shuffled DataLoader of "
        "batches of 1,028, so one batch of the 9 examples an epoch; a mean cross entropy, Adam; "
        "training stops when the epoch's loss stops falling; predictions and a score after)",
        "agree",
        "its shuffled DataLoader's one batch of 9 each epoch is split per rank (5 + 4): one "
        "process's average of a mean cross entropy over the sequences; the padded and packed "
        "sequences are put together per slice by its collate_fn, which draws nothing; the "
        "stopping test reads the loss with .item(), the global batch's",
        (
            Edit(
                "from torch_model_base import TorchModelBase",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname(__file__), "
                "'..', '..'))\nfrom torch_model_base import TorchModelBase",
                "the course's modules on the path: torch_model_base.py and utils.py are at the "
                "repository's top, where its notebooks run from",
            ),
            Edit(
                "mod = TorchRNNClassifier(vocab)",
                "mod = TorchRNNClassifier(vocab, max_iter=30)",
                "30 epochs (one step each), not up to 1,000",
            ),
        ),
        paths=("torch_model_base.py", "utils.py"),
        first_sight="kept",
    ),
    Recipe(
        "eliyetres-gru-language-id",
        *ELIYETRES,
        "train_model.py",
        "language identification (WiLI-2018 sentences of 10 languages, each sentence expanded "
        "into all its character prefixes, zero-padded to its length, each prefix a sample with "
        "the sentence's language: an embedding, a GRU of 200, every position's output "
        "flattened into a linear layer over the languages; a shuffled DataLoader that skips "
        "any batch whose size is not --b; a mean cross entropy (its loss 1), Adam; the model "
        "and the vocabulary pickled after)",
        "differ",
        "its shuffled DataLoader's batches of 100 are split per rank (50 + 50), and its loop "
        "skips every batch whose size is not the batch size it was given (`if "
        "y_batch.size()[0] != batch_size: continue`; its forward also builds the GRU's initial "
        "state for that many rows): one process trains on every full batch, the ranks skip "
        "every slice, so they never step; a correct verdict names the batch size written into "
        "the script",
        args=(
            "-m",
            "model_1",
            "-x",
            "x_train.txt",
            "-y",
            "y_train.txt",
            "-vo",
            "vocab_1",
            "-b",
            "100",
            "-e",
            "1",
            "-r",
            "0.0001",
            "-l",
            "200",
            "-t",
            "1",
        ),
        names="a batch size written into the script",
        paths=("GRUModel.py", "utils.py", "dataloader.py"),
        data="eliyetres_wili",
        first_sight=(
            "broken: differ: one process took 3 optimizer step(s) and 2 ranks took 0: the script's "
            "steps depend on the ranks (the batch size written into the script not named)"
        ),
    ),
)
