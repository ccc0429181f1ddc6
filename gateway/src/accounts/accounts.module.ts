import { Module } from '@nestjs/common';
import { SessionRoutes } from './session-routes.js';

/** Patient, provider and admin accounts (services/auth): the session routes the gateway serves by hand. */
@Module({ providers: [SessionRoutes], exports: [SessionRoutes] })
export class AccountsModule {}
