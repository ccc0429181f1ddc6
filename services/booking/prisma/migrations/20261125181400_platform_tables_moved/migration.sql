-- The platform's tables now live in the schema "platform", migrated by the platform itself (hp-migrate applies
-- services/platform/prisma/migrations first). This service's old copies are dropped (what they held was development data).

-- DropTable
DROP TABLE "outbox_events";

-- DropTable
DROP TABLE "processed_events";
