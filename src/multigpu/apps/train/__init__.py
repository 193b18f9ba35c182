"""`multigpu train`, the main job: a model on the handwritten digits (or an image folder),
written as a plain loop (job.py, loop.py) with its checkpoints (checkpointer.py) and its
outputs (records.py); asynchronous.py is its `--sync async` variant."""
