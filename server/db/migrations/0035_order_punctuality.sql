ALTER TABLE "orders" ADD COLUMN "on_the_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_location" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_no_show_at" timestamp with time zone;