ALTER TABLE "audit_log" ADD COLUMN "actor_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "start_code" varchar(4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_provider_id_providers_id_fk" FOREIGN KEY ("actor_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;