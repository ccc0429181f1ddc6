// @hp/ui's account screens and fields carry texts that are translated in the catalogue of whichever area renders them
// (linguiConfig({ withUi: true }) in the area's lingui.config.js). An area that imports such a part without it shows
// those texts in English on a Hindi page; nothing else would notice, so this test does.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/paths.mjs';

const UI_SRC = path.join(ROOT, 'shell', 'ui', 'src');
const AREAS = fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));
/** Lingui's ways of marking a text: macros, message descriptors, components. */
const HAS_TEXTS = /\/\*i18n\*\/|\bmsg`|\bt`|<Trans\b|<Plural\b|\bi18n\._\(|useLingui\b/;

/** @param {string} dir @returns {string[]} */
const sourcesUnder = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && !file.split(path.sep).includes('test'))
    .map((file) => path.join(dir, file));

/** A module of @hp/ui from a relative specifier. @param {string} from @param {string} specifier */
function resolveUi(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
}

/** Whether a module of @hp/ui, or one it imports, marks texts. @param {string} file @param {Set<string>} seen */
function carriesTexts(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (HAS_TEXTS.test(source)) return true;
  return [...source.matchAll(/from '(\.[^']+)'/g)].some(([, specifier]) => {
    const imported = resolveUi(file, /** @type {string} */ (specifier));
    return imported !== undefined && carriesTexts(imported, seen);
  });
}

/** The names @hp/ui exports from modules that carry texts (from its index, kit excluded: `export *` of plain parts). */
function namesWithTexts() {
  const index = path.join(UI_SRC, 'index.ts');
  const names = new Set();
  for (const [, list, specifier] of fs.readFileSync(index, 'utf8').matchAll(/export \{([^}]+)\} from '([^']+)'/g)) {
    const module = resolveUi(index, /** @type {string} */ (specifier));
    if (module && carriesTexts(module))
      for (const name of /** @type {string} */ (list).split(','))
        if (!name.trim().startsWith('type ')) names.add(name.trim());
  }
  return names;
}

/** The names an area imports from @hp/ui. @param {string} area */
function importedFromUi(area) {
  return new Set(
    sourcesUnder(path.join(ROOT, area, 'src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@hp\/ui'/g)].flatMap(([, list]) =>
        /** @type {string} */ (list)
          .split(',')
          .map((name) => name.trim().replace(/^type\s+/, ''))
          .filter(Boolean),
      ),
    ),
  );
}

describe("@hp/ui's texts are translated where they are shown", () => {
  const withTexts = namesWithTexts();

  it('finds the parts of @hp/ui that carry texts (the account screens and fields, not the kit)', () => {
    expect([...withTexts]).toEqual(expect.arrayContaining(['LoginScreen', 'PasswordRecoveryScreen', 'PhoneField']));
    expect(withTexts.has('Button')).toBe(false);
  });

  it.each(AREAS)('%s translates them in its catalogue if it imports one', async (area) => {
    const used = [...importedFromUi(area)].filter((name) => withTexts.has(name));
    const config = (await import(pathToFileURL(path.join(ROOT, area, 'lingui.config.js')).href)).default;
    const includes = config.catalogs.flatMap((/** @type {{ include: string[] }} */ c) => c.include);
    const translatesUi = includes.some((dir) => path.resolve(dir) === UI_SRC);
    expect({ area, usesUiTexts: used.length > 0, translatesUi }).toEqual({
      area,
      usesUiTexts: used.length > 0,
      translatesUi: used.length > 0 ? true : translatesUi,
    });
  });
});
