"""What a 7 Wonders Duel player may know: everything on the table except the faces of the
structure's face-down cards (only their backs: Age or guild), the cards left in the box, the
progress tokens in the box, and the Great Library's draw (seen only by its chooser); with
Agora, the opponent's face-down conspiracies (only how many, and how many prepared), the
conspiracy deck's order and the two conspiracies drawn (seen only by the player drawing)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_again, fresh_seed, public_json
from ..core.rng import Rng
from . import agora, data
from .game import DuelState, box_tokens, senators_used


def _back(ident: str, age: int) -> str:
    spec = data.card(ident)
    return "guild" if spec.colour == "purple" else "senator" if spec.senator else f"age {age}"


def sees_box(state: DuelState, viewer: int | None) -> bool:
    """Treason: its owner looks at the cards left in the box while choosing one."""
    return viewer == state.current and state.phase == "plot" and \
        state.step_name() == "boxed-card"


def view(state: DuelState, viewer: int | None) -> dict[str, Any]:
    out = public_json(state)
    out["structure"] = [c if c is None or state.visible(i) else {"back": _back(c, state.age)}
                        for i, c in enumerate(state.structure)]
    out["removed"] = list(state.removed) if sees_box(state, viewer) else len(state.removed)
    if viewer != state.current:
        out["offer"] = len(state.offer)
        out["drawn"] = len(state.drawn)
    out["plots"] = [list(held) if p == viewer else len(held)
                    for p, held in enumerate(state.plots)]
    out["plot_deck"] = len(state.plot_deck)
    out["decrees"] = [None if c in state.veiled else d for c, d in enumerate(state.decrees)]
    return out


def redeal(state: DuelState, viewer: int | None, rng: Rng) -> DuelState:
    """The face-down cards dealt again with the box's cards of the same back (senators with
    those not dealt yet); the Great Library's draw, for the player who does not choose,
    drawn again from the box."""
    hidden = [i for i, c in enumerate(state.structure) if c and not state.visible(i)]
    structure, removed = list(state.structure), list(state.removed)
    known = sees_box(state, viewer)  # the box is known: only the structure's backs mix
    for back in ("age", "guild", "senator"):
        places = [i for i in hidden if _back(structure[i], state.age).startswith(back)]
        boxed = [] if known else [c for c in removed
                                  if _back(c, state.age).startswith(back)]
        if back == "senator":  # not in the box: not dealt yet
            boxed = sorted(set(data.senators()) - senators_used(state))
        dealt, boxed_again = deal_again(rng, [[structure[i] for i in places], boxed])
        for i, c in zip(places, dealt, strict=True):
            structure[i] = c
        if back != "senator" and not known:
            removed = [c for c in removed if not _back(c, state.age).startswith(back)]
            removed += boxed_again
    offer = state.offer
    if offer and viewer != state.current:
        drawn, _ = deal_again(rng, [list(offer), box_tokens(state)])
        offer = tuple(sorted(drawn))
    return replace(state, structure=tuple(structure), removed=tuple(sorted(removed)),
                   offer=offer, seed=fresh_seed(rng), **_plots_again(state, viewer, rng))


def _plots_again(state: DuelState, viewer: int | None, rng: Rng) -> dict[str, Any]:
    """Agora: the conspiracies the viewer has not seen (the deck, the opponent's face-down
    ones, the two drawn by the opponent) dealt again among themselves; the prepared ones
    stay first in each hand, so how many are prepared does not change."""
    if not state.rules.agora:
        return {}
    hidden_hands = [p for p in range(2) if p != viewer]
    groups = [list(state.plot_deck)] + [list(state.plots[p]) for p in hidden_hands]
    seen_drawn = viewer == state.current
    if not seen_drawn:
        groups.append(list(state.drawn))
    dealt = deal_again(rng, groups)
    plots = list(state.plots)
    for p, hand in zip(hidden_hands, dealt[1:], strict=False):
        plots[p] = hand
    unseen = [d for d in agora.decree_pool() if d not in
              {*(d for c, d in enumerate(state.decrees) if c not in state.veiled), *state.lower}]
    faces, _ = deal_again(rng, [[state.decrees[c] for c in state.veiled],
                                [d for d in unseen if d not in
                                 {state.decrees[c] for c in state.veiled}]])
    decrees = list(state.decrees)
    for c, d in zip(state.veiled, faces, strict=True):
        decrees[c] = d
    return {"plot_deck": dealt[0], "plots": tuple(plots), "decrees": tuple(decrees),
            "drawn": state.drawn if seen_drawn else dealt[-1]}
