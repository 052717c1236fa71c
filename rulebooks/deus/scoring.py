"""Deus's final score: VP tokens, each temple card (up to the temple cap), and the majority
bonus for the most of each resource and of gold (shared by ties, nobody's when nobody has
any). The engine and the calculator both score through :func:`score_parts`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.score import Part
from . import data

TOKENS = "deus.scoring.tokens"
TEMPLES = "deus.scoring.temples"
MAJORITY = "deus.scoring.majority"
MAJORITY_GOODS = (*data.resources(), "gold")


def temple_points(card: str, on_map: Mapping[str, int], temple_cards: int,
                  locations: int) -> int:
    """What one temple card scores, given the player's buildings on the map by kind, their
    temple cards and the locations they occupy; capped."""
    rule = data.card(card).score
    if rule.kind == "per":
        points = rule.n * on_map.get(rule.type, 0)
    elif rule.kind == "temples":
        points = rule.n * temple_cards
    else:
        points = rule.n * locations
    return min(points, data.game("temple_cap"))


def majority_parts(goods: Sequence[Mapping[str, int]], player: int) -> list[Part]:
    """The majority bonus per good (four resources and gold) of which ``player`` has the most."""
    parts = []
    for good in MAJORITY_GOODS:
        best = max(g.get(good, 0) for g in goods)
        if best > 0 and goods[player].get(good, 0) == best:
            parts.append(Part(f"Most {good} ({best})", data.game("majority"), MAJORITY,
                              key=f"majority.{good}"))
    return parts


def score_parts(vp: int, temples: Sequence[str], on_map: Mapping[str, int], locations: int,
                goods: Sequence[Mapping[str, int]], player: int) -> list[Part]:
    parts = [Part("VP tokens", vp, TOKENS, key="tokens")]
    for card in temples:
        parts.append(Part(f"Temple {card}: {data.card(card).name}",
                          temple_points(card, on_map, len(temples), locations), TEMPLES,
                          key=f"temple.{card.lower()}"))
    return parts + majority_parts(goods, player)


def final_parts(state: Any, player: int) -> tuple[Part, ...]:
    """The score of ``player`` in a position."""
    temples = [c for c, _ in state.placed(player) if data.card(c).type == "temple"]
    on_map = {k: state.on_map(player, k) for k in data.type_names()}
    locations = sum(1 for owner, _ in state.pieces.values() if owner == player)
    goods = [dict(zip(data.GOODS, g, strict=True)) for g in state.goods]
    vp = state.goods[player][data.GOODS.index("vp")]
    return tuple(score_parts(vp, temples, on_map, locations, goods, player))
