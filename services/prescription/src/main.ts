import 'reflect-metadata';
import { runService, serviceSettingsOf } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadPrescriptionConfigOrExit } from './config.js';

const config = loadPrescriptionConfigOrExit(process.env);
await runService(AppModule.forRoot(config), serviceSettingsOf('prescription', config));
