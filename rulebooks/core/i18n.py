"""Languages: everything the engine says to a reader, in the reader's language.

The engine writes its messages in English, and English is the source of truth (as
gettext's ``msgid``): a refusal, a setup error, a breakdown label is written once, in
the code that knows why. A catalog per language maps each English message *template*
to its translation: ``rulebooks/core/messages.<lang>.toml`` for the messages every
game shares, ``rulebooks/<game>/messages.<lang>.toml`` for a game's own. A template is
the English text with ``{name}`` for each part that varies, ``{name:d}`` for a whole
number, ``{name:w}`` for one word (no space), ``{name:s}`` for an English plural's "s" (or
nothing), and ``{name!t}`` for a part that is itself English text to translate (a nested
message). A translation may choose its words by a number: ``{n|carta|carte}`` gives the
first when ``{n:d}`` is one, the second otherwise (the English writes "card(s)"):

>>> catalog = Catalog("it", {"you hold no {card}": "non hai {card}",
...                          "{what!t} is not allowed now": "{what!t}: non ora",
...                          "drawing": "pescare",
...                          "{n:d} card(s) left": "{n|resta|restano} {n:d} {n|carta|carte}"})
>>> catalog.translate("you hold no KS")
'non hai KS'
>>> catalog.translate("drawing is not allowed now")
'pescare: non ora'
>>> catalog.translate("1 card(s) left"), catalog.translate("4 card(s) left")
('resta 1 carta', 'restano 4 carte')

Text with no template is a :class:`MissingTranslation` naming it, never English passed
off as the translation. A code (no space, and a digit in it or punctuation inside it, or
one to three capitals: ``KS``, ``2-24``, ``input.grid[0]``) is the same in every language.

Where it is translated: at the edge, once. :func:`language` says which language the
text being produced is for (the site's build sets it per page, the browser bridge per
call); :func:`tr` translates in that language and does nothing in English, so Python
callers and the command line see the engine's own words.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from typing import Any

SOURCE = "en"
LANGUAGES = ("en", "it")  # the site's languages; the first is the source
PLACEHOLDER = re.compile(r"\{(\w+)(:[dws])?(!t)?\}")
KINDS = {":d": r"-?\d+|⟨\d+⟩", ":w": r"\S+", ":s": r"s?", None: r".+?"}  # ⟨1⟩: a checker's sample
LETTER = re.compile(r"[^\W\d_]")  # text without a letter (2 × 3, —) reads the same anywhere
CODE = re.compile(r"^(?=\S*\d)\S+$|^\S*\w[._\[\]/:#\-+]\w\S*$|^[A-Z]{1,3}$|^$")

_current: ContextVar[tuple[str, str | None, bool]] = ContextVar(
    "rulebooks_language", default=(SOURCE, None, True))
# in a translation, "{n|carta|carte}": the first words when the number {n:d} is one, else
# the second (the English says "card(s)"; a language with plurals says which)
NUMBER_WORDS = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")
MEMO = 50_000  # translated texts a catalog keeps
UNTRANSLATED = "[en] "  # marks English shown where a translation is missing (never silent)


class MissingTranslation(LookupError):
    """English text the catalog of ``lang`` has no template for."""

    def __init__(self, text: str, lang: str) -> None:
        self.text, self.lang = text, lang
        super().__init__(f"no {lang} translation for the message {text!r}: add its template "
                         f"to a messages.{lang}.toml catalog (see Contributing, Languages)")


@dataclass(frozen=True)
class Template:
    """One catalog entry: the English template read as a pattern, and its translation."""

    english: str
    translated: str
    pattern: re.Pattern[str] = field(compare=False)
    nested: frozenset[str] = field(compare=False)
    weight: int = 0  # letters outside placeholders: the most specific template wins

    @classmethod
    def read(cls, english: str, translated: str) -> Template:
        parts, nested, names, at = [], set(), [], 0
        numbers = set()  # the names of {name:d}: a translation may choose words by them
        for found in PLACEHOLDER.finditer(english):
            parts.append(re.escape(english[at:found.start()]))
            name = found.group(1)
            if name in names:
                raise ValueError(f"template {english!r} uses {{{name}}} twice")
            names.append(name)
            if found.group(2) == ":d":
                numbers.add(name)
            parts.append(f"(?P<{name}>{KINDS[found.group(2)]})")
            if found.group(3):
                nested.add(name)
            at = found.end()
        parts.append(re.escape(english[at:]))
        used = {m.group(1) for m in PLACEHOLDER.finditer(translated)}
        for found in NUMBER_WORDS.finditer(translated):
            if found.group(1) not in numbers:
                raise ValueError(f"the translation of {english!r} chooses words by "
                                 f"{{{found.group(1)}}}, which is not a number of it")
        if used - set(names):
            raise ValueError(f"the translation of {english!r} uses "
                             f"{', '.join(sorted(used - set(names)))}, which it does not have")
        literal = PLACEHOLDER.sub("", english)
        return cls(english, translated, re.compile("".join(parts), re.DOTALL),
                   frozenset(nested), len(literal))


class Catalog:
    """Every template of one language: exact texts first, then the most specific pattern."""

    def __init__(self, lang: str, entries: Mapping[str, str]) -> None:
        self.lang = lang
        self.exact = {k: v for k, v in entries.items() if not PLACEHOLDER.search(k)}
        self.templates = sorted((_template(k, v) for k, v in entries.items()
                                 if PLACEHOLDER.search(k)), key=lambda t: -t.weight)
        self._read: dict[str, str | MissingTranslation] = {}  # texts already translated

    def __contains__(self, text: str) -> bool:
        try:
            self.translate(text)
        except MissingTranslation:
            return False
        return True

    def translate(self, text: str) -> str:
        """``text`` in this language; the same text is matched once (the build asks for the
        same labels hundreds of thousands of times), its answer or its refusal kept."""
        known = self._read.get(text)
        if known is None:
            if len(self._read) >= MEMO:
                self._read.clear()  # a long browser session: bounded, never stale
            try:
                known = self._match(text)
            except MissingTranslation as missing:
                known = missing
            self._read[text] = known
        if isinstance(known, MissingTranslation):
            raise MissingTranslation(known.text, known.lang)
        return known

    def _match(self, text: str) -> str:
        if text in self.exact:
            return self.exact[text]
        for template in self.templates:
            found = template.pattern.fullmatch(text)
            if found is None:
                continue
            try:
                values = {name: (self.translate(value) if name in template.nested else value)
                          for name, value in found.groupdict().items()}
            except MissingTranslation:
                continue  # a less specific template may still read it
            chosen = NUMBER_WORDS.sub(lambda m, v=values: m.group(2) if one(v[m.group(1)])
                                      else m.group(3), template.translated)
            return PLACEHOLDER.sub(lambda m, v=values: v[m.group(1)], chosen)
        if CODE.match(text.strip()) or not LETTER.search(text):
            return text
        raise MissingTranslation(text, self.lang)


def one(number: str) -> bool:
    """Whether a number read from the English text takes the singular (1, or a checker's ⟨1⟩)."""
    return number.strip("⟨⟩") in ("1", "-1")


@cache
def _template(english: str, translated: str) -> Template:
    """:meth:`Template.read`, once per template: every game's catalog holds the others'."""
    return Template.read(english, translated)


@cache
def _toml(text: str) -> dict[str, Any]:
    return tomllib.loads(text)


def catalog_entries(package: str, lang: str) -> dict[str, str]:
    """The templates of ``rulebooks/<package>/messages.<lang>.toml`` (none if absent)."""
    path = files("rulebooks").joinpath(package, f"messages.{lang}.toml")
    if not path.is_file():
        return {}
    data = dict(_toml(path.read_text(encoding="utf-8")))  # a copy: the parse is shared
    bad = [k for k, v in data.items() if not isinstance(v, str)]
    if bad:
        raise ValueError(f"rulebooks/{package}/messages.{lang}.toml: {bad[0]!r} must map to a "
                         "text (keys are English templates, values their translation)")
    return data


@cache
def catalog(lang: str, game: str | None = None) -> Catalog:
    """The core catalog of ``lang``, every game's, and ``game``'s own ahead of the others'."""
    entries: dict[str, str] = {}
    for entry in sorted(files("rulebooks").iterdir(), key=lambda e: e.name):
        if entry.is_dir() and entry.name not in ("core", game):
            entries.update(catalog_entries(entry.name, lang))
    entries.update(catalog_entries("core", lang))
    if game:
        entries.update(catalog_entries(game, lang))
    return Catalog(lang, entries)


def translate(text: str, lang: str, game: str | None = None) -> str:
    """``text`` (English, as the engine writes it) in ``lang``."""
    return text if lang == SOURCE else catalog(lang, game).translate(text)


@contextmanager
def language(lang: str, game: str | None = None, *, strict: bool = True) -> Iterator[None]:
    """Produce text for ``lang`` (readers of ``game``'s pages) inside the block. A missing
    translation raises :class:`MissingTranslation` (the site's build: it fails naming the
    page), or with ``strict=False`` (the browser) shows the English marked ``[en]``."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; the site has {', '.join(LANGUAGES)}")
    token = _current.set((lang, game, strict))
    try:
        yield
    finally:
        _current.reset(token)


def current() -> str:
    """The language text is being produced for (English outside :func:`language`)."""
    return _current.get()[0]


def tr(text: str) -> str:
    """``text`` in the current language."""
    lang, game, strict = _current.get()
    if lang == SOURCE or not text:
        return text
    try:
        return translate(text, lang, game)
    except MissingTranslation:
        if strict:
            raise
        return UNTRANSLATED + text


def tr_account(text: str, sep: str = "; ") -> str:
    """A move's account (a trace: pieces joined by ``sep``) in the current language: each
    piece on its own when every piece has a template, else the whole. A template with a
    free part ("plays {card}") would otherwise swallow the pieces after it untranslated.

    >>> with language("it", "llama"):
    ...     tr_account("plays 3 on 2; round over, totals 4 5")
    'gioca 3 su 2; mano finita, totali 4 5'
    """
    lang, game, _ = _current.get()
    pieces = text.split(sep)
    if lang != SOURCE and len(pieces) > 1:
        try:
            return sep.join(translate(piece, lang, game) for piece in pieces)
        except MissingTranslation:
            pass
    return tr(text)
