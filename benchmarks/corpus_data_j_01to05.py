"""Data made here for the scripts of `corpus_first_sight_j_01to05.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os
import pickle

import numpy
import torch


def _write_wav(path: str, samples: torch.Tensor, rate: int) -> None:
    """A mono 16-bit PCM wav file of samples in [-1, 1]."""
    import wave

    pcm = (samples.clamp(-1, 1) * 32767).to(torch.int16).numpy().tobytes()
    with wave.open(path, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(rate)
        file.writeframes(pcm)


def _tone(generator: torch.Generator, pitch: float, length: int, rate: int) -> torch.Tensor:
    """A tone of `pitch` Hz with a harmonic, in noise, of about 0.6 peak."""
    time = torch.arange(length) / float(rate)
    jitter = 1.0 + 0.02 * float(torch.rand((), generator=generator))
    tone = 0.4 * torch.sin(2 * torch.pi * pitch * jitter * time)
    tone = tone + 0.15 * torch.sin(4 * torch.pi * pitch * jitter * time)
    return tone + 0.05 * torch.randn(length, generator=generator)


# Topic (1): environmental sound classification.


def josepharneil_urbansound8k(folder: str, rows: tuple[int, int] = (128, 32)) -> None:
    """`UrbanSound8K_train.pkl` and `UrbanSound8K_test.pkl` beside josepharneil/deepLearning's
    train.py (the coursework's pickles of UrbanSound8K's features, handed out with the unit,
    not downloadable): a pickled list of dicts, one per clip segment, with `filename` (the
    recording it was cut from), `classID` (0 to 9) and `features`, a dict of 41-frame
    arrays: `logmelspec` and `mfcc` (60 rows each), `chroma` (12), `spectral_contrast` (7)
    and `tonnetz` (6); the LMC input is their 85 x 41 concatenation. Here 128 training and
    32 test segments (the test's four to a recording), a pattern per class in noise."""
    generator = torch.Generator().manual_seed(1)
    sizes = {"logmelspec": 60, "mfcc": 60, "chroma": 12, "spectral_contrast": 7, "tonnetz": 6}
    patterns = {k: torch.randn(10, n, 41, generator=generator) for k, n in sizes.items()}
    for split, count in zip(("train", "test"), rows, strict=True):
        data = []
        for n in range(count):
            label = n % 10
            features = {
                k: (patterns[k][label] + 0.5 * torch.randn(sizes[k], 41, generator=generator))
                .numpy()
                .astype(numpy.float64)
                for k in sizes
            }
            recording = n // 4 if split == "test" else n
            data.append(
                {
                    "filename": f"{split}{recording}-{label}.wav",
                    "classID": label,
                    "features": features,
                }
            )
        with open(os.path.join(folder, f"UrbanSound8K_{split}.pkl"), "wb") as file:
            pickle.dump(data, file)


ESC50_COLUMNS = "filename,fold,target,category,esc10,src_file,take"


def esc_learner_esc50(folder: str, per_fold: int = 4, length: int = 24100) -> None:
    """`esc_learner/envnet/data/esc50-16000/` as arrrrrmin/esc-learner's prepare/esc.py leaves
    it (it downloads ESC-50 from GitHub and resamples it with ffmpeg): `meta/esc50.csv`
    (ESC-50's columns: filename, fold, target, category, esc10, src_file, take) and
    `audio/*.wav`, mono 16 kHz. The readme's example passes --data ./data/esc50-16000/ from
    the root; here the path is beside the script, where corpus.py runs it. Here fold 4 (the
    script's evaluation fold) holds 5 clips, folds 1, 2, 3 and 5 `per_fold` clips each (16,
    the training set), each 24,100 samples (ESC-50's are 5 s: 80,000; the script takes
    crops of 24,014), a tone per class (of 50) in noise."""
    generator = torch.Generator().manual_seed(11)
    root = os.path.join(folder, "esc_learner", "envnet", "data", "esc50-16000")
    os.makedirs(os.path.join(root, "audio"), exist_ok=True)
    os.makedirs(os.path.join(root, "meta"), exist_ok=True)
    lines = [ESC50_COLUMNS]
    clips = [(4, 10 * n + 3) for n in range(5)]
    clips += [(fold, (7 * n + fold) % 50) for fold in (1, 2, 3, 5) for n in range(per_fold)]
    for n, (fold, target) in enumerate(clips):
        name = f"{fold}-{100000 + n}-A-{target}.wav"
        samples = _tone(generator, 150.0 + 40.0 * target, length, 16000)
        _write_wav(os.path.join(root, "audio", name), samples, 16000)
        lines.append(f"{name},{fold},{target},class_{target},False,{100000 + n},A")
    with open(os.path.join(root, "meta", "esc50.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")


# Topic (2): speaker verification.


def _kaldi_matrix(matrix: numpy.ndarray) -> bytes:
    """One matrix of a Kaldi binary ark, after its key: "\\0B", "FM ", and its rows and columns
    as 4-byte ints each after a size byte, then the floats (what hsss's read_kaldi_mfcc
    skips and reads: 6 bytes, the rows, 1 byte, the columns as a short and 2 bytes)."""
    import struct

    rows, cols = matrix.shape
    head = b"\0BFM \x04" + struct.pack("<i", rows) + b"\x04" + struct.pack("<i", cols)
    return head + matrix.astype("<f4").tobytes()


def hsss_voxceleb2_fbank(
    folder: str, speakers: int = 26, train: int = 32, frames: tuple[int, int] = (120, 110)
) -> None:
    """`scp/fbank_voxceleb2.scp`, the Kaldi ark it points into (`fbank/raw_fbank.ark`) and
    `scp/voxceleb2_val.txt`, beside hsss/speaker_verification_pytorch's 01-train.py (its
    00-extract_features.py makes them from VoxCeleb2 with Kaldi, a download; the repository's
    voxceleb2_val.txt is absent from the mirror): one line per utterance, `spk/video/utt
    ark:offset`, the speaker's set read from the repository's scp/vox2_meta.csv (dev to
    train, test to validate); 64 log-mel numbers a frame; and the trials, `label utt utt`
    (1 for the same speaker). Here the first `speakers` dev speakers of the meta file (its
    25 hard negatives need 26), `train` training utterances of 120 frames, and 3 test
    speakers of 2 utterances of 110 frames, their 15 pairs as trials."""
    generator = torch.Generator().manual_seed(2)
    with open(os.path.join(folder, "scp", "vox2_meta.csv")) as file:
        meta = [line.split(" ,") for line in file.readlines()[1:]]
    dev = [row[0] for row in meta if "dev" in row[3]][:speakers]
    test = [row[0] for row in meta if "test" in row[3]][:3]
    voices = torch.randn(len(dev) + len(test), 64, generator=generator)
    os.makedirs(os.path.join(folder, "fbank"), exist_ok=True)
    ark = os.path.join("fbank", "raw_fbank.ark")
    lines, tests = [], []
    utterances = [(dev[n % len(dev)], n % len(dev), frames[0]) for n in range(train)]
    utterances += [(spk, len(dev) + s, frames[1]) for s, spk in enumerate(test) for _ in "ab"]
    with open(os.path.join(folder, ark), "wb") as file:
        for n, (speaker, voice, length) in enumerate(utterances):
            key = f"{speaker}/video{n:03d}/{n:05d}"
            file.write(key.encode() + b" ")
            offset = file.tell()
            matrix = voices[voice] + torch.randn(length, 64, generator=generator)
            file.write(_kaldi_matrix(matrix.numpy()))
            lines.append(f"{key} {ark}:{offset}\n")
            if speaker in test:
                tests.append(key)
    with open(os.path.join(folder, "scp", "fbank_voxceleb2.scp"), "w") as file:
        file.writelines(lines)
    with open(os.path.join(folder, "scp", "voxceleb2_val.txt"), "w") as file:
        for i, first in enumerate(tests):
            for second in tests[i + 1 :]:
                same = int(first.split("/")[0] == second.split("/")[0])
                file.write(f"{same} {first} {second}\n")


def dtdwind_voxceleb(folder: str, speakers: int = 40, tests: int = 4) -> None:
    """For DTDwind/smil_sv_race's trainSpeakerNet.py (voxceleb_trainer's): the train list
    (`speaker path` a line, paths under --train_path; the repository's
    data_list/vox2020Baseline/train_list.txt is absent from the mirror) and the test list
    (`label path path`), here `lists/train_list.txt` and `lists/test_list.txt`, and the wav
    files they name, 16 kHz 16-bit mono as scipy's wavfile reads them, in `voxceleb2_dev/`
    and `voxceleb1_test/` (the repository's dataset/ holds links to the author's disks).
    Here `speakers` training speakers of two utterances each (one pair each, for its
    angular prototypical loss) of 2.2 s, and `tests` test utterances of two speakers, their
    6 pairs as trials, a voice (a tone) per speaker in noise."""
    generator = torch.Generator().manual_seed(22)
    os.makedirs(os.path.join(folder, "lists"), exist_ok=True)
    train_lines = []
    for s in range(speakers):
        speaker = f"id{10000 + s}"
        os.makedirs(os.path.join(folder, "voxceleb2_dev", speaker), exist_ok=True)
        for u in range(2):
            path = f"{speaker}/utt{u}.wav"
            samples = _tone(generator, 100.0 + 15.0 * s, 35200, 16000)
            _write_wav(os.path.join(folder, "voxceleb2_dev", path), samples, 16000)
            train_lines.append(f"{speaker} {path}\n")
    with open(os.path.join(folder, "lists", "train_list.txt"), "w") as file:
        file.writelines(train_lines)
    os.makedirs(os.path.join(folder, "voxceleb1_test", "id90000"), exist_ok=True)
    test_files = []
    for t in range(tests):
        path = f"id90000/spk{t % 2}_{t}.wav"
        samples = _tone(generator, 130.0 + 200.0 * (t % 2), 35200, 16000)
        _write_wav(os.path.join(folder, "voxceleb1_test", path), samples, 16000)
        test_files.append(path)
    with open(os.path.join(folder, "lists", "test_list.txt"), "w") as file:
        for i, first in enumerate(test_files):
            for second in test_files[i + 1 :]:
                same = int(first.split("_")[0] == second.split("_")[0])
                file.write(f"{same} {first} {second}\n")


# Topic (3): music genre classification.

GTZAN_GENRES = (
    "blues",
    "classical",
    "country",
    "disco",
    "hiphop",
    "jazz",
    "metal",
    "pop",
    "reggae",
    "rock",
)


def tothefutur_gtzan_features(folder: str, rows: int = 200) -> None:
    """GTZAN's features_3_sec.csv (Kaggle's GTZAN data set, a download) as
    tothefutur/Music-Genre-Classification's alpha.py reads it, by the Windows path it names,
    `..\\data\\music\\features_3_sec.csv`: on Linux that is one file name in the script's
    folder, backslashes and all, where it is written here. Its columns: filename, length,
    mfcc1_mean, mfcc1_var to mfcc20_mean, mfcc20_var (the script reads these by name) and
    label (a genre's name). Here `rows` rows, a pattern of means per genre, positive
    variances."""
    generator = torch.Generator().manual_seed(3)
    centres = 20.0 * torch.randn(10, 20, generator=generator)
    columns = ["filename", "length"]
    columns += [f"mfcc{k}_{s}" for k in range(1, 21) for s in ("mean", "var")]
    lines = [",".join([*columns, "label"])]
    for n in range(rows):
        genre = n % 10
        means = centres[genre] + 5.0 * torch.randn(20, generator=generator)
        variances = 10.0 + 40.0 * torch.rand(20, generator=generator)
        values = [
            f"{v:.5f}"
            for pair in zip(means.tolist(), variances.tolist(), strict=True)
            for v in pair
        ]
        name = f"{GTZAN_GENRES[genre]}.{n:05d}.0.wav"
        lines.append(",".join([name, "66149", *values, GTZAN_GENRES[genre]]))
    with open(os.path.join(folder, "..\\data\\music\\features_3_sec.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")


PATCHBANKS_FOLDERS = (
    "edm_hse_id_001-004_wav",
    "edm_tr8_drm_id_001-0013_wav",
    "edm_tr9_drm_id_001",
    "hh_lfbb_lps_mid_001-009",
    "pop_rok_drm_id_001_wav",
    "rtro_drm_id_001",
    "wrld_lp_id_001",
    "wrld_smb_drm_8br_id_001_wav",
)


def rp_bot_patchbanks(folder: str, per_class: int = 10) -> None:
    """`data/PatchBanks/annotations.csv` and the drum loops it lists, as rp-bot/
    mlp_genre_classifier's make_annotations.py writes them (PatchBanks, a download): a
    pandas index, file_path, class, class_id (the script reads the path and the id by
    place), and 44.1 kHz wav files in one folder per class (8). Here `per_class` loops of
    2.1 s a class (the script keeps 2 s), a beat and a tone per class in noise; and the
    plots/metrics/ and trained_models/ folders it saves into."""
    generator = torch.Generator().manual_seed(33)
    root = os.path.join(folder, "data", "PatchBanks")
    labels = (
        "house",
        "tr 808",
        "tr-909",
        "lofi-boom-bap",
        "pop rock",
        "retro",
        "latin percussion",
        "samba",
    )
    lines = [",file_path,class,class_id"]
    for class_id, (sub, label) in enumerate(zip(PATCHBANKS_FOLDERS, labels, strict=True)):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
        for n in range(per_class):
            samples = _tone(generator, 60.0 + 50.0 * class_id, 92610, 44100)
            beat = (torch.arange(92610) % (4410 * (class_id % 4 + 2)) < 800).float()
            path = os.path.join("data", "PatchBanks", sub, f"loop_{n:03d}.wav")
            _write_wav(os.path.join(folder, path), 0.7 * samples + 0.3 * beat, 44100)
            lines.append(f"{len(lines) - 1},{path},{label},{class_id}")
    with open(os.path.join(root, "annotations.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")
    os.makedirs(os.path.join(folder, "plots", "metrics"), exist_ok=True)
    os.makedirs(os.path.join(folder, "trained_models"), exist_ok=True)


# Topic (4): speech emotion recognition.


def torchemotion_iemocap(folder: str, per_session: int = 2, seconds: float = 0.5) -> None:
    """`IEMOCAP_full_release/` as alantanlc/torchemotion's IemocapDataset reads it (IEMOCAP,
    released by USC's SAIL lab on request, not downloadable): per session (1 to 5)
    `SessionK/dialog/EmoEvaluation/*.txt`, whose lines that begin with `[` give an
    utterance's times, its name (Ses0KF_impro01_F000: session, script or improvisation,
    the speaker's gender), its emotion and three ratings, and
    `SessionK/sentences/wav/<dialog>/<utterance>.wav`, 16 kHz mono. Here `per_session`
    utterances of 0.5 s a session of emotions it keeps (ang, hap, exc, sad, neu), as
    improvisations of both genders, a tone per emotion in noise: sessions 1, 2, 4 and 5
    train (8), 3 validates (2)."""
    generator = torch.Generator().manual_seed(4)
    emotions = ("ang", "hap", "exc", "sad", "neu")
    root = os.path.join(folder, "IEMOCAP_full_release")
    count = 0
    for session in range(1, 6):
        evaluation = os.path.join(root, f"Session{session}", "dialog", "EmoEvaluation")
        os.makedirs(evaluation, exist_ok=True)
        dialog = f"Ses0{session}F_impro01"
        wav_dir = os.path.join(root, f"Session{session}", "sentences", "wav", dialog)
        os.makedirs(wav_dir, exist_ok=True)
        lines = ["% [START_TIME - END_TIME] TURN_NAME EMOTION [V, A, D]", ""]
        for n in range(per_session):
            gender = "FM"[n % 2]
            name = f"{dialog}_{gender}{n:03d}"
            emotion = emotions[count % len(emotions)]
            count += 1
            length = int(seconds * 16000) + 160 * n
            samples = _tone(generator, 150.0 + 60.0 * emotions.index(emotion), length, 16000)
            _write_wav(os.path.join(wav_dir, name + ".wav"), samples, 16000)
            lines.append(
                f"[{2.0 * n:.4f} - {2.0 * n + seconds:.4f}]\t{name}\t{emotion}\t"
                "[2.5000, 3.0000, 3.5000]"
            )
            lines.append("")
        with open(os.path.join(evaluation, dialog + ".txt"), "w") as file:
            file.write("\n".join(lines) + "\n")


# Topic (5): sentiment analysis with a convolutional neural network.

# NLTK's English stop words (nltk_data's corpora/stopwords/english, one a line).
_NLTK_ENGLISH_STOPWORDS_TEXT = (
    "i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself "
    "yourselves he him his himself she she's her hers herself it it's its itself they them "
    "their theirs themselves what which who whom this that that'll these those am is are was "
    "were be been being have has had having do does did doing a an the and but if or because "
    "as until while of at by for with about against between into through during before after "
    "above below to from up down in out on off over under again further then once here there "
    "when where why how all any both each few more most other some such no nor not only own "
    "same so than too very s t can will just don don't should should've now d ll m o re ve y "
    "ain aren aren't couldn couldn't didn didn't doesn doesn't hadn hadn't hasn hasn't haven "
    "haven't isn isn't ma mightn mightn't mustn mustn't needn needn't shan shan't shouldn "
    "shouldn't wasn wasn't weren weren't won won't wouldn wouldn't"
)
NLTK_ENGLISH_STOPWORDS = _NLTK_ENGLISH_STOPWORDS_TEXT.split()


def nltk_stopwords(folder: str) -> None:
    """`Part-1/nltk_data/corpora/stopwords/english`: the stop word list that
    furqan-cloud-dev's sentiment_analysis_8.py fetches with nltk.download('stopwords') from
    NLTK's server, a download; its list of English stop words, one a line, in a folder of NLTK
    data beside the script (the recipe puts it on NLTK's path)."""
    out = os.path.join(folder, "Part-1", "nltk_data", "corpora", "stopwords")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "english"), "w") as file:
        file.write("\n".join(NLTK_ENGLISH_STOPWORDS) + "\n")
