"""Great Western Trail moves and their notation.

=============================  =========================================================
``discard CR``                 put a hand card on your discard pile (first turn, after a draw)
``start C``                    first turn: put your herder on a neutral building
``move a1 B``                  the locations your herder touches, in order; the last is where
                               it stops
``sell SG`` / ``sell CR CR``   a building's discard action (one card, or a pair)
``hire cowboy 2``              hire a worker of that kind from job market row 2
``build 4a b1``                place (or overbuild with) private building 4a on space b1
``cert``                       gain a certificate
``train 12`` / ``train s3``    move your engine to track space 12, or to station 3's turnout
``bounty outlaw2``             collect the outlaw tile on that space
``hazard flood1``              remove the hazard tile on that space
``buy LH 2`` / ``buy LH CO 3`` buy cattle: the card(s), then the cowboys you put to use
``restock``                    a cowboy adds two cards to the cattle market
``aux coin`` / ``aux coin 2``  an auxiliary action, single or double; ``aux draw``,
                               ``aux cert``, ``aux train 5``, ``aux cull CR`` likewise
``upgrade cert1``              upgrade the station your engine stopped at, with that disc
``master builder``             take the station master, leaving a worker of that kind
``back 20``                    from the last track space, go back to a free space
``skip``                       decline what is on offer (a station, a station master)
``done``                       end your action phase
``foresight 2``                Kansas City: take the foresight tile in slot 1 or 2
``income 1``                   Kansas City: use this many temporary certificates
``deliver chicago hand1``      Kansas City: deliver there, with the disc from that space
``objective g-4hh``            take that objective card from the display (``stack``: the
                               stack's top card)
``play g-4hh``                 play an objective card from your hand
``draw 2``                     a played card's draw action: draw that many cards
``trade CR``                   a risk action or a worker space: discard that card for what
                               it shows
``gain``                       a building's income action (per builder, per outlaw pair...)
``exchange 2``                 use an exchange token: draw that many cards, then discard
``exchange 2 player 3``        player 3 uses a token on another player's turn
``breed SM1``                  Simmental variant, Kansas City: a calf (or heifer) of your
                               hand for the next stage
``use b2``                     building 6b: use the building on a neighbouring space
``back 7``                     building 1b: move your engine one space back (7, or a
                               turnout)
``upgrade cert1 3``            building 9b: upgrade station 3, behind your engine
``deliver fulton cert1 3``     building 9a: engine back to space 3, then a disc on a city
``aux cert s2``                an engine moved back may stop on a turnout: name it last
=============================  =========================================================

>>> str(parse_move("move  a1 B")), parse_move("buy LH 2").args
('move a1 B', ('LH', '2'))
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.state import MoveText, read_verb

VERBS = ("discard", "start", "move", "sell", "hire", "build", "cert", "train", "bounty",
         "hazard", "buy", "restock", "aux", "upgrade", "master", "back", "skip", "done",
         "foresight", "income", "deliver", "objective", "play", "draw", "trade", "gain",
         "exchange", "breed", "use")
NOTATION_HELP = ", ".join(VERBS)


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A move: a verb and its arguments."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


def parse_move(text: str) -> Move:
    """Read a move's notation (the verb in any case; arguments as written). A single
    auxiliary action is written without its count: ``aux coin 1`` reads as ``aux coin``.

    >>> str(parse_move("aux cull 1 CR")), str(parse_move("AUX coin 2"))
    ('aux cull CR', 'aux coin 2')
    """
    verb, args, _ = read_verb(text, VERBS, NOTATION_HELP, "move a1 B")
    if verb == "aux" and len(args) > 1 and args[1] == "1" \
            and len(args) == (3 if args[0] in ("train", "cull") else 2):
        args = [args[0], *args[2:]]
    return Move(verb, tuple(args))
