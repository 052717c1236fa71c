// Compiles Python sources to bytecode with the site's own Pyodide (its Python, its magic
// number), for tools/rulesite/bytecode.py:
//   node bytecode.mjs <pyodide folder>  < {"name": "source", ...}  > {"name": "base64 .pyc"}
import { answer, start } from "./pyodide_node.mjs";

const pyodide = await start();
answer(() =>
  pyodide.runPython(`
import base64, importlib.util, json, marshal, site

folder = site.getsitepackages()[0]
compiled = {}
for name, source in json.loads(given).items():
    # the file name a traceback shows: where the worker installs the part
    try:
        code = compile(source, f"{folder}/{name}", "exec", dont_inherit=True)
    except SyntaxError as error:
        raise SyntaxError(f"{name}, line {error.lineno}: {error.msg}") from None
    header = importlib.util.MAGIC_NUMBER + bytes(12)  # sourceless: nothing to check against
    compiled[name] = base64.b64encode(header + marshal.dumps(code)).decode()
json.dumps(compiled)
`),
);
