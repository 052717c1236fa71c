"""Draft a tutorial script from the engine and the rule texts.

``python -m rulebooks tutorial-draft golf --option power_cards=true --seed 1``

The drafter plays seeded games: the other seats are the greedy bot, and the learner's
seat picks, among its legal moves, one that lets the learner meet a rule not met yet
(the engine's trace says which rules a move uses; a finished game's breakdown says which
scoring rules count), falling back on the greedy bot's move. At each of the learner's
turns it also tries moves seen allowed earlier in the game: one the engine now refuses,
citing a rule not met yet, becomes a refusal shown at that step (and so do the moves
``coverage.toml`` lists as tempting, which are never allowed). Of several seeded
games it keeps the one meeting the most rules in the fewest steps.

Each learner move that meets something new becomes a step, narrated from the rule
paragraphs of the game's own ``rules.md``; turns that meet nothing new are skipped
(the next step starts from its position). A last step explains the final breakdown.
The script is then replayed by the checker (``tutorial.verify``), and its coverage
measured (``coverage.measure``). An author edits the draft; the checker keeps it honest.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from . import coverage
from . import tutorial as scripts
from .errors import IllegalMove, RulesError
from .registry import get
from .rng import Rng
from .state import GameState

TRIES = 6  # seeded games searched per draft
WIDTH = 80  # legal moves weighed per learner turn (more are sampled down)
PROBES = 120  # earlier-allowed moves tried for a refusal per learner turn
LIMIT = 3000  # moves per searched game


@dataclass
class Played:
    """One move of a searched game, and the rules first met with it."""

    text: str
    player: int
    new: list[str] = field(default_factory=list)
    refusal: tuple[str, str, int | None] | None = None  # (move, rule, seat) shown before it


@dataclass
class Path:
    seed: int
    learner: int
    moves: list[Played]
    met: dict[str, str]  # rule -> how
    final: list[str]  # scoring rules met at the finished game

    def turns(self) -> list[tuple[int, list[Played]]]:
        """Each learner move (its index) with the other seats' replies that follow it."""
        found: list[tuple[int, list[Played]]] = []
        for index, played in enumerate(self.moves):
            if played.player == self.learner:
                found.append((index, []))
            elif found:
                found[-1][1].append(played)
        return found

    def key_turns(self) -> list[tuple[int, list[Played]]]:
        """The learner's turns that meet something new (by the move, a refusal or a reply)."""
        return [(index, replies) for index, replies in self.turns()
                if self.moves[index].new or self.moves[index].refusal
                or any(r.new for r in replies)]

    @property
    def steps(self) -> int:
        return len(self.key_turns())


@dataclass(frozen=True)
class Draft:
    game: str
    options: Mapping[str, Any]
    seed: int
    text: str
    script: scripts.Tutorial
    problems: tuple[str, ...]
    met: tuple[str, ...]
    counted: tuple[str, ...]


# -- searching --------------------------------------------------------------
def search(game: str, options: Mapping[str, Any], seed: int, learner: int | None = None,
           known: frozenset[str] = frozenset()) -> Path:
    """One seeded game, the learner steered toward rules not met yet (``known``: rules
    already taught elsewhere, which are not sought)."""
    spec = get(game)
    targets = set(coverage.classification(game).counted_for(options)) - known
    state = spec.new_state(dict(options), seed)
    learner = (state.to_move or 0) if learner is None else learner
    rng, bot = Rng.derive(seed, "draft"), spec.bots["greedy"]
    met: dict[str, str] = {}
    moves: list[Played] = []
    seen: dict[str, None] = {}
    while state.outcome() is None and len(moves) < LIMIT:
        player = state.to_move
        legal = state.legal_moves()
        seen.update((str(m), None) for m in legal)
        refusal = None
        if player == learner:
            refusal = _refusal(game, state, learner, seen, targets, met)
            if refusal:
                met[refusal[1]] = "refused"
            move = _steer(game, state, legal, bot(state, rng), rng, targets, met)
        else:
            move = bot(state, rng)
        after = state.apply(move)
        new = [r for r in _rules(game, state, move, after) if r in targets and r not in met]
        new = list(dict.fromkeys(new))
        met.update((r, "played") for r in new)
        moves.append(Played(str(move), player if player is not None else -1, new, refusal))
        state = after
    final = [r for r in dict.fromkeys(coverage.scored(state)) if r in targets and r not in met]
    met.update((r, "scored") for r in final)
    return Path(seed, learner, moves, met, final)


def _rules(game: str, before: GameState, move: Any, after: GameState) -> list[str]:
    trace = get(game).trace
    return list(trace(before, move, after)[1]) if trace else []


def _steer(game: str, state: GameState, legal: tuple[Any, ...], preferred: Any, rng: Rng,
           targets: set[str], met: dict[str, str]) -> Any:
    """The legal move meeting the most rules not met yet; the bot's move on a tie."""
    pool = list(legal)
    if len(pool) > WIDTH:
        pool = [pool[rng.below(len(pool))] for _ in range(WIDTH)]
    best, gain = preferred, _gain(game, state, preferred, targets, met)
    for move in pool:
        value = _gain(game, state, move, targets, met)
        if value > gain:
            best, gain = move, value
    return best


def _gain(game: str, state: GameState, move: Any, targets: set[str],
          met: dict[str, str]) -> int:
    after = state.apply(move)
    rules = set(_rules(game, state, move, after)) | set(coverage.scored(after))
    return len({r for r in rules if r in targets and r not in met})


def _refusal(game: str, state: GameState, learner: int, seen: dict[str, None],
             targets: set[str], met: dict[str, str]) -> tuple[str, str, int | None] | None:
    """A move allowed earlier that the engine now refuses under a rule not met yet."""
    legal = {str(m) for m in state.legal_moves()}
    tried = [*coverage.classification(game).tempting,
             *[m for m in reversed(list(seen)) if m not in legal][:PROBES]]
    for text in tried:
        try:
            state.apply(text, player=learner)
        except IllegalMove as error:
            if error.rule in targets and error.rule not in met:
                return text, error.rule, None
        except RulesError:
            continue
    order = f"{game}.turn.order"
    if order in targets and order not in met and state.players > 1 and legal:
        other = (learner + 1) % state.players
        text = sorted(legal)[0]
        try:
            state.apply(text, player=other)
        except IllegalMove as error:
            if error.rule == order:
                return text, order, other
    return None


def best_path(game: str, options: Mapping[str, Any], seed: int, tries: int = TRIES,
              learner: int | None = None, known: frozenset[str] = frozenset()) -> Path:
    """Of ``tries`` seeded games from ``seed`` on, the one meeting most rules in fewest steps."""
    paths = [search(game, options, seed + n, learner, known) for n in range(tries)]
    return max(paths, key=lambda p: (len(p.met), -p.steps, -p.seed))


# -- writing ----------------------------------------------------------------
LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")


TABLE_NOTE = " (the table on the rules page gives the details)."


def _paragraph(game: str, rule: str) -> str:
    """A rule's paragraph from rules.md, without links, and pointing at its tables."""
    text = LINK.sub(r"\1", coverage.paragraphs(game).get(rule, ""))
    text = re.sub(r":(\n\n|$)", lambda m: TABLE_NOTE + m.group(1), text)
    return text.replace("the table below", "the table on the rules page")


def _heading(game: str, rule: str) -> str:
    """A step title: the rules page's section of the rule, and the rule's last word."""
    section = coverage.sections(game).get(rule, "")
    word = rule.removeprefix(f"{game}.").split(".")[-1].replace("-", " ")
    return f"{section}: {word}" if section else word.capitalize()


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _block(text: str) -> str:
    if '"""' in text or "\\" in text:
        return _quote(text)
    return '"""\n' + text.strip() + '\n"""'


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, str)):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{_key_name(k)} = {_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {value!r} as TOML")


def _key_name(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _quote(key)


def _step(fields: dict[str, Any]) -> str:
    lines = ["[[steps]]"]
    for key, value in fields.items():
        if value in (None, [], {}):
            continue
        lines.append(f"{key} = {_block(value) if key == 'text' else _value(value)}")
    return "\n".join(lines)


def _who(path: Path, seat: int) -> str:
    return "you" if seat == path.learner else f"player {seat + 1}"


def steps(game: str, options: Mapping[str, Any], path: Path,
          intro: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The script's steps along ``path``: an opening, one per key move, the final scores."""
    setup = {**options, "seed": path.seed}
    goal = _paragraph(game, f"{game}.goal")
    found = [intro or {"id": "start", "title": "The game", "text":
                       f"You are player {path.learner + 1}. {goal}".strip()}]
    done, pending = 0, []  # moves replayed so far; the last replies, to narrate next
    for index, replies in path.key_turns():
        played = path.moves[index]
        text = _meanwhile(game, path, pending)
        if index > done:
            text.append("Then some turns later:" if text else "Some turns later.")
        if played.refusal:
            text += ["Not every move is allowed here:", _paragraph(game, played.refusal[1])]
        if played.new:
            text += ["Your move now brings in " + ("a new rule:" if len(played.new) == 1
                                                  else "new rules:"),
                     *(_paragraph(game, rule) for rule in played.new)]
        text.append(f"Now play `{played.text}`.")
        refusal = played.refusal
        rules = [*([refusal[1]] if refusal else []), *(r for m in pending for r in m.new),
                 *played.new]
        found.append({
            "id": f"move-{index + 1}",
            "title": _heading(game, (played.new or [refusal[1] if refusal else played.text])[0]),
            "text": "\n\n".join(t for t in text if t),
            "position": ({"setup": setup, "moves": [m.text for m in path.moves[:index]]}
                         if index > done else None),
            "do": played.text,
            "hints": [f"Play `{played.text}`."],
            "highlight": [played.text],
            "rules": list(dict.fromkeys(r for r in rules if r)),
            "reply": [m.text for m in replies],
            "refuse": ({"move": refusal[0], "rule": refusal[1],
                        **({"player": refusal[2] + 1} if refusal[2] is not None else {})}
                       if refusal else None),
        })
        pending = replies
        done = index + 1 + len(replies)
    found.append(_final(game, path, setup, done, pending))
    return found


def _meanwhile(game: str, path: Path, replies: list[Played]) -> list[str]:
    """What the other seats' last moves showed: the moves, then each new rule's paragraph."""
    rules = [r for m in replies for r in m.new]
    if not rules:
        return []
    moves = ", ".join(f"`{m.text}`" for m in replies)
    return [f"The other players then played {moves}, which brings in "
            + ("a new rule:" if len(rules) == 1 else "new rules:"),
            *(_paragraph(game, r) for r in rules)]


def _final(game: str, path: Path, setup: dict[str, Any], done: int,
           pending: list[Played]) -> dict[str, Any]:
    state = get(game).new_state({k: v for k, v in setup.items() if k != "seed"}, path.seed)
    for played in path.moves:
        state = state.apply(played.text)
    mine = state.score()[path.learner].breakdown
    lines = [f"{part.label}: {{{{standings.{path.learner}.parts.{n}.points}}}}"
             for n, part in enumerate(mine.parts)]
    text = [*_meanwhile(game, path, pending), "The game is over. Your score, line by line: "
            + "; ".join(lines) + f"; in all {{{{standings.{path.learner}.total}}}}."]
    text += [_paragraph(game, rule) for rule in path.final]
    check = {f"standings.{path.learner}.parts.{n}.label": part.label
             for n, part in enumerate(mine.parts)}
    return {
        "id": "scores", "title": "The final scores", "text": "\n\n".join(text),
        "position": ({"setup": setup, "moves": [m.text for m in path.moves]}
                     if done < len(path.moves) else None),
        "rules": list(dict.fromkeys([*(r for m in pending for r in m.new), *path.final])),
        "check": check,
    }


def render(game: str, options: Mapping[str, Any], seed: int, path: Path,
           title: str, command: str) -> str:
    """The TOML text of a drafted script."""
    spec = get(game)
    head = [
        f"# Drafted by `{command}`:",
        "# the engine played seeded games and kept the path meeting the most rules; the",
        "# narration is taken from rules.md. Edit it freely: the checker replays every step.",
        f"id = {_quote('draft-' + str(seed))}",
        f"title = {_quote(title)}",
        f"summary = {_quote(f'A game of {spec.title} drafted from the rules: each step meets a rule for the first time.')}",  # noqa: E501
        f"learner = {path.learner + 1}",
        f"setup = {_value({**options, 'seed': path.seed})}",
        'replies = "greedy"',
        f"free_play = {_value(dict(options))}",
    ]
    body = [_step(fields) for fields in steps(game, options, path)]
    return "\n".join(head) + "\n\n" + "\n\n".join(body) + "\n"


def draft(game: str, options: Mapping[str, Any] | None = None, seed: int = 1,
          title: str = "", command: str = "") -> Draft:
    """Search, write and check a tutorial script for ``game`` with ``options``."""
    spec, options = get(game), dict(options or {})
    path = best_path(spec.slug, options, seed)
    label = ", ".join(f"{k} = {v}" for k, v in options.items())
    title = title or f"{spec.title}: a drafted game" + (f" ({label})" if label else "")
    command = command or f"python -m rulebooks tutorial-draft {spec.slug} --seed {seed}"
    text = render(spec.slug, options, seed, path, title, command)
    script = scripts.parse(text, spec.slug)
    problems = tuple(scripts.verify(script))
    counted = coverage.classification(spec.slug).counted_for(options)
    met = coverage.measure(script) if not problems else {}
    return Draft(spec.slug, options, seed, text, script, problems,
                 tuple(r for r in counted if r in met), counted)


DRAFTED_BELOW = "# The steps below were drafted by"


def extend(game: str, name: str = "tutorial", seed: int = 1, command: str = "") -> Draft:
    """The script ``name`` of ``game`` with drafted steps added after its own: a new deal
    (same options and seat) steered toward the counted rules the script does not meet.
    Steps drafted earlier (after the ``DRAFTED_BELOW`` line) are replaced."""
    spec = get(game)
    own = (spec.tutorial_text(name) or "").split(DRAFTED_BELOW)[0].rstrip()
    script = scripts.parse(own, spec.slug)
    counted = coverage.classification(spec.slug).counted
    known = frozenset(coverage.measure(script)) & frozenset(counted)
    options = {k: v for k, v in script.setup.items() if k != "seed"}
    path = best_path(spec.slug, options, seed, learner=script.learner, known=known)
    intro = {"id": "more", "title": "More rules, in a new game",
             "text": "A new deal, with the same options, to meet the rules the game above "
                     "did not reach.",
             "position": {"setup": {**options, "seed": path.seed}, "moves": []}}
    added = steps(spec.slug, options, path, intro)
    for fields in added[1:]:
        fields["id"] = f"more-{fields['id']}"
    command = command or f"python -m rulebooks tutorial-draft {spec.slug} --extend --seed {seed}"
    text = own + (
        f"\n\n{DRAFTED_BELOW} `{command}`:\n"
        "# a new deal steered toward the rules the steps above leave out.\n\n"
        + "\n\n".join(_step(fields) for fields in added) + "\n")
    extended = scripts.parse(text, spec.slug)
    problems = tuple(scripts.verify(extended))
    met = coverage.measure(extended) if not problems else {}
    return Draft(spec.slug, options, seed, text, extended, problems,
                 tuple(r for r in counted if r in met), counted)
