"""One source of truth across languages: an Italian page has exactly the English page's
rule ids and examples, and every message the engine can show its readers has Italian
text (the core's always; a game's once it has an Italian page)."""

from __future__ import annotations

import pytest
from rulesite.messages import untranslated

from rulebooks.core import examples
from rulebooks.core.i18n import LANGUAGES, Catalog, catalog_entries
from rulebooks.core.registry import games
from rulebooks.core.texts import rule_ids_in

TRANSLATED = [(slug, lang) for slug, game in games().items() for lang in game.languages()
              if lang != "en"]
OTHERS = LANGUAGES[1:]


def differences(english: list[str], other: list[str], lang: str) -> list[str]:
    return ([f"{x}: on the English page, not the {lang} one" for x in english if x not in other]
            + [f"{x}: on the {lang} page, not the English one" for x in other
               if x not in english])


@pytest.mark.parametrize(("slug", "lang"), TRANSLATED)
def test_a_translated_page_has_the_same_rule_ids(slug, lang):
    game = games()[slug]
    english, other = rule_ids_in(game.rules_text()), rule_ids_in(game.rules_text(lang))
    assert not differences(english, other, lang)
    assert len(other) == len(set(other))


@pytest.mark.parametrize(("slug", "lang"),
                         [(slug, lang) for slug, game in games().items()
                          for lang in game.languages()])
def test_every_rule_line_names_a_well_formed_rule_id(slug, lang):
    # the site's build refuses a "§ id" line whose id is not lower-case words joined by dots
    # (tzolkin.options.farm_cost once broke it): said here without building the site
    from rulebooks.core.rules import RULE_ID

    bad = [i for i in rule_ids_in(games()[slug].rules_text(lang)) if not RULE_ID.match(i)]
    assert not bad, f"rulebooks/{slug}/rules{'' if lang == 'en' else '.' + lang}.md: {bad}"


@pytest.mark.parametrize(("slug", "lang"), TRANSLATED)
def test_a_translated_page_shows_the_same_examples(slug, lang):
    game = games()[slug]

    def ids(text: str) -> list[str]:
        import tomllib

        from rulebooks.core.texts import find_fences
        return [str(tomllib.loads(body).get("id")) for _, _, kind, body
                in find_fences(text.splitlines()) if kind == "example"]

    english = [e.id for e in examples.parse_examples(game.rules_text(), slug)]
    assert not differences(english, ids(game.rules_text(lang)), lang)


def language_gaps(slug: str, lang: str) -> list[str]:
    """What of ``slug`` has no ``lang`` text: the rules page, a tutorial, the messages."""
    from rulebooks.core import tutorial

    game = games()[slug]
    gaps = [] if lang in game.languages() else [f"rules.{lang}.md"]
    gaps += [f"{name}.{lang}.toml" for name in tutorial.names(slug)
             if game.tutorial_text(f"{name}.{lang}") is None]
    if untranslated(lang, slug):
        gaps.append(f"messages.{lang}.toml (python -m rulesite messages {lang} {slug})")
    return gaps


@pytest.mark.parametrize("slug", sorted(games()))
@pytest.mark.parametrize("lang", OTHERS)
def test_every_game_is_in_every_language(slug, lang):
    # the whole site in each language (issue 21): every registered game has its rules page,
    # each of its tutorials and all its messages translated
    missing = language_gaps(slug, lang)
    assert not missing, f"{slug} has no {lang} text for: " + ", ".join(missing)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_core_message_has_text_in_each_language(lang):
    missing = [f"{m.path}:{m.line}: {m.template}" for m in untranslated(lang, "core")]
    assert not missing, f"python -m rulesite messages {lang} lists them"


@pytest.mark.parametrize(("slug", "lang"), TRANSLATED)
def test_every_message_of_a_translated_game_has_text(slug, lang):
    missing = [f"{m.path}:{m.line}: {m.template}" for m in untranslated(lang, slug)]
    assert not missing, f"python -m rulesite messages {lang} {slug} lists them"


@pytest.mark.parametrize("slug", sorted(games()))
@pytest.mark.parametrize("lang", OTHERS)
def test_every_catalog_reads(slug, lang):
    Catalog(lang, catalog_entries(slug, lang))


def test_the_checker_finds_a_message_with_no_text(tmp_path, monkeypatch):
    import rulesite.messages as messages

    module = tmp_path / "moves.py"
    module.write_text('def f(n):\n    raise IllegalMove(f"you may not nap {n} times", '
                      'rule="x.y")\n', encoding="utf-8")
    monkeypatch.setattr(messages, "PACKAGE", tmp_path.parent)
    monkeypatch.setattr(messages, "modules", lambda package: [module])
    found = messages.untranslated("it", "golf")
    assert [(m.line, m.template) for m in found] == [(2, "you may not nap {a} times")]


def test_the_checker_reads_joined_and_conditional_messages_and_refuse_calls(tmp_path,
                                                                          monkeypatch):
    import rulesite.messages as messages

    module = tmp_path / "moves.py"
    module.write_text('def f(work, n, late):\n'
                      '    work.refuse(f"you may not nap {n} times"\n'
                      '                + (" after noon" if late else ""), "x.y")\n',
                      encoding="utf-8")
    monkeypatch.setattr(messages, "PACKAGE", tmp_path.parent)
    monkeypatch.setattr(messages, "modules", lambda package: [module])
    found = messages.untranslated("it", "golf")
    assert [(m.line, m.template) for m in found] == [(2, "you may not nap {a} times after noon")]


SCRIPTS = [(slug, name, lang) for slug, game in games().items() for lang in OTHERS
           for name in __import__("rulebooks.core.tutorial", fromlist=["names"]).names(slug)
           if game.tutorial_text(f"{name}.{lang}") is not None]


@pytest.mark.parametrize(("slug", "name", "lang"), SCRIPTS)
def test_a_translated_tutorial_gives_every_step_its_words(slug, name, lang):
    from rulebooks.core import tutorial
    from rulebooks.core.i18n import language

    english = tutorial.load(slug, name)
    with language(lang):
        other = tutorial.load(slug, name)
    assert other.version == english.version  # progress and links work in both languages
    assert [s.id for s in other.steps] == [s.id for s in english.steps]
    assert all(o.text != e.text for o, e in zip(other.steps, english.steps, strict=True)
               if e.text.strip())
    assert [len(s.hints) for s in other.steps] == [len(s.hints) for s in english.steps]


def test_a_translation_with_a_gap_is_refused_naming_the_step():
    from rulebooks.core import tutorial
    from rulebooks.core.errors import NotationError
    from rulebooks.core.translated import overlay

    english = tutorial.load("golf")
    first, second = english.steps[0].id, english.steps[1].id
    words = (f'title = "t"\nsummary = "s"\n[steps.{first}]\ntitle = "a"\ntext = "b"\n'
             f'[steps.nap]\ntext = "c"\n')
    with pytest.raises(NotationError) as caught:
        overlay(english, words, "tutorial.it.toml")
    said = str(caught.value)
    assert said.startswith("tutorial.it.toml: ")
    assert "step 'nap' is not in the English script" in said
    assert f"step '{second}' has no text" in said


def tables_in(text: str) -> list[str]:
    from rulebooks.core.texts import find_fences

    return [body.strip() for _, _, kind, body in find_fences(text.splitlines())
            if kind == "table"]


@pytest.mark.parametrize(("slug", "lang"), TRANSLATED)
def test_a_translated_page_lists_its_sources_in_its_language(slug, lang):
    from rulesite.pages import sources_section

    english, other = sources_section(slug), sources_section(slug, lang)
    game = games()[slug]
    if not english:
        # the sources are a table of the page itself (7 Wonders' [[source]] list), which the
        # fence test renders in the page's language: both pages must show it
        assert tables_in(game.rules_text()).count("sources") == 1
        assert tables_in(game.rules_text(lang)).count("sources") == 1
        return
    assert english.startswith("\n## Sources\n")
    assert not other.startswith("\n## Sources\n") and "contributors:" not in other
    assert other.count("\n- `") == english.count("\n- `")  # every source, in both


# words that describe a source in English ("early revision", "as scanned on Scribd", "review,
# German"); a title that is only a name ("Tabletop Gaming, Loco Momo Review") keeps its own
DESCRIBED = r"\b(revision|review|rulebook|English|Italian|German|French|Spanish|source code|" \
    r"seed dump|implementation|transcribed|as shared|as scanned|player aid|also)\b"


@pytest.mark.parametrize(("slug", "lang"), TRANSLATED)
def test_a_translated_page_describes_its_sources_in_its_language(slug, lang):
    import re

    from rulesite.pages import sources_section

    def words(line: str) -> str:  # the title and the details, without the address and paths
        found = re.match(r"- `[^`]*`: \[(.*)\]\(\S*\)(.*)$", line)
        return re.sub(r"\S*[/_]\S*", "", found.group(1) + found.group(2)) if found else ""

    english = [line for line in sources_section(slug, lang).splitlines()
               if re.search(DESCRIBED, words(line))]
    assert not english


def _rendered_gaps(slug: str, lang: str, render, body: str, what: str) -> list[str]:
    from rulebooks.core.i18n import MissingTranslation, language

    try:
        with language(lang, slug):
            render(slug, body)
    except MissingTranslation as gap:
        return [f"{what}: {gap.text!r}"]
    return []


@pytest.mark.parametrize(("slug", "lang"), TRANSLATED)
def test_a_translated_page_renders_every_fence_in_its_language(slug, lang):
    # what the site's build does for the page, without the build: a table cell, an example's
    # refusal or a calculator label with no translation is named here, with its fence
    from rulesite.markdown import fences

    from rulebooks.core.texts import find_fences
    render = {"example": fences.render_example, "table": fences.render_table,
              "calculator": fences.render_calculator}
    gaps = []
    for _, _, kind, body in find_fences(games()[slug].rules_text(lang).splitlines()):
        if kind in render:
            first = (body.strip().splitlines() or [""])[0]
            gaps += _rendered_gaps(slug, lang, render[kind], body, f"{kind} {first}".strip())
    assert not gaps, f"python -m rulesite messages {lang} {slug}; " + "; ".join(gaps)


@pytest.mark.parametrize(("slug", "name", "lang"), SCRIPTS)
def test_a_translated_tutorial_page_renders_in_its_language(slug, name, lang):
    from rulesite.markdown.scripts import render_tutorial, render_walkthrough

    body = "" if name == "tutorial" else f"script = {name!r}\n"
    gaps = _rendered_gaps(slug, lang, render_tutorial, body, f"tutorial {name}")
    if name == "tutorial" and games()[slug].trace is not None:
        gaps += _rendered_gaps(slug, lang, render_walkthrough, "", "walkthrough")
    assert not gaps, "; ".join(gaps)


WALKED = [(slug, lang) for slug, lang in TRANSLATED
          if games()[slug].trace is not None and games()[slug].walkthrough is not None]


@pytest.mark.parametrize(("slug", "lang"), WALKED)
def test_no_english_piece_of_a_walkthrough_line_is_left_in_another_language(slug, lang):
    # a line is pieces joined by "; " ("takes A13 from the pitch; the last match card is
    # taken: injury time"); a template with a free part ("takes {card}") once swallowed the
    # pieces after it, and the Italian walkthrough showed them in English
    from rulebooks.core.i18n import language, tr_account
    from rulebooks.core.transcript import record

    walk = games()[slug].walkthrough
    left = set()
    for entry in record(slug, walk.options, walk.seed, "greedy").entries:
        with language(lang, slug):
            said = tr_account(entry.detail)
        left |= {piece for piece in entry.detail.split("; ")
                 if " " in piece and piece in said}
    assert not left
