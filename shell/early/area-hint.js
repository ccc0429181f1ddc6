// @ts-check
/* global document, location -- a browser script */
/**
 * Runs before the shell's main script has arrived (the HTML loads it `async`; it is about a kilobyte): reads the
 * registry, finds the remote that owns this address and asks the browser for that remote's manifest and entry at
 * once (`<link rel="preload">`). The federation runtime asks for the same two files once the main script has run, and
 * takes the answers already there, instead of starting a chain of round trips only then.
 *
 * The registry is fetched here, once: the shell's `fetchRegistry` takes this answer (`hpEarlyRegistry`) rather than
 * asking again. Only a hint: if anything here fails, or finds nothing, the shell loads the area as it always does.
 * Matching is react-router's for the routes the registry holds (static paths and `/*` splats, case ignored); a route
 * with a `:param` is simply not hinted.
 */
(() => {
  const early = /** @type {{ hpEarlyRegistry?: Promise<Response> }} */ (globalThis);
  const registry = (early.hpEarlyRegistry = fetch('/mfe-registry.json'));

  /** @param {string} href @param {'fetch' | 'script'} as */
  const preload = (href, as) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // As the runtime asks: a fetch() of the manifest (CORS mode, same-origin credentials), a plain <script> entry.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
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
      if (!best) return;
      preload(best.entry, 'fetch');
      // Every remote's entry sits beside its manifest under this name (defineRemote in the SDK's federation.js).
      preload(new URL('remoteEntry.js', new URL(best.entry, location.href)).pathname, 'script');
    })
    .catch(() => undefined);
})();
