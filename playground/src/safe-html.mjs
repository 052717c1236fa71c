// HTML from the engine worker is untrusted: code in a Python cell could once reach the
// engine, and a bug could echo input. Everything the worker sends as HTML goes through
// DOMPurify (pinned in package.json, served by this site) before it reaches the page.

// DOMPurify is fetched when the engine starts, not with the page (a reader who never
// clicks does not download it); the engine hands out no answer before it is loaded.
let purifier = null;
let loading = null;

/** DOMPurify, loaded once; resolves when clean() can be used. */
export function loadSanitizer() {
  loading ??= import("../dompurify/purify.es.mjs").then(
    (module) => (purifier = module.default),
    (error) => {
      loading = null; // the next answer tries again
      throw error;
    },
  );
  return loading;
}

const OPTIONS = {
  FORBID_TAGS: ["style", "form", "iframe", "object", "embed", "link", "meta", "base"],
  FORBID_ATTR: ["style", "srcset", "formaction", "action"],
};

/** The HTML, cleaned: no script, no event handler, no javascript: link, no style. */
export function clean(html) {
  if (!purifier) throw new Error("the HTML sanitizer is not loaded yet");
  return purifier.sanitize(String(html ?? ""), OPTIONS);
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
