"""Rule paragraphs: a block opening with ``§ <rule id>`` becomes an anchored rule.

Input::

    § golf.turn.take
    A card taken from the discard pile must go into your grid.

Output: ``<div class="rb-rule" id="golf.turn.take">`` holding a ``§`` link to
itself and the paragraph. Blocks indented by four spaces right after it (a list,
a table) belong to the same rule. Ids must be unique within a page; the ids of
a page are collected in ``md.rule_ids``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from typing import Any

from markdown import Markdown
from markdown.blockprocessors import BlockProcessor
from markdown.extensions import Extension

from rulebooks.core.i18n import language, tr
from rulebooks.core.rules import RULE_ID
from rulebooks.core.texts import RULE_LINE

RULE_START = re.compile(r"^§[ \t]")


class RuleSyntaxError(ValueError):
    """A malformed or repeated rule id; the message names it."""


class RuleBlockProcessor(BlockProcessor):
    def __init__(self, parser: Any, extension: RuleParagraphExtension) -> None:
        super().__init__(parser)
        self.extension = extension

    @property
    def lang(self) -> str:
        """The page's language (its rule links' titles are written in it)."""
        return self.extension.getConfig("lang") or "en"

    def test(self, parent: etree.Element, block: str) -> bool:
        return bool(RULE_START.match(block))

    def run(self, parent: etree.Element, blocks: list[str]) -> None:
        block = blocks.pop(0)
        found = RULE_LINE.match(block)
        if not found:
            raise RuleSyntaxError(f"'{block.splitlines()[0]}': a rule line is § and the rule id, "
                                  "alone on its line")
        rule_id = found.group(1)
        if not RULE_ID.match(rule_id):
            raise RuleSyntaxError(
                f"'{rule_id}' is not a rule id: use lower-case words joined by dots, "
                "starting with the game's slug (<game>.turn.take)"
            )
        seen = self.parser.md.rule_ids
        if rule_id in seen:
            raise RuleSyntaxError(f"rule id '{rule_id}' is used twice on this page")
        seen.append(rule_id)
        body = [block[found.end():].lstrip("\n")]
        while blocks and blocks[0].startswith("    "):
            body.append(self.detab(blocks.pop(0))[0])
        box = etree.SubElement(parent, "div", {"class": "rb-rule", "id": rule_id})
        with language(self.lang):
            title = tr("Link to this rule")
        link = etree.SubElement(box, "a", {"class": "rb-rule__id", "href": f"#{rule_id}",
                                           "title": title})
        link.text = f"§ {rule_id}"
        self.parser.parseChunk(box, "\n\n".join(part for part in body if part.strip()))


class RuleParagraphExtension(Extension):
    """Registers :class:`RuleBlockProcessor` ahead of paragraphs and lists."""

    def __init__(self, **kwargs: object) -> None:
        self.config = {"lang": ["en", "Language of the page"]}
        super().__init__(**kwargs)

    def extendMarkdown(self, md: Markdown) -> None:
        md.rule_ids = []
        md.registerExtension(self)
        md.parser.blockprocessors.register(RuleBlockProcessor(md.parser, self), "rb_rule", 85)

    def reset(self) -> None:
        if hasattr(self, "md"):
            self.md.rule_ids = []


def makeExtension(**kwargs: object) -> RuleParagraphExtension:
    return RuleParagraphExtension(**kwargs)
