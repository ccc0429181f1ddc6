import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { authEventDefinitions, type RegisterUserRequest, type RegisterUserResponse } from '@hp/contracts';
import { DomainError, newEvent, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import { AccountsRepository, LoginKeyTakenError } from './accounts.repository.js';
import { PasswordHasher } from './password-hasher.js';

/** auth.cmd.register-user.v1: a patient account, announced as auth.evt.user-registered.v1. */
@Injectable()
export class RegisterUserHandler {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordHasher,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(command: RegisterUserRequest, meta: RpcMeta): Promise<RegisterUserResponse> {
    const id = randomUUID();
    const now = new Date();
    const registered = newEvent(
      authEventDefinitions.userRegistered,
      {
        userId: id,
        name: command.name,
        email: command.email,
        phone: command.phone,
        registeredAt: now.toISOString(),
      },
      meta.correlationId,
      now,
    );
    const { password, ...profile } = command;
    const passwordHash = await this.passwords.hash(password);
    try {
      await this.accounts.createUser({ id, ...profile, passwordHash }, registered);
    } catch (error) {
      if (!(error instanceof LoginKeyTakenError)) throw error;
      throw new DomainError(
        'AUTH.EMAIL_TAKEN',
        'An account with this email already exists. Please log in, or register with another email.',
      );
    }
    this.relay.nudge();
    return { message: 'Registration successful. You can now log in with your credentials.', id };
  }
}
