"""The test command (`build.py test`): a .venv with the test extras, Node.js and
Chromium installed when missing, then ruff and pytest; the browser the tests launch."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from .common import ROOT, BuildError

VENV = ROOT / ".venv"
clock = time.monotonic  # the wall time the test command reports

# Chromium for the browser tests: Debian's package, and the flags that keep it
# off the network (this machine has none) and working as root without a GPU, and
# without the pages of its own address bar (the omnibox popup, a WebUI) preloaded
# at launch: work on the two cores at every start of a browser, which the
# benchmarks, each visit in a freshly opened browser, counted as the page's (a CDP
# trace shows it: chrome://omnibox-popup.top-chrome scripts).
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_OFF = ("PreloadTopChromeWebUI", "WebUIOmniboxPopup", "WebUIOmniboxAimPopup",
                "WebUIOmniboxFullPopup")


def chromium_args(features_off=()) -> list[str]:
    """The flags, with `features_off` turned off as well (in one --disable-features:
    a second would replace the first)."""
    return ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--disable-features={','.join((*CHROMIUM_OFF, *features_off))}"]


def _run(cmd: list[str], **kwargs) -> int:
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.call(cmd, **kwargs)


def _chromium_present() -> bool:
    return CHROMIUM.exists()


def launch_chromium(playwright, features_off=()):
    """Chromium for tests and benchmarks: Debian's when present, else Playwright's own."""
    options = {"executable_path": str(CHROMIUM)} if CHROMIUM.exists() else {}
    return playwright.chromium.launch(args=chromium_args(features_off), **options)


def setup_tests() -> Path:
    """A .venv with the test extras, and a browser for the e2e tests."""
    python = VENV / "bin" / "python"
    if not python.exists():
        if _run([sys.executable, "-m", "venv", str(VENV)]) != 0:
            # Debian's python3 needs python3-venv for `python3 -m venv`.
            shutil.rmtree(VENV, ignore_errors=True)
            apt_install("python3-venv")
            if _run([sys.executable, "-m", "venv", str(VENV)]) != 0:
                raise BuildError("cannot create .venv (python3 -m venv failed)")
    import tomllib
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]
    requirements = sorted(set(extras["test"]) | set(extras["e2e"]))
    if _run([str(python), "-m", "pip", "install", "--quiet", *requirements]) != 0:
        raise BuildError("installing the test requirements into .venv failed")
    if not shutil.which("node"):  # the build runs Node.js (sitebuild.common.node)
        apt_install("nodejs")
    if not _chromium_present():
        if shutil.which("apt-get"):
            apt_install("chromium")
        elif _run([str(python), "-m", "playwright", "install", "chromium"]) != 0:
            raise BuildError("no Chromium: install Debian's chromium or run "
                             "`.venv/bin/python -m playwright install chromium`")
    return python


def apt_install(package: str) -> None:
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    if (_run([*sudo, "apt-get", "update", "-q"], env=env, stdin=subprocess.DEVNULL) != 0 or
            _run([*sudo, "apt-get", "install", "-y", "-q", package], env=env,
                 stdin=subprocess.DEVNULL) != 0):
        raise BuildError(f"apt-get install {package} failed")


# The whole suite, two tests at a time (pytest-xdist): a browser test mostly waits on its
# page (e2e/test_play.py: 64 s of CPU in 123 s), so the second worker fills the gaps.
SUITE = ["-n", "2", "--dist", "worksteal", "tests", "e2e"]


def run_tests(pytest_args: list[str]) -> int:
    """ruff, then pytest (SUITE by default); ends with the whole command's wall time
    (pytest's addopts print the slowest tests before it)."""
    started = clock()
    try:
        python = setup_tests()
        status = _run([str(python), "-m", "ruff", "check", str(ROOT)], cwd=ROOT)
        if status != 0:
            print("ruff found problems", file=sys.stderr)
            return status
        status = _run([str(python), "-m", "pytest", *(pytest_args or SUITE)], cwd=ROOT)
        if status == 5:
            print("pytest collected no tests: that is a failure", file=sys.stderr)
            return 1
        return status
    finally:
        print(f"suite: {took(clock() - started)}", flush=True)


def took(seconds: float) -> str:
    """"7 min 12 s", or "42 s" under a minute."""
    minutes, seconds = divmod(round(seconds), 60)
    return f"{minutes} min {seconds} s" if minutes else f"{seconds} s"
