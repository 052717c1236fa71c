"""7 Wonders Duel positions drawn in HTML: the military track with its coin-loss tokens, the
progress tokens, the Age's structure (face-down cards as backs), and each city with its
coins, cards by colour, Wonders and tokens; and the tables the rules page renders.

Hidden information stays hidden: a face-down card of the structure shows only its back
(Age or guild), and the Great Library's draw only to the player who chooses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.html import Raw, Verbatim, button_or_span, data_table, esc, options_table
from ..core.i18n import tr
from ..core.targets import Targets
from . import data, scoring
from .agora_render import senate_html, senator_text
from .data import RESOURCES
from .game import OPTIONS, DuelState
from .plots import STEP_HINT

PHASE_TEXT = {
    "draft": "picks a Wonder",
    "play": "takes a card: build it, discard it for coins, or build a Wonder with it",
    "progress": "chooses a progress token for a pair of science symbols",
    "library": "chooses one of the tokens the Great Library drew",
    "destroy": "chooses a card of the opponent's city to destroy",
    "revive": "chooses a discarded card to build for free",
    "start": "chooses who starts the next Age",
    "senate": "uses the senate actions of the senator just recruited",
    "plot": "makes a choice",
    "over": "",
}
SHORT = {"wood": "W", "clay": "C", "stone": "S", "glass": "G", "papyrus": "P"}


# -- pieces -------------------------------------------------------------------------
def chip(kind: str, text: object, title: str) -> str:
    return (f'<span class="rb-duel-chip rb-duel-chip--{esc(kind)}" title="{esc(title)}">'
            f"{esc(text)}</span>")


def cost_html(cost: tuple[int, ...]) -> str:
    coins = chip("coin", cost[0], tr(f"{cost[0]} coins")) if cost[0] else ""
    units = "".join(chip(r, SHORT[r], tr(r)) for r, n in zip(RESOURCES, cost[1:], strict=True)
                    for _ in range(n))
    return coins + units or f'<span class="rb-duel-free">{esc(tr("free"))}</span>'


def _or(words: Sequence[str]) -> str:
    """``wood or clay``, said in the page's language."""
    return tr(" or ".join(words))


def effect_text(ident: str) -> str:
    """What a card does, in a few words (in the page's language)."""
    spec = data.card(ident)
    if spec.senator:
        return senator_text(ident)
    bits = [tr(f"{n} {r}") for r, n in zip(RESOURCES, spec.makes, strict=True) if n]
    if spec.choice:
        bits.append(_or(spec.choice))
    if spec.fixed:
        bits.append(tr(f"{' or '.join(spec.fixed)} at {data.rule('fixed_price')}"))
    if spec.shields:
        bits.append(tr(f"{spec.shields} shield(s)"))
    if spec.science:
        bits.append(tr(spec.science))
    if spec.coins:
        bits.append(tr(f"{spec.coins} coins"))
    if spec.per:
        bits.append(tr(f"{spec.per[1]} coin(s) per {spec.per[0]}"))
    if spec.guild:
        bits.append(tr(f"guild: {' or '.join(spec.guild[0])}"))
    if spec.points:
        bits.append(tr(f"{spec.points} pt"))
    return ", ".join(bits)


def card_label(ident: str) -> str:
    spec = data.card(ident)
    # the name as printed, the colour said in the page's language, the effect already said
    # in it: no template for the whole (one passing its text through would also have let
    # any other game's English "name (word): text" through untranslated)
    label = f"{spec.name} ({tr(spec.colour)}): {effect_text(ident)}"
    if spec.needs:
        label += tr(f", free with {spec.needs}")
    if spec.gives:
        label += tr(f", chain symbol {spec.gives}")
    return label


def card_html(ident: str | None, *, back: str = "", move: str | None = None,
              extra: str = "") -> str:
    """An Age card face up, or its back (``back``: ``"age 2"``, ``"guild"``) for ``None``."""
    if ident is None:
        kind = back if back in ("guild", "senator") else "age"
        return button_or_span(f'<span class="rb-duel-card__back">{esc(tr(back))}</span>',
                              f"rb-duel-card rb-duel-card--back rb-duel-card--{kind} {extra}",
                              tr(f"face-down card: {back}"), move)
    spec = data.card(ident)
    chain = f'<span class="rb-duel-card__chain">{esc(spec.gives)}</span>' if spec.gives else ""
    inner = (f'<span class="rb-duel-card__band"></span>'
             f'<span class="rb-duel-card__name">{esc(spec.name)}</span>'
             f'<span class="rb-duel-card__cost">{_cost(spec)}</span>'
             f'<span class="rb-duel-card__does">{esc(effect_text(ident))}</span>{chain}')
    return button_or_span(inner, f"rb-duel-card rb-duel-card--{spec.colour} {extra}".strip(),
                          card_label(ident), move)


def _cost(spec: data.CardSpec) -> str:
    if spec.senator:
        return chip("coin", "+", tr("one coin for each senator you hold"))
    return cost_html(spec.cost)


def wonder_effects(ident: str) -> list[str]:
    spec = data.wonder(ident)
    does = [tr(f"{spec.points} pt")] if spec.points else []
    does += [tr(f"{spec.coins} coins")] if spec.coins else []
    does += [tr(f"opponent loses {spec.loss}")] if spec.loss else []
    does += [tr(f"{spec.shields} shield(s)")] if spec.shields else []
    does += [tr("play again")] if spec.again else []
    does += [tr(f"destroy a {spec.destroy} card")] if spec.destroy else []
    does += [tr("build a discarded card")] if spec.revive else []
    does += [tr("a token from the box")] if spec.library else []
    does += [_or(spec.choice)] if spec.choice else []
    return does


def wonder_html(ident: str, move: str | None = None, built: bool = False) -> str:
    spec = data.wonder(ident)
    does = ", ".join(wonder_effects(ident))
    inner = (f'<span class="rb-duel-wonder__name">{esc(spec.name)}</span>'
             f'<span class="rb-duel-card__cost">{cost_html(spec.cost)}</span>'
             f'<span class="rb-duel-card__does">{esc(does)}</span>')
    state = " rb-duel-wonder--built" if built else ""
    label = tr(f"{spec.name} ({'built' if built else 'not built'}): {does}")
    return button_or_span(inner, f"rb-duel-wonder{state}", label, move)


def token_html(ident: str, move: str | None = None) -> str:
    spec = data.token(ident)
    return button_or_span(f'<span class="rb-duel-token__name">{esc(spec.name)}</span>',
                          "rb-duel-token", tr(f"progress token {spec.name}"), move)


def track_html(state: DuelState) -> str:
    """The military track: 19 spaces, the pawn, the coin-loss tokens still on it."""
    cells = []
    zones = data.loot_zones()
    for space in range(-data.CAPITAL, data.CAPITAL + 1):
        marks = ""
        for z, zone in enumerate(zones):
            for side, sign in ((0, -1), (1, 1)):
                if space == sign * zone["from"] and state.loot[side * 2 + z]:
                    marks += chip("loot", zone["loss"], tr(f"token: lose {zone['loss']} coins"))
        pawn = f'<span class="rb-duel-pawn" title="{esc(tr("conflict pawn"))}"></span>' \
            if space == state.conflict else ""
        cells.append(f'<span class="rb-duel-space" data-space="{space}">{pawn}{marks}</span>')
    where = (tr("conflict pawn in the middle") if state.conflict == 0 else
             tr(f"conflict pawn {abs(state.conflict)} towards player "
                f"{2 if state.conflict > 0 else 1}'s capital"))
    return (f'<div class="rb-duel-track" role="img" aria-label="{esc(where)}">'
            f"{''.join(cells)}</div>")


# -- the whole table ------------------------------------------------------------------
def position_html(state: DuelState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it (``None``: the rules page, everything but the box);
    ``moves`` are made clickable."""
    playable = set(moves)
    tokens = "".join(token_html(t, _if(f"progress {t}", playable)) for t in state.board)
    offer = ""
    if state.offer and viewer in (None, state.current):
        offer = (f'<div class="rb-duel-offer"><span>{esc(tr("Great Library:"))}</span>'
                 + "".join(token_html(t, _if(f"progress {t}", playable)) for t in state.offer)
                 + "</div>")
    draft = "".join(wonder_html(w, _if(f"pick {w}", playable)) for w in state.draft)
    starts = "".join(button_or_span(esc(tr(f"Player {n} starts")), "rb-action",
                                    tr(f"player {n} starts the next Age"),
                                    _if(f"start {n}", playable)) for n in (1, 2)
                     if f"start {n}" in playable)
    seats = "".join(_seat(state, p, viewer, playable) for p in (1, 0))
    piles = "".join(card_html(c, move=_if(f"revive {c}", playable), extra="rb-duel-card--small")
                    for c in state.discards)
    return (
            f'<div class="rb-table rb-duel">{_status(state)}{track_html(state)}'
            + (senate_html(state.influence, playable, [
                "" if c in state.veiled else d for c, d in enumerate(state.decrees)],
                state.veiled) if state.rules.agora
               else "")
            + f'<div class="rb-duel-tokens" aria-label="{esc(tr("progress tokens on show"))}">'
            f'{tokens or esc(tr("no progress tokens left"))}</div>{offer}'
            + (f'<div class="rb-duel-draft">{draft}</div>' if draft else "")
            + (f'<div class="rb-duel-starts">{starts}</div>' if starts else "")
            + f"{_structure(state, playable)}"
            + f'<div class="rb-seats rb-duel-seats">{seats}</div>'
            + f'<div class="rb-duel-discards" aria-label="{esc(tr("discard pile"))}">'
            f'<span>{esc(tr("Discarded:"))}</span> {piles or esc(tr("none"))}</div></div>')


def targets(state: DuelState, viewer: int | None) -> Targets:
    """What a click can play: the Wonders of the draft, the structure's cards, the tokens,
    the opponent's cards (to destroy), the discards (to revive); discarding, building a
    Wonder and naming who starts have buttons of their own."""
    own = ("discard", "wonder", "start")
    if viewer is None:
        return Targets(own=own)
    phase = state.phase
    spots = [(f"pick {w}",) for w in state.draft] if phase == "draft" else []
    if phase == "play":
        spots += [(f"build {c}",) for i, c in enumerate(state.structure)
                  if c and state.visible(i)]
    if phase == "progress":
        spots += [(f"progress {t}",) for t in state.board]
    if phase == "library" and viewer == state.current:
        spots += [(f"progress {t}",) for t in state.offer]
    if phase == "destroy":
        spots += [(f"destroy {c}",) for c in state.cities[1 - viewer]]
    if phase == "revive":
        spots += [(f"revive {c}",) for c in state.discards]
    if phase == "senate":
        spots += [(f"place {n}",) for n in range(1, len(state.influence[0]) + 1)]
    return Targets(tuple(spots), own)


def _if(move: str, playable: set[str]) -> str | None:
    return move if move in playable else None


def _status(state: DuelState) -> str:
    if state.phase == "over":
        points = ", ".join(tr(f"player {p + 1}: {t}") for p, t in enumerate(state.totals()))
        said = tr(f"Game over: {state.victory} victory. Points: {points}.")
    else:
        stage = "Wonder draft" if state.phase == "draft" else f"Age {state.age}"
        if state.phase == "plot":
            said = tr(f"{stage}; player {state.current + 1} must "
                      f"{STEP_HINT[state.step_name()]!s}.")
        else:
            said = tr(f"{stage}; player {state.current + 1} {PHASE_TEXT[state.phase]}.")
    return f'<p class="rb-status">{esc(said)}</p>'


def _structure(state: DuelState, playable: set[str]) -> str:
    if not any(state.structure):
        return ""
    layout = state.layout()
    left = 1 - min(slot.x for slot in layout.slots)
    wide = max(slot.x for slot in layout.slots) + left + 1 > 12  # Agora's: 14 half-cards
    rows: list[list[str]] = [[] for _ in layout.rows]
    for i, slot in enumerate(layout.slots):
        ident = state.structure[i]
        if ident is None:
            continue
        style = f" rb-duel-at{slot.x + left}"  # its column: half-card widths from the left
        if not state.visible(i):
            back = ("guild" if data.card(ident).colour == "purple" else "senator"
                    if data.card(ident).senator else f"age {state.age}")
            rows[slot.row].append(f'<span class="rb-duel-place{style}">'
                                  f"{card_html(None, back=back)}</span>")
            continue
        open_ = state.accessible(i)
        buttons = ""
        if open_:
            sell = _if(f"discard {ident}", playable)
            buttons += button_or_span(esc(tr("Discard")), "rb-action rb-duel-sell",
                                      tr(f"discard {data.name(ident)} for coins"), sell) \
                if sell else ""
            for move in sorted(m for m in playable if m.startswith("wonder ")
                               and m.endswith(f" {ident}")):
                wonder = data.name(move.split()[1])
                buttons += button_or_span(esc(tr(f"Wonder: {wonder}")), "rb-action rb-duel-raise",
                                          tr(f"build {wonder} with {data.name(ident)}"), move)
        card = card_html(ident, move=_if(f"build {ident}", playable),
                         extra="" if open_ else "rb-duel-card--covered")
        rows[slot.row].append(f'<span class="rb-duel-place{style}">{card}{buttons}</span>')
    body = "".join(f'<div class="rb-duel-row">{"".join(cells)}</div>' for cells in rows)
    kind = "rb-duel-structure rb-duel-structure--wide" if wide else "rb-duel-structure"
    return (f'<div class="{kind}" aria-label="{esc(tr(f"Age {state.age} structure"))}">'
            f"{body}</div>")


def _seat(state: DuelState, p: int, viewer: int | None, playable: set[str]) -> str:
    title = tr(f"Player {p + 1}") + (tr(" (you)") if p == viewer else "")
    if p == state.to_move:
        title += tr(", to move")
    groups = []
    for colour in data.COLOURS:
        mine = [c for c in state.cities[p] if data.card(c).colour == colour]
        if mine:
            groups.append('<span class="rb-duel-group">' + "".join(
                card_html(c, move=_if(f"destroy {c}", playable), extra="rb-duel-card--small")
                for c in mine) + "</span>")
    wonders = "".join(wonder_html(w, built=True) for w in state.built[p])
    wonders += "".join(wonder_html(w) for w in state.wonders[p])
    tokens = "".join(token_html(t) for t in state.tokens[p])
    plots = _plots_text(state, p, viewer) if state.rules.agora else ""
    symbols = ", ".join(tr(s) for s in sorted(state.symbols(p))) or tr("none")
    said = tr(f"{state.coins[p]} coins; {state.totals()[p]} points so far; science symbols: "
              f"{symbols}")
    return (f'<section class="rb-seat rb-duel-seat" data-player="{p + 1}">'
            f'<p class="rb-duel-seat__title">{esc(title)}</p>'
            f'<p class="rb-points">{esc(said)}</p>'
            f'<div class="rb-duel-wonders">{wonders}</div>'
            f'<div class="rb-duel-city">{"".join(groups) or esc(tr("no buildings yet"))}</div>'
            f'<div class="rb-duel-tokens">{tokens}</div>{plots}</section>')


def _plots_text(state: DuelState, p: int, viewer: int | None) -> str:
    """A player's conspiracies: named for their owner, counted for anyone else."""
    ready = state.ready[p]
    if p == viewer:
        names = [data.name(c) + (tr(" (prepared)") if i < ready else "")
                 for i, c in enumerate(state.plots[p])]
        held = ", ".join(names) or tr("none")
    else:
        held = tr(f"{len(state.plots[p])} face down, {ready} prepared")
    done = ", ".join(data.name(c) for c in state.triggered[p]) or tr("none")
    said = tr(f"Conspiracies: {held}; triggered: {done}")
    return f'<p class="rb-duel-plots">{esc(said)}</p>'


# -- tables of the rules page ---------------------------------------------------------
def cards_table(age: int) -> str:
    idents = [*data.age_cards(age)] if age else list(data.guilds())
    rows = [[Raw(card_html(c)), Verbatim(spec.name), spec.colour, Raw(cost_html(spec.cost)),
             Verbatim(effect_text(c)), spec.gives or "", spec.needs or ""]
            for c in idents for spec in (data.card(c),)]
    caption = f"Age {age}: {len(rows)} cards" if age else f"The {len(rows)} guilds"
    return data_table(["Card", "Name", "Colour", "Cost", "Does", "Chain symbol",
                       "Free with"], rows, name=f"age-{age}" if age else "guilds",
                      caption=caption)


def wonders_table() -> str:
    rows = [[Raw(wonder_html(w)), Verbatim(spec.name), spec.points]
            for w, spec in data.wonders().items()]
    return data_table(["Wonder", "Name", "Points"], rows, name="wonders",
                      caption=f"The {len(rows)} Wonders")


TOKEN_TEXT = {
    "architecture": f"your Wonders cost {data.rule('reduction')} resources fewer",
    "masonry": f"your blue cards cost {data.rule('reduction')} resources fewer",
    "economy": "coins the opponent pays for trading come to you",
    "strategy": "each red card you build after this gives one more shield",
    "theology": "every Wonder you build after this lets you play again",
    "urbanism": f"{data.rule('urbanism_chain_coins')} coins each time you build by a chain",
    "mathematics": f"{data.rule('mathematics_each')} points per progress token you own",
}


def token_effects(ident: str) -> list[str]:
    spec = data.token(ident)
    does = [tr(f"{spec.coins} coins")] if spec.coins else []
    does += [tr(f"{spec.points} points")] if spec.points else []
    does += [tr(f"the {spec.science} science symbol")] if spec.science else []
    does += [tr(TOKEN_TEXT[spec.effect])] if spec.effect else []
    return does


def tokens_table() -> str:
    rows = [[Raw(token_html(t)), Verbatim(spec.name), Verbatim("; ".join(token_effects(t)))]
            for t, spec in data.progress_tokens().items()]
    return data_table(["Token", "Name", "Does"], rows, name="progress",
                      caption=f"The {len(rows)} progress tokens")


def military_table() -> str:
    rows = [[f"{z['from']}–{z['to']}", z["points"], z["loss"] or ""] for z in data.zones()]
    rows.append([str(data.CAPITAL), "military supremacy", ""])
    return data_table(["Spaces from the middle", "Points", "Coins the opponent loses"], rows,
                      name="military")


def structures_table() -> str:
    rows = [[s.age, kind, " / ".join(str(len(r)) for r in s.rows),
             ", ".join(str(r) for r in data.data()[key][i]["face_down"]), len(s.slots)]
            for key, kind, table in (("structures", "base game", data.STRUCTURES),
                                     ("agora_structures", "Agora", data.AGORA_STRUCTURES))
            for i, s in enumerate(table)]
    return data_table(["Age", "Game", "Cards per row, far end first", "Face-down rows",
                       "Cards"], rows, name="structures")


def numbers_table() -> str:
    names = {"start_coins": "Coins each player starts with",
             "progress_on_show": "Progress tokens on show", "draft_size": "Wonders on show "
             "in each round of the draft", "wonders_limit": "Wonders built in a game, at most",
             "removed_per_age": "Age cards left in the box each Age",
             "guilds_in_age_three": "Guilds shuffled into Age III",
             "discard_base": "Coins for a discarded card", "discard_per_yellow":
             "and for each yellow card you own", "trade_base": "Price of a resource from "
             "the bank", "fixed_price": "Price fixed by a yellow card",
             "science_supremacy": "Different science symbols for scientific supremacy",
             "coins_per_point": "Coins per point at the end"}
    return data_table(["Number", "Value"], [[text, data.rule(k)] for k, text in names.items()],
                      name="numbers")


def disagreements_table() -> str:
    return data_table(["Question", "How it was settled"],
                      [[k, v] for k, v in data.data()["disagreements"].items()],
                      name="disagreements")


def pad_table() -> str:
    return data_table(["Row of the score pad", "Rule"],
                      [[label, Raw(f"<code>{rule}</code>")] for _, label, rule in scoring.ROWS],
                      name="pad")


TABLES: dict[str, Callable[[], str]] = {
    **{f"age-{age}": (lambda age=age: cards_table(age)) for age in data.AGES},
    "guilds": lambda: cards_table(0),
    "wonders": wonders_table,
    "progress": tokens_table,
    "military": military_table,
    "structures": structures_table,
    "numbers": numbers_table,
    "disagreements": disagreements_table,
    "pad": pad_table,
    "options": lambda: options_table(OPTIONS),
}
