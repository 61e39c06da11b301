CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"landmark" text,
	"pincode" varchar(6) NOT NULL,
	"city" text,
	"city_slug" text,
	"locality" text,
	"served" boolean NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_label_check" CHECK ("addresses"."label" in ('Home', 'Work', 'Other')),
	CONSTRAINT "addresses_status_check" CHECK ("addresses"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default" and "addresses"."status" = 1;