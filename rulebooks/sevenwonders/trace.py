"""What each 7 Wonders move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from .city import Payment
from .game import SevenWondersState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 3}, seed=1)
VERB_RULES = {
    "build": ("sevenwonders.build",),
    "wonder": ("sevenwonders.wonder",),
    "project": ("sevenwonders.wonder", "sevenwonders.edifice.participate"),
    "sell": ("sevenwonders.sell",),
    "revive": ("sevenwonders.power.discard",),
    "skip": ("sevenwonders.power.discard",),
    "keep": ("sevenwonders.leaders.draft",),
    "recruit": ("sevenwonders.leaders.recruit",),
    "pay": ("sevenwonders.cities.owe", "sevenwonders.cities.debt"),
}


POWERS = {"play-seventh": "sevenwonders.power.seventh",
          "build-discarded": "sevenwonders.power.discard",
          "free-new-colour": "sevenwonders.power.colour",
          "free-first": "sevenwonders.power.first", "free-last": "sevenwonders.power.last"}


def _paid(state: SevenWondersState, seat: int, price: Payment | None) -> list[str]:
    """The trading rules a payment used, then the cost rule."""
    if price is None:
        return ["sevenwonders.build.cost"]
    city, rules = state.city(seat), []
    bought = [("left", x) for x, _ in price.left] + [("right", x) for x, _ in price.right]
    if bought:
        rules.append("sevenwonders.trade")
    if any(city.price(side, x) < data.rule("price") for side, x in bought):
        rules.append("sevenwonders.trade.discount")
    if any(city.has_card_power(f"wharf-{side}") for side, _ in bought):
        rules.append("sevenwonders.cities.wharf")
    if price.bank or price.back:
        rules.append("sevenwonders.leaders.trade")
    return [*rules, "sevenwonders.build.cost"]


def black_rules(spec: data.CardSpec) -> list[str]:
    """The Cities rules a black card's effects use when it is built."""
    rules = ["sevenwonders.cities.cards"]
    if spec.others_lose:
        rules.append("sevenwonders.cities.debt")
    if spec.others_gain or spec.neighbours_gain:
        rules.append("sevenwonders.cities.coins")
    if spec.diplomacy:
        rules.append("sevenwonders.cities.diplomacy")
    if spec.raid:
        rules.append("sevenwonders.cities.raid")
    if spec.token_points or spec.drop_defeats or (spec.gain_per and "victory" in spec.gain_per.per):
        rules.append("sevenwonders.cities.tokens")
    if spec.power == "forging":
        rules.append("sevenwonders.cities.forging")
    return rules


def trace(before: SevenWondersState, move: Move, after: SevenWondersState
          ) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    me = before.current
    if before.phase in ("draft", "leader"):
        return _leader_trace(before, move, after)
    if before.phase == "debt":
        return (f"pays {move.card} of the {before.owed[me]} coins lost, takes "
                f"{before.owed[me] - int(move.card)} debt token(s)", VERB_RULES["pay"])
    rules = ["sevenwonders.turn.choose", *VERB_RULES[move.verb]]
    name = data.card(move.card).name if move.card else ""
    detail = {"build": f"builds {name}", "wonder": f"builds a Wonder stage with {name}",
              "project": f"builds a Wonder stage with {name} and takes part in the Edifice",
              "sell": f"sells {name}", "revive": f"builds {name} from the discard pile",
              "skip": "builds nothing from the discard pile"}[move.verb]
    if move.verb == "build":
        free = before.is_free(me, move.card)
        if free:
            rules.append(free)
        else:
            rules += _paid(before, me, before.build_price(me, move.card))
        if before.rules.teams:  # own resources first, chains used: the team restrictions
            rules.append("sevenwonders.teams")
        spec = data.card(move.card)
        if spec.gain_coins or spec.gain_per:
            rules.append("sevenwonders.effects.coins")
        if before.city(me).leaders and (free == "sevenwonders.leaders.effects" or any(
                x.discount == spec.colour or x.coins_per_build.get("colour") == spec.colour
                or (x.coins_per_chain and free == "sevenwonders.build.chain")
                for x in before.city(me).leader_specs())):
            rules.append("sevenwonders.leaders.effects")
        if spec.colour == "black":
            rules += black_rules(spec)
    if move.verb in ("wonder", "project"):
        rules += _paid(before, me, before.payment(me, before.stage_cost(me)))[:-1]
        if before.city(me).has_card_power("architect"):
            rules.append("sevenwonders.cities.architect")
        stage = before.next_stage(me)
        power = stage.chosen(int(move.choice or 0)).power
        if power:
            rules.append(POWERS[power])
        if stage.choices or stage.pawn:
            rules.append("sevenwonders.edifice.wonders")
        if after.stages[me] == len(after.city(me).wonder.stages):
            rules.append("sevenwonders.wonder.complete")
    if before.phase == "seventh":
        rules.append("sevenwonders.power.seventh")
    if after.turn != before.turn or after.age != before.age or after.phase == "over":
        rules.append("sevenwonders.turn.pass" if after.age == before.age
                     and after.phase == "choose" else "sevenwonders.turn.seventh")
        if before.rules.cities and after.turn > before.turns:
            rules.append("sevenwonders.cities.turn")
    if before.edifices and after.pawns_left != before.pawns_left and any(
            after.edifice_built(a) != before.edifice_built(a) for a in (1, 2, 3)):
        rules.append("sevenwonders.edifice.construct")
    if after.age != before.age or after.phase == "over":
        if before.edifices and not before.edifice_built(before.age):
            rules.append("sevenwonders.edifice.fail")
        rules.append("sevenwonders.military")
        if before.rules.teams:
            rules.append("sevenwonders.teams.military")
        if before.rules.cities and any(after.diplomacy[p] < before.diplomacy[p]
                                       for p in range(before.players)):
            rules.append("sevenwonders.cities.teams" if before.rules.teams
                         else "sevenwonders.cities.diplomacy")
        if after.phase != "over":
            rules.append("sevenwonders.age.deal")
        detail += "; end of Age " + str(before.age) + ": military " + " ".join(
            str(sum(t)) for t in after.tokens)
    if after.phase == "over":
        rules.append("sevenwonders.end")
        if before.rules.cities:
            rules.append("sevenwonders.cities.score")
        if before.rules.edifice:
            rules.append("sevenwonders.edifice.score")
        if before.rules.leaders:
            rules.append("sevenwonders.leaders.score")
        if before.rules.teams:
            rules.append("sevenwonders.teams.score")
        detail += "; game over: " + " ".join(str(t) for t in after.totals())
    return detail, tuple(dict.fromkeys(rules))


def _leader_trace(before: SevenWondersState, move: Move, after: SevenWondersState
                  ) -> tuple[str, tuple[str, ...]]:
    """A leader kept in the draft or played at the start of an Age."""
    name = data.leader(move.card).name
    if before.phase == "draft":
        rules = ["sevenwonders.leaders.draft"]
        if after.phase != "draft":
            rules.append("sevenwonders.leaders.turn")
        return f"keeps {name}", tuple(rules)
    rules = ["sevenwonders.leaders.turn", *VERB_RULES[move.verb]]
    detail = {"recruit": f"recruits {name}", "wonder": f"builds a Wonder stage with {name}",
              "sell": f"sells {name}"}[move.verb]
    if move.verb == "recruit":
        spec = data.leader(move.card)
        if spec.gain_coins or spec.power == "build-discarded":
            rules.append("sevenwonders.leaders.effects")
        if before.city(before.current).wonder.power:
            rules.append("sevenwonders.leaders.roma")
    if after.phase != before.phase:
        rules.append("sevenwonders.age.deal")
    return detail, tuple(dict.fromkeys(rules))
