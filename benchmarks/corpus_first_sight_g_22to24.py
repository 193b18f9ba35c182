"""Batch g, topics (22) to (24): batch g's rule (corpus_first_sight_g.py's docstring, verbatim
there) applied to LoRA fine-tuning, sparse autoencoder, and grokking modular arithmetic. Five
scripts taken from five repositories (topic 22 gave one); at first sight 4 of 5 kept.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes, the
batch's fixed tree (PYTHONPATH=/tmp/wtg/src), 2026-11-29, from a private copy of the benchmarks
holding this part alone, serialized with the other helpers by a lock, one at a time, each once,
--timeout 900), before any change made for it. Each recipe was first run once in one plain
Python process, prepared as benchmarks/corpus.py prepares it; its time and the machine's load
(`uptime`, 2 cores shared with other helpers' runs) are given below.

Read as batches c to f read the rule: the queries are the topic text exactly as the rule writes
it, then " pytorch training loop example"; a `code` result without a repository (an excerpt) is
passed over; a page names a GitHub repository by its address (its own, a GitHub Pages project
address OWNER.github.io/NAME, or github.com/OWNER/NAME in its text). "In the corpus" is any
repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers' parts of
batch g included (checked before each was taken: none named these). Ranks are the results' own.
Per topic, in the order the results came:

22. LoRA fine-tuning, `code`: tanakachitsamba/gemma-local (rank 1, docs/howto-finetune.md;
    HEAD 5a09157551cc8b4708987410d12113206729daea) skipped, weights from a hub that cannot be
    made here: its training/train_lora.py (the howto's command) fine-tunes the base_model of
    its config by from_pretrained, meta-llama/Llama-2-7b-hf in the example config (a gated hub
    model), with peft's adapters on Llama's q/k/v/o projections, and loads its tokenizer from
    the hub too (the script also stops at HEAD before training: its ds.map(...,
    batched=False) hands one example to a function that iterates it as a batch, so
    build_prompt gets the example's keys, strings, and calls .get on one);
    tapir-mirror/model_finetune (rank 2, lora.py; HEAD 1ae2287f078ea3ec7f4a9179e7a78ead130aafbc)
    skipped, weights from a hub that cannot be made here: main.py, its readme's job, fine-tunes
    mistralai/Mistral-7B-Instruct-v0.1 from the hub quantized to 4 bits by bitsandbytes (lora.py
    and train.py, the hit, are fragments that use names they never define; main.py itself
    does not compile: its TrainingArguments repeats the keyword lr_scheduler_type); ranks 3
    and 5-12 name no repository; lusknchars/PyTorch-with-LoRA (rank 4; HEAD
    00f871818cc3aebd6d36c0be4df63a053970ccc3) skipped, no training script: a Jupyter notebook
    and a readme, no Python file. `code` gave none, so `pages` was asked the same query:
    ranks 1 (theneuralbase.com), 2 (ldbm.cn), 4 (leeroopedia.com, naming "microsoft/LoRA"
    in text but not by an address) and 5-8 (blogs and courses) name no GitHub repository by
    its address; simonwei97.github.io/knowledgebase (rank 3, the repository
    simonwei97/knowledgebase; HEAD 09ff9d26355542752d34ab2d770104f641ca4f01) skipped, no
    training script: a MkDocs notes site whose one Python file, main.py, prints a greeting;
    the same page's text names github.com/microsoft/LoRA, taken (HEAD
    c4593f060e6a368d7bb5af5273b8e42810cdef90). Its readme sends to examples/NLG, whose readme
    trains with `python -m torch.distributed.launch --nproc_per_node=1 src/gpt2_ft.py ...`:
    that script, with the readme's flags (E2E, LoRA rank 4, alpha 32, lora dropout 0.1, label
    smoothing 0.1, AdamW with bias correction, a linear schedule) and these of its own:
    --model_card gpt2.sm (not gpt2.md), --train_batch_size 2, --seq_len 64, --max_epoch 1,
    --max_step 4, no --init_checkpoint (the flag is optional: GPT-2's pretrained weights, which
    download_pretrained_checkpoints.sh fetches, are not loaded; the adapters train on a GPT-2
    of random weights). Made here: E2E's train and valid files as create_datasets.sh writes
    them (corpus_data_g_22to24.lora_e2e, GPT-2 token ids; the mirror lacks data/e2e/*.txt).
    Edits: gloo and the CPU in gpu.py's local platform (nccl and cuda written in), no DDP
    device ids on the CPU, the model moved to that device (not .cuda()), and gpt2.sm's config
    made 4 layers of width 256 (at GPT-2 small's 12 of 768 the plain run took 162 s at load 6
    to 11, the checkpoint alone 550 MB). loralib 0.1.2 (the readme's `pip install loralib`)
    installed into .venv from PyPI. Plain run: 46 s, exit 0, at load 11, in a process group of
    one, with the environment torch.distributed.launch --nproc_per_node=1 gives it (RANK=0,
    LOCAL_RANK=0, WORLD_SIZE=1, MASTER_ADDR, MASTER_PORT set by hand: its gpu.py calls
    init_process_group with no other rendezvous). One taken: no other result names a
    repository. First sight: kept, `cannot tell` (81 s): handed over at gpu.py:60's
    init_process_group, its batch per rank making the 2 ranks' first inputs twice one
    process's.

23. Sparse autoencoder, `code`: fxnnxc/korean-sparse-llm-features-open (rank 1,
    lib/model/standard_sae/README.md; HEAD d3666ee6978573d2d5e4c9b964a41ee9a7c8fa15) taken.
    Its readme trains with ./x3_train_sae.sh, whose first run is `python
    ./script/train_sae.py --dataset keat-ko --sae_version gated --lm_name exaone --lm_size 8b
    --layer_quantile q2`: that script, with --debug_mode, its own flag (a dictionary of 10,000,
    logs every 10 steps, warm-up and resampling every 100). Made here: the pickle of residual
    activations that x2's gather_keat_activations.py writes by running EXAONE 8B from the hub
    over KEAT (corpus_data_g_22to24.keat_activations: 24 documents of 16 tokens, width 512,
    bfloat16): the SAE trains on activations, not on the language model, so nothing of the
    hub is needed. Edits: the CPU (device = 'cuda' written in), activations of width 512 (not
    EXAONE's 4096) and a dictionary of 2048 in debug mode (at 4096 x 10,000 the SAE and its
    Adam state are some 1.3 GB a process). Plain run: 68 s, exit 0, at load 13 to 15 (12
    steps of 2.6 s each, the two cores oversubscribed). First sight: broken (90 s), rank 1
    stopped at the first backward: "one of the variables needed for gradient computation has
    been modified by an inplace operation", a [512, 2048] tensor, the decoder's weight. The
    cause appears to be multigpu's: it makes each module's parameters rank 0's at that
    module's own first forward (an in-place copy_ on every rank, devices/same_start.py), and
    this trainer never calls the autoencoder's forward: its loss calls encode(), which uses
    decoder.weight (its column norms) in the graph before decode() first calls the decoder
    module, whose forward then overwrites that weight in place, so the graph's saved tensor is
    stale. The missing rule: a model's parameters must be made rank 0's before any of them
    enters a graph (all the parameters the model or the optimizer holds, at the first forward
    of any of its modules), or be copied without bumping autograd's version counter.
    IParraMartin/Sparse-Autoencoder (ranks 2 and 3, its README.md; HEAD
    408fe397376f72136c512322d45d969308bbdc36) taken: its readme's "Fast Launch", `python3
    sae.py --train True`, with --n_epochs 1 (not 20); MNIST made here (corpus_data.MNIST).
    torchsummary 1.5.1, which it imports, installed into .venv from PyPI. Plain run: 30 s,
    exit 0, at load 14 to 15. First sight: kept, `differ` (155 s, 0.00024 at
    encoder.0.weight against one process computing the ranks' slices), naming the loss
    backpropagated at sae.py:120 as one that mixes the batch's samples.
    (dcuoliveira/graph-corr-embedd, rank 4, not reached: two taken.)

24. Grokking modular arithmetic, `code`: nprime06/mod-arithmetic-interp (rank 1, README.md;
    HEAD f310b0572248bb47f22fc8e8fb712196b984fbb4) taken. Its readme runs no command (the
    scripts/run.sh it lists is not in the repository); of its src/ files, main.py is the one
    that trains (train.py holds the loop it calls, experiment.py analyses checkpoints
    afterwards): src/main.py with its required flags, --run-dir . and --p 113 (the modulus of
    the readme's logs/p_113 and of Nanda's paper), and --epochs 5 (not 40,000). Its data are
    made inline (the whole addition table, split with a seeded generator). No edit. Plain run:
    60 s, exit 0, at load 15 (20 epochs took 161 s, 6 s an epoch at that load). First sight:
    kept, `agree` (48 s, 6.85e-07 at model.h.0.gqa.wo.weight).
    Yevsquant/cs-493s-hw2 (rank 2, handin/README.md; HEAD
    2e35d9065eb0f5b4fac584393664478d25cdbc4f) taken. The hit, its hand-in readme, gives for
    grokking (2.3) `python3 train23.py . --prime 97 --operators "/" --n_layer 2 --max_iters
    10000 --eval_interval 100 --batch_size 32 --device cpu` (the repository's root readme is
    the assignment's statement; its other commands are part 1's sanity check on one string):
    part2/train23.py with those flags, 20 steps instead of 10,000. Its data are the
    repository's (part2/AlgorithmicTasks/{train,val,test}d_p97.txt). Edit: the script's own
    fault, the checkpoint's name (with --operators "/" it is model_p97_/.pt, in a folder that
    does not exist, and torch.save fails after training), given the name the author's
    checkpoint has in the repository. Plain run: 49 s, exit 0, at load 13 (200 steps did not
    end in 300 s: the evaluations every 100 steps run some 160 forwards, and at that load one
    forward of this 0.4M-parameter model took 1 s with torch's 2 threads, 37 ms with one).
    First sight: kept, `agree` (22 s, 3.12e-06 at h.1.mlp.c_fc.weight against one process
    computing the ranks' slices, beyond float32's tolerance but within 10x the run with its
    rounding moved by 1 ulp, 8.18e-06), dropout switched off (the note names F.dropout at
    model.py:181), the split itself rounding of sums over the slices.

Doubts for the lead:
- Topic 22's two `code` skips rest on the base model: each fine-tunes a 7B model from the hub
  (as batches a and c skipped hub fine-tunes). A config pointing at a tiny model made here
  would run gemma-local's script, after its own map fault is fixed; that was not done.
- lora-gpt2-e2e trains its adapters on a GPT-2 of random weights (no --init_checkpoint), and a
  GPT-2 small cut to 4 layers of width 256: the code path is the readme's, the weights are not.
- cs493s-grokking-division: its attention's dropout is scaled_dot_product_attention's
  dropout_p (nanoGPT's flash path), not a Dropout module nor F.dropout; `agree` assumes that
  --verify switches it off with the rest of the dropout. If it does not, the draw is one each
  rank makes in its forward, and the run says `differ`. Its first sight agreed, its note naming
  only F.dropout at model.py:181 as switched off; the size of the difference (within 10x the
  1-ulp run) suggests no attention dropout was drawn, but the note does not say so.
- korean-sae-gated's warm-up starts its learning rate at 0 (LambdaLR of step / 100): the first
  step moves nothing and the next two move by about 1e-6 and 2e-6 of Adam's unit steps, so
  the check leans on --verify's judging by how far the steps moved.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe, _made_here

LORA = ("microsoft/LoRA", "c4593f060e6a368d7bb5af5273b8e42810cdef90")
KOREAN_SAE = (
    "fxnnxc/korean-sparse-llm-features-open",
    "d3666ee6978573d2d5e4c9b964a41ee9a7c8fa15",
)

PARRA_SAE = ("IParraMartin/Sparse-Autoencoder", "408fe397376f72136c512322d45d969308bbdc36")
MOD_INTERP = ("nprime06/mod-arithmetic-interp", "f310b0572248bb47f22fc8e8fb712196b984fbb4")
CS493S = ("Yevsquant/cs-493s-hw2", "2e35d9065eb0f5b4fac584393664478d25cdbc4f")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "lora-gpt2-e2e",
        *LORA,
        "examples/NLG/src/gpt2_ft.py",
        "NLP (LoRA fine-tuning of GPT-2 on E2E: loralib's MergedLinear adapters on the query and "
        "value projections, every other weight frozen by mark_only_lora_as_trainable; its own "
        "process group (torch.distributed.launch, nccl), DDP and a DistributedSampler with a "
        "batch per rank; a token-masked label-smoothed loss, the repository's AdamW with a "
        "linear schedule; lora dropout; a checkpoint saved by rank 0)",
        "cannot tell",
        "the script distributes itself (its own init_process_group, DDP and DistributedSampler): "
        "handed over, and with a batch per rank its 2 ranks train on twice one process's "
        "samples a step, so no comparison with one process applies",
        (
            Edit(
                "    if args.platform == 'local':\n"
                "        dist.init_process_group(backend='nccl')\n"
                "        local_rank = torch.distributed.get_rank()\n"
                "        torch.cuda.set_device(local_rank)\n"
                "        device = torch.device('cuda', local_rank)\n",
                "    if args.platform == 'local':\n"
                "        dist.init_process_group(\n"
                "            backend='nccl' if torch.cuda.is_available() else 'gloo')\n"
                "        local_rank = torch.distributed.get_rank()\n"
                "        if torch.cuda.is_available():\n"
                "            torch.cuda.set_device(local_rank)\n"
                "        device = torch.device('cuda', local_rank) if torch.cuda.is_available() "
                "else torch.device('cpu')\n",
                "gloo and the CPU where there is no GPU (multigpu run makes nccl gloo there "
                "itself)",
                file="examples/NLG/src/gpu.py",
            ),
            Edit(
                "            model, device_ids=[args.local_rank], output_device=args.local_rank, ",
                "            model, device_ids=[args.local_rank] if torch.cuda.is_available() else "
                "None,\n            output_device=args.local_rank if torch.cuda.is_available() "
                "else None,",
                "DDP takes no device ids for a model on the CPU",
                file="examples/NLG/src/gpu.py",
            ),
            Edit(
                "n_embd=768, n_layer=12, n_head=12, ",
                "n_embd=256, n_layer=4, n_head=4, ",
                "a smaller GPT-2 small (4 layers of width 256, not 12 of 768: a step, the start "
                "and the checkpoint took 160 s on 2 CPU processes at full size); the same code",
            ),
            Edit(
                "lm_net = lm_net.cuda()",
                "lm_net = lm_net.to(args.device)",
                "the device parse_gpu chose, the GPU where there is one, else the CPU",
            ),
        ),
        args=(
            "--train_data",
            "../data/e2e/train.jsonl",
            "--valid_data",
            "../data/e2e/valid.jsonl",
            "--train_batch_size",
            "2",
            "--valid_batch_size",
            "2",
            "--seq_len",
            "64",
            "--model_card",
            "gpt2.sm",
            "--platform",
            "local",
            "--lr",
            "0.0002",
            "--weight_decay",
            "0.01",
            "--correct_bias",
            "--adam_beta2",
            "0.999",
            "--scheduler",
            "linear",
            "--max_epoch",
            "1",
            "--max_step",
            "4",
            "--lora_dim",
            "4",
            "--lora_alpha",
            "32",
            "--lora_dropout",
            "0.1",
            "--label_smooth",
            "0.1",
            "--work_dir",
            "trained_models",
            "--random_seed",
            "110",
        ),
        paths=(
            "examples/NLG/src/gpu.py",
            "examples/NLG/src/optimizer.py",
            "examples/NLG/src/data_utils.py",
            "examples/NLG/src/model.py",
            "examples/NLG/src/exp_utils.py",
        ),
        data="lora_e2e",
        first_sight="kept",
    ),
    Recipe(
        "korean-sae-gated",
        *KOREAN_SAE,
        "script/train_sae.py",
        "interpretability (a gated sparse autoencoder on a language model's residual-stream "
        "activations: a gate by a Heaviside of the encoder's pre-activation, a magnitude path "
        "with its own rescaling, the decoder's columns kept unit-norm by a constrained Adam "
        "that projects their gradient and renormalizes after the step; reconstruction, an "
        "auxiliary reconstruction through the gate and an L1 penalty, each a mean over the "
        "batch; a warm-up from lr 0, dead-feature counts and resampling; a shuffled "
        "DataLoader over the activations' rows; logs and loss plots)",
        "agree",
        "its shuffled DataLoader's batches are split per rank and every term of its loss is a "
        "mean over the batch, so the ranks' averaged gradient is one process's; the "
        "constrained Adam's projection and renormalization act on that gradient alike on "
        "every rank; its dead-feature counts are per rank but feed only the resampling at "
        "step 100, which the check never reaches: exact",
        (
            Edit(
                "device = 'cuda'",
                "device = 'cuda' if torch.cuda.is_available() else 'cpu'",
                "the CPU where there is no GPU",
            ),
            Edit(
                "activation_dim = 4096",
                "activation_dim = 512",
                "activations of width 512, not EXAONE 8B's 4096 (the data made here)",
            ),
            Edit(
                "        dict_size = 10000\n",
                "        dict_size = 2048\n",
                "a dictionary of 2048 features, not 10,000, in its own debug mode (a step on 2 "
                "CPU processes)",
            ),
        ),
        # The readme's x3_train_sae.sh, its first run (gated, q2), in its own debug mode.
        args=(
            "--dataset",
            "keat-ko",
            "--sae_version",
            "gated",
            "--lm_name",
            "exaone",
            "--lm_size",
            "8b",
            "--layer_quantile",
            "q2",
            "--debug_mode",
        ),
        paths=(
            "lib/__init__.py",
            "lib/models/standard_sae/__init__.py",
            "lib/models/standard_sae/StandardSAE.py",
            "lib/models/gated_sae/__init__.py",
            "lib/models/gated_sae/GatedSAE.py",
        ),
        data="keat_activations",
        first_sight=(
            "broken: cannot tell: the run on 2 ranks stopped: rank 1 failed: RuntimeError: one "
            "of the variables needed for gradient computation has been modified by an inplace "
            "operation: [torch.FloatTensor [512, 2048]] is at version 1; expected version 0 "
            "instead (at GatedSAE.py:337)"
        ),
    ),
    Recipe(
        "parra-sae-mnist",
        *PARRA_SAE,
        "sae.py",
        "vision (a sparse autoencoder on flattened MNIST: a sigmoid encoder to 5488 features, a "
        "tanh decoder; MSE plus a KL sparsity penalty between a target rate and each "
        "feature's mean activation over the batch, summed over features; Adam, gradient norm "
        "clipping; a shuffled DataLoader; torchsummary's summary before training)",
        "differ",
        "its shuffled DataLoader's batches are split per rank, and the KL penalty is taken on "
        "each feature's mean activation over the batch: each rank takes it over its own "
        "slice, one process over the whole batch, so no weighting makes the ranks' gradient "
        "one process's; a correct verdict names the loss that mixes the batch's samples",
        (_made_here("from torchvision import datasets, transforms", "MNIST"),),
        # The readme's "Fast Launch" (--train True), one epoch instead of its 20.
        args=("--train", "True", "--n_epochs", "1"),
        names="mixes the batch's samples",
        first_sight="kept",
    ),
    Recipe(
        "mod-interp-grokking",
        *MOD_INTERP,
        "src/main.py",
        "grokking (modular addition mod 113 after Nanda et al.: a one-layer transformer of "
        "grouped-query attention and a ReLU MLP, no positional embedding, on the full table's "
        "30% kept for training; one full batch a step from a DataLoader (batch size the "
        "training set's length, no shuffle); cross-entropy in float64 at the last position, "
        "AdamW with weight decay 1.0; an evaluation on the rest every epoch; checkpoints, a "
        "run.yaml, a loss history and a plot)",
        "agree",
        "its one batch a step comes from a DataLoader and is split per rank; the loss is a mean "
        "over the batch's samples, so the ranks' averaged gradient is one process's; no random "
        "draw, no dropout, no batch norm: exact",
        args=("--run-dir", ".", "--p", "113", "--epochs", "5"),
        paths=("src/model.py", "src/data.py", "src/train.py", "src/run_io.py"),
        first_sight="kept",
    ),
    Recipe(
        "cs493s-grokking-division",
        *CS493S,
        "part2/train23.py",
        "grokking (modular division mod 97 as text: a character-level nanoGPT of 2 layers, "
        "width 128 and 4 heads, dropout 0.1 (in scaled_dot_product_attention's dropout_p and "
        'in Dropout modules), on the repository\'s "a / b = c" lines padded to one length; '
        "cross-entropy over the answer's tokens and the padding after it, the prompt's "
        "ignored by ignore_index; nanoGPT's AdamW with decayed and undecayed groups; a shuffled "
        "DataLoader read by hand with next(), restarted when spent; evaluations on the train "
        "and validation sets every 100 steps, a test and a checkpoint at the end)",
        "agree",
        "its shuffled DataLoader's batches are split per rank; the loss is a mean over the "
        "counted tokens (ignore_index), which the ranks weigh by their counts; dropout, the "
        "attention's dropout_p among it, switched off for the check; no batch norm: exact",
        edits=(
            Edit(
                """f"model_p{args.prime}_{''.join(ops)}.pt\"""",
                """f"model_p{args.prime}_{''.join(ops).replace('/', 'div')}.pt\"""",
                "the script's own fault: with the readme's --operators \"/\" the checkpoint's "
                "name holds a slash (model_p97_/.pt, in a folder that does not exist), so "
                "torch.save fails after training; the name the author's checkpoint has in the "
                "repository, model_p97_div.pt",
            ),
        ),
        # The handin readme's command for 2.3 (grokking), 20 steps instead of 10,000 (its
        # evaluations every 100 steps are then not reached; the test after training is).
        args=(
            ".",
            "--prime",
            "97",
            "--operators",
            "/",
            "--n_layer",
            "2",
            "--max_iters",
            "20",
            "--eval_interval",
            "100",
            "--batch_size",
            "32",
            "--device",
            "cpu",
        ),
        first_sight="kept",
        paths=(
            "part2/model.py",
            "part2/AlgorithmicTasks/traind_p97.txt",
            "part2/AlgorithmicTasks/vald_p97.txt",
            "part2/AlgorithmicTasks/testd_p97.txt",
        ),
    ),
)
