// @ts-check
/**
 * Explicit JavaScript compile hints for the chunks a page runs at start-up.
 * CommonJS because next.config.js (plain Node) runs it as `compiler.runAfterProductionCompile`.
 *
 * Why: Chromium streams and parses a script on a background thread but compiles only its top level
 * there; every function is compiled lazily, on the main thread, the first time it is called. Turbopack
 * wraps each module in a factory function, so evaluating the page's modules (and React's first render)
 * compiled ~100 ms of code on the main thread of a loaded machine (a CPU profile of `/delhi` at 4x:
 * 420 ms of self time in the runtime's instantiateModule, its factory calls' lazy compilation). The
 * magic comment `//# allFunctionsCalledOnLoad` on a script's first line (Chromium 136+, V8's explicit
 * compile hints) asks for every function of that file to be compiled eagerly, on the streaming thread,
 * while the script downloads. Other browsers ignore the comment.
 *
 * Which chunks: those a page loads at start-up (`build-manifest.json`: every page's files and the root
 * main files). Chunks loaded later (dynamic imports: menus, dialogs, MUI islands) keep lazy compilation,
 * most of their functions never run. Prepending a comment line changes no behaviour; the file name
 * (Turbopack's content hash of the chunk) stays, which is fine for immutable caching as the step is
 * deterministic. The build ships no browser source maps that the shifted line would break.
 */
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

/** The first line of a hinted chunk. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The start-up JavaScript files of a build: every page's files and the root main files, relative to
 * `distDir` (`static/chunks/...js`).
 * @param {{ pages?: Record<string, string[]>, rootMainFiles?: string[] }} manifest build-manifest.json
 * @returns {string[]} sorted, without duplicates, `.js` only
 */
function startupChunks(manifest) {
  const files = new Set([...Object.values(manifest.pages ?? {}).flat(), ...(manifest.rootMainFiles ?? [])]);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/**
 * Prepends COMPILE_HINT to every start-up chunk of the build in `distDir` that does not have it yet
 * (running twice changes nothing).
 * @param {string} distDir the build output directory (`.next`)
 * @returns {{ hinted: string[], total: number }} files changed now and start-up chunks in all
 * @throws Error when the build manifest is missing or lists a chunk that is not there: a silent
 *   no-op would give up the gain unnoticed.
 */
function addCompileHints(distDir) {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`compile hints: no ${manifestPath}`);
  const chunks = startupChunks(JSON.parse(readFileSync(manifestPath, 'utf8')));
  /** @type {string[]} */
  const hinted = [];
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    if (!existsSync(file)) throw new Error(`compile hints: ${chunk} is in the build manifest but not in ${distDir}`);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    hinted.push(chunk);
  }
  return { hinted, total: chunks.length };
}

module.exports = { COMPILE_HINT, addCompileHints, startupChunks };
