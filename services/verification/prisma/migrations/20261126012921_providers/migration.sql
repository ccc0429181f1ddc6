-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "EntityType" AS ENUM ('clinic', 'pharmacy', 'lab');

-- CreateEnum
CREATE TYPE "ProviderStatus" AS ENUM ('pending', 'under_review', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "DecisionAction" AS ENUM ('review_opened', 'approved', 'rejected');

-- CreateTable
CREATE TABLE "providers" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "entity_type" "EntityType" NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "number_of_doctors" INTEGER NOT NULL,
    "specializations" TEXT[],
    "accepts_emi" BOOLEAN NOT NULL,
    "accepts_insurance" BOOLEAN NOT NULL,
    "status" "ProviderStatus" NOT NULL DEFAULT 'pending',
    "licence_key" TEXT,
    "licence_file_name" TEXT,
    "licence_kind" TEXT,
    "licence_size" INTEGER,
    "review_checklist" JSONB NOT NULL DEFAULT '{}',
    "review_notes" TEXT NOT NULL DEFAULT '',
    "review_updated_at" TIMESTAMPTZ(3),
    "review_updated_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_decisions" (
    "id" UUID NOT NULL,
    "provider_id" UUID NOT NULL,
    "action" "DecisionAction" NOT NULL,
    "from_status" "ProviderStatus" NOT NULL,
    "to_status" "ProviderStatus" NOT NULL,
    "note" TEXT,
    "actor_id" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "provider_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "providers_account_id_key" ON "providers"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "providers_licence_key_key" ON "providers"("licence_key");

-- CreateIndex
CREATE INDEX "providers_status_id_idx" ON "providers"("status", "id");

-- CreateIndex
CREATE INDEX "providers_entity_type_id_idx" ON "providers"("entity_type", "id");

-- CreateIndex
CREATE UNIQUE INDEX "providers_entity_type_email_key" ON "providers"("entity_type", "email");

-- CreateIndex
CREATE INDEX "provider_decisions_provider_id_at_idx" ON "provider_decisions"("provider_id", "at");

-- AddForeignKey
ALTER TABLE "provider_decisions" ADD CONSTRAINT "provider_decisions_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
