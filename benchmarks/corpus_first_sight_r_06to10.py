"""Batch r, topics (6) to (10): batch r's rule (corpus_first_sight_r.py's docstring, verbatim
there) applied to RNA secondary structure prediction, drug response prediction, Alzheimer's
disease classification from MRI, COVID-19 CT scan classification and Parkinson's disease
detection from voice. Three scripts from three repositories: topic 6's
givemeone1astkiss/RNA-MPNN, topic 7's Sarmeili/DrugRankingProject and topic 8's
arjunkirubakaran/mlp_adni. Topics 9 and 10 give none, and topics 6 to 8 no second: every other
repository their `code` and `pages` results name was skipped for a mechanical reason (below).
At first sight 2 of 3 kept: arjunkirubakaran-adni-mri-mlp (B's run) and
givemeone1astkiss-rna-inverse-folding-mpnn, both `agree` as written; the miss,
sarmeili-ctrp-drug-response-gcn, said `agree` (0.00108, within the yardstick of one process
against itself, 0.000814 x 10) where its recipe wrote `differ` (its loss is the batch's MSE
times the mean of the batch's weights): a silent wrong result, if the recipe read it right.

Redone by helper-B2. Helper B walked these topics first under an earlier brief that wrongly
allowed only pure-Python packages to be installed, so it skipped repositories whose scripts
need packages PyPI has (scikit-learn, XGBoost, Biopython, RDKit), which the rule does not
allow: the rule skips only for a package the registry lacks. Helper-B2 walked the five topics
again from the start with the same queries (the `code` results came back as B recorded them),
re-examined every skip of B's and kept a skip only for a reason the rule names. Two
repositories B skipped for packages alone are taken now (givemeone1astkiss/RNA-MPNN, topic 6,
rank 1; Sarmeili/DrugRankingProject, topic 7, rank 1); every other skip stands, its reason
restated below without the packages (scikit-learn, scikit-image, OpenCV, RDKit are on PyPI and
no longer reasons). arjunkirubakaran-adni-mri-mlp, B's one recipe, run at first sight at 02:50
UTC, is still the first qualifying repository of topic 8 and is kept as B recorded it, not run
again; its edit standing in for scikit-learn's classification_report (written when
scikit-learn was not installed; it is now) is left as it ran.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in /tmp/r_runs/plain-NAME), with MPLBACKEND=Agg, nice 10,
`python -P` and PYTHONPATH=. (the script's folder first on the path, as `python SCRIPT` and
multigpu's workers put it: -P alone leaves it off), without the batch's lock; its time is given
below with the load of the 2-core machine, shared with the other helpers' runs.

A recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes, the
tree at /tmp/wtr, f882907, one run at a time behind the batch's lock /tmp/r_lock, once,
--timeout 600, from /tmp/r_runs/NAME), before any change made for it.

Installed into .venv from PyPI: nibabel 5.4.2 (by helper B, --no-deps; arjunkirubakaran's
volumes), xgboost 3.2.0 and biopython 1.88 (--no-deps: xgboost's one new dependency was
nvidia-nccl-cu12, a 350 MB CUDA library a CPU run does not load; RNA-MPNN), rdkit 2026.9.1
(nothing else new; DrugRankingProject's molecule graphs). None replaced torch, torchvision,
numpy or transformers (checked with --dry-run first). Lightning (pytorch-lightning 2.6.6) was
there already.

Read as batches c to q read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME, deepwiki.com/OWNER/NAME).
"In the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, or
claimed by another helper of batch r (/tmp/r_claims.txt; checked before each was taken: none
of the three was, outside this part). A repository is read at its HEAD in the mirror. Ranks
are the results' own. Per topic, in the order the results came:

6. RNA secondary structure prediction, `code` (query "RNA secondary structure prediction
   pytorch training loop example"): givemeone1astkiss/RNA-MPNN (ranks 1 and 3, train.py of
   two versions; HEAD 46a58b9fc349bc38db570de2524c3a450285f749) taken (B skipped it for
   XGBoost, scikit-learn and Biopython, all on PyPI): train.py, the hit's script (the readme
   names no command), RDesign's message-passing network recovering an RNA's bases from its
   backbone coordinates (inverse folding), a LightningModule fitted by Lightning's Trainer
   (devices=1 without CUDA), then an XGBoost readout fitted on the embeddings (train_xgb=True).
   Made here: data/seqs/*.fasta and data/coords/*.npy, 20 chains of 24 residues
   (corpus_data_r_06to10.givemeone1astkiss_rna; the script splits them itself, 0.9/0.1, with
   np.random.choice after its seeding()); the repository's own 2317 structures are not taken
   (paths: rdesign/ only). Edits: batch size 8 (not 32), max_epochs 1 (not 230), the train and
   validation loaders' num_workers=19 (persistent) set to 0. Plain run: 208 s, exit 0, at
   load 7.1 to 9.6 (the first try, 40 chains of 32 residues, ran past 300 s in the XGBoost
   fit, so 20 of 24).
   AkkshayaRajesh/rna-structural-prediction (rank 2, rnn_lstm/README.md; HEAD
   57b177e88595c6bc532925f899034b3837211248) skipped, no training script: the README's
   train_rnn.py and train_lstm.py are not in the tree, only inside rnn_lstm/rnn_lstm.zip (and
   the transformer models' inside src.zip); the rest is notebooks and data.
   ViennaRNA/rnadeep (rank 4, examples/README.md; HEAD
   2979f163cb87354d33f82d9f58bb9720e0f921b6) skipped, another framework: setup.py requires
   tensorflow, and examples/train.py trains its (Keras) SPOT-RNA reimplementations. Ranks 5 to
   12 name no repository. `pages` (the same query, 8 results; asked for the second):
   deepwiki.com/sinc-lab/miRe2e (rank 2) names sinc-lab/miRe2e (HEAD
   f566f6c7b9da967271a2828f98640d47acb00aab), skipped, training only in a notebook: its
   training is the package's methods (MiRe2e.fit_structure, fit_mfe, fit), which only the
   readme's Python snippets and its notebooks (demo.ipynb, results.ipynb) call; ranks 1 and 3
   to 8 (hf.526339.xyz, bmcbioinformatics.biomedcentral.com, arxiv.org, arianhadi.com,
   ar5iv.labs.arxiv.org, mdpi.com, arxiv.org) name no GitHub repository by their address
   (ranks 6 and 8, arXiv pages of RFold, mention github.com/A4Bio/RFold in their text only).
   One script for this topic.

7. Drug response prediction, `code` (query "drug response prediction pytorch training loop
   example"): Sarmeili/DrugRankingProject (ranks 1 and 2, modelutils/training.py and
   train.py of an older version; HEAD 4265a7df858db130ac7750a2fff0b43b98491b42) taken (B
   skipped it for RDKit and scikit-learn, both on PyPI): at HEAD the hit's train.py is gone
   and the readme names no command, so src/reg_training.py, the regression training whose
   saved weights the ranking stage (ranking_fine_tuning.py) loads: a cell line's expression
   through an MLP and a compound's RDKit graph through custom PyG message passing, weighted
   MSE, 5-fold cross-validation. Made here: data/wrangled/ctrp.csv, ccle_exp.csv, ppi.csv,
   drug_target.csv (corpus_data_r_06to10.sarmeili_ctrp; the readme downloads CTRP and CCLE
   from figshare), beside the repository's own cmpd.csv and netprop/top_20_chosen_drug.csv
   (paths). Edits: ctrp_handler.py's `from src.datahandler.netprop` made `from
   datahandler.netprop` (the script runs from src/, where src is not a package on the path);
   the label-density weights read as float64 (numpy 2 keeps them float32, which PyG's
   DataLoader refuses; numpy 1.26, the requirements', made them float64); epochs 1 a fold (not
   3). Plain run: 99 s, exit 0, at load 6.9 to 8.4 (a first try stopped in PyG's DataLoader on
   the numpy.float32 weights: the second edit). user15632/DeepDR (rank 3,
   source/document/Model/Train.rst; HEAD 3e20237e7985c00fa265038fd6521bbb358c59ad) skipped, a
   compiled extension: its scripts (results/tuning_*/*.py) import the DeepDR library (not in
   the tree: deepdr/ holds download links), which needs PyG's compiled extensions
   torch_scatter, torch_sparse and torch_cluster (the readme installs CUDA wheels of them), on
   data the readme fetches from Google Drive and Hugging Face.
   VedangAsgaonkar/Machine-Learning-Notes (rank 4) is in the corpus (batches f to q): passed
   over. Ranks 5 to 12 name no repository. `pages` (the same query, 8 results; asked for the
   second): github.com/volkamerlab/teachopencadd (rank 1, talktorial T038) skipped, training
   only in a notebook: T038's training routine is in talktorial.ipynb (its folder's only other
   code, kiba_analysis.py and utils/, analyses results; read from the index's file list, not
   fetched); ranks 2 to 8 (airoads.org, amritad.com, gadaalabs.com) name no GitHub repository.
   One script for this topic.

8. Alzheimer's disease classification from MRI, `code` (query "Alzheimer's disease
   classification from MRI pytorch training loop example"): adMemorAI/adCNN (rank 1,
   README.md; HEAD 5fbf27747c6d07a5eb6257fc8f42050aa8b670e5) skipped, weights from a hub: the
   readme's `python src/main.py --step train` trains its default model, ResAD, a ResNet-50
   built with ResNet50_Weights.DEFAULT (downloaded; its scikit-learn and scikit-image, which B
   also named, are on PyPI and no reason). arjunkirubakaran/mlp_adni (rank 2, README.txt; HEAD
   a872b4af058ba61607053ab7cb264b8c89980107) taken, by helper B, and still the first
   qualifying one: train_mlp_adni.py, the readme's and Makefile's `python3 train_mlp_adni.py
   --data_root .`, an MLP with dropout on the middle axial slice of each ADNI volume (AD
   against CN). Made here: ADNI/AD and ADNI/CN, nine NIfTI volumes of 40 x 48 x 9 each,
   written with nibabel (the script asserts nine a class;
   corpus_data_r_06to10.arjunkirubakaran_adni). Edits: scikit-learn's classification_report
   (printed once at the end) stood in; flag --epochs 1 (not 50): 3 steps of 4 over the 12
   training volumes. Plain run (B's): 59.4 s, exit 0, at load 12.2 to 17.8.
   HuynhHanDong/Alzheimer-Classification (rank 3, README.md; HEAD
   f3d38616c44b5d333e4d5fbd8873c7a3bb9b37e7) skipped, training only in a notebook:
   train_CNN.ipynb and train_ML.ipynb; its .py files are a Streamlit app, a chatbot and
   Grad-CAM. nxhoang562/ClusCAM (rank 4, models/alzheimer_resnet18/run_alzheimer.sh; HEAD
   64413eccac9b84323d95c8664808a30df42b94b8) skipped, weights from a hub: the hit's
   alzheimer_resnet18.py builds models.resnet18(pretrained=True) (ImageNet weights,
   downloaded; its OpenCV and scikit-learn are on PyPI and no reason). Ranks 5 to 12 name no
   repository. `pages` (the same query, 8 results) for the second: github.com/sanjayksau/BioML
   (rank 1; HEAD 8286bf9b5da410152d890aa8d2ae8ec7a169bbc9) skipped, training only in a
   notebook (four notebooks and a CSV file); github.com/Amrik-Majumdar/RizardAI (ranks 4 and
   5) skipped, training only in a notebook (its one code file is RizardAI_emotion_model.ipynb;
   read from the index's file list, not fetched); deepwiki.com/wangyirui/AD_Prediction (ranks
   6 and 8) names wangyirui/AD_Prediction (HEAD cb41930478bd43a349d8bd21d089bbe69a30b6b7),
   skipped, weights from the internet and Python 2: the readme's first command,
   main_alexnet.py, fine-tunes AlexNet2D.alexnet(pretrained=True), ImageNet weights from
   model_zoo.load_url; its other, main_autoencoder.py, reads its patches through
   AD_Standard_3DRandomPatch.py, Python 2 (xrange; filter(...)[0]), and indexes losses with
   .data[0]; ranks 2, 3 and 7 (anonyproxies.com, cyrusforudi.vercel.app, devpost.com) name no
   GitHub repository. One script for this topic.

9. COVID-19 CT scan classification, `code` (query "COVID-19 CT scan classification pytorch
   training loop example"): mctosima/classify-covid-pytorchlightning (rank 1, README.md; HEAD
   f13f991b878c5f6e87ee29864525562865233b68) skipped, weights from a hub: its training
   script, code/pytorch-classify-lightning.py (the readme names no command; its other,
   pytorch-classify-vanilla.py, makes one forward pass and no step), fine-tunes
   models.resnet18(weights="DEFAULT") (downloaded). haochen23/covid19-classifier (rank 2,
   README.md; HEAD 551d79b062634a264204862bece37a37a8e7073c) skipped, another framework:
   train.py is TensorFlow/Keras. flavioragni/CT_covid_detection_pyTorch (rank 3, README.md)
   skipped, training only in a notebook: the readme says so (CT_covid_detection_model.ipynb,
   in Colab; read from the result, not fetched). Ranks 4 to 12 name no repository. `pages`
   (the same query, 8 results): none names a GitHub repository by its address
   (blog.paperspace.com, distantreader.org twice, mc.ai, livebook.manning.com,
   saptarshidatta.in, and ly1998117.github.io/2021/08/13/DetectCancer, rank 8, a blog post on
   a user's site: its address names no project repository). No script for this topic.

10. Parkinson's disease detection from voice, `code` (query "Parkinson's disease detection
   from voice pytorch training loop example"): Ishank56/federated-random-parkinson (rank 1,
   model.py; HEAD 6caab59872b4fa271f00abbe8f45fbf919166e48) skipped, no PyTorch training
   script (another framework): at HEAD, model.py (the hit's PyTorch MLP in an older version)
   is scikit-learn's RandomForestClassifier, federated with Flower's simulation under Hydra;
   nothing trains with PyTorch. Tswagerman/MLproject (rank 2, README.md) skipped, another
   framework: the readme's main.py is TensorFlow/Keras (read from the result, not fetched).
   KimDuyen-Le/Master-thesis-PD-detection (rank 3, README.md; HEAD
   1fc343bd3f4a27ae709b5e602562f161e9d3a6bd) skipped, a package not installable here: the
   readme's `python train.py train.yaml` (customtrained-xvector-model/) is a SpeechBrain recipe
   (sb.Brain, hyperpyyaml), and SpeechBrain needs torchaudio, which cannot be installed here
   without replacing torch. vincenzo-scotti/voice_analysis_parkinson (rank 4, README.md; HEAD
   6fd20062734663bdd297a4e9729793fbab3b0141) skipped, another framework and weights from a
   hub: src/bin/main.py trains Keras classifiers (tensorflow.keras) on features of pretrained
   wav2vec 2.0, VGGish and SoundNet models. Ranks 5 to 12 name no repository. `pages` (the
   same query, 8 results: pmc.ncbi.nlm.nih.gov twice, m.moam.info, ar5iv.labs.arxiv.org,
   themoonlight.io, e-hir.org, healthdocbox.com, sersc.org) names no GitHub repository. No
   script for this topic.

Skips: 18 repositories, each above with its reason (topic 6: 3; topic 7: 2; topic 8: 6;
topic 9: 3; topic 10: 4), besides the repository already in the corpus (topic 7).

First sight (each recipe's one run, in /tmp/r_runs/NAME; its plain run ended without error
before it):
- arjunkirubakaran-adni-mri-mlp: kept (`agree` with one process's computing the ranks'
  slices, 0 at '7.bias', after 3 optimizer steps; dropout switched off for the check
  (F.dropout at train_mlp_adni.py:95); the split itself 2.67e-05 at '1.weight'; 210.3 s;
  queued and begun at 02:50 UTC, holding the lock at once; helper B's run).
- givemeone1astkiss-rna-inverse-folding-mpnn: kept (`agree` with one process's, 6.96e-06 at
  'mpnn_layers.6.dense.3.weight' after 3 optimizer steps, beyond float tolerance at
  'mpnn_layers.0.dense.3.weight' but within 10x one process against itself with its rounding
  moved by 1 ulp (3.99e-05); dropout switched off for the check (F.dropout at mpnn.py:33);
  366.2 s; queued at 03:18 UTC, begun at 03:50).
- sarmeili-ctrp-drug-response-gcn: broken (`agree`: after 3 optimizer steps the ranks agree with
  one process's, 0.00108 at 'conv2_mol.lin.weight', beyond float tolerance at
  'conv1_mol.lin.weight' but within 10x one process against itself with its rounding moved by
  1 ulp and its batches reversed (0.000814), taken for the script's sensitivity to rounding;
  no torch.manual_seed before the first forward, both runs seeded alike; dropout switched off
  (F.dropout at customgcn_drp.py:64); the recipe wrote `differ`; counted a silent wrong result;
  256.9 s; queued at 03:21 UTC, begun at 03:59).

Doubts for the lead:
- givemeone1astkiss/RNA-MPNN: the topic is RNA secondary structure prediction, the repository
  RNA inverse folding (bases from 3-D backbone coordinates); taken as the rule takes the
  results, in order.
- givemeone1astkiss-rna-inverse-folding-mpnn: the chains made here are all as long. With
  chains of other lengths a batch pads the shorter ones, and the last residue's orientation
  features (the next atoms' differences in _orientations_coarse) then read the padding's zeros
  where an unpadded chain reads nothing: a chain's features would depend on the other chains in
  its batch, so on the split. The data avoid that; the recipe says `agree` for these data.
- givemeone1astkiss-rna-inverse-folding-mpnn: every rank writes data/train_data.csv and the
  others at start (split_dataset) and the same checkpoint at the epoch's end, then the XGBoost
  fit on_fit_end reads that checkpoint back: a rank reading a file another is writing could
  stop a run (not seen in the plain run, one process).
- sarmeili-ctrp-drug-response-gcn: the readme names no command and the hit's train.py is gone
  at HEAD; src/reg_training.py was taken as the main script (the ranking stage loads its
  saved weights). Its `differ` rests on the weights (data, not outputs) entering the loss as
  the batch's mean: the second-derivative test that names a loss mixing the batch's samples
  differentiates by the outputs and cannot name this, so the recipe gives no `names`. The run
  said `agree`, within the yardstick (0.00108 against 10x 0.000814): its rounding yardstick,
  moved by Adam over a 17M-parameter model in float32, is wide enough to hold the per-rank
  weight means' effect after 3 steps. The rule of multigpu's I believe missing: a loss
  multiplied by a statistic over the batch of an input (here mean(weights), data, not
  outputs) is taken per rank, and such a product should be found (as a mean times a mean of
  the slice's rows, read off the loss's graph) and named, giving `differ` (or at least naming
  it beside the `agree`, "here within the yardstick", as EBGAN's term is). Unless the lead
  reads this product as a weighting multigpu need not name, in which case the recipe misread.
- arjunkirubakaran-adni-mri-mlp: its edit standing in for scikit-learn's classification_report
  is no longer needed (scikit-learn is installed now); left as its first sight ran.
- AkkshayaRajesh/rna-structural-prediction: skipped because its scripts are only inside zip
  archives in the tree; a reader who unpacks archives would have taken rnn_lstm's scripts.
- wangyirui/AD_Prediction: the readme offers two commands ("or"); the first (hub weights) was
  taken as its main script, and the second is Python 2 in its data set; either reading skips
  it.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

ARJUNKIRUBAKARAN = ("arjunkirubakaran/mlp_adni", "a872b4af058ba61607053ab7cb264b8c89980107")

GIVEMEONE1ASTKISS = ("givemeone1astkiss/RNA-MPNN", "46a58b9fc349bc38db570de2524c3a450285f749")
RDESIGN_DATA = "rdesign/utils/data.py"
SARMEILI = ("Sarmeili/DrugRankingProject", "4265a7df858db130ac7750a2fff0b43b98491b42")

# scikit-learn is not in the environment (a compiled package): a stand-in for
# sklearn.metrics.classification_report, printed once after training and read by nothing.
REPORT_STAND_IN = (
    "def classification_report(*args, **kwargs):  # scikit-learn is not installed here\n"
    "    return '(classification report not computed: no scikit-learn here)'\n"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "sarmeili-ctrp-drug-response-gcn",
        *SARMEILI,
        "src/reg_training.py",
        "drug response prediction (a cell line's expression of 3451 genes through an MLP of 8 "
        "layers, a compound's RDKit molecule graph through 4 custom PyG message-passing "
        "layers and a mean pool, joined by an MLP, dropout throughout; AUC regressed with a "
        "weighted MSE, the batch's MSE times the mean of its label-density weights; Adam; "
        "5-fold cross-validation, each fold's rows in one batch from four zipped unshuffled "
        "loaders, PyG's for the graphs)",
        "differ",
        (
            "weighted_loss takes MSELoss's mean over the batch, a scalar, times the batch's "
            "weights, then the mean: the batch's MSE times the mean of its weights, a product "
            "of two statistics over the batch, so each rank's product of its own two means, "
            "averaged, is not one process's product (the weights, from the AUCs' label "
            "density, differ between rows here); besides: one batch per fold (batch_size 7000 "
            "in config.json, 72 rows split 36 + 36), the four loaders unshuffled and alike; "
            "dropout is switched off for the check; no batch norm; create_chunks shuffles "
            "each cell line's rows with pandas' sample (NumPy's global stream, unseeded) once "
            "before training, which the check seeds alike on every rank"
        ),
        (
            Edit(
                "from src.datahandler.netprop import NetProp",
                "from datahandler.netprop import NetProp",
                "the script runs from src/ (its paths are ../configs, ../data), where the "
                "package src is not importable (the IDE's project root was on its path); "
                "its own import of datahandler is the same module's way",
                "src/datahandler/ctrp_handler.py",
            ),
            Edit(
                "self.response_df['weight'].values",
                "self.response_df['weight'].values.astype(np.float64)",
                "numpy 2 (here) keeps the weights float32 where numpy 1.26 (the repository's "
                "requirements) promoted them to float64 (len(weights) / np.sum(weights), NEP 50), "
                "and PyG's DataLoader collates a float64 but refuses a numpy.float32: float64 as "
                "under numpy 1",
                "src/datahandler/ctrp_handler.py",
            ),
            Edit(
                "epochs = 3",
                "epochs = 1",
                "one epoch a fold (not 3): 5 steps, one a fold",
            ),
        ),
        paths=(
            "src/datahandler",
            "src/modelexperiment",
            "configs/config.json",
            "data/netprop/top_20_chosen_drug.csv",
            "data/wrangled/cmpd.csv",
            "models/.gitignore",
            "imgs/.gitignore",
        ),
        data="sarmeili_ctrp",
        first_sight=(
            "broken: agree (after 3 optimizer steps 0.00108 at 'conv2_mol.lin.weight', beyond "
            "float tolerance but within 10x one process against itself with its rounding moved "
            "by 1 ulp, 0.000814; dropout switched off; seeded for the check); the recipe wrote "
            "differ"
        ),
    ),
    Recipe(
        "givemeone1astkiss-rna-inverse-folding-mpnn",
        *GIVEMEONE1ASTKISS,
        "train.py",
        "RNA design from backbone coordinates (inverse folding, the RNA secondary structure "
        "topic's first qualifying result): RDesign's message-passing network on a k-nearest-"
        "neighbour graph within each chain (node and edge features from the backbone atoms, "
        "LayerNorm, dropout), a per-residue readout of 4 bases, cross entropy over the "
        "residues of the batch; a LightningModule fitted by Lightning's Trainer (devices=1 on "
        "a CPU), Adam with StepLR; a shuffled DataLoader with a collate_fn; after fit an "
        "XGBoost classifier fitted on the embeddings",
        "agree",
        (
            "Lightning's Trainer at devices=1 (no CUDA) does not distribute itself, so the ranks "
            "split its shuffled loader's batches of 8 (4 + 4; the last, of 2, 1 + 1); the loss is "
            "one "
            "cross entropy, a "
            "mean over the residues of the batch (masked_select keeps every residue; each "
            "chain here is as long, and a mean over counted targets is weighed by its count "
            "anyway); the graph, its features and the message passing stay within each chain; "
            "LayerNorm and the hand-written Normalize are per residue, no batch norm; dropout "
            "is switched off for the check; augment_eps is 0, so no noise is drawn in the "
            "forward; the data split (np.random.choice) is drawn once at start after seeding(), "
            "alike on every rank; validation (and the sanity check) and the XGBoost fit after "
            "training feed no step"
        ),
        (
            Edit(
                "batch_size=32, split_ratio=[0.9, 0.1, 0.0]",
                "batch_size=8, split_ratio=[0.9, 0.1, 0.0]",
                "batches of 8 (2 ranks split them 4 + 4) over the 18 or so training chains made "
                "here",
            ),
            Edit(
                "max_epochs=230",
                "max_epochs=1",
                "one epoch (not 230): a few steps",
            ),
            Edit(
                "self.train_dataset, batch_size=self.batch_size, num_workers=19, shuffle=True, "
                "persistent_workers=True",
                "self.train_dataset, batch_size=self.batch_size, num_workers=0, shuffle=True",
                "no 19 loader workers per process on this 2-core machine (persistent_workers "
                "needs workers)",
                RDESIGN_DATA,
            ),
            Edit(
                "self.valid_dataset, batch_size=self.batch_size, num_workers=19, shuffle=False, "
                "persistent_workers=True",
                "self.valid_dataset, batch_size=self.batch_size, num_workers=0, shuffle=False",
                "the same for the validation loader",
                RDESIGN_DATA,
            ),
        ),
        paths=("rdesign",),
        data="givemeone1astkiss_rna",
        first_sight="kept",
    ),
    Recipe(
        "arjunkirubakaran-adni-mri-mlp",
        *ARJUNKIRUBAKARAN,
        "train_mlp_adni.py",
        "Alzheimer's disease classification from MRI (the middle axial slice of each NIfTI "
        "volume, normalized and resized to 128 x 128 with F.interpolate, an MLP of two hidden "
        "layers with dropout; cross entropy, a mean over the batch; Adam with weight decay; a "
        "shuffled DataLoader of batches of 4 over 12 training volumes; a test pass in eval() "
        "under no_grad after each epoch, one batch of the 6 test volumes)",
        "agree",
        (
            "batches of 4 from a shuffled DataLoader, split 2 + 2; the cross entropy is a mean "
            "of one term per sample over slices of equal size, so one process's average over "
            "the slices; the data set's items are deterministic (no augmentation, no draw in "
            "the loop); dropout is switched off for the check; the test pass after each epoch "
            "feeds no step; no batch norm"
        ),
        (
            Edit(
                "from sklearn.metrics import classification_report\n",
                REPORT_STAND_IN,
                "scikit-learn is not installed here: its report, printed once at the end, stood in",
            ),
        ),
        # Makefile / README.txt: `python3 train_mlp_adni.py --data_root .`; one epoch (not
        # 50): 3 steps over the 12 training volumes made here.
        args=("--data_root", ".", "--epochs", "1"),
        data="arjunkirubakaran_adni",
        first_sight="kept",
    ),
)
