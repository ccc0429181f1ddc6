import { DomainError } from '@hp/service-platform';
import { emailLoginKey, loginKey } from './login-key.js';

describe('login keys', () => {
  it('keeps users, each provider kind and admins apart', () => {
    expect(emailLoginKey({ email: 'a@b.co', role: '300' })).toBe('user:a@b.co');
    expect(emailLoginKey({ email: 'a@b.co', role: '400', entityType: 'lab' })).toBe('provider:lab:a@b.co');
    expect(loginKey.admin('9876543210')).toBe('admin:9876543210');
  });

  it('asks providers for their entity type', () => {
    expect(() => emailLoginKey({ email: 'a@b.co', role: '400' })).toThrow(DomainError);
    try {
      emailLoginKey({ email: 'a@b.co', role: '400' });
    } catch (error) {
      expect((error as DomainError).fields).toEqual({ entityType: 'Please select an entity type' });
    }
  });
});
