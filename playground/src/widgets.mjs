// Runnable blocks: worked examples, calculators and Python cells.
// Every block keeps the output the build rendered until the reader runs it again.

import { calculate, calculatorEdit, runExample, runPython } from "./api.mjs";
import { decode, encode } from "./base64url.mjs";
import { Stopped } from "./engine.mjs";
import { addHtml, replaceWithHtml, setHtml } from "./safe-html.mjs";
import { LIMITS, problemWith } from "./schema-check.mjs";
import { buildForm } from "./schema-form.mjs";
import { mark, t } from "./words.mjs";

export const esc = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

export function failureHtml(failure) {
  if (failure instanceof Stopped) return `<div class="rb-error rb-stopped" role="alert"><strong>${esc(t("Stopped."))}</strong> ${esc(t("The run was ended; the engine restarts on the next run."))}</div>`;
  return `<div class="rb-error" role="alert"><strong>${esc(t("The engine failed."))}</strong> ${esc(failure.message)}</div>`;
}

function toolbar(node, buttons) {
  const bar = document.createElement("div");
  bar.className = "rb-toolbar";
  for (const [name, label, handler] of buttons) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `md-button rb-button rb-${name}`;
    button.textContent = label;
    button.addEventListener("click", handler);
    bar.append(button);
  }
  const status = document.createElement("span");
  status.className = "rb-run-status";
  status.setAttribute("aria-live", "polite");
  bar.append(status);
  node.append(bar);
  return { bar, status, button: (name) => bar.querySelector(`.rb-${name}`) };
}

function editorFrom(pre, label) {
  const area = document.createElement("textarea");
  area.className = "rb-editor";
  area.spellcheck = false;
  area.value = pre.textContent;
  area.rows = Math.min(16, area.value.split("\n").length + 1);
  area.setAttribute("aria-label", label);
  pre.replaceWith(area);
  return area;
}

// The engine's start-up stages (worker.mjs), told in the block the reader clicked.
const STAGES = ["manifest", "runtime", "engine"];

// While the engine starts, show its stages in `status` (and a progress bar after it);
// returns a function that stops following them.
export function followStart(engine, status) {
  const core = engine.engine ?? engine;  // a widget's handle, or the engine itself
  if (core.state === "ready" || core.state === "busy") return () => {};
  const bar = document.createElement("progress");
  bar.className = "rb-start-progress";
  bar.max = STAGES.length + 1;
  bar.value = 0;
  bar.setAttribute("aria-hidden", "true");
  status.after(bar);
  const show = ({ detail }) => {
    if (detail.state !== "loading") return;
    const step = STAGES.indexOf(detail.stage) + 1;
    if (step > 0) bar.value = step;
    const where = step > 0 ? t("step {n} of {total}: ", { n: step, total: STAGES.length }) : "";
    status.textContent = t("Starting the engine, {where}{detail}… (the first run takes a few seconds)", { where, detail: detail.text });
  };
  core.addEventListener("status", show);
  status.dataset.stages = "";
  status.textContent = t("Starting the engine… (the first run takes a few seconds)");
  return () => {
    core.removeEventListener("status", show);
    delete status.dataset.stages;
    bar.remove();
  };
}

// What this widget's own call is doing (`engine` is the widget's handle, see engine.mjs).
const SAYS = {
  waiting: mark("Waiting for another run to finish…"),
  starting: mark("Starting the engine…"),
  running: mark("Running…"),
};

// Run a call (a function of api.mjs), showing this widget's own progress; the callback
// gets the parsed answer. Only the widget's newest call shows its answer and says "Done":
// an older one still in flight (a redraw sent before the reader's next click) is dropped
// when it ends, so it cannot put an earlier result over the one the reader asked for.
async function runInto(engine, ui, output, request, show) {
  const mine = ui.calls = (ui.calls ?? 0) + 1;
  const latest = () => ui.calls === mine;
  const unfollow = followStart(engine, ui.status);
  const began = performance.now();
  const follow = () => {
    const state = engine.state;
    if (latest() && state && !(state === "starting" && "stages" in ui.status.dataset)) {
      ui.status.textContent = t(SAYS[state]);
      ui.status.dataset.state = state;
    }
  };
  engine.addEventListener("calls", follow);
  ui.button("stop").hidden = false;
  const call = request();
  follow();
  try {
    const answer = await call;
    unfollow();
    if (!latest()) return;
    show(answer);
    // `show` may have started the next call (the sheet's redraw after a score): that one
    // says "Done" when it ends
    if (latest()) ui.status.textContent = t("Done in {ms} ms.", { ms: Math.round(performance.now() - began) });
  } catch (failure) {
    unfollow();
    if (!latest()) return;
    output.innerHTML = failureHtml(failure);
    ui.status.textContent = failure instanceof Stopped ? t("Stopped.") : t("Failed.");
  } finally {
    engine.removeEventListener("calls", follow);
    if (latest()) ui.status.dataset.state = "done";
    if (!engine.state) ui.button("stop").hidden = true;
  }
}

export function enhanceExample(node, engine) {
  const game = node.dataset.game;
  const details = node.querySelector(".rb-example__input");
  const original = node.querySelector(".rb-example__text").textContent;
  const editor = editorFrom(node.querySelector(".rb-example__text"), t("Input of example {id}", { id: node.dataset.example }));
  details.querySelector("summary").textContent = t("Input (edit it, then Run)");
  const output = () => node.querySelector(".rb-example__output");
  const note = document.createElement("div");
  note.className = "rb-note";
  note.setAttribute("aria-live", "polite");
  const ui = toolbar(node, [
    ["run", t("Run"), () => run()],
    ["reset", t("Reset"), () => { editor.value = original; run(); }],
    ["stop", t("Stop"), () => engine.stop()],
  ]);
  ui.button("stop").hidden = true;
  node.insertBefore(ui.bar, output());
  node.append(note);
  function run() {
    note.textContent = "";
    runInto(engine, ui, output(), () => runExample(engine, game, editor.value), (answer) => {
      if (!answer.ok) {
        setHtml(output(), answer.error.html);
        return;
      }
      replaceWithHtml(output(), answer.html);
      if (answer.problems.length) note.textContent = t("With your changes the result differs from the original: {problems}.", { problems: answer.problems.join("; ") });
    });
  }
}

export function enhanceCalculator(node, engine) {
  const game = node.dataset.game;
  // the schema the page shows under "Input format" (one copy in the page, not two)
  const schema = JSON.parse(node.querySelector(".rb-calculator__schema code").textContent);
  const json = node.querySelector(".rb-calculator__json");
  // The JSON is folded away: the form or the sheet is the way in, the JSON is there to copy.
  const box = document.createElement("details");
  box.className = "rb-calculator__jsonbox";
  box.innerHTML = "<summary>The same input as JSON (to edit or copy)</summary>";
  json.before(box);
  box.append(json);
  const editor = editorFrom(json, t("{game} calculator input as JSON", { game }));
  const output = node.querySelector(".rb-calculator__output");
  const sheet = node.querySelector(".rb-calculator__editor");
  const formBox = node.querySelector(".rb-calculator__form");
  let edits = Promise.resolve();  // the sheet's clicks, in order (see edit below)
  const form = buildForm(schema, JSON.parse(editor.value), (value) => {
    editor.value = JSON.stringify(value, null, 2);
  }, () => run());
  if (!sheet || schema.oneOf) {  // with modes, the form also offers the tally
    formBox.append(form.element);
    formBox.hidden = false;
  }
  editor.addEventListener("input", () => {
    try {
      const value = JSON.parse(editor.value);
      if (!problemWith(schema, value)) form.set(value);
    } catch {
      /* the JSON is being typed; the engine reports it on Score */
    }
  });
  const ui = toolbar(node, [
    ["run", t("Score"), () => run()],
    ["share", t("Copy link"), () => share()],
    ["stop", t("Stop"), () => engine.stop()],
  ]);
  ui.button("stop").hidden = true;
  node.insertBefore(ui.bar, output);
  if (sheet) enhanceSheet(sheet, () => edit);
  const shared = readShared(game, schema, output);
  if (shared) {
    editor.value = JSON.stringify(shared, null, 2);
    form.set(shared);
    if (sheet) edit(null); else run();
  }
  function run() {
    runInto(engine, ui, output, () => calculate(engine, game, editor.value), (answer) => {
      setHtml(output, answer.ok ? answer.html : answer.error.html);
      if (answer.ok && sheet) edit(null);
    });
  }
  // A click on the sheet: the engine applies the action and redraws sheet and score. The
  // clicks go one after another, each on the position the one before it left, so that two
  // quick clicks both count.
  function edit(action) {
    edits = edits.then(() => editNow(action));
  }
  function editNow(action) {
    return runInto(engine, ui, output, () => calculatorEdit(engine, game, editor.value, action ?? "noop"), (answer) => {
        if (!answer.ok) {
          addHtml(output, "afterbegin", answer.error.html);
          return;
        }
        // a redraw (no action) sends what the box holds: writing its answer back could undo
        // an edit the reader made while it ran
        if (action != null) editor.value = JSON.stringify(answer.payload, null, 2);
        const focus = focusedIn(sheet);
        setHtml(sheet, answer.editor);
        focus?.();
        setHtml(output, answer.html || answer.score_error?.html || "");
      });
  }
  function share() {
    try {
      const url = new URL(location.href);
      url.hash = `calc-${game}=${encode(JSON.parse(editor.value))}`;
      history.replaceState(null, "", url);
      navigator.clipboard?.writeText(url.href).catch(() => {});
      ui.status.textContent = t("Link copied (it is also in the address bar).");
    } catch {
      ui.status.textContent = t("The input is not valid JSON, so it cannot be shared yet.");
    }
  }
}

const CONTROL = "button, select, input, textarea, [tabindex]";

// The control that has the focus inside `box`, as a function that focuses the same control
// again once `box` is redrawn (the same data-edit, else the same place), so that a keyboard
// user goes on from where they were instead of from the top of the page.
export function focusedIn(box) {
  const active = document.activeElement;
  if (!active || active === box || !box.contains(active)) return null;
  const all = () => [...box.querySelectorAll(CONTROL)];
  const place = all().indexOf(active);
  const action = active.dataset.edit ?? active.dataset.move;
  const kin = (e) => e.tagName === active.tagName && (e.dataset.edit ?? e.dataset.move) === action;
  const rank = action === undefined ? -1 : all().filter(kin).indexOf(active);
  return () => {
    const same = action === undefined ? [] : all().filter(kin);
    const target = same[rank] ?? all()[Math.min(place, all().length - 1)];
    target?.focus({ preventScroll: true });
  };
}

function enhanceSheet(sheet, getEdit) {
  sheet.addEventListener("click", (event) => {
    const target = event.target.closest("button[data-edit]");
    if (target && sheet.contains(target)) getEdit()(target.dataset.edit);
  });
  sheet.addEventListener("change", (event) => {
    const target = event.target.closest("select[data-edit], input[data-edit]");
    if (target) getEdit()(`${target.dataset.edit} ${target.value}`.trim());
  });
}

// The input a shared link holds, checked against the calculator's schema before anything
// is built from it; a link that is not usable is refused with a message in `output`.
function readShared(game, schema, output) {
  const prefix = `#calc-${game}=`;
  if (!location.hash.startsWith(prefix)) return null;
  const text = location.hash.slice(prefix.length);
  let problem = null;
  let value = null;
  if (text.length > LIMITS.linkChars) {
    problem = `the link holds ${text.length.toLocaleString("en")} characters; at most ${LIMITS.linkChars.toLocaleString("en")}`;
  } else {
    try {
      value = decode(text, "JSON");
      problem = problemWith(schema, value);
    } catch (error) {
      problem = error.message; // not base64url, or no readable JSON
    }
  }
  if (!problem) return value;
  const box = document.createElement("div");
  box.className = "rb-error rb-shared-refused";
  box.setAttribute("role", "alert");
  const strong = document.createElement("strong");
  strong.textContent = t("The shared link was not used.");
  box.append(strong, ` ${problem}.`);
  output.replaceChildren(box);
  return null;
}

export function enhancePython(node, engine) {
  const editor = editorFrom(node.querySelector(".rb-python__code"), t("Python code"));
  editor.classList.add("rb-editor--code");
  const output = node.querySelector(".rb-python__output");
  const ui = toolbar(node, [
    ["run", t("Run"), () => run()],
    ["stop", t("Stop"), () => engine.stop()],
  ]);
  ui.button("stop").hidden = true;
  node.insertBefore(ui.bar, output);
  editor.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) run();
  });
  // What the cell prints arrives in pieces while it runs (capped by the engine).
  let printing = null;
  engine.addEventListener("output", ({ detail }) => {
    if (!printing || engine.state !== "running") return;
    printing.append(detail.text);
  });
  function run() {
    output.hidden = false;
    printing = document.createElement("pre");
    printing.className = "rb-stdout";
    output.replaceChildren(printing);
    runInto(engine, ui, output, () => runPython(engine, editor.value), (answer) => {
      printing = null;
      const problem = answer.ok ? answer.problem : answer.error;
      const printed = answer.stdout || (problem ? "" : "(no output)");
      const pre = document.createElement("pre");
      pre.className = "rb-stdout";
      pre.textContent = printed;
      output.replaceChildren(...(printed ? [pre] : []));
      if (problem) addHtml(output, "beforeend", problem.html);
    });
  }
}
