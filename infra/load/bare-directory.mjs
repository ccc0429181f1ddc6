// The directory bench's floor: a bare Fastify + pg endpoint that serves GET /api/clinic/approved-clinics by
// running the directory service's very statement (listingStatement, from the service's build) on the same
// database, without the gateway, NATS, Nest, Prisma or the cache. Its pool is as large as Prisma's (pg's 10).
// Usage: bare-directory.mjs <database-url>; prints `listening <port>` once it accepts connections.
import Fastify from 'fastify';
import pg from 'pg';
import { directoryRoutes, DirectoryQuerySchema } from '@hp/contracts';
import {
  directoryResponseOf,
  listingStatement,
} from '../../services/directory/dist/tsc/listings/listing-query.js';

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl) throw new Error('Usage: bare-directory.mjs <database-url>');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });

app.get(directoryRoutes.approvedProviders.path, async (request, reply) => {
  const query = DirectoryQuerySchema.safeParse(request.query);
  if (!query.success) return reply.code(400).send({ message: 'Invalid query' });
  const { text, values } = listingStatement(query.data);
  const { rows } = await pool.query(text, values);
  return directoryResponseOf(rows, query.data);
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
