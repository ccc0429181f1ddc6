import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, AccessTokenClaimsSchema } from '@hp/contracts';
import { jwtVerify } from 'jose';
import { AccessTokenSigner } from './access-token.signer.js';

describe('AccessTokenSigner', () => {
  const secret = 'a-test-secret-that-is-long-enough-000';
  const signer = new AccessTokenSigner({ JWT_SECRET: secret, ACCESS_TOKEN_TTL_SECONDS: 900 });
  const verify = (token: string) =>
    jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });

  it('signs the contract claims with HS256, issuer, audience and a 15 minute lifetime', async () => {
    const token = await signer.sign({
      accountId: 'acc-1',
      role: '400',
      entityType: 'lab',
      sessionId: 'sid-1',
    });
    const { payload, protectedHeader } = await verify(token);
    expect(protectedHeader.alg).toBe('HS256');
    expect(AccessTokenClaimsSchema.parse(payload)).toMatchObject({
      sub: 'acc-1',
      role: '400',
      entityType: 'lab',
      sid: 'sid-1',
    });
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it('leaves entityType out for users and admins', async () => {
    const { payload } = await verify(
      await signer.sign({ accountId: 'a', role: '500', entityType: null, sessionId: 's' }),
    );
    expect(payload).not.toHaveProperty('entityType');
  });
});
