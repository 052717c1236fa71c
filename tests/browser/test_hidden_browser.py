"""Hidden information in a real browser: over a whole free-play game of each game, every
message the engine worker sends holds only the reader's view, and the page shows only the
drawing it got. The test keeps the real game beside the page (same seed, the moves the
answers list) and compares."""

from __future__ import annotations

import json

import pytest

from rulebooks.core import Rng, games, tutorial
from tests.browser.helpers import START_TIMEOUT, open_page, play, progress_link, wait_step
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser
SEED = 11
MAX_CLICKS = 400

# Every postMessage payload from the engine worker, in order, as JSON text.
RECORD = """
(() => {
  const Real = window.Worker;
  window.__rbMessages = [];
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => window.__rbMessages.push(JSON.stringify(e.data)));
    }
  };
})();
"""


def secrets(slug, state, seat) -> set[str]:
    """Card names no page for ``seat`` may hold, in games where each card is unique: Golf's
    unseen face-down cards (one deck for two players) and Splendor's decks and the other
    players' blind reservations."""
    if slug == "golf":
        return {f'"{card.name}' for p, grid in enumerate(state.grids) for i, card in
                enumerate(grid) if not state.up[p][i] and not state.knows(seat, p, i)}
    if slug == "splendor":
        blind = {c for p, seat_cards in enumerate(state.reserved) if p != seat
                 for c, hidden in seat_cards if hidden}
        return {f">{c}<" for deck in state.decks for c in deck} | {f">{c}<" for c in blind}
    return set()


class Replay:
    """The real game beside the page: the worker's answers move it on."""

    def __init__(self, slug, options, seat):
        self.slug, self.seat, self.game = slug, seat, games()[slug]
        self.state = self.game.new_state(options, SEED)
        self.answer = None
        self.seen = 0

    def read(self, page) -> None:
        messages = page.evaluate("window.__rbMessages")
        for text in messages[self.seen:]:
            message = json.loads(text)
            assert "seed" not in text and '"state"' not in text, text[:300]
            if message.get("type") == "result":
                self.check(json.loads(message["json"]))
        self.seen = len(messages)

    def check(self, answer) -> None:
        if "played" not in answer:
            return
        for played in answer["played"]:
            self.state = self.state.apply(played["move"], played["seat"])
        assert answer["view"] == self.game.view(self.state, self.seat)
        picks = [*answer["legal"], *answer["tempting"]]
        assert answer["html"] == self.game.render(self.state, self.seat, picks)
        for secret in secrets(self.slug, self.state, self.seat):
            assert secret not in answer["html"]
        self.answer = answer


def normalised(page, html: str) -> str:
    return page.evaluate("h => { const t = document.createElement('template');"
                         " t.innerHTML = h; return t.innerHTML; }", html)


@pytest.mark.parametrize("slug", ["golf", "llama", "splendor", "welcometo", "locomomo",
                                  "takenokolor"])
def test_a_whole_free_play_game_sends_and_shows_only_the_readers_view(page, site_url, slug):
    script = tutorial.load(slug)
    page.add_init_script(RECORD)
    open_page(page, f"{site_url}tutorials/{slug}/#tutorial={progress_link(script)}")
    wait_step(page, "done")
    free = page.locator(".rb-freeplay")
    page.evaluate("s => { document.querySelector('.rb-freeplay').dataset.seed = s; }", str(SEED))
    free.locator(".rb-freeplay__new").click()
    idle = ".rb-freeplay[data-busy='false'] .rb-freeplay__game:not([hidden])"
    page.wait_for_selector(idle, timeout=START_TIMEOUT)
    seat = script.learner
    replay, rng = Replay(slug, dict(script.free_play), seat), Rng(SEED)
    for _ in range(MAX_CLICKS):
        page.wait_for_selector(".rb-freeplay[data-busy='false']", timeout=START_TIMEOUT)
        replay.read(page)
        board = free.locator(".rb-freeplay__board").inner_html()
        assert board == normalised(page, replay.answer["html"])
        shown = page.evaluate("document.querySelector('.rb-freeplay').innerHTML")
        assert not [s for s in secrets(slug, replay.state, seat) if s in shown]
        if replay.answer["outcome"]:
            break
        move = str(replay.game.bots["greedy"](replay.state, rng))
        play(page, free.locator(f'[data-move="{move}"]').first)
    else:
        pytest.fail(f"{slug}: the game did not end in {MAX_CLICKS} clicks")
    assert replay.state.outcome() is not None
    assert free.locator(".rb-freeplay__outcome").is_visible()
    assert outside_requests(page.requests) == [] and page.errors == []
