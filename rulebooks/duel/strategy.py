"""The figures of the rules page's strategy section, worked out from the card data: where
each science symbol turns up, what a resource costs as the opponent produces more of it,
what a discard pays as yellow cards pile up, and which Wonders give another turn."""

from __future__ import annotations

from collections.abc import Callable

from ..core.html import Verbatim, data_table
from . import data

# how far the price and discard tables go: enough to show the slope
SHOWN = 4


def symbols() -> dict[str, dict[int, list[str]]]:
    """Each science symbol with the cards (by Age, 0 for progress tokens) that carry it."""
    found: dict[str, dict[int, list[str]]] = {}
    for spec in data.cards().values():
        if spec.science:
            found.setdefault(spec.science, {}).setdefault(spec.age, []).append(spec.name)
    for spec in data.progress_tokens().values():
        if spec.science:
            found.setdefault(spec.science, {}).setdefault(0, []).append(spec.name)
    return found


def science_table() -> str:
    ages = (*data.AGES, 0)
    rows = [[symbol, *(Verbatim(", ".join(where.get(a, []))) for a in ages),
             sum(len(v) for v in where.values())] for symbol, where in symbols().items()]
    return data_table(["Symbol", *(f"Age {a}" for a in data.AGES), "Progress token",
                       "Copies"], rows, name="science-spread",
                      caption=f"{len(rows)} science symbols")


def trade_table() -> str:
    base = data.rule("trade_base")
    rows = [[n, base + n, 2 * (base + n)] for n in range(SHOWN)]
    return data_table(["Units the opponent's brown and grey cards make", "Price of one unit",
                       "Price of two units"], rows, name="trade-prices")


def discard_table() -> str:
    rows = [[n, data.rule("discard_base") + data.rule("discard_per_yellow") * n]
            for n in range(SHOWN + 1)]
    return data_table(["Yellow cards in your city", "Coins for a discard"], rows,
                      name="discard-values")


def replay_table() -> str:
    rows = [[Verbatim(spec.name), spec.points] for spec in data.wonders().values()
            if spec.again]
    return data_table(["Wonder", "Points"], rows, name="replay-wonders",
                      caption=f"{len(rows)} of the {len(data.wonders())} Wonders give "
                      "another turn")


TABLES: dict[str, Callable[[], str]] = {
    "science-spread": science_table,
    "trade-prices": trade_table,
    "discard-values": discard_table,
    "replay-wonders": replay_table,
}
