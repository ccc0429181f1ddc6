// Small console helpers: coloured, prefixed lines when stdout is a terminal, plain otherwise.

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const PALETTE = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];

/**
 * @param {number} code ANSI colour
 * @param {string} text
 */
export const color = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = (/** @type {string} */ text) => color(1, text);
export const dim = (/** @type {string} */ text) => color(2, text);
export const red = (/** @type {string} */ text) => color(31, text);
export const green = (/** @type {string} */ text) => color(32, text);
export const yellow = (/** @type {string} */ text) => color(33, text);

/** @type {Map<string, number>} */
const assigned = new Map();
/** A stable colour per prefix name. @param {string} name */
export function prefixColor(name) {
  if (!assigned.has(name)) assigned.set(name, PALETTE[assigned.size % PALETTE.length] ?? 36);
  return /** @type {number} */ (assigned.get(name));
}

/** Width used to align child prefixes. */
let prefixWidth = 10;
/** @param {string} name */
export function formatPrefix(name) {
  prefixWidth = Math.max(prefixWidth, name.length);
  return color(prefixColor(name), `${name.padEnd(prefixWidth)} |`);
}

/**
 * @typedef {{ info(msg: string): void, ok(msg: string): void, warn(msg: string): void, error(msg: string): void, step(msg: string): void }} Logger
 */

/**
 * Logger for the scripts themselves.
 * @param {string} [name]
 * @returns {Logger}
 */
export function createLogger(name = 'hp') {
  const p = () => formatPrefix(name);
  return {
    info: (msg) => console.log(`${p()} ${msg}`),
    ok: (msg) => console.log(`${p()} ${green('✔')} ${msg}`),
    warn: (msg) => console.warn(`${p()} ${yellow('!')} ${yellow(msg)}`),
    error: (msg) => console.error(`${p()} ${red('✖')} ${red(msg)}`),
    step: (msg) => console.log(`${p()} ${bold('▸ ' + msg)}`),
  };
}

/** @param {number} ms */
export function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}
