import { jest } from '@jest/globals';
import { UserRegisteredEventSchema } from '@hp/contracts';
import { DomainError } from '@hp/service-platform';
import { as, fakePasswordHasher } from '../testing/fakes.js';
import { AccountsRepository, LoginKeyTakenError } from './accounts.repository.js';
import { RegisterUserHandler } from './register-user.handler.js';

describe('RegisterUserHandler', () => {
  const command = { name: 'Asha', phone: '9876543210', email: 'asha@example.com', password: 'longenough' };
  const meta = { correlationId: 'corr-1' };

  function setup(createUser: (...args: unknown[]) => Promise<void>) {
    const accounts = { createUser: jest.fn(createUser) };
    const relay = { nudge: jest.fn() };
    const handler = new RegisterUserHandler(as(accounts), as(fakePasswordHasher()), as(relay));
    return { handler, accounts, relay };
  }

  it('stores the hashed password with the user-registered event and answers the new id', async () => {
    const { handler, accounts, relay } = setup(() => Promise.resolve(undefined));

    const answer = await handler.execute(command, meta);

    const [user, event] = accounts.createUser.mock.calls[0] as Parameters<AccountsRepository['createUser']>;
    expect(user).toEqual({
      id: answer.id,
      name: 'Asha',
      phone: '9876543210',
      email: 'asha@example.com',
      passwordHash: 'hash:longenough',
    });
    expect(event.subject).toBe('auth.evt.user-registered.v1');
    expect(event.envelope.correlationId).toBe('corr-1');
    expect(UserRegisteredEventSchema.parse(event.envelope.data)).toMatchObject({
      userId: answer.id,
      email: 'asha@example.com',
    });
    expect(answer.message).toMatch(/Registration successful/);
    expect(relay.nudge).toHaveBeenCalled();
  });

  it('answers AUTH.EMAIL_TAKEN with a clear message when the e-mail has an account', async () => {
    const { handler, relay } = setup(() => Promise.reject(new LoginKeyTakenError()));

    const refusal = handler.execute(command, meta);

    await expect(refusal).rejects.toBeInstanceOf(DomainError);
    await expect(refusal).rejects.toMatchObject({
      code: 'AUTH.EMAIL_TAKEN',
      message: expect.stringContaining('already exists'),
    });
    expect(relay.nudge).not.toHaveBeenCalled();
  });

  it('lets unexpected failures through (they become INTERNAL at the envelope)', async () => {
    const { handler } = setup(() => Promise.reject(new Error('database down')));
    await expect(handler.execute(command, meta)).rejects.toThrow('database down');
  });
});
