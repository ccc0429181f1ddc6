import base from '../jest.config.base.js';

// Page tests render React into a DOM; a test that needs node APIs says `@jest-environment node`.
export default base({ testEnvironment: 'jsdom' });
