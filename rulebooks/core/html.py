"""HTML shared by every game's renderer. The same strings are produced at build
time and in the browser, so a live run can be compared with the page."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from .cards import Card
from .errors import RulesError
from .i18n import tr
from .rules import game_of
from .score import Breakdown, PlayerScore
from .state import Option

# What html.escape(quote=True) replaces, without importing the html package (its table of
# 2,231 named entities costs a fresh browser tab about 50 ms before the first answer).
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})
_TEXT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})  # quote=False


def esc(value: object) -> str:
    """``value`` as text safe in HTML content and quoted attributes.

    >>> esc('<a href="x">Tom & Jerry</a>')
    '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;'
    >>> import html; all(esc(c) == html.escape(c) for c in "&<>'x" + '"')
    True
    """
    return str(value).translate(_ESCAPES)


def rule_href(rule: str, here: str | None = None, base: str = "../") -> str:
    """Link to a rule: a same-page anchor on its own game's page (``here``), else
    ``<base><game>/#<rule>`` (``base`` leads from the page to the ``games/`` folder)."""
    game = game_of(rule)
    return f"#{rule}" if game == here else f"{base}{game}/#{rule}"


def rule_link(rule: str, here: str | None = None, text: str | None = None,
              base: str = "../") -> str:
    return (
        f'<a class="rb-rule" href="{esc(rule_href(rule, here, base))}" data-rule="{esc(rule)}">'
        f"{esc(text or rule)}</a>"
    )


def button_or_span(inner: str, classes: str, label: str, move: str | None) -> str:
    """A card-like element: a button when clicking it plays ``move``, named by
    :func:`named_content` (its label, then the move).

    >>> button_or_span("Pass", "rb-action", "pass your turn", "pass")[65:]
    'aria-label="pass your turn: pass">Pass</button>'
    """
    if move:
        name, content = named_content(inner, f"{label}: {move}")
        return (f'<button type="button" class="{classes} rb-pick" data-move="{esc(move)}"'
                f"{name}>{content}</button>")
    return f'<span class="{classes}" role="img" aria-label="{esc(label)}">{inner}</span>'


@cache
def _shown_parser() -> type:
    """The parser class behind :func:`shown_text`, made on first use: importing
    ``html.parser`` at start-up would delay a fresh tab's first answer."""
    from html.parser import HTMLParser

    class _Shown(HTMLParser):
        """The text of an HTML fragment a reader sees on the screen: what is marked
        ``aria-hidden`` included (a symbol beside a number), not the visually hidden ``rb-sr``
        text, hidden elements, nor a drawing's title."""

        VOID = frozenset({"br", "hr", "img", "input", "wbr", "source", "col"})
        UNSEEN = frozenset({"title", "desc", "style", "script", "template"})

        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.open: list[bool] = []  # for each open element: is the text inside it unseen?
            self.parts: list[str] = []

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag in self.VOID:
                return
            found = dict(attrs)
            unseen = (bool(self.open) and self.open[-1]) or tag in self.UNSEEN \
                or "hidden" in found or "rb-sr" in (found.get("class") or "").split()
            self.open.append(unseen)

        def handle_endtag(self, tag: str) -> None:
            if tag not in self.VOID and self.open:
                self.open.pop()

        def handle_data(self, data: str) -> None:
            if not (self.open and self.open[-1]):
                self.parts.append(data)

    return _Shown


def shown_text(fragment: str) -> str:
    """The text an HTML fragment shows (see :class:`_Shown`), spaces collapsed.

    >>> shown_text('<b>10</b> <i aria-hidden="true">♥</i><span class="rb-sr">ten</span>')
    '10 ♥'
    """
    parser = _shown_parser()()
    parser.feed(fragment)
    parser.close()
    return " ".join("".join(parser.parts).split())


def named_content(inner: str, label: str) -> tuple[str, str]:
    """The name attribute and the content of a control that shows ``inner`` and is described by
    ``label``. WCAG's label in name: the name holds the words the control shows, so that a
    reader who says "click Q" to voice control finds the queen. An ``aria-label`` does, when the
    label holds them already or nothing is shown but a drawing; otherwise the label goes in as
    hidden text before the content, and the name is both (a label replacing the shown words
    would hide them from voice control).

    >>> named_content('<b>Q</b><i aria-hidden="true">♣</i>', "queen of clubs")
    ('', '<span class="rb-sr">queen of clubs, </span><b>Q</b><i aria-hidden="true">♣</i>')
    >>> named_content('<svg aria-hidden="true"></svg>', "a tree")
    (' aria-label="a tree"', '<svg aria-hidden="true"></svg>')
    """
    if _holds(_words(label), _words(shown_text(inner))):
        return f' aria-label="{esc(label)}"', inner
    return "", f'<span class="rb-sr">{esc(label)}, </span>{inner}'


def _words(text: str) -> tuple[str, ...]:
    """Letters and digits in runs, lower case: how axe-core compares a name with a label."""
    return tuple(re.findall(r"[^\W_]+", text.lower()))


def _holds(words: tuple[str, ...], part: tuple[str, ...]) -> bool:
    """Whether ``part`` is a run of consecutive ``words`` (an empty part always is)."""
    size = len(part)
    return any(words[i:i + size] == part for i in range(len(words) - size + 1))


def picture(body: str, classes: str, view: str = "0 0 24 24") -> str:
    """A small drawing in inline SVG, filled with the text colour by default, hidden from
    screen readers (the element around it says what it shows). Pictures are drawn, never
    emoji: a reader's system may have no font for them."""
    return (f'<svg class="{classes}" viewBox="{view}" aria-hidden="true" '
            f'xmlns="http://www.w3.org/2000/svg">{body}</svg>')


def playing_card(card: Card | None, *, label: str = "", move: str | None = None,
                 extra: str = "") -> str:
    """A French-suited card drawn as a card; ``None`` draws its back."""
    if card is None:
        return button_or_span("", f"rb-card rb-card--back {extra}".strip(),
                              label or tr("face-down card"), move)
    colour = "rb-card--red" if card.red else "rb-card--black"
    inner = (
        f'<span class="rb-card__rank">{esc(card.rank)}</span>'
        f'<span class="rb-card__suit" aria-hidden="true">{card.symbol}</span>'
    )
    return button_or_span(inner, f"rb-card {colour} {extra}".strip(), label or tr(card.name),
                          move)


def empty_pile(label: str) -> str:
    """The place of an empty pile, named ``label`` (in the reader's language)."""
    return f'<span class="rb-card rb-card--empty" role="img" aria-label="{esc(label)}"></span>'


def pile_row(*piles: tuple[str, ...]) -> str:
    """A row of piles (the draw pile, the discard, a card in hand): each is its title (in the
    reader's language), the HTML of its card, and any classes of its own."""
    cells = "".join(f'<div class="{" ".join(("rb-pile", *more))}"><span>{esc(title)}</span>'
                    f"{card}</div>" for title, card, *more in piles)
    return f'<div class="rb-piles">{cells}</div>'


def breakdown_table(breakdown: Breakdown, here: str | None = None, caption: str = "",
                    base: str = "../", classes: str = "") -> str:
    """A score breakdown: one row per part, each citing its rule, then the total. When the
    parts belong to several players, a column says whose each part is, and every player's
    total follows. ``base`` leads rule links to ``games/``; ``classes`` are added to the
    table's. ``caption`` is shown as given: the caller writes it in the reader's language."""
    several = bool(breakdown.players)
    who = ((lambda p: f"<td>{esc(tr(f'Player {p.player + 1}'))}</td>") if several
           else (lambda p: ""))
    rows = "".join(
        f'<tr data-part="{esc(p.key)}">{who(p)}'
        f"<td>{esc(tr(p.label))}{_detail(tr(p.detail))}</td>"
        f'<td class="rb-num">{p.points}</td><td>{rule_link(p.rule, here, base=base)}</td></tr>'
        for p in breakdown.parts
    )
    span = ' colspan="2"' if several else ""
    facts = "".join(
        f'<tr class="rb-fact" data-fact="{esc(f.key)}"><td{span}>{esc(tr(f.label))}</td>'
        f'<td class="rb-num" colspan="2">{esc(tr(f.shown))}</td></tr>'
        for f in breakdown.facts
    )
    if several:
        totals = "".join(
            f'<tr class="rb-subtotal"><th scope="row" colspan="2">'
            f'{esc(tr(f"Total, player {seat + 1}"))}</th>'
            f'<td class="rb-num{" rb-total" if seat == breakdown.focus else ""}">{total}</td>'
            "<td></td></tr>"
            for seat, total in enumerate(breakdown.totals()))
        total_row = totals
        head = f"<th>{esc(tr('Player'))}</th>"
    else:
        # the label is the row's header; the figure and the empty rule cell are data
        total_row = (f'<tr><th scope="row">{esc(tr("Total"))}</th>'
                     f'<td class="rb-num rb-total">{breakdown.total}</td><td></td></tr>')
        head = ""
    cap = f"<caption>{esc(caption)}</caption>" if caption else ""
    kind = " ".join(["rb-breakdown", *classes.split()])
    return (
        f'<table class="{kind}">{cap}<thead><tr>{head}<th>{esc(tr("Part"))}</th>'
        f'<th>{esc(tr("Points"))}</th><th>{esc(tr("Rule"))}</th></tr></thead>'
        f"<tbody>{rows}</tbody><tfoot>{total_row}{facts}</tfoot>"
        "</table>"
    )


def _detail(detail: str) -> str:
    return f'<br><small>{esc(detail)}</small>' if detail else ""


def standings_table(scores: Iterable[PlayerScore], winners: tuple[int, ...] = ()) -> str:
    rows = "".join(
        f'<tr{" class=rb-winner" if s.player in winners else ""}><td>{esc(tr(s.name))}'
        f'{esc(tr(" (wins)")) if s.player in winners else ""}</td>'
        f'<td class="rb-num">{s.breakdown.total}</td>'
        f'<td>{esc(", ".join(f"{tr(p.label)}: {p.points}" for p in s.breakdown.parts))}'
        "</td></tr>"
        for s in scores
    )
    heads = "".join(f"<th>{esc(tr(h))}</th>" for h in ("Player", "Total", "Parts"))
    return (
        f'<table class="rb-standings"><thead><tr>{heads}'
        f"</tr></thead><tbody>{rows}</tbody></table>"
    )


def error_box(error: RulesError, here: str | None = None, base: str = "../") -> str:
    """A refusal explained: what, where, and a link to the rule it breaks."""
    return error_html(error.to_dict(), here, base)


def error_html(error: Mapping[str, Any], here: str | None = None, base: str = "../") -> str:
    """:func:`error_box` for an error as a dict (``RulesError.to_dict()``, or the page's
    own ``python`` errors, whose message is a traceback shown as it is)."""
    kind = {"illegal": "Refused", "syntax": "Cannot read the input", "setup": "Impossible setup",
            "python": "Python error"}
    rule_id, code = error.get("rule"), error.get("code", "error")
    rule = (f" {rule_link(rule_id, here, tr(f'See rule {rule_id}'), base)}" if rule_id
            else "")
    where = f'<span class="rb-where">{esc(error["where"])}:</span> ' if error.get("where") else ""
    message = (f"<pre>{esc(error['message'])}</pre>" if code == "python"
               else f"{esc(error['message'])}.")
    return (
        f'<div class="rb-error" role="alert" data-code="{esc(code)}" '
        f'data-rule="{esc(rule_id or "")}"><strong>{esc(tr(kind.get(code, "Error")))}.'
        f"</strong> {where}{message}{rule}</div>"
    )


def offscript_html(message: str) -> str:
    """A tutorial's answer to a move its step does not ask for, though no rule forbids it:
    what the step wants instead (so no rule link)."""
    return (f'<div class="rb-error rb-tutorial__offscript" data-code="script">'
            f"<strong>{esc(tr('Not this move.'))}</strong> "
            f"{esc(message[:1].upper() + message[1:])}.</div>")


@dataclass(frozen=True)
class Links:
    """Where a page's rule links lead: ``here`` is the game whose rules page shows them
    (its rules become same-page anchors), ``base`` leads from the page to ``games/``;
    ``lang`` is the page's language."""

    here: str | None = None
    base: str = "../"
    lang: str = "en"  # the page's language: what the engine says is said in it


class Raw(str):
    """Text that is already HTML: :func:`data_table` puts it in a cell unescaped."""

    __slots__ = ()


class Verbatim(str):
    """Text :func:`data_table` shows as it is in every language (option values, codes)."""

    __slots__ = ()


def link(url: str, text: str) -> Raw:
    """A link to an outside page (a source), opened from the rules page."""
    return Raw(f'<a class="rb-source" href="{esc(url)}">{esc(text)}</a>')


def data_table(headers: Iterable[str], rows: Iterable[Iterable[object]], *,
               caption: str = "", name: str = "") -> str:
    """A table of a game's data (the ``table`` fences of a rules page).

    Cells are escaped unless they are :class:`Raw`; numbers are right-aligned. Headers,
    the caption and text cells are said in the current language (:mod:`.i18n`).

    >>> html = data_table(["Card", "Points"], [["L", 10]], name="deck")
    >>> html.count("<tr>"), '<td>L</td><td class="rb-num">10</td>' in html
    (2, True)
    """
    def cell(value: object) -> str:
        if isinstance(value, Raw):
            return f"<td>{value}</td>"
        number = isinstance(value, int) and not isinstance(value, bool)
        if number or isinstance(value, Verbatim):
            return f'<td class="rb-num">{value}</td>' if number else f"<td>{esc(value)}</td>"
        return f"<td>{esc(tr(str(value)))}</td>"

    head = "".join(f"<th>{esc(tr(h))}</th>" for h in headers)
    body = "".join(f"<tr>{''.join(cell(v) for v in row)}</tr>" for row in rows)
    cap = f"<caption>{esc(tr(caption))}</caption>" if caption else ""
    attr = f' data-table="{esc(name)}"' if name else ""
    return (f'<table class="rb-data"{attr}>{cap}<thead><tr>{head}</tr></thead>'
            f"<tbody>{body}</tbody></table>")


def options_table(options: Iterable[Option]) -> str:
    """A game's options: name, default, the values allowed, and what each one does."""
    def allowed(option: Option) -> str:
        if option.choices:
            return Verbatim(", ".join(str(choice) for choice in option.choices))
        if option.low is not None:
            return f"{option.low} to {option.high}"
        return "true or false" if option.kind is bool else ""

    rows = ([Raw(f"<code>{esc(o.name)}</code>"), Verbatim(_plain(o.default)), allowed(o), o.help]
            for o in options)
    return data_table(["Option", "Default", "Values", "What it does"], rows, name="options")


def _plain(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


_INLINE = (
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*([^*]+)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<![\w*])\*([^*]+)\*(?![\w*])"), r"<em>\1</em>"),
)


def simple_markdown(text: str) -> str:
    """Narration to HTML: paragraphs, ``code``, **strong** and *emphasis*. The same
    function runs at build time and in the browser, so both show identical text.

    >>> simple_markdown("Take the *8*.\\n\\nThen `replace 5`.")
    '<p>Take the <em>8</em>.</p><p>Then <code>replace 5</code>.</p>'
    """
    paragraphs = [" ".join(p.split()) for p in text.strip().split("\n\n") if p.strip()]
    out = []
    for paragraph in paragraphs:
        html = paragraph.translate(_TEXT_ESCAPES)
        for pattern, replacement in _INLINE:
            html = pattern.sub(replacement, html)
        out.append(f"<p>{html}</p>")
    return "".join(out)
