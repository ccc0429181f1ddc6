/** @jest-environment node */
import { findImportCycles } from '../rspack/importCycles.js';

describe('the front end (shell/, mfe-*/)', () => {
  it('has no import circle: modules import their siblings by path, never back through an index', () => {
    expect(findImportCycles()).toEqual([]);
  });
});
