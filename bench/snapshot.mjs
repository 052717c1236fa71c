// Pyodide memory snapshot experiment (bench/snapshot.py runs it; a report, not a test).
//
//   node bench/snapshot.mjs make PYODIDE_DIR WHEEL SNAPSHOT   write a snapshot taken after
//                                                             the engine and its games are imported
//   node bench/snapshot.mjs cold PYODIDE_DIR WHEEL            start as the site's worker does
//   node bench/snapshot.mjs load PYODIDE_DIR WHEEL SNAPSHOT   start from the snapshot
//
// Each run prints one JSON line: {ms, total}: ms from before loadPyodide to the first
// calculator result (Golf), total the result's score (the same in both runs, or the
// snapshot is wrong). The wheel is unpacked again after a snapshot load: a memory snapshot
// holds the interpreter's heap, not the files the engine reads its data from.
//
// Why "load" grows the heap first: Pyodide 314.x sizes the heap for a snapshot by setting
// INITIAL_MEMORY, which its Emscripten build no longer reads (the wasm declares its own
// memory, 30 MiB), so restoreSnapshot's HEAP8.set throws "RangeError: offset is out of
// bounds" for any snapshot bigger than that (pyodide/pyodide#6254). A snapshot with the
// engine imported is bigger; "load" passes loadPyodide a createPyodideModule that grows the
// new module's memory to the snapshot's heap before Pyodide restores it.

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [mode, pyodideDir, wheel, snapshot] = process.argv.slice(2);
const url = (name) => pathToFileURL(path.join(pyodideDir, name)).href;
const { loadPyodide } = await import(url("pyodide.mjs"));
const wheelBytes = new Uint8Array(fs.readFileSync(wheel));
const SHEET = JSON.stringify({ grid: ["2D 6H 4C", "KS 6S KH"] });
const IMPORT_ALL = "from rulebooks.core.registry import games\nimport rulebooks.web\nlist(games())";

function install(pyodide) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(wheelBytes, "wheel", { extractDir: sitePackages });
  return pyodide.pyimport("rulebooks.web");
}

function firstResult(web, began) {
  const answer = JSON.parse(web.call("calculate", JSON.stringify({ game: "golf", text: SHEET }), "{}"));
  return { ms: Math.round(performance.now() - began), total: answer.breakdown?.total ?? null };
}

const began = performance.now();
const options = { indexURL: pyodideDir + path.sep, fullStdLib: false };
if (mode === "make") {
  const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
  install(pyodide);
  pyodide.runPython(IMPORT_ALL);
  const bytes = pyodide.makeMemorySnapshot();
  fs.writeFileSync(snapshot, bytes);
  console.log(JSON.stringify({ ms: Math.round(performance.now() - began), bytes: bytes.length }));
} else if (mode === "cold") {
  console.log(JSON.stringify(firstResult(install(await loadPyodide(options)), began)));
} else if (mode === "load") {
  const bytes = new Uint8Array(fs.readFileSync(snapshot));
  const heap = bytes.length - new Uint32Array(bytes.buffer, bytes.byteOffset, 2)[1];
  const { default: createModule } = await import(url("pyodide.asm.mjs"));
  const createPyodideModule = async (settings) => {
    const module = await createModule(settings);
    if (module.HEAP8.length < heap && !module.growMemory(heap)) {
      throw new Error(`could not grow the heap to the snapshot's ${heap} bytes`);
    }
    return module;
  };
  const pyodide = await loadPyodide({ ...options, createPyodideModule, _loadSnapshot: bytes });
  console.log(JSON.stringify(firstResult(install(pyodide), began)));
} else {
  console.error("usage: node bench/snapshot.mjs make|cold|load PYODIDE_DIR WHEEL [SNAPSHOT]");
  process.exit(64);
}
