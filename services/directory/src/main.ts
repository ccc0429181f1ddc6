import 'reflect-metadata';
import { runService, serviceSettingsOf } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadDirectoryConfigOrExit } from './config.js';

const config = loadDirectoryConfigOrExit(process.env);
await runService(AppModule.forRoot(config), serviceSettingsOf('directory', config));
