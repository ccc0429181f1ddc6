-- CreateIndex
CREATE INDEX "enquiries_created_at_id_idx" ON "enquiries"("created_at", "id");
