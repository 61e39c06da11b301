ALTER TABLE "photos" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "photos_order_sha256_idx" ON "photos" USING btree ("order_id","sha256");