import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AdminCodesRepository } from './admin-codes.repository.js';
import { AdminsController } from './admins.controller.js';
import { CreateAdminRegistrationCodeHandler } from './create-admin-registration-code.handler.js';
import { RegisterAdminHandler } from './register-admin.handler.js';

@Module({
  imports: [AccountsModule],
  controllers: [AdminsController],
  providers: [AdminCodesRepository, RegisterAdminHandler, CreateAdminRegistrationCodeHandler],
})
export class AdminsModule {}
