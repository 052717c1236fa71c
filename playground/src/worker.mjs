// The engine's home in the browser: Pyodide in a module Web Worker.
//
// Everything comes from this site: the Pyodide runtime (copied from the pinned npm
// package at build time) and the engine, in parts cut from its wheel at build time (the
// shared code, one part per game), unpacked into site-packages with unpackArchive,
// without micropip and without network to any other host.
//
// Protocol (messages are plain objects):
//   page -> worker  {type: "warm", games}             the page's games, to bring in ahead
//                   {type: "hint", games}             games the reader may go to next
//                   {type: "call", id, fn, args, page}   fn: a name registered in
//                   rulebooks.web.CALLS (any other is refused here), args: its keyword
//                   arguments, page: where rule links lead ({here, base})
//   worker -> page  {type: "progress", stage, text}
//                   {type: "ready", ms}               runtime and engine loaded
//                   {type: "result", id, json, ms}    json: the function's JSON answer
//                   {type: "failure", id, message}    a bug or a load failure, not a rule error
//                   {type: "output", id, text}        what a Python cell printed so far
//
// The page starts this script twice: "rulebooks-widgets" for the widgets and
// "rulebooks-cells" for Python cells; each refuses the other's calls, so code in a cell
// never runs where the widgets' engine lives.

import { loadPyodide } from "../pyodide/pyodide.mjs";
import { t } from "./words.mjs";

const here = new URL(".", import.meta.url);
const CELLS = self.name === "rulebooks-cells";
let engine = null;
let current = null; // the id of the call running, for the output it prints
let names = new Set(); // the bridge's names, read from rulebooks.web.names() at start

// Each call in its own worker: Python cells here only when this is the cells' worker,
// and nothing else there.
function allowed(fn) {
  if ((fn === "run_python") !== CELLS) {
    throw new Error(CELLS ? "this worker only runs Python cells" : "Python cells run in their own worker");
  }
}

// Only the names the bridge registers (rulebooks.web.CALLS); nothing else of it.
function registered(fn) {
  if (typeof fn !== "string" || !names.has(fn)) throw new Error(`no engine function ${fn}`);
}

function progress(stage, text) {
  postMessage({ type: "progress", stage, text });
}

// The engine comes in parts (tools/rulesite/parts.py): the shared code, "core", and one
// part per game. A part is fetched and checked against the manifest's digest as soon as
// it is known to be wanted (while Pyodide loads, for the shared code and the page's
// games), and unpacked into site-packages when the engine needs it. (Inflating it in
// JavaScript while Pyodide loads was measured: it slowed the start it was meant to hide.)
const GAME = /^[a-z][a-z0-9]*$/;
let manifest = null;
let pyodide = null;
let sitePackages = null; // where the parts are unpacked, once Pyodide is up
const fetched = new Map(); // part -> Promise of its checked bytes
const installed = new Map(); // part -> Promise, resolved once it is in site-packages

async function checkedBytes(name) {
  const part = manifest.parts[name];
  const response = await fetch(new URL(part.file, here));
  if (!response.ok) throw new Error(`engine part ${name}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (crypto.subtle) {
    // Not available outside secure contexts (plain http to another host than localhost).
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const hex = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
    if (hex !== part.sha256) throw new Error(`the engine part ${name} does not match its manifest (stale cache?)`);
  }
  return bytes;
}

function fetchPart(name) {
  if (!fetched.has(name)) {
    const bytes = checkedBytes(name);
    bytes.catch(() => fetched.delete(name)); // reported where it is awaited, fetched again later
    fetched.set(name, bytes);
  }
  return fetched.get(name);
}

function install(name) {
  if (!installed.has(name)) {
    const done = fetchPart(name).then((bytes) => {
      pyodide.unpackArchive(bytes, "zip", { extractDir: sitePackages });
      // A game's part, once the engine runs: Python forgets its folder listings and looks
      // for games again. The shared code comes first: Python may have listed site-packages
      // (importlib's invalidate_caches would do it too, at 60 ms).
      if (engine) engine.installed();
      else pyodide.runPython(`import sys; sys.path_importer_cache.pop(${JSON.stringify(sitePackages)}, None)`);
    });
    done.catch(() => installed.delete(name)); // tried again by the next call that needs it
    installed.set(name, done);
  }
  return installed.get(name);
}

function games() {
  return Object.keys(manifest.parts).filter((name) => name !== "core");
}

// The game parts a call needs before it runs: the game it names, none for a call on a
// free-play session (its game is in already), every game for the others (the list of
// games, a Python cell).
function partsFor(fn, args) {
  const game = typeof args?.game === "string" ? args.game.split("/")[0] : null;
  if (game !== null) return GAME.test(game) && manifest.parts[game] ? [game] : [];
  if (fn.startsWith("free_play_") && fn !== "free_play_start") return [];
  return games();
}

// Python's standard library comes lean (tools/rulesite/stdlib.py): the modules Pyodide and
// the engine import, as bytecode, so a fresh tab compiles none of them. An import the lean
// library misses (a Python cell's, say) calls this once, in the middle of the import: it
// reads Pyodide's whole library synchronously, which a worker may do.
function wholeLibrary() {
  const request = new XMLHttpRequest();
  request.open("GET", new URL(manifest.stdlib.whole, here), false);
  request.responseType = "arraybuffer";
  request.send();
  if (request.status !== 200) throw new Error(`Python's standard library: HTTP ${request.status}`);
  return new Uint8Array(request.response);
}

async function start() {
  const began = performance.now();
  progress("manifest", t("Reading the engine manifest", {}, "en"));
  manifest = await (await fetch(new URL("manifest.json", here))).json();
  progress("runtime", t("Loading Python (Pyodide {version})", { version: manifest.pyodideVersion }, "en"));
  // the shared code and the page's games are fetched and checked while Pyodide loads
  fetchPart("core");
  for (const game of wanted) if (manifest.parts[game]) fetchPart(game);
  pyodide = await loadPyodide({
    indexURL: new URL(manifest.pyodide, here).href,
    stdLibURL: new URL(manifest.stdlib.file, here).href,
    fullStdLib: false,
  });
  pyodide.pyimport("_rulebooks_stdlib").install(wholeLibrary);
  progress("engine", t("Installing the rules engine", {}, "en"));
  sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  await install("core");
  const web = pyodide.pyimport("rulebooks.web");
  const list = web.names();
  names = new Set(list.toJs());
  list.destroy();
  if (CELLS) web.set_output_sink((text) => postMessage({ type: "output", id: current, text }));
  postMessage({ type: "ready", ms: Math.round(performance.now() - began) });
  return web;
}

// While no call runs, the games a page will ask for are brought in ahead, one per task
// (a call waits for one of them at most): the page's own games (a "warm" message) as soon
// as the engine is ready, and the games the reader shows signs of going to next (a "hint":
// the pointer on a link to that game's pages), so that the next page of the site answers
// at once. A game is installed (fetched, checked, unpacked) first, then imported. The
// other games are not fetched: a reader who stays on the page does not pay for them.
let wanted = [];
let answered = false;
let preloading = false;

const ready = start().then(
  (web) => (engine = web),
  (error) => {
    postMessage({ type: "failure", id: null, message: t("The engine could not start: {error}", { error }, "en") });
    throw error;
  },
);

async function preloadOne() {
  const next = wanted.find((game) => manifest.parts[game] && !installed.has(game));
  if (next) {
    await install(next);
    return true;
  }
  return engine.preload(wanted, answered);
}

function preloadSoon() {
  if (preloading || !engine || CELLS) return;
  preloading = true;
  setTimeout(async () => {
    let more = false;
    try {
      more = await preloadOne();
    } catch {
      // a game that cannot be fetched or imported says why on the call that needs it
    }
    preloading = false;
    if (more) preloadSoon();
  }, 0);
}

ready.then(preloadSoon, () => {});

self.onmessage = async (event) => {
  const { type, id, fn, args, page } = event.data;
  if ((type === "warm" || type === "hint") && Array.isArray(event.data.games)) {
    const games = event.data.games.filter((game) => typeof game === "string" && GAME.test(game));
    wanted = type === "warm" ? games : [...new Set([...wanted, ...games])];
    if (manifest) for (const game of games) if (manifest.parts[game]) fetchPart(game);
    preloadSoon();
  }
  if (type !== "call") return;
  try {
    allowed(fn);
    await ready;
    registered(fn);
    await Promise.all(partsFor(fn, args).map(install));
    current = id;
    const began = performance.now();
    const json = engine.call(fn, JSON.stringify(args ?? {}), JSON.stringify(page ?? {}));
    postMessage({ type: "result", id, json, ms: Math.round(performance.now() - began) });
    answered = true;
  } catch (error) {
    postMessage({ type: "failure", id, message: String(error && error.message ? error.message : error) });
  }
  preloadSoon();
};
