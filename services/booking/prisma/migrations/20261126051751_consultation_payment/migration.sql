-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'paid', 'partial', 'failed');

-- AlterTable
ALTER TABLE "consultations" ADD COLUMN     "payment_link_id" TEXT,
ADD COLUMN     "payment_status" "PaymentStatus",
ADD COLUMN     "payment_updated_at" TIMESTAMPTZ(3);
