// `@hp/contracts/server`: what only the gateway, the services and infra need, kept out of the browser's bundle
// (lint stops a remote from importing it). Everything of the browser entry comes along, so a server needs one import.
export * from './index.js';
export * from './common/config.js';
export * from './messaging/streams.js';
export * from './messaging/nats-permissions.js';
