"""Tutorials and free play as the page plays them: the full state stays here.

A tutorial is replayed from the learner's progress (the moves made, one per step), so a
reload or a shared link needs nothing else. A free-play game lives in a session kept in
memory under an id; the page holds the id and gets back only what its seat may know
(the drawing and the legal moves for that seat, the other seats' moves as they are
played), never the state itself.
"""

from __future__ import annotations

import itertools
import os
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .core import tutorial
from .core.bots import play_until
from .core.errors import NotationError, RulesError
from .core.html import Links, breakdown_table, esc, rule_link, simple_markdown
from .core.i18n import tr
from .core.registry import get
from .core.rng import Rng
from .core.said import move_words
from .core.state import GameState
from .core.targets import Targets, offered

KEEP = 8  # free-play sessions kept at once (a page holds one per game it shows)


class ProgressError(RulesError):
    """Saved or shared progress, or a session, that cannot be used."""

    def __init__(self, message: str, code: str, where: str = "progress") -> None:
        super().__init__(message, where=where)
        self.code = code


# -- a position for one seat ----------------------------------------------------------
def table(game: str, state: GameState, viewer: int, acting: bool = True) -> dict[str, Any]:
    """``state`` as ``viewer`` may see it: its view (JSON), and the drawing with the moves
    it may click (legal ones and the refused ones a player might try there, so that a wrong
    click is answered with its rule), and the legal moves with nothing to click
    (``unshown``). All of it is made from a redealt position (everything hidden from the
    viewer dealt again at random), so nothing the viewer may not know can reach the page."""
    spec = get(game)
    seen = spec.redeal(state, viewer, unpredictable()) if spec.redeal else state
    turn = acting and seen.outcome() is None and seen.to_move == viewer
    found = spec.targets(seen, viewer) if spec.targets and turn else Targets()
    legal = ([str(m) for m in seen.legal_moves() if str(m) not in found.theirs]
             if turn else [])
    offer = offered(found, seen, viewer, legal)
    outcome = seen.outcome()
    return {
        "view": spec.view(seen, viewer) if spec.view else {},
        "to_move": seen.to_move,
        "legal": legal,
        "tempting": offer.tempting,
        "unshown": offer.unshown,
        "html": spec.render(seen, viewer, offer.picks),
        "outcome": outcome.to_dict() if outcome else None,
    }


def unpredictable() -> Rng:
    """A generator the page cannot foresee (the operating system's randomness)."""
    return Rng(int.from_bytes(os.urandom(8), "big"))


def result_html(state: GameState, viewer: int, links: Links) -> str:
    """The end of a game: who won, why (with the rule), and every player's score breakdown,
    the viewer's and the winners' marked."""
    outcome = state.outcome()
    if outcome is None:
        return ""
    winners = outcome.winners
    names = tr(" and ").join(tr("you") if w == viewer else tr(f"Player {w + 1}")
                             for w in winners)
    reason = f": {esc(tr(outcome.reason))}" if outcome.reason else ""
    rule = f" ({rule_link(outcome.rule, links.here, base=links.base)})" if outcome.rule else ""
    tables = [f'<p class="rb-freeplay__outcome" tabindex="-1"><strong>{esc(tr("Game over"))}'
              f"</strong>{reason}{rule}. {esc(tr(f'Winner: {names}.'))}</p>"]
    for score in state.score():
        who = tr(score.name) + (tr(" (you)") if score.player == viewer else "")
        who += tr(", winner") if score.player in winners else ""
        mark = "rb-freeplay__winner" if score.player in winners else ""
        tables.append(breakdown_table(score.breakdown, links.here, f"{who}: "
                                      + tr(f"{score.breakdown.total} points"), links.base, mark))
    return "".join(tables)


# -- tutorials ------------------------------------------------------------------------
def tutorial_info(game: str) -> dict[str, Any]:
    """A game's tutorial: title, version and steps. ``game`` may name one of the game's
    other tutorials: ``golf/tutorial-powers``."""
    script = tutorial.load_ref(game)
    return {
        "id": script.id,
        "title": script.title,
        "summary": script.summary,
        "version": script.version,
        "learner": script.learner,
        "free_play": dict(script.free_play),
        "steps": [{"id": s.id, "title": s.title, "acts": s.do is not None,
                   "hints": list(s.hints), "highlight": list(s.highlight),
                   "rules": list(s.rules)} for s in script.steps],
    }


def tutorial_view(game: str, progress: Any) -> dict[str, Any]:
    """Replay a learner's progress (``{"version": ..., "moves": [...]}``) and describe the
    step reached. Progress from another version, or that does not replay, is refused with
    code ``stale`` or ``progress`` so the page can explain and restart."""
    script = tutorial.load_ref(game)
    return _step_answer(script.game, script, _replay(script, progress))


def tutorial_try(game: str, progress: Any, move: str) -> dict[str, Any]:
    """Judge the learner's move at the current step. Accepted: the new progress and view.
    Refused: why (a rule, with its link, or what the step asks). The script is replayed
    once, up to the current step."""
    script = tutorial.load_ref(game)
    reached = _replay(script, progress)
    if reached.done:
        return {"accepted": False, "message": tr("the tutorial is finished"), "error": None}
    verdict = tutorial.judge(script, reached.index, reached.state, move)
    if not verdict.accepted:
        return {"accepted": False, "message": tr(verdict.message),
                "error": verdict.error.to_dict() if verdict.error else None}
    state, _ = tutorial.finish(script, reached.index, reached.state, move)
    index = reached.index + 1
    done = index >= len(script.steps)
    if not done:
        state = tutorial.enter(script, index, state)
    after = tutorial.Progress(index, state, [*reached.moves, move], done)
    return {"accepted": True, **_step_answer(script.game, script, after)}


def _replay(script: tutorial.Tutorial, progress: Any) -> tutorial.Progress:
    if not isinstance(progress, dict) or progress.get("version") != script.version:
        raise ProgressError("this progress was saved by another version of the tutorial",
                            code="stale")
    try:
        return tutorial.replay(script, progress.get("moves"))
    except RulesError as error:
        raise ProgressError(f"the saved moves no longer replay: {error.message}",
                            code="progress") from None


def _step_answer(game: str, script: tutorial.Tutorial, reached: tutorial.Progress
                 ) -> dict[str, Any]:
    step = None if reached.done else script.steps[reached.index]
    acting = step is not None and step.do is not None
    return {
        **table(game, reached.state, script.learner, acting),
        "version": script.version,
        "moves": reached.moves,
        "index": reached.index,
        "done": reached.done,
        "text": simple_markdown(tutorial.step_text(script, step, reached.state)) if step else "",
        "title": step.title if step else "",
    }


# -- free play ------------------------------------------------------------------------
@dataclass
class FreePlay:
    """One game against the bots: the reader's seat, the bot, the state and the bots'
    randomness (from the game's seed, carried on from one call to the next)."""

    game: str
    seat: int
    bot: str
    state: GameState
    rng: Rng


_sessions: OrderedDict[str, FreePlay] = OrderedDict()
_ids = itertools.count(1)


def free_play_start(game: str, options: dict[str, Any], seat: int, bot: str, links: Links,
                    seed: int | None = None) -> dict[str, Any]:
    """A new game; the bots play until it is ``seat``'s turn. Without a ``seed`` the engine
    picks one the page never sees (the deck order follows from it)."""
    spec = get(game)
    if seed is None:
        seed = unpredictable().below(1 << 31)
    if bot not in spec.bots:
        raise NotationError(f"no bot called {bot!r}; the bots are: {', '.join(spec.bots)}",
                            where="bot")
    state = spec.new_state(options, seed)
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        raise NotationError(f"seat {seat!r} is not a seat of this game", where="seat")
    session = FreePlay(game, seat, bot, state, Rng.derive(seed, "free-play", bot))
    key = f"{game}-{next(_ids)}"
    _sessions[key] = session
    while len(_sessions) > KEEP:
        _sessions.popitem(last=False)
    return {"session": key, **_advance(session, [], links)}


def free_play_move(session: str, move: str, links: Links) -> dict[str, Any]:
    """The reader's move: refused with its rule (nothing changes), or played and answered
    by the bots until it is the reader's turn again or the game ends."""
    current = _session(session)
    before = current.state
    after = before.apply(move, current.seat)
    current.state = after
    said = _words(current)(before, move, after)
    return _advance(current, [{"seat": current.seat, "move": move, "said": said}], links)


def _words(session: FreePlay) -> Callable[[GameState, Any, GameState], str | None]:
    """The moves of ``session`` in words its reader may be told (``core.said``)."""
    spec, rng = get(session.game), session.rng.fork("words")
    return lambda before, move, after: move_words(spec, before, move, after, session.seat, rng)


def _session(key: str) -> FreePlay:
    if key not in _sessions:
        raise ProgressError("this game is no longer kept by the engine; start a new one",
                            code="session", where="free play")
    _sessions.move_to_end(key)
    return _sessions[key]


def _advance(session: FreePlay, played: list[dict[str, Any]], links: Links) -> dict[str, Any]:
    bot = get(session.game).bots[session.bot]
    session.state, moves = play_until(session.state, session.seat, bot, session.rng,
                                      say=_words(session))
    mask = get(session.game).mask
    if mask is not None:  # a card played face down is named neither in notation nor words
        moves = [m if mask(m["move"], m["seat"], session.seat) == m["move"]
                 else {**m, "move": mask(m["move"], m["seat"], session.seat), "said": None}
                 for m in moves]
    answer = {"played": [*played, *moves],
              **table(session.game, session.state, session.seat)}
    if session.state.outcome() is not None:
        answer["result_html"] = result_html(session.state, session.seat, links)
    return answer
