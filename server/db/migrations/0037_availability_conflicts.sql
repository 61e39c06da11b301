CREATE TABLE "availability_conflicts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"reason" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_conflicts_reason_check" CHECK ("availability_conflicts"."reason" in ('hours', 'time_off', 'pincode'))
);
--> statement-breakpoint
ALTER TABLE "availability_conflicts" ADD CONSTRAINT "availability_conflicts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_conflicts" ADD CONSTRAINT "availability_conflicts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_conflicts_provider_idx" ON "availability_conflicts" USING btree ("provider_id");