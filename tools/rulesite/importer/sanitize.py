"""The HTML allow-list: every piece of raw HTML from a source goes through nh3.

Only inline formatting tags survive (bold, italic, underline, sub/superscript,
code, spans...), plus ``figure``/``figcaption`` for images the importer never
fetches. Allowed attributes are ``title``, ``lang`` and ``dir`` everywhere,
``href`` on links (absolute ``http``, ``https`` or ``mailto`` only),
``datetime`` on ``time`` and ``role``/``aria-label`` on figures. No ``class``,
``id`` or ``style`` (they could restyle the page or clobber its scripts), no
event handlers, no ``src`` at all. ``script``, ``style`` and other active
elements are removed together with their content.
"""

from __future__ import annotations

from html.parser import HTMLParser

import nh3

from .mdtext import escape_text, safe_url

INLINE_TAGS = frozenset(
    {
        "a", "abbr", "b", "big", "br", "cite", "code", "del", "dfn", "em", "i", "ins",
        "kbd", "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub",
        "sup", "time", "u", "var", "wbr", "figure", "figcaption",
    }
)  # fmt: skip
DROP_WITH_CONTENT = frozenset(
    {
        "script", "style", "iframe", "object", "embed", "noscript", "template",
        "textarea", "select", "svg", "math", "xmp", "noembed", "noframes", "title",
        "frameset", "frame", "applet", "canvas", "audio", "video", "head",
    }
)  # fmt: skip
VOID_TAGS = frozenset({"br", "wbr"})
ATTRIBUTES = {
    "*": {"title", "lang", "dir"},
    "a": {"href"},
    "time": {"datetime"},
    "figure": {"role", "aria-label"},
}
_PLACEHOLDER = "\ue000"


def _filter(tag: str, attribute: str, value: str) -> str | None:
    if attribute == "href":
        return value if safe_url(value) else None
    return value


_CLEANER = nh3.Cleaner(
    tags=set(INLINE_TAGS),
    clean_content_tags=set(DROP_WITH_CONTENT),
    attributes={k: set(v) for k, v in ATTRIBUTES.items()},
    attribute_filter=_filter,
    url_schemes={"http", "https", "mailto"},
    url_relative="deny",
    link_rel="noopener noreferrer nofollow",
    strip_comments=True,
)


def clean_html(fragment: str) -> str:
    """Sanitize an HTML fragment with the importer's allow-list."""
    return _CLEANER.clean(fragment)


def wrap_tag(name: str, attributes: str = "") -> tuple[str, str] | None:
    """The sanitized opening and closing markup for a source tag.

    Returns ``("", "")`` when the tag is not allowed but its content may stay
    (the tag is unwrapped) and ``None`` when the tag and its content must go.
    """
    name = name.strip().lower()
    if not name or not name.isascii() or not name.replace("-", "").isalnum():
        return ("", "")
    if name in DROP_WITH_CONTENT:
        return None
    attributes = attributes.replace(_PLACEHOLDER, "")
    if name in VOID_TAGS:
        return (clean_html(f"<{name} {attributes}>"), "")
    cleaned = clean_html(f"<{name} {attributes}>{_PLACEHOLDER}</{name}>")
    if _PLACEHOLDER not in cleaned:
        return None
    opening, _, closing = cleaned.partition(_PLACEHOLDER)
    return opening, closing


class _Reemitter(HTMLParser):
    """Re-emit sanitized HTML as Markdown: tags kept as they are, text escaped."""

    def __init__(self, keep_emphasis: bool) -> None:
        super().__init__(convert_charrefs=True)
        self.keep_emphasis = keep_emphasis
        self.out: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(self.get_starttag_text() or "")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        self.out.append(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        self.out.append(escape_text(data, keep_emphasis=self.keep_emphasis))


def html_to_markdown_inline(fragment: str, keep_emphasis: bool = False) -> str:
    """Sanitize an HTML fragment and escape its text for Markdown.

    Tags that survive nh3 are kept verbatim (they are inline and safe); all
    text, including what the sanitizer escaped, is escaped again for Markdown.
    """
    parser = _Reemitter(keep_emphasis)
    parser.feed(clean_html(fragment))
    parser.close()
    return "".join(parser.out)
