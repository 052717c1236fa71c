"""The playground's own words (buttons, status lines) have Italian text: every English text
written as t("...") or mark("...") in playground/src has a translation in words.mjs that
uses only its parts, and words.mjs holds nothing the playground no longer says."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from tests.conftest import ROOT

SOURCE = ROOT / "playground" / "src"
CALL = re.compile(r'\b(?:t|mark)\(\s*"((?:[^"\\]|\\.)*)"')
PART = re.compile(r"\{(\w+)\}")


def english_texts() -> dict[str, str]:
    found = {}
    for path in sorted(SOURCE.glob("*.mjs")):
        if path.name == "words.mjs":
            continue
        for match in CALL.finditer(path.read_text(encoding="utf-8")):
            found[json.loads(f'"{match.group(1)}"')] = path.name
    return found


@pytest.fixture(scope="module")
def words() -> dict[str, dict[str, str]]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (./dev test installs everything)")
    done = subprocess.run([node, "--input-type=module", "-e",
                           'import { WORDS } from "./words.mjs"; '
                           "console.log(JSON.stringify(WORDS));"],
                          cwd=SOURCE, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_the_playground_says_something_through_t():
    texts = english_texts()
    assert len(texts) > 50 and "Copy link to this step" in texts


def test_every_playground_text_has_italian(words):
    missing = [f"{where}: {text!r}" for text, where in english_texts().items()
               if text not in words["it"]]
    assert not missing


def test_a_translation_uses_only_the_parts_of_its_english(words):
    wrong = [english for english, italian in words["it"].items()
             if set(PART.findall(italian)) - set(PART.findall(english))]
    assert not wrong


def test_words_holds_nothing_the_playground_no_longer_says(words):
    assert not sorted(set(words["it"]) - set(english_texts()))
