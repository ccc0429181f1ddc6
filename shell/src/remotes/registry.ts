/** One remote in /mfe-registry.json: where its manifest is and which paths it owns. */
export interface RemoteDescriptor {
  /** The remote's federation name (its ModuleFederationPlugin `name`). */
  name: string;
  /** URL of its mf-manifest.json, usually /mfe/<name>/mf-manifest.json. */
  entry: string;
  /** react-router path patterns; a trailing /* owns everything below. */
  routes: string[];
  /** The header links this remote declares (its src/pages.ts), each text in every language. */
  nav?: NavLink[];
}

/** A link in the header's navigation. */
export interface NavLink {
  path: string;
  /** Its text by locale (`en` always there). */
  label: Record<string, string>;
  /** Its place among every remote's links (1 = first). */
  order: number;
  callToAction?: true;
}

export interface Registry {
  remotes: RemoteDescriptor[];
}

export const REGISTRY_URL = '/mfe-registry.json';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isNavLink = (link: unknown): link is NavLink =>
  isRecord(link) &&
  typeof link.path === 'string' &&
  typeof link.order === 'number' &&
  isRecord(link.label) &&
  typeof link.label.en === 'string';

/**
 * Checks the registry's shape by hand: the shell's first load carries no validation library (zod is ~24 KB gzip,
 * and only this small file needed it here).
 */
export function parseRegistry(data: unknown): Registry {
  if (!isRecord(data) || !Array.isArray(data.remotes)) throw new Error(`${REGISTRY_URL}: no "remotes" list`);
  const remotes = data.remotes.map((remote: unknown, index): RemoteDescriptor => {
    const where = `${REGISTRY_URL}: remotes[${index}]`;
    if (!isRecord(remote)) throw new Error(`${where} is not an object`);
    const { name, entry, routes, nav = [] } = remote;
    if (typeof name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(name))
      throw new Error(`${where}.name is not a federation name`);
    if (typeof entry !== 'string' || !entry) throw new Error(`${where}.entry is empty`);
    if (
      !Array.isArray(routes) ||
      !routes.length ||
      !routes.every((r) => typeof r === 'string' && r.startsWith('/'))
    ) {
      throw new Error(`${where}.routes must be paths starting with /`);
    }
    if (!Array.isArray(nav) || !nav.every(isNavLink)) throw new Error(`${where}.nav has a malformed link`);
    return { name, entry, routes: routes as string[], nav };
  });
  return { remotes };
}

/**
 * The registry answer the HTML's early script has already asked for (shell/early/area-hint.js), taken once: a second
 * request would have to go back to the server (the registry is `no-cache`).
 */
function earlyRegistryAnswer(): Promise<Response> | undefined {
  const page = globalThis as { hpEarlyRegistry?: Promise<Response> };
  const answer = page.hpEarlyRegistry;
  delete page.hpEarlyRegistry;
  return answer;
}

/**
 * nginx serves it with `Cache-Control: no-cache`, so a deploy that adds a remote or a route is seen on the next load.
 * The early script's request when there is one (it took the HTML's `<link rel="preload">`), else a request of its own.
 */
export async function fetchRegistry(): Promise<Registry> {
  const response = await (earlyRegistryAnswer()?.catch(() => fetch(REGISTRY_URL)) ?? fetch(REGISTRY_URL));
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  return parseRegistry(await response.json());
}
