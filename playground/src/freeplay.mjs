// Free play after a tutorial: a whole game against the engine's bots, with the tutorial's
// free_play options. The game itself stays in the engine (a session); the page holds its
// id and gets only what the reader's seat may see. The reader plays by clicking; the bots
// answer and what they played is listed; a refused move is explained with its rule; at
// the end, the engine's result: the winners and every player's score breakdown.

import { freePlayMove, freePlayStart } from "./api.mjs";
import { setHtml } from "./safe-html.mjs";
import { esc, failureHtml } from "./widgets.mjs";
import { mark, t } from "./words.mjs";

const BOTS = [
  ["greedy", mark("Greedy: plays the move that looks best one move ahead")],
  ["random", mark("Random: any legal move")],
];

// Legal moves that have no card or pile to click (a "deal" between holes, a "pass").
export function extraMoves(moves) {
  if (!moves.length) return "";
  const buttons = moves.map((m) => `<button type="button" class="md-button rb-button" data-move="${esc(m)}">${esc(m)}</button>`);
  return `<p class="rb-other-moves">${esc(t("Other moves:"))} ${buttons.join(" ")}</p>`;
}

// One engine task at a time per widget (`data-busy` on its element says when it works);
// a failure goes to `failed`.
export async function exclusive(widget, element, task, failed) {
  if (widget.busy) return;
  widget.busy = true;
  element.dataset.busy = "true";
  try {
    await task();
  } catch (failure) {
    failed(failure);
  } finally {
    widget.busy = false;
    element.dataset.busy = "false";
  }
}

// {players: 2, rounds: 1} -> "2 players, 1 round": the game's options in words.
function optionWords(key, value) {
  const name = key.replace(/[_-]+/g, " ");
  if (typeof value === "number") return t("{n} {name}", { n: value, name: value === 1 ? name.replace(/s$/, "") : name });
  if (typeof value === "boolean") return value ? t("with {name}", { name }) : t("without {name}", { name });
  return `${name}: ${value}`;
}

function layout(game, info) {
  const options = Object.entries(info.free_play).map(([k, v]) => optionWords(k, v)).join(", ");
  const radios = BOTS.map(([name, label], i) =>
    `<label><input type="radio" name="rb-bot-${esc(game)}" value="${name}"${i ? "" : " checked"}> ${esc(t(label))}</label>`,
  ).join("");
  return `
<h2 class="rb-freeplay__title">${esc(t("Free play"))}</h2>
<p>${esc(t("A whole game against the bots{options}. You are Player {seat}: click a card or a pile to play it.", { options: options ? ` (${options})` : "", seat: Number(info.learner) + 1 }))}</p>
<fieldset class="rb-freeplay__bots"><legend>${esc(t("Opponents"))}</legend>${radios}</fieldset>
<div class="rb-toolbar"><button type="button" class="md-button md-button--primary rb-button rb-freeplay__new">${esc(t("Start a game"))}</button></div>
<div class="rb-freeplay__game" hidden>
  <div class="rb-freeplay__board"></div>
  <div class="rb-freeplay__moves"></div>
  <div class="rb-freeplay__feedback"></div>
  <div class="rb-freeplay__result"></div>
  <details class="rb-freeplay__history" open><summary>${esc(t("Moves played"))}</summary><ol class="rb-freeplay__log"></ol></details>
</div>
<p class="rb-freeplay__status" role="status" aria-live="polite"></p>`;
}

export class FreePlay {
  constructor(section, engine, game, info) {
    this.section = section;
    this.engine = engine;
    this.game = game;
    this.seat = info.learner;
    this.options = info.free_play;
    this.session = null;
    this.busy = false;
    section.innerHTML = layout(game, info);
    this.part("new").addEventListener("click", () => this.run(() => this.start()));
    for (const name of ["board", "moves"]) {
      this.part(name).addEventListener("click", (event) => {
        const button = event.target.closest("button[data-move]");
        if (button && this.session) this.run(() => this.play(button.dataset.move));
      });
    }
  }

  part(name) {
    return this.section.querySelector(`.rb-freeplay__${name}`);
  }

  run(task) {
    return exclusive(this, this.section, task, (failure) => {
      this.part("feedback").innerHTML = failureHtml(failure);
      this.say(t("The engine failed: {message}", { message: failure.message }));
    });
  }

  async start() {
    this.bot = this.section.querySelector("input[type=radio]:checked").value;
    for (const name of ["log", "feedback", "result"]) this.part(name).innerHTML = "";
    this.part("game").hidden = false;
    this.part("new").textContent = t("New game");
    // data-seed on the section replays a given game (tests, bug reports); else the engine picks
    const seed = this.section.dataset.seed ? Number(this.section.dataset.seed) : null;
    const answer = await freePlayStart(this.engine, this.game, this.options, this.seat, this.bot, seed);
    if (!answer.ok) throw new Error(answer.error.message);
    this.session = answer.session;
    this.advance(answer, t("New game against the {bot} bot.", { bot: this.bot }));
  }

  // The reader's move: refused with its rule, or played and answered by the bots.
  async play(move) {
    const answer = await freePlayMove(this.engine, this.session, move);
    if (!answer.ok) {
      if (answer.error.code === "session") this.session = null;
      setHtml(this.part("feedback"), answer.error.html);
      this.part("feedback").firstElementChild.removeAttribute("role"); // the status line announces it
      const rule = answer.error.rule ? ` ${t("See rule {rule}.", { rule: answer.error.rule })}` : "";
      return this.say(t("Refused: {message}.{rule}", { message: answer.error.message, rule }));
    }
    this.part("feedback").innerHTML = "";
    this.advance(answer, t("You played {move}.", { move }));
  }

  advance(answer, told) {
    this.log(answer.played);
    const others = answer.played.filter((p) => p.seat !== this.seat);
    if (others.length) told += ` ${botSummary(others)}`;
    setHtml(this.part("board"), answer.html);
    if (answer.outcome) return this.end(answer, told);
    this.part("moves").innerHTML = extraMoves(answer.unshown);
    this.say(t("{told} Your turn.", { told }));
    this.section.querySelector(".rb-freeplay__board [data-move], .rb-freeplay__moves [data-move]")?.focus();
  }

  log(played) {
    const list = this.part("log");
    for (const { seat, move, said } of played) {
      const who = seat === this.seat ? t("Player {n} (you)", { n: seat + 1 }) : t("Player {n}", { n: seat + 1 });
      // the move in words when the engine can say it without telling a secret; its notation after
      const what = said ? `${esc(said)} <code class="rb-freeplay__code">${esc(move)}</code>` : `<code>${esc(move)}</code>`;
      list.insertAdjacentHTML("beforeend", `<li>${esc(who)}: ${what}</li>`);
    }
    list.scrollTop = list.scrollHeight;
  }

  end(answer, told) {
    this.session = null;
    this.part("moves").innerHTML = "";
    setHtml(this.part("result"), answer.result_html);
    const { winners, totals } = answer.outcome;
    const names = winners.map((w) => (w === this.seat ? t("you") : t("Player {n}", { n: w + 1 }))).join(t(" and "));
    const scores = totals.map((total, p) => `${t("Player {n}", { n: p + 1 })} ${total}`).join(", ");
    this.say(t("{told} Game over. Winner: {names}. Totals: {scores}.", { told, names, scores }));
    this.section.querySelector(".rb-freeplay__outcome").focus();
  }

  say(text) {
    this.part("status").textContent = text;
  }
}

// "Player 1 played draw, then replace 6." for the status line
function botSummary(played) {
  const turns = [];
  for (const { seat, move, said } of played) {
    const last = turns.at(-1);
    const what = said || move;
    if (last && last.seat === seat) last.moves.push(what);
    else turns.push({ seat, moves: [what] });
  }
  return turns.map((turn) => t("Player {n}: {moves}.", { n: turn.seat + 1, moves: turn.moves.join(t(", then ")) })).join(" ");
}
