"""What each Great Western Trail move did, and which rules it used (for transcripts and
walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import board, data
from . import rules_ids as R
from .actions import bonus_rule
from .game import GWTState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 2}, seed=1)

SIMPLE = {
    "start": ("starts on neutral building {0}", [R.START]),
    "hire": ("hires a {0} from row {1}", [R.HIRE]),
    "build": ("builds {0} on {1}", [R.BUILD]),
    "cert": ("gains a certificate", [R.CERT]),
    "bounty": ("collects the outlaw on {0}", [R.BOUNTY]),
    "hazard": ("removes the hazard on {0}", [R.HAZARD]),
    "restock": ("adds two cards to the cattle market", [R.RESTOCK]),
    "upgrade": ("upgrades the station with disc {0}", [R.STATION]),
    "master": ("takes the station master, leaving a {0}", [R.MASTER]),
    "back": ("moves the engine back to {0}", [R.LAST]),
    "skip": ("declines", [R.STATION]),
    "done": ("ends the turn", [R.TURN, R.CLEANUP]),
    "income": ("uses {0} temporary certificate(s) for income", [R.INCOME]),
    "objective": ("takes objective card {0}", [R.OBJECTIVE_TAKE]),
    "trade": ("discards {0} for the risk action", [R.RISK]),
    "gain": ("takes the building's income", [R.INCOME_ACTIONS]),
    "exchange": ("uses an exchange token to draw {0} card(s)", [R.EXCHANGE]),
    "breed": ("upgrades Simmental {0} to its next stage", [R.SIMMENTAL]),
    "draw": ("draws {0} card(s) with the objective card's action", [R.OBJECTIVE_ACTIONS]),
}


def _detail(before: GWTState, move: Move, after: GWTState) -> tuple[str, list[str]]:
    args = move.args
    if move.verb == "play":
        return f"plays objective card {args[0]}", [R.OBJECTIVE_PLAY]
    if before.phase == "bonus":
        what = "forfeits" if move.verb == "skip" else f"uses ({move})"
        source = {"worker": "worker space", "master": "station master"}.get(
            before.bonus_from, "objective card")
        return f"{what} the {source}'s one-off action", [bonus_rule(before)]
    if move.verb == "skip" and before.phase == "simmental":
        return "keeps the Simmentals of the hand as they are", [R.SIMMENTAL]
    if move.verb == "exchange" and len(args) == 3:
        return (f"waits while player {args[2]} uses an exchange token to draw {args[0]} card(s)",
                [R.EXCHANGE])
    if move.verb in SIMPLE:
        text, rules = SIMPLE[move.verb]
        return text.format(*args, *[""] * 3), list(rules)
    if move.verb == "discard":
        return f"discards {args[0]}", [R.TRIM]
    if move.verb == "move" and before.phase == "act":
        return f"moves on to {args[-1]} with the building's action", [R.HERDER]
    if move.verb == "move":
        paid = before.seats[before.current].money - after.seats[before.current].money
        rules = [R.STEPS, R.FORWARD, *([R.FEES] if paid else []),
                 *([R.KANSAS_STOP] if args[-1] == "KC" else [])]
        fee = f", paying {paid} in fees" if paid else ""
        return f"moves to {args[-1]} ({len(args)} step(s){fee})", rules
    if move.verb == "sell":
        rule = R.PAIR if len(args) == 2 else R.SELL
        return f"discards {' '.join(args)} for dollars", [rule]
    if move.verb == "train":
        return f"moves the engine to {args[0]}", [R.TRAIN]
    if move.verb == "buy":
        return f"buys {' '.join(args[:-1])} with {args[-1]} cowboy(s)", [R.BUY]
    if move.verb == "aux":
        double = len(args) > 1 and args[1] == "2"
        return f"takes the auxiliary action {' '.join(args)}", [R.AUX, *([R.DOUBLE]
                                                                          if double else [])]
    if move.verb == "foresight":
        placed = sum(map(len, after.jobs)) > sum(map(len, before.jobs))
        return f"takes foresight tile {args[0]}", [R.FORESIGHT, *([R.JOBS] if placed else [])]
    city = data.CITIES[args[0]]
    me = before.current
    rules = [R.DELIVER, R.DISCS, R.KANSAS_RETURN]
    if board.transport_cost(before.seats[me].engine, city.value):
        rules.append(R.TRANSPORT)
    done = after.seats[me].deliveries
    if any(args[0] in a.cities and all(c in done for c in a.cities) for a in data.ARROWS):
        rules.append(R.ARROWS)
    return f"delivers to {city.name} with disc {args[1]}", rules


def trace(before: GWTState, move: Move, after: GWTState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    detail, rules = _detail(before, move, after)
    if after.final >= 0 and before.final < 0:
        detail += "; the job market is full: the last round begins"
        rules.append(R.TRIGGER)
    if after.phase == "over":
        detail += "; game over: " + " ".join(str(s.breakdown.total) for s in after.score())
        rules.append(R.END)
    return detail, tuple(rules)
