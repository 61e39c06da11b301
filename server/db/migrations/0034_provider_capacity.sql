CREATE TABLE "provider_availability" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_jobs_per_day" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_availability_max_jobs_check" CHECK ("provider_availability"."max_jobs_per_day" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "provider_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"job_date" date NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_bookings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "provider_bookings_kind_check" CHECK ("provider_bookings"."kind" in ('hold', 'job')),
	CONSTRAINT "provider_bookings_span_check" CHECK ("provider_bookings"."starts_at" < "provider_bookings"."ends_at"),
	CONSTRAINT "provider_bookings_hold_expires_check" CHECK (("provider_bookings"."kind" = 'hold') = ("provider_bookings"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "provider_availability" ADD CONSTRAINT "provider_availability_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bookings" ADD CONSTRAINT "provider_bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bookings" ADD CONSTRAINT "provider_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_bookings_provider_date_idx" ON "provider_bookings" USING btree ("provider_id","job_date");--> statement-breakpoint
CREATE INDEX "provider_bookings_expires_idx" ON "provider_bookings" USING btree ("expires_at") WHERE "provider_bookings"."kind" = 'hold';--> statement-breakpoint
-- Written by hand (drizzle-kit does not model exclusion constraints): one provider's bookings never overlap, the
-- database's own rule, so of two customers racing for a provider's last free time exactly one insert succeeds.
-- btree_gist lets the gist index compare provider_id with =; PGlite is opened with the extension loaded.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "provider_bookings" ADD CONSTRAINT "provider_bookings_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
