// Compiles Python sources to bytecode with the site's own Pyodide (its Python, its magic
// number), for tools/rulesite/bytecode.py:
//   node bytecode.mjs <pyodide folder>  < {"name": "source", ...}  > {"name": "base64 .pyc"}
import { pathToFileURL } from "node:url";

const { loadPyodide } = await import(pathToFileURL(`${process.argv[2]}/pyodide.mjs`).href);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pyodide = await loadPyodide({ fullStdLib: false });
pyodide.globals.set("given", Buffer.concat(chunks).toString("utf-8"));
let out;
try {
  out = pyodide.runPython(`
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
`);
} catch (error) {
  // the Python error's last line ("SyntaxError: ..."), not Pyodide's whole traceback
  const lines = String(error.message).trim().split("\n");
  process.stderr.write(`${lines.at(-1)}\n`);
  process.exit(1);
}
process.stdout.write(out);
