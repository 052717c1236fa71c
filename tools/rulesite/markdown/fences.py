"""Rulebook fences: blocks the build runs on the engine and renders into the page.

`````
```example            a worked example (TOML); run, verified, rendered; editable live
```table              a table rendered from the game's data: one name per fence
```calculator         the game's score calculator: schema, sample input, result, form
```python-run         Python the reader can edit and run in the browser
```games              the list of games (home page), as a Markdown table
`````

The game is the extension's ``game`` setting and the language its ``lang`` (the MkDocs
plugin sets both for each page): what the engine says is rendered in that language
(:mod:`rulebooks.core.i18n`). A failing example raises :class:`ExampleFailure`, naming
the example; the plugin adds the page and fails the build.

In a translated page an example fence may give only its ``id`` and a translated
``title``: the declaration itself is the English page's, written once and rendered in
both languages.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import tomllib
from collections.abc import Callable, Iterator
from html import escape

from markdown import Markdown
from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

from rulebooks.core import examples, texts
from rulebooks.core.codec import dumps
from rulebooks.core.errors import NotationError
from rulebooks.core.html import breakdown_table
from rulebooks.core.i18n import SOURCE, current, language, tr
from rulebooks.core.registry import Game, games, get

from .scripts import render_tutorial, render_walkthrough
from .store import FenceStore


class ExampleFailure(ValueError):
    """An example whose result differs from what it declares, or a fence that cannot run."""


def find_fences(lines: list[str]) -> Iterator[tuple[int, int, str, str]]:
    """Each rulebook fence as (first line, closing line, kind, body), found by the engine's own
    finder (:mod:`rulebooks.core.texts`); an unclosed fence fails the build."""
    try:
        yield from texts.find_fences(lines)
    except NotationError as error:
        raise ExampleFailure(error.message) from None


class FencePreprocessor(Preprocessor):
    def __init__(self, md: Markdown, extension: RulebookFenceExtension) -> None:
        super().__init__(md)
        self.extension = extension

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        done = 0
        for start, end, kind, body in find_fences(lines):
            rendered = self.extension.render(kind, body)
            out.extend(lines[done:start])
            if kind == "games":
                out.extend(["", *rendered.splitlines(), ""])
            else:
                out.extend(["", self.md.htmlStash.store(rendered), ""])
            done = end + 1
        return out + lines[done:]


class RulebookFenceExtension(Extension):
    """Renders the fences; results are cached per build (the plugin pre-renders a page
    to report failures with its path, then Markdown reuses the result) and kept between
    builds in :attr:`store` (:mod:`.store`)."""

    def __init__(self, **kwargs: object) -> None:
        self.config = {"game": ["", "Slug of the game whose engine runs the fences"],
                       "lang": ["en", "Language of the page (what the engine says is in it)"]}
        self.cache: dict[tuple[str, str, str, str], str] = {}
        self.store = FenceStore(None)  # earlier builds' fences (the plugin sets the folder)
        super().__init__(**kwargs)

    def extendMarkdown(self, md: Markdown) -> None:
        md.preprocessors.register(FencePreprocessor(md, self), "rb_fences", 30)

    def prerender(self, markdown: str) -> None:
        """Render every fence of a page now, so that errors surface before Markdown runs."""
        for _, _, kind, body in find_fences(markdown.splitlines()):
            self.render(kind, body)

    def render(self, kind: str, body: str) -> str:
        game, lang = self.getConfig("game"), self.getConfig("lang") or "en"
        key = (game, lang, kind, body)
        if key not in self.cache:
            kept = game and kind != "games"  # the list of games is quick and reads every game
            html = self.store.get(*key) if kept else None
            if html is None:
                with language(lang, game or None):
                    html = self._render(kind, body, game)
                if kept:
                    self.store.put(*key, html)
            self.cache[key] = html
        return self.cache[key]

    def _render(self, kind: str, body: str, game: str) -> str:
        if kind == "games":
            return games_table(body)
        if not game:
            raise ExampleFailure(f"a ```{kind} fence needs a game page")
        renderer: Callable[[str, str], str] = {
            "example": render_example,
            "table": render_table,
            "calculator": render_calculator,
            "python-run": render_python,
            "tutorial": render_tutorial,
            "walkthrough": render_walkthrough,
        }[kind]
        return renderer(game, body)


def render_example(game: str, body: str) -> str:
    example = shared_example(game, body)
    result = examples.run(example)
    problems = examples.verify(result)
    if problems:
        raise ExampleFailure(f"example '{example.id}' disagrees with the engine: "
                             + "; ".join(problems))
    return (
        f'<div class="rb-example" id="example-{escape(example.id)}" data-game="{game}" '
        f'data-example="{escape(example.id)}">'
        f'<p class="rb-example__title">{escape(tr("Example"))}: {escape(example.title)}</p>'
        f'<details class="rb-example__input" data-search-exclude="">'
        f"<summary>{escape(tr('Input'))}</summary>"
        f'<pre class="rb-example__text"><code>{escape(example.text.strip())}</code></pre>'
        f"</details>{result.html}</div>"
    )


def shared_example(game: str, body: str) -> examples.Example:
    """The example a fence declares; in a translated page, a fence giving only ``id`` (and
    a translated ``title``) is the English page's example of that id."""
    try:
        given = tomllib.loads(body)
    except tomllib.TOMLDecodeError:
        given = {}
    if not given or set(given) - {"id", "title"}:
        return examples.parse_example(body + "\n", game)
    english = english_examples(game, get(game).rules_text())
    if given.get("id") not in english:
        raise ExampleFailure(f"example {given.get('id')!r} gives only an id and a title, but "
                             f"the English page of {game} has no example with that id")
    return dataclasses.replace(english[given["id"]],
                               title=str(given.get("title", english[given["id"]].title)))


@functools.lru_cache(maxsize=32)
def english_examples(game: str, text: str) -> dict[str, examples.Example]:
    """The examples the English page ``text`` declares, by id: read once per page text, not
    once per fence of every translated page."""
    return {e.id: e for e in examples.parse_examples(text, game)}


def render_table(game: str, body: str) -> str:
    names = body.split()
    if len(names) != 1:
        raise ExampleFailure(f"a ```table fence names one table, got {body!r}")
    tables = get(game).tables
    if names[0] not in tables:
        raise ExampleFailure(f"{game} has no table '{names[0]}'; it has {', '.join(tables)}")
    # data tables stay out of search: a search for a word finds the rule, not a table dump
    return (f'<div class="rb-data-table" data-table="{names[0]}" data-search-exclude="">'
            f"{tables[names[0]]()}</div>")


CALCULATOR_HELP = ("Describe a position as JSON (or with the form when the engine is loaded) "
                   "and get its score, part by part. The same calculator runs on the "
                   "command line:")


def said_schema(schema: object) -> object:
    """A JSON Schema with its titles and descriptions (what the form shows) in the page's
    language; everything the schema checks stays as it is."""
    if isinstance(schema, list):
        return [said_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    return {key: tr(value) if key in ("title", "description") and isinstance(value, str)
            else value if key in ("enum", "const", "default", "examples", "required")
            else said_schema(value) for key, value in schema.items()}


def render_calculator(game: str, body: str) -> str:
    calc = get(game).calculator
    schema = said_schema(calc.schema)
    sample = calc.sample
    result = calc.score(sample)
    output = calc.render_input(sample) + breakdown_table(result, game)
    return (
        f'<div class="rb-calculator" id="calculator" data-game="{game}">'
        f'<p class="rb-calculator__title">{escape(tr("Score calculator"))}</p>'
        f"<p>{escape(tr(CALCULATOR_HELP))} "
        f"<code>python -m rulebooks score {game} &lt; input.json</code>.</p>"
        '<details class="rb-calculator__schema" data-search-exclude="">'
        f"<summary>{escape(tr('Input format (JSON Schema)'))}</summary>"
        f"<pre><code>{escape(dumps(schema, pretty=True))}</code></pre></details>"
        f'<div class="rb-calculator__form" hidden></div>'
        + (f'<div class="rb-calculator__editor" data-editor data-search-exclude="">'
           f"{calc.editor(sample)}</div>" if calc.editor else "")
        + '<pre class="rb-calculator__json" data-search-exclude=""><code>'
        f"{escape(json.dumps(sample, indent=2))}</code></pre>"
        '<div class="rb-calculator__output" aria-live="polite" data-search-exclude="">'
        f"{output}</div>"
        "</div>"
    )


def render_python(game: str, body: str) -> str:
    return (
        f'<div class="rb-python" data-game="{game}">'
        f'<pre class="rb-python__code"><code>{escape(body)}</code></pre>'
        '<div class="rb-python__output" aria-live="polite" hidden></div></div>'
    )


def span(low: int, high: int) -> str:
    """``2–4``, or one number when both ends are the same (``30``, not ``30–30``)."""
    return str(low) if low == high else f"{low}–{high}"


def games_table(body: str) -> str:
    """The home page's list of games, as Markdown (so links are checked by MkDocs), in the
    page's language; a game with no page in it keeps its English summary, marked as such."""
    from rulebooks.core.tutorial import has_tutorial

    lang = current()
    rows = [f"| {tr('Game')} | {tr('Players')} | {tr('Minutes')} | {tr('What you can do')} |",
            "|---|---|---|---|"]
    for slug, game in games().items():
        text = game.rules_text()
        count = len(english_examples(slug, text))
        things = [tr(f"[read the rules](games/{slug}.md) with {count} worked examples")]
        things += [tr("score a position with the calculator")] if "```calculator" in text else []
        things += [tr(f"[learn by playing](tutorials/{slug}.md)")] if has_tutorial(slug) else []
        things += [tr(f"[follow a whole game](walkthroughs/{slug}.md)")] if game.trace else []
        low, high = game.players
        short, long = game.minutes
        rows.append(f"| **[{game.title}](games/{slug}.md)**<br>{summary(game, lang)} "
                    f"| {span(low, high)} | {span(short, long)} | {'; '.join(things)} |")
    return "\n".join(rows)


def summary(game: Game, lang: str) -> str:
    """The game's one-line summary in ``lang``: its translated page's, else the English one
    marked as English."""
    if lang == SOURCE:
        return game.summary
    if lang in game.languages() and game.front_matter(lang).get("summary"):
        return game.front_matter(lang)["summary"]
    return f'<span lang="en">{escape(game.summary)}</span> ({escape(tr("in English"))})'


def makeExtension(**kwargs: object) -> RulebookFenceExtension:
    return RulebookFenceExtension(**kwargs)
