// HTML from the engine worker is untrusted: code in a Python cell could once reach the
// engine, and a bug could echo input. Everything the worker sends as HTML goes through
// DOMPurify (pinned in package.json, served by this site) before it reaches the page.

import DOMPurify from "../dompurify/purify.es.mjs";

const OPTIONS = {
  FORBID_TAGS: ["style", "form", "iframe", "object", "embed", "link", "meta", "base"],
  FORBID_ATTR: ["style", "srcset", "formaction", "action"],
};

/** The HTML, cleaned: no script, no event handler, no javascript: link, no style. */
export function clean(html) {
  return DOMPurify.sanitize(String(html ?? ""), OPTIONS);
}

/** Replace an element's content with cleaned HTML. */
export function setHtml(element, html) {
  element.innerHTML = clean(html);
}

/** Insert cleaned HTML (position as for insertAdjacentHTML). */
export function addHtml(element, position, html) {
  element.insertAdjacentHTML(position, clean(html));
}

/** Replace the element itself with cleaned HTML. */
export function replaceWithHtml(element, html) {
  element.outerHTML = clean(html);
}
