"""``engine_smoke/`` runs only inside Pyodide, staged by ``test_in_pyodide.py``."""

collect_ignore = ["engine_smoke"]
