"""The browser's first answer imports only the game it is about; the other games are
imported ahead, one per call of ``rulebooks.web.preload``, the page's own games first.

Each check runs in a fresh interpreter: the test process has every game imported.
"""

from __future__ import annotations

import json
import subprocess
import sys

GAMES = "sorted(m.split('.')[1] for m in sys.modules if m.count('.') == 1 and " \
        "m.startswith('rulebooks.') and m.split('.')[1] not in ('core', 'web', 'sessions'))"


def imported_after(code: str) -> list[str]:
    """The game packages imported once ``code`` has run in a fresh interpreter."""
    done = subprocess.run([sys.executable, "-c", f"import sys\n{code}\nprint(json.dumps({GAMES}))"
                           .replace("import sys\n", "import json, sys\n", 1)],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_first_answer_imports_its_game_only():
    sheet = json.dumps({"grid": ["2D 6H 4C", "KS 6S KH"]})
    code = ("from rulebooks import web\n"
            f"answer = json.loads(web.call('calculate', json.dumps({{'game': 'golf', "
            f"'text': {sheet!r}}})))\n"
            "assert answer['ok'] and answer['breakdown']['total'] == 2, answer")
    assert imported_after(code) == ["golf"]


def test_get_imports_one_game_and_games_all_of_them():
    from rulebooks.core.registry import folders, games

    assert imported_after("from rulebooks.core.registry import get\nget('llama')") == ["llama"]
    assert imported_after("from rulebooks.core.registry import games\ngames()") == \
        sorted(games()) == folders()


def test_preload_takes_the_pages_games_first_then_every_other():
    first = imported_after("from rulebooks import web\nweb.preload(['llama', 'golf'])")
    assert first == ["llama"]
    only = imported_after("from rulebooks import web\n"
                          "while web.preload(['llama', 'golf'], others=False): pass")
    assert only == ["golf", "llama"]
    from rulebooks.core.registry import folders

    every = imported_after("from rulebooks import web\nwhile web.preload(['llama']): pass")
    assert every == folders()


def test_an_unknown_name_still_says_which_games_exist():
    from rulebooks.core.errors import SetupError
    from rulebooks.core.registry import get, is_game

    for name in ("nosuchgame", "core", "web", "__main__", "Golf"):
        assert not is_game(name)
        try:
            get(name)
        except SetupError as error:
            assert "golf" in str(error.to_dict())
        else:
            raise AssertionError(f"get({name!r}) found a game")
