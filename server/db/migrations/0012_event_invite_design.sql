ALTER TABLE "events" ADD COLUMN "template_texts" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "custom_image_key" text;