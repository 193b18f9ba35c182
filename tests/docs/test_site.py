"""The documentation site builds with `mkdocs build --strict` (a broken link, a missing page or a
missing anchor fails it), its generated pages hold what the code says, and a real headless
browser shows the home page and an inner page with their navigation and a rendered code block,
and at 1280 px wraps the widest code blocks and shows the pictures (Chromium from the system's
packages; skipped, with the reason, where none is installed)."""

from __future__ import annotations

import functools
import html
import http.server
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import ROOT

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("site")
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(folder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return folder


def test_the_site_builds_strictly_with_every_page(site):
    pages = [p.stem for p in (ROOT / "docs").glob("*.md") if p.stem != "index"]
    missing = [name for name in pages if not (site / name / "index.html").is_file()]
    assert missing == []
    # The 404 page is served at any depth: its links start from the site's root (site_url),
    # not from wherever the missing page was asked for.
    assert 'href="/getting-started/"' in (site / "404.html").read_text()
    home = (site / "index.html").read_text()
    assert "multigpu run train.py" in home  # the README is the home page


def test_the_command_line_page_is_what_the_parsers_say(site):
    from multigpu.apps.cli import build_parser, command_parsers

    page = html.unescape((site / "cli" / "index.html").read_text())
    commands = command_parsers(build_parser())
    for name, command in commands.items():
        assert f"multigpu {name}" in page
        assert " ".join(command.description.split()[:6]) in " ".join(page.split()), name
        flags = [action.option_strings[-1] for action in command._actions if action.option_strings]
        assert [flag for flag in flags if flag not in page] == [], name


def test_the_api_reference_is_made_from_the_docstrings(site):
    page = (site / "reference" / "index.html").read_text()
    from multigpu.api.run import Run

    first_line = Run.setup.__doc__.strip().splitlines()[0]
    assert first_line.split(":")[0] in page
    assert "launch" in page and "Nodes" in page and "FSDP" in page


@pytest.fixture(scope="module")
def served(site) -> Iterator[str]:
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def _browser() -> str:
    for name in BROWSERS:
        if path := shutil.which(name):
            return path
    pytest.skip(f"no headless browser installed (looked for {', '.join(BROWSERS)})")


@pytest.mark.parametrize("page", ["", "getting-started/"])
def test_a_browser_shows_navigation_and_code(served, page):
    command = [_browser(), "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"]
    result = subprocess.run(
        [*command, f"{served}/{page}"], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-2000:]
    dom = result.stdout
    for title in ("Getting started", "multigpu run", "The command line", "API reference"):
        assert f"{title}" in dom and "md-nav__link" in dom, title
    # A Python block, highlighted: `import` as a keyword span, inside a code element.
    assert '<span class="kn">import</span>' in dom and "<code" in dom


# Loaded beside the site: it opens a page in a 1280-px frame and writes what it measured into
# its own DOM, which the browser then dumps.
MEASURE = """<!doctype html><html><body>
<iframe id="page" src="/PAGE" style="width:1280px;height:900px"></iframe>
<script>
document.getElementById("page").onload = () => {
  const doc = document.getElementById("page").contentDocument;
  const blocks = [...doc.querySelectorAll(".md-content pre > code")];
  const wide = blocks.filter((c) => c.scrollWidth > c.clientWidth + 1).length;
  const images = [...doc.querySelectorAll(".md-content img")];
  const shown = images.filter((i) => i.complete && i.naturalWidth > 0).length;
  const lengths = blocks.map((c) => Math.max(...c.textContent.split("\\n").map((l) => l.length)));
  const longest = Math.max(0, ...lengths);
  document.body.dataset.result = `blocks=${blocks.length} wide=${wide} longest=${longest} ` +
    `images=${images.length} shown=${shown}`;
};
</script></body></html>"""


@pytest.mark.parametrize("page", ["run/", "failures/"])
def test_code_blocks_wrap_and_pictures_show_at_1280_pixels(site, served, page):
    (site / "measure.html").write_text(MEASURE.replace("PAGE", page))
    command = [_browser(), "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"]
    result = subprocess.run(
        [*command, "--virtual-time-budget=10000", f"{served}/measure.html"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    figures = dict(
        pair.split("=") for pair in result.stdout.split('data-result="')[1].split('"')[0].split()
    )
    assert figures["wide"] == "0"  # no code block scrolls sideways: they wrap
    assert figures["shown"] == figures["images"]
    # Both pages hold code lines of 150 characters and more, half as wide again as the column
    # (verdicts, the patch list, a hang report's diagnosis); the failures page a picture too.
    assert int(figures["longest"]) > 150
    if page == "failures/":
        assert int(figures["images"]) >= 1
