"""The error family: every refusal says what was wrong, where, and which rule.

All errors derive from :class:`RulesError`, itself a :class:`ValueError`, so a
caller can catch one family. Each converts to a plain dict for the browser.

>>> err = IllegalMove("a 3 cannot go on a 5", rule="llama.play.match", where="move 'play 3'")
>>> err.to_dict()["link"]
'games/llama/#llama.play.match'
>>> str(err)
"move 'play 3': a 3 cannot go on a 5 [rule llama.play.match]"
"""

from __future__ import annotations

from typing import Any

from .i18n import tr
from .rules import rule_link


class RulesError(ValueError):
    """Base of the family: a message, the place it concerns, the rule it cites."""

    code = "error"

    def __init__(self, message: str, *, rule: str | None = None, where: str | None = None,
                 details: dict[str, Any] | None = None) -> None:
        self.message = message
        self.rule = rule
        self.where = where
        # structured facts of the refusal, beside the message (what a purchase lacks ...)
        self.details = details or {}
        super().__init__(self._text())

    def __str__(self) -> str:
        return self._text()

    def _text(self) -> str:
        text = f"{self.where}: {self.message}" if self.where else self.message
        return f"{text} [rule {self.rule}]" if self.rule else text

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON: code, message, where, rule id and a site-relative link; the
        message and the place in the current language (:mod:`rulebooks.core.i18n`)."""
        return {
            "code": self.code,
            "message": tr(self.message),
            "where": tr(self.where) if self.where else self.where,
            "rule": self.rule,
            "link": rule_link(self.rule) if self.rule else None,
            "details": self.details,
        }


class NotationError(RulesError):
    """Input that cannot be read: bad JSON, an unknown card code, a malformed move."""

    code = "syntax"


class IllegalMove(RulesError):
    """A well-formed move the rules forbid here. Always cites the rule it breaks."""

    code = "illegal"

    def __init__(self, message: str, *, rule: str, where: str | None = None,
                 details: dict[str, Any] | None = None) -> None:
        if not rule:
            raise TypeError("IllegalMove needs the id of the rule it breaks")
        super().__init__(message, rule=rule, where=where, details=details)


class SetupError(RulesError):
    """A position or options that cannot exist: says what was expected and what came."""

    code = "setup"

    def __init__(
        self,
        message: str,
        *,
        expected: str,
        got: object,
        rule: str | None = None,
        where: str | None = None,
    ) -> None:
        self.expected = expected
        self.got = got
        super().__init__(f"{message} (expected {expected}, got {got!r})", rule=rule, where=where)

    def to_dict(self) -> dict[str, Any]:
        data = super().to_dict()
        data["expected"] = self.expected
        data["got"] = repr(self.got)
        return data
