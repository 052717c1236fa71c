"""Rule references: stable ids such as ``golf.scoring.lines`` that name a rule paragraph.

A rule id starts with the game's slug. On the site each id is the HTML anchor of
its paragraph on the game's page, so a link is derived from the id alone.
The ids a game defines are the lines ``§ <id>`` of its rule text (read by
:mod:`rulebooks.core.texts`; ``Game.rule_ids`` in :mod:`rulebooks.core.registry`).
"""

from __future__ import annotations

import re

RULE_ID = re.compile(r"^[a-z][a-z0-9]*(?:\.[a-z0-9][a-z0-9-]*)+$")


def game_of(rule_id: str) -> str:
    """The game slug a rule id belongs to.

    >>> game_of("golf.scoring.lines")
    'golf'
    """
    return rule_id.split(".", 1)[0]


def rule_link(rule_id: str) -> str:
    """Site-relative link to the rule's paragraph.

    >>> rule_link("llama.round.end")
    'games/llama/#llama.round.end'
    """
    return f"games/{game_of(rule_id)}/#{rule_id}"
