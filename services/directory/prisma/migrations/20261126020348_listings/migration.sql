-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "EntityType" AS ENUM ('clinic', 'pharmacy', 'lab');

-- CreateTable
CREATE TABLE "listings" (
    "provider_id" UUID NOT NULL,
    "entity_type" "EntityType" NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "location_key" TEXT NOT NULL,
    "number_of_doctors" INTEGER NOT NULL,
    "specializations" TEXT[],
    "specialization_keys" TEXT[],
    "accepts_emi" BOOLEAN NOT NULL,
    "accepts_insurance" BOOLEAN NOT NULL,
    "approved_at" TIMESTAMPTZ(3) NOT NULL,
    "seeded" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "listings_pkey" PRIMARY KEY ("provider_id")
);

-- CreateIndex
CREATE INDEX "listings_entity_type_name_provider_id_idx" ON "listings"("entity_type", "name", "provider_id");

-- CreateIndex
CREATE INDEX "listings_entity_type_location_key_name_provider_id_idx" ON "listings"("entity_type", "location_key", "name", "provider_id");

-- CreateIndex
CREATE INDEX "listings_name_trgm_idx" ON "listings" USING GIN ("name" gin_trgm_ops);
