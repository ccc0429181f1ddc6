-- AlterTable
ALTER TABLE "listings" ADD COLUMN     "hfr_id" TEXT,
ADD COLUMN     "state" TEXT;
