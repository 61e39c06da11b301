-- Issue 13: the party-food menu (dishes priced per plate, packages), enquiries for large parties (leads), and
-- per-service details of an order (the food mode, package and opt-in extras).
CREATE TABLE "food_dishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"meal_group_id" uuid NOT NULL,
	"is_dish" smallint NOT NULL,
	"type" varchar(10) GENERATED ALWAYS AS (CASE WHEN is_dish = 1 THEN 'veg' ELSE 'non-veg' END) STORED NOT NULL,
	"plate_price" integer NOT NULL,
	"per_person_qty" integer NOT NULL,
	"unit" varchar(10) NOT NULL,
	"offered_for_delivery" boolean DEFAULT true NOT NULL,
	"offered_for_buffet" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "food_dishes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "food_dishes_plate_price_positive" CHECK ("food_dishes"."plate_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "food_package_items" (
	"package_id" uuid NOT NULL,
	"food_dish_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "food_package_items_package_id_food_dish_id_pk" PRIMARY KEY("package_id","food_dish_id")
);
--> statement-breakpoint
CREATE TABLE "food_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"food_type" varchar(10) NOT NULL,
	"package_type" varchar(20) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(16) NOT NULL,
	"service" varchar(20) NOT NULL,
	"name" text NOT NULL,
	"phone" varchar(10) NOT NULL,
	"event_date" date NOT NULL,
	"guests" integer NOT NULL,
	"budget_per_plate" integer,
	"city" varchar(40) NOT NULL,
	"note" text,
	"status" varchar(12) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "food_dishes" ADD CONSTRAINT "food_dishes_meal_group_id_meal_groups_id_fk" FOREIGN KEY ("meal_group_id") REFERENCES "public"."meal_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_package_items" ADD CONSTRAINT "food_package_items_package_id_food_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."food_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_package_items" ADD CONSTRAINT "food_package_items_food_dish_id_food_dishes_id_fk" FOREIGN KEY ("food_dish_id") REFERENCES "public"."food_dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_dishes_meal_group_idx" ON "food_dishes" USING btree ("meal_group_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");