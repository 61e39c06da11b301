CREATE TABLE "assignment_queue" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"outcome" varchar(10) DEFAULT 'pending' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "provider_offers_order_provider_unique" UNIQUE("order_id","provider_id"),
	CONSTRAINT "provider_offers_outcome_check" CHECK ("provider_offers"."outcome" in ('pending', 'accepted', 'declined', 'lapsed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "assignment_queue" ADD CONSTRAINT "assignment_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_offers" ADD CONSTRAINT "provider_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_offers" ADD CONSTRAINT "provider_offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_offers_provider_pending_idx" ON "provider_offers" USING btree ("provider_id") WHERE "provider_offers"."outcome" = 'pending';