// @ts-check
/* global document, location -- a browser script */
/**
 * Runs before the shell's main script has arrived (the HTML loads it `async`; it is about a kilobyte): reads the
 * registry, finds the remote that owns this address, asks for that remote's manifest and (`<link rel="preload">`) its
 * entry, and once the manifest is read, the files of the remote's root and of this page (the manifest's
 * `metaData.pageFiles`, written by the SDK's build). The federation runtime asks for the same files once the main
 * script has run and takes the answers already there, instead of starting a chain of round trips only then.
 *
 * The registry and the manifest are fetched here, once: the shell's `fetchRegistry` takes this registry answer
 * (`hpEarlyRegistry`) and its runtime plugin this manifest answer (`hpEarlyManifest`) rather than asking again (both
 * are `no-cache`, so a second request would go to the server). Only a hint: if anything here fails, or finds nothing,
 * the shell loads the area as it always does. Matching is react-router's for the routes the registry holds (static
 * paths and `/*` splats, case ignored); a route with a `:param` is simply not hinted. A page behind a role is not
 * hinted for a visitor who has never signed in (no session hint cookie), as the remote does not fetch it either: the
 * login page it sends them to is, when the manifest names it (`guest`).
 */
(() => {
  const early = /** @type {{ hpEarlyRegistry?: Promise<Response>, hpEarlyManifest?: { url: string, answer: Promise<Response> } }} */ (
    globalThis
  );
  const registry = (early.hpEarlyRegistry = fetch('/mfe-registry.json'));
  const asked = new Set();

  /** As the runtime asks for them: plain <script> and <link rel="stylesheet"> elements. @param {string} href @param {'script' | 'style'} as */
  const preload = (href, as) => {
    if (asked.has(href)) return;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.append(link);
  };

  /** @param {unknown} list @returns {string[]} */
  const strings = (list) => (Array.isArray(list) ? list.filter((item) => typeof item === 'string') : []);
  const signedInBefore = () => document.cookie.split(';').some((pair) => pair.trim().startsWith('hp_signed_in='));

  /**
   * @param {any} manifest  the remote's mf-manifest.json
   * @param {string} route  the registry's route that matched
   * @param {URL} base  the folder of the remote's files
   */
  const preloadArea = (manifest, route, base) => {
    const root = (Array.isArray(manifest?.exposes) ? manifest.exposes : []).find((/** @type {any} */ e) => e?.name === 'App');
    const allPageFiles = manifest?.metaData?.pageFiles;
    const page = allPageFiles?.[route];
    // A page behind a role sends a visitor who never signed in to its login page (`guest`), whose files are the ones needed.
    const pageFiles = page && (!page.signedIn || signedInBefore()) ? page : typeof page?.guest === 'string' ? allPageFiles[page.guest] : undefined;
    for (const file of [...strings(root?.assets?.css?.sync), ...strings(pageFiles?.css)])
      preload(new URL(file, base).pathname, 'style');
    for (const file of [...strings(root?.assets?.js?.sync), ...strings(pageFiles?.js)])
      preload(new URL(file, base).pathname, 'script');
  };

  /** @param {string} route @param {string} path the address, lower case, without a trailing slash */
  const owns = (route, path) => {
    const pattern = route.toLowerCase();
    if (!pattern.endsWith('/*')) return pattern === path;
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`) || base === '';
  };

  registry
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((/** @type {{ remotes?: { entry?: unknown, routes?: unknown }[] } | null} */ data) => {
      const path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/';
      // A static route beats a splat, a longer splat a shorter one (as react-router ranks them).
      const candidates = (data?.remotes ?? []).flatMap((remote) =>
        Array.isArray(remote.routes) && typeof remote.entry === 'string'
          ? remote.routes
              .filter((route) => typeof route === 'string' && owns(route, path))
              .map((route) => ({ entry: /** @type {string} */ (remote.entry), route: String(route) }))
          : [],
      );
      const rank = (/** @type {string} */ route) => (route.endsWith('/*') ? route.length : Infinity);
      const best = candidates.sort((a, b) => rank(b.route) - rank(a.route))[0];
      if (!best) return undefined;
      const manifestUrl = new URL(best.entry, location.href);
      // As the runtime asks for it: a fetch() in CORS mode with same-origin credentials.
      const answer = fetch(manifestUrl.href);
      early.hpEarlyManifest = { url: manifestUrl.href, answer };
      // Every remote's entry sits beside its manifest under this name (defineRemote in the SDK's federation.js).
      preload(new URL('remoteEntry.js', manifestUrl).pathname, 'script');
      return answer
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((manifest) => preloadArea(manifest, best.route, manifestUrl));
    })
    .catch(() => undefined);
})();
