CREATE TABLE "login_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "device_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "login_devices_token_phone_purpose_uq" ON "login_devices" USING btree ("token_hash","phone","purpose");