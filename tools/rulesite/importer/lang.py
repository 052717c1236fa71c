"""A small language guess from common words, to correct a wiki's header language.

A wiki's header names the wiki's language, but a page on an Italian wiki can be
written in English. :func:`guess` counts very common words of a few languages;
the header language is kept unless another language clearly wins.
"""

from __future__ import annotations


def words(text: str) -> frozenset[str]:
    """The space-separated words of ``text`` as a set."""
    return frozenset(text.split())


STOPWORDS = {
    "en": words("the and of to is in you your a for are on with each that it this be if can"),
    "it": words("il la di e che per un una del della le dei gli sono si con non al da ogni"),
    "fr": words("le la les de des et est un une pour vous dans du que en sur avec au chaque"),
    "de": words("der die das und ist ein eine zu mit den von sie auf für nicht im dem jeder"),
    "es": words("el la de que y los las en un una para por con es del se su cada al"),
    "pt": words("o a de que e os as um uma para com do da em se não por cada ao"),
    "nl": words("de het een en van is in je op te met voor dat niet aan elke zijn"),
}
SAMPLE_CHARS = 20_000
MIN_HITS = 12


def guess(text: str, default: str | None) -> str:
    """The text's language code: ``default`` unless another one clearly dominates."""
    words = [w.strip(".,;:!?()'\"*=[]").lower() for w in text[:SAMPLE_CHARS].split()]
    scores = {lang: 0 for lang in STOPWORDS}
    for word in words:
        for lang, stop in STOPWORDS.items():
            if word in stop:
                scores[lang] += 1
    best = max(scores, key=lambda lang: scores[lang])
    fallback = (default or "").lower() or None
    if scores[best] < MIN_HITS:
        return fallback or "und"
    if fallback is None or scores[best] >= 2 * max(scores.get(fallback, 0), 1):
        return best
    return fallback
