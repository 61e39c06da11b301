ALTER TABLE "otp_challenges" ADD COLUMN "client_key" varchar(80);--> statement-breakpoint
UPDATE "otp_challenges" SET "client_key" = 'ip:' || "client_ip" WHERE "client_key" IS NULL AND "client_ip" IS NOT NULL;
