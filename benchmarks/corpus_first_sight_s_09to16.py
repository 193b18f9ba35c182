"""Batch s, topics (9) to (16): batch s's rule (corpus_first_sight_s.py's docstring, verbatim
there) applied to prefix tuning or prompt tuning, direct preference optimization DPO, dialogue
state tracking, emotion recognition in conversation, handwritten mathematical expression
recognition, font generation, flower classification Oxford 102 and food image classification
Food-101. Two helpers: the first read topics 9 and 10 and the start of 11 (its deadline passed
there, after an interruption); the second (tag s_09to16, from 23:01 UTC) finished 11 and read
12 to 16. Eight scripts: one from topic 10, two from 11, one each from 13, 14 and 15, two from
16; topics 9 and 12 give none. At first sight 7 of 8 kept (87.5%), no silent wrong result:
four `agree`, two `agree` with the warning that no DataLoader feeds them (the ranks train on
the same batches), one `cannot tell` naming Python's random in the loop (teacher forcing);
one broken: ra1nei-ftransgan-font-style said `differ` where `agree` with batch norm per rank
was expected (see Doubts).

Read as batch r read its rule. "In the corpus" as the brief says (corpus_recipes.py,
corpus_first_sight_*.py, /tmp/s_claims.txt), checked before the one taken, claimed at once.
Hub weights: taken where the script names its model by a flag and a small model can be made
here (batch q's reading, iitr-rlhf-reward-model); skipped where hub names (or torchvision's
pretrained weights) are written into the script with no flag (batch p's and q's reading).
Ranks are the results' own; a result naming no repository is passed over, and a GitHub path
under another host's name too (batch s_46to52's reading); deepwiki.com's pages name
OWNER/NAME (batch f's reading). Each plain run: the recipe prepared as corpus.py prepares it
(corpus.extract, corpus.prepare, in /tmp/s_runs/plain-NAME), MPLBACKEND=Agg, nice -n 10, under
/tmp/s_plain_lock; its seconds below are wall time from the lock's wait on (the machine's 2
cores shared by 8 sessions), with the load average as it was queued. Each first sight: once,
on the frozen tree (PYTHONPATH=/tmp/wts/src), behind /tmp/s_lock, --timeout 600, after the
recipe (expect and why included) was final.

Installed into .venv from PyPI (each checked first with `pip install --dry-run`, under the
plain lock; none replaces torch, torchvision, numpy or transformers): tensorboardX 2.6.5
(jojolilian's checkpoint.py imports it), dominate 2.9.1 (ra1nei's util/html.py). The first
helper installed nothing.

9. Prefix tuning or prompt tuning, `code`: zwcolin/Domain-Robustness-Prompt-Tuning (rank 1,
   experiment.sh; HEAD 8246cef51c357c6ad28c7d83f2260bd278c91766) skipped, data from a hub:
   run_prompt_tuning.py's engine takes its data from prepare_data.py's
   load_dataset("mrqa") (SQuAD and the other MRQA sets, written in, no flag), with t5 from
   the hub (T5Tokenizer, a SentencePiece model) under transformers' Trainer.
   SuhailFurkhan/The_Architecture_of_Intelligence (rank 2,
   topics/08_e_PEFT_PromptBased_PromptTuning.py; HEAD
   b153c623fedd41a45d0ee40a387a6e1920917326) skipped, no training script: the hit is a
   lesson whose code is held in string literals (google/flan-t5-large in them). grasool/
   Prompt-Tuning (rank 3, prmopt-tuning-hf.py, gone at HEAD
   c3500259fb1ff39f9fbdce00f55418aa317d4a22) skipped, weights and data from a hub:
   prompt-tuning-peft.py writes bigscience/bloomz-560m and two hub data sets
   (fka/awesome-chatgpt-prompts, Abirate/english_quotes) into the script, no flag. Ranks 4 to
   12 name no repository. `pages` (the same query): ranks 1 to 7 (article.woter.ai,
   cloudzsexy.com, fahimfaisal.info, codegenes.net, rengongzhineng.io, newline.co,
   agentbus.sh) name no repository; github.com/Tim-Chen11/PEFT (8; HEAD
   6eef5df67234d64e8d04b2be6c85230d7094bd2a) skipped, training only in a notebook
   (PromptTuning.ipynb and README.md). Topic 9 gives no script.

10. Direct preference optimization DPO, `code`: wan19990901/Bayesian_Adpative_Sampling (rank
   1, src/dpo_iteration/__init__.py; HEAD 6f8a94b905f7cc69a324ced11762effdbdafbe61) skipped,
   weights from a hub: the readme runs BEACON's sampling analyses (no training); its DPO,
   src/dpo_iteration/run_dpo.py, is trl's DPOTrainer launched by `accelerate launch` under
   DeepSpeed ZeRO-3 (src/scripts/*.sh) on Qwen1.5-7B or Llama named in its configs, its data
   the output of a vLLM generation step, and it imports trl.commands.cli_utils (gone from
   trl 1.x) and the alignment handbook's H4ArgumentParser. budwing/generative-ai (rank 2)
   passed over: in the corpus (corpus_first_sight_q_36to40.py). ZhaoningYu1996/DPO-Trainer
   (rank 3, README.md; HEAD f60b9f0b140cd1f14c677b8761a9558f90033b52) taken: the readme's
   `python dpo_trainer.py`, a DPO loss written by hand over gpt2 (--model_name) and a frozen
   copy as reference, on the repository's own data/instruction-data-with-preference.json
   (1,100 preference triples, split 990/110 by random.shuffle). Made here: a small GPT-2
   (corpus_data_s_09to16.zhaoningyu_tiny_gpt2: 2 layers of 32, 64 positions, a byte-level
   tokenizer of the 256 bytes, weights from seed 0) in place of gpt2 from the hub. Edits:
   none; flags: that model, 32 tokens for prompt and response each (not 512), one epoch (not
   6). Plain run: 46.2 s, exit 0 (198 steps, loss 0.675), at load 1.98.
   practice-dump/practice-dump (rank 4, Transformers/Documentation/HF/DPO.md; HEAD
   fe3c513f064e2ec85b1d6ccf6c44dfc4e4a137af) skipped, training only in a notebook
   (Transformers/dpo_training.ipynb). Ranks 5 to 12 name no repository. `pages` (the same
   query): sanqian.synology.me (1), a Git host's copy of ml-explore/mlx-examples, passed over
   (another host's name; MLX, another framework); thesakshipandey.github.io/projects/4_dpo
   (8) names thesakshipandey/projects, which cannot be fetched ("No snapshot of that
   repository can be had here"); ranks 2 to 7 (mbrenndoerfer.com, learni.dev,
   ravinkumar.com, theneuralbase.com, llmbook.apartsin.com) name no repository. Topic 10
   gives one script.

11. Dialogue state tracking, `code`: zhupengjia/elsa_chatbot (rank 1,
   src/model/dialog_tracker.py; HEAD 226e097e6b632010ac557bb0776894172a61b8db) skipped, a
   package the registry lacks: elsa_train.py's trainer imports the author's nlptools
   (nlptools.utils.Config, Tokenizer_BERT; PyPI's nlptools 0.5.1 is another, 2017 package)
   and pytorch_transformers, with bert-base-uncased and data from /data paths (first helper).
   YourThomasLee/DSTer (rank 2, README.md; HEAD 6527c7c9375327f17807f4d988f70c2bbf634306)
   skipped, weights from a hub written in with no flag: main.py trains a WozModel whose
   tokenizer is AutoTokenizer.from_pretrained("bert-base-uncased") at import of
   trainer/data_loaders.py (the model's bert_name is conf/config.json's, but the tokenizer's
   is not), on MultiWOZ 2.1, which data/prepare_env.sh downloads.
   huakeda1/Basic-algorithm-and-framework-study-for-AI (rank 3,
   dialogue_state_tracking_with_bert/README.md; HEAD 8776dc500772a6c1f28be9c4a426ed9eca2ec775)
   taken: the readme's `python main.py --do_train --data_dir=data/woz/
   --bert_model=bert-base-uncased --output_dir=outputs`, BERT scoring each (turn, slot =
   value) pair, on the repository's own WOZ 2.0 files. Made here
   (corpus_data_s_09to16.huakeda1_woz_tiny_bert): those files cut to 6/2/2 dialogues
   (made/woz; 20 training dialogues took 254 s), and a folder bert-base-uncased/ beside the
   script (the flag's choices allow only the hub's two names; from_pretrained reads a folder of
   that name first): a BertForSequenceClassification of 2 layers of 32 from seed 0 with a
   word vocabulary of the cut data. Edits: torch's AdamW (transformers 5 has none),
   return_dict=False where it unpacks (loss, logits). Flags: that data, one epoch (not 25).
   Plain run: 105.9 s, exit 0, at load 4.75. feay1234/TLF-SDA (rank 4, README.md; HEAD
   7b767da8959136c159b2355ac0902f71a315d943) taken: run.sh's run_dst.py, TripPy with the
   paper's turn-based loss and sequential data augmentation, written for transformers 2.9.
   run.sh runs it on MultiWOZ 2.2, whose zip is in the tree but absent from the mirror; its
   woz2 task (--task_name, --dataset_config=dataset_config/woz2.json) reads WOZ 2.0 in the NBT
   format, made here (feay1234_woz2_tiny_bert): 24/4/4 dialogues of 3 turns, each user turn
   naming one of the three slots; made/bert, a BertModel of 2 layers of 32 from seed 0 with a
   word vocabulary, in place of bert-base-uncased (its --model_name_or_path); and the empty
   out/ run.sh makes. Edits: modeling_bert_dst.py's imports (transformers.modeling_bert and
   file_utils' docstring decorators are gone: the classes from transformers.models.bert, the
   decorators as no-ops), post_init for init_weights (transformers 5's from_pretrained reads
   what post_init sets), torch's AdamW, the hub's list of model names (gone) left empty.
   Flags: run.sh's, with that data and model, sequences of 64 (not 180), batches of 8 (not
   48). Plain run: first try 12.7 s, exit 1 (pretrained_config_archive_map), second 16.8 s,
   exit 1 (all_tied_weights_keys, before post_init), third 306.8 s (mostly the plain lock's
   wait), exit 1 (out/ absent), fourth 137.4 s, exit 0 (18 steps), at load 4.99. Ranks 5 to
   12 name no repository (5, 7 and 11 TensorFlow scripts). Topic 11 gives two scripts.

12. Emotion recognition in conversation, `code`: Deepayan137/EmoContext (ranks 1 and 3,
   README.md; HEAD 3343fbc5acf9b6ad4379013a75d9f7fe48590f98) skipped, a package the registry
   lacks: the readme's train_sep_turns.py reads its data through utils/preproc.py, which
   imports tokenizer.tokenizer.TweetTokenizer (preserve_handles, regularize: erikavaris'
   tokenizer from GitHub; PyPI's tokenizer is Miðeind's Icelandic one), besides GloVe's
   Twitter vectors loaded through gensim. upasana99/EmotionFlow (rank 2, README.md; HEAD
   2cf0c21ca90b85e582dd0dc93cbd6a69c1006177) skipped, weights from a hub written in with no
   flag: emotionflow/config.py, imported first by train.py, loads
   AutoTokenizer.from_pretrained('roberta-base') at import, before the -bert_path flag is read
   (that flag sets the model only); the MELD test file and friends_transcript.json the
   vocabulary reads are absent from the mirror. Rank 4 (STC-3's readme) and ranks 5 to 12 name
   no repository. `pages` (the same query): arxiv.org/html/2308.06450v2 (1), vdocument.in (2),
   readkong.com (5), ar5iv's 2106.01978 (6) and pdfslide.us (8) name no repository in their
   stored text; gitblind.noratr.app/mariual/SS-BED-Emotion-Classifier (3), a GitHub path under
   another host's name, passed over; deepwiki.com/miaocy996-wq/dyc (4) names
   miaocy996-wq/dyc, which cannot be fetched ("No snapshot of that repository can be had
   here"); ar5iv's 2108.08663 (7) names happyjin/NNPM, in the corpus
   (corpus_first_sight_j_01to05.py, skipped there). Topic 12 gives no script.

13. Handwritten mathematical expression recognition, `code`: jojolilian/HandwrittenEqSolv
   (ranks 1 and 3, README.md; HEAD 66c63bfb15de5af890924041afe5084f4d056323) taken: the
   readme's `python train_256.py --prefix "name_you_want" -n 200`, a multi-scale DenseNet
   encoder and a GRU decoder with coverage attention (jungomi's, CROHME at 256 x 256). Made
   here (jojolilian_crohme_images): the repository's ground truth cut to the 16 shortest of
   its first 200 training expressions and the 2 shortest of its first 50 validation ones, and
   a PNG of strokes for each (data/train/data.zip, the CROHME images, is absent from the
   mirror; with the first 16 and 4 expressions, unsorted, the epoch took 2 min 32 s). Edits:
   none; flags: one epoch (not 200), no loader workers (-w 0). Plain run: 172.9 s, exit 0, at
   load 3.70 (the epoch 42 s). catsandsoup32/HME_Training (rank 2; HEAD
   36a51270cbdf43357362a9eda77d1a357d1e2d81) skipped, weights from the internet written in:
   Models.py builds both encoders from densenet121(weights=DenseNet121_Weights.DEFAULT)
   (torchvision's download; no flag), on MathWriting, a download. dmitrykosintsev/dtc-
   mathwriting-recognition (rank 4; HEAD 0e72b0f7928a9fa8ab6841c6692fd1bbac5ca84c) skipped,
   training only in a notebook (Notebook.ipynb; get_dataset.py downloads). Ranks 5 to 12 name
   no repository. `pages`: ozlin.info (1), aihubprojects.com (2, 6), m.moam.info (4),
   actamachina.com (5, 8) and ar5iv's 2208.09662 (7) name no repository; ar5iv's 2308.05820 (3)
   names Danielgol/HME-VAS (HEAD bb610aa67e9c8fda71ce1416a0068521f8274bee), skipped, no
   training script (an inference notebook with YOLOv8 weights, a transcriptor and an
   augmentation script). Topic 13 gives one script.

14. Font generation, `code`: ra1nei/font_translator_gan (rank 1, train.sh; HEAD
   ff054c97d5f11ff56cb7a1757cef7ffc150a9ea9) taken: the readme's `bash ./train.sh`, train.py
   with FTransGAN (pix2pix's framework). Made here (ra1nei_font_glyphs): 64 x 64 glyphs of
   strokes in the layout data/font_dataset.py reads (chinese/, english/, source/; its data
   set is a Google Drive download). Edits: the layer attention's noise on the features'
   device (written for 'cuda'); a W&B stand-in module (train.py imports wandb whatever
   --use_wandb). Flags: the CPU (-1), no W&B, batches of 8 (not 128), no loader threads, no
   visdom display, one epoch and no decay. Plain run: 275.2 s, exit 0, at load 5.37 (the
   epoch 30 s). Soongja/iFontMe (rank 2; HEAD 1d95ca1318a59519e2f7da55a74088013235b518)
   skipped, another framework (TensorFlow 1). pypi-data/pypi-mirror-386 (rank 3,
   packages/torchfont/.../README.md) skipped, no training script: the hit is torchfont 0.4.0's
   readme (installation and citation) in a mirror of PyPI's packages (read from the result,
   not fetched, as batch q read pypi-mirror-390). SerCeMan/fontogen (rank 4; HEAD
   de1e50b2b42ed17bbfe442949957dd001b5ba80e) skipped, a compiled CUDA extension: model.py
   builds its transformer from xformers' BlockSparseAttention (the readme installs nightly
   Triton), and text_embedding.py writes in google/bert_uncased_L-12_H-512_A-8 from the hub.
   Ranks 5 to 12 name no repository. `pages`: serce.me (1), medium.com (3), janak-lal.com.np
   (5), lttrface.com (6) and mixfont.com (8) name no repository; g.woetu.eu.org/csi-lnmiit/
   S32_Generating-fonts (2, 7), a GitHub path under another host's name, passed over (Theano,
   Python 2.7 besides); deepwiki.com/wangchi95/CF-Font (4) names wangchi95/CF-Font (HEAD
   75280ca9048b759551039f13f5cc481987244ba5), skipped, a compiled CUDA extension: DG-Font's
   modulated deformable convolution (src/cpu, src/cuda, built by its setup). Topic 14 gives
   one script.

15. Flower classification Oxford 102, `code`: TrasperJ/102-flowers-classfication-with-PyTorch
   (ranks 1 and 2, README.md; HEAD d66e7b3ebfc607b6bd1a9ee1b7ceac64eaaae68c) skipped, weights
   from the internet written in: main.py takes models.vgg19(pretrained = True) (no flag), and
   its flowers folder is a Kaggle download. nampluskr/deep_learning_tutorials (rank 3,
   02_pytorch/oxford_pets/oxford_pets_clf.md, gone at HEAD
   9987ce540044998d225b65287c08077b4c70c118) skipped, no training script: the hit was a
   Markdown page of code (Oxford pets); at HEAD the repository holds a NumPy MNIST from
   scratch and a notebook. KeatonMacLeod/DeepLearning (rank 4, README.md; HEAD
   484f1830b9a702d22a46d0c3acc6d37ec4e378d4) taken: main.py (its readme's tutorial), a small
   CNN on the repository's own data_folder, Kaggle's flowers-recognition (5 classes, not
   Oxford 102: taken by the rule's order). Made here (keatonmacleod_flowers_cut): that folder
   cut to 64 photographs a class. Edits: its Windows paths ("\\data_folder", backslash joins)
   on POSIX separators (three). Plain run: 80.7 s, exit 0, at load 5.02. Ranks 5 to 12 name
   no repository. `pages`: techminis.com (1), charliepiper.com (2), blog.youkuaiyun.com (3),
   medium.com (4, a Jovian notebook), skeptric.com (5, Kaggle), python-elite-dev.pages.dev (6)
   and two course pages without an address (7, 8) name no repository. Topic 15 gives one
   script.

16. Food image classification Food-101, `code`: blazedarkthorn/CSE4310 (rank 1,
   Assignment4/chatgptcnn.py; HEAD 894d38975fe3a8a70fedb498bdcf2e28890776e1) taken: the hit's
   script (the readme is empty), a CNN on torchvision's Food101 with download=True. Made here
   (blazedarkthorn_food101): Food-101's layout with 4 classes of 24 images (Food101 downloads
   only where the layout is absent). Edits: one epoch (not 5). Plain run: 195.3 s, exit 0, at
   load 7.65 (made before the maker was shared with rana_food101: the same pixels, the files
   named {i}.jpg then, train{i}.jpg now; the layout checked again by loading it, 96 images).
   shtsang/food101-pytorch (ranks 2 and 3; HEAD 5a9e4e0e19d1201ad6612c9727b565cdf89290de)
   skipped, training only in a notebook (two notebooks and a readme).
   rana-21-ai/food101-image-classification (rank 4, README.md; HEAD
   883e80f300df2fe4ab20bd76588b2409c12c972a) taken: the readme's `python train.py --epochs 3
   --batch_size 32`, a CNN with dropout on Food101 (train and test splits). Made here
   (rana_food101): the layout with 4 classes, 24 training and 4 test images each. Edits: none;
   flags: one epoch. Plain run: 170.6 s, exit 0, at load 10.15. Topic 16 gives two scripts.

First sight, per recipe (queued, began, seconds, verdict):
- zhaoningyu-dpo-tiny-gpt2 (first helper): began 20:36:10, 23.2 s: `agree` (after 3
  optimizer steps, with one process's, largest difference 4.01e-08 at 'h.1.attn.c_attn.bias';
  dropout switched off, F.dropout at modeling_gpt2.py:603), kept.
- huakeda1-woz-dst-bert: queued and began 23:09:41, 46.4 s: `agree: after 8 optimizer step(s)
  the parameters on 2 ranks agree with one process's (largest difference 0, at
  'classifier.bias')`, with the warning that no DataLoader feeds it and the ranks train on
  the same batches, and the line that nothing was drawn after the first backward in 8 steps;
  kept.
- jojolilian-crohme-densenet-attention: queued 23:30:32, began 23:33:11, 186.0 s: `cannot
  tell: after 3 optimizer step(s) the parameters on 2 ranks differ from one process's, first
  at 'conv0.weight' (largest difference 1.95e-05; one process against itself with its
  rounding moved by 1 ulp ...: 7.49e-07); but the script draws at random in its training loop
  where each rank draws its own (named below)`, naming `Python's random drawn in the training
  loop (random.random at train_256.py:107)`, with batch norm per rank (--sync-batchnorm:
  still 1.69e-05) and the run of the split's arithmetic stopped (see Doubts); kept.
- ra1nei-ftransgan-font-style: queued and began 23:40:57, 264.6 s: `differ: after 3 optimizer
  step(s) the parameters on 2 ranks differ from one process's computing the ranks' slices,
  first at '0.bias' (largest difference 0.0004; that run again with its rounding moved by 1
  ulp: 5.91e-09); that run ran L1Loss whole, which the ranks split: the difference may be
  that, not the script`, with `again with --sync-batchnorm they still differ from one
  process's (largest difference 0.0004, at 'content_encoder.model.1.weight'; one process
  against itself with its rounding moved by 1 ulp: 0.0004, at
  'content_encoder.model.1.weight')`; broken.
- keatonmacleod-flowers-cnn: queued 23:43:42, began 23:55:13, 37.1 s: `agree: after 3
  optimizer step(s) the parameters on 2 ranks agree with one process's (largest difference
  3.73e-09, at 'conv2.weight')`; kept.
- blazedarkthorn-food101-cnn: queued 23:47:35, began 23:57:43, 49.5 s: `agree: after 3
  optimizer step(s) the parameters on 2 ranks agree with one process's (largest difference
  5.22e-07, at 'conv1.bias')`; kept.
- rana-food101-simplecnn: queued 23:51:06, began 23:58:37, 130.6 s: `agree: after 3
  optimizer step(s) the parameters on 2 ranks agree with one process's computing the ranks'
  slices (largest difference 0, at 'classifier.4.bias')`, dropout switched off (F.dropout at
  model.py:35), the split itself 0.00011 named as what any data-parallel run computes; kept.
- feay1234-tripppy-tlf-sda-woz2: queued 00:02:52, began 00:04:41, 34.9 s: `agree: after 8
  optimizer step(s) the parameters on 2 ranks agree with one process's (largest difference 0,
  at 'hidden_layer.bias')`, with the warning that no DataLoader feeds it and the ranks train
  on the same batches, and the line that nothing was drawn after the first backward in 8
  steps; kept.

Doubts for the lead: (1) ra1nei-ftransgan-font-style: I think the miss is multigpu's, as
   batch s_46to52 found for avv524-asvspoof-lcnn-fft. Under --sync-batchnorm the ranks differ
   from one process by 0.0004, exactly what one process differs from itself with its rounding
   moved by 1 ulp (0.0004, at the same parameter), yet the verdict reads it as "still differ"
   and names no cause of the script's; the generator and both discriminators hold BatchNorm2d
   (norm='batch'), Adam at beta1 0.5 and the hinge's cancelling real and fake terms make the
   steps ill-conditioned, and nothing else parts the ranks (means over equal slices, the style
   glyphs drawn in __getitem__, the generator's noise replaced by its mean, no dropout). The
   unsynced line blames "L1Loss run whole, which the ranks split": the run of the split could
   not cut the generator's input (a tuple of two fields) or the discriminators' (torch.cat of
   images along the channels). Not rerun. (2) jojolilian-crohme-densenet-attention: its
   verdict word is right, but its last line names "a batch size written into the script" as
   the likely cause, and the script writes none: the decoder's hidden state is made for the
   loader's batch (dec.init_hidden(len(input))) and passed beside the encoder's outputs, so
   the run of the split, which cut the features to 2 rows, met a 4-row hidden state ("Expected
   hidden size (1, 2, 256), got [1, 4, 256]"). (3) huakeda1-woz-dst-bert trains a
   random-initialised BERT made here in a folder named like the hub's model (the flag accepts
   only the hub's names), as the first helper's doubt (1) says of its GPT-2; drop both if
   batch p's stricter reading rules. (4) KeatonMacLeod's flowers are Kaggle's 5 classes, not
   Oxford 102, and blazedarkthorn's script has no readme (its name says ChatGPT wrote it):
   both taken by the rule's order, as Arm-Sl's was for emoji prediction. (5)
   feay1234-tripppy-tlf-sda-woz2 runs run.sh's script on its woz2 task (a flag), not MultiWOZ
   2.2 (absent from the mirror), with a random BERT made here (as (3)); with the dialogues
   made here all of one length the loop's refill of the pool (random.shuffle in the loop)
   never fires in one epoch, where real dialogues of many lengths would fire it mid-epoch and
   the expectation would be `cannot tell`, naming it.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

ZHAONINGYU = ("ZhaoningYu1996/DPO-Trainer", "f60b9f0b140cd1f14c677b8761a9558f90033b52")
HUAKEDA1 = (
    "huakeda1/Basic-algorithm-and-framework-study-for-AI",
    "8776dc500772a6c1f28be9c4a426ed9eca2ec775",
)
HUAKEDA1_DST = "dialogue_state_tracking_with_bert/"
FEAY = ("feay1234/TLF-SDA", "7b767da8959136c159b2355ac0902f71a315d943")
JOJOLILIAN = ("jojolilian/HandwrittenEqSolv", "66c63bfb15de5af890924041afe5084f4d056323")
RA1NEI = ("ra1nei/font_translator_gan", "ff054c97d5f11ff56cb7a1757cef7ffc150a9ea9")
KEATON = ("KeatonMacLeod/DeepLearning", "484f1830b9a702d22a46d0c3acc6d37ec4e378d4")
BLAZE = ("blazedarkthorn/CSE4310", "894d38975fe3a8a70fedb498bdcf2e28890776e1")
RANA = ("rana-21-ai/food101-image-classification", "883e80f300df2fe4ab20bd76588b2409c12c972a")
# train.py imports wandb whatever its --use_wandb (off here): a stand-in module beside the
# script whose every function does nothing (wandb is not installed).
WANDB_ANY_STAND_IN = """
def __getattr__(name):
    return lambda *args, **kwargs: None
"""

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "zhaoningyu-dpo-tiny-gpt2",
        *ZHAONINGYU,
        "dpo_trainer.py",
        "direct preference optimization of a causal language model (transformers' "
        "AutoModelForCausalLM, a frozen deepcopy as the reference; the DPO loss written by hand: "
        "log-softmax, the response tokens' log-probabilities summed per sequence, "
        "-logsigmoid(beta * margin) averaged over the batch; AdamW; a shuffled DataLoader of "
        "prompt, chosen and rejected token ids, padded to max_length; the data split with "
        "Python's random.shuffle before training; a test pass each epoch in eval() under "
        "no_grad)",
        "agree",
        (
            "batches of 5 preference pairs from a shuffled DataLoader, split 3 + 2 (uneven, "
            "which the split's arithmetic weighs by rows); the loss is a mean over the batch of "
            "one term per pair (each pair's summed log-probabilities under the policy and the "
            "frozen reference, the reference under no_grad), so one process's loss is the "
            "slices' weighted average; the model takes the prompt joined to the chosen (then "
            "the rejected) response, torch.cat of the batch's fields along dim 1, each row its "
            "own sample (causal attention within the row, no attention mask, padding with the "
            "end token); GPT-2's dropout (embeddings, attention, residual) is switched off for "
            "the check; random.shuffle of the data split runs before any backward, alike in "
            "every run; the test pass feeds no step; float32 AdamW at 5e-5 may amplify "
            "rounding of sums over the slices, said beside the agree"
        ),
        # README: python dpo_trainer.py (gpt2 from the hub: a small one made here, 64
        # positions, so prompt and response are cut to 32 tokens each; one epoch, not 6).
        args=("--model_name", "made/gpt2", "--max_length", "32", "--num_epochs", "1"),
        paths=(
            "model.py",
            "dataset.py",
            "loss.py",
            "clean_dataset.py",
            "alpaca_template.py",
            "data/instruction-data-with-preference.json",
        ),
        data="zhaoningyu_tiny_gpt2",
        first_sight="kept",
    ),
    Recipe(
        "huakeda1-woz-dst-bert",
        *HUAKEDA1,
        HUAKEDA1_DST + "main.py",
        "dialogue state tracking on WOZ 2.0 as binary classification (each turn's system and "
        "user utterances paired with every slot = value of the ontology, 94 candidates a "
        "turn; BertForSequenceClassification of 2 labels, its cross-entropy a mean over the "
        "batch; transformers' AdamW and a linear schedule with warm-up; no DataLoader: the "
        "examples built and tokenized before training, a list shuffled with random.shuffle "
        "at each epoch's start and sliced by hand into batches of 16, padded per batch; the "
        "loss divided by 8 and an optimizer step every 8 batches; dev and test predicted "
        "turn by turn after each epoch, the best model saved)",
        "agree",
        (
            "no DataLoader: the batches are slices of a list shuffled with Python's "
            "random.shuffle at the epoch's start, before any backward, so alike on every rank "
            "under the check's seeding, and every rank trains on the same batches as one "
            "process (the warning that the ranks train on the same batches); one epoch, so "
            "nothing is drawn after the first backward (random oversampling is off by "
            "default); BERT's dropout is switched off for the check; the gradients of the 8 "
            "accumulated backwards are averaged at the step, each rank's the same as one "
            "process's; the schedule is stepped alike on every rank; the padding is per "
            "batch, the whole batch on every rank; the dev and test passes (eval, batches "
            "from each turn) feed no step: `agree`, with the warning"
        ),
        (
            Edit(
                "from transformers import AdamW,get_linear_schedule_with_warmup",
                "from torch.optim import AdamW\n"
                "from transformers import get_linear_schedule_with_warmup",
                "transformers 5 removed its AdamW (deprecated for torch's, the same update "
                "with the bias correction it had by default)",
                HUAKEDA1_DST + "models.py",
            ),
            Edit(
                "loss,logits = model(input_ids, token_type_ids=token_type_ids, labels=labels)",
                "loss,logits = model(input_ids, token_type_ids=token_type_ids, labels=labels, "
                "return_dict=False)",
                "the (loss, logits) tuple the script unpacks: transformers 4 and later return "
                "a ModelOutput, whose unpacking gives its keys",
                HUAKEDA1_DST + "models.py",
            ),
        ),
        # README: python main.py --do_train --data_dir=data/woz/ --bert_model=bert-base-uncased
        # --output_dir=outputs (bert-base-uncased a small one made here, in a folder of that
        # name; the WOZ files cut to 6/2/2 dialogues; one epoch, not 25).
        args=(
            "--do_train",
            "--data_dir=made/woz/",
            "--bert_model=bert-base-uncased",
            "--output_dir=outputs",
            "--epochs",
            "1",
        ),
        paths=(
            HUAKEDA1_DST + "models.py",
            HUAKEDA1_DST + "dataset.py",
            HUAKEDA1_DST + "utils.py",
            HUAKEDA1_DST + "data/woz",
        ),
        data="huakeda1_woz_tiny_bert",
        first_sight="kept",
    ),
    Recipe(
        "jojolilian-crohme-densenet-attention",
        *JOJOLILIAN,
        "train_256.py",
        "handwritten mathematical expression recognition (CROHME images resized to 256 x 256 "
        "to LaTeX tokens): a multi-scale DenseNet encoder (BatchNorm2d, dropout 0.2 in its "
        "bottleneck blocks) and a GRU decoder with coverage attention over both scales, "
        "unrolled token by token; teacher forcing chosen per batch with Python's "
        "random.random() < 0.5 in the loop; nn.CrossEntropyLoss over the decoded tokens "
        "(padding counted as a token), a mean; gradients clipped to norm 5; Adadelta with "
        "weight decay, StepLR stepped each epoch; a shuffled DataLoader of batches of 4 "
        "(collate_fn pads the token ids per batch); validation each epoch under no_grad; a "
        "tensorboardX writer and a checkpoint per epoch)",
        "cannot tell",
        (
            "each batch's teacher forcing is a coin tossed with Python's random.random in "
            "the training loop (train_256.py:107): the first batch's before any backward, "
            "alike on every rank, each later one by each rank for itself from its own stream, "
            "so the ranks decode with or without the true previous tokens where one process "
            "tossed once for the whole batch: `cannot tell`, naming random.random; besides, "
            "batches of 4 split 2 + 2, the encoder's BatchNorm2d normalises per rank (the "
            "split's own effect), the dropout is switched off for the check, the collate_fn "
            "pads each batch's token ids to its longest and the loss counts the padding "
            "(PAD is no ignore_index: a mean over every token of the padded batch, one term a "
            "token, no term across samples); clipping reads the averaged gradients; nothing "
            "else of the script's own parts the ranks, so the coin decides the verdict"
        ),
        # README: python train_256.py --prefix "name_you_want" -n 200 (one epoch; no loader
        # workers, 2 cores here).
        args=("--prefix", "crohme-", "-n", "1", "-w", "0"),
        paths=("model.py", "dataset.py", "checkpoint.py", "data/gt_split", "data/tokens.tsv"),
        data="jojolilian_crohme_images",
        names="random.random",
        first_sight="kept",
    ),
    Recipe(
        "ra1nei-ftransgan-font-style",
        *RA1NEI,
        "train.py",
        "few-shot font style transfer (FTransGAN, pix2pix's framework: a glyph's content "
        "image and 6 style glyphs to the glyph in the target font): a generator of two "
        "convolutional encoders with BatchNorm2d, self-attention and layer attention over "
        "the style features (noise torch.randn(B, ...) * 0.02 added in its forward), a "
        "ResNet decoder; two PatchGAN discriminators with spectral norm and batch norm "
        "(content and style, each fed torch.cat of images along the channels); hinge losses "
        "(means), the discriminators' real and fake halves in one backward, the generator's "
        "GAN terms plus 100 times an L1; three Adams (beta1 0.5), LambdaLR per epoch; a "
        "shuffled DataLoader whose data set samples the 6 style glyphs with Python's "
        "random.sample in __getitem__)",
        "agree",
        (
            "batches of 8 from a shuffled DataLoader, split 4 + 4; every loss is a mean of one "
            "term per sample (hinge means over the patches, the L1 a mean) over slices of equal "
            "size, so one process's average; the style glyphs are drawn with random.sample in "
            "__getitem__ while a batch loads (the data's draws, seeded per sample for the "
            "check); the generator's noise (torch.randn with a row per sample, in its "
            "training forward) is replaced by its mean for the check; --no_dropout as train.sh "
            "gives it; spectral norm's power iteration reads the weights alone; the "
            "generator's and the discriminators' BatchNorm2d normalise per rank (the "
            "discriminators' input is torch.cat of images, not the loader's batch, so where "
            "the run of the split leaves it whole the ranks run again under "
            "--sync-batchnorm): `agree`, batch norm per rank named; Adam and the hinge's "
            "cancelling real and fake terms amplify rounding, said beside the agree"
        ),
        (
            Edit(
                "style_features_3*weight.narrow(1, 2, 1)).view(B, self.ngf*4, 1, 1)"
                "+torch.randn([B, self.ngf*4, 16, 16], device='cuda')",
                "style_features_3*weight.narrow(1, 2, 1)).view(B, self.ngf*4, 1, 1)"
                "+torch.randn([B, self.ngf*4, 16, 16], device=style_features_3.device)",
                "the layer attention's noise on the features' device (written for 'cuda'; the "
                "CPU where there is no GPU)",
                "models/networks.py",
            ),
        ),
        # train.sh: python train.py --dataroot ./datasets/my_data/train --model
        # font_translator_gan --name train --no_dropout --gpu_ids 0 --use_wandb ...
        # --batch_size 128: here the glyphs made here, the CPU (-1), no W&B, batches of 8, no
        # loader threads, no visdom display, one epoch and no decay (not 10 + 10).
        args=(
            "--dataroot",
            "./made/train",
            "--model",
            "font_translator_gan",
            "--name",
            "train",
            "--no_dropout",
            "--gpu_ids",
            "-1",
            "--batch_size",
            "8",
            "--num_threads",
            "0",
            "--display_id",
            "0",
            "--n_epochs",
            "1",
            "--n_epochs_decay",
            "0",
        ),
        files={"wandb.py": WANDB_ANY_STAND_IN},
        paths=("data", "models", "options", "util"),
        data="ra1nei_font_glyphs",
        first_sight=(
            "broken: differ: after 3 optimizer step(s) the parameters on 2 ranks differ from one "
            "process's computing the ranks' slices, first at '0.bias' (largest difference 0.0004; "
            "that run again with its rounding moved by 1 ulp: 5.91e-09); that run ran L1Loss "
            "whole, which the ranks split; with --sync-batchnorm still 0.0004, against one "
            "process's own 1-ulp run 0.0004"
        ),
    ),
    Recipe(
        "keatonmacleod-flowers-cnn",
        *KEATON,
        "main.py",
        "flower photograph classification (Kaggle's flowers-recognition, 5 classes, the "
        "repository's own images; each class cut 60/20/20 in directory order): a small CNN "
        "(two convolutions with max pooling, three linear layers) on 200 x 200 center crops; "
        "nn.CrossEntropyLoss, a mean; SGD with momentum 0.9; a shuffled DataLoader of batches "
        "of 64 with 6 workers; validation under no_grad after the epoch, the best model "
        "saved, then a test pass; a matplotlib loss plot saved)",
        "agree",
        (
            "batches of 64 from a shuffled DataLoader, split 32 + 32 (the last, short batch "
            "split by rows, which the split's arithmetic weighs); nn.CrossEntropyLoss is a "
            "mean of one term per sample, so one process's average; the transform is a center "
            "crop (no draw); no dropout, no batch norm, nothing drawn in the loop; the "
            "partition is made in directory order before training; validation and test "
            "(no_grad) feed no step: `agree`, computing the ranks' slices"
        ),
        (
            Edit(
                'self.data_directory = "\\\\data_folder"',
                'self.data_directory = "/data_folder"',
                "the data folder under the working folder on a POSIX path (written with "
                "Windows' separator, which names another file here)",
                "Data/DataLoader.py",
            ),
            Edit(
                'class_full_path = os.getcwd() + self.data_directory + "\\\\" + class_name',
                "class_full_path = os.path.join(os.getcwd() + self.data_directory, class_name)",
                "the class folder joined with the POSIX separator",
                "Data/DataLoader.py",
            ),
            Edit(
                'image = Image.open(self.data_directory + "\\\\" + self.ids[index])',
                "image = Image.open(__import__('os').path.join(self.data_directory, "
                "*self.ids[index].split('\\\\')))",
                "the image's path joined with the POSIX separator (its id, class and file "
                "joined by a backslash, stays the label's key)",
                "Data/ImageDataset.py",
            ),
        ),
        # README: python main.py (its one epoch; the flowers cut to 64 a class here).
        paths=("Data", "Classifier", "Optimizer", "Visualization", "data_folder"),
        data="keatonmacleod_flowers_cut",
        first_sight="kept",
    ),
    Recipe(
        "blazedarkthorn-food101-cnn",
        *BLAZE,
        "Assignment4/chatgptcnn.py",
        "food image classification (torchvision's Food101, images resized to 224 x 224 and "
        "normalised): a CNN of three convolutions with max pooling and two linear layers "
        "(101 outputs); nn.CrossEntropyLoss, a mean; SGD (lr 0.1, momentum 0.9, weight decay); "
        "a shuffled DataLoader of batches of 32 with 2 workers; no evaluation)",
        "agree",
        (
            "batches of 32 from a shuffled DataLoader, split 16 + 16; nn.CrossEntropyLoss is a "
            "mean of one term per sample over slices of equal size, so one process's average; "
            "the transforms draw nothing (resize, normalise); no dropout, no batch norm, "
            "nothing drawn in the loop; weight decay and momentum act on the averaged "
            "gradients: `agree`, computing the ranks' slices"
        ),
        (
            Edit(
                "num_epochs = 5",
                "num_epochs = 1",
                "one epoch (not 5): 3 batches of the 96 images made here",
            ),
        ),
        # The repository's readme is empty: the hit's script, as it is (Food101 with
        # download=True finds the layout made here and downloads nothing).
        data="blazedarkthorn_food101",
        first_sight="kept",
    ),
    Recipe(
        "rana-food101-simplecnn",
        *RANA,
        "train.py",
        "food image classification (torchvision's Food101, resized to 224 x 224, flipped at "
        "random, normalised with ImageNet's statistics): a CNN of three convolutions with max "
        "pooling, then dropout 0.3, a linear layer of 512, dropout 0.3 and 101 outputs; "
        "nn.CrossEntropyLoss, a mean; Adam; a shuffled DataLoader of batches of 32 with 2 "
        "workers; test accuracy each epoch under no_grad, the best model saved)",
        "agree",
        (
            "batches of 32 from a shuffled DataLoader, split 16 + 16; nn.CrossEntropyLoss is a "
            "mean of one term per sample over slices of equal size, so one process's average; "
            "the random flip is drawn while a sample loads (the data's draw, seeded per sample "
            "for the check); the two dropouts are switched off for the check; no batch norm; "
            "nothing drawn in the loop; the test pass (eval, no_grad) feeds no step; Adam "
            "may amplify rounding of sums over the slices, said beside the agree"
        ),
        # README: python train.py --epochs 3 --batch_size 32 (one epoch here; Food101 with
        # download=True finds the layout made here and downloads nothing).
        args=("--epochs", "1", "--batch_size", "32"),
        paths=("model.py",),
        data="rana_food101",
        first_sight="kept",
    ),
    Recipe(
        "feay1234-tripppy-tlf-sda-woz2",
        *FEAY,
        "run_dst.py",
        "dialogue state tracking (TripPy with a turn-based loss function and sequential data "
        "augmentation, on WOZ 2.0's three slots): BertForDST, BERT with per-slot heads "
        "(class, span start/end, refer) fed the turn, its history and auxiliary features "
        "(informed slots, dialogue state); per-example losses weighted by the turn's weight, "
        "summed over the batch; AdamW and a linear schedule with warm-up; gradients clipped "
        "after each backward; no DataLoader feeds the steps: each batch takes the next "
        "example of each of 8 dialogues in flight, popped from a pool shuffled with Python's "
        "random.shuffle as each epoch begins (and again, in the loop, whenever it runs dry "
        "while a dialogue is still wanted))",
        "agree",
        (
            "no DataLoader feeds the steps (one is made, for its length only): the hand-made "
            "batches are the same on every rank (the warning that the ranks train on the same "
            "batches); the pool is shuffled as the epoch begins, before any backward, alike "
            "on every rank; with the data made here every dialogue holds 6 examples (3 turns "
            "and their 3 augmented ones), so the 8 slots empty together every 6 steps and the "
            "24 dialogues end together at step 18, the pool never running dry while a "
            "dialogue is wanted: one epoch draws nothing after its first backward; the loss "
            "is a sum over the batch each rank holds whole, so averaged; BERT's and the "
            "heads' dropout are switched off for the check; the clip reads the averaged "
            "gradients: `agree`, with the warning"
        ),
        (
            Edit(
                "from transformers.file_utils import (add_start_docstrings, "
                "add_start_docstrings_to_callable)\n"
                "from transformers.modeling_bert import (BertModel, BertPreTrainedModel, "
                "BERT_START_DOCSTRING, BERT_INPUTS_DOCSTRING)",
                "from transformers.models.bert.modeling_bert import BertModel, "
                "BertPreTrainedModel\n"
                "BERT_START_DOCSTRING = BERT_INPUTS_DOCSTRING = ''\n"
                "def add_start_docstrings(*docstrings):\n"
                "    return lambda function: function\n"
                "add_start_docstrings_to_callable = add_start_docstrings",
                "transformers 2.9's module paths (transformers.modeling_bert, file_utils' "
                "docstring decorators) are gone in 5.x: the model classes from their place "
                "now, the docstring decorators as no-ops",
                "modeling_bert_dst.py",
            ),
            Edit(
                "        self.init_weights()",
                "        self.post_init()",
                "transformers 5's models finish their set-up in post_init (init_weights alone "
                "leaves the tied-weights table from_pretrained reads)",
                "modeling_bert_dst.py",
            ),
            Edit(
                "from transformers import (AdamW, get_linear_schedule_with_warmup)",
                "from torch.optim import AdamW\n"
                "from transformers import get_linear_schedule_with_warmup",
                "transformers 5 removed its AdamW (deprecated for torch's)",
            ),
            Edit(
                "ALL_MODELS = tuple(BertConfig.pretrained_config_archive_map.keys())",
                "ALL_MODELS = ()",
                "the hub's list of model names, gone from transformers' configs (its flags' "
                "help text only)",
            ),
        ),
        # run.sh: run_dst.py --task_name=multiwoz22 --data_dir=data/MULTIWOZ2.2 ...
        # --model_name_or_path="bert-base-uncased" --per_gpu_train_batch_size=48 ...: here its
        # woz2 task on the WOZ data made here, the small BERT made here, sequences of 64 (not
        # 180), batches of 8 (not 48); its other flags as run.sh gives them.
        args=(
            "--task_name=woz2",
            "--data_dir=made/woz2",
            "--dataset_config=dataset_config/woz2.json",
            "--model_type=bert",
            "--model_name_or_path=made/bert",
            "--do_lower_case",
            "--learning_rate=1e-4",
            "--num_train_epochs=1",
            "--max_seq_length=64",
            "--per_gpu_train_batch_size=8",
            "--per_gpu_eval_batch_size=1",
            "--output_dir=out",
            "--save_epochs=2",
            "--logging_steps=10",
            "--warmup_proportion=0.1",
            "--eval_all_checkpoints",
            "--adam_epsilon=1e-6",
            "--label_value_repetitions",
            "--swap_utterances",
            "--append_history",
            "--use_history_labels",
            "--delexicalize_sys_utts",
            "--class_aux_feats_inform",
            "--class_aux_feats_ds",
            "--turn_weight=0.1",
            "--seq_num=3",
            "--do_train",
            "--predict_type=dummy",
        ),
        paths=(
            "modeling_bert_dst.py",
            "data_processors.py",
            "dataset_woz2.py",
            "dataset_multiwoz21.py",
            "dataset_sim.py",
            "utils_dst.py",
            "tensorlistdataset.py",
            "dataset_config",
        ),
        data="feay1234_woz2_tiny_bert",
        first_sight="kept",
    ),
)
