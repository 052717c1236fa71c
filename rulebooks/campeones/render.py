"""Campeones positions drawn as cards, tokens and dice (HTML and SVG, no emoji), for the page,
the examples and the tutorial; and the tables the rules page renders from ``data.toml``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.html import Verbatim, button_or_span, data_table, esc
from ..core.i18n import tr
from ..core.targets import Targets
from . import contest, data
from .game import PERIODS, CampeonesState
from .moves import DECK

PHASE_TEXT = {
    "pick": "takes a match card",
    "attack": "plays a card, signs, motivates or passes",
    "choose": "chooses a shot or a pass",
    "spend": "adds activated tokens",
    "save": "decides on the goalkeeper's roll",
    "special": "chooses a special card",
    "over": "",
}
VALUE_NAMES = ("shot", "pass", "defence")
PIPS = {1: ((2, 2),), 2: ((1, 1), (3, 3)), 3: ((1, 1), (2, 2), (3, 3)),
        4: ((1, 1), (3, 1), (1, 3), (3, 3)), 5: ((1, 1), (3, 1), (2, 2), (1, 3), (3, 3)),
        6: ((1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3))}


def card_html(code: str | None, *, move: str | None = None, label: str = "") -> str:
    """One card: its code, kind and the three values; ``None`` draws its back."""
    if code is None:
        return button_or_span("", "rb-card rb-card--back rb-camp-card",
                              label or tr("face-down card"), move)
    spec = data.card(code)
    values = "".join(f'<span class="rb-camp-v rb-camp-v--{name}">{value}</span>'
                     for name, value in zip(VALUE_NAMES, spec.values, strict=True))
    tokens = (f'<span class="rb-camp-card__tokens">+{esc(spec.tokens)}</span>'
              if spec.tokens else "")
    team = "" if spec.team is None else f" rb-camp-card--team{spec.team}"
    inner = (f'<span class="rb-camp-card__code">{esc(code)}</span>'
             f'<span class="rb-camp-card__kind">{esc(tr(_kind(spec.kind)))}</span>'
             f'<span class="rb-camp-vals">{values}</span>{tokens}')
    said = _values_said(spec.values)
    return button_or_span(inner, f"rb-card rb-camp-card rb-camp-card--{spec.kind}{team}",
                          label or f"{code}, {tr(spec.name)}: {said}", move)


def die_svg(value: int, label: str) -> str:
    """A die face drawn in SVG."""
    pips = "".join(f'<circle cx="{4 + 6 * x}" cy="{4 + 6 * y}" r="2.1"/>'
                   for x, y in PIPS[value])
    return (f'<svg class="rb-camp-die" viewBox="0 0 32 32" role="img" '
            f'aria-label="{esc(tr(label))}: {value}"><rect x="1" y="1" width="30" height="30" '
            f'rx="6"/><g transform="translate(0 0)">{pips}</g></svg>')


def row_html(cards: Sequence[str], title: str, moves: dict[str, str] | None = None,
             hidden: bool = False) -> str:
    moves = moves or {}
    shown = ("".join(card_html(None) for _ in cards) if hidden
             else "".join(card_html(c, move=moves.get(c)) for c in cards))
    empty = f'<span class="rb-hand__empty">{esc(tr("none"))}</span>' if not cards else ""
    return (f'<figure class="rb-hand rb-camp-row"><figcaption>{esc(title)}</figcaption>'
            f'<div class="rb-hand__cards">{shown}{empty}</div></figure>')


def tokens_html(ready: Sequence[int], reserve: Sequence[int]) -> str:
    chips = "".join(f'<span class="rb-camp-token rb-camp-token--{letter}" role="img" '
                    f'aria-label="{esc(_tokens_said(letter, n, r))}">{esc(letter)} {n}'
                    f'<small>/{r}</small></span>'
                    for letter, n, r in zip(data.TOKENS, ready, reserve, strict=True))
    return f'<div class="rb-camp-tokens">{chips}</div>'


def position_html(state: CampeonesState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The match as ``viewer`` sees it; ``moves`` are made clickable. With ``viewer=None``
    (the rules page) both hands are shown."""
    playable = set(moves)
    seats = "".join(_seat(state, p, viewer, playable) for p in range(2))
    pitch = {c: f"take {i + 1}" for i, c in enumerate(state.pitch)
             if f"take {i + 1}" in playable}
    show = {c: f"sign {i + 1}" for i, c in enumerate(state.show) if f"sign {i + 1}" in playable}
    deck_move = f"take {DECK}" if f"take {DECK}" in playable else None
    size = len(state.match_deck)
    deck = (card_html(None, label=tr(f"match deck, {size} cards"), move=deck_move)
            if state.match_deck else "")
    middle = (f'<div class="rb-piles">{row_html(state.pitch, tr("Pitch"), pitch)}'
              f'<div class="rb-pile"><span>{esc(tr(f"Match deck ({size})"))}</span>{deck}'
              f'</div>{row_html(state.show, tr("Signings on show"), show)}</div>')
    actions = "".join(button_or_span(esc(tr(_action_text(m))), "rb-action",
                                     tr(_action_text(m)), m)
                      for m in moves if m.split()[0] in ("pass", "attempt", "spend", "save",
                                                          "concede"))
    actions = f'<div class="rb-actions">{actions}</div>' if actions else ""
    return (f'<div class="rb-table rb-camp">{status_html(state)}{_dice(state)}{middle}'
            f'<div class="rb-seats">{seats}</div>{actions}</div>')


def status_html(state: CampeonesState) -> str:
    goals = state.totals()
    score = (f"{data.teams()[0]} {goals[0]} : {goals[1]} {data.teams()[1]}")
    if state.phase == "over":
        return (f'<p class="rb-status"><strong>{esc(score)}</strong>; '
                f'{esc(tr("the match is over."))}</p>')
    when = PERIODS[state.period] + (", injury time" if state.injury else "")
    who = data.teams()[state.current]
    ball = data.teams()[state.attacker]
    said = tr(f"{when}, round {state.period_round + 1}; {ball} attacks; {who} "
              f"{PHASE_TEXT[state.phase]}.")
    return f'<p class="rb-status"><strong>{esc(score)}</strong>; {esc(said)}</p>'


def targets(state: CampeonesState, viewer: int | None) -> Targets:
    """What a click can play: pitch cards, the match deck, signings on show, the cards in
    the viewer's hand and bench; the other moves have buttons."""
    own = ("pass", "attempt", "spend", "save", "concede")
    if viewer is None or state.to_move != viewer:
        return Targets(own=own)
    spots = [(f"take {i + 1}",) for i in range(len(state.pitch))]
    spots += [(f"take {DECK}",)] if state.match_deck else []
    spots += [(f"sign {i + 1}",) for i in range(len(state.show))]
    spots += [(f"play {c}",) for c in state.hands[viewer]]
    spots += [(f"motivate {c}",) for c in state.benches[viewer]]
    spots += [(f"special {c}", f"block {c}") for c in state.specials[viewer]]
    return Targets(tuple(spots), own)


def _action_text(move: str) -> str:
    words = move.split()
    return {"pass": "Pass (no more cards)", "save": "Roll for the goalkeeper",
            "concede": "Do not roll"}.get(words[0]) or (
        f"Attempt a {words[1]}" if words[0] == "attempt" else f"Spend {words[1]} token(s)")


def _values_said(values: Sequence[int]) -> str:
    shot, passing, defence = values
    return tr(f"shot {shot}, pass {passing}, defence {defence}")


def _tokens_said(letter: str, ready: int, reserve: int) -> str:
    kind = data.TOKEN_NAMES[letter]
    return tr(f"{ready} activated {kind} token(s), {reserve} in reserve")


def _kind(kind: str) -> str:
    return {"goalkeeper": "keeper", "field": "player", "fan": "fans",
            "fatigue": "fatigue", "special": "special"}[kind]


def _dice(state: CampeonesState) -> str:
    parts = []
    if state.dice:
        parts += [die_svg(state.dice[0], "attacker's die"), die_svg(state.dice[1],
                                                                     "defender's die")]
    if state.keeper_die is not None:
        parts.append(die_svg(state.keeper_die, "goalkeeper's die"))
    if state.revealed:
        parts.append(row_html(state.revealed, tr("Special cards revealed")))
    return f'<div class="rb-camp-dice">{"".join(parts)}</div>' if parts else ""


def _seat(state: CampeonesState, p: int, viewer: int | None, playable: set[str]) -> str:
    acting = p == state.to_move and viewer in (None, p)
    hidden = viewer not in (None, p)
    title = data.teams()[p] + (tr(" (you)") if p == viewer else "")
    title += tr(" — attacking") if p == state.attacker else tr(" — defending")
    if state.passed[p] and state.phase == "attack":
        title += tr(" — passed")
    plays = {c: f"play {c}" for c in state.hands[p] if acting and f"play {c}" in playable}
    bench = {c: f"motivate {c}" for c in state.benches[p]
             if acting and f"motivate {c}" in playable}
    specials = {c: f"{verb} {c}" for c in state.specials[p] for verb in ("special", "block")
                if acting and f"{verb} {c}" in playable}
    secret, own_specials = "", state.specials[p]
    if state.secret is not None and p == state.attacker:
        shown = viewer in (None, p)
        secret = row_html((state.secret,), tr("Special card chosen"), hidden=not shown)
        if not shown:  # one of these is face down: which one is not told
            own_specials = tuple(sorted((*own_specials, state.secret)))
    values = _values_said(tuple(state.strength(p, name) for name in VALUE_NAMES))
    piles = tr(f"Draw deck {len(state.decks[p])}, discard {len(state.discards[p])}")
    return (f'<section class="rb-seat rb-camp-seat"><h4 class="rb-camp-team">{esc(title)}</h4>'
            f"{tokens_html(state.ready[p], state.reserve[p])}"
            f'{row_html(state.areas[p], tr(f"In play ({values})"))}'
            f'{row_html(state.hands[p], tr(f"Hand ({len(state.hands[p])})"), plays, hidden)}'
            f'{row_html(state.benches[p], tr("Bench"), bench)}'
            f'{row_html(own_specials, tr("Special cards"), specials)}{secret}'
            f'<p class="rb-points">{esc(piles)}</p></section>')


# -- tables of the rules page ---------------------------------------------
def _card_rows(codes: Sequence[str], extra: Callable[[str], list[object]]) -> list[list[object]]:
    return [[code, data.card(code).name, _kind(data.card(code).kind),
             *data.card(code).values, data.card(code).tokens or "–", *extra(code)]
            for code in codes]


HEAD = ["Card", "Name", "Kind", "Shot", "Pass", "Defence", "Activates"]


def team_table(seat: int) -> str:
    codes = data.team_cards(seat)
    return data_table(HEAD, _card_rows(codes, lambda c: []), name=f"team{seat}",
                      caption=f"{data.teams()[seat]}: {len(codes)} starting cards "
                      "(values unconfirmed)")


def match_table() -> str:
    rows = [[half + 1, *row] for half in range(2)
            for row in _card_rows(data.match_cards(half), lambda c: [])]
    return data_table(["Half", *HEAD], rows, name="match",
                      caption=f"Match decks: {len(data.match_cards(0))} cards a half "
                      "(values unconfirmed)")


def signings_table() -> str:
    return data_table([*HEAD, "Cost"], _card_rows(data.signings(),
                                                  lambda c: [data.card(c).cost]),
                      name="signings", caption="Signings (values and costs unconfirmed)")


def specials_table() -> str:
    codes = [*data.specials(0), *data.specials(1)]
    rows = [[c, data.teams()[data.card(c).team], data.card(c).shot, data.card(c).defence]
            for c in codes]
    return data_table(["Card", "Team", "Shot", "Defence"], rows, name="specials",
                      caption="Special cards (values unconfirmed)")


def bench_table() -> str:
    codes = [*data.bench(0), *data.bench(1)]
    return data_table([*HEAD, "Replaces", "Cost"], _card_rows(
        codes, lambda c: [data.card(c).replaces, data.card(c).cost]), name="bench",
        caption="Motivation cards on the benches (values and costs unconfirmed)")


def numbers_table() -> str:
    g = data.game
    rows = [["Cards in hand after the draw phase", g("hand")],
            ["Match cards on the pitch", g("pitch")],
            ["Cards in play in a round (both areas)", data.limit(False)],
            ["Cards in play in a round of extra time", data.limit(True)],
            ["Rounds in each half of extra time", g("extra_rounds")],
            ["Action tokens of each kind per coach", g("tokens")],
            ["Match cards per half", len(data.match_cards(0))]]
    return data_table(["What", "How many"], rows, name="numbers")


def keeper_table() -> str:
    odds = contest.keeper_odds()
    rows = [[f"1 to {data.game('save')}", "save: the defender gets the ball", odds["save"]],
            [f"{data.game('save') + 1} to {data.game('corner')}",
             "corner: the attacker keeps the ball", odds["corner"]],
            [f"{data.game('corner') + 1} to {data.game('die')}", "goal", odds["goal"]]]
    return data_table(["Die", "Result", "Chance"], rows, name="keeper")


def odds_table() -> str:
    """The attacker's chance for each difference of totals before the dice."""
    rows = [[diff, contest.attack_odds(diff, 0, False), contest.attack_odds(diff, 0, True)]
            for diff in range(-6, 7)]
    return data_table(["Attacker's lead before the dice", "Attacker wins",
                       "With assured success"], rows, name="odds")


def sources_table() -> str:
    rows = [[Verbatim(s["title"]), Verbatim(s.get("date", "")), s.get("used_for", "")]
            for s in data.sources().values()]
    return data_table(["Source", "Date", "Used for"], rows, name="sources")


def unconfirmed_table() -> str:
    rows = [[key.replace("_", " "), text] for key, text in data.unconfirmed().items()]
    return data_table(["Unconfirmed", "What we assumed"], rows, name="unconfirmed")


TABLES: dict[str, Callable[[], str]] = {
    "nankatsu": lambda: team_table(0),
    "toho": lambda: team_table(1),
    "match": match_table,
    "signings": signings_table,
    "bench": bench_table,
    "specials": specials_table,
    "numbers": numbers_table,
    "keeper": keeper_table,
    "odds": odds_table,
    "sources": sources_table,
    "unconfirmed": unconfirmed_table,
}
