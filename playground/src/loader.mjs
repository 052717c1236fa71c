// Entry point on every page: enhances runnable blocks. A page without one loads
// nothing more; otherwise only the modules its blocks need are imported. The engine
// worker starts on the first run, or as soon as the reader shows intent (pointer over
// or focus inside a runnable block), which hides part of the start-up.

// Python cells run in an engine (a worker) of their own: a cell cannot tamper with the
// engine the other widgets use.
const WIDGETS = [
  [".rb-example", "./widgets.mjs", "enhanceExample", "widgets"],
  [".rb-calculator", "./widgets.mjs", "enhanceCalculator", "widgets"],
  [".rb-python", "./widgets.mjs", "enhancePython", "cells"],
  [".rb-tutorial", "./tutorial.mjs", "enhanceTutorial", "widgets"],
];
const LABELS = { widgets: "Python engine", cells: "Python cells" };

function statusPanel(engines) {
  const panel = document.createElement("div");
  panel.className = "rb-engine-status";
  panel.setAttribute("role", "status");
  panel.setAttribute("aria-live", "polite");
  panel.hidden = true;
  panel.innerHTML = '<span class="rb-engine-status__spinner" aria-hidden="true"></span><span class="rb-engine-status__text"></span>';
  document.body.append(panel);
  let hideTimer = null;
  for (const engine of engines) {
    engine.addEventListener("status", ({ detail }) => {
      clearTimeout(hideTimer);
      panel.hidden = false;
      panel.dataset.state = detail.state;
      panel.querySelector(".rb-engine-status__text").textContent = `${LABELS[engine.role]}: ${detail.text}`;
      if (detail.state === "ready" || detail.state === "idle") hideTimer = setTimeout(() => (panel.hidden = true), 4000);
    });
  }
}

async function init() {
  const found = WIDGETS.map(([selector, module, name, role]) => [document.querySelectorAll(selector), module, name, role])
    .filter(([nodes]) => nodes.length);
  if (!found.length) return;
  const { getEngine } = await import("./engine.mjs");
  const modules = Object.fromEntries(
    await Promise.all([...new Set(found.map(([, module]) => module))].map(async (m) => [m, await import(m)])),
  );
  const blocks = found.flatMap(([nodes, module, name, role]) =>
    [...nodes].map((node) => [node, modules[module][name], getEngine(role)]));
  statusPanel(new Set(blocks.map(([, , engine]) => engine)));
  for (const [node, enhance, engine] of blocks) {
    const warmUp = () => {
      if (document.documentElement.dataset.rbPrefetch !== "off") engine.start();
    };
    try {
      enhance(node, engine.handle());
    } catch (error) {
      console.error("A runnable block could not be enhanced; it keeps its built content.", error);
      continue;
    }
    node.addEventListener("pointerenter", warmUp, { once: true });
    node.addEventListener("focusin", warmUp, { once: true });
  }
  document.documentElement.dataset.rbPlayground = "ready";
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
else init();
