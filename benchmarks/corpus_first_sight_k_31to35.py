"""Batch k, topics (31) to (35): batch k's rule (corpus_first_sight_k.py's docstring, verbatim
there) applied to transformer from scratch attention is all you need, BERT masked language
model pretraining from scratch, graph link prediction, word-level language model with an LSTM,
and score-based generative model. Four scripts from four repositories: two for topic 33 and
two for topic 35; topics 31, 32 and 34 gave none (their `code` and `pages` results: scripts
without training, notebooks, a hub's data, the corpus's own repositories).
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtk, 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Installed into .venv from PyPI for these scripts: cornucopia 0.5.1 (with torch-interpol 0.3.0
and torch-distmap 0.3.0) and nibabel 5.4.2, which EtienneChollet's package imports.

Read as batches c to j read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (a mirror's address,
or deepwiki.com's, holds the owner and name). "In the corpus" is any repository named in
corpus_recipes.py or corpus_first_sight_*.py, the other helpers' parts of batch k included
(checked just before each was taken: none of the four taken was named). Ranks are the
results' own. Per topic, in the order the results came:

31. Transformer from scratch attention is all you need, `code` (query "transformer from
   scratch attention is all you need pytorch training loop example"): DevCielo/
   transformer-from-scratch (rank 1, README.md; HEAD
   36833fdd2688855a40dfab578cb4bc04f21b54b4) skipped, no training script: its one Python
   file, model.py, builds the model (no optimizer, no loop). DiptanshuMahakud/
   Transformer_From_Scratch (rank 2, README.md; HEAD 334356ff769e8dc665f39b8a0545ee21c3ee4313)
   skipped, no training script: model.py, the model alone. selma-Bentaiba/
   selma-Bentaiba.github.io (rank 3, _blogs/Transformers_laid_out.markdown; HEAD
   4a6bdb65707f78de80270df01b2dc42c0642c6b7) skipped, no training script: a blog's site, no
   Python file or notebook. niconielsen32/101-transformers (rank 4,
   05-building-from-scratch/README.md; HEAD 42fe9ae94a9bb6f470d47a983654755b5b345a8a) skipped,
   training only in a notebook: the folder's building_from_scratch.py builds the model and
   runs one forward on random tokens (no optimizer, no backward); its training loop is in
   building_from_scratch.ipynb and the readme's text. Ranks 5 to 12 name no repository.
   `pages`, the same query: rank 1 (daily.dev) names none; rank 2 (a mirror of github.com/
   Adversarian/scratchformer; HEAD 42fd170514dad935739912681b3c22bcc3016297) skipped,
   training only in a notebook (progressbar.ipynb, its one file of code); ranks 3 (MXNet's
   forum), 4 (CSDN) and 5 (a blog) name none; rank 6 (a mirror of dikpaal/
   Transformer-From-Scratch) skipped, it cannot be fetched; ranks 7 and 8 name none. The
   topic gives none.

32. BERT masked language model pretraining from scratch, `code` (query "BERT masked language
   model pretraining from scratch pytorch training loop example"): AlibabaResearch/
   DAMO-ConvAI (rank 1, space-2/trippy/bert_models.py; HEAD
   483554eae102996f5ec1f4feab4e78ef29c2a394) skipped, weights and data from the internet:
   the hit's BertPretrain loads BertForMaskedLM.from_pretrained; space-2's readme trains
   from its SPACE2.0 checkpoint and data on Google Drive (its pre-training too: model/ is
   the downloaded checkpoint and vocabulary), and trippy's run_dst.py fine-tunes the
   downloaded model on MultiWOZ from the Drive. Bayesian4042/neural-network-algorithms
   (rank 2, transformers/bert/masked-language-model/ReadMe.md; HEAD
   768b9bb09a97b9d9fffa59f2bad112ff7388e8ee) skipped, no training script: mlm.py is a
   docstring alone and bert.py builds a model (no optimizer, no backward). jamesoneill12/
   LayerFusion (rank 3, models/networks/transformer/bert.py; HEAD
   99cba1030ed8c012a453bc7715830fc99fb980dc) skipped, no training script where the rule
   points: its readme runs nothing and the hit's bert.py runs one forward of
   pytorch_pretrained_bert's BertForMaskedLM (no optimizer). hughiephan/code-snippet (rank 4,
   ml/mask-language-model/fine-tune-mlm-James-Brig.md; HEAD
   caa69e6ccf5a961e0806f4dc5d7caab3fd79b8b5) skipped, no training script: the hit's file is
   not at HEAD, its snippets are Markdown files, and its few Python files are not PyTorch.
   Ranks 5 to 12 name no repository. `pages`: rank 1 (deepwiki.com/Zannatul-Naim/
   Neural-Networks-and-Deep-Learning-Lab; HEAD 75d4363ed1a1eb63c2faf9093a3e8f24754cbb22)
   skipped, no training script at the fetched HEAD: the page's
   assignments/Assignment-15/pretrain_bert.py is not in the snapshot, whose assignments end
   at 9 (notebooks and YOLO scripts); ranks 2 to 6 (a tutorial twice, three blogs) name
   none; rank 7, github.com/Nashid-Noor/Implemented-research-papers-from-scratch (HEAD
   b6255c1cb939e271a31c5b68552a1df19c2f2633), skipped, training only in a notebook
   (BERT_Pre_training_of_Deep_Bidirectional_Transformers_for_Language_Understanding/
   bert_from_scratch.ipynb); rank 8 names none. The topic gives none.

33. Graph link prediction, `code` (query "graph link prediction pytorch training loop
   example"): huluxiaohuowa/hdl (rank 1) is in the corpus (batches c and e). H4Y3J1N/
   OTTO_competition (rank 2, models/Node2Vec.py; HEAD
   b3ecb8036fc2f98c62972c88006f2767e62493cd) skipped, no training script: the hit's file is
   not at HEAD (models/Node2Vec.ipynb, a notebook, is); src/Node2Vec.py holds random-walk and
   recommendation functions and src/GraphSAGE.py a Kaggle fragment (data, a NeighborLoader,
   the model: no optimizer, no loop); the readme runs nothing. TWK2022/GNN (rank 3,
   README.md; HEAD 5af7cbe27ef2af2b335eef4f18f8147fd087761c) taken: its readme's run.py
   (a GraphSAGE framework for node-level prediction over a list of graphs; the readme
   gives no command line but says to run run.py for training), with its own flags: the
   data made here (8 graphs of 34 nodes as its data_demo.pt holds Zachary's karate club,
   7 to train: corpus_data_k_31to35.twk2022_graphs), the CPU, one epoch, no mixed precision
   (`--amp ''`: the flag is type=bool, so any word is True; the readme says it is not for a
   CPU). Edit: torch.load's weights_only (the data is a pickled list of Data; torch 2.6's
   default refuses it, checked). Plain run: 30.4 s, exit 0, at load 9.9 (7 steps).
   harveyp123/ICCD_SpTrn_SLR (rank 4, GNN_Sparse_Training_Node/ReadMe.md; HEAD
   c37db093aac73aa29fa4a1c8973dbf8e9dfd5d60) taken: the readme's `bash run.sh`, which runs
   main.py, with run.sh's flags but --batch_size (run.sh's --batch-size is no option of
   main.py's parser: an error at HEAD), batches of 16 (not 128) and one epoch (not 40).
   Made here: data/wiki-talk_sparse/ as main.py reads it with torch.jit.load, TorchScript
   modules holding 64 training, 16 validation and 16 test edges of 64 features and their
   0/1 labels (corpus_data_k_31to35.harvey_wiki_talk; the readme's data is a Google Drive
   download). Edits: its CUDA calls (the batches, the test batches, sparselearning's masks
   and their uniform draw). Plain run: 44.8 s, exit 0, at load 13.7 (4 steps).

34. Word-level language model with an LSTM, `code` (query "word-level language model with an
   LSTM pytorch training loop example"): windriver-codecamp/GPU-WRLinux (rank 1,
   3_Software/5_Applications/PyTorch/README.md; HEAD acd2c25b648ed11ea416a41aaab43352ef00a924)
   skipped, no training script: the readme clones pytorch/examples (in the corpus) and runs
   its word_language_model; the repository's own Python files are a NeMo demo and
   TensorFlow examples. Soumith5868/autoSynth (rank 2) is in the corpus (batch i's 29to32,
   batch j's 36to40). muherng/hidden (rank 3, README.md; HEAD
   b33618b6481f813b60235fb3d8d6c1fd2bf2bee9) skipped, data from a hub: the readme's `python
   train.py --cuda --epochs 20` names a file not at HEAD; the repository's training script,
   src/train.py (a GPT's), loads wikitext with Hugging Face's load_dataset and tokenizes with
   the hub's GPT-2 tokenizer. Abhinav-sai-k/LSTM-Next-word-prediction (rank 4,
   streamlit/model.py; HEAD 78a6bf990175c47b5896ff48355bb992dcb2560e) skipped, training only
   in a notebook (lstm.ipynb; streamlit/ serves the trained model). Ranks 5 to 12 name no
   repository. `pages`: rank 1 (a mirror of github.com/johntiger1/cllm_rnn; HEAD
   a825a1409df39aa18f20e80f9754d32f2fa644f2) skipped, training only in notebooks (its
   cllm_rnn.py is empty); rank 2, aniketSanap/aniketsanap.github.io (HEAD
   7b5d8ac69a915a786a4481500c477691c61682fb), skipped, no training script (a Jekyll site, no
   Python file or notebook); rank 3, aashutosh-raut/language-model-A2 (HEAD
   d1e09dcb73ab64e27241d29a85fff209f0c41df4), skipped, training only in a notebook (LSTM
   LM.ipynb; app/ generates with the trained model); rank 4, juanluislm/
   SmartContract-Detection-Based-DeepLearning, is in the corpus (batch j's 06to10); ranks 5
   and 6 (a course page, a github.io site) name none; rank 7, newfacade/
   astrologist-mona-megistus (HEAD a243f5f7c04556d7278e1e9650ba520403cfc69d), skipped,
   training only in a notebook (deep_learning/language_model.ipynb; its one Python file
   trains nothing); rank 8 names none. The topic gives none.

35. Score-based generative model, `code` (query "score-based generative model pytorch
   training loop example"): Wz-2024/Diffusion (rank 1, Part3_SDE_Score-based/9.DSM.py; HEAD
   1aeb4c96b9d9a635c64fb60a3e04855bbd01fe9a) skipped, training only in a notebook: the hit is
   a loss function alone, and the folder's read.md says its tenth file,
   10.learn_score_model_from_samples.ipynb, is the eighth and ninth together (the training);
   none of the folder's Python files has an optimizer. VictorinTurnel/Score-based-method
   (rank 2, training.py; HEAD fc16bae6715d041a938b02a40dca89853e13708e) taken: the hit's
   training.py is not at HEAD, where training_mlp.py holds its loop (no readme), run with
   batches of 256 (not 1024) and 20 iterations (not 10000). Plain run: 21.2 s, exit 0, at
   load 8.8. EtienneChollet/oct_diffusion (rank 3, oct_diffusion/__init__.py; HEAD
   cb16465a056d4a39943d347f8005ebbe16fcb051) taken: the package's one training script,
   oct_diffusion/train.py (no readme). Made here: its folder of label patches, five of
   32^3 (corpus_data_k_31to35.oct_diffusion_patches). Edits: the root on sys.path, the
   author's cluster paths, its CUDA calls (the model, the Trainer's default device, each
   patch loaded), one epoch (not 1000), and a U-Net of 8 to 128 filters, not 32 to 512
   (164.8 s for the plain run at full size, at load 20.3). Plain run: 95.5 s, exit 0, at
   load 18.8 (4 steps; its imports and TensorBoard's add_graph take much of it).
   samir539/finite_dim_model (rank 4) was not needed.

Skips: 21 (topic 31: 6; topic 32: 6; topic 33: 1; topic 34: 7; topic 35: 1), each above with
its reason; three results were repositories in the corpus.

First sight, 4 of 4 kept, no silent wrong result:
- twk2022-gnn-graph-sage: kept (`agree`, 0 after 3 steps; the BatchNorm1d warning, dropout
  off at layer.py:16), 71.4 s.
- harveyp123-sparse-link-mlp: kept (`agree`, 0 against the split's run; the split itself
  2.37e-05; dropout off at main.py:50), 77.6 s.
- victorinturnel-sliced-score-mlp: kept (`cannot tell`: draws after the first backward,
  each rank its own; torch.rand and torch.randn in sample_generator.py and torch.rand_like
  in sliced_score_loss.py named), 65.3 s.
- etiennechollet-oct-diffusion-resunet: kept (`agree`, 0 after 3 steps; the data set's
  draws seeded by each sample's index; dropout off at models.py:40), 38.2 s.

Doubts for the lead:
- Topic 33, TWK2022: its readme names run.py without a command line; the script predicts
  node classes over a list of graphs (not links), taken as the rule takes results, by rank.
  Its DataLoader's batch is one graph (its default; 2 fail at HEAD: its collate keeps the
  first graph's edges and mask), so the "split" is of a batch of one; `agree` rests on that.
- Topic 33, harveyp123: run.sh cannot run as written (--batch-size); taken with main.py's
  own --batch_size, not as a skip.
- Topic 35, VictorinTurnel: the hit's training.py is not at HEAD; training_mlp.py (the loop
  the hit shows, with the data now a circle) is taken.
- Topic 35, EtienneChollet: the U-Net is shrunk through its constructor's filters (8 to 128);
  its plain run still took 95.5 s at load 18.8, past a minute at that load.
- Topic 32: the deepwiki.com page is read as naming Zannatul-Naim's repository by its
  address; its fetched snapshot lacks the page's script, so it is skipped, not taken.
- Topic 34: muherng/hidden's readme runs a train.py no longer at HEAD; skipped for the hub
  data of the training script that is there (src/train.py).
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

TWK2022 = ("TWK2022/GNN", "5af7cbe27ef2af2b335eef4f18f8147fd087761c")
HARVEY = ("harveyp123/ICCD_SpTrn_SLR", "c37db093aac73aa29fa4a1c8973dbf8e9dfd5d60")
HARVEY_DIR = "GNN_Sparse_Training_Node/"
VICTORIN = ("VictorinTurnel/Score-based-method", "fc16bae6715d041a938b02a40dca89853e13708e")
OCT = ("EtienneChollet/oct_diffusion", "cb16465a056d4a39943d347f8005ebbe16fcb051")
CUDA = "CPU: the script moves it to CUDA whatever is there"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "twk2022-gnn-graph-sage",
        *TWK2022,
        "run.py",
        "graph (node classification over a list of graphs: an encoder of three linear layers "
        "with batch norm over the nodes (no running statistics), SiLU and dropout, GraphSAGE "
        "convolutions, a decoder alike; a shuffled DataLoader of one graph a batch with its "
        "own collate; cross-entropy over the masked nodes, Adam with L2 weight decay, a "
        "cosine learning rate set by hand each step with warm-up, an EMA of the weights; a "
        "validation each epoch with the EMA model, last.pt and best.pt saved)",
        "agree",
        "its shuffled DataLoader's batches (one graph each, the script's default) are the "
        "global batch: the cross-entropy is the mean over one graph's masked nodes, one "
        "process's; the learning rate and the EMA follow the steps alike on every rank; "
        "batch norm over one graph's nodes, whole where the graph is; its three dropouts "
        "a block are switched off for the check",
        (
            Edit(
                "data = torch.load(self.data_path)",
                "data = torch.load(self.data_path, weights_only=False)",
                "torch 2.6 loads weights only by default, and the data is a pickled list of "
                "torch_geometric Data",
                "block/data_get.py",
            ),
        ),
        # The readme's run.py with its own flags: the data made here (8 graphs, 7 to train),
        # the CPU, one epoch, no mixed precision (the readme: not on a CPU; the flag is
        # type=bool, so only an empty string is False).
        args=(
            "--data_path",
            "graphs.pt",
            "--divide",
            "7,1",
            "--device",
            "cpu",
            "--epoch",
            "1",
            "--amp",
            "",
        ),
        paths=("block", "model"),
        data="twk2022_graphs",
        first_sight="kept",
    ),
    Recipe(
        "harveyp123-sparse-link-mlp",
        *HARVEY,
        HARVEY_DIR + "main.py",
        "graph (link prediction on wiki-talk's precomputed edge features: an MLP of three "
        "bias-free linear layers with dropout and ReLU, log-softmax; dynamic sparse training, "
        "sparselearning's Masking: a uniform random mask of each weight drawn at the start, "
        "Adam stepped through the mask, which prunes by magnitude and regrows by gradient "
        "every --update_frequency steps; a DataLoader with a RandomSampler and one worker; "
        "NLL loss; a test pass each epoch, the best model saved, sparsity printed)",
        "agree",
        "its DataLoader's batches (a RandomSampler) are split per rank: one process's average "
        "of a mean NLL loss, one term per edge; the masks are drawn with torch.rand before "
        "training, after the script's seed, the same on every rank, and no prune or regrowth "
        "comes within the steps (every 1000); its three dropouts are switched off for the "
        "check",
        (
            Edit(
                "        data = data.cuda()\n        target = target.cuda()",
                "        data = data.to(device)\n        target = target.to(device)",
                CUDA + " (the batches; its device is the CPU here)",
            ),
            Edit(
                "            features = features.cuda()\n            labels = labels.cuda()",
                "            features = features.to(device)\n"
                "            labels = labels.to(device)",
                CUDA + " (the test batches)",
            ),
            Edit(
                "torch.zeros_like(tensor, dtype=torch.float32, requires_grad=False).cuda()",
                "torch.zeros_like(tensor, dtype=torch.float32, requires_grad=False)",
                CUDA + " (the masks)",
                HARVEY_DIR + "sparselearning/core.py",
            ),
            Edit(
                "(torch.rand(weight.shape) < density).float().data.cuda() #lsw",
                "(torch.rand(weight.shape) < density).float().data #lsw",
                CUDA + " (the uniform masks' draw)",
                HARVEY_DIR + "sparselearning/core.py",
            ),
        ),
        # run.sh's flags, but --batch_size (its --batch-size is not an option of main.py, an
        # error at HEAD), batches of 16 (not 128: 4 steps over the 64 edges made here) and one
        # epoch (not 40); the sizes of the features and classes made here.
        args=(
            "--sparse",
            "--seed",
            "18",
            "--data_path",
            "data/wiki-talk_sparse/",
            "--sparse_init",
            "uniform",
            "--multiplier",
            "1",
            "--lr",
            "0.1",
            "--gamma",
            "0.1",
            "--density",
            "0.5",
            "--update_frequency",
            "1000",
            "--epochs",
            "1",
            "--death-rate",
            "0.5",
            "--decay_frequency",
            "30000",
            "--batch_size",
            "16",
            "--growth",
            "gradient",
            "--death",
            "magnitude",
            "--input_size",
            "64",
            "--num_classes",
            "2",
        ),
        paths=(HARVEY_DIR + "sparselearning/__init__.py", HARVEY_DIR + "sparselearning/core.py"),
        data="harvey_wiki_talk",
        first_sight="kept",
    ),
    Recipe(
        "victorinturnel-sliced-score-mlp",
        *VICTORIN,
        "training_mlp.py",
        "generative (score-based: an MLP of softplus layers learns the score of a noisy circle "
        "in 2-D by sliced score matching, autograd.grad with create_graph of the projected "
        "score, a random direction per sample drawn with torch.rand_like in the loss; each "
        "step's batch drawn with torch.rand and torch.randn, no DataLoader; Adam; the model "
        "saved)",
        "cannot tell",
        "a batch drawn per step with torch.rand and torch.randn (sample_circle, in the loop, "
        "no DataLoader): from the first backward each rank draws its own, so the ranks train "
        "on other batches than one process",
        # Batches of 256 (not 1024) and 20 iterations (not 10000).
        args=("--batch_size", "256", "--training_iter", "20"),
        paths=(
            "utils/sample_generator.py",
            "models/mlp.py",
            "losses/sliced_score_loss.py",
            "trained_models",
        ),
        first_sight="kept",
    ),
    Recipe(
        "etiennechollet-oct-diffusion-resunet",
        *OCT,
        "oct_diffusion/train.py",
        "generative (a denoising diffusion model's training for OCT label volumes: a 3-D "
        "residual U-Net with instance norm, leaky ReLU and Dropout3d between its blocks "
        "predicts the clean patch from a noisy one; the noise added in the data set's "
        "__getitem__: a timestep of a 200-step Markov chain drawn with cornucopia's RandInt, "
        "Gaussian noise with torch.randn_like; a shuffled DataLoader of one patch a batch "
        "(random_split with a seeded generator); MSE, Adam with weight decay; the model's "
        "graph logged to TensorBoard before training, a validation each epoch, checkpoints of "
        "the best)",
        "agree",
        "its shuffled DataLoader's batches (one patch each, the script's batch_size) are the "
        "global batch: one process's mean squared error over the patch; the timestep and the "
        "noise are the data's, drawn in the data set's __getitem__, seeded per sample for the "
        "check; instance norm is per sample; its Dropout3d is switched off for the check",
        (
            Edit(
                "from oct_diffusion.models import ResUNet",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..'))\nfrom oct_diffusion.models import ResUNet",
                "the repository's root on the path, where its package oct_diffusion is (the "
                "script imports it by that name and its utils.py beside it)",
            ),
            Edit(
                "patch_directory = ('/autofs/cluster/octdata2/users/epc28/oct_diffusion/'\n"
                "                       'data/x0')",
                "patch_directory = 'data/x0'",
                "the patches made here, not the author's cluster path",
            ),
            Edit(
                "model_dir = '/autofs/cluster/octdata2/users/epc28/oct_diffusion/models'",
                "model_dir = 'models'",
                "its output folder here, not the author's cluster path",
            ),
            Edit(
                "model = ResUNet().cuda()",
                "model = ResUNet(filters=[8, 16, 32, 64, 128])",
                CUDA + " (the model), and a U-Net of 8 to 128 filters, not 32 to 512 (its "
                "constructor's own argument): 165 s for the plain run at full size on the "
                "loaded 2 cores",
            ),
            Edit(
                "            weight_decay=1e-5),\n        )",
                "            weight_decay=1e-5),\n        device='cpu',\n        )",
                CUDA + " (the Trainer's device defaults to 'cuda')",
            ),
            Edit("trainer.train(1000)", "trainer.train(1)", "one epoch, not 1000: 4 steps"),
            Edit(
                "x0 = torch.load(self.patches_list[idx]).cuda()",
                "x0 = torch.load(self.patches_list[idx])",
                CUDA + " (each patch as it is loaded)",
                "oct_diffusion/datasets.py",
            ),
        ),
        paths=("oct_diffusion",),
        data="oct_diffusion_patches",
        first_sight="kept",
    ),
)
