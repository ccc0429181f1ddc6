-- CreateEnum
CREATE TYPE "EnquiryKind" AS ENUM ('appointment', 'insurance', 'feedback');

-- CreateTable
CREATE TABLE "enquiries" (
    "id" UUID NOT NULL,
    "kind" "EnquiryKind" NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT,
    "email" TEXT,
    "details" JSONB NOT NULL,
    "correlation_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enquiries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "enquiries_kind_created_at_idx" ON "enquiries"("kind", "created_at");
