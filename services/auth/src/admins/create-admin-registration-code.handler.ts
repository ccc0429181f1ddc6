import { Injectable } from '@nestjs/common';
import { Role, type AdminRegistrationCodeResponse } from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import { AdminCodesRepository } from './admin-codes.repository.js';
import { newRegistrationCode, hashRegistrationCode } from './registration-code.js';

const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** auth.cmd.create-admin-registration-code.v1: an admin invites another admin (one use, 24 h). */
@Injectable()
export class CreateAdminRegistrationCodeHandler {
  constructor(private readonly codes: AdminCodesRepository) {}

  async execute(meta: RpcMeta, now = new Date()): Promise<AdminRegistrationCodeResponse> {
    // The gateway checks the role as well; a service does not rely on its callers for that.
    if (!meta.actor) throw new DomainError('AUTH.UNAUTHENTICATED');
    if (meta.actor.role !== Role.Admin) throw new DomainError('AUTH.FORBIDDEN');
    const code = newRegistrationCode();
    const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
    await this.codes.createCode(hashRegistrationCode(code), meta.actor.id, expiresAt);
    return { code, expiresAt: expiresAt.toISOString() };
  }
}
