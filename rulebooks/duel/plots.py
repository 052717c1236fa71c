"""Agora's conspiracies, and the other choices made in the middle of a turn (Knossos's
cubes, Agora's military tokens): a queue of *steps*, each one a choice of one player.

A conspiracy is drawn by conspiring (a Conspirator, or choosing Curia Julia), kept face
down, prepared by sliding a taken card under it (the turn's action) and triggered at the
start of a later turn, before the turn's action. Triggering it gives what the card does
at once (coins, shields) and queues its steps. A step is written ``"<player>:<name>"``;
while steps are queued the phase is ``plot`` and the step's player is to move. Once the
queue is empty the game goes back where it was (``resume``): the draft, the same turn
(a conspiracy triggered before the turn's action) or the end of the turn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.errors import IllegalMove
from ..core.state import put
from . import agora, data
from .moves import Move

STEPS = ("keep", "trigger-any", "place", "move", "remove", "steal-wonder", "destroy-blue",
         "destroy-yellow", "bury", "last-row", "boxed-card", "boxed-progress", "pair",
         "scrap", "scrap-again", "steal-card", "swap", "shift", "raze")
# the verbs each step takes (``pass`` for the steps one may leave out)
STEP_VERBS = {
    "keep": ("keep",), "trigger-any": ("trigger", "pass"), "place": ("place",),
    "move": ("move", "pass"), "remove": ("remove",), "steal-wonder": ("steal",),
    "destroy-blue": ("destroy",), "destroy-yellow": ("destroy",), "bury": ("bury",),
    "last-row": ("claim",), "boxed-card": ("claim",), "boxed-progress": ("progress",),
    "pair": ("progress",), "scrap": ("scrap",), "scrap-again": ("scrap", "pass"),
    "steal-card": ("steal",), "swap": ("swap", "steal"), "shift": ("shift",),
    "raze": ("raze",),
}
STEP_HINT = {
    "keep": "keep one of the conspiracies drawn", "trigger-any": "trigger a conspiracy not "
    "prepared, or pass", "place": "place a cube in any chamber", "move": "move a cube to a "
    "neighbouring chamber, or pass", "remove": "take out one of the opponent's cubes",
    "steal-wonder": "take an unbuilt Wonder from the opponent", "destroy-blue": "discard a "
    "blue card of the opponent", "destroy-yellow": "discard a yellow card of the opponent",
    "bury": "bury a progress token", "last-row": "construct a card of the far row for free",
    "boxed-card": "construct a card from the box for free", "boxed-progress": "take a "
    "progress token from the box", "pair": "choose a progress token for the pair of symbols",
    "scrap": "discard an accessible card of the structure", "scrap-again": "discard another "
    "accessible card, or pass", "steal-card": "take a brown or grey card of the opponent",
    "swap": "swap a blue or green card with the opponent", "shift": "move a decree to "
    "another chamber", "raze": "return a built Wonder of the opponent to the box",
}


def step(player: int, name: str) -> str:
    return f"{player + 1}:{name}"


def read_step(text: Any, where: str) -> str:
    from ..core.errors import NotationError
    who, _, name = str(text).partition(":")
    if who not in ("1", "2") or name not in STEPS:
        raise NotationError(f"a step is '<player>:<name>' with a name among {', '.join(STEPS)}"
                            f"; got {text!r}", where=where)
    return str(text)


class Plots:
    """The conspiracy moves of :class:`~rulebooks.duel.game.DuelState` (a mixin)."""

    # -- questions -------------------------------------------------------------------
    def unprepared(self: Any, player: int) -> tuple[str, ...]:
        return self.plots[player][self.ready[player]:]

    def prepared(self: Any, player: int) -> tuple[str, ...]:
        return self.plots[player][:self.ready[player]]

    def step_name(self: Any) -> str:
        return self.steps[0].partition(":")[2] if self.steps else ""

    def far_row(self: Any) -> tuple[str, ...]:
        """Face-up buildings still in the structure's far row (Property Fraud)."""
        slots = self.layout().slots
        return tuple(c for i, c in enumerate(self.structure)
                     if c and slots[i].row == 0 and self.visible(i) and not data.card(c).senator)

    def boxed_cards(self: Any) -> tuple[str, ...]:
        return tuple(sorted({*self.removed, *self.earlier}))

    def box_pool(self: Any) -> list[str]:
        from .game import box_tokens
        return box_tokens(self)

    # -- queueing --------------------------------------------------------------------
    def _queue(self: Any, player: int, names: Any, first: bool = False) -> Any:
        new = tuple(step(player, n) for n in names)
        return replace(self, steps=new + self.steps if first else self.steps + new)

    def _begin(self: Any, resume: str) -> Any:
        """Start working through the queued steps (already under way: go on)."""
        if self.phase != "plot":
            self = replace(self, resume=resume, back=self.current)
        return self._continue()

    def _continue(self: Any) -> Any:
        """The next step with a choice to make (one with nothing to choose is skipped), or
        back where the game was."""
        state = self
        while state.steps and not state._supremacy():
            who = int(state.steps[0][0]) - 1
            probe = replace(state, phase="plot", current=who)
            if any(probe._allowed(m) for m in probe._plot_candidates() if m.verb != "pass"):
                return probe
            state = replace(state, steps=state.steps[1:])
        resume, back = state.resume, state.back
        state = replace(state, steps=(), resume="", back=0, current=back, phase="play")
        if state._supremacy() or resume == "finish":
            return state._finish()
        if resume == "draft":
            return replace(state, phase="draft")._after_pick()
        if not any(state.structure):  # the conspiracy emptied the structure: the Age ends
            return state._finish()
        return state

    def _conspire(self: Any, player: int) -> Any:
        """Draw conspiracies: keep one (both with Organised Crime)."""
        count = agora.rule("conspiracies_drawn")
        drawn, deck = self.plot_deck[:count], self.plot_deck[count:]
        state = replace(self, plot_deck=deck)
        if "organised-crime" in self.tokens[player] or len(drawn) < 2:
            return replace(state, plots=put(state.plots, player, (*state.plots[player],
                                                                   *drawn)))
        return replace(state, drawn=drawn)._queue(player, ("keep",))

    def _plot_candidates(self: Any) -> list[Move]:
        me, name = self.current, self.step_name()
        other = 1 - me
        chambers = [str(n) for n in range(1, agora.CHAMBERS + 1)]
        moves: list[Move] = [Move("pass")] if "pass" in STEP_VERBS.get(name, ()) else []
        if name == "keep":
            moves += [Move("keep", (c, end)) for c in self.drawn for end in ("top", "bottom")]
        elif name == "trigger-any":
            moves += [Move("trigger", (c,)) for c in self.unprepared(me)]
        elif name == "place":
            moves += [Move("place", (n,)) for n in chambers]
        elif name == "move":
            moves += [Move("move", (a, b)) for a in chambers for b in chambers]
        elif name == "remove":
            moves += [Move("remove", (n,)) for n in chambers]
        elif name == "steal-wonder":
            moves += [Move("steal", (w,)) for w in self.wonders[other]]
        elif name in ("destroy-blue", "destroy-yellow"):
            moves += [Move("destroy", (c,)) for c in self.cities[other]]
        elif name == "bury":
            pool = {*self.board, *self.tokens[other], *self.box_pool()}
            moves += [Move("bury", (t,)) for t in sorted(pool)]
        elif name == "last-row":
            moves += [Move("claim", (c,)) for c in self.far_row()]
        elif name == "boxed-card":
            moves += [Move("claim", (c,)) for c in self.boxed_cards()]
        elif name in ("boxed-progress", "pair"):
            pool = self.board if name == "pair" else sorted(self.box_pool())
            moves += [Move("progress", (t,)) for t in pool]
        elif name in ("scrap", "scrap-again"):
            moves += [Move("scrap", (c,)) for c in self.available()]
        elif name == "steal-card":
            moves += [Move("steal", (c,)) for c in self.cities[other]]
        elif name == "swap":
            moves += [Move("steal", (c,)) for c in self.cities[other]]
            moves += [Move("swap", (c, d)) for c in self.cities[other] for d in self.cities[me]]
        elif name == "shift":
            moves += [Move("shift", (a, b)) for a in chambers for b in chambers]
        elif name == "raze":
            moves += [Move("raze", (w,)) for w in self.built[other]]
        return moves

    # -- checks ----------------------------------------------------------------------
    def _in_step(self: Any, verb: str, where: str) -> str:
        """Refuse ``verb`` unless the step under way takes it; the step's name."""
        name = self.step_name()
        if self.phase != "plot" or verb not in STEP_VERBS.get(name, ()):
            from .game import PHASE_HINT, PHASE_RULE
            hint = STEP_HINT[name] if self.phase == "plot" else PHASE_HINT[self.phase]
            raise IllegalMove(f"'{verb}' is not possible now: {hint}",
                              rule=PHASE_RULE[self.phase], where=where)
        return name

    def _check_conspire(self: Any, move: Move, where: str) -> None:
        self._in_phase("conspire", where)
        if data.card(self.senator).section:
            raise IllegalMove("only a Conspirator conspires; a Politician places or moves cubes",
                              rule=agora.POLITICIAN, where=where)
        if not self.plot_deck:
            raise IllegalMove("the conspiracy deck is empty", rule=agora.CONSPIRE, where=where)

    def _check_keep(self: Any, move: Move, where: str) -> None:
        self._in_step("keep", where)
        if move.args[0] not in self.drawn:
            raise IllegalMove(f"{move.args[0]} is not among the conspiracies drawn",
                              rule=agora.CONSPIRE, where=where)

    def _check_prepare(self: Any, move: Move, where: str) -> None:
        self._in_phase("prepare", where)
        if move.args[0] not in self.unprepared(self.current):
            raise IllegalMove(f"you hold no unprepared conspiracy {move.args[0]}",
                              rule=agora.PREPARE, where=where)
        self._take(move.card, where)

    def _check_trigger(self: Any, move: Move, where: str) -> None:
        me, ident = self.current, move.args[0]
        if self.phase == "plot":
            self._in_step("trigger", where)
            if ident not in self.unprepared(me):
                raise IllegalMove(f"you hold no unprepared conspiracy {ident}",
                                  rule=agora.EXTRAS, where=where)
            return
        self._in_phase("trigger", where)
        if self.plotted:
            raise IllegalMove("one conspiracy a turn: you triggered one already",
                              rule=agora.TRIGGER, where=where)
        if ident not in self.prepared(me):
            why = "it is not prepared yet" if ident in self.plots[me] else \
                "you hold no such conspiracy face down"
            raise IllegalMove(f"{ident} cannot be triggered: {why}",
                              rule=agora.TRIGGER, where=where)

    def _check_remove(self: Any, move: Move, where: str) -> None:
        self._in_step("remove", where)
        if self.influence[1 - self.current][int(move.args[0]) - 1] <= 0:
            raise IllegalMove(f"the opponent has no cube in chamber {move.args[0]}",
                              rule=agora.PLOTS, where=where)

    def _check_steal(self: Any, move: Move, where: str) -> None:
        name, other, ident = self._in_step("steal", where), 1 - self.current, move.args[0]
        if name == "steal-wonder":
            if ident not in self.wonders[other]:
                raise IllegalMove(f"{data.name(ident)} is not an unbuilt Wonder of the opponent",
                                  rule=agora.PLOTS, where=where)
            return
        if ident not in self.cities[other]:
            raise IllegalMove(f"{data.name(ident)} is not in the opponent's city",
                              rule=agora.PLOTS, where=where)
        colour = data.card(ident).colour
        wanted = ("brown", "grey") if name == "steal-card" else ("blue", "green")
        if colour not in wanted:
            raise IllegalMove(f"choose a {' or '.join(wanted)} card", rule=agora.PLOTS, where=where)
        if name == "swap" and any(data.card(c).colour == colour
                                  for c in self.cities[self.current]):
            raise IllegalMove(f"you hold a {colour} card: give one back with 'swap'",
                              rule=agora.PLOTS, where=where)

    def _check_swap(self: Any, move: Move, where: str) -> None:
        self._in_step("swap", where)
        theirs, mine = move.args
        if theirs not in self.cities[1 - self.current] or mine not in self.cities[self.current]:
            raise IllegalMove("name a card of the opponent's city, then one of yours",
                              rule=agora.PLOTS, where=where)
        colour = data.card(theirs).colour
        if colour not in ("blue", "green") or data.card(mine).colour != colour:
            raise IllegalMove("both cards are blue, or both green", rule=agora.PLOTS, where=where)

    def _check_plot_destroy(self: Any, move: Move, where: str) -> None:
        colour = self._in_step("destroy", where).partition("-")[2]
        if move.card not in self.cities[1 - self.current] or \
                data.card(move.card).colour != colour:
            raise IllegalMove(f"choose a {colour} card of the opponent's city",
                              rule=agora.PLOTS, where=where)

    def _check_bury(self: Any, move: Move, where: str) -> None:
        self._in_step("bury", where)
        token = move.args[0]
        if token not in {*self.board, *self.tokens[1 - self.current], *self.box_pool()}:
            raise IllegalMove(f"{data.name(token)} is neither on show, nor the opponent's, nor in "
                         "the box", rule=agora.PLOTS, where=where)

    def _check_claim(self: Any, move: Move, where: str) -> None:
        name = self._in_step("claim", where)
        pool = self.far_row() if name == "last-row" else self.boxed_cards()
        if move.card not in pool:
            what = "a face-up building of the far row" if name == "last-row" else \
                "a card left in the box this Age or before"
            raise IllegalMove(f"{data.name(move.card)} is not {what}",
                              rule=agora.PLOTS, where=where)

    def _check_plot_progress(self: Any, move: Move, where: str) -> None:
        name = self._in_step("progress", where)
        pool = self.board if name == "pair" else self.box_pool()
        if move.args[0] not in pool:
            raise IllegalMove(f"{data.name(move.args[0])} is not among the tokens offered",
                              rule=agora.PLOTS, where=where)

    def _check_scrap(self: Any, move: Move, where: str) -> None:
        self._in_step("scrap", where)
        self._take(move.card, where)

    def _check_shift(self: Any, move: Move, where: str) -> None:
        self._in_step("shift", where)
        start, end = (int(a) - 1 for a in move.args)
        if not self.decrees[start]:
            raise IllegalMove(f"chamber {start + 1} holds no decree on top",
                              rule=agora.PLOTS, where=where)
        if start == end:
            raise IllegalMove("move the decree to another chamber", rule=agora.PLOTS, where=where)
        if self.lower and self.lower[end]:
            raise IllegalMove(f"chamber {end + 1} already holds a decree underneath",
                              rule=agora.PLOTS, where=where)

    def _check_raze(self: Any, move: Move, where: str) -> None:
        self._in_step("raze", where)
        if move.args[0] not in self.built[1 - self.current]:
            raise IllegalMove(f"{data.name(move.args[0])} is not a built Wonder of the opponent",
                              rule=agora.PLOTS, where=where)

    def _check_plot_place(self: Any, move: Move, where: str) -> None:
        self._in_step("place", where)
        if agora.cubes_left(self.influence, self.current) <= 0:
            raise IllegalMove("you have no influence cube left to place",
                              rule=agora.SENATE, where=where)

    def _check_plot_move(self: Any, move: Move, where: str) -> None:
        self._in_step("move", where)
        start, end = (int(a) - 1 for a in move.args)
        if self.influence[self.current][start] <= 0:
            raise IllegalMove(f"you have no cube in chamber {start + 1}",
                              rule=agora.SENATE, where=where)
        if end not in agora.neighbours(start):
            raise IllegalMove(f"chamber {end + 1} is not beside chamber {start + 1}",
                              rule=agora.SENATE, where=where)

    # -- performing ------------------------------------------------------------------
    def _pop(self: Any) -> Any:
        return replace(self, steps=self.steps[1:])

    def _do_conspire(self: Any, move: Move) -> Any:
        state = replace(self, actions=0, senator="", phase="play")
        return state._conspire(self.current)._finish()

    def _do_keep(self: Any, move: Move) -> Any:
        me, kept = self.current, move.args[0]
        rest = tuple(c for c in self.drawn if c != kept)
        deck = rest + self.plot_deck if move.args[1] == "top" else self.plot_deck + rest
        state = replace(self._pop(), drawn=(), plot_deck=deck,
                        plots=put(self.plots, me, (*self.plots[me], kept)))
        return state._continue()

    def _do_prepare(self: Any, move: Move) -> Any:
        me, ident = self.current, move.args[0]
        rest = tuple(c for c in self.unprepared(me) if c != ident)
        state = self._remove(move.card)
        state = replace(state, plots=put(state.plots, me, (*self.prepared(me), ident, *rest)),
                        ready=put(state.ready, me, state.ready[me] + 1),
                        under=put(state.under, me, (*state.under[me], move.card)))
        return state._finish()

    def _do_trigger(self: Any, move: Move) -> Any:
        me, ident = self.current, move.args[0]
        spec = agora.conspiracies()[ident]
        prepared = ident in self.prepared(me)
        state = self._pop() if self.phase == "plot" else replace(self, plotted=True)
        state = replace(state, plots=put(state.plots, me, tuple(c for c in state.plots[me]
                                                                 if c != ident)),
                        ready=put(state.ready, me, state.ready[me] - prepared),
                        triggered=put(state.triggered, me, (*state.triggered[me], ident)))
        if spec.get("half"):
            take = (state.coins[1 - me] + 1) // 2
            state = state._lose(1 - me, take)._gain(me, take)
        if spec.get("per_cube"):
            state = state._gain(me, sum(state.influence[me]))._lose(
                1 - me, sum(state.influence[1 - me]))
        state = state._queue(me, spec["steps"], first=True)
        state = state._shields(spec.get("shields", 0), me)
        return state._begin("turn")

    def _do_remove(self: Any, move: Move) -> Any:
        other, chamber = 1 - self.current, int(move.args[0]) - 1
        theirs = list(self.influence[other])
        theirs[chamber] -= 1
        return self._senate_change(replace(self._pop(), influence=put(
            self.influence, other, tuple(theirs))))

    def _do_steal(self: Any, move: Move) -> Any:
        me, other, ident = self.current, 1 - self.current, move.args[0]
        state = self._pop()
        if self.step_name() == "steal-wonder":
            return replace(state, wonders=put(put(state.wonders, other, tuple(
                w for w in state.wonders[other] if w != ident)), me,
                (*state.wonders[me], ident)))._continue()
        state = replace(state, cities=put(state.cities, other, tuple(
            c for c in state.cities[other] if c != ident)))
        return state._construct_free(ident)

    def _do_swap(self: Any, move: Move) -> Any:
        me, other = self.current, 1 - self.current
        theirs, mine = move.args
        cities = put(self.cities, other, (*(c for c in self.cities[other] if c != theirs),
                                          mine))
        cities = put(cities, me, (*(c for c in cities[me] if c != mine), theirs))
        return replace(self._pop(), cities=cities)._continue()

    def _do_plot_destroy(self: Any, move: Move) -> Any:
        other = 1 - self.current
        state = replace(self._pop(), cities=put(self.cities, other, tuple(
            c for c in self.cities[other] if c != move.card)),
            discards=(*self.discards, move.card))
        return state._continue()

    def _do_bury(self: Any, move: Move) -> Any:
        token, other = move.args[0], 1 - self.current
        state = replace(self._pop(), board=tuple(t for t in self.board if t != token),
                        tokens=put(self.tokens, other, tuple(t for t in self.tokens[other]
                                                             if t != token)),
                        buried=(*self.buried, token))
        return state._continue()

    def _do_claim(self: Any, move: Move) -> Any:
        ident = move.card
        state = self._pop()
        if ident in self.structure:
            state = replace(state, structure=put(state.structure,
                                                 self.structure.index(ident), None))
        else:
            state = replace(state, removed=tuple(c for c in state.removed if c != ident),
                            earlier=tuple(c for c in state.earlier if c != ident))
        return state._construct_free(ident)

    def _construct_free(self: Any, ident: str) -> Any:
        """Construct ``ident`` at no cost during the steps; a science pair it makes becomes
        the next step."""
        state = replace(self, phase="play")._construct(ident)
        if state.phase == "progress":
            state = replace(state, phase="plot")._queue(state.current, ("pair",), first=True)
        return replace(state, phase="plot")._continue()

    def _do_plot_progress(self: Any, move: Move) -> Any:
        me, ident = self.current, move.args[0]
        state = replace(self._pop(), board=tuple(t for t in self.board if t != ident),
                        tokens=put(self.tokens, me, (*self.tokens[me], ident)))
        return state._gain(me, data.token(ident).coins)._continue()

    def _do_scrap(self: Any, move: Move) -> Any:
        place = self.structure.index(move.card)
        state = replace(self._pop(), structure=put(self.structure, place, None),
                        discards=(*self.discards, move.card))
        return state._continue()

    def _do_shift(self: Any, move: Move) -> Any:
        start, end = (int(a) - 1 for a in move.args)
        lower = self.lower or ("",) * agora.CHAMBERS
        return self._senate_change(replace(self._pop(), decrees=put(self.decrees, start, ""),
                                           lower=put(lower, end, self.decrees[start]),
                                           veiled=tuple(c for c in self.veiled if c != start)))

    def _do_raze(self: Any, move: Move) -> Any:
        other, ident = 1 - self.current, move.args[0]
        at = self.built[other].index(ident)
        card = self.tucked[other][at]
        state = replace(self._pop(), built=put(self.built, other, tuple(
            w for w in self.built[other] if w != ident)),
            tucked=put(self.tucked, other, tuple(c for c in self.tucked[other] if c != card)),
            retired=(*self.retired, ident), discards=(*self.discards, card))
        return state._continue()

    def _do_plot_place(self: Any, move: Move) -> Any:
        me, chamber = self.current, int(move.args[0]) - 1
        mine = list(self.influence[me])
        mine[chamber] += 1
        return self._senate_change(replace(self._pop(), influence=put(self.influence, me,
                                                                      tuple(mine))))

    def _do_plot_move(self: Any, move: Move) -> Any:
        me = self.current
        start, end = (int(a) - 1 for a in move.args)
        mine = list(self.influence[me])
        mine[start] -= 1
        mine[end] += 1
        return self._senate_change(replace(self._pop(), influence=put(self.influence, me,
                                                                      tuple(mine))))

    def _do_plot_pass(self: Any, move: Move) -> Any:
        return self._pop()._continue()

    def _senate_change(self: Any, after: Any) -> Any:
        """The Senate changed during the steps: the shield decree, then go on."""
        return self._after_senate(after)._continue()
