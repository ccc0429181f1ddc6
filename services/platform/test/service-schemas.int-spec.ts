import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The platform's tables belong to the platform (schema `platform`, its own migrations); a service that declared
// them again would get a second copy in `public` that the platform never reads.
const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const platformTables = ['outbox_events', 'processed_events'];
const read = (...parts: string[]) => fs.readFileSync(path.join(servicesDir, ...parts), 'utf8');

const services = fs
  .readdirSync(servicesDir)
  .filter((name) => fs.existsSync(path.join(servicesDir, name, 'src', 'main.ts')))
  .filter((name) => fs.existsSync(path.join(servicesDir, name, 'prisma', 'schema.prisma')));

describe("the platform's tables", () => {
  it('are declared by the platform in the schema platform', () => {
    const schema = read('platform', 'prisma', 'schema.prisma');
    for (const table of platformTables) {
      expect(schema).toMatch(new RegExp(`@@map\\("${table}"\\)\\s*@@schema\\("platform"\\)`));
    }
    expect(services.length).toBeGreaterThan(0);
  });

  it.each(services)('are not declared by %s', (service) => {
    const schema = read(service, 'prisma', 'schema.prisma');
    for (const table of platformTables) expect(schema).not.toContain(`@@map("${table}")`);
  });
});
