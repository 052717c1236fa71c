"""One player's turn, step by step: choose a combination (or refuse), write the number,
use the effect, claim plans. Each ``_check_<verb>`` raises IllegalMove citing its rule;
each ``_do_<verb>`` returns the next state. Mixed into :class:`game.WelcomeState`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.errors import IllegalMove
from . import data, effects, icecream, plans
from .moves import Move
from .sheet import ROUNDABOUT, place

STEPS = "welcometo.turn.steps"
STEP_OF = {"take": "choose", "refuse": "choose", "roundabout": "choose", "write": "write",
           "truck": "truck", "fence": "effect", "value": "effect", "park": "effect",
           "pool": "effect", "bis": "effect", "skip": "effect", "plan": "plans", "done": "plans"}
EFFECT_OF = {"fence": "surveyor", "value": "estate", "park": "landscaper", "pool": "pool",
             "bis": "bis"}
STEP_TEXT = {"choose": "choosing a combination", "write": "writing the number",
             "truck": "choosing the bottom street's truck", "effect": "using the effect",
             "plans": "claiming plans", "over": "the game is over"}


def _place(p: tuple[int, int]) -> str:
    return f"{p[0] + 1}.{p[1] + 1}"


class TurnRules:
    """The checks and steps of a turn (see the module docstring)."""

    # -- which combination --------------------------------------------------
    def picks(self: Any) -> list[tuple[int, ...]]:
        """Every way to take the round's cards: (i,) or (number card, effect card)."""
        n = len(self.shown)
        if self.rules.pairs:
            return [(i, j) for i in range(n) for j in range(n) if i != j]
        return [(i,) for i in range(n)]

    def number_effect(self: Any, pick: tuple[int, ...]) -> tuple[int, str]:
        i, j = (pick[0], pick[-1])
        return self.shown[i][0], self.shown[j][1]

    def playable(self: Any, pick: tuple[int, ...]) -> bool:
        """The pick's number fits somewhere (with the temp agency, any shift of it)."""
        number, effect = self.number_effect(pick)
        return any(self.sheet.can_place(n) for n in self._numbers(number, effect))

    def _numbers(self: Any, number: int, effect: str) -> list[int]:
        low, high = data.number_range()
        if effect != "temp":
            return [number]
        shift = data.temp_shift()
        return [n for n in range(number - shift, number + shift + 1) if low <= n <= high]

    # -- checks -----------------------------------------------------------
    def _step(self: Any, move: Move, where: str) -> None:
        wanted = STEP_OF[move.verb]
        if self.phase != wanted:
            raise IllegalMove(f"'{move.verb}' belongs to {STEP_TEXT[wanted]}, but this turn is "
                              f"at {STEP_TEXT[self.phase]}", rule=STEPS, where=where)

    def _check_take(self, move: Move, where: str) -> None:
        self._step(move, where)
        pick = move.args
        if self.rules.pairs and (len(pick) != 2 or pick[0] == pick[1]):
            raise IllegalMove("take the number of one card and the effect of another "
                              "(take 1 2)", rule="welcometo.variant.advanced", where=where)
        if not self.rules.pairs and len(pick) != 1:
            raise IllegalMove("take one combination whole (take 1, 2 or 3)",
                              rule="welcometo.turn.choose", where=where)
        if not self.playable(pick):
            number, _ = self.number_effect(pick)
            raise IllegalMove(f"{number} fits in no empty house of your streets",
                              rule="welcometo.build.order", where=where)

    def _check_refuse(self, move: Move, where: str) -> None:
        self._step(move, where)
        fits = [p for p in self.picks() if self.playable(p)]
        if fits:
            number, _ = self.number_effect(fits[0])
            raise IllegalMove(f"a refusal is only for a turn when no number fits; {number} "
                              "still does", rule="welcometo.build.refusal", where=where)

    def _check_roundabout(self, move: Move, where: str) -> None:
        self._step(move, where)
        rule = "welcometo.roundabout"
        sheet = self.sheet
        if not self.rules.roundabouts:
            raise IllegalMove("roundabouts are an expert rule, not in play in this game",
                              rule=rule, where=where)
        if self.built_roundabout or sheet.roundabouts >= data.boxes("roundabouts"):
            raise IllegalMove("one roundabout a turn, and two on a sheet at most", rule=rule,
                              where=where)
        if sheet.cell(*move.place) is not None:
            raise IllegalMove(f"{place(*move.place)} is already built", rule=rule, where=where)

    def _check_write(self, move: Move, where: str) -> None:
        self._step(move, where)
        number, effect = self.number_effect(self.choice)
        delta = move.args[0] if move.args else 0
        low, high = data.number_range()
        if delta and effect != "temp":
            raise IllegalMove("only the temp agency changes the number",
                              rule="welcometo.effect.temp", where=where)
        if not low <= number + delta <= high:
            raise IllegalMove(f"numbers run from {low} to {high}", rule="welcometo.effect.temp",
                              where=where)
        s, h = move.place
        if self.sheet.cell(s, h) is not None:
            raise IllegalMove(f"{place(s, h)} is already built", rule="welcometo.build.number",
                              where=where)
        if not self.sheet.fits(s, h, number + delta):
            left, right = self.sheet.bounds(s, h)
            raise IllegalMove(f"{number + delta} cannot go in {place(s, h)}: it must be above "
                              f"{left} and below {right} there", rule="welcometo.build.order",
                              where=where)

    def _check_truck(self, move: Move, where: str) -> None:
        self._step(move, where)

    def _effect(self: Any, move: Move, where: str) -> str:
        self._step(move, where)
        effect = self.number_effect(self.choice)[1]
        wanted = EFFECT_OF.get(move.verb)
        if wanted and wanted != effect:
            raise IllegalMove(f"this turn's effect is the {data.effect_name(effect).lower()}, "
                              f"not the {data.effect_name(wanted).lower()}",
                              rule="welcometo.effect.which", where=where)
        return effect

    def _check_fence(self, move: Move, where: str) -> None:
        self._effect(move, where)
        s, g = move.place
        if (s, g) not in effects.fence_targets(self.sheet):
            raise IllegalMove(f"no fence can go after {place(s, g)}: there is one already, it "
                              "is the street's end, it would part a number from its bis, or it "
                              "would cut an estate used for a plan",
                              rule="welcometo.effect.surveyor", where=where)

    def _check_value(self, move: Move, where: str) -> None:
        self._effect(move, where)
        if move.args[0] not in effects.value_targets(self.sheet):
            raise IllegalMove(f"the value column of {move.args[0]}-house estates is full",
                              rule="welcometo.effect.estate", where=where)

    def _check_park(self, move: Move, where: str) -> None:
        self._effect(move, where)
        if not effects.park_target(self.sheet, self.last[0]):
            raise IllegalMove(f"every park of street {self.last[0] + 1} is built",
                              rule="welcometo.effect.landscaper", where=where)

    def _check_pool(self, move: Move, where: str) -> None:
        self._effect(move, where)
        if not effects.pool_target(self.sheet, self.last):
            raise IllegalMove(f"no pool is planned at {place(*self.last)}, the house just "
                              "numbered", rule="welcometo.effect.pool", where=where)

    def _check_bis(self, move: Move, where: str) -> None:
        self._effect(move, where)
        s, h = move.place
        if (s, h, move.args[0]) not in effects.bis_targets(self.sheet):
            raise IllegalMove(f"{move.args[0]} bis cannot go in {place(s, h)}: a bis goes in an "
                              "empty house right beside an equal number, with no fence between, "
                              "while the bis track has a box left", rule="welcometo.effect.bis",
                              where=where)

    def _check_skip(self, move: Move, where: str) -> None:
        self._effect(move, where)

    def _check_plan(self, move: Move, where: str) -> None:
        self._step(move, where)
        stack = move.args[0] - 1
        if self.sheet.plans[stack]:
            raise IllegalMove(f"you have already completed plan n°{stack + 1}",
                              rule="welcometo.plans.once", where=where)
        if plans.fulfil(self.plan_spec(stack), self.sheet, self.circled()) is None:
            raise IllegalMove(f"plan n°{stack + 1} asks for "
                              f"{plans.describe(self.plan_spec(stack))}, not met yet",
                              rule="welcometo.plans.claim", where=where)
        if move.estates:
            self._check_estates_chosen(move, stack, where)
        if move.word and (not self.rules.reshuffle or self.approved[stack] or self.rules.solo):
            raise IllegalMove("only a player completing a plan first may ask for a reshuffle",
                              rule="welcometo.plans.reshuffle", where=where)

    def _check_estates_chosen(self, move: Move, stack: int, where: str) -> None:
        spec = self.plan_spec(stack)
        choices = plans.estate_choices(spec, self.sheet, self.circled())
        if choices is None:
            raise IllegalMove(f"plan n°{stack + 1} asks for {plans.describe(spec)}: there are "
                              "no estates to choose", rule="welcometo.plans.choose", where=where)
        if move.estates not in choices:
            named = ", ".join(f"{s + 1}.{h + 1}" for s, h in move.estates)
            raise IllegalMove(f"the estates starting at {named} do not make plan n°{stack + 1} "
                              f"({plans.describe(spec)}, completed estates not yet used for a "
                              "plan, named by their first house)", rule="welcometo.plans.choose",
                              where=where)

    def _check_done(self, move: Move, where: str) -> None:
        self._step(move, where)

    # -- candidates --------------------------------------------------------
    def _candidates(self: Any) -> list[Move]:
        return getattr(self, f"_candidates_{self.phase}")()

    def _candidates_choose(self: Any) -> list[Move]:
        found = [Move("take", args=pick) for pick in self.picks()]
        found.append(Move("refuse"))
        if self.rules.roundabouts:
            found += [Move("roundabout", p) for p in self.sheet.empty_houses()]
        return found

    def _candidates_write(self: Any) -> list[Move]:
        number, effect = self.number_effect(self.choice)
        return [Move("write", p, (n - number,) if n != number else ())
                for n in self._numbers(number, effect) for p in self.sheet.places(n)]

    def _candidates_truck(self: Any) -> list[Move]:
        return [Move("truck", word=side) for side in ("left", "right")]

    def _candidates_effect(self: Any) -> list[Move]:
        sheet, effect = self.sheet, self.number_effect(self.choice)[1]
        found = {
            "surveyor": lambda: [Move("fence", t) for t in effects.fence_targets(sheet)],
            "estate": lambda: [Move("value", args=(k,)) for k in effects.value_targets(sheet)],
            "landscaper": lambda: [Move("park")],
            "pool": lambda: [Move("pool")],
            "temp": lambda: [],
            "bis": lambda: [Move("bis", (s, h), (n,)) for s, h, n in effects.bis_targets(sheet)],
        }[effect]()
        return [*found, Move("skip")]

    def _candidates_plans(self: Any) -> list[Move]:
        found = []
        for stack in range(len(self.plan_ids)):
            chosen = [(), *(plans.estate_choices(self.plan_spec(stack), self.sheet,
                                                 self.circled()) or [])]
            for estates in chosen:
                found.append(Move("plan", args=(stack + 1,), estates=estates))
                found.append(Move("plan", args=(stack + 1,), word="reshuffle", estates=estates))
        return [*found, Move("done")]

    def _candidates_over(self: Any) -> list[Move]:
        return []

    # -- performing a checked move (``_do_<verb>``) -------------------------
    def _with_sheet(self: Any, sheet: Any, **changes: Any) -> Any:
        sheets = (*self.sheets[:self.current], sheet, *self.sheets[self.current + 1:])
        return replace(self, sheets=sheets, **changes)

    def _with_trucks(self: Any, trucks: icecream.Trucks) -> Any:
        every = (*self.trucks[:self.current], trucks, *self.trucks[self.current + 1:])
        return replace(self, trucks=every)

    def _do_take(self: Any, move: Move) -> Any:
        pick = move.args if len(move.args) == 2 else (move.args[0], move.args[0])
        return replace(self, choice=pick, phase="write")

    def _do_refuse(self: Any, move: Move) -> Any:
        sheet = replace(self.sheet, refusals=self.sheet.refusals + 1)
        return self._with_sheet(sheet)._after_effect()

    def _do_roundabout(self: Any, move: Move) -> Any:
        return self._with_sheet(self.sheet.roundabout(*move.place), built_roundabout=True)

    def _do_write(self: Any, move: Move) -> Any:
        number, effect = self.number_effect(self.choice)
        s, h = move.place
        sheet = self.sheet.write(s, h, number + (move.args[0] if move.args else 0))
        if effect == "temp" and sheet.temps < data.temp_boxes():
            sheet = replace(sheet, temps=sheet.temps + 1)
        state = self._with_sheet(sheet, last=(s, h))
        if state.trucks:
            if not state.trucks[state.current].dirs[s]:
                return replace(state, phase="truck")
            state = state._with_trucks(icecream.drive(state.trucks[state.current], s, h))
        return state._enter_effect()

    def _do_truck(self: Any, move: Move) -> Any:
        s, h = self.last
        trucks = icecream.choose(self.trucks[self.current], s, move.word)
        return self._with_trucks(icecream.drive(trucks, s, h))._enter_effect()

    def _enter_effect(self: Any) -> Any:
        effect = self.number_effect(self.choice)[1]
        if effects.any_target(effect, self.sheet, self.last):
            return replace(self, phase="effect")
        return self._after_effect()

    def _do_fence(self: Any, move: Move) -> Any:
        return self._with_sheet(self.sheet.fence(*move.place))._after_effect()

    def _do_value(self: Any, move: Move) -> Any:
        return self._with_sheet(self.sheet.tick_value(move.args[0]))._after_effect()

    def _do_park(self: Any, move: Move) -> Any:
        return self._with_sheet(self.sheet.park(self.last[0]))._after_effect()

    def _do_pool(self: Any, move: Move) -> Any:
        return self._with_sheet(self.sheet.build_pool(*self.last))._after_effect()

    def _do_bis(self: Any, move: Move) -> Any:
        s, h = move.place
        state = self._with_sheet(self.sheet.write(s, h, move.args[0], bis=True))
        if state.trucks and state.trucks[state.current].dirs[s]:   # welcometo.icecream.bis
            state = state._with_trucks(icecream.drive(state.trucks[state.current], s, h))
        return state._after_effect()

    def _do_skip(self: Any, move: Move) -> Any:
        return self._after_effect()

    def circled(self: Any) -> frozenset[tuple[int, int]]:
        """The circled ice cream cones of the player to move (none without the trucks)."""
        return self.trucks[self.current].places() if self.trucks else frozenset()

    def claimable(self: Any) -> list[int]:
        """Plans (by stack, from 0) the player to move could claim now."""
        return [stack for stack in range(len(self.plan_ids)) if not self.sheet.plans[stack]
                and plans.fulfil(self.plan_spec(stack), self.sheet, self.circled()) is not None]

    def _after_effect(self: Any) -> Any:
        if self.claimable():
            return replace(self, phase="plans")
        return self._end_turn()

    def _do_plan(self: Any, move: Move) -> Any:
        stack = move.args[0] - 1
        spec = self.plan_spec(stack)
        used = (plans.fulfil_with(spec, self.sheet, move.estates, self.circled()) if move.estates
                else plans.fulfil(spec, self.sheet, self.circled())) or []
        sheet = self.sheet.mark_used(used).claim(stack, self.plan_points(stack))
        claimed = (*self.claimed_now[:stack], True, *self.claimed_now[stack + 1:])
        state = self._with_sheet(sheet, claimed_now=claimed,
                                 reshuffle_next=self.reshuffle_next or bool(move.word))
        return state if state.claimable() else state._end_turn()

    def _do_done(self: Any, move: Move) -> Any:
        return self._end_turn()


__all__ = ["ROUNDABOUT", "TurnRules"]
