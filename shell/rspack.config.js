import path from 'node:path';
import { defineHost } from '@hp/shell-sdk/rspack';
import { generatedRegistry } from './scripts/registry.mjs';

const root = path.resolve(import.meta.dirname, '..');
const remotePorts = { marketing: 3201, patient: 3202, provider: 3203, admin: 3204 };

/**
 * In dev, /mfe/<name>/ goes to that remote's dev server; with MFE_FROM_DIST=1 it serves the
 * remote's built dist instead (only the shell is being worked on).
 */
const fromDist = process.env.MFE_FROM_DIST === '1';
const remoteNames = Object.keys(remotePorts);

export default defineHost({
  name: 'shell',
  dir: import.meta.dirname,
  port: 3200,
  title: 'HealthPlus Care',
  description:
    'HealthPlus Care links you with partner clinics, pharmacies and laboratories across India: dental and general healthcare with a yearly membership.',
  // Asks for the area's manifest and entry while the main script is still on its way.
  earlyScript: './early/area-hint.js',
  devServer: {
    proxy: fromDist
      ? []
      : Object.entries(remotePorts).map(([name, port]) => ({
          context: [`/mfe/${name}/`],
          target: `http://127.0.0.1:${port}`,
          pathRewrite: { [`^/mfe/${name}`]: '' },
        })),
    static: fromDist
      ? remoteNames.map((name) => ({
          directory: path.join(root, `mfe-${name}`, 'dist'),
          publicPath: `/mfe/${name}/`,
          watch: false,
        }))
      : false,
    // The registry nginx serves, made afresh from the remotes' src/pages.ts on each load (a new page shows at once).
    setupMiddlewares: (middlewares) => [
      {
        name: 'mfe-registry',
        path: '/mfe-registry.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          generatedRegistry().then(
            (text) => res.end(text),
            (error) => {
              res.statusCode = 500;
              res.end(String(error));
            },
          );
        },
      },
      ...middlewares,
    ],
  },
});
