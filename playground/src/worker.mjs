// The engine's home in the browser: Pyodide in a module Web Worker.
//
// Everything comes from this site: the Pyodide runtime (copied from the pinned npm
// package at build time) and the engine wheel (built at build time), installed with
// unpackArchive, without micropip and without network to any other host.
//
// Protocol (messages are plain objects):
//   page -> worker  {type: "call", id, fn, args, page}   fn: a name registered in
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

// The engine wheel's bytes, checked against the manifest's digest.
async function engineWheel(manifest) {
  const response = await fetch(new URL(manifest.wheel, here));
  if (!response.ok) throw new Error(`engine wheel: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (crypto.subtle) {
    // Not available outside secure contexts (plain http to another host than localhost).
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const hex = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
    if (hex !== manifest.wheelSha256) throw new Error("the engine wheel does not match its manifest (stale cache?)");
  }
  return bytes;
}

async function start() {
  const began = performance.now();
  progress("manifest", t("Reading the engine manifest", {}, "en"));
  const manifest = await (await fetch(new URL("manifest.json", here))).json();
  progress("runtime", t("Loading Python (Pyodide {version})", { version: manifest.pyodideVersion }, "en"));
  // the wheel is fetched and checked while Pyodide loads, not after it
  const wheel = engineWheel(manifest);
  wheel.catch(() => {}); // a failure is reported where it is awaited
  const pyodide = await loadPyodide({
    indexURL: new URL(manifest.pyodide, here).href,
    fullStdLib: false,
  });
  progress("engine", t("Installing the rules engine", {}, "en"));
  const bytes = await wheel;
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
  const web = pyodide.pyimport("rulebooks.web");
  const list = web.names();
  names = new Set(list.toJs());
  list.destroy();
  if (CELLS) web.set_output_sink((text) => postMessage({ type: "output", id: current, text }));
  postMessage({ type: "ready", ms: Math.round(performance.now() - began) });
  return web;
}

const ready = start().then(
  (web) => (engine = web),
  (error) => {
    postMessage({ type: "failure", id: null, message: t("The engine could not start: {error}", { error }, "en") });
    throw error;
  },
);

// While no call runs, the games a page will ask for are imported ahead, one per task (a
// call waits for one import at most): the page's own games (a "warm" message) as soon as
// the engine is ready, and once a first answer is given, every other game, so that the
// next page of the site answers at once.
const GAME = /^[a-z][a-z0-9]*$/;
let wanted = [];
let answered = false;
let preloading = false;

function preloadSoon() {
  if (preloading || !engine || CELLS) return;
  preloading = true;
  setTimeout(() => {
    let more = false;
    try {
      more = engine.preload(wanted, answered);
    } catch {
      // a game that cannot be imported says why on the call that needs it
    }
    preloading = false;
    if (more) preloadSoon();
  }, 0);
}

ready.then(preloadSoon, () => {});

self.onmessage = async (event) => {
  const { type, id, fn, args, page } = event.data;
  if (type === "warm" && Array.isArray(event.data.games)) {
    wanted = event.data.games.filter((game) => typeof game === "string" && GAME.test(game));
    preloadSoon();
  }
  if (type !== "call") return;
  try {
    allowed(fn);
    await ready;
    registered(fn);
    current = id;
    const began = performance.now();
    const json = engine.call(fn, JSON.stringify(args ?? {}), JSON.stringify(page ?? {}));
    postMessage({ type: "result", id, json, ms: Math.round(performance.now() - began) });
    answered = true;
    preloadSoon();
  } catch (error) {
    postMessage({ type: "failure", id, message: String(error && error.message ? error.message : error) });
  }
};
