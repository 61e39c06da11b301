CREATE TABLE "decoration_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"max_quantity" smallint DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "decoration_addons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "decoration_product_addons" (
	"product_id" uuid NOT NULL,
	"addon_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "decoration_product_addons_product_id_addon_id_pk" PRIMARY KEY("product_id","addon_id")
);
--> statement-breakpoint
CREATE TABLE "decoration_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120) NOT NULL,
	"category_slug" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"previous_price" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL,
	"inclusions" jsonb NOT NULL,
	"setup_minutes" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "decoration_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "decoration_product_addons" ADD CONSTRAINT "decoration_product_addons_product_id_decoration_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."decoration_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decoration_product_addons" ADD CONSTRAINT "decoration_product_addons_addon_id_decoration_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."decoration_addons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decoration_products_category_idx" ON "decoration_products" USING btree ("category_slug");