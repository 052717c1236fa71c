"""7 Wonders Duel moves and their notation.

=============================  =========================================================
``pick pyramids``              take a Wonder during the draft
``build baths``                construct an accessible card of the structure
``discard baths``              discard an accessible card for coins
``wonder pyramids baths``      build one of your Wonders, tucking the card under it
``progress law``               choose a progress token (after a pair, or the Great Library)
``destroy quarry``             put a card of the opponent's city on the discard pile
``revive baths``               construct a discarded card for free (the Mausoleum)
``start 2``                    the player who chooses names who starts the next Age
``place 3``                    Agora: put one of your cubes in chamber 3 (1 to 6, left to right)
``move 3 4``                   Agora: move one of your cubes from chamber 3 to a neighbour
``pass``                       Agora: leave the senator's remaining senate actions (or a
                               choice one may skip) unused
``conspire``                   Agora: a Conspirator's other action, draw two conspiracies
``keep coup top``              Agora: keep a conspiracy drawn, the other on top (or bottom)
``prepare coup baths``         Agora: slide a taken card under a conspiracy of yours
``trigger coup``               Agora: trigger a prepared conspiracy before the turn's action
``remove 3``                   Agora: take one of the opponent's cubes out of chamber 3
``steal pyramids``             Agora: take a Wonder (or a card) of the opponent's
``swap school library``        Agora: take the opponent's card, giving yours of its colour
``claim baths``                Agora: construct a card of the far row, or of the box, free
``scrap baths``                Agora: put an accessible card on the discard pile
``bury law``                   Agora: put a progress token out of the game
``shift 2 5``                  Agora: move chamber 2's decree under chamber 5's
``raze pyramids``              Agora: return a built Wonder of the opponent to the box
=============================  =========================================================

>>> str(parse_move("Wonder  PYRAMIDS baths"))
'wonder pyramids baths'
>>> parse_move("build nowhere")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'build nowhere': unknown card 'nowhere'...
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data

VERBS = ("pick", "build", "discard", "wonder", "progress", "destroy", "revive", "start",
         "place", "move", "pass", "conspire", "keep", "prepare", "trigger", "remove", "steal",
         "swap", "claim", "scrap", "bury", "shift", "raze")
NOTATION_HELP = ("pick pyramids, build baths, discard baths, wonder pyramids baths, "
                 "progress law, destroy quarry, revive baths, start 2, place 3, move 3 4, pass, "
                 "conspire, keep coup top, prepare coup baths, trigger coup, remove 3, "
                 "steal pyramids, swap school library, claim baths, scrap baths, bury law, "
                 "shift 2 5, raze pyramids")
# what each verb names: c = an Age card or guild, w = a Wonder, p = a progress token, s = a seat,
# n = a chamber of the Senate, k = a conspiracy, e = top or bottom, x = a Wonder or a card
SHAPES = {"pick": "w", "build": "c", "discard": "c", "wonder": "wc", "progress": "p",
          "destroy": "c", "revive": "c", "start": "s", "place": "n", "move": "nn", "pass": "",
          "conspire": "", "keep": "ke", "prepare": "kc", "trigger": "k", "remove": "n",
          "steal": "x", "swap": "cc", "claim": "c", "scrap": "c", "bury": "p", "shift": "nn",
          "raze": "w"}
CHAMBER_NAMES = ("1", "2", "3", "4", "5", "6")


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A Duel move: a verb and the cards, Wonders or tokens it names."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    @property
    def card(self) -> str:
        """The Age card the move names (the last argument), if any."""
        return self.args[-1]


def read_id(text: str, kind: str, where: str) -> str:
    """A card (``c``), Wonder (``w``) or progress token (``p``) id; unknown ones are named."""
    table, what = {"c": (data.cards(), "card"), "w": (data.all_wonders(), "Wonder"),
                   "p": (data.all_tokens(), "progress token"),
                   "k": (data.conspiracies(), "conspiracy")}[kind]
    ident = text.lower()
    if ident not in table:
        raise NotationError(f"unknown {what} {text!r}; {what}s are: " + ", ".join(table),
                            where=where)
    return ident


def parse_move(text: str) -> Move:
    verb, words, where = read_verb(text, VERBS, NOTATION_HELP, "build baths")
    shape = SHAPES[verb]
    if len(words) != len(shape):
        raise NotationError(f"'{verb}' takes {len(shape)} word(s), such as "
                            + next(h for h in NOTATION_HELP.split(", ") if h.startswith(verb)),
                            where=where)
    args = []
    for kind, word in zip(shape, words, strict=True):
        if kind == "s":
            if word not in ("1", "2"):
                raise NotationError("the player who starts is 1 or 2", where=where)
            args.append(word)
        elif kind == "n":
            if word not in CHAMBER_NAMES:
                raise NotationError("a chamber of the Senate is 1 to 6, left to right",
                                    where=where)
            args.append(word)
        elif kind == "e":
            if word not in ("top", "bottom"):
                raise NotationError("the other conspiracy goes back on the 'top' or the "
                                    "'bottom' of the deck", where=where)
            args.append(word)
        elif kind == "x":
            args.append(read_id(word, "w" if word.lower() in data.all_wonders() else "c",
                                where))
        else:
            args.append(read_id(word, kind, where))
    return Move(verb, tuple(args))
