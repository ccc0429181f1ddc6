// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Mantine's styles, per component, in Mantine's order whatever order they reach the page in. Applied by
 * federation.js to every front end, to two kinds of file:
 *
 * - `@mantine/core/esm/**\/<Name>.module.mjs`, the class names of one component (its component module imports it):
 *   it also imports `@mantine/core/styles/<Name>.css`. So a build carries the stylesheets of exactly the components
 *   it uses, tree-shaken with their code, and no list of them is kept by hand.
 * - `@mantine/core/styles/<Name>.css`: wrapped in the cascade layer `mantine.<Name>`. Pages, areas and chunks bring
 *   stylesheets in whatever order they load, and some must come after others (Button's after UnstyledButton's);
 *   `styles/mantine-layers.css`, first on every page, declares the layers in Mantine's own order, and that order holds
 *   whatever the order of the stylesheets. Our own (unlayered) CSS comes after all of them.
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
export default function mantineStylesInOrder(source) {
  const file = this.resourcePath;
  if (file.endsWith('.css')) return `@layer ${mantineLayerOf(file)} {\n${source}\n}\n`;
  const [packageRoot] = file.split(`${path.sep}esm${path.sep}`);
  const stylesheet = path.join(
    /** @type {string} */ (packageRoot),
    'styles',
    `${path.basename(file, '.module.mjs')}.css`,
  );
  // Mantine has changed how it lays out its styles: better a failed build than unstyled components.
  if (!fs.existsSync(stylesheet))
    throw new Error(`${file} has no stylesheet at ${stylesheet} (see mantine-styles-loader.js)`);
  return `${source}\nimport ${JSON.stringify(stylesheet)};\n`;
}

/** `.../@mantine/core/styles/Button.css` -> `mantine.Button`. @param {string} stylesheet */
export const mantineLayerOf = (stylesheet) => `mantine.${path.basename(stylesheet, '.css')}`;
