// Run pytest inside Pyodide under Node, offline.
//
//   node playground/tests/run-pytest.mjs WHEELS_DIR TESTS_DIR [PYTEST_ARGS...]
//
// Loads Pyodide from playground/node_modules/pyodide (never a CDN), unpacks every
// *.whl in WHEELS_DIR into site-packages (the engine wheel and pytest's wheels,
// see tools/rulesite/pyodide_wheels.py), copies TESTS_DIR into
// /home/pyodide/tests, runs pytest.main(PYTEST_ARGS) there (default: "."),
// and exits with pytest's exit code. Host environment variables named
// RULEBOOKS_* and HYPOTHESIS_PROFILE (CI's derandomized property tests) are passed
// into Pyodide's os.environ.
//
// Any attempt to fetch from the network fails loudly: the fetch is refused, and
// the run exits with code 65 even if pytest passed. So does a package loaded
// from Pyodide's lock file (nothing should be: wheels are unpacked by hand).
// The last line printed is `PYODIDE-PYTEST-RESULT {json}` with the counts:
// collected, passed, failed, errors, skipped, xfailed, xpassed, and the skips; all_shares
// counts the tests collected before RULEBOOKS_PYTEST_SHARE="K/N" (if set) kept every Nth
// from the Kth on, so that the outer test can run the whole in N processes side by side.
// Exit codes: pytest's (0-5); 64 bad arguments; 65 network or lock-file use.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const GUEST_TESTS = "/home/pyodide/tests";
const SKIP_DIRS = new Set(["__pycache__", ".pytest_cache", ".hypothesis", "node_modules"]);
const INDEX_URL = fileURLToPath(new URL("../node_modules/pyodide/", import.meta.url));

const COUNTER = `
import json, os, pytest

class RulebooksCounter:
    """Counts outcomes the way the outer test checks them. With RULEBOOKS_PYTEST_SHARE
    "K/N", runs only share K of N of the collected tests: by test id, every Nth from the Kth on."""

    def __init__(self):
        self.counts = dict(collected=0, passed=0, failed=0, errors=0, skipped=0,
                           xfailed=0, xpassed=0, skipped_modules=0, all_shares=0)
        self.skips = []
        share = os.environ.get("RULEBOOKS_PYTEST_SHARE")
        self.share = None if share is None else tuple(int(n) for n in share.split("/"))

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, session, config, items):
        self.counts["all_shares"] = len(items)
        if self.share is None:
            return
        mine, count = self.share
        # by test id, not by the order collected: the same shares in every process
        ranked = sorted(items, key=lambda item: item.nodeid)
        kept = {id(item) for item in ranked[mine::count]}
        config.hook.pytest_deselected(items=[item for item in items if id(item) not in kept])
        items[:] = [item for item in items if id(item) in kept]

    def pytest_collection_finish(self, session):
        self.counts["collected"] = len(session.items)

    def pytest_collectreport(self, report):
        if report.failed:
            self.counts["errors"] += 1
        elif report.skipped:
            self.counts["skipped_modules"] += 1
            self.skips.append([report.nodeid, str(report.longrepr[-1]).removeprefix("Skipped: ")])

    def pytest_runtest_logreport(self, report):
        c = self.counts
        if hasattr(report, "wasxfail"):
            c["xfailed" if report.skipped else "xpassed"] += report.when == "call"
        elif report.failed:
            c["failed" if report.when == "call" else "errors"] += 1
        elif report.skipped:
            c["skipped"] += 1
            self.skips.append([report.nodeid, str(report.longrepr[-1]).removeprefix("Skipped: ")])
        elif report.when == "call":
            c["passed"] += 1

def run(args):
    counter = RulebooksCounter()
    code = int(pytest.main(list(args), plugins=[counter]))
    return code, json.dumps(dict(counter.counts, skips=counter.skips, exit=code))
`;

function usage(message) {
  console.error(`run-pytest: ${message}\nusage: node run-pytest.mjs WHEELS_DIR TESTS_DIR [PYTEST_ARGS...]`);
  process.exit(64);
}

function guardNetwork(refused) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (resource, init) => {
    const url = String(resource?.url ?? resource);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith("file:")) {
      refused.push(url);
      process.exitCode = 65; // also when the fetch comes after pytest has finished
      const message = `run-pytest: network access refused (offline run): ${url}`;
      console.error(message);
      throw new Error(message);
    }
    return realFetch(resource, init);
  };
}

function copyTree(FS, hostDir, guestDir) {
  FS.mkdirTree(guestDir);
  let files = 0;
  for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
    const host = path.join(hostDir, entry.name);
    const guest = `${guestDir}/${entry.name}`;
    if (entry.isDirectory() && !SKIP_DIRS.has(entry.name)) {
      files += copyTree(FS, host, guest);
    } else if (entry.isFile()) {
      FS.writeFile(guest, fs.readFileSync(host));
      files += 1;
    }
  }
  return files;
}

function installWheels(pyodide, wheelsDir) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  const wheels = fs.readdirSync(wheelsDir).filter((name) => name.endsWith(".whl")).sort();
  if (wheels.length === 0) usage(`no wheels in ${wheelsDir}`);
  for (const name of wheels) {
    const bytes = fs.readFileSync(path.join(wheelsDir, name));
    pyodide.unpackArchive(new Uint8Array(bytes), "wheel", { extractDir: sitePackages });
  }
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  return wheels;
}

function guestEnv() {
  const env = { HOME: "/home/pyodide" };
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith("RULEBOOKS_") || name === "HYPOTHESIS_PROFILE") env[name] = value;
  }
  return env;
}

async function main(argv) {
  const [wheelsDir, testsDir, ...pytestArgs] = argv;
  if (!wheelsDir || !testsDir) usage("needs WHEELS_DIR and TESTS_DIR");
  for (const dir of [wheelsDir, testsDir]) {
    if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) usage(`not a folder: ${dir}`);
  }
  const refused = [];
  guardNetwork(refused);
  const lockFileURL = path.join(INDEX_URL, "pyodide-lock.json");
  const { loadPyodide } = await import(pathToFileURL(path.join(INDEX_URL, "pyodide.mjs")).href);
  const started = performance.now();
  const pyodide = await loadPyodide({
    indexURL: INDEX_URL,
    lockFileURL,
    packageCacheDir: INDEX_URL,
    packages: [],
    env: guestEnv(),
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  pyodide.setStdout({ write: (buf) => { process.stdout.write(buf); return buf.length; } });
  pyodide.setStderr({ write: (buf) => { process.stderr.write(buf); return buf.length; } });
  const wheels = installWheels(pyodide, wheelsDir);
  const files = copyTree(pyodide.FS, testsDir, GUEST_TESTS);
  const version = pyodide.runPython("import sys; sys.version.split()[0]");
  console.log(`run-pytest: Pyodide ${pyodide.version} (Python ${version}), ` +
    `${wheels.length} wheels, ${files} files in ${GUEST_TESTS}, ` +
    `ready in ${((performance.now() - started) / 1000).toFixed(1)}s`);

  pyodide.runPython(`import os; os.chdir(${JSON.stringify(GUEST_TESTS)})`);
  const run = pyodide.runPython(`${COUNTER}\nrun`);
  const [code, result] = run(pyodide.toPy(pytestArgs.length ? pytestArgs : ["."])).toJs();
  process.stdout.write("\n");

  const loaded = Object.entries(pyodide.loadedPackages);
  if (refused.length || loaded.length) {
    console.error(`run-pytest: FAILED offline check: fetches refused: ${JSON.stringify(refused)}; ` +
      `packages loaded from ${lockFileURL}: ${JSON.stringify(loaded)}`);
    console.log(`PYODIDE-PYTEST-RESULT ${result}`);
    return 65;
  }
  console.log(`PYODIDE-PYTEST-RESULT ${result}`);
  return code;
}

const code = await main(process.argv.slice(2));
process.exitCode = process.exitCode || code;
