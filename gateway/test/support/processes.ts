// The process helpers live in the platform's test support, shared with the services' tests.
export { acceptsConnections, freePort, spawnTracked, stopChild, waitFor } from '@hp/service-platform/testing';
