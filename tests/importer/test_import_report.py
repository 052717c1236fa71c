"""The revision report: numbers and rule statements that change between revisions."""

from __future__ import annotations

from rulesite.importer import report
from rulesite.importer import statements as st
from rulesite.importer.model import Page, Revision

V1 = "The track runs from 0 to 18 on the left. You start with 3 coins.\nEach turn you may move."
V2 = "The track runs from 0 to 17 on the left. You start with 3 coins.\nEach turn you may go on."
V3 = "The track runs from 1 to 17 on the left. You start with 4 coins.\nNew: you must pay 2 coins."


def page(*texts):
    revisions = [
        Revision("P", t, f"2020-01-0{i + 1}T00:00:00Z", f"author{i}", f"edit {i}", 100 + i, "en")
        for i, t in enumerate(texts)
    ][::-1]
    return Page("P", "en", "en", "p", None, "help", revisions)


def sentences(p):
    return [st.sentences(st.plain_text(r.text, "wikitext")) for r in p.revisions]


def test_numbers_read_ranges_whole():
    assert st.numbers("from 0 to 18, then 3-5 or 7 – 9 and -2") == ("0–18", "3–5", "7–9", "-2")


def test_skeleton_ignores_numbers():
    assert st.skeleton("Runs from 0 to 18.") == st.skeleton("runs from 1 to 17")


def test_disagreements_list_each_variant_with_its_revisions():
    p = page(V1, V2, V3)
    (track,) = [d for d in report.disagreements(sentences(p)) if any("–" in v[0][0] for v in d)]
    assert track == {(("1–17",),): [0], (("0–17",),): [1], (("0–18",),): [2]}


def test_a_list_that_every_revision_gives_alike_is_no_disagreement():
    rows = "With 1 tile: 2 points. With 2 tiles: 5 points. With 3 tiles: 9 points."
    p = page(rows, rows + " Each turn you may pass.")
    assert report.disagreements(sentences(p)) == []
    changed = page(rows, rows.replace("9 points", "8 points"))
    (found,) = report.disagreements(sentences(changed))
    assert sorted(found.values()) == [[0], [1]]


def test_report_shows_the_disagreement_and_each_change():
    p = page(V1, V2, V3)
    text = report.build(p, sentences(p), ["a check"])
    assert "## Where the revisions disagree" in text
    for numbers in ("0–18", "0–17", "1–17"):
        assert f"| {numbers} |" in text
    assert text.count("### ") == 2
    assert "Numbers that appear: 1–17, 2, 4; numbers that disappear: 0–17, 3." in text
    assert "New: you must pay 2 coins." in text.split("Rule statements added")[1]
    assert "- a check" in text


def test_single_revision_report_has_no_comparison():
    text = report.build(page(V1), sentences(page(V1)), [])
    assert "disagree" not in text and "Changes" not in text
    assert text.startswith("# Revision report: P")


def test_compare_pairs_reworded_statements():
    diff = report.compare(["Take 2 cards from the deck."], ["Take 3 cards from the deck."])
    assert diff.changed == [("Take 2 cards from the deck.", "Take 3 cards from the deck.")]
    assert diff.added == diff.removed == []


def test_source_text_in_the_report_is_escaped():
    p = page(
        "You may <script>x</script> take {: #x } 2 cards.",
        "You may [x](javascript:y) take 3 cards.",
    )
    text = report.build(p, sentences(p), [])
    assert "<script>" not in text and "{:" not in text and "](javascript" not in text
