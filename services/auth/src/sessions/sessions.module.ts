import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AccessTokenSigner } from './access-token.signer.js';
import { LoginAdminHandler } from './login-admin.handler.js';
import { LoginHandler } from './login.handler.js';
import { LogoutHandler } from './logout.handler.js';
import { RefreshSessionHandler } from './refresh-session.handler.js';
import { SessionIssuer } from './session-issuer.js';
import { SessionRevoker } from './session-revoker.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';

@Module({
  imports: [AccountsModule],
  controllers: [SessionsController],
  providers: [
    AccessTokenSigner,
    SessionsRepository,
    SessionIssuer,
    SessionRevoker,
    LoginHandler,
    LoginAdminHandler,
    RefreshSessionHandler,
    LogoutHandler,
  ],
  exports: [SessionRevoker],
})
export class SessionsModule {}
