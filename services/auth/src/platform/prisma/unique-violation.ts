import { Prisma } from '../../generated/prisma/client.js';

/** A unique constraint refused the write (Prisma P2002), e.g. a login key that already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
