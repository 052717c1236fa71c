"""The engine and the site read a rules text the same way: the same rule lines, the same
fences, also where a fence is quoted inside a longer one."""

from __future__ import annotations

import markdown
import pytest
from rulesite.markdown.fences import RulebookFenceExtension
from rulesite.markdown.rules import RuleParagraphExtension

from rulebooks.core import examples, games, get
from rulebooks.core.texts import find_fences, rule_ids_in

QUOTED = '''§ golf.a
A rule.

````text
```example
id = "quoted"
title = "only shown"
score = { grid = ["2D 6H 4C", "KS 6S KH"] }
expect = { total = 2 }
```

§ golf.quoted
````

§ golf.b
Another rule.

```example
id = "real"
title = "run"
rule = "golf.a"
score = { grid = ["2D 6H 4C", "KS 6S KH"] }
expect = { total = 2 }
```
'''


def site(text: str) -> tuple[list[str], str]:
    md = markdown.Markdown(extensions=[RulebookFenceExtension(game="golf"),
                                       RuleParagraphExtension(), "fenced_code"])
    html = md.convert(text)
    return md.rule_ids, html


def test_a_fence_quoted_in_a_longer_fence_is_text_for_both():
    ids, html = site(QUOTED)
    assert ids == rule_ids_in(QUOTED) == ["golf.a", "golf.b"]
    assert [e.id for e in examples.parse_examples(QUOTED, "golf")] == ["real"]
    assert 'id="example-real"' in html and 'id="example-quoted"' not in html
    assert [kind for _, _, kind, _ in find_fences(QUOTED.splitlines())] == ["example"]


@pytest.mark.parametrize("slug", sorted(games()))
def test_every_rules_text_reads_the_same_in_both(slug):
    text = get(slug).rules_text()
    md = markdown.Markdown(extensions=[RuleParagraphExtension(), "fenced_code"])
    md.convert(text)
    assert md.rule_ids == rule_ids_in(text)
