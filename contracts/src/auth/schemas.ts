// The account schemas, one module per journey, so that a page builds only its own form's schemas (a module's schemas
// are all built when it runs): the login page does not build the registration's or the recovery's.
export * from './registration.js';
export * from './login.js';
export * from './session.js';
export * from './recovery.js';
