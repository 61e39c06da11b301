CREATE TABLE "sandbox_payouts" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"reference_id" varchar(40) NOT NULL,
	"amount_paise" integer NOT NULL,
	"account_last4" varchar(4) NOT NULL,
	"status" varchar(12) DEFAULT 'processing' NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"utr" varchar(40),
	"failure_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_reference_id_unique" UNIQUE("reference_id")
);
