-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "ReminderKind" AS ENUM ('day_before', 'two_hours');

-- CreateEnum
CREATE TYPE "ReminderStatus" AS ENUM ('scheduled', 'sent', 'cancelled', 'skipped');

-- CreateEnum
CREATE TYPE "ReminderAnswer" AS ENUM ('confirmed', 'cancelled');

-- CreateEnum
CREATE TYPE "Channel" AS ENUM ('email', 'whatsapp', 'sms');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('accepted', 'sent', 'delivered', 'read', 'failed');

-- CreateTable
CREATE TABLE "contacts" (
    "user_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "reminded_consultations" (
    "consultation_id" UUID NOT NULL,
    "patient_id" UUID NOT NULL,
    "clinic_name" TEXT NOT NULL,
    "full_name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "time" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "token_hash" TEXT NOT NULL,
    "answer" "ReminderAnswer",
    "answered_at" TIMESTAMPTZ(3),
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminded_consultations_pkey" PRIMARY KEY ("consultation_id")
);

-- CreateTable
CREATE TABLE "reminders" (
    "id" UUID NOT NULL,
    "consultation_id" UUID NOT NULL,
    "kind" "ReminderKind" NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "status" "ReminderStatus" NOT NULL DEFAULT 'scheduled',
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deliveries" (
    "id" UUID NOT NULL,
    "reminder_id" UUID NOT NULL,
    "channel" "Channel" NOT NULL,
    "status" "DeliveryStatus" NOT NULL,
    "provider_message_id" TEXT,
    "error" TEXT,
    "fallback_due_at" TIMESTAMPTZ(3),
    "fallback_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delivery_status_events" (
    "id" UUID NOT NULL,
    "provider_message_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "error_code" INTEGER,
    "error_title" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "delivery_status_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reminded_consultations_token_hash_key" ON "reminded_consultations"("token_hash");

-- CreateIndex
CREATE INDEX "reminders_status_due_at_idx" ON "reminders"("status", "due_at");

-- CreateIndex
CREATE UNIQUE INDEX "reminders_consultation_id_kind_key" ON "reminders"("consultation_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "deliveries_provider_message_id_key" ON "deliveries"("provider_message_id");

-- CreateIndex
CREATE INDEX "deliveries_channel_status_fallback_due_at_idx" ON "deliveries"("channel", "status", "fallback_due_at");

-- CreateIndex
CREATE UNIQUE INDEX "delivery_status_events_provider_message_id_status_key" ON "delivery_status_events"("provider_message_id", "status");

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_consultation_id_fkey" FOREIGN KEY ("consultation_id") REFERENCES "reminded_consultations"("consultation_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_reminder_id_fkey" FOREIGN KEY ("reminder_id") REFERENCES "reminders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
