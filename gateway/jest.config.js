import base from '../jest.config.base.js';

/** Unit tests beside the code; no servers needed. */
export default base();
