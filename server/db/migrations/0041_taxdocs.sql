CREATE TABLE "tax_document_counters" (
	"series" varchar(3) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "tax_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"number" varchar(16) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"reference_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"place_of_supply" jsonb NOT NULL,
	"intra_state" boolean NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_value_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"advance_adjusted_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_reference_id_tax_documents_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_receipt_payment_uq" ON "tax_documents" USING btree ("payment_id") WHERE "tax_documents"."kind" = 'receipt_voucher';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_uq" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_invoice_order_uq" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'tax_invoice';--> statement-breakpoint
CREATE FUNCTION "tax_documents_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a tax document once issued never changes: a credit note corrects it (CGST Act section 34)';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_never_change" BEFORE UPDATE OR DELETE ON "tax_documents" FOR EACH ROW EXECUTE FUNCTION "tax_documents_never_change"();
