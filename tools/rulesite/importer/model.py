"""Plain data shared by the importer: revisions, pages and the input error."""

from __future__ import annotations

from dataclasses import dataclass, field


class ImportInputError(ValueError):
    """A file the importer cannot read: names the file, the place and the reason."""

    def __init__(self, source: str, reason: str, where: str = "") -> None:
        self.source = source
        self.reason = reason
        self.where = where
        super().__init__(str(self))

    def __str__(self) -> str:
        place = f" ({self.where})" if self.where else ""
        return f"{self.source}{place}: {self.reason}"


@dataclass(frozen=True, slots=True)
class Slot:
    """A MediaWiki 0.11 content slot other than the main one: role, content model, text."""

    role: str
    model: str
    text: str


@dataclass(frozen=True, slots=True)
class Revision:
    """One revision of one page, as read from a source file.

    ``markup`` is ``"wikitext"`` or ``"mdx"``; ``order`` is the position in the
    source file and breaks ties between revisions with the same timestamp;
    ``slots`` are the revision's other content slots (``text`` is the main one).
    """

    title: str
    text: str
    timestamp: str | None = None
    author: str | None = None
    summary: str = ""
    revid: int | None = None
    wiki_lang: str | None = None
    markup: str = "wikitext"
    source: str = ""
    source_format: str = ""
    order: int = 0
    text_missing: bool = False
    slots: tuple[Slot, ...] = ()
    # set while the text is kept on disk (see .store): where, its SHA-1, its length
    spilled: tuple[int, int] | None = None
    digest: bytes = b""
    size: int = 0


@dataclass
class Page:
    """All revisions of one page in one language, newest first."""

    title: str
    lang: str
    wiki_lang: str | None
    slug: str
    game: str | None
    kind: str
    revisions: list[Revision] = field(default_factory=list)

    @property
    def newest(self) -> Revision:
        """The revision whose text becomes the draft (the newest one with text)."""
        for revision in self.revisions:
            if not revision.text_missing:
                return revision
        return self.revisions[0]

    @property
    def key(self) -> str:
        """The draft folder name: ``<slug>.<lang>``."""
        return f"{self.slug}.{self.lang}"


@dataclass
class ParsedFile:
    """What a format reader returns: the revisions and any warnings about the file."""

    source: str
    source_format: str
    revisions: list[Revision]
    warnings: list[str] = field(default_factory=list)


@dataclass
class Conversion:
    """The Markdown of one revision and what the converter collected on the way."""

    markdown: str
    tags: list[str] = field(default_factory=list)
    links: list[dict[str, str | None]] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    templates: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    plain: str = ""
