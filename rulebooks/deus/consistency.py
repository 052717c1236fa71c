"""Positions the rules cannot reach, refused when a Deus state is read: each complaint
names the field, what was expected and the rule."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.errors import NotationError, SetupError
from . import data


def parse_built(text: object, where: str) -> tuple[str, str | None]:
    """``P5@c2`` (a card and its building's location) or ``T3`` (a card alone)."""
    if not isinstance(text, str):
        raise NotationError(f"expected a built card such as 'P5@c2', got {text!r}",
                            where=where)
    card, _, location = text.partition("@")
    ident = data.parse_card(card, where)
    if "@" in text and not location.strip():
        raise NotationError(f"{text!r} names no location after '@'", where=where)
    return ident, (location.strip().lower() or None)


def read_built(text: object, where: str) -> str:
    """A built entry as the state keeps it: ``P5@c2`` or ``T3``, the card in capitals."""
    card, location = parse_built(text, where)
    return f"{card}@{location}" if location else card


def _fail(message: str, expected: object, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=str(expected), got=got, rule=rule, where=where)


def consistent(state: Any) -> None:
    _cards(state)
    _map(state)
    limit = data.game("resource_limit")
    personal = state.rules.resource_stock == "personal"
    for r in data.resources():
        held = [goods[data.GOODS.index(r)] for goods in state.goods]
        if not personal and sum(held) > limit * len(held):
            _fail(f"the shared stock has {limit * len(held)} {r} in all",
                  f"at most {limit * len(held)} held together", sum(held),
                  "deus.resources.limit", f"state.goods.{r}")
    for p, goods in enumerate(state.goods):
        for r in data.resources():
            if personal and goods[data.GOODS.index(r)] > limit:
                _fail(f"a player holds at most {limit} {r}", f"0 to {limit}",
                      goods[data.GOODS.index(r)], "deus.resources.limit",
                      f"state.goods[{p}].{r}")
        for i, kind in enumerate(data.active_types()):
            if state.supply[p][i] + state.on_map(p, kind) > data.game("pieces_per_type"):
                _fail(f"a player has {data.game('pieces_per_type')} {kind} buildings",
                      "ready and built together at most that", state.supply[p][i],
                      "deus.build.supply", f"state.supply[{p}].{kind}")
    _phase(state)


def _cards(state: Any) -> None:
    places = [(f"state.hands[{p}]", hand) for p, hand in enumerate(state.hands)]
    places += [("state.deck", state.deck), ("state.discard", state.discard)]
    places += [("state.offering", state.offering)]
    places += [(f"state.built[{p}]", [c for c, _ in state.placed(p)])
               for p in range(state.players)]
    seen: Counter[str] = Counter()
    for where, cards in places:
        for card in cards:
            seen[card] += 1
            if seen[card] > 1:
                _fail(f"card {card} is in two places", "each card once", card, "deus.deck",
                      where)
    missing = [c for c in data.deck() if c not in seen]
    if missing:
        _fail(f"card {missing[0]} is nowhere: hands, deck, discard pile, offering and built "
              "cards hold every card", "every card once", f"{len(missing)} missing",
              "deus.deck", "state.deck")
    for p, hand in enumerate(state.hands):
        if len(hand) > data.game("hand_limit"):
            _fail("a hand holds at most the hand limit", data.game("hand_limit"), len(hand),
                  "deus.offer.limit", f"state.hands[{p}]")


def _map(state: Any) -> None:
    board, seen = state.board, {}
    for p in range(state.players):
        for i, (card, location) in enumerate(state.placed(p)):
            where, kind = f"state.built[{p}][{i}]", data.card(card).type
            if location is None:
                if kind != "temple":
                    _fail("only a temple card can be built without its building",
                          "CARD@LOCATION", card, "deus.end.temples", where)
                continue
            if location not in board.terrain:
                _fail(f"no location {location} on this map", "a location of the map",
                      location, "deus.map", where)
            terrain = board.terrain[location]
            marched = kind == "military" and terrain == "sea"  # checked below
            if terrain == "village" or ((terrain == "sea") != (kind == "maritime")
                                        and not marched):
                _fail(f"a {kind} building cannot stand on {terrain}", "ships on sea, the "
                      "rest on land, none on a village", location, "deus.build.sea", where)
            owner, types = seen.get(location, (p, ()))
            if owner != p:
                _fail(f"players {owner + 1} and {p + 1} both occupy {location}",
                      "one player per location", location, "deus.build.occupied", where)
            if kind in types:
                _fail(f"two {kind} buildings on {location}", "one of each type per location",
                      location, "deus.build.one-per-type", where)
            seen[location] = (p, (*types, kind))
    for location, (p, types) in seen.items():
        if board.terrain[location] == "sea" and "maritime" not in types:
            _fail(f"a military unit stands on the sea at {location} without a ship of player "
                  f"{p + 1}", "a ship of the unit's owner there", location, "deus.march.sea",
                  "state.built")
    if state.temples_left() < 0:
        _fail("more temple buildings on the map than the stock holds",
              data.temple_stock(state.players), "more", "deus.end.temples", "state.built")
    for i, (village, vp) in enumerate(zip(board.villages, state.villages, strict=True)):
        if vp > len(board.neighbours[village]):
            _fail(f"village {village} starts with 1 VP per location around it",
                  f"0 to {len(board.neighbours[village])}", vp, "deus.villages",
                  f"state.villages[{i}]")


def _phase(state: Any) -> None:
    offering = state.phase in ("offer", "god", "gain")
    if offering != bool(state.offering):
        _fail("an offering holds cards exactly while it is under way",
              "cards" if offering else "no cards", list(state.offering), "deus.offer",
              "state.offering")
    if (state.phase == "gain") != (state.god in ("ceres", "mars")):
        _fail("Ceres or Mars is named exactly while their gifts are taken",
              "ceres or mars" if state.phase == "gain" else "null", state.god,
              "deus.offer", "state.god")
    marching = state.phase == "march"
    if marching != (state.marches > 0) or marching != bool(state.pending):
        _fail("units are left to move, and the cards still to take effect kept, exactly "
              "while a march is under way", "a march under way" if marching else "none",
              state.marches, "deus.march", "state.marches")
    for place in state.marched:
        owner, types = state.pieces.get(place, (None, ()))
        if not marching or owner != state.current or "military" not in types:
            _fail(f"no unit of the player to move has marched to {place}",
                  "where this march's units now stand", place, "deus.march", "state.marched")
    if marching and getattr(data.card(state.pending[0]).effect, "kind", "") != "march":
        _fail("a march is under way for a card that marches", "a march card",
              state.pending[0], "deus.march", "state.pending")
    if (state.phase == "gain") != (state.gains > 0):
        _fail("gifts are left to take exactly while Ceres or Mars gives them",
              "1 or more" if state.phase == "gain" else 0, state.gains, "deus.offer",
              "state.gains")
