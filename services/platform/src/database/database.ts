/**
 * The part of a service's Prisma client the platform uses (raw SQL on its own tables `outbox_events` and
 * `processed_events`, transactions). Each service generates its own client; `ServicePlatformModule.forRoot`
 * takes its class as `database`.
 */
export interface SqlClient {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<T>;
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<number>;
}

export interface Database extends SqlClient {
  $transaction<R>(work: (tx: SqlClient) => Promise<R>): Promise<R>;
  $disconnect(): Promise<void>;
}

/** Injection token of the service's database (its Prisma client). */
export const DATABASE = Symbol('DATABASE');

/** A unique constraint refused the write (Prisma P2002), e.g. an e-mail that already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'PrismaClientKnownRequestError' &&
    (error as { code?: unknown }).code === 'P2002'
  );
}

/** Prisma's codes for "no database to talk to": not reachable, timed out, connection closed, too many connections. */
const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2037']);
/** The driver adapter's error kinds for the same (DriverAdapterError.cause.kind). */
const UNREACHABLE_ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/** Socket errors of node-postgres, and Postgres' SQLSTATEs of class 08 (connection) and 57P01-57P03 (shutting down). */
const UNREACHABLE_DRIVER_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE|EHOSTUNREACH|08\w{3}|57P0[123]|53300)$/;
const UNREACHABLE_MESSAGES =
  /Can't reach database server|Connection terminated|Server has closed the connection|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

/**
 * The database cannot be reached (down, restarting, refusing connections), as opposed to a query's own failure:
 * Prisma's P1001/P1002/P1008/P1017/P2037 and initialisation errors, the pg adapter's error kinds, node-postgres'
 * socket errors and Postgres' shutdown codes (57P01 admin shutdown), looked for along the error's causes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current);) {
    seen.add(current);
    const candidate = current as {
      name?: unknown;
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (candidate.name === 'PrismaClientInitializationError') return true;
    if (typeof candidate.code === 'string') {
      if (UNREACHABLE_PRISMA_CODES.has(candidate.code) && String(candidate.name).startsWith('PrismaClient'))
        return true;
      if (UNREACHABLE_DRIVER_CODES.test(candidate.code)) return true;
    }
    if (typeof candidate.kind === 'string' && UNREACHABLE_ADAPTER_KINDS.has(candidate.kind)) return true;
    if (
      candidate.kind === 'postgres' &&
      typeof candidate.code === 'string' &&
      UNREACHABLE_DRIVER_CODES.test(candidate.code)
    )
      return true;
    if (typeof candidate.message === 'string' && UNREACHABLE_MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
