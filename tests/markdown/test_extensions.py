"""Markdown extensions: input/output fixture pairs (``fixtures/*.md`` -> ``*.html``), as
pymdown-extensions does, plus the errors they must raise.

To refresh an expected output after an intended change:
``python tests/markdown/test_extensions.py --refresh``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import markdown
import pytest
from rulesite.markdown.fences import ExampleFailure, RulebookFenceExtension
from rulesite.markdown.rules import RuleParagraphExtension, RuleSyntaxError

FIXTURES = Path(__file__).parent / "fixtures"


def convert(text: str, game: str = "golf") -> str:
    md = markdown.Markdown(extensions=[RulebookFenceExtension(game=game),
                                       RuleParagraphExtension(), "fenced_code"])
    return md.convert(text)


@pytest.mark.parametrize("source", sorted(FIXTURES.glob("*.md")), ids=lambda p: p.stem)
def test_fixture_pair(source):
    expected = source.with_suffix(".html").read_text(encoding="utf-8")
    assert convert(source.read_text(encoding="utf-8")) + "\n" == expected


def test_rule_ids_are_collected_in_order():
    md = markdown.Markdown(extensions=[RuleParagraphExtension()])
    md.convert("§ golf.a\nx\n\n§ golf.b\ny\n")
    assert md.rule_ids == ["golf.a", "golf.b"]


def test_a_rule_link_is_titled_in_the_page_s_language():
    text = "§ golf.turn.take\nTake a card."
    english = markdown.markdown(text, extensions=[RuleParagraphExtension()])
    italian = markdown.markdown(text, extensions=[RuleParagraphExtension(lang="it")])
    assert 'title="Link to this rule"' in english
    assert 'title="Collegamento a questa regola"' in italian


@pytest.mark.parametrize("text, fragment", [
    ("§ golf.a\nx\n\n§ golf.a\ny\n", "used twice"),
    ("§ Golf Rule\nx\n", "alone on its line"),
    ("§ Golf\nx\n", "not a rule id"),
    ("§ nodot\nx\n", "not a rule id"),
])
def test_bad_rule_ids_fail(text, fragment):
    with pytest.raises(RuleSyntaxError) as failed:
        convert(text)
    assert fragment in str(failed.value)


@pytest.mark.parametrize("text, fragment", [
    ('```example\nid = "x"\nscore = { grid = ["2D 6H 4C", "KS 6S KH"] }\n'
     "expect = { total = 3 }\n```\n", "the engine gives 2"),
    ("```example\nid = \"x\"\n", "never closed"),
    ("```table\nnope\n```\n", "no table 'nope'"),
])
def test_fences_fail_the_build_with_the_reason(text, fragment):
    with pytest.raises(ExampleFailure) as failed:
        convert(text)
    assert fragment in str(failed.value)


def test_a_fence_outside_a_game_page_fails():
    with pytest.raises(ExampleFailure, match="needs a game page"):
        convert("```calculator\n```\n", game="")


if __name__ == "__main__" and "--refresh" in sys.argv:
    for path in sorted(FIXTURES.glob("*.md")):
        path.with_suffix(".html").write_text(convert(path.read_text("utf-8")) + "\n", "utf-8")
        print("wrote", path.with_suffix(".html"))
