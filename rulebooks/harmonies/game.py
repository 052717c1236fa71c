"""Harmonies, played in full: taking three tokens from the central board and placing them,
taking animal cards, placing animal cubes where a habitat is met, refilling, the end of the
game and the final score.

>>> state = new_state({"players": 2}, seed=1)
>>> state.phase, state.to_move, [len(s) for s in state.central], len(state.display)
('play', 0, [3, 3, 3, 3, 3], 5)
>>> after = state.apply("take 1")
>>> len(after.held), after.taken
(3, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.errors import IllegalMove, SetupError
from ..core.fields import Converter, Many, Whole, per_player
from ..core.rng import Rng
from ..core.score import Breakdown, Fact, Outcome, PlayerScore
from ..core.state import Option, VerbState, options_class
from . import data
from .board import Board, can_stack, empty, habitat_places, index
from .codes import BoardCode, CardRow, CardsCode, SpacesCode, SpiritRow, TokensCode
from .moves import Move
from .scoring import ISLAND_READINGS, animal_parts, board_parts, spirit_parts

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=data.players()[0],
           high=data.players()[1]),
    Option("side", "A", "The side of the personal boards everyone uses: A (a river scores) "
           "or B (islands score).", choices=data.sides()),
    Option("islands", "spaces", "Side B: what an island is made of: 'spaces' (every space "
           "without a blue token, empty or not, as the Board Game Arena implementation counts) "
           "or 'tokens' (only spaces holding a token other than blue).",
           choices=ISLAND_READINGS),
    Option("spirits", False, "The nature's spirit variant: each player is dealt two spirit "
           "cards, keeps one on their first turn and may settle its single cube like an "
           "animal's.", kind=bool),
    Option("spirit_suns", "kind", "A solo game with a nature's spirit: 'kind' (one more sun "
           "for a spirit scoring groups, none for one scoring stacks, as two sources say) or "
           "'any' (one more sun whatever the spirit, as a third says).",
           choices=data.SPIRIT_SUNS),
)
PHASES = ("play", "over")

TAKE = "harmonies.turn.take"
PLACE = "harmonies.place"
STACK = "harmonies.place.stack"
CUBE_BLOCKS = "harmonies.place.cube"
STUCK = "harmonies.place.stuck"
CARD = "harmonies.turn.card"
HAND = "harmonies.turn.hand"
CUBE = "harmonies.turn.cube"
END_TURN = "harmonies.turn.end"
SIDES = "harmonies.board.sides"
BAG = "harmonies.setup.bag"
CARDS = "harmonies.cards"
END = "harmonies.end"
SOLO = "harmonies.solo"
SOLO_REPLACE = "harmonies.solo.replace"
SOLO_SUNS = "harmonies.solo.suns"
SPIRITS = "harmonies.spirits"
SPIRIT_CHOOSE = "harmonies.spirits.choose"

Cards = tuple[tuple[str, int], ...]


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class HarmoniesState(VerbState):
    """A game of Harmonies at one moment. Players and rounds are 0-based here.

    ``central`` holds the tokens of the central spaces; ``bag`` the tokens still to draw and
    ``deck`` the animal cards still to draw (both drawn from the end, both secret);
    ``display`` the five face-up cards (``""`` for a slot emptied this turn); ``held`` the
    tokens the player to move has taken and not yet placed; ``taken``/``carded`` whether
    they took tokens/a card this turn; ``ending`` whether the end has been triggered.
    A solo game (one player) has three central spaces and three cards face up;
    ``replaced`` says a face-up card was replaced this turn, ``cards_out`` holds the cards
    so replaced. ``dealt`` holds each player's two nature's spirit cards (the `spirits`
    option; secret to the others until one is kept, when it joins the player's cards).
    """

    GAME = "harmonies"
    MOVE = Move
    PHASES = PHASES
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "round": Whole(0),
        "bag": TokensCode(),
        "central": Many(TokensCode(), lambda c: data.central_spaces(c.players), BAG,
                        "central spaces"),
        "display": CardRow(blanks=True),
        "deck": CardRow(),
        "cards_out": CardRow(),
        "boards": per_player(BoardCode()),
        "cubes": per_player(SpacesCode()),
        "cards": per_player(CardsCode()),
        "held": TokensCode(),
        "discarded": TokensCode(),
        "dealt": per_player(SpiritRow()),
    }

    JSON_DERIVED: ClassVar[Mapping[str, Any]] = {
        "bag": lambda values, context: derived_bag(dict(values)),
        "deck": lambda values, context: derived_deck(dict(values)),
    }

    rules: Rules
    seed: int
    round: int
    phase: str
    current: int
    bag: str
    central: tuple[str, ...]
    display: tuple[str, ...]
    deck: tuple[str, ...]
    boards: tuple[Board, ...]
    cubes: tuple[frozenset[str], ...]
    cards: tuple[Cards, ...]
    held: str = ""
    taken: bool = False
    carded: bool = False
    ending: bool = False
    discarded: str = ""
    replaced: bool = False
    cards_out: tuple[str, ...] = ()
    dealt: tuple[tuple[str, ...], ...] = ()

    def check_consistency(self) -> None:
        consistent(self)

    # -- the protocol -----------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        if self.solo:
            earned = data.suns(totals[0], self.side, self.spirit_kind(0),
                               self.rules.spirit_suns)
            return Outcome(totals, (0,), f"the solo game is over: {earned} suns", SOLO_SUNS)
        return Outcome(totals, winners(totals, self.cubes_placed()),
                       "the round in which the end was triggered is over", END)

    def score(self) -> tuple[PlayerScore, ...]:
        return tuple(PlayerScore(p, f"Player {p + 1}", self.breakdown(p))
                     for p in range(self.players))

    # -- questions --------------------------------------------------------
    def breakdown(self, player: int) -> Breakdown:
        board = self.boards[player]
        parts = (board_parts(self.side, board, self.rules.islands)
                 + animal_parts(self.cards[player])
                 + spirit_parts(self.side, board, self.cards[player]))
        facts = [Fact("cubes", "Animal cubes placed", self.cubes_placed()[player])]
        if self.solo:
            total = sum(p.points for p in parts)
            facts.append(Fact("suns", "Suns (solo game)",
                              data.suns(total, self.side, self.spirit_kind(player),
                                        self.rules.spirit_suns)))
        return Breakdown(parts, facts=tuple(facts))

    def totals(self) -> tuple[int, ...]:
        return tuple(self.breakdown(p).total for p in range(self.players))

    def cubes_placed(self) -> tuple[int, ...]:
        return tuple(len(c) for c in self.cubes)

    def kept_spirit(self, player: int) -> str:
        """The nature's spirit a player kept ("" if none yet, or without the variant)."""
        return next((k for k, _ in self.cards[player] if data.is_spirit(k)), "")

    def spirit_kind(self, player: int) -> str:
        """The kind of spirit kept, for the solo game's suns ("" without the variant)."""
        kept = self.kept_spirit(player)
        return data.spirit(kept).kind if kept else ""

    def spirit_pending(self) -> bool:
        """Must the player to move still keep one of their two spirit cards?"""
        return self.rules.spirits and not self.kept_spirit(self.current)

    @property
    def side(self) -> str:
        return self.rules.side

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def board(self) -> Board:
        return self.boards[self.current]

    def in_hand(self, player: int | None = None) -> list[str]:
        """Cards in front of a player with cubes still on them."""
        seat = self.current if player is None else player
        return [key for key, placed in self.cards[seat]
                if placed < data.placed_card(key).cubes]

    def fits(self, token: str, space: str) -> bool:
        """May ``token`` go on ``space`` of the board of the player to move?"""
        return (space not in self.cubes[self.current]
                and can_stack(self.board[index(self.side)[space]], token))

    # -- checks: each raises IllegalMove citing its rule ------------------
    def _check_take(self, move: Move, where: str) -> None:
        if self.taken:
            raise IllegalMove("you have already taken tokens this turn", rule=TAKE,
                              where=where)
        if move.number > len(self.central):
            raise IllegalMove(f"the solo side of the central board has {len(self.central)} "
                              f"spaces, not {move.number}", rule=SOLO, where=where)
        if not self.central[move.number - 1]:
            raise IllegalMove(f"central space {move.number} is empty", rule=TAKE, where=where)

    def _check_place(self, move: Move, where: str) -> None:
        if move.token not in self.held:
            held = ", ".join(self.held) or "none"
            raise IllegalMove(f"you hold no {data.token(move.token).colour} token (held: "
                              f"{held})", rule=PLACE if self.held else TAKE, where=where)
        self._space(move.space, where)
        if move.space in self.cubes[self.current]:
            raise IllegalMove(f"{move.space} holds an animal cube: nothing goes on it",
                              rule=CUBE_BLOCKS, where=where)
        below = self.board[index(self.side)[move.space]]
        if not can_stack(below, move.token):
            raise IllegalMove(_stack_reason(move.token, below, move.space), rule=STACK,
                              where=where)

    def _check_discard(self, move: Move, where: str) -> None:
        if move.token not in self.held:
            raise IllegalMove(f"you hold no {data.token(move.token).colour} token",
                              rule=PLACE if self.held else TAKE, where=where)
        room = [s for s in data.spaces(self.side) if self.fits(move.token, s)]
        if room:
            raise IllegalMove(f"the {data.token(move.token).colour} token still fits on "
                              f"{room[0]}: place it", rule=STUCK, where=where)

    def _check_card(self, move: Move, where: str) -> None:
        if self.carded:
            raise IllegalMove("you have already taken an animal card this turn", rule=CARD,
                              where=where)
        if self.replaced:
            raise IllegalMove("you replaced a face-up card this turn instead of taking one",
                              rule=SOLO_REPLACE, where=where)
        self._slot(move.number, where)
        if not self.display[move.number - 1]:
            raise IllegalMove(f"display slot {move.number} is empty", rule=CARD, where=where)
        if len(self.in_hand()) >= data.game("hand_limit"):
            raise IllegalMove(f"you already have {data.game('hand_limit')} animal cards "
                              "with cubes on them", rule=HAND, where=where)

    def _check_replace(self, move: Move, where: str) -> None:
        if not self.solo:
            raise IllegalMove("only a solo game lets you replace a face-up card",
                              rule=SOLO_REPLACE, where=where)
        if self.carded:
            raise IllegalMove("you took an animal card this turn, so none can be replaced",
                              rule=SOLO_REPLACE, where=where)
        if self.replaced:
            raise IllegalMove("you have already replaced a card this turn", rule=SOLO_REPLACE,
                              where=where)
        self._slot(move.number, where)
        if not self.display[move.number - 1]:
            raise IllegalMove(f"display slot {move.number} is empty", rule=SOLO_REPLACE,
                              where=where)
        if not self.deck:
            raise IllegalMove("the deck is empty: no card can replace it", rule=SOLO_REPLACE,
                              where=where)

    def _slot(self, number: int, where: str) -> None:
        if number > len(self.display):
            raise IllegalMove(f"a solo game shows {len(self.display)} cards face up, so there "
                              f"is no slot {number}", rule=SOLO, where=where)

    def _check_cube(self, move: Move, where: str) -> None:
        card = data.placed_card(move.card)
        if move.card not in self.in_hand():
            raise IllegalMove(f"no {card.name} card with cubes in front of you", rule=CUBE,
                              where=where)
        self._space(move.space, where)
        if move.space in self.cubes[self.current]:
            raise IllegalMove(f"{move.space} already holds an animal cube", rule=CUBE,
                              where=where)
        if move.space not in habitat_places(self.side, self.board, card):
            raise IllegalMove(f"the {card.name}'s habitat is not met with its cube's hex on "
                              f"{move.space}", rule=CUBE, where=where)

    def _check_spirit(self, move: Move, where: str) -> None:
        if not self.rules.spirits:
            raise IllegalMove("this game is played without the nature's spirit cards",
                              rule=SPIRITS, where=where)
        if not self.spirit_pending():
            raise IllegalMove(f"you have already kept the "
                              f"{data.spirit(self.kept_spirit(self.current)).name} spirit",
                              rule=SPIRIT_CHOOSE, where=where)

    def _check_end(self, move: Move, where: str) -> None:
        if self.spirit_pending():
            raise IllegalMove("keep one of your two nature's spirit cards first (spirit 1 "
                              "or spirit 2)", rule=SPIRIT_CHOOSE, where=where)
        if not self.taken and any(self.central):
            raise IllegalMove("take the tokens of a central space first", rule=TAKE,
                              where=where)
        if self.held:
            raise IllegalMove(f"place the {len(self.held)} token(s) you hold first",
                              rule=PLACE, where=where)

    def _space(self, space: str, where: str) -> None:
        if space not in index(self.side):
            spaces = data.spaces(self.side)
            raise IllegalMove(f"side {self.side} has no space {space} (spaces {spaces[0]} to "
                              f"{spaces[-1]})", rule=SIDES, where=where)

    def _candidates(self) -> list[Move]:
        if self.phase == "over":
            return []
        spaces = data.spaces(self.side)
        moves = [Move("take", number=n + 1) for n in range(len(self.central))]
        if self.spirit_pending():
            moves += [Move("spirit", number=n + 1) for n in range(data.game("spirits_dealt"))]
        for token in sorted(set(self.held)):
            moves += [Move("place", token=token, space=s) for s in spaces]
            moves.append(Move("discard", token=token))
        moves += [Move("card", number=n + 1) for n in range(len(self.display))]
        if self.solo:
            moves += [Move("replace", number=n + 1) for n in range(len(self.display))]
        for key in self.in_hand():
            moves += [Move("cube", card=key, space=s)
                      for s in habitat_places(self.side, self.board,
                                              data.placed_card(key))]
        return [*moves, Move("end")]

    # -- performing a checked move (``_do_<verb>``) -------------------------
    def _do_take(self, move: Move) -> HarmoniesState:
        central = list(self.central)
        held, central[move.number - 1] = central[move.number - 1], ""
        return replace(self, central=tuple(central), held=held, taken=True)

    def _do_place(self, move: Move) -> HarmoniesState:
        board = list(self.board)
        board[index(self.side)[move.space]] += move.token
        return replace(self, boards=_seat(self.boards, self.current, tuple(board)),
                       held=_without(self.held, move.token))

    def _do_discard(self, move: Move) -> HarmoniesState:
        return replace(self, held=_without(self.held, move.token),
                       discarded=self.discarded + move.token)

    def _do_card(self, move: Move) -> HarmoniesState:
        key = self.display[move.number - 1]
        display = _seat(self.display, move.number - 1, "")
        cards = (*self.cards[self.current], (key, 0))
        return replace(self, display=display, carded=True,
                       cards=_seat(self.cards, self.current, cards))

    def _do_replace(self, move: Move) -> HarmoniesState:
        """Solo: the face-up card leaves the game; the deck's top card takes its slot."""
        deck = list(self.deck)
        display = _seat(self.display, move.number - 1, deck.pop())
        return replace(self, display=display, deck=tuple(deck), replaced=True,
                       cards_out=(*self.cards_out, self.display[move.number - 1]))

    def _do_spirit(self, move: Move) -> HarmoniesState:
        """The spirit kept joins the player's cards with its cube; the other goes back."""
        key = self.dealt[self.current][move.number - 1]
        cards = (*self.cards[self.current], (key, 0))
        return replace(self, cards=_seat(self.cards, self.current, cards))

    def _do_cube(self, move: Move) -> HarmoniesState:
        cards = tuple((k, p + 1 if k == move.card else p) for k, p in self.cards[self.current])
        cubes = self.cubes[self.current] | {move.space}
        return replace(self, cards=_seat(self.cards, self.current, cards),
                       cubes=_seat(self.cubes, self.current, cubes))

    def _do_end(self, move: Move) -> HarmoniesState:
        """Refill the central board and the display, then the next player or the end. In a
        solo game the tokens left on the central board are first set aside."""
        central, discarded = self.central, self.discarded
        if self.solo:
            central, discarded = ("",) * len(central), discarded + "".join(central)
        central, bag, short = refill(central, self.bag)
        display, deck = list(self.display), list(self.deck)
        for slot, key in enumerate(display):
            if not key and deck:
                display[slot] = deck.pop()
        empties = self.board.count("")
        ending = self.ending or short or empties <= data.game("end_empty")
        following, round_no = self.current + 1, self.round
        if following == self.players:
            following, round_no = 0, round_no + 1
        state = replace(self, central=central, bag=bag, display=tuple(display),
                        deck=tuple(deck), held="", taken=False, carded=False, ending=ending,
                        current=following, round=round_no, discarded=discarded,
                        replaced=False)
        if ending and following == 0:
            return replace(state, phase="over")
        return state


def _seat(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return (*values[:seat], value, *values[seat + 1:])


def _without(tokens: str, token: str) -> str:
    at = tokens.index(token)
    return tokens[:at] + tokens[at + 1:]


def _stack_reason(token: str, below: str, space: str) -> str:
    colour = data.token(token).colour
    codes = [b for b in data.stacking()[token] if b]
    if not codes:
        return f"a {colour} token cannot go on {below} at {space}; it goes only on an empty space"
    return (f"a {colour} token cannot go on {below} at {space}; it goes on an empty space or "
            f"on {', '.join(codes)}")


def refill(central: tuple[str, ...], bag: str) -> tuple[tuple[str, ...], str, bool]:
    """Fill every empty central space from the end of the bag; ``short`` when it ran out."""
    spaces, rest, short = list(central), bag, False
    size = data.game("tokens_per_space")
    for n, tokens in enumerate(spaces):
        if not tokens:
            drawn = rest[-size:] if rest else ""
            rest = rest[:len(rest) - len(drawn)]
            spaces[n] = drawn
            short = short or len(drawn) < size
    return tuple(spaces), rest, short


def winners(totals: tuple[int, ...], cubes: tuple[int, ...]) -> tuple[int, ...]:
    """The most points; a tie goes to the most animal cubes placed; then it is shared."""
    best = max(totals)
    tied = [p for p, t in enumerate(totals) if t == best]
    most = max(cubes[p] for p in tied)
    return tuple(p for p in tied if cubes[p] == most)


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> HarmoniesState:
    """A new game: the bag shuffled, every central space filled, five cards face up."""
    rules = Rules.from_options(options)
    bag = "".join(Rng.derive(seed, "bag").shuffled(data.full_bag()))
    players = rules.players
    central, bag, _ = refill(("",) * data.central_spaces(players), bag)
    deck = list(Rng.derive(seed, "deck").shuffled(list(data.card_keys())))
    display = tuple(deck.pop() for _ in range(data.display_size(players)))
    return HarmoniesState(
        rules=rules, seed=seed, round=0, phase="play", current=0, bag=bag, central=central,
        display=display, deck=tuple(deck), boards=(empty(rules.side),) * players,
        cubes=(frozenset(),) * players, cards=((),) * players,
        dealt=deal_spirits(rules.spirits, players, seed))


def deal_spirits(spirits: bool, players: int, seed: int) -> tuple[tuple[str, ...], ...]:
    """Two nature's spirit cards face down to each player (none without the variant)."""
    if not spirits:
        return ((),) * players
    pile = list(Rng.derive(seed, "spirits").shuffled(list(data.spirit_keys())))
    size = data.game("spirits_dealt")
    return tuple(tuple(pile[p * size:(p + 1) * size]) for p in range(players))


def supply_used(state: HarmoniesState) -> Counter[str]:
    """Every token somewhere in the game: bag, central board, boards, held, discarded."""
    counted = Counter(state.bag) + Counter("".join(state.central))
    for board in state.boards:
        counted += Counter("".join(board))
    return counted + Counter(state.held) + Counter(state.discarded)


def check(condition: bool, message: str, expected: object, got: object, rule: str,
          where: str) -> None:
    if not condition:
        raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


# -- consistency of a position read from JSON ----------------------------------------
def consistent(state: HarmoniesState) -> None:
    _tokens(state)
    _cards(state)
    slots = data.display_size(state.players)
    check(len(state.display) == slots, "the display has a fixed number of slots",
          f"{slots} slots", len(state.display), SOLO if state.solo else CARDS, "state.display")
    check(state.solo or (not state.cards_out and not state.replaced), "only a solo game "
          "replaces face-up cards", "no cards replaced", list(state.cards_out), SOLO_REPLACE,
          "state.cards_out")
    _spirits(state)
    for p in range(state.players):
        _player(state, p)
    check(not state.held or state.taken, "tokens are held only after taking a central space",
          "no held tokens", state.held, PLACE, "state.held")
    check(len(state.held) <= data.game("tokens_per_space"), "a central space holds at most "
          f"{data.game('tokens_per_space')} tokens", f"at most {data.game('tokens_per_space')}",
          len(state.held), PLACE, "state.held")
    over = state.phase == "over"
    check(not over or (state.ending and state.current == 0 and not state.held),
          "the game is over only once the end is triggered and the round complete",
          "phase 'play'", state.phase, END, "state.phase")


def _tokens(state: HarmoniesState) -> None:
    counted = supply_used(state)
    for t in data.tokens():
        check(counted[t.code] == t.count, f"the game has {t.count} {t.colour} tokens: the "
              "bag, the central board, the boards, the held and the discarded tokens hold "
              "each exactly once", t.count, counted[t.code], BAG, "state.bag")


def _cards(state: HarmoniesState) -> None:
    seen = Counter(k for k in (*state.display, *state.deck, *state.cards_out) if k)
    for cards in state.cards:
        seen += Counter(k for k, _ in cards if not data.is_spirit(k))
    for key in data.card_keys():
        check(seen[key] == 1, f"the {key} card is in exactly one place (display, deck, in "
              "front of a player or replaced out of a solo game)", 1, seen[key], CARDS,
              "state.deck")


def _spirits(state: HarmoniesState) -> None:
    size = data.game("spirits_dealt") if state.rules.spirits else 0
    dealt = state.dealt or ((),) * state.players
    check(len(dealt) == state.players, "one hand of spirit cards per player",
          state.players, len(dealt), SPIRITS, "state.dealt")
    everyone = [k for hand in dealt for k in hand]
    check(len(set(everyone)) == len(everyone), "each spirit card is dealt once",
          "different cards", everyone, SPIRITS, "state.dealt")
    for p, hand in enumerate(dealt):
        check(len(hand) == size, "each player is dealt two spirit cards with the variant, "
              "none without it", size, len(hand), SPIRITS, f"state.dealt[{p}]")
        kept = [k for k, _ in state.cards[p] if data.is_spirit(k)]
        check(len(kept) <= 1 and set(kept) <= set(hand), "a player keeps one of the two "
              "spirit cards dealt to them", f"one of {list(hand)}", kept, SPIRIT_CHOOSE,
              f"state.cards[{p}]")


def _player(state: HarmoniesState, p: int) -> None:
    where = f"state.cubes[{p}]"
    board, at = state.boards[p], {s: i for i, s in enumerate(data.spaces(state.side))}
    for space in sorted(state.cubes[p]):
        check(board[at[space]] != "", "an animal cube stands on a token", "a token under the "
              "cube", f"empty {space}", "harmonies.turn.cube", where)
    placed = sum(n for _, n in state.cards[p])
    check(placed == len(state.cubes[p]), "every cube on a board came from a card in front "
          "of that player", placed, len(state.cubes[p]), "harmonies.turn.cube", where)
    open_cards = [k for k, n in state.cards[p] if n < data.placed_card(k).cubes]
    check(len(open_cards) <= data.game("hand_limit"), "too many cards with cubes on them",
          f"at most {data.game('hand_limit')}", len(open_cards), HAND, f"state.cards[{p}]")


def derived_bag(values: dict[str, Any]) -> str:
    """The bag of a hand-written position: every token not in play, shuffled by the seed."""
    used = Counter(values["held"]) + Counter(values.get("discarded", ""))
    used += Counter("".join(values["central"]))
    for board in values["boards"]:
        used += Counter("".join(board))
    rest = data.supply() - used
    return "".join(Rng.derive(values["seed"], "bag").shuffled(sorted(rest.elements())))


def derived_deck(values: dict[str, Any]) -> tuple[str, ...]:
    used = {k for k in values["display"] if k} | set(values.get("cards_out", ()))
    used |= {k for cards in values["cards"] for k, _ in cards if not data.is_spirit(k)}
    rest = [k for k in data.card_keys() if k not in used]
    return tuple(Rng.derive(values["seed"], "deck").shuffled(rest))
