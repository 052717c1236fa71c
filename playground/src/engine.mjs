// The page's handles on the engine workers: started on demand, stoppable, restartable.
//
// const engine = getEngine();          // the widgets' engine; getEngine("cells") runs Python cells
// const mine = engine.handle();        // one per widget: its own calls, its own Stop
// const answer = await calculate(mine, "golf", json);   // api.mjs: parsed JSON answer
// mine.stop();     // ends this widget's run only; the others' calls go on
//
// Calls go through api.mjs (one function per call of the Python bridge, keyword
// arguments), never straight to `call`.
//
// Calls run one at a time, in order, from a queue kept here in the page: a call that
// waits behind another is only in this queue, so stopping it costs nothing, and
// stopping the running call terminates the worker and starts a fresh one for the rest.
// Python cells run in a worker of their own, so a cell cannot tamper with the engine the
// widgets use.

import { said, t } from "./words.mjs";
import { loadSanitizer } from "./safe-html.mjs";

const WORKER_URL = new URL("worker.mjs", import.meta.url);

export class Stopped extends Error {
  constructor() {
    super(t("Stopped."));
    this.name = "Stopped";
  }
}

class Engine extends EventTarget {
  constructor(role) {
    super();
    this.role = role; // "widgets" | "cells": the worker refuses the other role's calls
    this.worker = null;
    this.queue = [];
    this.running = null;
    this.nextId = 1;
    this.state = "idle"; // idle | loading | ready | busy | failed
    this.startedAt = 0;
    this.readyMs = null;
    this.wanted = [];
    this.hinted = new Set();
  }

  // Start the worker (idempotent). Returns immediately; progress arrives as events.
  start() {
    if (this.worker) return;
    this.startedAt = performance.now();
    this.readyMs = null;
    this.worker = new Worker(WORKER_URL, { type: "module", name: `rulebooks-${this.role}` });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(t("The engine worker failed: {reason}", { reason: event.message || "load error" }));
    this.setState("loading", t("Starting Python"));
    loadSanitizer().catch(() => {}); // fetched while Python starts; a failure shows on the answer
    this.hinted = new Set(); // a new worker has been told nothing yet
    if (this.wanted.length) this.worker.postMessage({ type: "warm", games: this.wanted });
  }

  // The games this page's blocks use: the worker imports them ahead, while idle.
  warm(games) {
    this.wanted = [...games];
    this.hinted = new Set();
    if (this.worker) this.worker.postMessage({ type: "warm", games: this.wanted });
  }

  // A game the reader may go to next (a link to its pages under the pointer): a started
  // engine fetches and imports it ahead; an engine not started is not started for it.
  hint(game) {
    if (!this.worker || this.wanted.includes(game) || this.hinted.has(game)) return;
    this.hinted.add(game);
    this.worker.postMessage({ type: "hint", games: [game] });
  }

  // `fn` by name with keyword `args`; `page` says where rule links lead (see api.mjs);
  // `owner` (see handle) lets one widget stop its own calls.
  call(fn, args = {}, page = {}, owner = null) {
    this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, fn, args, page, owner, resolve, reject });
      this.pump();
      this.changed();
    });
  }

  pump() {
    if (this.running || !this.queue.length) return;
    this.start();
    this.running = this.queue.shift();
    const { id, fn, args, page } = this.running;
    this.worker.postMessage({ type: "call", id, fn, args, page });
    if (this.state === "ready") this.setState("busy", t("Running"));
  }

  // Where `owner`'s calls stand: null (none), "waiting", "starting" or "running".
  stateOf(owner) {
    if (this.running && this.running.owner === owner) return this.state === "loading" ? "starting" : "running";
    return this.queue.some((job) => job.owner === owner) ? "waiting" : null;
  }

  // End `owner`'s calls (every call when owner is null). A running one terminates the
  // worker; the others' calls then run on a fresh one.
  stop(owner = null) {
    const mine = (job) => owner === null || job.owner === owner;
    for (const job of this.queue.filter(mine)) job.reject(new Stopped());
    this.queue = this.queue.filter((job) => !mine(job));
    if (this.running && mine(this.running)) {
      const job = this.running;
      this.running = null;
      this.worker.terminate();
      this.worker = null;
      job.reject(new Stopped());
      this.setState("idle", t("Stopped. The engine restarts on the next run."));
      this.pump();
    } else if (owner === null && this.worker) {
      this.worker.terminate();
      this.worker = null;
      this.setState("idle", t("Stopped. The engine restarts on the next run."));
    }
    this.changed();
  }

  // A widget's view of the engine: the same call(), but stop() ends only its calls.
  handle() {
    const owner = {};
    const engine = this;
    return {
      engine,
      call: (fn, args, page) => engine.call(fn, args, page, owner),
      stop: () => engine.stop(owner),
      start: () => engine.start(),
      get state() {
        return engine.stateOf(owner);
      },
      addEventListener: (...args) => engine.addEventListener(...args),
      removeEventListener: (...args) => engine.removeEventListener(...args),
    };
  }

  receive(message) {
    if (message.type === "progress") {
      this.setState("loading", said(message.text), message.stage);
    } else if (message.type === "ready") {
      this.readyMs = message.ms;
      this.setState(this.running ? "busy" : "ready", t("Engine ready in {s} s", { s: (message.ms / 1000).toFixed(1) }));
    } else if (message.type === "output") {
      if (this.running && this.running.id === message.id) {
        this.dispatchEvent(new CustomEvent("output", { detail: { owner: this.running.owner, text: message.text } }));
      }
    } else if (message.type === "result" || message.type === "failure") {
      if (message.id === null) return this.fail(said(message.message));
      const job = this.running;
      if (!job || job.id !== message.id) return;
      this.running = null;
      if (message.type === "result") {
        const answer = JSON.parse(message.json);
        loadSanitizer().then(() => job.resolve(answer), (error) => job.reject(error));
      }
      else job.reject(new Error(message.message));
      this.pump();
      if (!this.running && this.state === "busy") this.setState("ready", t("Done in {ms} ms", { ms: message.ms ?? 0 }));
      this.changed();
    }
  }

  fail(text) {
    for (const job of [this.running, ...this.queue]) job?.reject(new Error(text));
    this.running = null;
    this.queue = [];
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.setState("failed", text);
  }

  changed() {
    this.dispatchEvent(new CustomEvent("calls"));
  }

  setState(state, text, stage = null) {
    this.state = state;
    this.dispatchEvent(new CustomEvent("status", { detail: { state, text, stage, elapsed: performance.now() - this.startedAt } }));
    this.changed();
  }
}

const engines = new Map();

export function getEngine(role = "widgets") {
  if (!engines.has(role)) engines.set(role, new Engine(role));
  return engines.get(role);
}
