import { describe, expect, it } from '@jest/globals';
import { importedModuleOf } from '../../rspack/pages.js';
import { definePages } from './definePages';

const Page = () => null;

describe("which module a page's load imports (the build lists that module's files in the manifest)", () => {
  it('reads a plain import, with or without a magic comment', () => {
    expect(importedModuleOf(() => import('./RemoteRoutes'))).toBe('./RemoteRoutes');
    expect(importedModuleOf(() => import(/* webpackMode: "eager" */ './definePages'))).toBe('./definePages');
  });

  it('gives nothing for a load that is not one plain import', () => {
    expect(importedModuleOf(() => Promise.resolve({ default: Page }))).toBeUndefined();
    expect(importedModuleOf(() => import('./definePages').then(() => ({ default: Page })))).toBeUndefined();
  });

  it('keeps the declared import beside the page\'s own loader', () => {
    const load = () => Promise.resolve({ default: Page });
    const { pages } = definePages([{ path: '/x', load, meta: { title: { id: 'X' }, description: { id: 'X' } } }]);
    expect(pages[0]?.declaredLoad).toBe(load);
    expect(pages[0]?.load).not.toBe(load);
  });
});
