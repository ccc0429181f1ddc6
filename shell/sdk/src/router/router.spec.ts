/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as router from './router';

describe("the SDK's router", () => {
  it('is what every build gets for react-router-dom (rspack/react-router-dom.js names the same exports)', () => {
    const alias = readFileSync(path.join(import.meta.dirname, '../../rspack/react-router-dom.js'), 'utf8');
    const names = /export \{([^}]*)\} from '@hp\/shell-sdk'/
      .exec(alias)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(names?.sort()).toEqual(Object.keys(router).sort());
  });
});
