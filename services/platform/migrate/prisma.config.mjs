// The Prisma CLI configuration of every service (hp-prisma-generate passes it): the schema of the service in the
// current folder. Services keep no prisma.config.ts; migrations go through hp-migrate.
import path from 'node:path';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: path.resolve('prisma', 'schema.prisma'),
  migrations: { path: path.resolve('prisma', 'migrations') },
});
