"""The site's Content-Security-Policy, generated after the build.

The theme puts a few small scripts inline in every page; their SHA-256 hashes change
with the theme, so the policy is computed from the built pages:

- every page gets the policy as a ``<meta http-equiv>`` tag, first in its ``<head>``
  (with that page's own inline-script hashes; ``frame-ancestors`` cannot be a meta tag);
- ``_headers`` (Netlify, Cloudflare Pages) and ``.htaccess`` (Apache) carry it as
  response headers, together with the worker scripts' own policy: a worker takes its
  policy from its own response, never from the page's meta tag.

``headers_for`` reads ``_headers`` back, so the local servers (``./dev serve`` and the
tests' server) send exactly what a static host would.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

INLINE_SCRIPT = re.compile(r"<script(\s[^>]*)?>(.*?)</script>", re.S | re.I)
SCRIPT_TYPE = re.compile(r"""\stype\s*=\s*["']?([^"'\s>]+)""", re.I)
EXECUTABLE_TYPES = ("", "text/javascript", "application/javascript", "module")
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">')
HEAD = re.compile(r"<head[^>]*>\s*(<meta charset=[^>]*>)?", re.I)

# The engine's workers (one script, started once for the widgets and once for Python
# cells): Pyodide needs WebAssembly compilation; everything it loads
# (runtime, standard library, engine wheel) comes from this site.
WORKER_SCRIPTS = ("/assets/playground/worker.mjs",)
WORKER_POLICY = {
    "default-src": ["'none'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    "connect-src": ["'self'"],
}
OTHER_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
}


def page_policy(hashes: set[str], *, meta: bool = False) -> dict[str, list[str]]:
    """The pages' policy. Hosts that apply every matching ``_headers`` rule also send it
    with the workers, so it allows what they need too ('wasm-unsafe-eval')."""
    policy = {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'wasm-unsafe-eval'", *sorted(hashes)],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],  # the theme's icons are data: SVG in its CSS
        "connect-src": ["'self'"],
        "worker-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
    if meta:
        del policy["frame-ancestors"]  # ignored (with a console warning) in a meta tag
    return policy


def render(policy: dict[str, list[str]]) -> str:
    return "; ".join(" ".join([name, *values]) for name, values in policy.items())


def inline_hashes(html: str) -> set[str]:
    """CSP source expressions for every inline script the browser would run."""
    found = set()
    for match in INLINE_SCRIPT.finditer(html):
        attributes, body = match.group(1) or "", match.group(2)
        if re.search(r"\ssrc\s*=", attributes, re.I):
            continue
        kind = SCRIPT_TYPE.search(attributes)
        if (kind.group(1).lower() if kind else "") not in EXECUTABLE_TYPES:
            continue  # data blocks (application/json) never run
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
        found.add(f"'sha256-{digest}'")
    return found


def with_meta(html: str, policy: str) -> str:
    """The page with its policy as the first thing in ``<head>`` (after the charset)."""
    tag = f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
    match = HEAD.search(html)
    if match is None:
        raise ValueError("no <head> element")
    return html[: match.end()] + tag + html[match.end():]


def secure(site: Path) -> str:
    """Add the meta tags to every page and write ``_headers`` and ``.htaccess``.

    Returns the pages' header policy (the union of every page's inline-script hashes).
    """
    every: set[str] = set()
    for page in sorted(site.rglob("*.html")):
        # a language's tree (site/it/) was secured by its own build: refreshed here
        html = META.sub("", page.read_text(encoding="utf-8"), count=1)
        hashes = inline_hashes(html)
        every |= hashes
        page.write_text(with_meta(html, render(page_policy(hashes, meta=True))), encoding="utf-8")
    pages, worker = render(page_policy(every)), render(WORKER_POLICY)
    (site / "_headers").write_text(netlify_headers(pages, worker), encoding="utf-8")
    (site / ".htaccess").write_text(apache_headers(pages, worker), encoding="utf-8")
    return pages


def netlify_headers(pages: str, worker: str) -> str:
    lines = ["# Written by the build (tools/rulesite/csp.py): response headers for Netlify",
             "# and Cloudflare Pages. Both apply every rule whose path matches.", "/*"]
    lines += [f"  {name}: {value}" for name, value in OTHER_HEADERS.items()]
    lines.append(f"  Content-Security-Policy: {pages}")
    for path in WORKER_SCRIPTS:
        lines += [path, f"  Content-Security-Policy: {worker}"]
    return "\n".join(lines) + "\n"


def apache_headers(pages: str, worker: str) -> str:
    names = "|".join(re.escape(Path(p).name) for p in WORKER_SCRIPTS)
    lines = ["# Written by the build (tools/rulesite/csp.py): the same headers for Apache",
             "# (mod_headers; the site's folder needs AllowOverride FileInfo).",
             "<IfModule mod_headers.c>"]
    lines += [f'  Header always set {name} "{value}"' for name, value in OTHER_HEADERS.items()]
    lines.append(f'  Header always set Content-Security-Policy "{pages}"')
    lines += [f'  <FilesMatch "^({names})$">',
              f'    Header always set Content-Security-Policy "{worker}"',
              "  </FilesMatch>", "</IfModule>",
              "AddType text/javascript .mjs", "AddType application/wasm .wasm"]
    return "\n".join(lines) + "\n"


def read_headers(text: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """The rules of a ``_headers`` file: (path pattern, [(name, value), ...])."""
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), []))
        elif rules:
            name, _, value = line.strip().partition(":")
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def headers_for(rules: list[tuple[str, list[tuple[str, str]]]], path: str) -> list[tuple[str, str]]:
    """Every header of every matching rule, as Netlify and Cloudflare Pages send them
    (a header named twice is sent twice: browsers enforce both policies)."""
    sent = []
    for pattern, headers in rules:
        if pattern == path or (pattern.endswith("*") and path.startswith(pattern[:-1])):
            sent += headers
    return sent
