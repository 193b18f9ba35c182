"""Data made here for batch r's topics (11) to (15) (corpus_first_sight_r_11to15.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def runninging_tasnet(folder: str, samples: tuple[int, int] = (12, 4)) -> None:
    """runninging/Conv-Tasnet-for-speech-enchancement-and-seperation's prepared inputs: one
    .npz a clip, as its utils.speech_preprocess saves them (mix_speech, speech1, speech2, each
    float32 of shape (frames, 40): 5 ms frames of 8 kHz audio), 12 clips of 50 ms for
    training (data/train) and 4 for validation (data/dev); the mixture is the two sources'
    sum."""
    import numpy

    generator = numpy.random.default_rng(1201)
    t = numpy.arange(400) / 8000.0
    for split, count in zip(("train", "dev"), samples, strict=True):
        out = os.path.join(folder, "data", split)
        os.makedirs(out, exist_ok=True)
        for n in range(count):
            f1, f2 = 200.0 + 37.0 * n, 650.0 + 53.0 * n
            s1 = 0.3 * numpy.sin(2 * numpy.pi * f1 * t) + generator.normal(0, 0.02, t.size)
            s2 = 0.2 * numpy.sign(numpy.sin(2 * numpy.pi * f2 * t)) + generator.normal(
                0, 0.02, t.size
            )
            shape = (10, 40)
            numpy.savez(
                os.path.join(out, f"clip{n:03d}.wav_0.npz"),
                mix_speech=(s1 + s2).astype(numpy.float32).reshape(shape),
                speech1=s1.astype(numpy.float32).reshape(shape),
                speech2=s2.astype(numpy.float32).reshape(shape),
            )


def wangkenpu_tasnet(folder: str, samples: tuple[int, int, int] = (12, 4, 2)) -> None:
    """wangkenpu/Conv-TasNet-PyTorch's wsj0-2mix layout, relative to the script's folder
    (steps/, where the corpus runs it): data/{tr,cv,tt}/{mix,s1,s2}.scp (Kaldi lists: a key,
    a path) and the wavs under data/2speakers/wav8k/min/{tr,cv,tt}/{mix,s1,s2}/KEY.wav, 16-bit
    mono clips of 400 samples, the mixture the two sources' sum; 12 training, 4 validation and
    2 test utterances. Keys as wsj0-2mix's (speaker ids from utils/evaluate/spk2gender: the
    evaluation looks up each key's two speakers' genders)."""
    import numpy
    import soundfile

    generator = numpy.random.default_rng(1202)
    t = numpy.arange(400) / 8000.0
    speakers = (("050", "051"), ("052", "053"), ("051", "052"))
    steps = os.path.join(folder, "steps")
    for split, count in zip(("tr", "cv", "tt"), samples, strict=True):
        lists: dict[str, list[str]] = {"mix": [], "s1": [], "s2": []}
        for n in range(count):
            first, second = speakers[n % len(speakers)]
            gain = round(0.1 * (n + 1), 4)
            key = f"{first}a01{n:02d}_{gain}_{second}c02{n:02d}_-{gain}"
            f1, f2 = 180.0 + 41.0 * n, 700.0 + 59.0 * n
            s1 = 0.3 * numpy.sin(2 * numpy.pi * f1 * t) + generator.normal(0, 0.02, t.size)
            s2 = 0.2 * numpy.sign(numpy.sin(2 * numpy.pi * f2 * t)) + generator.normal(
                0, 0.02, t.size
            )
            for kind, wave in (("mix", s1 + s2), ("s1", s1), ("s2", s2)):
                relative = f"data/2speakers/wav8k/min/{split}/{kind}/{key}.wav"
                os.makedirs(os.path.dirname(os.path.join(steps, relative)), exist_ok=True)
                soundfile.write(
                    os.path.join(steps, relative), wave.astype(numpy.float32), 8000, "PCM_16"
                )
                lists[kind].append(f"{key} {relative}\n")
        os.makedirs(os.path.join(steps, "data", split), exist_ok=True)
        for kind, lines in lists.items():
            with open(os.path.join(steps, "data", split, f"{kind}.scp"), "w") as f:
                f.writelines(lines)


def bytedance_maestro(folder: str, files: tuple[int, int, int] = (4, 2, 2)) -> None:
    """bytedance/piano_transcription's packed MAESTRO (its utils/features.py
    pack_maestro_dataset_to_hdf5), under pytorch/workspaces/piano_transcription/hdf5s/maestro/
    YEAR/NAME.h5 (the script's folder, pytorch/, is where the corpus runs it): one HDF5 file a
    recording of 3.5 s at 16 kHz, its attributes (split, year, duration, ...), the waveform
    as int16 and the MIDI events as mido writes them ('note_on channel=0 note=60 velocity=80
    time=0', the sustain pedal as control_change control=64) with their times in seconds;
    4 training, 2 validation and 2 test recordings. The audio is the notes' sines, a note
    every 0.25 s."""
    import h5py
    import numpy

    generator = numpy.random.default_rng(1101)
    rate, duration = 16000, 3.5
    t = numpy.arange(int(rate * duration)) / rate
    root = os.path.join(folder, "pytorch", "workspaces", "piano_transcription", "hdf5s")
    number = 0
    for split, count in zip(("train", "validation", "test"), files, strict=True):
        for _ in range(count):
            year = "2004"
            events: list[tuple[float, str]] = [(0.0, "program_change channel=0 program=0 time=0")]
            audio = generator.normal(0, 0.005, t.size)
            for k in range(13):
                onset = 0.1 + 0.25 * k
                offset = onset + float(generator.uniform(0.1, 0.3))
                note = int(generator.integers(36, 90))
                velocity = int(generator.integers(30, 110))
                events.append((onset, f"note_on channel=0 note={note} velocity={velocity} time=0"))
                events.append((offset, f"note_on channel=0 note={note} velocity=0 time=0"))
                active = (t >= onset) & (t < offset)
                frequency = 440.0 * 2 ** ((note - 69) / 12)
                audio += active * (velocity / 400) * numpy.sin(2 * numpy.pi * frequency * t)
            events.append((1.05, "control_change channel=0 control=64 value=100 time=0"))
            events.append((1.9, "control_change channel=0 control=64 value=0 time=0"))
            events.sort(key=lambda event: event[0])
            name = f"MIDI-Unprocessed_{number:02d}_R1_{year}_ORIG_MID--AUDIO_{number:02d}_wav"
            number += 1
            out = os.path.join(root, "maestro", year)
            os.makedirs(out, exist_ok=True)
            with h5py.File(os.path.join(out, name + ".h5"), "w") as hf:
                for key, value, kind in (
                    ("canonical_composer", "Made Here", "S100"),
                    ("canonical_title", name, "S100"),
                    ("split", split, "S20"),
                    ("year", year, "S10"),
                    ("midi_filename", f"{year}/{name}.midi", "S100"),
                    ("audio_filename", f"{year}/{name}.wav", "S100"),
                ):
                    hf.attrs.create(key, data=value.encode(), dtype=kind)
                hf.attrs.create("duration", data=duration, dtype=numpy.float32)
                hf.create_dataset(
                    name="midi_event", data=[e.encode() for _, e in events], dtype="S100"
                )
                hf.create_dataset(
                    name="midi_event_time",
                    data=numpy.array([s for s, _ in events]),
                    dtype=numpy.float32,
                )
                clipped = numpy.clip(audio, -1, 1)
                hf.create_dataset(
                    name="waveform", data=(clipped * 32767).astype(numpy.int16), dtype=numpy.int16
                )
