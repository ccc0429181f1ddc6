// Console output of the scripts: prefixed lines, coloured on a terminal (node:util styleText, which also honours
// NO_COLOR / FORCE_COLOR), and jest's summary lines read back. node: built-ins only (loaded before npm ci).
import { styleText } from 'node:util';

const PALETTE = /** @type {const} */ ([
  'cyan', 'magenta', 'yellow', 'green', 'blue', 'cyanBright', 'magentaBright', 'yellowBright', 'greenBright', 'blueBright',
]);
const paint = (/** @type {Parameters<typeof styleText>[0]} */ format) => (/** @type {string} */ text) =>
  styleText(format, text, { stream: process.stdout });
export const bold = paint('bold');
export const dim = paint('dim');
export const red = paint('red');
export const green = paint('green');
export const yellow = paint('yellow');

/** @type {Map<string, (text: string) => string>} a stable colour per prefix name */
const prefixColors = new Map();
let prefixWidth = 10;
/** `name       |`, padded to the widest name so far, in the name's colour. @param {string} name */
export function formatPrefix(name) {
  if (!prefixColors.has(name)) prefixColors.set(name, paint(PALETTE[prefixColors.size % PALETTE.length] ?? 'cyan'));
  prefixWidth = Math.max(prefixWidth, name.length);
  return /** @type {(text: string) => string} */ (prefixColors.get(name))(`${name.padEnd(prefixWidth)} |`);
}

/** @typedef {ReturnType<typeof createLogger>} Logger */
export function createLogger(name = 'hp') {
  const p = () => formatPrefix(name);
  return {
    info: (/** @type {string} */ msg) => console.log(`${p()} ${msg}`),
    ok: (/** @type {string} */ msg) => console.log(`${p()} ${green('✔')} ${msg}`),
    warn: (/** @type {string} */ msg) => console.warn(`${p()} ${yellow('!')} ${yellow(msg)}`),
    error: (/** @type {string} */ msg) => console.error(`${p()} ${red('✖')} ${red(msg)}`),
    step: (/** @type {string} */ msg) => console.log(`${p()} ${bold('▸ ' + msg)}`),
  };
}

/** @param {number} ms */
export function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

/**
 * Sums jest's "Tests: ..." summary lines in a command's output (several workspaces may print one each).
 * @param {string} output
 * @returns {{ passed: number, failed: number } | null} null when there is no summary line
 */
export function jestCounts(output) {
  const summaries = [...output.matchAll(/Tests:\s+(.*\d+ total)/g)].map((m) => String(m[1]));
  if (summaries.length === 0) return null;
  const sum = (/** @type {RegExp} */ re) => summaries.reduce((n, s) => n + Number(re.exec(s)?.[1] ?? 0), 0);
  return { passed: sum(/(\d+) passed/), failed: sum(/(\d+) failed/) };
}
