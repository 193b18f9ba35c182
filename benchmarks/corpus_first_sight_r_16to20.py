"""Batch r, topics (16) to (20): batch r's rule (corpus_first_sight_r.py's docstring, verbatim
there) applied to keyphrase extraction, spelling correction, math word problem solving, code
summarization and clickbait detection. One script from one repository: topic 18's
brendanlong/math-llm (its `pages` results). Topics 16, 17, 19 and 20 give none: every
repository their `code` and `pages` results named was in the corpus already, could not be
fetched, or was skipped for a mechanical reason (below); topic 18 gives one, not two.
At first sight 1 of 1 kept, no silent wrong result: `cannot tell`, its batch per rank
(Hugging Face's Trainer distributing itself), the verdict its recipe expected when first
written.

The recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in /tmp/r_runs/plain-NAME), until it ended without error,
not holding the batch's lock, at nice 10, with MPLBACKEND=Agg as corpus.py sets it, and with
PYTHONPATH=. (the script's folder on the path, as `python scripts/train.py` and multigpu's
worker put it; `python -P` alone leaves it off, and the wandb stand-in beside the script was
not found); its time is given below, with the load of the 2-core machine, shared with the other
helpers' runs.

The recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtr, f882907, one at a time behind the batch's lock, once, --timeout 600,
from /tmp/r_runs/NAME), before any change made for it.

Installed into .venv from PyPI (--no-deps; neither adds a top-level module of a generic name):
colorlog 6.12.0 (module colorlog), which brendanlong/math-llm's src/utils.py imports for its
logging, and pytorch-optimizer 4.1.0 (module pytorch_optimizer), which its src/optimizers.py
imports (its ADOPT and Muon; the default AdamW, taken here, is torch's). Stand-in written
beside the script (the recipe's `files`), not installed: wandb.py (corpus_recipes'
WANDB_STAND_IN; train.py imports wandb at its top, and with --no-wandb never calls it).

Read as batches c to q read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME). "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, or claimed by another helper of batch r (/tmp/r_claims.txt; checked
just before each was taken). Ranks are the results' own. Per topic, in the order the results
came:

16. Keyphrase extraction, `code` (query "keyphrase extraction pytorch training loop
   example"): midas-research/dlkp (ranks 1 and 2, two copies of
   resources/docs/TUTORIAL_TRAINING_MODELS.md; HEAD 74327cd81d05f554503401963f493a29fa124cb7)
   skipped, weights and data from a hub: its one training example, examples/ke/ke_tagger.py,
   fine-tunes bloomberg/KBIR with roberta-large's tokenizer on midas/semeval2010, all
   downloaded from Hugging Face's hub (the tutorial the hit is: midas/inspec).
   pulkit6559/BERT-keyphrase-extraction (rank 3, README.md; HEAD
   10c9981ef7e041cd6a2b2c1297912ac6df5ae405) skipped, weights from the internet: the readme's
   first step untars Google's pretrained BERT weights into model/, and train.py builds its
   BertForTokenClassification with from_pretrained on that folder (the repository holds its
   config and vocabulary, not the weights). FAndSec/folksay (rank 4,
   src/example/keybert_exm0.py; HEAD 52345ba1a38979ea5e0ec7f6b697585fde7832f1) skipped, no
   training script: the hit runs KeyBERT's extraction (no training) and is not in HEAD; the
   repository is Zhihu crawlers and a keyword tree, with no torch anywhere. Ranks 5 to 12
   name no repository. `pages` (the same query, 8 results): rank 4,
   charleslow.github.io/notebook, names charleslow/notebook, which cannot be fetched (no
   snapshot of it can be had here); ranks 1 to 3 and 5 to 8 (codegenes.net twice,
   learnmodernpython.com, errorhandle.ai, openllmlist.com, ceurspt.wikidata.dbis.rwth-aachen.de
   twice) name no GitHub repository. No script for this topic.

17. Spelling correction, `code` (query "spelling correction pytorch training loop example"):
   yangshiteng/Data-Science-Learning-Path (rank 1,
   deep_learning/recurrent_neural_networks/spelling_correction_training.md; HEAD
   8657daf946f66e35daee966c1f12ad60d7fbf271) skipped, no training script: 774 Markdown notes,
   one notebook, no .py. Rank 2 names no repository. CVxTz/xumi (rank 3, README.md; HEAD
   1fcbf91f97867dc878feaee9e578ca87abc63e02) skipped, data from the internet:
   xumi/perturbations/__init__.py calls nltk.download("punkt") as it is imported, and the
   perturbations that make its noisy inputs split words with nltk's word_tokenize, which
   needs that model (xumi/ml/train.py also needs scikit-learn, not in .venv, and
   Lightning 1.4's `gpus=`). justhash-kr/LSTM_Spelling (rank 4, README.md; HEAD
   c960514587d5caafa72f7308e549d623e185c218) skipped, a package the registry lacks for this
   torch: train/train.py is built on torchtext 0.8.1's legacy Field, TabularDataset and
   BucketIterator (its readme pins it: later torchtext has no torchtext.data.Field, and each
   torchtext build is compiled for one torch; none is in .venv), and it downloads nltk's
   punkt too. Ranks 5 to 12 name no repository. `pages` (the same query, 8 results): rank 1,
   github.com/lorenlugosch/pytorch_HMM (HEAD 40859fdf356ed7fd63913af704f351d81201a099),
   claimed, then skipped, a compiled CUDA extension: models.py imports genbmm (harvardnlp's
   CUDA kernels for matrix products in the log semiring, built from its git repository; PyPI
   has no genbmm), which its HMM's forward algorithm calls for every transition (data.py
   needs scikit-learn too); rank 5, github.com/juanluislm/SmartContract-Detection-Based-
   DeepLearning, is in the corpus (batch j); ranks 2 to 4 and 6 to 8 (docs.myspellchecker.com,
   educative.io, amritad.com, debuggercafe.com, ametric.sh, gokawiil.com) name no GitHub
   repository. No script for this topic.

18. Math word problem solving, `code` (query "math word problem solving pytorch training
   loop example"): sooftware/nlp-tasks (rank 1) is in the corpus (batches j and p).
   dx-dtran/mini-math-solver (rank 2, README.md; HEAD
   bb3ee8f28f00fbc1a2e32c252fb4f65247049902) skipped, weights from a hub: train.py fine-tunes
   google/t5-v1_1-base (tokenizer and weights from_pretrained, Hugging Face's hub).
   VedangAsgaonkar/Machine-Learning-Notes (rank 3) is in the corpus (batches f to q).
   anuraagr-13/math-word-problem-llm (rank 4, README.md; HEAD
   08233afe0e03554aaa0770c14f7fc2de8e9238e9) skipped, weights from a hub: train.py fine-tunes
   GPT-2 ("gpt2", tokenizer, config and weights from the hub; it also imports a `dataset`
   module the repository does not hold). Ranks 5 to 12 name no repository. `pages` (the same
   query, 8 results): rank 1, github.com/AndresLie/LSTM_Aritmehic (HEAD
   176d9196565ed70658907275086ca40f9f2cb608), skipped, training only in a notebook
   (LSTM_Arithmetic.ipynb, a Colab notebook, its one code file); rank 2,
   git.ai0.site/learning/annotated_deep_learning_paper_implementations (a self-hosted Git
   service's copy of labml.ai's annotated implementations, its arithmetic data set page), names
   no GitHub repository by its address (see Doubts); rank 3, github.com/phuochoquang97/LLMs
   (HEAD 9051fab40e3dd179873760760765622e7c5197ea), skipped, training only in a notebook (two
   .ipynb, no .py); rank 4, tonyaradzwa.github.io, names tonyaradzwa/tonyaradzwa.github.io,
   which cannot be fetched (no snapshot); rank 5 (engineers-musings.dev) names none; rank 6,
   github.com/JamesRobertJohns/3000 (HEAD 4e594ca5a0cdfc5b89a18e12a10b23d1e76bb094), skipped,
   no training script: src/main.py's main is `pass`, its one training (DPO) is in
   src/dpo/dpo.ipynb, from a pretrained NanoGPT its readme downloads from Google Drive; rank 7
   (ametric.sh) names none; rank 8, github.com/brendanlong/math-llm (HEAD
   ec20ab4c035234886139fa015b143f835bc7b6f5), taken: scripts/train.py, the readme's `python
   scripts/train.py --config config/standard-small.yaml` (after `python
   scripts/generate_data.py`), a 4-layer decoder-only transformer of its own learning
   additions character by character, trained with Hugging Face's Trainer. Made here: data/,
   the train, validation and test JSONL files of 96, 32 and 32 two-digit additions in its
   format (`12+34=46<end>`, without the chain of thought) and metadata.json
   (corpus_data_r_16to20.brendanlong_arithmetic; the readme's generator makes 100,000);
   installed colorlog and pytorch-optimizer; the wandb stand-in. Edits: the repository root
   on the path (for its package src, which the readme installs); TrainingArguments'
   overwrite_output_dir dropped (transformers 5 removed it). Flags: the readme's config, paths
   from the script's folder (../config, ../data), --batch-size 16 (not 32), --num-epochs 1
   (not 10), --no-wandb (the readme's own flag for no W&B), --no-torch-compile (compiling on
   this CPU would take most of the run), --num-workers 0 (not 4 persistent workers per
   process on 2 cores). Plain run: first try 28.5 s, exit 1 (the wandb stand-in not found
   under `python -P`: then run with PYTHONPATH=., above); second 89.3 s, exit 1, at load 16.0
   (TypeError: TrainingArguments got an unexpected keyword argument 'overwrite_output_dir');
   with the edit 189.0 s, exit 0, at load 13.9 to 14.6 (160 training lines, 10 steps); with
   the data cut to 96 training lines (6 steps, 3 a rank on 2) 104.6 s, exit 0, at load 14.5
   to 15.9. The one script for this topic.

19. Code summarization, `code` (query "code summarization pytorch training loop example"):
   VedangAsgaonkar/Machine-Learning-Notes (rank 1) and ashworks1706/llm-from-scratch (rank 2,
   batch q) are in the corpus. UsaidMalik/DL-Mini-Project (rank 3, train.py; HEAD
   b6bbdb660d828c7e90ad2ad481dca0ad9e76bb4a) skipped, training only in a notebook: the hit is
   a fragment of a loop (no model, loader, loss or device defined in it) and the readme says
   to run Mini_project.ipynb on Colab (a CIFAR-style ResNet; nothing of code summarization).
   gauenk/label_smoothing_sim (rank 4) is in the corpus (batch j). Ranks 5 to 12 name no
   repository. `pages` (the same query, 8 results: narcismiclaus.com, leetllm.com,
   educative.io, amritad.com, artintellica.com, airoads.org, brick-house.org, pexcera.com)
   names no GitHub repository. No script for this topic.

20. Clickbait detection, `code` (query "clickbait detection pytorch training loop example"):
   poulguoskov/MLOps (rank 1, docs/source/PROJECT.md; HEAD
   ababfb01f37f68863391c247cdc583ef7d1eb1cc) skipped, weights from a hub:
   src/clickbait_classifier/model.py builds its classifier on
   AutoModel.from_pretrained("distilbert-base-uncased") (configs/config.yaml), its tokenizer
   likewise. shoarora/cb-dr (rank 2, README.md; HEAD 8a77d68a8f9b81a33861ac9ed2abe33bf676b7b0)
   skipped, Python 2: main.py's `print 'Training epoch', epoch+1` and the like (requirements:
   torch 0.2). Felipe-carlos/Clickbait_Detection (rank 3, README.md; HEAD
   15ffa0a13714e4676df6614a3b364c52c064cd9b) skipped, training only in a notebook:
   from0/code/train.py defines train_model, but its `__main__` only plots a histogram of the
   headlines' lengths (plt.show), and no .py calls train_model (Train_colab.ipynb, absent from
   the snapshot, is the readme's training); its other part, finetuned_model/main.py,
   fine-tunes distilbert-base-uncased from the hub with LoRA. bourgeois-radical/
   clickbait-detection (rank 4, README.md; HEAD ff413c91a7170fb664efc5370175ac4e550ae74d)
   skipped, training only in a notebook: train_and_evaluate.py defines the loss, one epoch's
   loop and the evaluation as functions that notebooks/training.ipynb calls (its
   preprocessing also downloads nltk's punkt and stopwords). Ranks 5 to 12 name no
   repository. `pages` (the same query, 8 results): rank 1,
   github.com/rexsheikh/nlp-clickbait-detector (HEAD e34081647fde0359d728b1553ed550a8605af9c6),
   skipped, training only in a notebook (transformers_notebook.ipynb fine-tunes a hub model
   with the Trainer; its .py files train scikit-learn's logistic regression, naive Bayes and
   SVM, no PyTorch); ranks 2 to 8 (fxis.ai, copies of Hugging Face model cards on
   d.geminiproxy.ggff.net, fast.hugflare.com, huggingface.co and hf.xwall.us.kg.) name no
   GitHub repository. No script for this topic.

Skips: 18 (topic 16: 3, dlkp counted once; topic 17: 4; topic 18: 5; topic 19: 1; topic 20:
5), each above with its reason, besides the repositories already in the corpus (six: topics 17
to 19) and the three results whose repository cannot be fetched or that name none by a
GitHub address (charleslow/notebook, tonyaradzwa/tonyaradzwa.github.io, git.ai0.site).

First sight (the run below is the script's one, in /tmp/r_runs/NAME; the plain run ended
without error before it):
- brendanlong-arithmetic-transformer: kept (`cannot tell`: the script distributes itself
  and its 2 ranks trained on other data than one process in 3 optimizer steps, its batch
  per rank, the totals of the 2 ranks' first inputs 2x one process's; train.py:306 named as
  setting up its own process group through transformers' Trainer; queued on the lock at
  03:01, ended 03:15; 90.2 s).

Doubts for the lead:
- Topic 18, `pages` rank 2: git.ai0.site/learning/annotated_deep_learning_paper_implementations
  is a copy of labmlai/annotated_deep_learning_paper_implementations on a self-hosted Git
  service (owner "learning" there, not a GitHub owner). Read as naming no GitHub repository by
  its address; read as naming labmlai's, it would come before brendanlong/math-llm (rank 8),
  which would still be taken as the topic's second (its arithmetic experiment trains with the
  labml framework; not fetched).
- brendanlong-arithmetic-transformer: the verdict expected is the Trainer's batch per device
  (hf_trainer.py's case in docs/run.md); its warm-up (500 steps, 3 to 6 taken) moves the
  weights by little, which matters only if the ranks' data were judged alike.
- scikit-learn is not in .venv now (batch q's notes name 1.9.1 there); compiled, so not
  installed here. It is a second reason only (xumi, pytorch_HMM), never the skip's own.
- lorenlugosch/pytorch_HMM stays in /tmp/r_claims.txt as helper-D's, though skipped (claimed
  before its models.py was read).
- The plain runs put the script's folder on the path with PYTHONPATH=. (the brief's `python
  -P` leaves it off); multigpu's worker puts it there, as plain `python` does.
- Four topics of five give no script, and topic 18 one: the rule's results for these topics
  are mostly hub fine-tunes, notebooks and tutorials' pages.
"""

from __future__ import annotations

from corpus_recipes import WANDB_STAND_IN, Edit, Recipe

BRENDANLONG = ("brendanlong/math-llm", "ec20ab4c035234886139fa015b143f835bc7b6f5")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "brendanlong-arithmetic-transformer",
        *BRENDANLONG,
        "scripts/train.py",
        "arithmetic word problems as sequences (additions, character tokens: a 4-layer "
        "decoder-only transformer of its own, d_model 256, dropout 0.1; next-token cross "
        "entropy over the answer's tokens, ignore_index -100; Hugging Face's Trainer, AdamW "
        "with 500 warm-up steps, per_device_train_batch_size from --batch-size; a final "
        "evaluation on the test split)",
        "cannot tell",
        (
            "Hugging Face's Trainer with per_device_train_batch_size 16: on 2 ranks it sets up "
            "its own process group and its DistributedSampler gives each rank 16 samples a "
            "step (32 a step together) where one process takes 16, so the ranks' first inputs "
            "total 2x one process's: its batch is per rank and no comparison of the weights "
            "applies; dropout (0.1) would be switched off for the check; nothing else of the "
            "loop draws (the data set reads fixed lines, the collator stacks them)"
        ),
        (
            Edit(
                "from src.config import load_config, save_config\n",
                "import sys; sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath("
                "__file__)), '..'))\nfrom src.config import load_config, save_config\n",
                "the repository's package src on the path, as its readme's `pip install -e .` "
                "(pyproject.toml) puts it",
            ),
            Edit(
                "        overwrite_output_dir=not args.resume,\n",
                "",
                "TrainingArguments no longer takes overwrite_output_dir (removed in "
                "transformers 5; 5.24 here: TypeError); the Trainer never read it",
            ),
        ),
        args=(
            "--config",
            "../config/standard-small.yaml",
            "--data-dir",
            "../data",
            "--batch-size",
            "16",
            "--num-epochs",
            "1",
            "--no-wandb",
            "--no-torch-compile",
            "--num-workers",
            "0",
        ),
        files={"wandb.py": WANDB_STAND_IN},
        paths=(
            "config/standard-small.yaml",
            "src/__init__.py",
            "src/activation_stats.py",
            "src/config.py",
            "src/model.py",
            "src/optimizers.py",
            "src/ssm.py",
            "src/tokenizer.py",
            "src/training.py",
            "src/types.py",
            "src/utils.py",
            "src/data.py",
            "src/generation.py",
        ),
        data="brendanlong_arithmetic",
        names="its batch is per rank",
        first_sight="kept",
    ),
)
