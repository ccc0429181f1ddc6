import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller.js';

/** Patient, provider and admin accounts: forwarded to services/auth. */
@Module({ controllers: [AccountsController] })
export class AccountsModule {}
