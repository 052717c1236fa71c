// What the build's Node scripts (bytecode.mjs, stdlib.mjs) share: the site's Pyodide, the
// JSON they are given on stdin, and their answer on stdout; a Python error ends the script
// with its last line ("SyntaxError: ..."), not Pyodide's whole traceback.
import { pathToFileURL } from "node:url";

export async function start(options = {}) {
  const { loadPyodide } = await import(pathToFileURL(`${process.argv[2]}/pyodide.mjs`).href);
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const pyodide = await loadPyodide({ fullStdLib: false, ...options });
  pyodide.globals.set("given", Buffer.concat(chunks).toString("utf-8"));
  return pyodide;
}

export function answer(make) {
  let out;
  try {
    out = make();
  } catch (error) {
    const lines = String(error.message).trim().split("\n");
    process.stderr.write(`${lines.at(-1)}\n`);
    process.exit(1);
  }
  process.stdout.write(out);
}
