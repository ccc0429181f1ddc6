import { PrismaDatabase } from '@hp/service-platform';
import { PrismaClient } from '../generated/prisma/client.js';

/** The service's database (NOTIFICATION_DATABASE_URL). Only repositories use it. Connects lazily on the first query. */
export class PrismaService extends PrismaDatabase(PrismaClient) {}
