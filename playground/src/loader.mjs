// Entry point on every page: enhances runnable blocks. A page without one loads
// nothing more; otherwise only the modules its blocks need are imported. The engine
// worker starts on the first run, or as soon as the reader shows intent (pointer over
// or focus inside a runnable block), which hides part of the start-up.
//
// With Material's instant navigation (navigation.instant, active when the site is served
// at its site_url), following a link inside the site swaps the page's content without
// reloading: this module and its engines stay, so a started engine answers on the next
// page at once. Each new page's blocks are enhanced on Material's document$ signal.

// Python cells run in an engine (a worker) of their own: a cell cannot tamper with the
// engine the other widgets use.
const WIDGETS = [
  [".rb-example", "./widgets.mjs", "enhanceExample", "widgets"],
  [".rb-calculator", "./widgets.mjs", "enhanceCalculator", "widgets"],
  [".rb-python", "./widgets.mjs", "enhancePython", "cells"],
  [".rb-tutorial", "./tutorial.mjs", "enhanceTutorial", "widgets"],
];
import { mark, t } from "./words.mjs";

const LABELS = { widgets: mark("Python engine"), cells: mark("Python cells") };

const watched = new Set(); // engines whose status the corner panel already follows

function statusPanel(engines) {
  engines = [...engines].filter((engine) => !watched.has(engine));
  if (!engines.length) return;
  for (const engine of engines) watched.add(engine);
  const panel = document.createElement("div");
  panel.className = "rb-engine-status";
  panel.setAttribute("role", "status");
  panel.setAttribute("aria-live", "polite");
  panel.hidden = true;
  panel.innerHTML = '<span class="rb-engine-status__spinner" aria-hidden="true"></span><span class="rb-engine-status__text"></span>';
  document.body.append(panel);
  let hideTimer = null;
  // Only the start-up and a failure show here: a run's result is said in its own block,
  // and a corner panel must not sit over the sheet the reader is filling in on a phone.
  for (const engine of engines) {
    engine.addEventListener("status", ({ detail }) => {
      clearTimeout(hideTimer);
      if (detail.state === "busy" || (detail.state === "ready" && panel.hidden)) return;
      panel.hidden = false;
      panel.dataset.state = detail.state;
      panel.querySelector(".rb-engine-status__text").textContent = `${t(LABELS[engine.role])}: ${detail.text}`;
      if (detail.state === "ready" || detail.state === "idle") hideTimer = setTimeout(() => (panel.hidden = true), 2500);
    });
  }
}

// Material's search panel is a dialog without a name; screen readers announce it as "Search".
function nameTheSearch() {
  for (const dialog of document.querySelectorAll('.md-search[role="dialog"]:not([aria-label])')) {
    dialog.setAttribute("aria-label", t("Search"));
  }
}

// A table wider than the screen scrolls in its own box (playground.css); keyboard users
// reach that box with Tab and scroll it with the arrow keys.
const SCROLLERS = "table.rb-data, table.rb-breakdown, table.rb-standings, .rb-wt-sheet";
function focusableScrollers() {
  for (const box of document.querySelectorAll(SCROLLERS)) {
    if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
    else if (box.getAttribute("tabindex") === "0") box.removeAttribute("tabindex");
  }
}

// The language switcher leads to the same page; this keeps the place on it too (a rule's
// anchor, a tutorial step's shared link). The other language's page is loaded afresh, as
// an ordinary link: each language has its own search index, which Material reads once
// per load, so its scripts (instant navigation, its own language links, which drop the
// anchor) must not handle this click. Caught on the way down, before they see it.
function switchLanguageByLoading() {
  document.addEventListener("click", (event) => {
    const link = event.target.closest?.("a[hreflang]");
    if (!link || link.hreflang === document.documentElement.lang) return;
    event.stopPropagation();
    if (location.hash && link.matches(".md-select__link")) link.href = link.href.split("#")[0] + location.hash;
  }, { capture: true });
}
switchLanguageByLoading(); // once: the header stays from page to page

// A link to another game's pages under the pointer (or the keyboard's focus): once the
// engine has started in this tab, it fetches that game ahead, so that the page the link
// leads to answers at once. Nothing is fetched for a reader who only reads.
const GAME_LINK = /\/(?:games|tutorials|walkthroughs)\/([a-z][a-z0-9]*)(?:-[a-z0-9-]+)?\/$/;
let engines = null; // engine.mjs, once a page with runnable blocks has imported it
function hintLinkedGame(event) {
  const link = event.target.closest?.("a[href]");
  if (!engines || !link) return;
  const found = GAME_LINK.exec(new URL(link.href, location.href).pathname);
  if (found) engines.getEngine("widgets").hint(found[1]);
}
document.addEventListener("pointerover", hintLinkedGame, { passive: true });
document.addEventListener("focusin", hintLinkedGame);

let resized = null;
addEventListener("resize", () => {
  clearTimeout(resized);
  resized = setTimeout(focusableScrollers, 200);
});

// Once per page: the first one, and each page instant navigation brings in.
async function init() {
  const html = document.documentElement;
  html.dataset.rbPlayground = "loading";
  await enhance();
  html.dataset.rbPlayground = "ready";
  html.dataset.rbPage = location.pathname; // which page is enhanced (tests wait for it)
}

async function enhance() {
  nameTheSearch();
  focusableScrollers();
  const found = WIDGETS.map(([selector, module, name, role]) => [document.querySelectorAll(selector), module, name, role])
    .filter(([nodes]) => nodes.length);
  if (!found.length) return; // nothing to enhance
  engines = await import("./engine.mjs");
  const { getEngine } = engines;
  const modules = Object.fromEntries(
    await Promise.all([...new Set(found.map(([, module]) => module))].map(async (m) => [m, await import(m)])),
  );
  const blocks = found.flatMap(([nodes, module, name, role]) =>
    [...nodes].map((node) => [node, modules[module][name], getEngine(role)]));
  statusPanel(new Set(blocks.map(([, , engine]) => engine)));
  getEngine("widgets").warm(new Set(blocks.map(([node]) => node.dataset.game).filter(Boolean)));
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
}

// Material's document$ says each page (the first, then each instant navigation); the
// pages without Material's script (none today) are enhanced once.
let last = null;
function onPage() {
  document.documentElement.dataset.rbShown = location.pathname + location.search; // for anchors.js
  // instant navigation replaces Material's container: a new one is a new page
  const page = document.querySelector("[data-md-component=container]") ?? document.body;
  if (page === last) return; // the same page said twice
  last = page;
  init();
}
if (window.document$?.subscribe) window.document$.subscribe(onPage);
else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", onPage);
else onPage();
