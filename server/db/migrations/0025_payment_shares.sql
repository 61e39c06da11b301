CREATE TABLE "payment_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(60) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"paid_attempt_id" uuid,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "payment_attempts_one_open_uq";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "share_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_shares_order_idx" ON "payment_shares" USING btree ("order_id","status");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_share_id_payment_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."payment_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_share_uq" ON "payment_attempts" USING btree ("share_id") WHERE "payment_attempts"."status" in ('created', 'pending') and "payment_attempts"."share_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_uq" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" in ('created', 'pending') and "payment_attempts"."share_id" is null;