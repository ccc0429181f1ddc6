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
