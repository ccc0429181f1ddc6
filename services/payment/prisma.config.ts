import { defineConfig } from 'prisma/config';

// The database URL is only needed by `prisma migrate deploy` (Kubernetes job); `prisma generate` runs without it.
const localDefault = 'postgresql://postgres:postgres@127.0.0.1:5432/hp_payment';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.PAYMENT_DATABASE_URL ?? localDefault },
});
