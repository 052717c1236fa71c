"""An example's After drawing names the parts its moves left as they were instead of
drawing them again, and draws every part they changed."""

from __future__ import annotations

import re

from rulebooks.core import examples, get
from rulebooks.core.examples import PART, unchanged_parts
from rulebooks.core.i18n import language

BEFORE = ('<div class="rb-table"><section class="rb-x-part"><h4>Trail &amp; river</h4>'
          '<ol><li>1</li></ol></section><section class="rb-seat" data-player="1"><h4>'
          '<span class="rb-token" role="img" aria-label="player 1">1</span> Player 1</h4>'
          '<p>3 coins</p></section><section class="rb-seat" data-player="2"><h4>Player 2</h4>'
          '<p>5 coins</p></section><section class="rb-x-area"><p>no heading</p></section></div>')


def test_the_parts_left_as_they_were_are_named_and_the_changed_ones_drawn():
    after = BEFORE.replace("5 coins", "7 coins")
    shown = unchanged_parts(BEFORE, after)
    assert shown.startswith('<p class="rb-unchanged">Unchanged: Trail &amp; river, Player 1</p>')
    assert "<ol>" not in shown and "3 coins" not in shown  # not drawn twice
    assert '<h4>Player 2</h4><p>7 coins</p>' in shown and "no heading" in shown
    with language("it"):
        assert unchanged_parts(BEFORE, after).startswith(
            '<p class="rb-unchanged">Come prima: Trail &amp; river, Player 1</p>')


def test_a_drawing_whose_every_headed_part_changed_is_left_whole():
    after = BEFORE.replace("<li>1", "<li>2").replace("3 coins", "4").replace("5 coins", "6")
    assert unchanged_parts(BEFORE, after) == after


def test_a_part_holding_other_parts_is_never_cut():
    nested = ('<section class="rb-board"><h4>Board</h4><section class="rb-x"><h4>Row</h4>'
              '<p>a</p></section><p>b</p></section>')
    assert unchanged_parts(nested, nested) == nested


def test_in_the_games_examples_every_part_cut_from_after_is_drawn_the_same_before():
    cut = 0
    for slug in ("greatwesterntrail", "tzolkin", "deus", "campeones", "sevenwonders"):
        game = get(slug)
        for example in examples.parse_examples(game.rules_text(), slug):
            result = examples.run(example)
            if not result.played:
                continue
            before = game.render(result.before, example.viewer)
            after = game.render(result.after, example.viewer)
            shown = unchanged_parts(before, after)
            drawn = {m.group(0) for m in PART.finditer(shown)}
            for part in PART.finditer(after):
                if part.group(0) not in drawn:  # cut: it must be in before, as it is
                    assert part.group(0) in before, f"{slug}/{example.id}"
                    cut += 1
            named = re.search(r'<p class="rb-unchanged">Unchanged: ([^<]*)</p>', shown)
            assert (named is not None) == (shown != after), f"{slug}/{example.id}"
    assert cut > 100  # the big boards are not drawn twice
