"""The tables of the rules page, all computed from ``data.toml`` (``table`` fences).

The strategy figures are exact chances worked out from the deck: each turn shows the
numbers of three different cards, so a number carried by ``k`` of the ``N`` cards turns
up in a turn with chance ``1 - C(N-k, 3) / C(N, 3)``.

>>> percent(chance_in_turn(data.deck_counts()[8]))
'30.1%'
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import comb

from ..core.html import data_table
from . import data, plans
from .render import sheet_html
from .sheet import blank


def chance_in_turn(cards: int, shown: int | None = None) -> Fraction:
    """Chance that at least one of the turn's cards is one of ``cards`` given cards."""
    total = len(data.full_deck())
    shown = shown or data.stack_count()
    return 1 - Fraction(comb(total - cards, shown), comb(total, shown))


def percent(value: Fraction) -> str:
    tenths = round(value * 1000)
    return f"{tenths // 10}.{tenths % 10}%"


def _tenths(value: Fraction) -> str:
    tenths = round(value * 10)
    return f"{tenths // 10}.{tenths % 10}"


def deck_table() -> str:
    by_card = {}
    for number, effect in data.full_deck():
        by_card[(number, effect)] = by_card.get((number, effect), 0) + 1
    counts = data.deck_counts()
    rows = [[n, counts[n], *(by_card.get((n, e), 0) for e in data.effects())]
            for n in data.numbers()]
    rows.append(["all", sum(counts.values()), *(data.effect_counts()[e] for e in data.effects())])
    return data_table(["Number", "Cards", *(data.effect_name(e) for e in data.effects())], rows,
                      name="deck", caption="The construction cards: the number on the front "
                      "and the effect on the back of each card")


def effects_table() -> str:
    rows = [[data.effect_name(e), data.effect_counts()[e], data.effect_does(e)]
            for e in data.effects()]
    return data_table(["Effect", "Cards", "What it lets you do"], rows, name="effects")


def sheet_table() -> str:
    return (f'<div class="rb-wt-blank">{sheet_html(blank(), title="A blank sheet")}</div>')


def streets_table() -> str:
    rows = [[s.index + 1, s.houses, ", ".join(map(str, s.pools)), s.park_boxes,
             " / ".join(map(str, s.parks))] for s in data.streets()]
    return data_table(["Street", "Houses", "Planned pools (houses)", "Parks",
                       "Park points (0, 1, 2 ... built)"], rows, name="streets")


def tracks_table() -> str:
    rows = [[label, data.boxes(name), " / ".join(map(str, data.track(name))), sign]
            for name, label, sign in (("pools", "Pools", "+"), ("bis", "Bis", "−"),
                                      ("refusals", "Permit refusals", "−"),
                                      ("roundabouts", "Roundabouts (expert)", "−"))]
    rows.append(["Temp agency", data.temp_boxes(), "ranked: " + " / ".join(
        map(str, data.temp_points())) + " for the most, second, third", "+"])
    return data_table(["Track", "Boxes", "Points (0, 1, 2 ... ticked)", "Counts"], rows,
                      name="tracks")


def cones_table() -> str:
    rows = [[s.index + 1, len(s.cones), ", ".join(f"{h} ({n})" for h, n in zip(
        s.cones, s.scoops, strict=True)), sum(s.scoops)] for s in data.streets()]
    rows.append(["all", sum(len(s.cones) for s in data.streets()), "",
                 sum(sum(s.scoops) for s in data.streets())])
    return data_table(["Street", "Cones", "Plots with a cone (scoops)", "Scoops"], rows,
                      name="cones")


def solo_temps_table() -> str:
    least = data.solo_temp_minimum()
    rows = [[f"0 to {least - 1}", 0], [f"{least} to {data.temp_boxes()}", data.temp_points()[0]]]
    return data_table(["Temp boxes ticked (solo)", "Points"], rows, name="solo-temps")


def values_table() -> str:
    rows = [[size, len(data.value_track(size)) - 1, " / ".join(map(str, data.value_track(size)))]
            for size in data.estate_sizes()]
    return data_table(["Estate of", "Boxes", "Value of each estate (0, 1, 2 ... ticked)"], rows,
                      name="values")


def plans_table() -> str:
    rows = [[f"n°{p.stack}", p.set, plans.describe(p), p.points[0], p.points[1]]
            for p in data.plans()]
    return data_table(["Stack", "Set", "Asks for", "First", "Later"], rows, name="plans")


def odds_table() -> str:
    counts = data.deck_counts()
    per_pass = len(data.full_deck()) - data.stack_count()
    rows = [[n, counts[n], percent(chance_in_turn(counts[n])),
             _tenths(Fraction(counts[n] * per_pass, len(data.full_deck())))]
            for n in data.numbers()]
    return data_table(["Number", "Cards", "Turns up in a turn", "Times per pass of the deck"],
                      rows, name="odds")


def ranges_table() -> str:
    counts = data.deck_counts()
    bands = [(1, 3), (4, 6), (7, 9), (10, 12), (13, 15), (6, 10)]
    rows = []
    for low, high in bands:
        cards = sum(counts[n] for n in range(low, high + 1))
        rows.append([f"{low} to {high}", cards, percent(chance_in_turn(cards))])
    return data_table(["Numbers", "Cards", "At least one in a turn"], rows, name="ranges")


def effect_odds_table() -> str:
    rows = [[data.effect_name(e), data.effect_counts()[e],
             percent(chance_in_turn(data.effect_counts()[e]))] for e in data.effects()]
    return data_table(["Effect", "Cards", "Offered in a turn"], rows, name="effect-odds")


TABLES: dict[str, Callable[[], str]] = {
    "deck": deck_table,
    "effects": effects_table,
    "sheet": sheet_table,
    "streets": streets_table,
    "tracks": tracks_table,
    "values": values_table,
    "solo-temps": solo_temps_table,
    "cones": cones_table,
    "plans": plans_table,
    "odds": odds_table,
    "ranges": ranges_table,
    "effect-odds": effect_odds_table,
}
