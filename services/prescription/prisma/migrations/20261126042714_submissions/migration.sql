-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "PrescriptionType" AS ENUM ('pharmacy', 'lab');

-- CreateEnum
CREATE TYPE "SubmissionStatus" AS ENUM ('pending', 'accepted', 'rejected');

-- CreateTable
CREATE TABLE "approved_providers" (
    "provider_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "entity_type" "PrescriptionType" NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "approved_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "approved_providers_pkey" PRIMARY KEY ("provider_id")
);

-- CreateTable
CREATE TABLE "submissions" (
    "id" UUID NOT NULL,
    "type" "PrescriptionType" NOT NULL,
    "status" "SubmissionStatus" NOT NULL DEFAULT 'pending',
    "provider_id" UUID NOT NULL,
    "provider_account_id" UUID NOT NULL,
    "provider_name" TEXT NOT NULL,
    "provider_email" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "doctor" TEXT NOT NULL,
    "prescribed_date" DATE NOT NULL,
    "patient_id" UUID NOT NULL,
    "username" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "file_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "file_kind" TEXT NOT NULL,
    "file_size" INTEGER NOT NULL,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "submission_decisions" (
    "id" UUID NOT NULL,
    "submission_id" UUID NOT NULL,
    "from_status" "SubmissionStatus" NOT NULL,
    "to_status" "SubmissionStatus" NOT NULL,
    "note" TEXT,
    "actor_id" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "submission_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "approved_providers_account_id_key" ON "approved_providers"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "submissions_file_key_key" ON "submissions"("file_key");

-- CreateIndex
CREATE INDEX "submissions_type_id_idx" ON "submissions"("type", "id");

-- CreateIndex
CREATE INDEX "submissions_status_id_idx" ON "submissions"("status", "id");

-- CreateIndex
CREATE INDEX "submissions_provider_account_id_id_idx" ON "submissions"("provider_account_id", "id");

-- CreateIndex
CREATE INDEX "submissions_patient_id_id_idx" ON "submissions"("patient_id", "id");

-- CreateIndex
CREATE INDEX "submission_decisions_submission_id_at_idx" ON "submission_decisions"("submission_id", "at");

-- AddForeignKey
ALTER TABLE "submission_decisions" ADD CONSTRAINT "submission_decisions_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
