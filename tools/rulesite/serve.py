"""A local static server for the built site that sends the site's ``_headers``.

``python -m rulesite serve`` (what ``./dev serve`` runs) builds the site into ``site/``,
serves it on http://127.0.0.1:8000 with the same response headers (the
Content-Security-Policy included) a static host would send, and rebuilds when the docs,
a rulebook, the playground or the build tools change. Text (pages, scripts, styles, the
search index, the WebAssembly runtime) is sent gzip-compressed to a browser that accepts it,
as static hosts do. The tests serve their built site with :class:`HeadersServer`.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import mimetypes
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

from .csp import headers_for, read_headers

ROOT = Path(__file__).resolve().parents[2]
# what a static host compresses: text, and the WebAssembly runtime (zips and wheels are not)
COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "application/xml",
                    "image/svg+xml", "application/wasm", "application/manifest+json")
WATCHED = ("docs", "rulebooks", "playground/src", "playground/search", "tools/rulesite",
           "mkdocs.yml")


class HeadersServer:
    """Serves ``root`` on 127.0.0.1 in a thread, with its ``_headers`` on every answer."""

    def __init__(self, root: Path, port: int = 0, quiet: bool = True) -> None:
        mimetypes.add_type("application/wasm", ".wasm")
        mimetypes.add_type("text/javascript", ".mjs")
        self.root = Path(root)
        handler = functools.partial(_Handler, directory=str(self.root), server_root=self.root,
                                    quiet=quiet)
        self.httpd = _QuietServer(("127.0.0.1", port), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class _QuietServer(http.server.ThreadingHTTPServer):
    """A browser that drops a connection mid-answer (a download it no longer needs) is
    not an error worth a traceback."""

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


_compressed: dict[str, tuple[tuple[int, int], bytes]] = {}  # path: (mtime, size), bytes
_compressed_lock = threading.Lock()


def gzipped(path: str) -> bytes:
    """The file's bytes, gzip-compressed once for as long as the file stays the same (one
    entry per path: a rebuilt file replaces its old copy)."""
    stat = os.stat(path)
    version = (stat.st_mtime_ns, stat.st_size)
    with _compressed_lock:
        kept = _compressed.get(path)
    if kept is not None and kept[0] == version:
        return kept[1]
    body = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
    with _compressed_lock:
        _compressed[path] = (version, body)
    return body


class _Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, server_root: Path, quiet: bool, **kwargs) -> None:
        self.server_root = server_root
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def send_head(self):
        """Like the standard handler, but a compressible file goes out gzip-compressed to a
        client that accepts it (``Vary: Accept-Encoding`` says the answer depends on it)."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and urlsplit(self.path).path.endswith("/"):
            path = os.path.join(path, "index.html")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not accepts or not os.path.isfile(path) or "Range" in self.headers \
                or not self.guess_type(path).startswith(COMPRESSED_TYPES):
            return super().send_head()
        body = gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        headers = self.server_root / "_headers"
        if headers.exists():
            path = unquote(urlsplit(self.path).path)
            for name, value in headers_for(read_headers(headers.read_text("utf-8")), path):
                self.send_header(name, value)
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def build(site: Path, site_url: str) -> bool:
    """``mkdocs build --strict`` into a fresh folder, then swapped in for ``site``."""
    fresh = site.with_name(site.name + ".next")
    shutil.rmtree(fresh, ignore_errors=True)
    env = {**os.environ, "RULEBOOKS_SITE_URL": site_url}
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir",
                           str(fresh)], cwd=ROOT, env=env, check=False)
    if done.returncode != 0:
        shutil.rmtree(fresh, ignore_errors=True)
        print("rulesite serve: the build failed; still serving the last good site", file=sys.stderr)
        return False
    old = site.with_name(site.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if site.exists():
        site.rename(old)
    fresh.rename(site)
    shutil.rmtree(old, ignore_errors=True)
    return True


def snapshot() -> dict[Path, float]:
    """Modification times of every watched file."""
    times: dict[Path, float] = {}
    for name in WATCHED:
        top = ROOT / name
        for path in [top] if top.is_file() else top.rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                times[path] = path.stat().st_mtime
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rulesite serve", description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    args = parser.parse_args(argv)
    site_url = f"http://127.0.0.1:{args.port}/"
    site = args.site.resolve()
    seen = snapshot()
    if not build(site, site_url) and not site.exists():
        return 1
    server = HeadersServer(site, args.port, quiet=False)
    print(f"Serving {site} on {server.url} (rebuilds on change; Ctrl-C stops)", flush=True)
    try:
        while True:
            time.sleep(1)
            now = snapshot()
            if now != seen:
                seen = now
                print("rulesite serve: a source changed, rebuilding", flush=True)
                build(site, site_url)
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
    return 0
