"""The bare page: Pyodide alone, from the site's own copy, in a module worker, evaluating 1+1.

It is the floor the game page is compared with: same server, same Pyodide files
(``assets/pyodide/``, as the plugin copied them), same kind of worker, no engine.
It is written into the built site at bench time and is not part of the product.
"""

from __future__ import annotations

from pathlib import Path

FOLDER = "bench-bare"
SELECTOR = "#bare"

PAGE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Bare Pyodide</title></head>
<body>
<div id="bare">
  <button class="rb-run" type="button">Run</button> <span class="rb-run-status"></span>
</div>
<script type="module" src="bare.mjs"></script>
</body>
</html>
"""

# A file, not an inline script: the site's Content-Security-Policy (served from _headers)
# allows scripts from the site itself only.
SCRIPT = """const block = document.getElementById("bare");
const status = block.querySelector(".rb-run-status");
block.querySelector(".rb-run").addEventListener("click", () => {
  status.textContent = "Starting…";
  const worker = new Worker(new URL("worker.mjs", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => (status.textContent = `Done: 1+1 = ${data}`);
  worker.onerror = (event) => (status.textContent = `Failed: ${event.message}`);
});
document.documentElement.dataset.rbPlayground = "ready";
"""

WORKER = """import { loadPyodide } from "../assets/pyodide/pyodide.mjs";

const pyodide = await loadPyodide({
  indexURL: new URL("../assets/pyodide/", import.meta.url).href,
  fullStdLib: false,
});
postMessage(String(pyodide.runPython("1+1")));
"""


def write_bare_page(site: Path) -> str:
    """Write the bare page into the built ``site``; returns its path relative to the site root."""
    folder = site / FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "index.html").write_text(PAGE, encoding="utf-8")
    (folder / "bare.mjs").write_text(SCRIPT, encoding="utf-8")
    (folder / "worker.mjs").write_text(WORKER, encoding="utf-8")
    return f"{FOLDER}/"
