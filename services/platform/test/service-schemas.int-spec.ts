import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const platformSchema = fs.readFileSync(path.join(servicesDir, 'platform', 'prisma', 'schema.prisma'), 'utf8');

/** `model X { ... }` blocks of a schema, by name, with blank lines and comments dropped. */
function models(schema: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const body = match[2]!
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, '').trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .join('\n');
    blocks.set(match[1]!, body);
  }
  return blocks;
}

const services = fs
  .readdirSync(servicesDir)
  .filter((name) => fs.existsSync(path.join(servicesDir, name, 'src', 'main.ts')))
  .filter((name) => fs.existsSync(path.join(servicesDir, name, 'prisma', 'schema.prisma')));

describe("every service's schema holds the platform's tables unchanged", () => {
  const expected = models(platformSchema);

  it('knows the platform tables', () => {
    expect([...expected.keys()]).toEqual(['OutboxEvent', 'ProcessedEvent']);
    expect(services.length).toBeGreaterThan(0);
  });

  it.each(services)('%s', (service) => {
    const own = models(fs.readFileSync(path.join(servicesDir, service, 'prisma', 'schema.prisma'), 'utf8'));
    for (const [name, body] of expected) expect(own.get(name)).toBe(body);
  });
});
