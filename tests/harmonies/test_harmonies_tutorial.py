"""The first-game tutorial plays every item the issue lists: a tree and a mountain stacked, a
field, a building that scores, an animal card taken and later completed by the learner, a
river, the end triggered and the final score; each with the engine's own judgement."""

from __future__ import annotations

from rulebooks.core import tutorial
from rulebooks.harmonies import data
from rulebooks.harmonies.scoring import board_parts

SCRIPT = tutorial.load("harmonies")
LEARNER = 0


def walk() -> list[tuple[str, object, object]]:
    """(step id, position shown, position after the learner's move and the replies)."""
    state, seen = tutorial.fresh(SCRIPT, SCRIPT.steps[0].position), []
    for index, step in enumerate(SCRIPT.steps):
        state = tutorial.enter(SCRIPT, index, state)
        after, _ = tutorial.finish(SCRIPT, index, state,
                                   step.do.canonical if step.do else "")
        seen.append((step.id, state, after))
        state = after
    return seen


STEPS = walk()


def parts(state) -> dict[str, int]:
    return {p.key: p.points for p in board_parts(state.side, state.boards[LEARNER])}


def test_a_card_the_learner_took_is_completed_in_a_later_step() -> None:
    order = [step_id for step_id, *_ in STEPS]
    taken = {}
    for step, (_, before, _after) in zip(SCRIPT.steps, STEPS, strict=True):
        if step.do and step.do.canonical.startswith("card "):
            key = before.display[int(step.do.canonical.split()[1]) - 1]
            taken.setdefault(key, step.id)
    completed = [(step_id, key) for step_id, before, after in STEPS
                 for key, placed in after.cards[LEARNER]
                 if placed == data.card(key).cubes
                 and dict(before.cards[LEARNER]).get(key) == placed - 1]
    assert completed, "no step completes an animal card"
    step_id, key = completed[0]
    assert key in taken and order.index(taken[key]) < order.index(step_id)
    final = STEPS[-1][2]
    assert key not in final.in_hand(LEARNER)
    assert dict(final.cards[LEARNER])[key] == data.card(key).cubes


def test_the_landscape_items_are_built_and_the_game_ends_scored() -> None:
    final = STEPS[-1][2]
    board = final.boards[LEARNER]
    assert any(s.endswith("L") and len(s) >= 2 for s in board)        # a stacked tree
    assert any(set(s) == {"M"} and len(s) >= 2 for s in board)         # a stacked mountain
    scored = parts(final)
    assert scored["fields"] > 0 and scored["buildings"] > 0
    assert scored["water"] >= data.river_points(3)                     # a river of three
    assert final.outcome() is not None
    assert final.ending and board.count("") <= data.game("end_empty")


def test_every_refusal_the_tutorial_shows_is_refused_with_its_rule() -> None:
    shown = [(step, before) for step in SCRIPT.steps if step.refuse
             for step_id, before, _ in STEPS if step_id == step.id]
    assert {step.refuse.rule for step, _ in shown} >= {
        "harmonies.turn.hand", "harmonies.turn.cube", "harmonies.place.stack"}
    for step, before in shown:
        error = tutorial.refusal(SCRIPT, step, before)
        assert error is not None and error.rule == step.refuse.rule
