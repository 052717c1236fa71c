// Tutorials on the real engine (the `tutorial` fence). The learner plays each step by
// clicking cards and piles; the engine judges the move (rulebooks.web.tutorial_try) and the
// page shows the next step, or says why not with a link to the rule.
//
// Progress is the list of moves made, one per finished step ("" for a reading step). It is
// saved in localStorage after each change and can be shared as a link,
// #tutorial=<base64url of {"v": version, "m": moves}>, which wins over saved progress.
// Progress that cannot be used (damaged, edited, from another version, moves that no longer
// replay) is explained and the tutorial starts again at step 1.
//
// The engine loads when the reader presses Start, or at once when there is saved progress
// or a link to open (the reader has already shown they want the tutorial).

import { tutorialInfo, tutorialTry, tutorialView } from "./api.mjs";
import { decode, encode } from "./base64url.mjs";
import { exclusive, extraMoves, FreePlay } from "./freeplay.mjs";
import { setHtml } from "./safe-html.mjs";
import { esc, failureHtml, followStart } from "./widgets.mjs";
import { mark, t } from "./words.mjs";

const LINK = "#tutorial=";
const SOURCES = { link: mark("The link to a tutorial step"), saved: mark("Your saved progress") };
const OPENED = { link: mark("Opened the shared link at {where}"), saved: mark("Resumed at {where}") };

// -- progress in a link ---------------------------------------------------------------
export function encodeProgress(version, moves) {
  return encode({ v: version, m: moves });
}

// The progress a link holds; throws an Error saying why it cannot be read.
export function decodeProgress(text) {
  const data = /** @type {any} */ (decode(text, "progress"));
  return progressFrom({ version: data?.v, moves: data?.m });
}

function progressFrom(data) {
  const moves = data?.moves;
  if (typeof data?.version !== "string" || !Array.isArray(moves) || !moves.every((m) => typeof m === "string")) {
    throw new Error("it does not hold a tutorial version and a list of moves");
  }
  return { version: data.version, moves };
}

// -- saved progress (localStorage may be unavailable or full: then nothing is kept, and
// the reader is told once) -------------------------------------------------------------
const storage = { failed: false };

function readStored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    storage.failed = true;
    return null;
  }
}

function writeStored(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    storage.failed = true; // private mode, turned off or full
  }
}

function linkInHash() {
  return location.hash.startsWith(LINK) ? location.hash.slice(LINK.length) : null;
}

const LAYOUT = () => `
<div class="rb-tutorial__intro">
  <p>${esc(t("Play this tutorial here: the rules engine runs in your browser and judges every move. It loads when you start (a few megabytes, once)."))}</p>
  <button type="button" class="md-button md-button--primary rb-button rb-tutorial__start">${esc(t("Start the tutorial"))}</button>
</div>
<div class="rb-tutorial__notice" hidden></div>
<div class="rb-tutorial__stage" hidden>
  <p class="rb-tutorial__count"></p>
  <progress class="rb-tutorial__bar" aria-hidden="true"></progress>
  <h2 class="rb-tutorial__title" tabindex="-1"></h2>
  <div class="rb-tutorial__text"></div>
  <div class="rb-tutorial__board"></div>
  <div class="rb-tutorial__moves"></div>
  <div class="rb-tutorial__feedback"></div>
  <ol class="rb-tutorial__hints" aria-label="${esc(t("Hints"))}"></ol>
  <div class="rb-toolbar">
    <button type="button" class="md-button rb-button rb-tutorial__back">${esc(t("Back"))}</button>
    <button type="button" class="md-button md-button--primary rb-button rb-tutorial__next">${esc(t("Next"))}</button>
    <button type="button" class="md-button rb-button rb-tutorial__hint">${esc(t("Hint"))}</button>
    <button type="button" class="md-button rb-button rb-tutorial__restart">${esc(t("Restart"))}</button>
    <button type="button" class="md-button rb-button rb-tutorial__share">${esc(t("Copy link to this step"))}</button>
  </div>
  <p class="rb-tutorial__link" hidden><label>${esc(t("Link to this step"))}
    <input type="text" readonly class="rb-tutorial__url"></label></p>
</div>
<p class="rb-tutorial__status" role="status" aria-live="polite"></p>
<p class="rb-tutorial__storage" role="alert" hidden>${esc(t("This browser does not keep your progress (its storage for this site is full or turned off). Use “Copy link to this step” to come back to it."))}</p>
<section class="rb-tutorial__free rb-freeplay" hidden></section>`;

class Tutorial {
  constructor(node, engine) {
    this.node = node;
    this.engine = engine;
    this.game = node.dataset.game;
    // a game's other tutorials (tutorial-<variant>.toml) are named `<game>/<script>`
    this.ref = node.dataset.tutorial ? `${this.game}/${node.dataset.tutorial}` : this.game;
    this.key = `rulebooks.tutorial.${this.ref}`;
    this.info = null;
    this.view = null;
    this.hintsShown = 0;
    this.busy = false;
    this.free = null;
    this.live = node.querySelector(".rb-tutorial__live");
    this.live.innerHTML = LAYOUT();
    this.live.hidden = false;
    this.wire();
  }

  part(name) {
    return this.live.querySelector(`.rb-tutorial__${name}`);
  }

  wire() {
    const on = (name, handler) => this.part(name).addEventListener("click", handler);
    on("start", () => this.run(() => this.begin(true)));
    on("back", () => this.run(() => this.go(this.view.moves.slice(0, -1), (where) => t("Back to {where}", { where }))));
    on("next", () => this.run(() => this.play("")));
    on("restart", () => this.run(() => this.go([], (where) => t("Restarted. {where}", { where: capital(where) }))));
    on("hint", () => this.hint());
    on("share", () => this.share());
    for (const name of ["board", "moves"]) on(name, (event) => this.clicked(event));
    on("feedback", (event) => event.target.closest(".rb-tutorial__more") && this.hint());
    const followLinks = () => {
      // a page left by instant navigation: its tutorial is gone, and so is this listener
      if (!this.node.isConnected) return removeEventListener("hashchange", followLinks);
      if (linkInHash() !== null) this.run(() => (this.info ? this.resume(true) : this.begin(true)));
    };
    addEventListener("hashchange", followLinks);
  }

  // Start when there is progress to come back to; otherwise wait for the Start button.
  autostart() {
    if (linkInHash() !== null || readStored(this.key) !== null) this.run(() => this.begin(false));
  }

  run(task) {
    return exclusive(this, this.node, task, (failure) => this.failed(failure));
  }

  failed(failure) {
    const box = this.info ? this.part("feedback") : this.part("notice");
    box.innerHTML = failureHtml(failure);
    box.hidden = false;
    this.part("start").disabled = false;
    this.say(t("The engine failed: {message} Try again.", { message: failure.message }));
  }

  // An engine answer that must not be a refusal (one would be a bug: it becomes a failure).
  sure(answer) {
    if (!answer.ok) throw new Error(answer.error.message);
    return answer;
  }

  async begin(byReader) {
    this.part("start").disabled = true;
    const unfollow = followStart(this.engine, this.part("status"));
    try {
      this.info = this.sure(await tutorialInfo(this.engine, this.ref));
    } finally {
      unfollow();
    }
    this.part("intro").hidden = true;
    this.part("stage").hidden = false;
    const script = this.node.querySelector(".rb-tutorial__script");
    if (script) script.open = false; // kept, collapsed, for reading the whole script
    await this.resume(byReader);
  }

  // Open the link in the address (if any), else the saved progress, else step 1.
  async resume(focus) {
    const link = linkInHash();
    const source = link === null ? "saved" : "link";
    let progress = null;
    let problem = "";
    try {
      progress = link === null ? this.stored() : decodeProgress(link);
    } catch (error) {
      problem = error.message;
    }
    if (link !== null) history.replaceState(null, "", location.pathname + location.search);
    this.storageProblem();
    let view = progress && (await tutorialView(this.engine, this.ref, progress));
    if (view && !view.ok) [problem, view] = [view.error.message, null];
    if (problem && source === "saved") writeStored(this.key, null);
    if (view && source === "link") this.save(view);
    const unusable = problem && t("{source} could not be used: {problem}. The tutorial starts again at step 1.", { source: t(SOURCES[source]), problem });
    this.notice(unusable);
    view ??= this.sure(await tutorialView(this.engine, this.ref, { version: this.info.version, moves: [] }));
    const told = unusable || (progress ? t(OPENED[source], { where: this.where(view) }) : capital(this.where(view)));
    await this.show(view, told, focus || link !== null);
  }

  stored() {
    const text = readStored(this.key);
    if (text === null) return null;
    try {
      return progressFrom(JSON.parse(text));
    } catch (error) {
      throw new Error(error instanceof SyntaxError ? t("it is not readable (damaged or edited)") : error.message);
    }
  }

  save(view) {
    writeStored(this.key, JSON.stringify({ version: view.version, moves: view.moves }));
    this.storageProblem();
  }

  // Said once per page, the first time the browser refuses to keep or read progress.
  storageProblem() {
    if (!storage.failed || storage.told) return;
    storage.told = true;
    this.part("storage").hidden = false;
  }

  notice(text) {
    const box = this.part("notice");
    box.hidden = !text;
    box.innerHTML = text ? `<p><strong>${esc(t("Progress not restored."))}</strong> ${esc(text)}</p>` : "";
  }

  step(view = this.view) {
    return view.done ? null : this.info.steps[view.index];
  }

  // "step 4 of 16: Take the discard." (the start of a sentence is the caller's)
  where(view) {
    const total = this.info.steps.length;
    if (view.done) return t("the end of the tutorial: all {total} steps done.", { total });
    return t("step {n} of {total}: {title}.", { n: view.index + 1, total, title: view.title || this.step(view).id });
  }

  // Draw a step: counter, narration, position (clickable when the step asks for a move).
  show(view, told, focus = true) {
    const step = this.step(view);
    this.view = view;
    this.hintsShown = 0;
    this.node.dataset.step = view.done ? "done" : String(view.index + 1);
    this.header(view);
    if (view.done) this.part("text").innerHTML = `<p>${esc(t("Well played: you have been through every step. Play a whole game below."))}</p>`;
    else setHtml(this.part("text"), view.text);
    setHtml(this.part("board"), view.html);
    this.part("moves").innerHTML = extraMoves(view.unshown);
    this.mark(step ? step.highlight : []);
    this.part("feedback").innerHTML = "";
    this.part("hints").innerHTML = "";
    this.part("link").hidden = true;
    this.buttons(view, step);
    this.showFreePlay(view.done);
    this.say(told);
    if (focus) this.part("title").focus();
  }

  header(view) {
    const total = this.info.steps.length;
    this.part("count").textContent = view.done ? t("Finished: {total} of {total2} steps", { total, total2: total }) : t("Step {n} of {total}", { n: view.index + 1, total });
    Object.assign(this.part("bar"), { max: total, value: view.index });
    this.part("title").textContent = view.done ? t("Tutorial complete") : view.title || this.step(view).id;
  }

  mark(highlight) {
    for (const button of this.live.querySelectorAll(".rb-tutorial__stage [data-move]")) {
      button.classList.toggle("rb-pick--highlight", highlight.includes(button.dataset.move));
    }
  }

  buttons(view, step) {
    this.part("back").disabled = view.moves.length === 0;
    this.part("next").hidden = !step || step.acts;
    this.part("hint").hidden = !step || step.hints.length === 0;
    this.part("hint").disabled = false;
    this.part("hint").textContent = t("Hint");
  }

  showFreePlay(done) {
    const section = this.part("free");
    section.hidden = !done;
    if (done && !this.free) this.free = new FreePlay(section, this.engine, this.game, this.info);
  }

  clicked(event) {
    const button = event.target.closest("button[data-move]");
    if (button) this.run(() => this.play(button.dataset.move));
  }

  // The engine judges the move: the next step, or why not.
  async play(move) {
    const progress = { version: this.view.version, moves: this.view.moves };
    const answer = this.sure(await tutorialTry(this.engine, this.ref, progress, move));
    if (answer.accepted) {
      this.save(answer);
      this.notice("");
      const where = capital(this.where(answer));
      return this.show(answer, move ? t("Accepted. {where}", { where }) : where);
    }
    if (!answer.message) throw new Error(answer.error.message);
    this.refused(answer);
  }

  refused(answer) {
    const box = this.part("feedback");
    setHtml(box, answer.error ? answer.error.html : answer.html); // the engine's box
    if (!answer.error && this.hintsLeft()) {
      const more = document.createElement("button");
      more.type = "button";
      more.className = "md-button rb-button rb-tutorial__more";
      more.textContent = t("Show a hint");
      box.firstElementChild.append(" ", more);
    }
    box.firstElementChild.removeAttribute("role"); // the status line announces it
    const rule = answer.error?.rule ? ` ${t("See rule {rule}.", { rule: answer.error.rule })}` : "";
    this.say(t("Refused: {message}.{rule}", { message: answer.message, rule }));
  }

  hintsLeft() {
    const step = this.step();
    return step ? step.hints.length - this.hintsShown : 0;
  }

  hint() {
    if (!this.hintsLeft()) return;
    const hints = this.step().hints;
    const text = hints[this.hintsShown++];
    this.part("hints").insertAdjacentHTML("beforeend", `<li>${esc(text)}</li>`);
    const button = this.part("hint");
    button.disabled = !this.hintsLeft();
    button.textContent = this.hintsLeft() ? t("Another hint") : t("No more hints");
    this.say(t("Hint {n} of {total}: {text}", { n: this.hintsShown, total: hints.length, text }));
  }

  async go(moves, told) {
    const view = this.sure(await tutorialView(this.engine, this.ref, { version: this.view.version, moves }));
    this.save(view);
    this.notice("");
    await this.show(view, told(this.where(view)));
  }

  async share() {
    const url = new URL(location.href);
    url.hash = LINK.slice(1) + encodeProgress(this.view.version, this.view.moves);
    const field = this.part("url");
    field.value = url.href;
    this.part("link").hidden = false;
    field.select();
    try {
      await navigator.clipboard.writeText(url.href);
      this.say(t("Link copied: it reopens the tutorial at this step."));
    } catch {
      this.say(t("Copy the link shown below the buttons: it reopens the tutorial at this step."));
    }
  }

  say(text) {
    this.part("status").textContent = text;
  }
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function enhanceTutorial(node, engine) {
  new Tutorial(node, engine).autostart();
}
