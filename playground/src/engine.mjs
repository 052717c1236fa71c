// The page's handle on the engine worker: started on demand, stoppable, restartable.
//
// const engine = getEngine();
// const answer = await engine.call("calculate", ["golf", json]);   // parsed JSON answer
// engine.stop();   // ends runaway code: the worker is terminated, the next call starts a new one

const WORKER_URL = new URL("worker.mjs", import.meta.url);

export class Stopped extends Error {
  constructor() {
    super("Stopped.");
    this.name = "Stopped";
  }
}

class Engine extends EventTarget {
  constructor() {
    super();
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
    this.state = "idle"; // idle | loading | ready | busy | failed
    this.startedAt = 0;
    this.readyMs = null;
  }

  // Start the worker (idempotent). Returns immediately; progress arrives as events.
  start() {
    if (this.worker) return;
    this.startedAt = performance.now();
    this.readyMs = null;
    this.worker = new Worker(WORKER_URL, { type: "module", name: "rulebooks-engine" });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(`The engine worker failed: ${event.message || "load error"}`);
    this.setState("loading", "Starting Python");
  }

  call(fn, args = []) {
    this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: "call", id, fn, args });
      if (this.state === "ready") this.setState("busy", "Running");
    });
  }

  // End whatever runs: terminate the worker, refuse pending calls, start afresh next time.
  stop() {
    if (!this.worker) return;
    this.worker.terminate();
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(new Stopped());
    this.pending.clear();
    this.setState("idle", "Stopped. The engine restarts on the next run.");
  }

  receive(message) {
    if (message.type === "progress") {
      this.setState("loading", message.text);
    } else if (message.type === "ready") {
      this.readyMs = message.ms;
      this.setState(this.pending.size ? "busy" : "ready", `Engine ready in ${(message.ms / 1000).toFixed(1)} s`);
    } else if (message.type === "result" || message.type === "failure") {
      if (message.id === null) return this.fail(message.message);
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.type === "result") waiter.resolve(JSON.parse(message.json));
      else waiter.reject(new Error(message.message));
      if (!this.pending.size && this.state === "busy") this.setState("ready", `Done in ${message.ms ?? 0} ms`);
    }
  }

  fail(text) {
    for (const { reject } of this.pending.values()) reject(new Error(text));
    this.pending.clear();
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.setState("failed", text);
  }

  setState(state, text) {
    this.state = state;
    this.dispatchEvent(new CustomEvent("status", { detail: { state, text, elapsed: performance.now() - this.startedAt } }));
  }
}

let shared = null;

export function getEngine() {
  if (!shared) shared = new Engine();
  return shared;
}
