"""What a 7 Wonders player may know: every city, coin and token, their own hand and their
own chosen card; of the other hands only their sizes, of the others' choices only that
they have chosen, of the decks and the face-down discard pile only their sizes (the player
building from the discard pile looks through it)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_again, fresh_seed, public_json
from ..core.rng import Rng
from . import data
from .game import SevenWondersState


def _sees(state: SevenWondersState, viewer: int | None, p: int) -> bool:
    """Whether ``viewer`` sees seat ``p``'s hand: their own, and in the team variant their
    teammate's, whose hands are shown to each other (``sevenwonders.teams``)."""
    return viewer is not None and (p == viewer or p == state.teammate(viewer))


def _known(state: SevenWondersState, viewer: int | None) -> set[str]:
    """The cards and leaders in the hands and picks the viewer sees."""
    seats = [p for p in range(state.players) if _sees(state, viewer, p)]
    return ({c for p in seats for c in (*state.hands[p], *state.drafts[p], *state.leaders[p])}
            | {state.picks[p].split()[-1] for p in seats if state.picks[p]})


def view(state: SevenWondersState, viewer: int | None) -> dict[str, Any]:
    out = public_json(state)
    for p, seat in enumerate(out["players"]):
        if not _sees(state, viewer, p):
            seat["hand"] = len(seat["hand"])
            seat["pick"] = seat["pick"] is not None
            seat["draft"] = len(seat["draft"])
            seat["leaders"] = len(seat["leaders"])
    out["decks"] = [len(deck) for deck in state.decks]
    if not _sees_discard(state, viewer):
        out["discard"] = len(state.discard)
    return out


def redeal(state: SevenWondersState, viewer: int | None, rng: Rng) -> SevenWondersState:
    """The other hands and chosen cards dealt again from the cards the viewer has not seen
    in this Age; the later decks shuffled, with their guilds (and black cards) drawn again
    from those nobody can see. (The discard pile is kept: only the player building from it
    uses it.)"""
    state = _leaders_again(state, viewer, rng.fork("leaders"))
    others = [p for p in range(state.players) if not _sees(state, viewer, p)]
    picked = [p for p in others if state.picks[p] and state.phase not in ("draft", "leader")]
    groups = [state.hands[p] for p in others] + [tuple(state.picks[p].split()[-1:])
                                                 for p in picked]
    groups = _other_black(state, viewer, groups, rng.fork("black"))
    dealt = deal_again(rng.fork("hands"), groups)
    hands, picks = list(state.hands), list(state.picks)
    for p, cards in zip(others, dealt, strict=False):
        hands[p] = tuple(sorted(cards))
    for p, cards in zip(picked, dealt[len(others):], strict=True):
        picks[p] = f"sell {cards[0]}"
    decks = _decks(state, viewer, rng.fork("decks"), hands)
    return replace(state, hands=tuple(hands), picks=tuple(picks), decks=decks,
                   seed=fresh_seed(rng))


def _leaders_again(state: SevenWondersState, viewer: int | None,
                   rng: Rng) -> SevenWondersState:
    """The other players' leaders (drafted from, kept, chosen) dealt again from those and
    the leaders the viewer has not seen (``sevenwonders.leaders.setup``); the kept ones
    the viewer passed on stay unknown too."""
    if not state.rules.leaders or viewer is None:
        return state
    others = [p for p in range(state.players) if not _sees(state, viewer, p)]
    picked = [p for p in others if state.picks[p] and state.phase in ("draft", "leader")]
    groups = ([state.drafts[p] for p in others] + [state.leaders[p] for p in others]
              + [(state.picks[p].split()[-1],) for p in picked])
    hidden = [x for g in groups for x in g]
    if not hidden:
        return state
    seen = {x for r in state.recruited for x in r} | _known(state, viewer)
    pool = rng.shuffled(sorted((set(data.dealt_leaders()) - seen) | set(hidden)))
    dealt, start = [], 0
    for group in groups:
        dealt.append(tuple(pool[start:start + len(group)]))
        start += len(group)
    drafts, leaders, picks = list(state.drafts), list(state.leaders), list(state.picks)
    k = len(others)
    for i, p in enumerate(others):
        drafts[p], leaders[p] = tuple(sorted(dealt[i])), tuple(sorted(dealt[k + i]))
    for i, p in enumerate(picked):
        verb = "keep" if state.phase == "draft" else "sell"
        picks[p] = f"{verb} {dealt[2 * k + i][0]}"
    return replace(state, drafts=tuple(drafts), leaders=tuple(leaders), picks=tuple(picks))


def _other_black(state: SevenWondersState, viewer: int | None, groups: list[tuple[str, ...]],
                 rng: Rng) -> list[tuple[str, ...]]:
    """Which black cards this Age drew is secret: those in the hidden hands are drawn
    again from the Age's black cards the viewer cannot see (``sevenwonders.cities.setup``)."""
    black = set(data.black(state.age))
    hidden = [c for group in groups for c in group if c in black]
    if viewer is None or not hidden:
        return groups
    seen = {c for city in state.cities for c in city} | set(state.discard) | _known(state, viewer)
    fresh = list(rng.shuffled(sorted((black - seen) | set(hidden))))[:len(hidden)]
    swap = dict(zip(sorted(hidden), fresh, strict=True))
    return [tuple(swap.get(c, c) for c in group) for group in groups]


def _decks(state: SevenWondersState, viewer: int | None, rng: Rng,
           hands: list[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    guilds = set(data.guilds())
    seen = {c for city in state.cities for c in city} | set(state.discard)
    seen |= _known(state, viewer)
    hidden_held = {c for p, hand in enumerate(hands) if p != viewer for c in hand}
    unseen = sorted(guilds - seen - hidden_held)
    out = []
    for age, deck in enumerate(state.decks, start=1):
        slots = [c for c in deck if c in guilds]
        candidates = sorted(set(slots) | set(unseen))
        fresh = list(rng.shuffled(candidates))[:len(slots)]
        unseen = [g for g in candidates if g not in fresh]
        black = set(data.black(age))  # which black cards an Age drew is secret too
        kept = [c for c in deck if c not in guilds and c not in black]
        drawn = [c for c in deck if c in black]
        pool = sorted((black - seen - hidden_held) | set(drawn))
        fresh += list(rng.shuffled(pool))[:len(drawn)] if drawn else []
        out.append(rng.shuffled([*kept, *fresh]))
    return tuple(out)


def _sees_discard(state: SevenWondersState, viewer: int | None) -> bool:
    return viewer is None or (state.phase == "revive" and viewer == state.current)


CHOSEN = "chooses a card"


def mask(move: str, mover: int, viewer: int) -> str:
    """Another seat's move as the viewer may read it: a card is chosen face down, and a
    card sold or put under a Wonder stays face down, so a rival's pick is never named
    (what it built shows in its city once the turn is played; ``sevenwonders.hidden``)."""
    verb = move.split()[0] if move else ""
    return (CHOSEN if mover != viewer and verb in ("build", "wonder", "project", "sell", "keep",
                                                   "recruit") else move)
