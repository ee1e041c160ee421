"""Issue 35: no scary console noise on a machine without sound. The ALSA library prints
its complaints (no card, an unknown PCM) straight to the process's stderr; once the
sound player has set its handler they go to the log instead."""

from __future__ import annotations

import ctypes
import subprocess
import sys

import pytest

CHILD = r"""
import ctypes, logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(message)s")
from truco_desktop.ui.audio import sound_miniaudio
alsa = ctypes.CDLL("libasound.so.2")
pcm = ctypes.c_void_p()
if sys.argv[1] == "quiet":
    sound_miniaudio._alsa_to_log()
# An unknown device: ALSA complains ("Unknown PCM ...") and refuses.
alsa.snd_pcm_open(ctypes.byref(pcm), b"no-such-truco-device", 0, 0)
"""


def _alsa_available() -> bool:
    try:
        ctypes.CDLL("libasound.so.2")
    except OSError:
        return False
    return sys.platform.startswith("linux")


@pytest.mark.skipif(not _alsa_available(), reason="no ALSA library on this machine")
def test_alsa_complaints_go_to_the_log_not_the_terminal() -> None:
    def run(mode: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-c", CHILD, mode],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )

    loud, quiet = run("loud"), run("quiet")
    assert "ALSA lib" in loud.stderr  # what a player saw in his terminal before
    assert "ALSA" not in quiet.stderr, quiet.stderr
    assert "ALSA" in quiet.stdout and "no-such-truco-device" not in quiet.stderr
