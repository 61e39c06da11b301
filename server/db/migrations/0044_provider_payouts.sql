CREATE TABLE "provider_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_value_paise" integer NOT NULL,
	"commission_paise" integer NOT NULL,
	"earnings_paise" integer NOT NULL,
	"deductions_paise" integer NOT NULL,
	"tips_paise" integer NOT NULL,
	"tds_paise" integer NOT NULL,
	"jobs" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"gateway" varchar(12) NOT NULL,
	"gateway_payout_id" varchar(64),
	"idempotency_key" varchar(36) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"utr" varchar(40),
	"failure_reason" text,
	"run_id" uuid NOT NULL,
	"initiated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "provider_payouts_status_check" CHECK ("provider_payouts"."status" in ('queued', 'processing', 'paid', 'failed', 'reversed')),
	CONSTRAINT "provider_payouts_amount_check" CHECK ("provider_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "provider_payouts" ADD CONSTRAINT "provider_payouts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payouts" ADD CONSTRAINT "provider_payouts_initiated_by_staff_id_fk" FOREIGN KEY ("initiated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payouts_idempotency_uq" ON "provider_payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payouts_gateway_uq" ON "provider_payouts" USING btree ("gateway","gateway_payout_id");--> statement-breakpoint
CREATE INDEX "provider_payouts_provider_idx" ON "provider_payouts" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_payouts_open_idx" ON "provider_payouts" USING btree ("status") WHERE "provider_payouts"."status" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "provider_earnings" ADD CONSTRAINT "provider_earnings_payout_id_provider_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."provider_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_earnings_payout_paid_uq" ON "provider_earnings" USING btree ("payout_id") WHERE "provider_earnings"."kind" = 'payout' and "provider_earnings"."amount_paise" < 0;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_earnings_payout_reversed_uq" ON "provider_earnings" USING btree ("payout_id") WHERE "provider_earnings"."kind" = 'payout' and "provider_earnings"."amount_paise" > 0;--> statement-breakpoint
CREATE INDEX "provider_earnings_payout_idx" ON "provider_earnings" USING btree ("payout_id");