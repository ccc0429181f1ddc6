import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { RegisterUserHandler } from './register-user.handler.js';

@Module({
  controllers: [AccountsController],
  providers: [AccountsRepository, PasswordHasher, RegisterUserHandler],
  exports: [AccountsRepository, PasswordHasher],
})
export class AccountsModule {}
