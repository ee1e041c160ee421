#!/usr/bin/env python3
"""Synthesise the game's sounds: shuffle, deal, a card landing, a covered card, gathering,
a bet called, the match won and the match lost.

Like the card art (`scripts/make_decks.py`), the sounds are code: each one is built from
noise and sine partials, filtered and shaped by envelopes, with the standard library only
(`wave`, `math`, `random` with a fixed seed per sound). No recording of anyone else's is
used. The output is deterministic: the same source gives byte-identical files (a test
regenerates them and compares), so a diff of `assets/sounds/` shows what a change did.

Every file is WAV, 22 050 Hz, mono, 16-bit PCM, a few KB to a few tens of KB. Levels are
made consistent: each sound is scaled so that its loudest 50 ms window has the same RMS
level (`TARGET_RMS_DB`, quieter for the deal's flick, which plays twelve times in a row,
and for the longer swishes), and no sample comes closer to full scale than
`PEAK_CEILING_DB`, so that even two sounds at once do not clip. The figures are in
docs/SOUND.md; `--report` prints them.

Usage:
    python scripts/make_sounds.py             # writes into <repo>/assets/sounds
    python scripts/make_sounds.py --out DIR   # writes into DIR instead
    python scripts/make_sounds.py --report    # also prints duration, peak and RMS levels
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RATE = 22_050
#: The loudest 50 ms window of each sound, in dBFS.
TARGET_RMS_DB = -22.0
#: The deal's flick plays once per dealt card: quieter than a single card's landing.
QUIETER_DB = {"deal": -4.0, "shuffle": -2.0, "gather": -2.0}
#: No sample above this (dBFS): two sounds at their peaks at once (a card landing on a
#: bet's knock, the shuffle on the first flick) still do not clip in the mix.
PEAK_CEILING_DB = -6.0
WINDOW_S = 0.05

Signal = list[float]


# --------------------------------------------------------------------------- building blocks
def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def lowpass(x: Signal, cutoff: float) -> Signal:
    """One-pole low-pass."""
    a = math.exp(-2.0 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y = (1.0 - a) * v + a * y
        out.append(y)
    return out


def highpass(x: Signal, cutoff: float) -> Signal:
    return [v - w for v, w in zip(x, lowpass(x, cutoff), strict=True)]


def bandpass(x: Signal, centre: float | Callable[[int], float], q: float) -> Signal:
    """RBJ band-pass biquad (0 dB peak); ``centre`` may vary with the sample index (its
    coefficients are then recomputed every 32 samples)."""
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    for n, v in enumerate(x):
        if n % 32 == 0 or n == 0:
            f0 = centre(n) if callable(centre) else centre
            w0 = 2.0 * math.pi * f0 / RATE
            alpha = math.sin(w0) / (2.0 * q)
            a0 = 1.0 + alpha
            b0, b2 = alpha / a0, -alpha / a0
            a1, a2 = -2.0 * math.cos(w0) / a0, (1.0 - alpha) / a0
        y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, v
        y2, y1 = y1, y
        out.append(y)
    return out


def envelope(length: int, attack_ms: float, decay_ms: float, hold_ms: float = 0.0) -> Signal:
    """A linear attack, an optional hold, then an exponential decay (time constant); the
    last 8 ms taper to zero, so a part cut short never clicks."""
    attack = max(1, round(attack_ms * RATE / 1000))
    hold = round(hold_ms * RATE / 1000)
    tau = decay_ms * RATE / 1000
    out = []
    for n in range(length):
        if n < attack:
            out.append(n / attack)
        elif n < attack + hold:
            out.append(1.0)
        else:
            out.append(math.exp(-(n - attack - hold) / tau))
    return fade_out(out, 8.0)


def shaped(x: Signal, env: Signal, gain: float = 1.0) -> Signal:
    return [gain * v * e for v, e in zip(x, env, strict=False)]


def sine(freq: float | Callable[[float], float], seconds: float, phase: float = 0.0) -> Signal:
    """A sine; ``freq`` may be a function of time (seconds), integrated for the phase."""
    out, p = [], phase
    for n in range(round(seconds * RATE)):
        f = freq(n / RATE) if callable(freq) else freq
        out.append(math.sin(p))
        p += 2.0 * math.pi * f / RATE
    return out


def mix_into(dst: Signal, src: Signal, at_s: float = 0.0, gain: float = 1.0) -> None:
    start = round(at_s * RATE)
    if start + len(src) > len(dst):
        dst.extend([0.0] * (start + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += gain * v


def fade_out(x: Signal, ms: float = 12.0) -> Signal:
    """The last ``ms`` go smoothly to zero (no click at the end)."""
    n = min(len(x), round(ms * RATE / 1000))
    out = list(x)
    for i in range(n):
        out[len(x) - n + i] *= 0.5 * (1.0 + math.cos(math.pi * (i + 1) / n))
    return out


# --------------------------------------------------------------------------- the sounds
def _impact(rng: random.Random, body_hz: float, slap_hz: float, slap_ms: float) -> Signal:
    """A card meeting the felt: a band of noise (the slap) over a short low thump."""
    length = 0.14
    slap = bandpass(noise(rng, length), slap_hz, 0.9)
    out = shaped(slap, envelope(len(slap), 0.6, slap_ms), 2.2)
    thump = sine(lambda t: body_hz * (1.0 - 0.35 * min(1.0, t / 0.05)), length)
    mix_into(out, shaped(thump, envelope(len(thump), 1.0, 22.0)), gain=0.55)
    air = lowpass(lowpass(noise(rng, length), 700.0), 900.0)
    mix_into(out, shaped(air, envelope(len(air), 1.0, 35.0)), gain=0.9)
    return out


def card(rng: random.Random) -> Signal:
    """A card played face up, landing on the felt."""
    return _impact(rng, body_hz=150.0, slap_hz=1900.0, slap_ms=11.0)


def covered(rng: random.Random) -> Signal:
    """A covered card (face down): duller, with a short skid after it lands."""
    out = _impact(rng, body_hz=120.0, slap_hz=950.0, slap_ms=16.0)
    skid = bandpass(noise(rng, 0.09), 3200.0, 1.4)
    env = [math.sin(math.pi * n / len(skid)) ** 2 for n in range(len(skid))]  # no edges
    mix_into(out, shaped(skid, env), at_s=0.025, gain=0.35)
    return out + silence(0.02)


def deal(rng: random.Random) -> Signal:
    """A dealt card flicked onto its seat's place: short and crisp."""
    length = 0.075
    flick = bandpass(noise(rng, length), 3100.0, 1.2)
    out = shaped(flick, envelope(len(flick), 0.4, 6.0), 2.5)
    thump = sine(210.0, length)
    mix_into(out, shaped(thump, envelope(len(thump), 0.8, 9.0)), gain=0.3)
    return out


def shuffle(rng: random.Random) -> Signal:
    """A riffle (some thirty cards falling in turn) and the deck squared with a tap."""
    out = silence(0.32)
    riffle = 0.24
    count = 30
    for k in range(count):
        # Spacing slows down towards the end of the riffle.
        at = riffle * (k / count) ** 1.15 + rng.uniform(-0.002, 0.002)
        click = bandpass(noise(rng, 0.012), rng.uniform(2300.0, 4200.0), 1.6)
        amp = rng.uniform(0.55, 1.0) * (0.6 + 0.4 * math.sin(math.pi * k / count))
        mix_into(out, shaped(click, envelope(len(click), 0.3, 2.2)), max(0.0, at), 2.2 * amp)
    tap = fade_out(_impact(rng, body_hz=170.0, slap_hz=1400.0, slap_ms=7.0)[: round(0.07 * RATE)])
    mix_into(out, tap, at_s=0.25, gain=0.6)
    return out


def gather(rng: random.Random) -> Signal:
    """The cards swept together across the felt: a rising swish and a soft tap."""
    length = 0.42
    swish_src = noise(rng, length)
    n_total = len(swish_src)
    swish = bandpass(swish_src, lambda n: 700.0 + 1900.0 * (n / n_total) ** 0.7, 1.1)
    env = []
    for n in range(n_total):
        t = n / RATE
        env.append(min(1.0, t / 0.09) * math.exp(-max(0.0, t - 0.12) / 0.09))
    out = shaped(swish, env, 1.6)
    tap = fade_out(_impact(rng, body_hz=140.0, slap_hz=1100.0, slap_ms=8.0)[: round(0.09 * RATE)])
    mix_into(out, tap, at_s=0.3, gain=0.35)
    return out


def _knock(rng: random.Random) -> Signal:
    """A knuckle on the wooden edge of the table: a few decaying modes and a click."""
    length = 0.2
    out = silence(length)
    for freq, amp, decay in ((96.0, 1.0, 55.0), (196.0, 0.6, 38.0), (412.0, 0.35, 20.0)):
        mode = sine(freq, length, phase=rng.uniform(0.0, 0.3))
        mix_into(out, shaped(mode, envelope(len(mode), 0.8, decay)), gain=amp)
    click = lowpass(noise(rng, 0.02), 3000.0)
    mix_into(out, shaped(click, envelope(len(click), 0.2, 2.5)), gain=1.4)
    return out


def bet(rng: random.Random) -> Signal:
    """A bet called: two knocks on the table, the second a little harder."""
    out = silence(0.38)
    mix_into(out, _knock(rng), at_s=0.0, gain=0.8)
    mix_into(out, _knock(rng), at_s=0.15, gain=1.0)
    return out


def _bell(freq: float, seconds: float, decay_ms: float, bright: float) -> Signal:
    """A soft bell: the fundamental, its octave, a fifth above that and a faint
    inharmonic partial, each decaying faster the higher it is."""
    out = silence(seconds)
    partials = ((1.0, 1.0, 1.0), (2.0, 0.32 * bright, 0.6), (3.0, 0.12 * bright, 0.4))
    for ratio, amp, life in (*partials, (2.76, 0.08 * bright, 0.3)):
        tone = sine(freq * ratio, seconds)
        mix_into(out, shaped(tone, envelope(len(tone), 4.0, decay_ms * life)), gain=amp)
    return out


def won(rng: random.Random) -> Signal:
    """The match won: a rising arpeggio (C E G C), the last note left to ring."""
    out = silence(1.25)
    notes = (523.25, 659.26, 783.99, 1046.50)
    for k, freq in enumerate(notes):
        last = k == len(notes) - 1
        bell = _bell(freq, 0.9 if last else 0.45, 420.0 if last else 160.0, 1.0)
        mix_into(out, bell, at_s=0.11 * k + rng.uniform(0.0, 0.004), gain=0.9 if last else 0.7)
    return out


def lost(rng: random.Random) -> Signal:
    """The match lost: a falling minor line (G E♭ C), darker and slower, the last note
    sagging a little."""
    out = silence(1.2)
    for k, freq in enumerate((392.00, 311.13, 261.63)):
        last = k == 2
        at = 0.19 * k + rng.uniform(0.0, 0.004)
        if last:
            tone = sine(lambda t: 261.63 * (1.0 - 0.02 * min(1.0, t / 0.6)), 0.8)
            mix_into(out, shaped(tone, envelope(len(tone), 6.0, 320.0)), at_s=at, gain=0.9)
            mix_into(out, _bell(freq * 0.5, 0.8, 300.0, 0.2), at_s=at, gain=0.35)
        else:
            mix_into(out, _bell(freq, 0.4, 150.0, 0.45), at_s=at, gain=0.75)
    return out


#: name: (maker, seed). The seeds are fixed: the output is the same on every run.
SOUNDS: dict[str, tuple[Callable[[random.Random], Signal], int]] = {
    "shuffle": (shuffle, 101),
    "deal": (deal, 102),
    "card": (card, 103),
    "covered": (covered, 104),
    "gather": (gather, 105),
    "bet": (bet, 106),
    "won": (won, 107),
    "lost": (lost, 108),
}


# --------------------------------------------------------------------------- levels and files
def db(value: float) -> float:
    return 20.0 * math.log10(value) if value > 0 else -math.inf


def peak(x: Signal) -> float:
    return max((abs(v) for v in x), default=0.0)


def window_rms(x: Signal, seconds: float = WINDOW_S) -> float:
    """The RMS of the loudest window of ``seconds`` (hop: a fifth of a window)."""
    size = max(1, round(seconds * RATE))
    hop = max(1, size // 5)
    squares = [v * v for v in x]
    best = 0.0
    acc = sum(squares[:size])
    best = acc
    for start in range(hop, max(1, len(x) - size + 1), hop):
        acc = sum(squares[start : start + size])
        best = max(best, acc)
    return math.sqrt(best / min(size, len(x))) if x else 0.0


def levelled(name: str, x: Signal) -> Signal:
    """``x`` scaled to the target window RMS, then down again if a peak would pass the
    ceiling; with a smooth end."""
    x = fade_out(x)
    target = 10 ** ((TARGET_RMS_DB + QUIETER_DB.get(name, 0.0)) / 20)
    gain = target / window_rms(x)
    ceiling = 10 ** (PEAK_CEILING_DB / 20)
    if peak(x) * gain > ceiling:
        gain = ceiling / peak(x)
    return [v * gain for v in x]


def pcm16(x: Signal) -> bytes:
    samples = [max(-32767, min(32767, round(v * 32767))) for v in x]
    return struct.pack(f"<{len(samples)}h", *samples)


def render(name: str) -> Signal:
    maker, seed = SOUNDS[name]
    return levelled(name, maker(random.Random(seed)))


def write_wav(path: Path, x: Signal) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm16(x))


def measures(x: Signal) -> dict[str, float]:
    """Duration (s), peak and loudest-window RMS (dBFS), overall RMS (dBFS)."""
    overall = math.sqrt(sum(v * v for v in x) / len(x))
    return {
        "seconds": len(x) / RATE,
        "peak_db": db(peak(x)),
        "rms_peak_db": db(window_rms(x)),
        "rms_db": db(overall),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "sounds")
    parser.add_argument("--report", action="store_true", help="print each sound's levels")
    args = parser.parse_args(argv)
    for name in SOUNDS:
        x = render(name)
        path = args.out / f"{name}.wav"
        write_wav(path, x)
        if args.report:
            m = measures(x)
            print(
                f"{name:8} {m['seconds'] * 1000:6.0f} ms  {path.stat().st_size / 1024:5.1f} KB"
                f"  peak {m['peak_db']:6.1f} dBFS  RMS(50 ms) {m['rms_peak_db']:6.1f} dBFS"
                f"  RMS {m['rms_db']:6.1f} dBFS"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
