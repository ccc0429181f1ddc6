import { bearerToken } from './access-token-verifier.js';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, whatever the case of the scheme', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc.def.ghi')).toBe('abc.def.ghi');
  });

  it('ignores other schemes and empty headers', () => {
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('Basic YWRtaW4=')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
  });
});
