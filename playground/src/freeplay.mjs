// Free play after a tutorial: a whole game against the engine's bots, with the tutorial's
// free_play options. The game itself stays in the engine (a session); the page holds its
// id and gets only what the reader's seat may see. The reader plays by clicking; the bots
// answer and what they played is listed; a refused move is explained with its rule; at
// the end, the engine's result: the winners and every player's score breakdown.

import { freePlayMove, freePlayStart } from "./api.mjs";
import { setHtml } from "./safe-html.mjs";
import { esc, failureHtml } from "./widgets.mjs";

const BOTS = [
  ["greedy", "Greedy: plays the move that looks best one move ahead"],
  ["random", "Random: any legal move"],
];

// Legal moves that have no card or pile to click (a "deal" between holes, a "pass").
export function extraMoves(moves) {
  if (!moves.length) return "";
  const buttons = moves.map((m) => `<button type="button" class="md-button rb-button" data-move="${esc(m)}">${esc(m)}</button>`);
  return `<p class="rb-other-moves">Other moves: ${buttons.join(" ")}</p>`;
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
  if (typeof value === "number") return `${value} ${value === 1 ? name.replace(/s$/, "") : name}`;
  if (typeof value === "boolean") return `${value ? "with" : "without"} ${name}`;
  return `${name}: ${value}`;
}

function layout(game, info) {
  const options = Object.entries(info.free_play).map(([k, v]) => optionWords(k, v)).join(", ");
  const radios = BOTS.map(([name, label], i) =>
    `<label><input type="radio" name="rb-bot-${esc(game)}" value="${name}"${i ? "" : " checked"}> ${esc(label)}</label>`,
  ).join("");
  return `
<h2 class="rb-freeplay__title">Free play</h2>
<p>A whole game against the bots${options ? ` (${esc(options)})` : ""}. You are Player ${esc(Number(info.learner) + 1)}:
click a card or a pile to play it.</p>
<fieldset class="rb-freeplay__bots"><legend>Opponents</legend>${radios}</fieldset>
<div class="rb-toolbar"><button type="button" class="md-button md-button--primary rb-button rb-freeplay__new">Start a game</button></div>
<div class="rb-freeplay__game" hidden>
  <div class="rb-freeplay__board"></div>
  <div class="rb-freeplay__moves"></div>
  <div class="rb-freeplay__feedback"></div>
  <div class="rb-freeplay__result"></div>
  <details class="rb-freeplay__history" open><summary>Moves played</summary><ol class="rb-freeplay__log"></ol></details>
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
      this.say(`The engine failed: ${failure.message}`);
    });
  }

  async start() {
    this.bot = this.section.querySelector("input[type=radio]:checked").value;
    for (const name of ["log", "feedback", "result"]) this.part(name).innerHTML = "";
    this.part("game").hidden = false;
    this.part("new").textContent = "New game";
    // data-seed on the section replays a given game (tests, bug reports); else the engine picks
    const seed = this.section.dataset.seed ? Number(this.section.dataset.seed) : null;
    const answer = await freePlayStart(this.engine, this.game, this.options, this.seat, this.bot, seed);
    if (!answer.ok) throw new Error(answer.error.message);
    this.session = answer.session;
    this.advance(answer, `New game against the ${this.bot} bot.`);
  }

  // The reader's move: refused with its rule, or played and answered by the bots.
  async play(move) {
    const answer = await freePlayMove(this.engine, this.session, move);
    if (!answer.ok) {
      if (answer.error.code === "session") this.session = null;
      setHtml(this.part("feedback"), answer.error.html);
      this.part("feedback").firstElementChild.removeAttribute("role"); // the status line announces it
      const rule = answer.error.rule ? ` See rule ${answer.error.rule}.` : "";
      return this.say(`Refused: ${answer.error.message}.${rule}`);
    }
    this.part("feedback").innerHTML = "";
    this.advance(answer, `You played ${move}.`);
  }

  advance(answer, told) {
    this.log(answer.played);
    const others = answer.played.filter((p) => p.seat !== this.seat);
    if (others.length) told += ` ${botSummary(others)}`;
    setHtml(this.part("board"), answer.html);
    if (answer.outcome) return this.end(answer, told);
    this.part("moves").innerHTML = extraMoves(answer.unshown);
    this.say(`${told} Your turn.`);
    this.section.querySelector(".rb-freeplay__board [data-move], .rb-freeplay__moves [data-move]")?.focus();
  }

  log(played) {
    const list = this.part("log");
    for (const { seat, move } of played) {
      const who = seat === this.seat ? `Player ${seat + 1} (you)` : `Player ${seat + 1}`;
      list.insertAdjacentHTML("beforeend", `<li>${esc(who)}: <code>${esc(move)}</code></li>`);
    }
    list.scrollTop = list.scrollHeight;
  }

  end(answer, told) {
    this.session = null;
    this.part("moves").innerHTML = "";
    setHtml(this.part("result"), answer.result_html);
    const { winners, totals } = answer.outcome;
    const names = winners.map((w) => (w === this.seat ? "you" : `Player ${w + 1}`)).join(" and ");
    const scores = totals.map((total, p) => `Player ${p + 1} ${total}`).join(", ");
    this.say(`${told} Game over. Winner: ${names}. Totals: ${scores}.`);
    this.section.querySelector(".rb-freeplay__outcome").focus();
  }

  say(text) {
    this.part("status").textContent = text;
  }
}

// "Player 1 played draw, then replace 6." for the status line
function botSummary(played) {
  const turns = [];
  for (const { seat, move } of played) {
    const last = turns.at(-1);
    if (last && last.seat === seat) last.moves.push(move);
    else turns.push({ seat, moves: [move] });
  }
  return turns.map((t) => `Player ${t.seat + 1} played ${t.moves.join(", then ")}.`).join(" ");
}
