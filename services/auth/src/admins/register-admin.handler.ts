import { Inject, Injectable } from '@nestjs/common';
import type { MessageResponse, RegisterAdminRequest } from '@hp/contracts';
import { PasswordHasher } from '../accounts/password-hasher.js';
import type { AuthConfig } from '../config.js';
import { DomainError, SERVICE_CONFIG } from '@hp/service-platform';
import { AdminCodesRepository } from './admin-codes.repository.js';
import { hashRegistrationCode, sameHash } from './registration-code.js';

/**
 * auth.cmd.register-admin.v1: only with a one-time registration code, either the operator's
 * ADMIN_REGISTRATION_CODE or one an admin created (24 h).
 */
@Injectable()
export class RegisterAdminHandler {
  private readonly operatorCodeHash: string | undefined;

  constructor(
    private readonly codes: AdminCodesRepository,
    private readonly passwords: PasswordHasher,
    @Inject(SERVICE_CONFIG) config: Pick<AuthConfig, 'ADMIN_REGISTRATION_CODE'>,
  ) {
    this.operatorCodeHash =
      config.ADMIN_REGISTRATION_CODE && hashRegistrationCode(config.ADMIN_REGISTRATION_CODE);
  }

  async execute(command: RegisterAdminRequest): Promise<MessageResponse> {
    const codeHash = hashRegistrationCode(command.registrationCode);
    const result = await this.codes.registerAdmin({
      codeHash,
      isOperatorCode: this.operatorCodeHash !== undefined && sameHash(codeHash, this.operatorCodeHash),
      phone: command.phone,
      passwordHash: await this.passwords.hash(command.password),
    });
    switch (result.outcome) {
      case 'created':
        return { message: 'Admin registered successfully' };
      case 'code-invalid':
        throw new DomainError(
          'AUTH.ADMIN_CODE_INVALID',
          'The admin registration code is not valid, or was used already.',
        );
      case 'phone-taken':
        throw new DomainError('AUTH.PHONE_TAKEN', 'An admin with this phone number already exists.');
    }
  }
}
