// Free play after a tutorial: a whole game against the engine's bots, with the tutorial's
// free_play options. The reader plays their seat by clicking; the bots answer
// (rulebooks.web.bot_turns) and what they played is listed; a refused move is explained
// with its rule; at the end, every player's score breakdown and the winners.

import { setHtml } from "./safe-html.mjs";
import { errorHtml, esc, failureHtml, ruleHref } from "./widgets.mjs";

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

function layout(game, info) {
  const options = Object.entries(info.free_play).map(([k, v]) => `${k} = ${v}`).join(", ");
  const radios = BOTS.map(([name, label], i) =>
    `<label><input type="radio" name="rb-bot-${esc(game)}" value="${name}"${i ? "" : " checked"}> ${esc(label)}</label>`,
  ).join("");
  return `
<h2 class="rb-freeplay__title">Free play</h2>
<p>A whole game against the bots${options ? ` (${esc(options)})` : ""}. You are Player ${info.learner + 1}:
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
    this.options = JSON.stringify(info.free_play);
    this.state = null;
    this.busy = false;
    section.innerHTML = layout(game, info);
    this.part("new").addEventListener("click", () => this.run(() => this.start()));
    for (const name of ["board", "moves"]) {
      this.part(name).addEventListener("click", (event) => {
        const button = event.target.closest("button[data-move]");
        if (button && this.state) this.run(() => this.play(button.dataset.move));
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

  async call(fn, ...args) {
    const answer = await this.engine.call(fn, [this.game, ...args]);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer;
  }

  async start() {
    this.bot = this.section.querySelector("input[type=radio]:checked").value;
    this.seed = Math.floor(Math.random() * 1_000_000);
    for (const name of ["log", "feedback", "result"]) this.part(name).innerHTML = "";
    this.part("game").hidden = false;
    this.part("new").textContent = "New game";
    const answer = await this.call("new_game", this.options, this.seed, this.seat);
    await this.advance(answer, `New game against the ${this.bot} bot.`);
  }

  // The reader's move: refused with its rule, or played and answered by the bots.
  async play(move) {
    const answer = await this.engine.call("play", [this.game, JSON.stringify(this.state), move, this.seat, this.seat]);
    if (!answer.ok) {
      this.part("feedback").innerHTML = errorHtml(answer.error);
      this.part("feedback").firstElementChild.removeAttribute("role"); // the status line announces it
      const rule = answer.error.rule ? ` See rule ${answer.error.rule}.` : "";
      return this.say(`Refused: ${answer.error.message}.${rule}`);
    }
    this.part("feedback").innerHTML = "";
    this.log([`${this.seat + 1}: ${move}`]);
    await this.advance(answer, `You played ${move}.`);
  }

  async advance(answer, told) {
    if (!answer.outcome && answer.to_move !== this.seat) {
      answer = await this.call("bot_turns", JSON.stringify(answer.state), this.seat, this.bot, this.seed);
      this.log(answer.played);
      told += ` ${botSummary(answer.played)}`;
    }
    this.state = answer.state;
    if (answer.outcome) return this.end(answer, told);
    const table = await this.call("position", JSON.stringify(answer.state), this.seat);
    setHtml(this.part("board"), table.html);
    this.part("moves").innerHTML = extraMoves(table.unshown);
    this.say(`${told} Your turn.`);
    this.section.querySelector(".rb-freeplay__board [data-move], .rb-freeplay__moves [data-move]")?.focus();
  }

  log(played) {
    const list = this.part("log");
    for (const entry of played) {
      const [seat, move] = splitPlayed(entry);
      const who = seat === this.seat ? `Player ${seat + 1} (you)` : `Player ${seat + 1}`;
      list.insertAdjacentHTML("beforeend", `<li>${esc(who)}: <code>${esc(move)}</code></li>`);
    }
    list.scrollTop = list.scrollHeight;
  }

  end(answer, told) {
    this.state = null;
    setHtml(this.part("board"), answer.html);
    this.part("moves").innerHTML = "";
    const { winners, reason, rule } = answer.outcome;
    const names = winners.map((w) => (w === this.seat ? "you" : `Player ${w + 1}`)).join(" and ");
    const ruleLink = rule ? ` (<a class="rb-rule" href="${esc(ruleHref(rule))}" data-rule="${esc(rule)}">${esc(rule)}</a>)` : "";
    setHtml(this.part("result"),
      `<p class="rb-freeplay__outcome" tabindex="-1"><strong>Game over</strong>${reason ? `: ${esc(reason)}` : ""}${ruleLink}. ` +
      `Winner: ${esc(names)}.</p>${answer.scores.map((s) => scoreTable(s, winners, this.seat)).join("")}`);
    const totals = answer.scores.map((s) => `Player ${s.player + 1} ${s.total}`).join(", ");
    this.say(`${told} Game over. Winner: ${names}. Totals: ${totals}.`);
    this.section.querySelector(".rb-freeplay__outcome").focus();
  }

  say(text) {
    this.part("status").textContent = text;
  }
}

// "2: draw" -> [1, "draw"] (seats count from 1 in the bridge's list, from 0 here)
function splitPlayed(entry) {
  const at = entry.indexOf(": ");
  return [Number(entry.slice(0, at)) - 1, entry.slice(at + 2)];
}

// "Player 1 played draw, then replace 6." for the status line
function botSummary(played) {
  const turns = [];
  for (const entry of played) {
    const [seat, move] = splitPlayed(entry);
    const last = turns.at(-1);
    if (last && last.seat === seat) last.moves.push(move);
    else turns.push({ seat, moves: [move] });
  }
  return turns.map((t) => `Player ${t.seat + 1} played ${t.moves.join(", then ")}.`).join(" ");
}

function scoreTable(score, winners, seat) {
  const rows = score.parts.map((p) =>
    `<tr><td>${esc(p.label)}${p.detail ? `<br><small>${esc(p.detail)}</small>` : ""}</td><td class="rb-num">${p.points}</td>` +
    `<td><a class="rb-rule" href="${esc(ruleHref(p.rule))}" data-rule="${esc(p.rule)}">${esc(p.rule)}</a></td></tr>`,
  ).join("");
  const who = `${score.name}${score.player === seat ? " (you)" : ""}${winners.includes(score.player) ? ", winner" : ""}`;
  return `<table class="rb-breakdown${winners.includes(score.player) ? " rb-freeplay__winner" : ""}">` +
    `<caption>${esc(who)}: ${score.total} points</caption>` +
    `<thead><tr><th>Part</th><th>Points</th><th>Rule</th></tr></thead><tbody>${rows}</tbody>` +
    `<tfoot><tr><th>Total</th><th class="rb-num rb-total">${score.total}</th><th></th></tr></tfoot></table>`;
}
