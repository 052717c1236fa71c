"""A game position as HTML: the round's cards, the plans, every sheet, and the legal moves of
the player to move as ``data-move`` buttons on the sheet (houses, fences, tracks) or below it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.html import button_or_span, esc
from ..core.i18n import tr
from ..core.targets import Targets
from . import data
from .game import WelcomeState
from .moves import VERBS, parse_move
from .render import card_html, plan_card_html, sheet_html

PHASE_TEXT = {"choose": "to choose a combination", "write": "to write the number",
              "truck": "to pick the bottom street's truck", "effect": "to use the effect",
              "plans": "to claim city plans", "over": "game over"}
ACTION_TEXT = {"refuse": "Permit refusal", "skip": "Skip the effect", "done": "End the turn",
               "park": "Build the park", "pool": "Build the pool", "truck left": "Truck ←",
               "truck right": "Truck →"}


def _slots(state: WelcomeState, moves: Sequence[str]) -> tuple[dict, list[str]]:
    """Sheet slots for the moves that have one; the rest become action buttons."""
    slots: dict[str, list[tuple[str, str]]] = {}
    actions = []
    sheet = state.sheet
    for text in moves:
        move = parse_move(text)
        place = f"{move.place[0] + 1}.{move.place[1] + 1}" if move.place else ""
        if move.verb == "write":
            number = state.number_effect(state.choice)[0] + (move.args[0] if move.args else 0)
            slots.setdefault(f"house {place}", []).append((str(number), text))
        elif move.verb == "bis":
            slots.setdefault(f"house {place}", []).append((f"{move.args[0]}b", text))
        elif move.verb == "roundabout":
            slots.setdefault(f"house {place}", []).append(("↻", text))
        elif move.verb == "fence":
            slots[f"fence {place}"] = [("", text)]
        elif move.verb == "value":
            size = move.args[0]
            slots[f"value-{size} {sheet.values[size - 1] + 1}"] = [("", text)]
        elif move.verb == "park":
            s = state.last[0]
            slots[f"park-{s + 1} {sheet.parks[s] + 1}"] = [("", text)]
            actions.append(text)
        else:
            actions.append(text)
    return slots, actions


def _cards(state: WelcomeState, playable: set[str]) -> str:
    out = []
    for i, (number, effect) in enumerate(state.shown):
        move = f"take {i + 1}"
        out.append(card_html(number, effect, label=f"combination {i + 1}: {number}, "
                             f"{data.effect_name(effect)}",  # card_html translates the label
                             move=move if move in playable else None))
    return f'<div class="rb-wt-cards">{"".join(out)}</div>'


def _action(text: str) -> str:
    label = tr(ACTION_TEXT.get(text, text))
    move = parse_move(text)
    if move.verb == "take" and len(move.args) == 2:
        label = tr(f"Number {move.args[0] + 1} + effect {move.args[1] + 1}")
    elif move.verb == "plan":
        label = tr(f"Claim plan n°{move.args[0]}" + (" and reshuffle" if move.word else ""))
    return button_or_span(esc(label), "rb-action", label, text)


def position_html(state: WelcomeState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as anyone sees it (sheets are public); ``moves`` become buttons."""
    playable = set(moves)
    slots, actions = _slots(state, moves) if moves else ({}, [])
    actions = [a for a in actions if not (a.startswith("take ") and len(a.split()) == 2)]
    sheets = []
    for p, sheet in enumerate(state.sheets):
        title = f"Player {p + 1}" + (" (you)" if p == viewer else "")  # sheet_html translates
        title += " — to play" if p == state.to_move else ""
        sheets.append(sheet_html(sheet, title=title, clicks=slots if p == state.current else {}))
    plan_cards = "".join(plan_card_html(pid, state.approved[i])
                         for i, pid in enumerate(state.plan_ids))
    status = (f'<p class="rb-status">{esc(tr(f"Round {state.round + 1}"))}; '
              + (esc(tr("the game is over: ")) + esc(tr(state.ended)) if state.phase == "over"
                 else esc(tr(f"player {state.current + 1} {PHASE_TEXT[state.phase]}"))) + ".</p>")
    held = ""
    if state.choice is not None and state.phase != "over":
        number, effect = state.number_effect(state.choice)
        held = (f'<p class="rb-wt-held">'
                f"{esc(tr(f'Taken: {number} with the {data.effect_name(effect).lower()}.'))}</p>")
    buttons = "".join(_action(a) for a in actions)
    return (f'<div class="rb-table rb-welcometo">{status}{_cards(state, playable)}'
            f'<div class="rb-wt-plans">{plan_cards}</div>{held}'
            + (f'<div class="rb-actions">{buttons}</div>' if buttons else "")
            + f'<div class="rb-wt-sheets">{"".join(sheets)}</div></div>')


def targets(state: WelcomeState, viewer: int | None) -> Targets:
    """What a click can play in :func:`position_html`: the round's cards; every other move
    offered gets a place of its own (a house, a fence, a box on the sheet, or a button)."""
    return Targets(tuple((f"take {i + 1}",) for i in range(len(state.shown))), VERBS)
