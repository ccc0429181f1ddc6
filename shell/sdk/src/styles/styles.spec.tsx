/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import mantineStylesInOrder, { mantineLayerOf } from '../../rspack/mantine-styles-loader.js';
import { cssVariablesResolver, theme } from './theme';

const here = import.meta.dirname;
// The package folder (its main file is cjs/index.cjs or esm/index.mjs).
const mantineStyles = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core')),
  '..',
);

/** What MantineProvider writes into the page for the product's theme: the variables that differ from Mantine's, and its classes. */
function themeVariablesFromMantine() {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>,
  );
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
}

/** Mantine's stylesheets (not its `.layer.css` copies). */
const mantineStylesheets = () =>
  readdirSync(path.join(mantineStyles, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => path.join(mantineStyles, 'styles', file));
/** Those of them that styles/page.css puts on every page rather than a component. */
const PAGE_WIDE = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** CSS without comments and formatting (prettier's layout and quotes do not count). */
const normalized = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,:])\s*/g, '$1')
    .replace(/'/g, '"')
    .replace(/;}/g, '}')
    .trim();

describe('the page-wide CSS', () => {
  it("styles/theme-variables.css holds exactly what MantineProvider writes for the product's theme", () => {
    const committed = readFileSync(path.join(here, 'theme-variables.css'), 'utf8');
    // Its variables and the visibleFrom / hiddenFrom classes, media queries included. If this fails after a theme or
    // Mantine change, write the received CSS into theme-variables.css.
    expect(normalized(committed)).toBe(normalized(themeVariablesFromMantine()));
  });

  it("styles/mantine-layers.css declares a layer for each of Mantine's stylesheets, in the order of its styles.css", () => {
    const full = readFileSync(path.join(mantineStyles, 'styles.css'), 'utf8');
    const inMantineOrder = mantineStylesheets()
      .map((file) => ({ file, at: full.indexOf(readFileSync(file, 'utf8').trim().slice(0, 200)) }))
      .sort((a, b) => a.at - b.at)
      .map(({ file }) => mantineLayerOf(file));
    const declared = /@layer([^;]+);/
      .exec(readFileSync(path.join(here, 'mantine-layers.css'), 'utf8'))?.[1]
      ?.split(',')
      .map((name) => name.trim());
    expect(declared).toEqual(inMantineOrder);
  });

  it("mantine-styles-loader.js adds every Mantine component stylesheet to the module of that component's classes", () => {
    const stylesheets = mantineStylesheets()
      .filter((file) => !PAGE_WIDE.includes(path.basename(file)))
      .sort();
    const classModules = readdirSync(path.join(mantineStyles, 'esm'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.mjs'))
      .map((file) => path.join(mantineStyles, 'esm', file));
    const imported = classModules
      .map((resourcePath) => {
        const source = readFileSync(resourcePath, 'utf8');
        const output = mantineStylesInOrder.call({ resourcePath }, source);
        expect(output.startsWith(source)).toBe(true);
        return JSON.parse(/import ("[^"]+");\n$/.exec(output)?.[1] ?? '""') as string;
      })
      .sort();
    expect(imported).toEqual(stylesheets);
  });
});
