"""Every calculator form in the browser: the form and its JSON always say the same thing.

The test edits every field of every form (each select to another choice, each box
ticked, each number changed, each row rewritten, an item added and removed), and after
each edit checks every control against the JSON, then scores and compares the page's
answer with the engine's own."""

from __future__ import annotations

import json

import pytest

from rulebooks.core import games
from rulebooks.core.errors import RulesError
from tests.browser.helpers import START_TIMEOUT, open_page

pytestmark = pytest.mark.browser

NOT_GIVEN = "(not given)"
MISSING = object()

# Every control of the form: its JSON path, kind and what it shows.
CONTROLS = """calc => [...calc.querySelectorAll('form.rb-form [data-path]')].map(c => ({
  path: c.dataset.path, tag: c.tagName, type: c.type || '', toggle: 'toggle' in c.dataset,
  mode: 'mode' in c.dataset,
  value: c.tagName === 'SELECT' ? c.value : c.type === 'checkbox' ? c.checked : c.value,
  disabled: c.disabled}))"""


def form_games() -> list[str]:
    """Games whose calculator shows the form: no click-to-fill sheet, or a tally mode."""
    return [slug for slug, game in games().items()
            if game.calculator.editor is None or "oneOf" in game.calculator.schema]


def plain(schema: dict, data=None) -> dict:
    """A oneOf resolved as the form does: a mode's branch by the data's mode, else the first."""
    branches = schema.get("oneOf")
    if not branches:
        return schema
    if all("mode" in b.get("properties", {}) for b in branches):
        mode = data.get("mode") if isinstance(data, dict) else None
        return next((b for b in branches if b["properties"]["mode"]["const"] == mode), branches[0])
    return {**branches[0], **{k: v for k, v in schema.items() if k != "oneOf"}}


def subschema(schema: dict, path: str, data=None) -> dict:
    schema = plain(schema, data)
    for part in path.strip("/").split("/") if path.strip("/") else []:
        schema = plain(schema["items"] if part.isdigit() else schema["properties"][part])
    return schema


def lookup(data, path: str):
    for part in path.strip("/").split("/"):
        if isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        elif isinstance(data, dict) and part in data:
            data = data[part]
        else:
            return MISSING
    return data


def parent_default(schema: dict, path: str, data=None):
    """What an absent value means: its default, or its parent object's default."""
    sub = subschema(schema, path, data)
    if "default" in sub:
        return sub["default"]
    if "const" in sub:
        return sub["const"]
    head, _, key = path.rpartition("/")
    if head and "default" in subschema(schema, head, data):
        return lookup(subschema(schema, head, data)["default"], key)
    return MISSING


def disagreements(controls: list[dict], data, schema: dict) -> list[str]:
    found = []
    for c in controls:
        if c["disabled"]:
            continue  # a part switched off, or the other mode's fields
        value = lookup(data, c["path"])
        if c["toggle"]:
            if c["value"] != (value is not MISSING):
                found.append(f"{c['path']}: box says {c['value']}, JSON has {value!r}")
            continue
        meant = parent_default(schema, c["path"], data) if value is MISSING else value
        if c["mode"]:
            shown = c["value"]  # a mode select holds the mode's name itself
        elif c["tag"] == "SELECT":
            shown = MISSING if c["value"] == "" else json.loads(c["value"])
        elif c["type"] == "checkbox":
            shown = c["value"]
        elif c["type"] == "number":
            shown = MISSING if c["value"] == "" else float(c["value"])
            meant = float(meant) if isinstance(meant, int | float) else meant
        else:
            shown = c["value"]
        if shown is MISSING and meant is None:
            continue  # an empty number box for a nullable value
        if shown != meant:
            found.append(f"{c['path']}: the form shows {shown!r}, the JSON means {meant!r}")
    return found


def edit(control, c: dict) -> object:
    """Change one control to another valid value; returns what the JSON should now hold."""
    if c["tag"] == "SELECT":
        options = control.locator("option").evaluate_all("os => os.map(o => o.value)")
        choice = options[(options.index(c["value"]) + 1) % len(options)]
        control.select_option(choice)
        return choice if c["mode"] else MISSING if choice == "" else json.loads(choice)
    if c["type"] == "checkbox":
        control.click()
        return not c["value"]
    if c["type"] == "number":
        high = control.get_attribute("max")
        number = int(float(c["value"] or 0)) + 1
        if high is not None and number > int(high):
            number = int(control.get_attribute("min") or 0)
        control.fill(str(number))
        return number
    words = c["value"].split()
    text = " ".join(reversed(words)) if len(words) > 1 else c["value"]
    control.fill(text)
    return text


def json_of(calc):
    return json.loads(calc.locator("textarea").input_value())


def check_score(calc, slug: str) -> str:
    payload = json_of(calc)
    calc.locator(".rb-run").click()
    calc.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=START_TIMEOUT)
    output = calc.locator(".rb-calculator__output")
    try:
        expected = games()[slug].calculator.score(payload)
    except RulesError as error:
        assert error.message in output.locator(".rb-error").inner_text(), payload
        return "refused"
    assert output.locator(".rb-total").inner_text() == str(expected.total), payload
    return "scored"


@pytest.mark.parametrize("slug", form_games())
def test_every_field_of_the_form_edits_the_json_and_scores(page, site_url, slug):
    schema = games()[slug].calculator.schema
    open_page(page, site_url + f"games/{slug}/")
    calc = page.locator(".rb-calculator")
    form = calc.locator("form.rb-form")
    form.wait_for()
    assert calc.locator("button[type=submit]").count() == 0, "one score button, not two"
    assert not calc.locator("textarea").is_visible(), "the JSON box is folded away"
    controls = calc.evaluate(CONTROLS)
    assert len(controls) >= 4
    assert disagreements(controls, json_of(calc), schema) == []
    outcomes = set()
    for index in range(len(controls)):
        c = calc.evaluate(CONTROLS)[index]
        if c["disabled"]:
            continue
        before = json_of(calc)
        wanted = edit(form.locator("[data-path]").nth(index), c)
        after = json_of(calc)
        assert lookup(after, c["path"]) == wanted or (
            wanted is not MISSING and lookup(after, c["path"]) is MISSING
            and parent_default(schema, c["path"], after) == wanted), (c["path"], after)
        assert disagreements(calc.evaluate(CONTROLS), after, schema) == [], (c["path"], before)
        outcomes.add(check_score(calc, slug))
    if calc.locator(".rb-mode select, [data-mode]").count():
        calc.locator("[data-mode]").select_option(index=0)  # back to the whole position
    listed = calc.locator("fieldset.rb-array:visible:has(> .rb-add:enabled)").first
    rows = listed.locator(":scope > div > .rb-array__item")
    count = rows.count()
    listed.locator(":scope > .rb-add").click()
    assert rows.count() == count + 1
    assert disagreements(calc.evaluate(CONTROLS), json_of(calc), schema) == []
    rows.last.locator(":scope > .rb-remove").click()
    assert rows.count() == count
    assert disagreements(calc.evaluate(CONTROLS), json_of(calc), schema) == []
    outcomes.add(check_score(calc, slug))
    assert "scored" in outcomes
    assert page.errors == []


def test_llama_first_edit_keeps_no_token_given_back(page, site_url):
    """The bug that started this: the first edit wrote "black" into give_back."""
    open_page(page, site_url + "games/llama/")
    calc = page.locator(".rb-calculator")
    calc.locator("form.rb-form").wait_for()
    assert json_of(calc)["give_back"] is None
    black = calc.locator("[data-path='/tokens/black']:enabled")
    black.fill("2")
    assert json_of(calc)["give_back"] is None and json_of(calc)["tokens"]["black"] == 2
    assert check_score(calc, "llama") == "scored"
