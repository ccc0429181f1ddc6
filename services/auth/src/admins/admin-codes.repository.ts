import { Injectable } from '@nestjs/common';
import { Role } from '@hp/contracts';
import { loginKey } from '../accounts/login-key.js';
import { PrismaService } from '../database/prisma.service.js';
import { isUniqueViolation } from '@hp/service-platform';

export type AdminRegistration =
  { outcome: 'created'; accountId: string } | { outcome: 'code-invalid' } | { outcome: 'phone-taken' };

export interface AdminRegistrationInput {
  codeHash: string;
  /** The operator's ADMIN_REGISTRATION_CODE: usable once, its use recorded as a row of its own. */
  isOperatorCode: boolean;
  phone: string;
  passwordHash: string;
}

/** Thrown inside the transaction to roll back the code's use. */
class Refused extends Error {
  constructor(readonly outcome: 'code-invalid' | 'phone-taken') {
    super(outcome);
  }
}

@Injectable()
export class AdminCodesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async createCode(codeHash: string, createdById: string, expiresAt: Date): Promise<void> {
    await this.prisma.adminRegistrationCode.create({
      data: { codeHash, source: 'admin', createdById, expiresAt },
    });
  }

  /** Uses the code and creates the admin in one transaction: a refused admin leaves the code unused. */
  async registerAdmin(input: AdminRegistrationInput): Promise<AdminRegistration> {
    try {
      const accountId = await this.prisma.$transaction(async (tx) => {
        const now = new Date();
        if (input.isOperatorCode) {
          try {
            await tx.adminRegistrationCode.create({
              data: { codeHash: input.codeHash, source: 'env', usedAt: now },
            });
          } catch (error) {
            throw isUniqueViolation(error) ? new Refused('code-invalid') : error;
          }
        } else {
          const { count } = await tx.adminRegistrationCode.updateMany({
            where: { codeHash: input.codeHash, source: 'admin', usedAt: null, expiresAt: { gt: now } },
            data: { usedAt: now },
          });
          if (count === 0) throw new Refused('code-invalid');
        }
        try {
          const account = await tx.account.create({
            data: {
              loginKey: loginKey.admin(input.phone),
              role: Role.Admin,
              status: 'approved',
              phone: input.phone,
              passwordHash: input.passwordHash,
            },
          });
          await tx.adminRegistrationCode.update({
            where: { codeHash: input.codeHash },
            data: { usedById: account.id },
          });
          return account.id;
        } catch (error) {
          throw isUniqueViolation(error) ? new Refused('phone-taken') : error;
        }
      });
      return { outcome: 'created', accountId };
    } catch (error) {
      if (error instanceof Refused) return { outcome: error.outcome };
      throw error;
    }
  }
}
