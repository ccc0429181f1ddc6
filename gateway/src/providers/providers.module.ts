import { Module } from '@nestjs/common';
import { UploadsModule } from '../http/uploads/uploads.module.js';
import { RegistrationRoutes } from './registration-routes.js';

/** Providers joining (services/verification): the registration with its licence upload, served by hand. */
@Module({ imports: [UploadsModule], providers: [RegistrationRoutes], exports: [RegistrationRoutes] })
export class ProvidersModule {}
