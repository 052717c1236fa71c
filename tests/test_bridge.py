"""The browser bridge: only the registered functions are callable, by keyword, and every
call the page's JavaScript makes names a registered function with its own arguments."""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

import pytest

from rulebooks import web

SOURCES = Path(__file__).resolve().parents[1] / "playground" / "src"
API = SOURCES / "api.mjs"
# ask(engine, "name", { key, key: value }, ...) in api.mjs
ASK = re.compile(r'\bask\(engine, "([a-z_]+)", \{([^}]*)\}')


def api_calls() -> dict[str, list[str]]:
    calls = {}
    for name, body in ASK.findall(API.read_text(encoding="utf-8")):
        calls[name] = [part.split(":")[0].strip() for part in body.split(",") if part.strip()]
    return calls


def test_api_calls_are_found():
    calls = api_calls()
    assert len(calls) == len(re.findall(r"\bask\(engine, \"", API.read_text(encoding="utf-8")))
    assert "tutorial_try" in calls and calls["tutorial_try"] == ["game", "progress", "move"]


@pytest.mark.parametrize("name, keys", sorted(api_calls().items()))
def test_every_javascript_call_is_registered_with_its_arguments(name, keys):
    assert name in web.CALLS, f"api.mjs calls {name}, which rulebooks.web does not register"
    params = inspect.signature(web.CALLS[name]).parameters
    wanted = {k for k, p in params.items() if k != "links" and p.default is p.empty}
    assert set(keys) <= set(params) - {"links"}, f"{name}: unknown arguments"
    assert wanted <= set(keys), f"{name}: missing arguments {wanted - set(keys)}"


def test_only_api_mjs_reaches_the_engine():
    for path in SOURCES.glob("*.mjs"):
        if path.name in ("api.mjs", "engine.mjs", "worker.mjs"):
            continue
        text = path.read_text(encoding="utf-8")
        # engine.call(...), or any .call("name", ...) (not Function.prototype.call)
        assert not re.search(r"\bengine\.call\(|\.call\(\s*[\"'`]", text), \
            f"{path.name} calls the engine itself"
        assert "postMessage" not in text, path.name


def test_the_worker_asks_the_registry_and_refuses_other_names():
    worker = (SOURCES / "worker.mjs").read_text(encoding="utf-8")
    assert "web.names()" in worker and "names.has(fn)" in worker
    assert "engine.call(fn," in worker and "engine[fn]" not in worker


def test_an_unregistered_name_is_refused_even_a_module_helper():
    for name in ("describe", "loads", "get", "_check", "answer", "call"):
        answer = json.loads(web.call(name, "{}"))
        assert answer["ok"] is False and "no engine function" in answer["error"]["message"]


@pytest.mark.parametrize("arguments, complaint", [
    ('{"game": "golf", "seat": 1}', "unknown: seat"),
    ("{}", "missing: game"),
    ('["golf"]', "JSON object of keyword arguments"),
    ("{not json", "malformed JSON"),
    ('{"game": 3}', "game must be text"),
])
def test_bad_arguments_are_refused_saying_which(arguments, complaint):
    answer = json.loads(web.call("tutorial_info", arguments))
    assert answer["ok"] is False and complaint in answer["error"]["message"]
    assert answer["error"]["html"].startswith('<div class="rb-error"')


def test_rule_links_follow_the_page():
    bad = {"game": "golf", "text": '{"grid": ["2D 6H 4C", "KS 6S"]}'}
    on_page = json.loads(web.call("calculate", json.dumps(bad), '{"here": "golf"}'))
    elsewhere = json.loads(web.call("calculate", json.dumps(bad),
                                    '{"here": null, "base": "https://x.test/games/"}'))
    rule = on_page["error"]["rule"]
    assert rule and f'href="#{rule}"' in on_page["error"]["html"]
    assert f'href="https://x.test/games/golf/#{rule}"' in elsewhere["error"]["html"]



def python_problem(code: str) -> str:
    return json.loads(web.call("run_python", json.dumps({"code": code})))["problem"]["message"]


def test_a_readers_traceback_shows_only_their_own_lines():
    told = python_problem("def f(x):\n    return 1 / x\n\nf(0)\n")
    assert told.splitlines() == ["Traceback (most recent call last):", "  line 4", "    f(0)",
                                 "  line 2, in f", "    return 1 / x",
                                 "ZeroDivisionError: division by zero"]


def test_an_error_inside_the_engine_shows_the_readers_line_not_the_engines_frames():
    told = python_problem("from rulebooks import get\nstate = get('golf').new_state({}, seed=1)\n"
                          "state.legal_moves(7)\n")
    assert "line 3" in told and "state.legal_moves(7)" in told and "TypeError" in told
    assert "exec" not in told and "rulebooks/" not in told and ".py" not in told
