// Moves within the page stay the browser's. Loaded in the <head>, before Material's script.
//
// Material's instant navigation starts with an empty address history, so it takes the
// first move to an anchor of the page being read (a table-of-contents entry, a "See rule"
// link, a tutorial link pasted into the address bar) for a new page: it downloads the same
// page again and swaps it in, and whatever the reader had going on (a game in free play,
// an example's result, the tutorial link just opened) is lost. Material therefore sees
// neither the click nor the history entry of such a move: the browser jumps to the anchor
// itself, and Back scrolls to where the reader was. Moves to other pages are Material's.
(() => {
  const firstPage = location.pathname + location.search;
  // loader.mjs says which page instant navigation brought in (html data-rb-shown)
  const shownPage = () => document.documentElement.dataset.rbShown ?? firstPage;
  const onShownPage = (url) => url.origin === location.origin && url.pathname + url.search === shownPage();

  // Caught on the way down: Material's own click handler sits on <body>.
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target.closest && event.target.closest("a[href]");
    if (!link || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (url.hash && onShownPage(url)) event.stopPropagation();
  }, { capture: true });

  // Registered before Material's listener, so it can keep the event from it.
  addEventListener("popstate", (event) => {
    if (!onShownPage(new URL(location.href))) return;
    event.stopImmediatePropagation();
    const place = event.state; // Material keeps the scroll offset in each entry
    if (place && typeof place.y === "number") scrollTo(place.x || 0, place.y);
  });
})();
