// Well-known paths of the repository, resolved from this file so scripts work from any cwd.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (the folder holding the root package.json). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Everything the local scripts create at run time (databases, logs, pid files) lives under here. */
export const DATA_DIR = path.join(ROOT, '.data');
export const RUN_DIR = path.join(DATA_DIR, 'run');

/** @param {...string} parts */
export const fromRoot = (...parts) => path.join(ROOT, ...parts);
/** @param {...string} parts */
export const dataPath = (...parts) => path.join(DATA_DIR, ...parts);
