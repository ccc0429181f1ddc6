-- The admins' search (trigram GIN index on consultations.search_text) needs pg_trgm.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "ConsultationStatus" AS ENUM ('pending', 'approved', 'rejected', 'cancelled');

-- CreateEnum
CREATE TYPE "AlternativeStatus" AS ENUM ('offered', 'accepted', 'declined', 'expired');

-- CreateEnum
CREATE TYPE "ConsultationAction" AS ENUM ('approved', 'rejected', 'alternative_accepted', 'alternative_declined', 'alternative_expired');

-- CreateTable
CREATE TABLE "clinics" (
    "provider_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "specializations" TEXT[],
    "number_of_doctors" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "clinics_pkey" PRIMARY KEY ("provider_id")
);

-- CreateTable
CREATE TABLE "clinic_places" (
    "clinic_id" UUID NOT NULL,
    "place" SMALLINT NOT NULL,

    CONSTRAINT "clinic_places_pkey" PRIMARY KEY ("clinic_id","place")
);

-- CreateTable
CREATE TABLE "slot_places" (
    "clinic_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "start_minute" SMALLINT NOT NULL,
    "taken" SMALLINT NOT NULL,

    CONSTRAINT "slot_places_pkey" PRIMARY KEY ("clinic_id","day","start_minute")
);

-- CreateTable
CREATE TABLE "consultations" (
    "id" UUID NOT NULL,
    "patient_id" UUID NOT NULL,
    "clinic_id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "start_minute" SMALLINT NOT NULL,
    "status" "ConsultationStatus" NOT NULL DEFAULT 'pending',
    "held_day" DATE,
    "held_minute" SMALLINT,
    "alternative_day" DATE,
    "alternative_minute" SMALLINT,
    "alternative_status" "AlternativeStatus",
    "alternative_expires_at" TIMESTAMPTZ(3),
    "alternative_answered_at" TIMESTAMPTZ(3),
    "admin_note" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "decided_by" TEXT,
    "search_text" TEXT NOT NULL,
    "correlation_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consultations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consultation_decisions" (
    "id" UUID NOT NULL,
    "consultation_id" UUID NOT NULL,
    "action" "ConsultationAction" NOT NULL,
    "from_status" "ConsultationStatus" NOT NULL,
    "to_status" "ConsultationStatus" NOT NULL,
    "note" TEXT,
    "alternative_day" DATE,
    "alternative_minute" SMALLINT,
    "actor_id" TEXT,
    "actor_role" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consultation_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consultation_counters" (
    "status" "ConsultationStatus" NOT NULL,
    "shard" SMALLINT NOT NULL,
    "count" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "consultation_counters_pkey" PRIMARY KEY ("status","shard")
);

-- CreateIndex
CREATE UNIQUE INDEX "clinics_account_id_key" ON "clinics"("account_id");

-- CreateIndex
CREATE INDEX "consultations_patient_id_id_idx" ON "consultations"("patient_id", "id");

-- CreateIndex
CREATE INDEX "consultations_clinic_id_id_idx" ON "consultations"("clinic_id", "id");

-- CreateIndex
CREATE INDEX "consultations_status_id_idx" ON "consultations"("status", "id");

-- CreateIndex
CREATE INDEX "consultations_alternative_status_alternative_expires_at_idx" ON "consultations"("alternative_status", "alternative_expires_at");

-- CreateIndex
CREATE INDEX "consultations_search_text_trgm_idx" ON "consultations" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "consultation_decisions_consultation_id_at_idx" ON "consultation_decisions"("consultation_id", "at");

-- AddForeignKey
ALTER TABLE "clinic_places" ADD CONSTRAINT "clinic_places_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("provider_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "slot_places" ADD CONSTRAINT "slot_places_clinic_id_taken_fkey" FOREIGN KEY ("clinic_id", "taken") REFERENCES "clinic_places"("clinic_id", "place") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("provider_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consultation_decisions" ADD CONSTRAINT "consultation_decisions_consultation_id_fkey" FOREIGN KEY ("consultation_id") REFERENCES "consultations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
