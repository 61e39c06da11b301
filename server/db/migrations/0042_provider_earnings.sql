CREATE TABLE "provider_bank_accounts" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" varchar(18) NOT NULL,
	"ifsc" varchar(11) NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"order_value_paise" integer,
	"commission_paise" integer,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_earnings_kind_check" CHECK ("provider_earnings"."kind" in ('earning', 'deduction', 'tip', 'payout', 'tds'))
);
--> statement-breakpoint
ALTER TABLE "provider_bank_accounts" ADD CONSTRAINT "provider_bank_accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bank_accounts" ADD CONSTRAINT "provider_bank_accounts_verified_by_staff_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_earnings" ADD CONSTRAINT "provider_earnings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_earnings" ADD CONSTRAINT "provider_earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_earnings" ADD CONSTRAINT "provider_earnings_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_earnings_order_earning_uq" ON "provider_earnings" USING btree ("order_id") WHERE "provider_earnings"."kind" = 'earning';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_earnings_order_tds_uq" ON "provider_earnings" USING btree ("order_id") WHERE "provider_earnings"."kind" = 'tds';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_earnings_refund_uq" ON "provider_earnings" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_earnings_order_cash_uq" ON "provider_earnings" USING btree ("order_id") WHERE "provider_earnings"."kind" = 'deduction' and "provider_earnings"."refund_id" is null;--> statement-breakpoint
CREATE INDEX "provider_earnings_provider_created_idx" ON "provider_earnings" USING btree ("provider_id","created_at");