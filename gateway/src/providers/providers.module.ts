import { Module } from '@nestjs/common';
import { LicenceUploads } from './licence-uploads.js';
import { RegistrationRoutes } from './registration-routes.js';

/** Providers joining (services/verification): the registration with its licence upload, served by hand. */
@Module({ providers: [LicenceUploads, RegistrationRoutes], exports: [RegistrationRoutes] })
export class ProvidersModule {}
