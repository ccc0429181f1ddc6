// The platform's own tests run with the setup every service gets from it (jest-preset.js).
export { default } from './jest-preset.js';
