"""One player's side of the table, and the small changes the rules make to it.

>>> seat = fresh_seat(0, ("CR", "SG"), ())
>>> seat.money, seat.workers, seat.hand_limit, seat.cert_limit
(6, (1, 1, 1), 4, 3)
>>> sorted(seat.aux_open())
['coin', 'draw']
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core.rng import Rng
from . import data


@dataclass(frozen=True)
class Seat:
    """What one player holds. ``deck`` is the face-down draw stack (top card last);
    ``discs`` the disc spaces cleared so far; ``workers`` counts cowboys, builders and
    engineers; ``engine`` is the engine's track space; ``herder`` its trail location
    (``""`` before the first turn, ``"start"`` at the trail's beginning); ``objectives``
    is the objective area (the starting card and the cards played)."""

    money: int
    exchange: int
    certs: int
    deck: tuple[str, ...]
    hand: tuple[str, ...]
    discard: tuple[str, ...]
    workers: tuple[int, int, int]
    buildings: tuple[str, ...]
    hazards: tuple[str, ...]
    outlaws: tuple[str, ...]
    discs: tuple[str, ...]
    deliveries: tuple[str, ...]
    stations: tuple[int, ...]
    masters: tuple[str, ...]
    engine: str
    herder: str
    job_token: bool = False
    objectives: tuple[str, ...] = ()

    # -- what the player board says -------------------------------------
    def cleared(self, unlock: str) -> int:
        return sum(1 for d in self.discs if data.DISCS[d].unlocks == unlock)

    def aux_open(self) -> dict[str, int]:
        """Auxiliary actions available, and how many of their two spaces are clear."""
        names = ("coin", "draw", "cert", "train", "cull")
        out = {}
        for name in names:
            clear = self.cleared(f"aux:{name}") + (f"aux:{name}" in data.OPEN_AT_START)
            if clear:
                out[name] = clear
        return out

    @property
    def hand_limit(self) -> int:
        return data.PLAYERS["hand_limit"] + self.cleared("hand")

    @property
    def cert_limit(self) -> int:
        if "certs4" in self.discs:
            return 6 if "certs6" in self.discs else 4
        return data.PLAYERS["certificate_limit"]

    def step_limit(self, players: int) -> int:
        return data.step_start(players) + sum(
            data.step_bonus(players, d) for d in self.discs if d.startswith("step-"))

    @property
    def permanent(self) -> int:
        total = 0
        for ident in self.masters:
            now = data.MASTERS[ident].now
            if now.startswith("perm:"):
                total += int(now.split(":")[1])
        return total

    def herd(self) -> tuple[str, ...]:
        return (*self.deck, *self.hand, *self.discard)


def fresh_seat(seat: int, deck: tuple[str, ...], hand: tuple[str, ...]) -> Seat:
    return Seat(money=data.PLAYERS["start_dollars"][seat],
                exchange=data.PLAYERS["start_exchange_tokens"], certs=0, deck=deck, hand=hand,
                discard=(), workers=(1, 1, 1), buildings=data.building_set("a"), hazards=(),
                outlaws=(), discs=(), deliveries=(), stations=(), masters=(), engine="0",
                herder="")


def draw(seat: Seat, count: int, rng: Rng) -> Seat:
    """Draw ``count`` cards (fewer if the whole herd is in hand), shuffling the discard
    pile into a new draw stack when the stack runs out."""
    deck, hand, discard = list(seat.deck), list(seat.hand), seat.discard
    for _ in range(count):
        if not deck:
            if not discard:
                break
            deck, discard = list(rng.shuffled(sorted(discard))), ()
        hand.append(deck.pop())
    return replace(seat, deck=tuple(deck), hand=tuple(hand), discard=discard)


def without(items: tuple[str, ...], *taken: str) -> tuple[str, ...]:
    """``items`` with one copy of each of ``taken`` removed (each must be there)."""
    out = list(items)
    for item in taken:
        out.remove(item)
    return tuple(out)
