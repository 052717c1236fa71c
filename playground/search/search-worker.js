// The site's search worker: Material's own, with the query's words stemmed in the
// language of the index it was given (English or Italian, one index per language tree).
//
// Material searches as the reader types: every word is a prefix ("leopardi*"), which
// lunr never passes through a stemmer, so "leopardi" would not find "leopardo". Here each
// typed word is cut to the part it shares with its stem ("leopardi" -> "leopard*",
// "regine" -> "regin*", "cards" -> "card*"), and that prefix is looked up among the
// pages' words as written. The build points each page's __config "search" at this file,
// named with Material's worker file (?material=search.<hash>.min.js), which sits beside it
// so that Material's own relative paths (its lunr languages, ../lunr/min/) still hold.
/* global lunr */

const MATERIAL = /^search\.[0-9a-f]+\.min\.js$/;
const SHORTEST = 3; // a word is never cut shorter than this

let language = "en";
addEventListener("message", ({ data }) => {
  if (data && data.type === 0 && data.data && data.data.config) language = data.data.config.lang[0];
});

const material = new URL(location.href).searchParams.get("material") || "";
if (!MATERIAL.test(material)) throw new Error(`search worker: not Material's worker file: ${material}`);
importScripts(material);

function stemmer() {
  return language === "en" ? lunr.stemmer : lunr[language] && lunr[language].stemmer;
}

// the start of ``word`` that its stem keeps ("leopardi" -> "leopard", "play" -> "pla")
function stemPrefix(word) {
  const stem = stemmer();
  if (!stem) return word;
  const stemmed = String(stem(new lunr.Token(word, {})));
  let shared = 0;
  while (shared < stemmed.length && stemmed[shared] === word[shared]) shared++;
  return shared >= SHORTEST ? word.slice(0, shared) : word;
}

const clause = lunr.Query.prototype.clause;
lunr.Query.prototype.clause = function (found) {
  const prefix = /^([^*]+)\*$/.exec((found && found.term) || "");
  if (prefix) found.term = `${stemPrefix(prefix[1])}*`;
  return clause.call(this, found);
};
