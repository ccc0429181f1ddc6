import { Injectable } from '@nestjs/common';
import { Role, type AccountStatus, type EntityType, type UserRegisteredEvent } from '@hp/contracts';
import { isUniqueViolation, writeToOutbox, type PendingEvent } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import { toAccount, type Account } from './account.js';
import { loginKey } from './login-key.js';

/** The login key (e-mail for the role, or the admin's phone) already has an account. */
export class LoginKeyTakenError extends Error {
  constructor() {
    super('login key taken');
  }
}

export interface NewUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
}

export interface NewProvider {
  name: string;
  email: string;
  phone: string;
  entityType: EntityType;
  status: AccountStatus;
  passwordHash: string;
}

export interface NewAdmin {
  phone: string;
  passwordHash: string;
}

@Injectable()
export class AccountsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async findByLoginKey(key: string): Promise<Account | null> {
    const row = await this.prisma.account.findUnique({ where: { loginKey: key } });
    return row && toAccount(row);
  }

  async findById(id: string): Promise<Account | null> {
    const row = await this.prisma.account.findUnique({ where: { id } });
    return row && toAccount(row);
  }

  /** Creates the patient account and its user-registered event in one transaction (the outbox publishes it). */
  async createUser(user: NewUser, registered: PendingEvent<UserRegisteredEvent>): Promise<void> {
    await this.translateTaken(
      this.prisma.$transaction(async (tx) => {
        await tx.account.create({
          data: { ...user, loginKey: loginKey.user(user.email), role: Role.User, status: 'approved' },
        });
        await writeToOutbox(tx, registered);
      }),
    );
  }

  /** Provider registration (a later issue) creates providers through this; tests use it too. */
  async createProvider(provider: NewProvider): Promise<Account> {
    const row = await this.translateTaken(
      this.prisma.account.create({
        data: {
          ...provider,
          loginKey: loginKey.provider(provider.entityType, provider.email),
          role: Role.Provider,
        },
      }),
    );
    return toAccount(row);
  }

  /** For the operator's command line; registration with a code goes through AdminCodesRepository. */
  async createAdmin(admin: NewAdmin): Promise<Account> {
    const row = await this.translateTaken(
      this.prisma.account.create({
        data: { ...admin, loginKey: loginKey.admin(admin.phone), role: Role.Admin, status: 'approved' },
      }),
    );
    return toAccount(row);
  }

  /**
   * Removes a provider login that is still pending and never signed in (no session, ever); true if it did. One
   * statement, so a decision or a login arriving meanwhile either comes first (and the login stays) or finds none.
   */
  async removePendingProvider(accountId: string): Promise<boolean> {
    const removed = await this.prisma.$executeRaw`
      DELETE FROM accounts a
      WHERE a.id = ${accountId}::uuid AND a.role = ${Role.Provider} AND a.status = 'pending'
        AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.account_id = a.id)`;
    return removed === 1;
  }

  async updatePassword(accountId: string, passwordHash: string): Promise<void> {
    await this.prisma.account.update({ where: { id: accountId }, data: { passwordHash } });
  }

  private async translateTaken<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      throw isUniqueViolation(error) ? new LoginKeyTakenError() : error;
    }
  }
}
