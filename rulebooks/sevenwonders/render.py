"""7 Wonders positions drawn as cards, boards and coins (the site's own HTML and SVG), for
the page, the examples and free play; and the tables the rules page renders from
``data.toml``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from ..core.html import Raw, Verbatim, data_table, esc, options_table
from ..core.i18n import tr
from ..core.targets import Targets
from . import data
from .armada import naval, share, taxes
from .city import City
from .game import OPTIONS, SevenWondersState
from .leaders_view import check_table, choice_mark, leaders_check_table, leaders_table, seat_leaders
from .scoring import science

# the site's own shape for each card colour, so colours are told apart without colour
SHAPES = {
    "brown": '<rect x="2" y="2" width="12" height="12"/>',
    "grey": '<polygon points="8,1 15,8 8,15 1,8"/>',
    "blue": '<circle cx="8" cy="8" r="6.5"/>',
    "yellow": '<polygon points="8,1 15,15 1,15"/>',
    "red": '<polygon points="5,1 11,1 11,5 15,5 15,11 11,11 11,15 5,15 5,11 1,11 1,5 5,5"/>',
    "green": '<polygon points="4,1 12,1 15,8 12,15 4,15 1,8"/>',
    "purple": '<polygon points="8,1 10,6 15,6 11,9 13,15 8,11 3,15 5,9 1,6 6,6"/>',
    "black": '<polygon points="1,1 15,1 15,4 4,4 4,15 1,15"/>',
}
VERB_TEXT = {"build": "Build", "wonder": "Wonder stage", "project": "Stage + Edifice",
             "sell": "Sell", "revive": "Build free"}
PHASE_TEXT = {
    "choose": "choosing a card",
    "seventh": "playing the last card of the hand",
    "revive": "building a card from the discard pile",
    "over": "game over",
    "draft": "drafting a leader",
    "debt": "choosing how many of the coins lost to pay",
    "leader": "playing a leader",
}


def symbol(colour: str) -> str:
    return (f'<svg class="rb-sw-sym" viewBox="0 0 16 16" width="14" height="14" '
            f'aria-hidden="true" focusable="false">{SHAPES[colour]}</svg>')


def letters(cost: str) -> str:
    """``WWO`` as "2 wood, 1 ore"."""
    if not cost:
        return ""
    return ", ".join(tr(f"{n} {data.resource_name(x)}") for x, n in Counter(cost).items())


def stage_cost_text(stage: data.Stage) -> str:
    """A stage's resources and, for Petra's, its coins."""
    return ", ".join(x for x in (letters(stage.cost), tr(f"{stage.coin_cost} coins")
                                 if stage.coin_cost else "") if x)


def produce_text(produce: str) -> str:
    """What a card or stage produces, in the reader's language."""
    if "/" in produce:
        names = " / ".join(tr(data.resource_name(x)) for x in produce.split("/"))
        return tr(f"one of {names}")
    return letters(produce)


def _per_text(per: data.Per, unit: str) -> str:
    things = {"stage": "Wonder stage", "wonder": "finished Wonder",
              "victory": "victory token", "defeat": "defeat token"}
    kinds = " or ".join(things.get(k, f"{k} card") for k in per.per)
    where = {"self": "in your city", "neighbours": "in the two neighbouring cities",
             "all": "in your city and the two neighbouring ones"}[per.where]
    unit = unit[:-1] if per.amount == 1 and unit == "coins" else unit
    unit = "point" if per.amount == 1 and unit == "points" else unit
    return f"{per.amount} {unit} per {kinds} {where}"


def cost_text(spec: data.CardSpec) -> str:
    """A card's cost in the reader's language (``tr``)."""
    parts = [tr(f"{spec.coins} coin" + ("s" if spec.coins > 1 else ""))] if spec.coins else []
    parts += [letters(spec.cost)] if spec.cost else []
    return ", ".join(parts) or tr("free")


def effect_text(spec: data.CardSpec) -> str:
    """What a building does, in a few words (in the reader's language: each part is said
    with ``tr``)."""
    said = [tr(f"produces {produce_text(spec.produce)}")] if spec.produce else []
    out = []
    if spec.points:
        out.append(f"{spec.points} points")
    if spec.shields:
        out.append(f"{spec.shields} shield" + ("s" if spec.shields > 1 else ""))
    if spec.science:
        out.append("science: " + ("any one symbol" if spec.science == "any" else spec.science))
    if spec.trade:
        goods, side = spec.trade
        sides = "either neighbour" if side == "both" else f"the {side} neighbour"
        out.append(f"{goods} goods from {sides} cost {data.rule('discounted')} coin")
    if spec.gain_coins:
        out.append(f"{spec.gain_coins} coins once")
    if spec.gain_per:
        out.append(_per_text(spec.gain_per, "coins") + ", once")
    if spec.score_per:
        out.append(_per_text(spec.score_per, "points") + " at the end")
    return "; ".join(said + [tr(x) for x in out + _black_text(spec)])


def _black_text(spec: data.CardSpec) -> list[str]:
    """The Cities effects of a black card, in a few words."""
    out = []
    if spec.others_lose:
        per = {"": "", "victory": " per victory token they hold",
               "stage": " per Wonder stage they built"}[spec.others_lose_per]
        out.append(f"every other player loses {spec.others_lose} coin"
                   + ("s" if spec.others_lose > 1 else "") + per)
    if spec.others_gain:
        out.append(f"every other player takes {spec.others_gain} coin"
                   + ("s" if spec.others_gain > 1 else ""))
    if spec.neighbours_gain:
        out.append(f"each neighbour takes {spec.neighbours_gain} coin"
                   + ("s" if spec.neighbours_gain > 1 else ""))
    if spec.diplomacy:
        out.append("a diplomacy token")
    if spec.raid:
        out.append("a victory token of this Age; each neighbour takes a debt")
    if spec.token_points:
        points, value = spec.token_points
        out.append(f"{points} points per victory token worth {value}, at the end")
    if spec.drop_defeats:
        out.append("your defeat tokens are given back")
    if spec.power:
        out.append(CARD_POWER_TEXT[spec.power])
    return out


CARD_POWER_TEXT = {
    "mask": "copies the science symbol of a neighbour's green card, at the end",
    "wharf-left": "one resource a turn from the left neighbour costs a coin less",
    "wharf-right": "one resource a turn from the right neighbour costs a coin less",
    "warehouse": "produces one of the resources your brown and grey cards produce (not "
                 "for sale)",
    "black-market": "produces one resource that neither your brown and grey cards nor your "
                    "Wonder produce (not for sale)",
    "architect": "your Wonder stages cost no resources",
    "forging": "build one card of the discard pile for nothing, at the end of the turn",
    "smuggler": "a rebate on a starting resource (not modelled: left out of the decks)",
}


def stage_text(stage: data.Stage) -> str:
    """What a Wonder stage gives, in the reader's language (each part said with ``tr``)."""
    out = [tr(f"{stage.points} points")] if stage.points else []
    out += [tr(f"{stage.coins} coins")] if stage.coins else []
    out += ([tr(f"{stage.shields} shield" + ("s" if stage.shields > 1 else ""))]
            if stage.shields else [])
    out += [tr("science: any one symbol")] if stage.science else []
    out += [tr(f"produces {produce_text(stage.produce)} (not for sale)")] if stage.produce else []
    out += [tr(POWER_TEXT[stage.power])] if stage.power else []
    out += [tr("a diplomacy token")] if stage.diplomacy else []
    out += ([tr(f"every other player loses {stage.others_lose} coins")]
            if stage.others_lose else [])
    out += [tr(f"an Age {stage.pawn} Edifice pawn from the box")] if stage.pawn else []
    if stage.choices:
        out.append(tr("one of: ") + tr(" or ").join(
            f"({i + 1}) {stage_text(c)}" for i, c in enumerate(stage.choices)))
    return "; ".join(out)


POWER_TEXT = {
    "play-seventh": "the last card of each Age may be played instead of discarded",
    "build-discarded": "build one card from the discard pile for free",
    "free-new-colour": "the first building of each colour is free",
    "free-first": "the first card of each Age is built for free",
    "free-last": "the card of the sixth turn of each Age is built for free",
    "draw-leaders": "draw four leaders from the box (not in the engine)",
    "recruit-extra": "recruit one more leader, paying its cost (not in the engine)",
}
SIDE_POWER_TEXT = {
    "free-leaders": "every leader is recruited for free",
    "cheaper-leaders": "your leaders cost 2 coins less, your neighbours' 1 less (not in the "
                       "engine)",
}


def card_html(ident: str, moves: Sequence[str] = (), small: bool = False) -> str:
    """One building as a card: colour band and shape, name, cost, effect; with a button
    for each move given (build, Wonder stage, sell, build free)."""
    spec = data.card(ident)
    moves = sorted(moves, key=lambda m: list(VERB_TEXT).index(m.split()[0]))
    buttons = "".join(
        f'<button type="button" class="rb-sw-card__do rb-pick" data-move="{esc(m)}" '
        f'aria-label="{esc(tr(VERB_TEXT[m.split()[0]]))} {esc(spec.name)}: {esc(m)}">'
        f"{esc(tr(VERB_TEXT[m.split()[0]]))}{choice_mark(m)}</button>" for m in moves)
    chain = data.card(spec.chain_from).name if spec.chain_from else ""
    body = ("" if small else
            f'<span class="rb-sw-card__cost">{esc(tr(f"Cost: {cost_text(spec)}"))}</span>'
            f'<span class="rb-sw-card__effect">{esc(effect_text(spec))}</span>'
            + (f'<span class="rb-sw-card__chain">{esc(tr(f"free with {chain}"))}</span>'
               if chain else ""))
    label = tr(f"{spec.name}, {spec.colour} card")
    return (f'<div class="rb-sw-card rb-sw-card--{spec.colour}'
            f'{" rb-sw-card--small" if small else ""}" role="group" aria-label="{esc(label)}">'
            f'<span class="rb-sw-card__head">{symbol(spec.colour)}'
            f'<span class="rb-sw-card__name">{esc(spec.name)}</span></span>{body}'
            + (f'<span class="rb-sw-card__moves">{buttons}</span>' if buttons else "")
            + "</div>")


def wonder_html(city: City) -> str:
    """A Wonder board: name, side, starting resource, and each stage (built or not)."""
    w = data.wonder(city.board)
    stages = "".join(
        f'<li class="rb-sw-stage{" rb-sw-stage--built" if i < city.stages else ""}">'
        f'<span class="rb-sw-stage__state">'
        f'{esc(tr("built") if i < city.stages else tr("to build"))}</span> '
        f"{esc(stage_cost_text(s))} → {esc(stage_text(s))}</li>"
        for i, s in enumerate(city.wonder.stages))
    start = data.resource_name(city.wonder.start)
    return (f'<div class="rb-sw-wonder"><p class="rb-sw-wonder__name">'
            f'{esc(tr(f"{w.name} ({city.side} side), starts with {start}"))}'
            f'</p><ol class="rb-sw-stages">{stages}</ol></div>')


def coins_html(coins: int, tokens: tuple[int, ...], debt: int = 0, diplomacy: int = 0) -> str:
    chips = "".join(f'<span class="rb-sw-token{" rb-sw-token--defeat" if t < 0 else ""}">'
                    f"{t:+d}</span>" for t in tokens)
    return (f'<p class="rb-sw-purse"><span class="rb-sw-coin" role="img" '
            f'aria-label="{esc(tr(f"{coins} coins"))}">{coins}</span> {esc(tr("coins"))}'
            + (f" · {esc(tr('military:'))} {chips}" if chips else "")
            + (f" · {esc(tr(f'debt: {debt}'))}" if debt else "")
            + (f" · {esc(tr(f'diplomacy tokens: {diplomacy}'))}" if diplomacy else "")
            + "</p>")


def position_html(state: SevenWondersState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it (``None``: everything, for the rules page); moves
    given are drawn as buttons on their cards."""
    playable = list(moves)
    seats = "".join(_seat(state, p, viewer, playable) for p in range(state.players))
    show_discard = viewer is None or (state.phase == "revive" and viewer == state.current)
    if show_discard and state.discard:
        pile = "".join(card_html(c, [m for m in playable if m == f"revive {c}"], small=True)
                       for c in sorted(set(state.discard)))
    else:
        pile = ""
    skip = (f'<button type="button" class="rb-action rb-pick" data-move="skip" '
            f'aria-label="{esc(tr("Skip"))}: skip">{esc(tr("Skip"))}</button>'
            if "skip" in playable else "")
    skip += "".join(f'<button type="button" class="rb-action rb-pick" data-move="{esc(m)}" '
                    f'aria-label="{esc(tr(f"Pay {m.split()[1]} coin(s)"))}: {esc(m)}">'
                    f'{esc(tr(f"Pay {m.split()[1]}"))}</button>'
                    for m in playable if m.startswith("pay "))
    who = (tr("game over") if state.phase == "over"
           else tr(f"player {state.current + 1} is {PHASE_TEXT[state.phase]}"))
    when = (tr("the leaders' draft") if state.phase == "draft" else tr("the leaders' turn")
            if state.turn == 0 else tr(f"turn {min(state.turn, state.turns)}"))
    status = f'<p class="rb-status">{esc(tr(f"Age {state.age}, {when}; {who}."))}</p>'
    if state.edifices:
        e = data.edifice(state.edifices[state.age - 1])
        built = (tr("built") if state.edifice_built(state.age)
                 else tr(f"{state.pawns_left[state.age - 1]} pawn(s) left"))
        reward, penalty = edifice_text(e.id)
        line = tr(f"This Age's Edifice: {e.name} ({built}; reward: {reward}; "
                  f"penalty: {penalty})")
        status += f'<p class="rb-sw-edifice">{esc(line)}</p>'
    return (f'<div class="rb-table rb-sw">{status}<div class="rb-sw-seats">{seats}</div>'
            f'<div class="rb-sw-discard"><p>'
            f'{esc(tr(f"Discard pile: {len(state.discard)} card(s)"))}</p>'
            f'<div class="rb-sw-row">{pile}</div>{skip}</div></div>')


def _seat(state: SevenWondersState, p: int, viewer: int | None, playable: list[str]) -> str:
    city = state.city(p)
    title = tr(f"Player {p + 1}") + (tr(" (you)") if p == viewer else "")
    if p == state.to_move:
        title += tr(" — to move")
    if state.picks[p]:
        title += tr(" — has chosen a card")
    built = "".join(card_html(c, small=True) for colour in data.COLOURS
                    for c in state.cities[p] if data.card(c).colour == colour)
    hand = state.hands[p]
    if viewer is None or viewer == p or state.teammate(viewer) == p:  # teammates show hands
        mine = [m for m in playable if p == state.current]
        cards = "".join(card_html(c, [m for m in mine if m.split()[-1] == c
                                      and not m.startswith("revive")])
                        for c in dict.fromkeys(hand))
        hand_part = (f'<div class="rb-sw-hand"><p>{esc(tr(f"Hand ({len(hand)})"))}</p>'
                     f'<div class="rb-sw-row">{cards}</div></div>') if hand else ""
    else:
        hand_part = (f'<p class="rb-sw-hand">'
                     f'{esc(tr(f"Hand: {len(hand)} card(s), face down"))}</p>')
    return (f'<section class="rb-sw-seat"><h4 class="rb-sw-seat__title">{esc(title)}</h4>'
            f"{wonder_html(city)}"
            f"{coins_html(city.coins, city.tokens, city.debt, state.diplomacy[p])}"
            f"{_pawns_html(state, p)}{seat_leaders(state, p, viewer, playable)}"
            f'<div class="rb-sw-city"><p>{esc(tr(f"City ({len(state.cities[p])})"))}</p>'
            f'<div class="rb-sw-row">{built}</div></div>{hand_part}</section>')


def _pawns_html(state: SevenWondersState, p: int) -> str:
    if not state.edifices:
        return ""
    held = ", ".join(tr(f"Age {a}") for a in state.pawns[p]) or tr("none")
    debt = " ".join(f"{t:+d}" for t in state.edifice_debt[p])
    return (f'<p class="rb-sw-purse">{esc(tr(f"Edifice pawns: {held}"))}'
            + (f" · {esc(tr(f'Edifice debt: {debt}'))}" if debt else "") + "</p>")


def targets(state: SevenWondersState, viewer: int | None) -> Targets:
    """What a click can play: each card of the viewer's hand (build, Wonder stage, sell),
    and the discard pile's cards when building from it."""
    if viewer is None or state.to_move != viewer:
        return Targets()
    if state.phase == "revive":
        return Targets(tuple((f"revive {c}",) for c in sorted(set(state.discard))),
                       own=("skip",))
    if state.phase in ("draft", "leader"):
        return Targets(tuple((str(m),) for m in state.legal_moves()))
    if state.phase == "debt":
        return Targets(own=("pay",))
    verbs = ("build", "wonder", "project", "sell") if state.rules.edifice else (
        "build", "wonder", "sell")
    return Targets(tuple((f"{verb} {c}",) for c in dict.fromkeys(state.hands[viewer])
                         for verb in verbs))


# -- tables of the rules page -------------------------------------------------------
def _copies_text(spec: data.CardSpec, age: int) -> str:
    return ", ".join(f"{n}+" for n in spec.copies.get(age, ()))


def age_table(age: int) -> str:
    rows = [[Raw(symbol(s.colour) + " " + esc(tr(s.colour))), Verbatim(s.name),
             Verbatim(cost_text(s)),
             Verbatim(data.card(s.chain_from).name if s.chain_from else ""),
             Verbatim(effect_text(s)), Verbatim(_copies_text(s, age))]
            for s in sorted((s for s in data.cards().values()
                             if age in s.ages and s.colour not in ("purple", "black")),
                            key=lambda s: (data.COLOURS.index(s.colour), s.name))]
    counts = ", ".join(f"{n} players: {len(data.copies(age, n))}"
                       for n in range(data.players()[0], data.players()[1] + 1))
    return data_table(["Colour", "Card", "Cost", "Free with", "Effect", "Copies from"], rows,
                      name=f"age{age}", caption=f"Age {age} cards ({counts})")


def guilds_table() -> str:
    rows = [[Verbatim(s.name), Verbatim(cost_text(s)), Verbatim(effect_text(s))]
            for s in sorted((data.card(g) for g in data.guilds()), key=lambda s: s.name)]
    return data_table(["Guild", "Cost", "Effect"], rows, name="guilds",
                      caption=f"The {len(data.guilds())} guilds; players + "
                      f"{data.rule('guilds_extra')} of them go into the Age III deck")


def wonders_table() -> str:
    rows = []
    for w in data.wonders().values():
        for side in data.SIDES:
            s = w.side(side)
            start = data.resource_name(s.start) + (
                f"; {SIDE_POWER_TEXT[s.power]}" if s.power else "")
            rows.append([Verbatim(w.name), side, start,
                         Raw("<br>".join(f"{i + 1}. {esc(stage_cost_text(st))} → "
                                         f"{esc(stage_text(st))}"
                                         for i, st in enumerate(s.stages)))])
    return data_table(["Wonder", "Side", "Starts with", "Stages: cost → effect"], rows,
                      name="wonders")


def science_table() -> str:
    table = data.raw()["science"]["identical"]
    rows = [[n, table[n]] for n in range(1, len(table))]
    return data_table(["Identical symbols", "Points"], rows, name="science",
                      caption=f"Plus {data.rule('science_set')} points for each set of "
                      "three different symbols")


def military_table() -> str:
    rows = [[f"Age {age}", data.victory(age), data.defeat()]
            for age in range(1, data.rule("ages") + 1)]
    return data_table(["Age", "Victory token", "Defeat token"], rows, name="military")


def numbers_table() -> str:
    rules = data.raw()["rules"]
    rows = [["Cards dealt to each player per Age", rules["hand"]],
            ["Turns per Age", rules["turns"]],
            ["Coins at the start", rules["start_coins"]],
            ["Coins for selling a card", rules["sell"]],
            ["Price of a neighbour's resource", rules["price"]],
            ["Price with a commercial discount", rules["discounted"]],
            ["Coins per point at the end", rules["coins_per_point"]]]
    return data_table(["What", "Number"], rows, name="numbers")


def resources_table() -> str:
    rows = [[code, r["name"], r["kind"]] for code, r in data.resources().items()]
    return data_table(["Letter", "Resource", "Kind"], rows, name="resources")


def sources_table() -> str:
    rows = [[s["title"], s["address"], s["gives"]] for s in data.raw()["source"]]
    return data_table(["Source", "Where", "What it gives"], rows, name="sources")


def first_edition_table() -> str:
    rows = [[Verbatim(e["card"]), e["change"]] for e in data.raw()["first_edition"]]
    return data_table(["Card", "Second edition, against the first"], rows,
                      name="first-edition")


def strategy_table() -> str:
    """What a few ways of scoring are worth, worked out from the data."""
    military = sum(2 * data.victory(a) for a in range(1, data.rule("ages") + 1))
    blue = sorted((s.points, s.name) for s in data.cards().values() if s.colour == "blue")
    greens = [s for s in data.cards().values() if s.science in data.symbols()]
    per_kind = {k: sum(1 for s in greens if s.science == k) for k in data.symbols()}
    one_kind = max(per_kind.values())
    sets = min(per_kind.values())
    rows = [
        ["Winning both conflicts in every Age", military],
        ["Losing both conflicts in every Age", 2 * data.rule("ages") * data.defeat()],
        [f"The best blue building ({blue[-1][1]})", blue[-1][0]],
        [f"All {one_kind} green buildings of one symbol", data.science_points(one_kind)],
        [f"{sets} of each symbol (every green building)",
         science(Counter({k: sets for k in data.symbols()}), 0)[0]],
        ["A symbol of any kind added to two sets", science(
            Counter({k: 2 for k in data.symbols()}), 1)[0]
         - science(Counter({k: 2 for k in data.symbols()}), 0)[0]],
    ]
    return data_table(["What", "Points"], rows, name="strategy",
                      caption=f"Selling a card gives {data.rule('sell')} coins: "
                      f"one point for every {data.rule('coins_per_point')} coins at the end")


def cities_table(age: int) -> str:
    """The black cards of an Age (``sevenwonders.cities.cards``)."""
    rows = [[Verbatim(s.name), Verbatim(cost_text(s)), Verbatim(effect_text(s))]
            for s in sorted((s for s in data.cards().values()
                             if s.colour == "black" and age in s.ages), key=lambda s: s.name)]
    return data_table(["Black card", "Cost", "Effect"], rows, name=f"cities{age}",
                      caption=f"Cities, Age {age}: {len(rows)} cards; as many as players "
                      "are shuffled into the Age deck")


def edifice_text(ident: str) -> tuple[str, str]:
    """An Edifice's reward and penalty, in a few words."""
    e = data.edifice(ident)
    r, pen = e.reward, e.penalty
    per = {"stage": "Wonder stage you built", "blue": "blue card in your city",
           "brown-grey": "pair of a brown and a grey card in your city",
           "colour": "colour of card in your city"}
    reward = "; ".join(x for x in [
        tr(f"{r['coins']} coins") if "coins" in r else "",
        tr(f"{r['shields']} shield(s)") if "shields" in r else "",
        tr(f"a victory token worth {r['token']}") if "token" in r else "",
        tr("your defeat tokens are given back") if r.get("drop_defeats") else "",
        tr(f"produces {produce_text(r['produce'])} (not for sale)") if "produce" in r else "",
        tr(f"{r['points']} point(s) per {per[r['per']]}, at the end") if "per" in r else "",
        tr("your best guild scores a second time") if r.get("guild_twice") else ""] if x)
    penalty = (f"lose {pen['coins']} coins" if "coins" in pen
               else f"discard a {pen['discard']} card" if "discard" in pen
               else f"give back {pen['victories']} victory tokens")
    return reward, tr(penalty)


def edifice_table() -> str:
    rows = [[f"Age {e.age}", Verbatim(e.name), f"{e.coins} coin" + ("s" if e.coins > 1 else ""),
             *map(Verbatim, edifice_text(e.id))] for e in data.edifices().values()]
    pawns = ", ".join(f"{n} players: {data.edifice_pawns(n)}"
                      for n in range(data.players()[0], data.players()[1] + 1))
    return data_table(["Age", "Edifice", "To take part", "Reward (with a pawn)",
                       "Penalty (without)"], rows, name="edifices",
                      caption=f"Pawns on each Edifice: {pawns}; Edifice debt tokens: "
                      + ", ".join(str(data.edifice_debt(a)) for a in (1, 2, 3)))


def edifice_check_table() -> str:
    return check_table("edifice_check", "edifice-check")


def cities_check_table() -> str:
    return check_table("cities_check", "cities-check")


def armada_naval_table() -> str:
    """The naval conflict's tokens by rank and Age (``sevenwonders.armada.naval``)."""
    ranks = (("First (strongest)", "naval_first"), ("Second", "naval_second"),
             ("Last (weakest)", "naval_last"))
    rows = [[f"Age {age}", *(f"{data.armada_rule(key)[age - 1]:+d}" for _, key in ranks)]
            for age in range(1, data.rule("ages") + 1)]
    return data_table(["Age", *(label for label, _ in ranks)], rows, name="armada-naval",
                      caption=f"Naval conflict tokens in the box: "
                      f"{data.armada_rule('naval_victories')} victories, "
                      f"{data.armada_rule('naval_defeats')} defeats")


def armada_numbers_table() -> str:
    a = data.raw()["armada"]
    rows = [["Cards dealt to each player per Age", data.rule("hand") + a["extra_turns"]],
            ["... with Cities too", data.rule("hand") + a["with_cities"]],
            ["Shipyard boards", a["shipyards"]],
            ["Spaces on a naval track (the starting one included)", a["spaces"]],
            ["Island cards per level", a["islands_per_level"]],
            ["Island cards drawn by a lone explorer", a["island_draw"]],
            ["Coins for a sale (or a free yellow step)", a["sell_coins"]],
            ["Most points for one purple card", a["purple_cap"]],
            ["Boarding tokens", a["boardings"]]]
    return data_table(["What", "Number"], rows, name="armada-numbers")


def armada_spaces_table() -> str:
    rows = [[s["track"], s["space"], s["effect"]] for s in data.raw()["armada_space"]]
    return data_table(["Fleet", "Space", "Effect"], rows, name="armada-spaces",
                      caption="The spaces the rules show; the same on every board")


# naval strengths at the end of an Age, worked out by the engine for the page
NAVAL_CASES = ((1, (4, 2, 2, 1)), (2, (5, 3, 1)), (2, (5, 5, 3)), (3, (6, 4, 4, 1)),
               (3, (2, 2, 2, 2)), (1, (3, 1, 1)))
TAX_CASES = (((2, 0, 0), (0, 1, 3)), ((3, 0, 1, 0), (1, 0, 0, 4)))
SHARE_CASES = ((1, 9), (2, 9), (3, 8), (1, 3))


def armada_ties_table() -> str:
    """Naval conflicts worked out by the engine (``sevenwonders.armada.ties``)."""
    rows = [[f"Age {age}", ", ".join(map(str, strengths)),
             ", ".join(f"{t:+d}" if t else "—" for t in naval(age, strengths))]
            for age, strengths in NAVAL_CASES]
    return data_table(["Age", "Naval strengths (players 1, 2, ...)", "Tokens taken"], rows,
                      name="armada-ties")


def armada_taxes_table() -> str:
    """Taxes worked out by the engine (``sevenwonders.armada.tax``)."""
    rows = [[", ".join(map(str, raised)), ", ".join(map(str, levels)),
             ", ".join(map(str, taxes(raised, levels)))] for raised, levels in TAX_CASES]
    return data_table(["Taxes raised this turn", "Commercial levels", "Coins lost"], rows,
                      name="armada-taxes")


def armada_share_table() -> str:
    """Island cards received, worked out by the engine (``sevenwonders.armada.explore``)."""
    rows = [[n, deck, share(n, deck)] for n, deck in SHARE_CASES]
    return data_table(["Explorers of the level this turn", "Cards left at that level",
                       "Cards each receives"], rows, name="armada-share")


TABLES: dict[str, Callable[[], str]] = {
    "armada-ties": armada_ties_table,
    "armada-taxes": armada_taxes_table,
    "armada-share": armada_share_table,
    "armada-naval": armada_naval_table,
    "armada-numbers": armada_numbers_table,
    "armada-spaces": armada_spaces_table,
    "armada-check": lambda: check_table("armada_check", "armada-check"),
    "cities1": lambda: cities_table(1),
    "cities2": lambda: cities_table(2),
    "cities3": lambda: cities_table(3),
    "cities-check": cities_check_table,
    "edifices": edifice_table,
    "edifice-check": edifice_check_table,
    "leaders": leaders_table,
    "leaders-check": leaders_check_table,
    "age1": lambda: age_table(1),
    "age2": lambda: age_table(2),
    "age3": lambda: age_table(3),
    "guilds": guilds_table,
    "wonders": wonders_table,
    "science": science_table,
    "military": military_table,
    "numbers": numbers_table,
    "resources": resources_table,
    "sources": sources_table,
    "first-edition": first_edition_table,
    "strategy": strategy_table,
    "options": lambda: options_table(OPTIONS),
}
