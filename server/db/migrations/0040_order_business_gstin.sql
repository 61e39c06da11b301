ALTER TABLE "orders" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_gstin" text;