"""Pyodide memory snapshot experiment: is a snapshot taken at build time (after the engine
and its games are imported) worth shipping? Runs ``snapshot.mjs`` under Node, cold starts
and snapshot starts interleaved, each in a fresh Node process (as a fresh tab would be),
and compares start time and bytes. Kept only if it wins on both."""

from __future__ import annotations

import gzip
import json
import statistics
import subprocess
import tempfile
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent / "snapshot.mjs"


def _node(*args: str) -> dict:
    done = subprocess.run(["node", str(SCRIPT), *args], capture_output=True, text=True,
                          timeout=600, check=False)
    if done.returncode != 0:
        # Node ends its report with its own version ("Node.js v20..."): the error is the
        # last line that names one
        lines = [line.strip() for line in done.stderr.splitlines() if line.strip()]
        errors = [line for line in lines if "Error" in line]
        raise RuntimeError((errors or lines or [f"exit {done.returncode}"])[-1])
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(site: Path, runs: int) -> dict:
    pyodide = site / "assets" / "pyodide"
    manifest = json.loads((site / "assets" / "playground" / "manifest.json").read_text())
    wheel = (site / "assets" / "playground" / manifest["wheel"]).resolve()
    with tempfile.TemporaryDirectory(prefix="snapshot-") as tmp:
        snapshot = Path(tmp) / "engine.snapshot"
        made = _node("make", str(pyodide), str(wheel), str(snapshot))
        raw = snapshot.read_bytes()
        cold, loaded = [], []
        for _ in range(runs):
            cold.append(_node("cold", str(pyodide), str(wheel)))
            loaded.append(_node("load", str(pyodide), str(wheel), str(snapshot)))
    return {"make_ms": made["ms"], "bytes": len(raw), "gzip": len(gzip.compress(raw, 6)),
            "cold": cold, "loaded": loaded}


def report(site: Path, runs: int) -> tuple[str, str]:
    """The experiment's section, and its decision in a few words."""
    try:
        figures = measure(site, runs)
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as error:
        return f"## Pyodide memory snapshot\n\nNot measured: `{error}`", ""
    cold = statistics.median(r["ms"] for r in figures["cold"])
    loaded = statistics.median(r["ms"] for r in figures["loaded"])
    same = {r["total"] for r in figures["cold"]} == {r["total"] for r in figures["loaded"]}
    faster, added = loaded < cold, figures["gzip"]
    verdict = ("kept" if faster and added <= 0 and same else
               "not kept: " + "; ".join(
                   [f"it adds {added / 1e6:.1f} MB (gzip) to every fresh tab's first run, "
                    "on top of the runtime and standard library it still needs"] * (added > 0)
                   + ["it is not faster"] * (not faster)
                   + ["its result differs from a cold start's"] * (not same)))
    decision = (f"{verdict.split(':')[0]}: ×{loaded / cold:.2f} the cold start's time, "
                f"+{added / 1e6:.1f} MB gzip")
    return (
        "## Pyodide memory snapshot (experiment)\n\n"
        "Node, each run a fresh process: from `loadPyodide` to the first Golf calculator "
        "result, cold (as the site's worker starts) against a snapshot made after the engine "
        "and every game are imported (`_makeSnapshot` / `makeMemorySnapshot` / "
        "`_loadSnapshot`, marked experimental in Pyodide), the wheel unpacked again after "
        "loading it (a snapshot holds the heap, not the engine's data files).\n\n"
        "| start | median (ms) | min (ms) | runs | × cold |\n|---|---:|---:|---:|---:|\n"
        f"| cold | {cold:.0f} | {min(r['ms'] for r in figures['cold'])} "
        f"| {len(figures['cold'])} | 1.00 |\n"
        f"| from snapshot | {loaded:.0f} | {min(r['ms'] for r in figures['loaded'])} "
        f"| {len(figures['loaded'])} | {loaded / cold:.2f} |\n\n"
        f"Snapshot: {figures['bytes'] / 1e6:.1f} MB, {figures['gzip'] / 1e6:.1f} MB gzip, "
        f"made in {figures['make_ms']} ms. Decision: {verdict}."
    ), decision
