-- CreateTable
CREATE TABLE "memberships" (
    "email" TEXT NOT NULL,
    "member_since" TIMESTAMPTZ(3) NOT NULL,
    "active_until" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "memberships_pkey" PRIMARY KEY ("email")
);

-- CreateTable
CREATE TABLE "membership_purchases" (
    "order_reference" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "paid_at" TIMESTAMPTZ(3) NOT NULL,
    "active_until" TIMESTAMPTZ(3) NOT NULL,
    "previous_active_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "membership_purchases_pkey" PRIMARY KEY ("order_reference")
);

-- CreateIndex
CREATE INDEX "membership_purchases_email_idx" ON "membership_purchases"("email");

-- AddForeignKey
ALTER TABLE "membership_purchases" ADD CONSTRAINT "membership_purchases_email_fkey" FOREIGN KEY ("email") REFERENCES "memberships"("email") ON DELETE RESTRICT ON UPDATE CASCADE;
