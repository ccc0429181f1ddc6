// The host's federation helpers, handed to production remotes through globals (federation.js: `externals`), so that
// each remote's entry does not carry its own copy (about 10 KB gzip each). Required, not imported: the same CommonJS
// modules the host's federation runtime itself uses, so the host's bundle does not grow. First in the host's entry:
// set before any remote's entry can run.
/* eslint-disable @typescript-eslint/no-require-imports -- the point: the very modules the runtime requires */
globalThis.__hpFederationSdk = require('@module-federation/sdk');
globalThis.__hpFederationErrorCodes = require('@module-federation/error-codes');
