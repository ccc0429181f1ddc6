/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme';

const here = import.meta.dirname;
// The package folder (its main file is cjs/index.cjs or esm/index.mjs).
const mantineStyles = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core')),
  '..',
);

/** What MantineProvider writes into the page for the product's theme: the variables that differ from Mantine's, and its classes. */
function themeVariablesFromMantine() {
  const html = renderToStaticMarkup(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>);
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
}

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
    const committed = readFileSync(path.join(here, '../styles/theme-variables.css'), 'utf8');
    // Its variables and the visibleFrom / hiddenFrom classes, media queries included. If this fails after a theme or
    // Mantine change, write the received CSS into theme-variables.css.
    expect(normalized(committed)).toBe(normalized(themeVariablesFromMantine()));
  });

  it("library.css imports every Mantine component stylesheet, in the order of Mantine's own styles.css", () => {
    const full = readFileSync(path.join(mantineStyles, 'styles.css'), 'utf8');
    const pageWide = ['baseline.css', 'default-css-variables.css', 'global.css'];
    const components = readdirSync(path.join(mantineStyles, 'styles'))
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css') && !pageWide.includes(file))
      .map((file) => ({
        file,
        at: full.indexOf(
          readFileSync(path.join(mantineStyles, 'styles', file), 'utf8')
            .trim()
            .slice(0, 200),
        ),
      }))
      .sort((a, b) => a.at - b.at)
      .map(({ file }) => `@mantine/core/styles/${file}`);
    const imported = [
      ...readFileSync(path.join(here, 'library.css'), 'utf8').matchAll(/@import '([^']+)'/g),
    ].map((m) => m[1]);
    expect(imported).toEqual([...components, '@mantine/notifications/styles.css']);
  });
});
