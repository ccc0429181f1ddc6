import { createGatewayApp } from './app.js';
import { loadGatewayConfigOrExit } from './config.js';

const config = loadGatewayConfigOrExit(process.env);
const app = await createGatewayApp(config);
app.enableShutdownHooks();
await app.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST });
