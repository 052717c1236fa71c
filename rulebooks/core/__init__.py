"""Shared vocabulary of every game: rules, errors, cards, randomness, states, scores."""

from .errors import IllegalMove, NotationError, RulesError, SetupError
from .registry import Calculator, Game, games, get, rule_ids
from .rng import Rng
from .rules import rule_link
from .score import Breakdown, Fact, Outcome, Part, PlayerScore
from .state import GameState, Move, Option, VerbState, resolve_options

__all__ = [
    "Breakdown",
    "Calculator",
    "Fact",
    "Game",
    "GameState",
    "IllegalMove",
    "Move",
    "NotationError",
    "Option",
    "Outcome",
    "Part",
    "PlayerScore",
    "Rng",
    "RulesError",
    "SetupError",
    "VerbState",
    "games",
    "get",
    "resolve_options",
    "rule_ids",
    "rule_link",
]
