"""Test helpers: render imported Markdown like the site does, and inspect the HTML."""

from __future__ import annotations

from html.parser import HTMLParser

import markdown

SITE_EXTENSIONS = [
    "admonition",
    "attr_list",
    "md_in_html",
    "tables",
    "toc",
    "pymdownx.details",
    "pymdownx.superfences",
]
HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
MARKDOWN_CLASSES = {"admonition", "warning", "note", "admonition-title", "headerlink",
                    "highlight"}  # "highlight": the code-block wrapper superfences writes
URL_ATTRIBUTES = {"href", "src", "action", "formaction", "xlink:href", "data", "poster", "srcset"}


def site_extensions() -> list[object]:
    """The site's Markdown extensions, the project's own included when importable."""
    extensions: list[object] = list(SITE_EXTENSIONS)
    try:
        from rulesite.markdown.fences import RulebookFenceExtension
        from rulesite.markdown.rules import RuleParagraphExtension
    except ImportError:  # the site's extensions are someone else's module; test without them
        return extensions
    return [*extensions, RuleParagraphExtension(), RulebookFenceExtension()]


def render(text: str) -> str:
    """HTML for imported Markdown, with the site's extensions."""
    return markdown.Markdown(extensions=site_extensions()).convert(text)


class Inspector(HTMLParser):
    """Collects tags, attributes and text of an HTML fragment."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.attributes: list[tuple[str, str, str]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attributes += [(tag, name, value or "") for name, value in attrs]

    handle_startendtag = handle_starttag

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def inspect(html: str) -> Inspector:
    parser = Inspector()
    parser.feed(html)
    parser.close()
    return parser


def dangers(html: str) -> list[str]:
    """What would let a page run code: script-like elements, handlers, unsafe URLs.

    Ids and classes count too (they could clobber the page's scripts or borrow
    its styles), except those Markdown itself writes: heading ids, admonitions.
    """
    found = inspect(html)
    bad = [f"<{t}>" for t in found.tags if t in {"script", "iframe", "object", "embed", "svg",
                                                   "math", "style", "img", "form", "input",
                                                   "base", "meta", "link", "frame"}]  # fmt: skip
    for tag, name, value in found.attributes:
        lowered = "".join(value.split()).lower()
        if name.startswith("on") or name in {"style", "srcdoc", "markdown"}:
            bad.append(f"<{tag} {name}=...>")
        elif name == "id" and tag not in HEADINGS:
            bad.append(f"<{tag} id={value!r}>")
        elif name == "class" and not set(value.split()) <= MARKDOWN_CLASSES:
            bad.append(f"<{tag} class={value!r}>")
        if name in URL_ATTRIBUTES and lowered.startswith(("javascript:", "data:", "vbscript:")):
            bad.append(f"<{tag} {name}={value!r}>")
    if "<script" in html.lower():
        bad.append("literal <script")
    return bad
