-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "checked_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "orders_status_checked_at_idx" ON "orders"("status", "checked_at");
