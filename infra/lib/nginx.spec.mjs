import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderTemplate, writeLocalNginxConf } from './nginx.mjs';

describe('nginx config', () => {
  it('refuses a template value it does not have', () => {
    expect(() => renderTemplate({}, 'listen {{PORT}};')).toThrow('no value for {{PORT}}');
  });

  it('renders the template with no placeholder left, loopback only, with the routes', async () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-nginx-'));
    const { conf } = await writeLocalNginxConf({ port: 18081, gatewayPort: 13001, prefix });
    const text = fs.readFileSync(conf, 'utf8');
    expect(text).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(text).toContain('listen 127.0.0.1:18081;');
    expect(text).not.toMatch(/listen (0\.0\.0\.0:)?18081/);
    expect(text).toContain('server 127.0.0.1:13001;');
    expect(text).toContain('daemon off;');
    expect(text).toMatch(/location = \/mfe-registry\.json/);
    expect(text).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(text).toContain('proxy_set_header X-Correlation-Id $hp_correlation_id;');
    fs.rmSync(prefix, { recursive: true, force: true });
  });
});
