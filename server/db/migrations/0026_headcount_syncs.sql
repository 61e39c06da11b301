CREATE TABLE "headcount_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_guests" integer NOT NULL,
	"to_guests" integer NOT NULL,
	"old_total" integer NOT NULL,
	"new_total" integer NOT NULL,
	"difference" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempt_id" uuid,
	"changes" jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "headcount_syncs" ADD CONSTRAINT "headcount_syncs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "headcount_syncs_one_pending_uq" ON "headcount_syncs" USING btree ("order_id") WHERE "headcount_syncs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "headcount_syncs_attempt_idx" ON "headcount_syncs" USING btree ("attempt_id");