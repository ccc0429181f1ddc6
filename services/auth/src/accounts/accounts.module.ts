import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { CreateProviderLoginHandler } from './create-provider-login.handler.js';
import { PasswordHasher } from './password-hasher.js';
import { ProviderApprovedConsumer, ProviderRejectedConsumer } from './provider-status.consumer.js';
import { RegisterUserHandler } from './register-user.handler.js';
import { RemovePendingProviderLoginHandler } from './remove-pending-provider-login.handler.js';

@Module({
  controllers: [AccountsController],
  providers: [
    AccountsRepository,
    PasswordHasher,
    RegisterUserHandler,
    CreateProviderLoginHandler,
    RemovePendingProviderLoginHandler,
    ProviderApprovedConsumer,
    ProviderRejectedConsumer,
  ],
  exports: [AccountsRepository, PasswordHasher],
})
export class AccountsModule {}
