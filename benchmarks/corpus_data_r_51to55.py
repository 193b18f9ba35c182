"""Data made here for batch r's topics (51) to (55) (corpus_first_sight_r_51to55.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def lucello_midis(folder: str, files: int = 4, notes: int = 60) -> None:
    """lucello/music-transfomer's folder `1` beside train.py: MIDI files (.mid) of one piano
    track each, `notes` notes in sequence (load_midi_file keeps a file of more than 50), the
    pitches a deterministic walk over two octaves, written with pretty_midi."""
    import pretty_midi

    out = os.path.join(folder, "1")
    os.makedirs(out, exist_ok=True)
    for index in range(files):
        midi = pretty_midi.PrettyMIDI()
        piano = pretty_midi.Instrument(program=0)
        for step in range(notes):
            pitch = 48 + (index * 5 + step * 7) % 24
            start = step * 0.25
            piano.notes.append(pretty_midi.Note(80, pitch, start, start + 0.2))
        midi.instruments.append(piano)
        midi.write(os.path.join(out, f"song_{index}.mid"))


def zha_markov_sequences(folder: str, pieces: int = 96) -> None:
    """Dedzsinator/Zha's dataset/processed/markov_sequences.pt (its scripts/preprocess_dataset.py
    writes it from MIDI files), where backend/trainers/train_transformer.py reads it, relative
    to its working folder (the script's own): a dict whose 'sequences' holds one item per
    piece, each with a 'sequences' dict of its 'full' track's pitches (the trainer turns them
    into a normalised 128-bin pitch histogram). No chords or tempo changes: with them the
    trainer builds its conditioning over 128 positions (the histogram's width taken for a
    sequence length), and its loss then fails on float targets."""
    import torch

    out = os.path.join(folder, "backend", "trainers", "dataset", "processed")
    os.makedirs(out, exist_ok=True)
    items = []
    for index in range(pieces):
        notes = [36 + (index * 7 + step * 5) % 60 for step in range(16 + index % 8)]
        items.append({"sequences": {"full": notes}})
    torch.save({"sequences": items}, os.path.join(out, "markov_sequences.pt"))


def haufjan_stock(folder: str, days: int = 40) -> None:
    """haufjan/TimeGAN-PyTorch's data/stock_data.csv, smaller: `days` rows of the six columns
    it has (Open, High, Low, Close, Adj_Close, Volume), a deterministic random walk; the
    script flips it to chronological order, min-max scales it and cuts windows of the
    recipe's --seq_len days (32 windows of 8 days from 40 days)."""
    import numpy

    generator = numpy.random.default_rng(5201)
    close = 50.0 + numpy.cumsum(generator.normal(0.0, 1.0, days))
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "stock_data.csv"), "w") as handle:
        handle.write("Open,High,Low,Close,Adj_Close,Volume\n")
        for day in range(days):
            low, high = close[day] - 1.0, close[day] + 1.5
            volume = 1_000_000 + (day * 7919) % 500_000
            handle.write(
                f"{close[day] - 0.3:.6f},{high:.6f},{low:.6f},{close[day]:.6f},"
                f"{close[day]:.6f},{volume}\n"
            )


def alandongmu_stock(folder: str) -> None:
    """AlanDongMu/TimeGAN_PytorchRebuild's data/stock_data.csv, smaller (haufjan_stock's 40
    days of the same six columns: 32 windows of 8 days), and the folders it saves its
    networks into and its plots into (trained_networks, output: its defaults)."""
    haufjan_stock(folder)
    for name in ("trained_networks", "output"):
        os.makedirs(os.path.join(folder, name), exist_ok=True)
