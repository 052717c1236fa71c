"""JSON converters for Harmonies' state: boards as ``{space: stack}``, cards in front of a
player as ``{card: cubes placed}``, token rows as text (``"WML"``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.codec import require
from ..core.errors import NotationError, SetupError
from ..core.fields import Context
from . import data
from .board import Board, empty, index, read_space, read_stack


@dataclass(frozen=True)
class BoardCode:
    """A board as an object of its non-empty spaces (``{"c3": "TTL"}``)."""

    def dump(self, value: Board) -> dict[str, str]:
        return {space: stack for space, stack in zip(data.spaces(_side(value)), value,
                                                      strict=True) if stack}

    def load(self, value: Any, where: str, context: Context) -> Board:
        require(value, dict, where, "an object of spaces and stacks")
        side = context.rules.side
        board = list(empty(side))
        for space, stack in value.items():
            name = read_space(space, side, f"{where}.{space}")
            board[index(side)[name]] = read_stack(stack, f"{where}.{space}")
        return tuple(board)


def _side(board: Board) -> str:
    return next(s for s in data.sides() if len(data.spaces(s)) == len(board))


@dataclass(frozen=True)
class SpacesCode:
    """A set of spaces, written as a sorted list."""

    def dump(self, value: frozenset[str]) -> list[str]:
        return sorted(value)

    def load(self, value: Any, where: str, context: Context) -> frozenset[str]:
        require(value, list, where, "a list of spaces")
        return frozenset(read_space(v, context.rules.side, f"{where}[{i}]")
                         for i, v in enumerate(value))


@dataclass(frozen=True)
class CardsCode:
    """Animal cards in front of a player, in the order taken: ``{"fish": 2}``; with
    ``spirits``, a nature's spirit kept may be among them (``{"owl-spirit": 1}``)."""

    spirits: bool = True

    def dump(self, value: tuple[tuple[str, int], ...]) -> dict[str, int]:
        return dict(value)

    def load(self, value: Any, where: str, context: Context) -> tuple[tuple[str, int], ...]:
        require(value, dict, where, "an object of cards and cubes placed")
        out = []
        for key, placed in value.items():
            read_card(key, f"{where}.{key}", spirits=self.spirits)
            require(placed, int, f"{where}.{key}", "a whole number of cubes")
            cubes = data.placed_card(key).cubes
            if not 0 <= placed <= cubes:
                raise SetupError(f"the {key} card carries {cubes} cube(s)",
                                 expected=f"0 to {cubes}", got=placed,
                                 rule="harmonies.cards", where=f"{where}.{key}")
            out.append((key, placed))
        return tuple(out)


def read_card(key: Any, where: str, spirits: bool = False) -> str:
    """An animal card's key (or, with ``spirits``, a nature's spirit's too)."""
    if key in data.card_keys() or (spirits and key in data.spirit_keys()):
        return key
    known = (*data.card_keys(), *(data.spirit_keys() if spirits else ()))
    raise NotationError(f"no {'card' if spirits else 'animal card'} {key!r}; cards are "
                        f"{', '.join(known)}", where=where)


def read_spirit(key: Any, where: str) -> str:
    if key not in data.spirit_keys():
        raise NotationError(f"no nature's spirit card {key!r}; spirits are "
                            f"{', '.join(data.spirit_keys())}", where=where)
    return key


@dataclass(frozen=True)
class TokensCode:
    """Tokens as text of codes (``"WWM"``), each a token colour."""

    def dump(self, value: str) -> str:
        return value

    def load(self, value: Any, where: str, context: Context) -> str:
        require(value, str, where, "text of token codes")
        bad = [c for c in value.upper() if c not in data.codes()]
        if bad:
            raise NotationError(f"no token {bad[0]!r}; tokens are {', '.join(data.codes())}",
                                where=where)
        return value.upper()


@dataclass(frozen=True)
class SpiritRow:
    """The nature's spirit cards dealt to one player, in order."""

    def dump(self, value: tuple[str, ...]) -> list[str]:
        return list(value)

    def load(self, value: Any, where: str, context: Context) -> tuple[str, ...]:
        require(value, list, where, "a list of nature's spirit cards")
        return tuple(read_spirit(v, f"{where}[{i}]") for i, v in enumerate(value))


@dataclass(frozen=True)
class CardRow:
    """Card keys in order (a display slot may be empty: ``""``)."""

    blanks: bool = False

    def dump(self, value: tuple[str, ...]) -> list[str]:
        return list(value)

    def load(self, value: Any, where: str, context: Context) -> tuple[str, ...]:
        require(value, list, where, "a list of animal cards")
        return tuple(v if (self.blanks and v == "") else read_card(v, f"{where}[{i}]")
                     for i, v in enumerate(value))
