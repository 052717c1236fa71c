// The playground's own words (buttons, status lines, notices) in the page's language.
// English is the source, as in the engine's catalogs (rulebooks/core/i18n.py): each text is
// written in English where it is used, t("Copy link"), with {name} for a part that varies,
// t("Done in {ms} ms.", { ms }); WORDS maps each English text to its translation.
// tests/site/test_playground_words.py fails when a t("...") of playground/src has no
// Italian text, or an Italian text uses a part its English lacks.

export const WORDS = {
  it: {
    // examples, calculators, Python cells (widgets.mjs)
    "Starting the engine, {where}{detail}… (the first run takes a few seconds)": "Avvio del motore, {where}{detail}… (la prima volta ci vuole qualche secondo)",
    "Starting the engine… (the first run takes a few seconds)": "Avvio del motore… (la prima volta ci vuole qualche secondo)",
    "Waiting for another run to finish…": "In attesa che finisca un'altra esecuzione…",
    "Starting the engine…": "Avvio del motore…",
    "Running…": "In esecuzione…",
    "Done in {ms} ms.": "Fatto in {ms} ms.",
    "Stopped.": "Interrotto.",
    "Failed.": "Non riuscito.",
    "Run": "Esegui",
    "Reset": "Ripristina",
    "Stop": "Stop",
    "Score": "Calcola",
    "Copy link": "Copia il link",
    "Input of example {id}": "Dati dell'esempio {id}",
    "Input (edit it, then Run)": "Dati (modificali, poi Esegui)",
    "With your changes the result differs from the original: {problems}.": "Con le tue modifiche il risultato è diverso dall'originale: {problems}.",
    "Link copied (it is also in the address bar).": "Link copiato (è anche nella barra degli indirizzi).",
    "The input is not valid JSON, so it cannot be shared yet.": "I dati non sono JSON valido, quindi non si possono ancora condividere.",
    "The shared link was not used.": "Il link condiviso non è stato usato.",
    "Python code": "Codice Python",
    "{game} calculator input as JSON": "Dati del calcolatore di {game} in JSON",
    // the engine's start-up (engine.mjs, worker.mjs, loader.mjs)
    "Python engine": "Motore Python",
    "Python cells": "Celle Python",
    "Starting Python": "Avvio di Python",
    "Running": "In esecuzione",
    "Stopped. The engine restarts on the next run.": "Interrotto. Il motore ripartirà alla prossima esecuzione.",
    "Engine ready in {s} s": "Motore pronto in {s} s",
    "Done in {ms} ms": "Fatto in {ms} ms",
    "The engine worker failed: {reason}": "Il worker del motore si è bloccato: {reason}",
    "Reading the engine manifest": "Lettura del manifesto del motore",
    "Loading Python (Pyodide {version})": "Caricamento di Python (Pyodide {version})",
    "Installing the rules engine": "Installazione del motore delle regole",
    "The engine could not start: {error}": "Il motore non è riuscito a partire: {error}",
    "Search": "Cerca",
    "The run was ended; the engine restarts on the next run.": "L'esecuzione è stata interrotta; il motore ripartirà alla prossima.",
    "The engine failed.": "Il motore si è bloccato.",
    "step {n} of {total}: ": "passo {n} di {total}: ",
    // tutorials (tutorial.mjs)
    "Play this tutorial here: the rules engine runs in your browser and judges every move. It loads when you start (a few megabytes, once).": "Gioca questo tutorial qui: il motore delle regole gira nel tuo browser e giudica ogni mossa. Si carica quando cominci (qualche megabyte, una volta sola).",
    "Start the tutorial": "Inizia il tutorial",
    "Hints": "Suggerimenti",
    "Back": "Indietro",
    "Next": "Avanti",
    "Hint": "Suggerimento",
    "Restart": "Ricomincia",
    "Copy link to this step": "Copia il link a questo passo",
    "Link to this step": "Link a questo passo",
    "This browser does not keep your progress (its storage for this site is full or turned off). Use “Copy link to this step” to come back to it.": "Questo browser non conserva i tuoi progressi (lo spazio per questo sito è pieno o disattivato). Usa “Copia il link a questo passo” per tornarci.",
    "The link to a tutorial step": "Il link a un passo del tutorial",
    "Your saved progress": "I progressi salvati",
    "Opened the shared link at {where}": "Aperto il link condiviso al {where}",
    "Resumed at {where}": "Ripreso dal {where}",
    "Back to {where}": "Di nuovo al {where}",
    "Restarted. {where}": "Ricominciato. {where}",
    "The engine failed: {message} Try again.": "Il motore si è bloccato: {message} Riprova.",
    "{source} could not be used: {problem}. The tutorial starts again at step 1.": "{source}: impossibile usarli ({problem}). Il tutorial riparte dal passo 1.",
    "it is not readable (damaged or edited)": "non si legge (danneggiato o modificato)",
    "Progress not restored.": "Progressi non ripristinati.",
    "the end of the tutorial: all {total} steps done.": "la fine del tutorial: tutti i {total} passi fatti.",
    "step {n} of {total}: {title}.": "passo {n} di {total}: {title}.",
    "Well played: you have been through every step. Play a whole game below.": "Ben fatto: hai completato tutti i passi. Qui sotto puoi giocare una partita intera.",
    "Finished: {total} of {total2} steps": "Finito: {total} passi su {total2}",
    "Step {n} of {total}": "Passo {n} di {total}",
    "Tutorial complete": "Tutorial completato",
    "Accepted. {where}": "Accettata. {where}",
    "Show a hint": "Mostra un suggerimento",
    "See rule {rule}.": "Vedi la regola {rule}.",
    "Refused: {message}.{rule}": "Rifiutata: {message}.{rule}",
    "Another hint": "Un altro suggerimento",
    "No more hints": "Niente altri suggerimenti",
    "Hint {n} of {total}: {text}": "Suggerimento {n} di {total}: {text}",
    "Link copied: it reopens the tutorial at this step.": "Link copiato: riapre il tutorial a questo passo.",
    "Copy the link shown below the buttons: it reopens the tutorial at this step.": "Copia il link che compare sotto i pulsanti: riapre il tutorial a questo passo.",
    // free play (freeplay.mjs)
    "Greedy: plays the move that looks best one move ahead": "Greedy: gioca la mossa che sembra migliore guardando una mossa avanti",
    "Random: any legal move": "Random: una mossa ammessa qualsiasi",
    "Other moves:": "Altre mosse:",
    "Free play": "Partita libera",
    "A whole game against the bots{options}. You are Player {seat}: click a card or a pile to play it.": "Una partita intera contro i bot{options}. Sei il giocatore {seat}: clicca una carta o una pila per giocarla.",
    "Opponents": "Avversari",
    "Start a game": "Inizia una partita",
    "Moves played": "Mosse giocate",
    "New game": "Nuova partita",
    "New game against the {bot} bot.": "Nuova partita contro il bot {bot}.",
    "You played {move}.": "Hai giocato {move}.",
    "{told} Your turn.": "{told} Tocca a te.",
    "Player {n} (you)": "Giocatore {n} (tu)",
    "Player {n}": "Giocatore {n}",
    "you": "tu",
    " and ": " e ",
    ", then ": ", poi ",
    "Player {n}: {moves}.": "Giocatore {n}: {moves}.",
    "{told} Game over. Winner: {names}. Totals: {scores}.": "{told} Partita finita. Vince: {names}. Totali: {scores}.",
    "The engine failed: {message}": "Il motore si è bloccato: {message}",
    "{n} {name}": "{n} {name}",
    "with {name}": "con {name}",
    "without {name}": "senza {name}",
    // calculator forms (schema-form.mjs)
    "Mode": "Modalità",
    "(not given)": "(non indicato)",
    "Add to {what}": "Aggiungi a {what}",
    "Remove": "Togli",
    "Remove {what} {n}": "Togli {what} {n}",
  },
};

const PART = /\{(\w+)\}/g;

// Marks an English text to translate where it is used (kept in a table first), so the
// checker finds it as it finds t("...").
export const mark = (english) => english;

// The language the page's text is in: a page not translated yet keeps English on its
// article, inside a tree of another language. Workers have no page: English.
export const LANG = globalThis.document
  ? document.querySelector("article[lang]")?.lang || document.documentElement.lang || "en"
  : "en";

// `english` (a text with {name} parts) in the page's language, its parts filled from `values`.
// A text with no translation is shown in English marked [en], never passed off as translated.
export function t(english, values = {}, lang = LANG) {
  const words = WORDS[lang];
  const text = !words ? english : (words[english] ?? `[en] ${english}`);
  return text.replace(PART, (whole, name) => (name in values ? String(values[name]) : whole));
}

// Text made elsewhere in English (the worker's progress lines), read back through the
// templates: "Loading Python (Pyodide 0.29.0)" -> its Italian, the version kept.
export function said(text, lang = LANG) {
  const words = WORDS[lang];
  if (!words || text in words) return words ? words[text] ?? text : text;
  for (const english of Object.keys(words)) {
    if (!english.includes("{")) continue;
    const names = [];
    const pattern = english.split(PART).map((piece, i) => {
      if (i % 2) {
        names.push(piece);
        return "(.+?)";
      }
      return piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }).join("");
    const found = new RegExp(`^${pattern}$`, "s").exec(text);
    if (found) return t(english, Object.fromEntries(names.map((n, i) => [n, found[i + 1]])), lang);
  }
  return `[en] ${text}`;
}
