"""docs/CLUB.md's nginx example is a configuration nginx accepts (`nginx -t`), with a
self-signed certificate made for the test. Skipped where nginx or openssl is missing."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

CLUB = Path(__file__).resolve().parents[2] / "docs" / "CLUB.md"


def nginx_example() -> str:
    found = re.search(r"```nginx\n(.*?)```", CLUB.read_text(encoding="utf-8"), re.S)
    assert found, "docs/CLUB.md has no nginx example"
    return found.group(1)


def test_the_nginx_example_is_a_valid_configuration(tmp_path: Path) -> None:
    nginx, openssl = shutil.which("nginx"), shutil.which("openssl")
    if nginx is None or openssl is None:
        pytest.skip("nginx or openssl is not installed")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=truco.example.org", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    site = nginx_example()
    site = site.replace("/etc/letsencrypt/live/truco.example.org/fullchain.pem", str(cert))
    site = site.replace("/etc/letsencrypt/live/truco.example.org/privkey.pem", str(key))
    # Loopback only, on ports nobody uses: the check binds nothing, but stays local.
    site = site.replace("listen 80;", "listen 127.0.0.1:18080;")
    site = re.sub(r"listen 443 ssl", "listen 127.0.0.1:18443 ssl", site)
    conf = tmp_path / "nginx.conf"
    conf.write_text(
        f"pid {tmp_path / 'nginx.pid'};\nerror_log {tmp_path / 'error.log'};\n"
        "events {}\nhttp {\n"
        f"access_log off;\nclient_body_temp_path {tmp_path};\n{site}\n}}\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [nginx, "-t", "-c", str(conf), "-p", str(tmp_path)],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "syntax is ok" in done.stderr
