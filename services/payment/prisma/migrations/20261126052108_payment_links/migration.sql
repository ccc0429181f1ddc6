-- CreateEnum
CREATE TYPE "PaymentLinkStatus" AS ENUM ('pending', 'paid', 'partial', 'failed');

-- CreateTable
CREATE TABLE "payment_links" (
    "reference" TEXT NOT NULL,
    "plural_link_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "consultation_id" UUID NOT NULL,
    "clinic_id" UUID NOT NULL,
    "clinic_account_id" UUID NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "paid_paise" INTEGER NOT NULL DEFAULT 0,
    "status" "PaymentLinkStatus" NOT NULL DEFAULT 'pending',
    "expire_by" TIMESTAMPTZ(3) NOT NULL,
    "plural_order_id" TEXT,
    "failure_reason" TEXT,
    "correlation_id" TEXT NOT NULL,
    "checked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_links_pkey" PRIMARY KEY ("reference")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_links_plural_link_id_key" ON "payment_links"("plural_link_id");

-- CreateIndex
CREATE INDEX "payment_links_clinic_account_id_plural_link_id_idx" ON "payment_links"("clinic_account_id", "plural_link_id");

-- CreateIndex
CREATE INDEX "payment_links_status_created_at_idx" ON "payment_links"("status", "created_at");
