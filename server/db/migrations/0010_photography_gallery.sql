-- Issue 14: photography packages and add-ons, the photos of an order's gallery (storage keys of the original and its
-- WebP renditions, favourites and edit requests) and revocable, expiring share links for guests.
CREATE TABLE "gallery_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "photography_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "photography_addons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "photography_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"occasion" varchar(60) NOT NULL,
	"occasion_group" varchar(20) NOT NULL,
	"price" integer NOT NULL,
	"hours" smallint NOT NULL,
	"photos_min" integer NOT NULL,
	"photos_max" integer NOT NULL,
	"edited_photos" integer NOT NULL,
	"delivery_days" smallint NOT NULL,
	"inclusions" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"addon_slugs" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "photography_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "photography_packages_price_positive" CHECK ("photography_packages"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"web_key" text NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"edit_request" text,
	"edit_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_share_links" ADD CONSTRAINT "gallery_share_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_share_links_order_idx" ON "gallery_share_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "photography_packages_occasion_idx" ON "photography_packages" USING btree ("occasion");--> statement-breakpoint
CREATE INDEX "photos_order_position_idx" ON "photos" USING btree ("order_id","position");