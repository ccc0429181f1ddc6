import base from '../../jest.config.base.js';

// Component tests need a DOM; pure modules run in it just as well.
export default base({ testEnvironment: 'jsdom' });
