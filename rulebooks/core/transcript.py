"""Transcripts: a seeded game played by bots, move by move, with the rules each move used.

A transcript is the engine's own account of a game: every move, who made it, what
happened, the rule ids it exercised, and the final score breakdowns. It is rendered
as a read-only walkthrough page and kept under ``tests/golden/`` as a golden file,
so any change in the engine's behaviour shows up as a diff.

    python -m rulebooks transcript golf --seed 1     # print one
    python -m rulebooks golden tests/golden          # rewrite the golden files
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .html import esc, rule_link, standings_table
from .i18n import tr, tr_account
from .registry import get
from .rng import Rng
from .score import Outcome, PlayerScore
from .state import GameState


@dataclass(frozen=True)
class Entry:
    number: int
    player: int  # 0-based
    move: str
    detail: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class Transcript:
    game: str
    options: Mapping[str, Any]
    seed: int
    bot: str
    entries: tuple[Entry, ...]
    scores: tuple[PlayerScore, ...]
    outcome: Outcome
    final: GameState

    @property
    def name(self) -> str:
        return f"{self.game}-seed{self.seed}"

    def to_text(self) -> str:
        """The golden-file form: one line per move, then the breakdowns and the winners."""
        options = ", ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        lines = [f"# {self.game}, seed {self.seed}, options: {options}, bots: {self.bot}"]
        for e in self.entries:
            rules = " ".join(e.rules)
            lines.append(f"{e.number:4}. P{e.player + 1} {e.move:<14} {e.detail:<34} [{rules}]")
        for s in self.scores:
            parts = "; ".join(f"{p.label}: {p.points}" for p in s.breakdown.parts)
            lines.append(f"score {s.name}: {s.breakdown.total} ({parts})")
        lines.append("winners: " + ", ".join(f"P{w + 1}" for w in self.outcome.winners))
        return "\n".join(lines) + "\n"


def record(game: str, options: Mapping[str, Any], seed: int, bot: str = "greedy",
           limit: int = 20_000) -> Transcript:
    """Play a seeded game with ``bot`` in every seat and record it."""
    spec = get(game)
    state = spec.new_state(options, seed)
    play = spec.bots[bot]
    rng = Rng.derive(seed, "transcript", bot)
    entries = []
    for number in range(1, limit + 1):
        if state.outcome() is not None:
            break
        player = state.to_move
        move = play(state, rng)
        after = state.apply(move)
        detail, rules = spec.trace(state, move, after)
        entries.append(Entry(number, player, str(move), detail, rules))
        state = after
    outcome = state.outcome()
    if outcome is None:
        raise RuntimeError(f"{game} seed {seed} did not finish in {limit} moves")
    return Transcript(game, dict(options), seed, bot, tuple(entries), state.score(), outcome,
                      state)


GAMES_FROM_PAGE = "../../games/"  # walkthrough pages live at walkthroughs/<game>/


def render(transcript: Transcript) -> str:
    """The walkthrough page: every move with the rules it used, then the final table."""
    game = transcript.game
    rows = "".join(
        f"<tr><td class=rb-num>{e.number}</td><td>{esc(tr(f'Player {e.player + 1}'))}</td>"
        f"<td><code>{esc(e.move)}</code></td><td>{esc(tr_account(e.detail))}</td>"
        f"<td>{' '.join(rule_link(r, base=GAMES_FROM_PAGE) for r in e.rules)}</td></tr>"
        for e in transcript.entries
    )
    final = get(game).render(transcript.final, None, ())
    heads = "".join(f"<th>{esc(tr(h))}</th>"
                    for h in ("Player", "Move", "What happened", "Rules"))
    return (
        f'<div class="rb-walkthrough" data-game="{game}" data-seed="{transcript.seed}" '
        'data-search-exclude="">'
        f'<table class="rb-data rb-transcript"><thead><tr><th>#</th>{heads}'
        f"</tr></thead><tbody>{rows}"
        f"</tbody></table><h4>{esc(tr('The table at the end'))}</h4>{final}"
        f"{standings_table(transcript.scores, transcript.outcome.winners)}</div>"
    )
