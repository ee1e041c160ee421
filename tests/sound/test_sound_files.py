"""The sounds in assets/sounds/: made by scripts/make_sounds.py, byte for byte, small,
never clipping, at one level."""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "assets" / "sounds"


@pytest.fixture(scope="module")
def make_sounds() -> ModuleType:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import make_sounds as module
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    return module


def samples(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    return params, list(struct.unpack(f"<{len(frames) // 2}h", frames))


def test_the_generator_makes_the_committed_files_byte_for_byte(
    make_sounds: ModuleType, tmp_path: Path
) -> None:
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    made = sorted(p.name for p in tmp_path.iterdir())
    assert made == sorted(p.name for p in SOUNDS.iterdir())
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), name


@pytest.mark.parametrize(
    "name", ["shuffle", "deal", "card", "covered", "gather", "bet", "won", "lost"]
)
def test_each_sound_is_small_mono_16_bit_and_never_clips(
    name: str, make_sounds: ModuleType
) -> None:
    path = SOUNDS / f"{name}.wav"
    params, pcm = samples(path)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert 2_000 < path.stat().st_size < 64_000
    assert 0.05 <= params.nframes / params.framerate <= 1.5
    peak = max(abs(v) for v in pcm)
    ceiling = 32767 * 10 ** (make_sounds.PEAK_CEILING_DB / 20)
    assert peak <= ceiling + 1, "headroom: two sounds at once do not clip either"
    assert make_sounds.PEAK_CEILING_DB <= -6.0
    # It starts and ends at rest: no click.
    assert abs(pcm[0]) < 64 and abs(pcm[-1]) < 64


def test_the_sounds_are_at_one_level(make_sounds: ModuleType) -> None:
    """The loudest 50 ms of each sound has the same RMS level (the deal's flick, heard
    twelve times in a row, and the longer swishes a little less), within 0.5 dB."""
    for name in make_sounds.SOUNDS:
        _params, pcm = samples(SOUNDS / f"{name}.wav")
        x = [v / 32767 for v in pcm]
        level = 20 * math.log10(make_sounds.window_rms(x))
        want = make_sounds.TARGET_RMS_DB + make_sounds.QUIETER_DB.get(name, 0.0)
        peak = 20 * math.log10(max(abs(v) for v in x))
        if peak < make_sounds.PEAK_CEILING_DB - 0.1:  # not held down by the ceiling
            assert abs(level - want) < 0.5, (name, level, want)
        assert level <= want + 0.5, name
