-- AlterTable
ALTER TABLE "providers" ADD COLUMN     "hfr_id" TEXT,
ADD COLUMN     "state" TEXT;
