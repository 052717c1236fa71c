// The page's only way to the engine: one function per call of the Python bridge
// (rulebooks/web.py, CALLS), with keyword arguments and typed answers. The worker refuses
// any other name; tests/test_bridge.py checks that every name called here is registered
// and takes these arguments. HTML in an answer (`html`, `error.html`) is drawn by Python:
// the page shows it as it comes.

/**
 * @typedef {object} EngineError
 * @property {string} code      illegal | syntax | setup | stale | progress | session | python
 * @property {string} message
 * @property {?string} where
 * @property {?string} rule     the rule id it breaks, if any
 * @property {?string} link     site-relative address of that rule
 * @property {string} html      the error box, drawn by the engine
 *
 * @typedef {{ok: false, error: EngineError}} Refusal
 *
 * @typedef {object} Table      a position as one seat may see it
 * @property {?number} to_move
 * @property {string[]} legal   the seat's legal moves (none when it is not its turn)
 * @property {string[]} tempting refused moves drawn clickable (answered by their rule)
 * @property {string[]} unshown legal moves with nothing to click
 * @property {string} html
 * @property {?{totals: number[], winners: number[], reason: string, rule: ?string}} outcome
 *
 * @typedef {{seat: number, move: string}} Played   seats count from 0
 *
 * @typedef {object} Step       a tutorial step reached
 * @property {string} version
 * @property {string[]} moves
 * @property {number} index
 * @property {boolean} done
 * @property {string} text
 * @property {string} title
 *
 * @typedef {{id: string, title: string, acts: boolean, hints: string[], highlight: string[], rules: string[]}} StepInfo
 * @typedef {{id: string, title: string, summary: string, version: string, learner: number,
 *            free_play: Object<string, unknown>, steps: StepInfo[]}} TutorialInfo
 * @typedef {{version: string, moves: string[]}} Progress
 */

// The site's language trees: English at the root, every other language under /<lang>/.
const TREE = document.documentElement.lang || "en";
const GAMES = new URL(TREE === "en" ? "../../games/" : `../../${TREE}/games/`, import.meta.url).href;
// The language of the page's text: a page not translated yet keeps English on its article.
const TEXT = document.querySelector("article[lang]")?.lang || TREE;

// Where the engine's rule links lead (same-page anchors on the game's own rules page), and
// the language the engine answers in.
function page(game) {
  const here = game && document.querySelector(`[id^="${CSS.escape(game)}."]`) ? game : null;
  return { here, base: GAMES, lang: TEXT };
}

function ask(engine, fn, args, game = null) {
  return engine.call(fn, args, page(game));
}

/** @returns {Promise<{ok: true, html: string, problems: string[], error: ?EngineError} | Refusal>} */
export function runExample(engine, game, text) {
  return ask(engine, "run_example", { game, text }, game);
}

/** @returns {Promise<{ok: true, html: string, breakdown: object} | Refusal>} */
export function calculate(engine, game, text) {
  return ask(engine, "calculate", { game, text }, game);
}

/**
 * One click on a calculator's sheet ("noop" redraws a sheet typed as JSON).
 * @returns {Promise<{ok: true, payload: unknown, editor: string, html?: string, score_error?: EngineError} | Refusal>}
 */
export function calculatorEdit(engine, game, text, action) {
  return ask(engine, "calculator_edit", { game, text, action }, game);
}

/** @returns {Promise<{ok: true, stdout: string, problem: ?EngineError} | Refusal>} */
export function runPython(engine, code) {
  return ask(engine, "run_python", { code });
}

/** @returns {Promise<({ok: true} & TutorialInfo) | Refusal>} */
export function tutorialInfo(engine, game) {
  return ask(engine, "tutorial_info", { game });
}

/** @param {Progress} progress @returns {Promise<({ok: true} & Table & Step) | Refusal>} */
export function tutorialView(engine, game, progress) {
  return ask(engine, "tutorial_view", { game, progress });
}

/**
 * @param {Progress} progress
 * @returns {Promise<({ok: true, accepted: true} & Table & Step) | {ok: true, accepted: false, message: string, error: ?EngineError} | Refusal>}
 */
export function tutorialTry(engine, game, progress, move) {
  return ask(engine, "tutorial_try", { game, progress, move });
}

/**
 * A free-play game: the bots play the other seats; the page keeps only the session id.
 * The engine picks the seed (the deck order follows from it) unless `seed` replays a game.
 * @param {?number} [seed]
 * @returns {Promise<({ok: true, session: string, played: Played[], result_html?: string} & Table) | Refusal>}
 */
export function freePlayStart(engine, game, options, seat, bot, seed = null) {
  return ask(engine, "free_play_start", { game, options, seat, bot, seed });
}

/** @returns {Promise<({ok: true, played: Played[], result_html?: string} & Table) | Refusal>} */
export function freePlayMove(engine, session, move) {
  return ask(engine, "free_play_move", { session, move });
}
