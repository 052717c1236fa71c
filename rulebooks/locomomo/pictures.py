"""The five animals drawn in SVG (a 24 x 24 grid, in the text colour), so a tile shows its
animal on every system, with or without an emoji font."""

from __future__ import annotations

from ..core.html import picture

# the darker marks inside a silhouette (spots, snout, eye) use .rb-lm-mark
ANIMALS = {
    "rabbit": (
        '<ellipse cx="14" cy="16.5" rx="7" ry="5"/><circle cx="7.5" cy="12" r="3.8"/>'
        '<ellipse cx="5.5" cy="5" rx="1.5" ry="4.2" transform="rotate(-12 5.5 5)"/>'
        '<ellipse cx="9" cy="5" rx="1.5" ry="4.2" transform="rotate(12 9 5)"/>'
        '<circle cx="21" cy="14.5" r="1.8"/><circle class="rb-lm-mark" cx="6.5" cy="11.3" r=".8"/>'
    ),
    "leopard": (
        '<ellipse cx="12" cy="13" rx="7.5" ry="3.8"/><circle cx="4.5" cy="11" r="3.2"/>'
        '<path d="M3 8.5 3.6 6.6 5 8ZM6 8 7.4 6.6 7.8 8.6Z"/>'
        '<path d="M19 12c2.5 0 3.5-2 3.5-4.5" fill="none" stroke="currentColor" '
        'stroke-width="1.6" stroke-linecap="round"/>'
        '<rect x="6.5" y="15" width="2" height="5.5" rx="1"/>'
        '<rect x="16" y="15" width="2" height="5.5" rx="1"/>'
        '<circle class="rb-lm-mark" cx="10" cy="12" r="1"/>'
        '<circle class="rb-lm-mark" cx="13.5" cy="14" r="1"/>'
        '<circle class="rb-lm-mark" cx="16" cy="11.5" r="1"/>'
    ),
    "eagle": (
        '<path d="M12 8.5 1.5 4.5l2.2 5L1.8 10l5 3.2 2.7.3L10 19l-2 3h8l-2-3 .5-5.5 2.7-.3'
        ' 5-3.2-1.9-.5 2.2-5z"/><circle cx="12" cy="6.5" r="2.6"/>'
        '<path d="M14.3 6 16.6 7 14.3 7.8z"/>'
    ),
    "bear": (
        '<circle cx="6" cy="6.5" r="3.2"/><circle cx="18" cy="6.5" r="3.2"/>'
        '<circle cx="12" cy="13" r="8"/>'
        '<ellipse class="rb-lm-mark" cx="12" cy="16" rx="3.6" ry="2.7"/>'
        '<circle cx="12" cy="15" r="1.3"/>'
        '<circle class="rb-lm-mark" cx="8.8" cy="11" r="1"/>'
        '<circle class="rb-lm-mark" cx="15.2" cy="11" r="1"/>'
    ),
    "duck": (
        '<path d="M3 13c0 5 4 8 10 8s9-3 9-7.5c-2 1.5-4 1.5-6 0-1.5-1-3-1.5-5-1.5z"/>'
        '<circle cx="8" cy="8" r="3.8"/><path d="M1 8.5 4.6 7.2 4.6 10z"/>'
        '<circle class="rb-lm-mark" cx="8.8" cy="7" r=".9"/>'
    ),
}


def animal_svg(species: str) -> str:
    """The animal called ``species`` as an inline drawing (hidden from screen readers)."""
    return picture(ANIMALS[species], f"rb-lm-animal rb-lm-animal--{species}")
