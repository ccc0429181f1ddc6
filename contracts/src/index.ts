// The browser's entry: the API's shapes (schemas, routes, subjects, error codes). What only servers need (config
// loading, NATS permissions, JetStream streams) is in ./server.ts, `@hp/contracts/server`, which remotes may not import.
export * from './common/roles.js';
export * from './common/fields.js';
export * from './common/india-time.js';
export * from './common/errors.js';
export * from './common/envelope.js';
export * from './common/files.js';
export * from './messaging/define.js';
export * from './http/route.js';
export * from './auth/schemas.js';
export * from './auth/commands.js';
export * from './auth/subjects.js';
export * from './auth/tokens.js';
export * from './auth/events.js';
export * from './auth/membership.js';
export * from './auth/http.js';
export * from './booking/enquiries.js';
export * from './booking/subjects.js';
export * from './booking/http.js';
export * from './payment/catalogue.js';
export * from './payment/checkout.js';
export * from './payment/subjects.js';
export * from './payment/http.js';
export * from './verification/registration.js';
export * from './http/routes.js';
