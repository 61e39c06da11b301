CREATE TABLE "configuration_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(40) NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dish_appliances" (
	"dish_id" uuid NOT NULL,
	"appliance_id" uuid NOT NULL,
	CONSTRAINT "dish_appliances_dish_id_appliance_id_pk" PRIMARY KEY("dish_id","appliance_id")
);
--> statement-breakpoint
CREATE TABLE "dish_cuisines" (
	"dish_id" uuid NOT NULL,
	"cuisine_id" uuid NOT NULL,
	CONSTRAINT "dish_cuisines_dish_id_cuisine_id_pk" PRIMARY KEY("dish_id","cuisine_id")
);
--> statement-breakpoint
CREATE TABLE "dish_ingredients" (
	"dish_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"quantity_per_person" double precision NOT NULL,
	CONSTRAINT "dish_ingredients_dish_id_ingredient_id_pk" PRIMARY KEY("dish_id","ingredient_id")
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"dish_rate" integer NOT NULL,
	"is_dish" smallint NOT NULL,
	"type" varchar(10) GENERATED ALWAYS AS (CASE WHEN is_dish = 1 THEN 'veg' ELSE 'non-veg' END) STORED NOT NULL,
	"needs_gas_burner" boolean DEFAULT true NOT NULL,
	"meal_group_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dishes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"unit" varchar(10) NOT NULL,
	CONSTRAINT "ingredients_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "meal_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meal_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" varchar(16) NOT NULL,
	"user_id" uuid NOT NULL,
	"order_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"event_date" date NOT NULL,
	"slot" varchar(40) NOT NULL,
	"people_count" integer,
	"address" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bill" jsonb NOT NULL,
	"total" integer NOT NULL,
	"advance" integer NOT NULL,
	"balance" integer NOT NULL,
	"note" text,
	"cancellation_policy" text NOT NULL,
	"source" varchar(40),
	"attribution" jsonb,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" varchar(10) NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"client_ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" varchar(10) NOT NULL,
	"client_ip" varchar(64) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" varchar(20) NOT NULL,
	"provider" varchar(40) NOT NULL,
	"recipient" varchar(40) NOT NULL,
	"template" varchar(80),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(20) NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_appliances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"image" text,
	CONSTRAINT "special_appliances_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" varchar(10) NOT NULL,
	"name" text,
	"role" varchar(20) DEFAULT 'customer' NOT NULL,
	"push_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "dish_appliances" ADD CONSTRAINT "dish_appliances_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_appliances" ADD CONSTRAINT "dish_appliances_appliance_id_special_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."special_appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_cuisines" ADD CONSTRAINT "dish_cuisines_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_cuisines" ADD CONSTRAINT "dish_cuisines_cuisine_id_configuration_items_id_fk" FOREIGN KEY ("cuisine_id") REFERENCES "public"."configuration_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD CONSTRAINT "dish_ingredients_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD CONSTRAINT "dish_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_meal_group_id_meal_groups_id_fk" FOREIGN KEY ("meal_group_id") REFERENCES "public"."meal_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configuration_items_type_slug_uq" ON "configuration_items" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "dish_cuisines_cuisine_idx" ON "dish_cuisines" USING btree ("cuisine_id");--> statement-breakpoint
CREATE INDEX "dishes_meal_group_idx" ON "dishes" USING btree ("meal_group_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_created_idx" ON "otp_challenges" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_phone_sent_idx" ON "otp_sends" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "otp_sends_ip_sent_idx" ON "otp_sends" USING btree ("client_ip","sent_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_idx" ON "outbox" USING btree ("recipient","created_at");