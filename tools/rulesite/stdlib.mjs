// The lean standard library for the browser, made with the site's own Pyodide, for
// tools/rulesite/stdlib.py:
//   node stdlib.mjs <pyodide folder>  < {"engine": {"name": "base64"}, "finder": "source"}
//     > {"zip": "base64"}
// The modules Pyodide imports to start, plus those the engine imports (it is installed and
// started as the worker does, and every module its code names is imported), compiled to
// bytecode without column tables; with them the finder (stdlib_finder.py) that fetches the
// whole library on a miss, with the whole library's top-level names written into it.
import { answer, start } from "./pyodide_node.mjs";

const pyodide = await start({ env: { PYTHONNODEBUGRANGES: "1" } });
answer(() => {
  const site = pyodide.runPython(`
import sys

LEAN = next(entry for entry in sys.path if entry.endswith(".zip"))
def from_library(module):
    return (getattr(module, "__file__", None) or "").startswith(LEAN + "/")

import base64, dis, importlib, importlib.util, json, marshal, os, site, zipfile

given = json.loads(given)
packages = site.getsitepackages()[0]
named = set()
def scan(code):
    for instruction in dis.get_instructions(code):
        if instruction.opname == "IMPORT_NAME" and instruction.argval:
            named.add(instruction.argval)
    for constant in code.co_consts:
        if hasattr(constant, "co_code"):
            scan(constant)
with zipfile.ZipFile("/tmp/engine.zip", "w") as engine:
    for name, data in given["engine"].items():
        engine.writestr(name, base64.b64decode(data))
        if name.endswith(".py"):
            scan(compile(base64.b64decode(data), name, "exec", dont_inherit=True))
packages
`);
  // installed as the worker installs it
  pyodide.unpackArchive(pyodide.FS.readFile("/tmp/engine.zip"), "zip", { extractDir: site });
  return pyodide.runPython(`
import rulebooks.web as web
from rulebooks.core.registry import games
from rulebooks.core.texts import find_fences
from rulebooks.core.tutorial import has_tutorial

web.names()
def ask(name, arguments, lang):
    try:
        json.loads(web.call(name, json.dumps(arguments), json.dumps({"lang": lang})))
    except Exception:
        pass  # the tests find the engine's bugs; here only its imports matter
# what the pages ask: worked examples, tutorials, free play, a cell; in Italian, a sample
for lang in ("en", "it"):
    ask("list_games", {}, lang)
    ask("run_python", {"code": "print(1 / 0)"}, lang)
    for slug, game in games().items():
        fences = list(find_fences(game.rules_text().splitlines(), ("example",)))
        for *_, body in fences if lang == "en" else fences[:1]:
            ask("run_example", {"game": slug, "text": body + "\\n"}, lang)
        if has_tutorial(slug):
            info = json.loads(web.call("tutorial_info", json.dumps({"game": slug})))
            progress = {"version": info.get("version"), "moves": []}
            ask("tutorial_view", {"game": slug, "progress": progress}, lang)
            ask("tutorial_try", {"game": slug, "progress": progress, "move": "?"}, lang)
        ask("free_play_start", {"game": slug, "options": {}, "seat": 0, "bot": "greedy"}, lang)
for name in sorted(named):
    if not name.startswith("rulebooks"):
        try:
            importlib.import_module(name)
        except Exception:
            pass  # a relative import's name, or a module this Pyodide does not have
hot = sorted(name for name, module in sys.modules.items() if from_library(module))

library = zipfile.ZipFile(LEAN)
standard = sorted({entry.split("/")[0].removesuffix(".py") for entry in library.namelist()
                   if entry.split("/")[0] != "site-packages"
                   and (entry.endswith(".py") or "/" in entry)})

def bytecode(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True)
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)

def entry(name):
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    return info

files = {}
for name in hot:
    inner = sys.modules[name].__file__[len(LEAN) + 1:]
    files[inner[:-3] + ".pyc"] = bytecode(library.read(inner), sys.modules[name].__file__)
finder = given["finder"] + f"\\nSTANDARD = frozenset({standard!r})\\n"
files["_rulebooks_stdlib.pyc"] = bytecode(finder, LEAN + "/_rulebooks_stdlib.py")
with zipfile.ZipFile("/tmp/lean.zip", "w", compresslevel=9) as lean:
    for name in sorted(files):
        lean.writestr(entry(name), files[name])
with open("/tmp/lean.zip", "rb") as file:
    zipped = base64.b64encode(file.read()).decode()
json.dumps({"zip": zipped})
`);
});
