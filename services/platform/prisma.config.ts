import { defineConfig } from 'prisma/config';

// Only for `prisma generate` of the test client; the platform has no database of its own.
export default defineConfig({ schema: 'prisma/schema.prisma', migrations: { path: 'prisma/migrations' } });
