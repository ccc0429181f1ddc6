// The two FHIR clients of fhir-clients.e2e.mjs as a browser loads them, served by a small site of another origin
// than the product's (so that every call they make is a cross-origin one, CORS included):
// - Medplum's MedplumClient: the ESM build of @medplum/core (a devDependency of @hp/infra; the file imports nothing);
// - SMART's fhirclient: the self-contained browser bundle build/fhir-client.min.js (global `FHIR`) of the npm package
//   fhirclient@2.6.3, which is not installed (its isomorphic-webcrypto would add ~395 expo/react-native packages to
//   the lockfile): its tarball is fetched with `npm pack` into .data/test-clients/ once, checked against the pinned
//   integrity, and only that file is read out of it with tar.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const FHIRCLIENT_SPEC = 'fhirclient@2.6.3';
/** `npm view fhirclient@2.6.3 dist.integrity`: the tarball used must be this one. */
export const FHIRCLIENT_INTEGRITY =
  'sha512-CirZixcwWelbkIXxpxlNQx5+ZdJirl6F1s4y4yvA1X7hHAkr9n99aVHaMi0wX+97nATjKQ65X6NB5as/wZoJzg==';
const FHIRCLIENT_TARBALL = 'fhirclient-2.6.3.tgz';
const FHIRCLIENT_BUNDLE = 'package/build/fhir-client.min.js';
/** Where the tarball is kept between runs (.data/ is not versioned). */
export const TEST_CLIENTS_DIR = path.join(ROOT, '.data', 'test-clients');

/** @param {string} file */
const integrityOf = (file) => `sha512-${createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;

/** Why `npm pack` did not leave the tarball, or null when it did. */
function downloadFhirclient() {
  fs.mkdirSync(TEST_CLIENTS_DIR, { recursive: true });
  const packed = spawnSync(
    'npm',
    ['pack', FHIRCLIENT_SPEC, '--pack-destination', TEST_CLIENTS_DIR, '--json'],
    { cwd: TEST_CLIENTS_DIR, encoding: 'utf8', timeout: 120_000, env: process.env },
  );
  if (packed.error) return `npm could not be run: ${packed.error.message}`;
  if (packed.status !== 0)
    return `npm pack exited with ${packed.status}: ${packed.stderr.trim().slice(-1_000) || packed.stdout}`;
  try {
    const [result] = /** @type {{ filename: string }[]} */ (JSON.parse(packed.stdout));
    if (result?.filename !== FHIRCLIENT_TARBALL) return `npm pack answered ${packed.stdout.slice(0, 300)}`;
  } catch {
    return `npm pack's output is not JSON: ${packed.stdout.slice(0, 300)}`;
  }
  return null;
}

/**
 * fhirclient's browser bundle (fhir-client.min.js): from the cached tarball when it is there and whole, else from a
 * fresh `npm pack`. Throws, saying why, when the tarball cannot be had or is not the pinned one.
 */
export function fhirclientBundle() {
  const tarball = path.join(TEST_CLIENTS_DIR, FHIRCLIENT_TARBALL);
  if (!fs.existsSync(tarball) || integrityOf(tarball) !== FHIRCLIENT_INTEGRITY) {
    fs.rmSync(tarball, { force: true });
    const failure = downloadFhirclient();
    if (failure)
      throw new Error(
        `The SMART client ${FHIRCLIENT_SPEC} could not be downloaded into ${TEST_CLIENTS_DIR} ` +
          `(npm pack ${FHIRCLIENT_SPEC}; the npm registry must answer): ${failure}`,
      );
    const got = integrityOf(tarball);
    if (got !== FHIRCLIENT_INTEGRITY)
      throw new Error(
        `${tarball} is not ${FHIRCLIENT_SPEC} as published: its integrity is ${got}, expected ${FHIRCLIENT_INTEGRITY}`,
      );
  }
  const extracted = spawnSync('tar', ['-xzOf', tarball, FHIRCLIENT_BUNDLE], {
    maxBuffer: 32 * 1024 * 1024,
  });
  if (extracted.error || extracted.status !== 0 || !extracted.stdout.length)
    throw new Error(
      `tar could not read ${FHIRCLIENT_BUNDLE} out of ${tarball}: ${extracted.error?.message ?? extracted.stderr.toString()}`,
    );
  return extracted.stdout;
}

/** The ESM build of @medplum/core as installed (exports' "import" entry: dist/esm/index.mjs). */
export function medplumCoreBundle() {
  const commonJsEntry = createRequire(import.meta.url).resolve('@medplum/core');
  return fs.readFileSync(path.join(path.dirname(commonJsEntry), '..', 'esm', 'index.mjs'));
}

/**
 * Runs in the page (its source is written into the page): the two clients behind one small interface, each call
 * listed on the page. `globalThis.fhirClients.<medplum|fhirclient>.search(type, [[name, value], ...])` answers the
 * matching resources of every page; `.read(reference)` the resource a Reference names.
 * @param {{ MedplumClient: any, FHIR: any, productBase: string }} loaded
 */
function installClients({ MedplumClient, FHIR, productBase }) {
  const document = globalThis.document;
  const log = document.getElementById('calls');
  /** @param {string} line */
  const note = (line) => {
    const item = document.createElement('li');
    item.textContent = line;
    log.append(item);
  };
  /** @param {any} answer */
  const summary = (answer) =>
    Array.isArray(answer)
      ? `${answer.length} ${answer.map((resource) => resource.resourceType)[0] ?? 'resources'}`
      : `${answer.resourceType}/${answer.id}${answer.status ? ` (${answer.status})` : ''}`;
  /** @param {string} client @param {string} call @param {() => Promise<any>} run */
  const listed = async (client, call, run) => {
    try {
      const answer = await run();
      note(`${client}: ${call} -> ${summary(answer)}`);
      return answer;
    } catch (error) {
      note(`${client}: ${call} -> failed: ${String(error?.message ?? error)}`);
      throw error;
    }
  };

  // Medplum's defaults: its requests carry credentials and its own X-Medplum header (the product's CORS allows both).
  const medplum = new MedplumClient({ baseUrl: `${productBase}/`, fhirUrlPath: 'fhir/R4', cacheTime: 0 });
  const smart = FHIR.client({ serverUrl: `${productBase}/fhir/R4` });

  globalThis.fhirClients = {
    medplum: {
      /** @param {string} type @param {[string, string][]} params */
      search: (type, params) =>
        listed('MedplumClient', `searchResources ${type}?${new URLSearchParams(params)}`, async () => [
          ...(await medplum.searchResources(type, new URLSearchParams(params))),
        ]),
      /** @param {{ reference: string }} reference */
      read: (reference) =>
        listed('MedplumClient', `readReference ${reference.reference}`, () =>
          medplum.readReference(reference),
        ),
    },
    fhirclient: {
      /** @param {string} type @param {[string, string][]} params */
      search: (type, params) => {
        const url = `${type}?${new URLSearchParams(params)}`;
        return listed('fhirclient', `request ${url}`, () => smart.request(url, { pageLimit: 0, flat: true }));
      },
      /** @param {{ reference: string }} reference */
      read: (reference) =>
        listed('fhirclient', `request ${reference.reference}`, () => smart.request(reference.reference)),
    },
  };

  /**
   * The feed as a slot finder reads it: the manifest, then each Slot file streamed line by line until the slot's line
   * (the rest of the file is not read).
   * @param {string} slotId
   */
  globalThis.feedSlot = async (slotId) => {
    const manifest = await (await fetch(`${productBase}/fhir/$bulk-publish`, { cache: 'no-store' })).json();
    const files = manifest.output.filter((/** @type {{ type: string }} */ file) => file.type === 'Slot');
    for (const file of files) {
      const answer = await fetch(file.url, { cache: 'no-store' });
      if (!answer.ok) throw new Error(`${file.url} answered ${answer.status}`);
      const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
      let rest = '';
      for (;;) {
        const { done, value } = await reader.read();
        rest += value ?? '';
        const lines = done ? [rest] : rest.split('\n');
        rest = done ? '' : (lines.pop() ?? '');
        const line = lines.find((text) => text.includes(`"id":"${slotId}"`));
        if (line) {
          await reader.cancel();
          note(`feed: ${file.url} -> the line of Slot/${slotId}`);
          return { manifest, fileUrl: file.url, slot: JSON.parse(line) };
        }
        if (done) break;
      }
    }
    note(`feed: Slot/${slotId} is in none of ${files.length} Slot files`);
    return { manifest, fileUrl: null, slot: null };
  };
}

/**
 * Starts the other site on a free port of 127.0.0.1 (the product is at `productBase`, e.g. http://localhost:8080):
 * `/` the page with both clients loaded (`globalThis.fhirClients` once ready), `/medplum-core.mjs` and
 * `/fhir-client.min.js` their builds. Throws when a client's build cannot be had.
 * @param {string} productBase
 */
export async function startClientsSite(productBase) {
  const files = new Map([
    ['/medplum-core.mjs', medplumCoreBundle()],
    ['/fhir-client.min.js', fhirclientBundle()],
  ]);
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>FHIR clients on another site</title><link rel="icon" href="data:,">
<style>body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; } li { margin: 0.3rem 0; word-break: break-all; }</style>
</head>
<body>
<h1>FHIR clients on another site</h1>
<p>This page's origin is not the product's; MedplumClient and fhirclient call ${productBase}/fhir/R4 from it.</p>
<ol id="calls"></ol>
<script src="/fhir-client.min.js"></script>
<script type="module">
import { MedplumClient } from '/medplum-core.mjs';
(${installClients.toString()})({ MedplumClient, FHIR: globalThis.FHIR, productBase: ${JSON.stringify(productBase)} });
</script>
</body>
</html>
`;
  const server = http.createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://site').pathname);
    if (file) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(file);
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections(); // the browser's kept-alive ones
      }),
  };
}
