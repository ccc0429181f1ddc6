import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GatewayError } from '../errors/gateway-error.js';
import { ROUTE_TABLE, type RouteTable } from '../routing/contract-routes.js';
import { buildOpenApiDocument } from './openapi-document.js';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of the docs page, served from the swagger-ui-dist package (no CDN: machines may be offline). */
const assets: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(swaggerUiDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: join(swaggerUiDir, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

// A file of its own rather than an inline script, so a strict Content-Security-Policy still allows it.
const initScript = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Healthcare platform API</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;

@Controller('api/docs')
export class DocsController {
  private readonly document: ReturnType<typeof buildOpenApiDocument>;
  private readonly assetCache = new Map<string, Promise<Buffer>>();

  constructor(@Inject(ROUTE_TABLE) routes: RouteTable) {
    this.document = buildOpenApiDocument(routes);
  }

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return page;
  }

  @Get('openapi.json')
  openApi() {
    return this.document;
  }

  @Get('assets/init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init(): string {
    return initScript;
  }

  @Get('assets/:name')
  @Header('cache-control', 'public, max-age=86400')
  async asset(@Param('name') name: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const asset = assets[name];
    if (!asset) throw new GatewayError('NOT_FOUND');
    let content = this.assetCache.get(name);
    if (!content) {
      content = readFile(asset.file);
      this.assetCache.set(name, content);
    }
    void reply.type(asset.type);
    return content;
  }
}
