CREATE TABLE "event_cohosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" uuid,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cohosts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(40) NOT NULL,
	"rsvp_status" varchar(10) NOT NULL,
	"plus_ones" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"whatsapp_opt_in" boolean DEFAULT false NOT NULL,
	"waitlisted" boolean DEFAULT false NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"lucky_draw_opt_out" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"segment" varchar(10) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"text" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'scheduled' NOT NULL,
	"recipients" integer,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_opens" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"whatsapp_opt_in" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_opens_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_wall_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"text" text,
	"width" integer,
	"height" integer,
	"thumb_key" text,
	"web_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_code" varchar(8) NOT NULL,
	"owner_id" uuid NOT NULL,
	"occasion" varchar(40) NOT NULL,
	"title" varchar(30) NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"maps_url" text,
	"host_names" jsonb NOT NULL,
	"template_id" varchar(80),
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"rsvp_deadline" timestamp with time zone,
	"capacity" integer,
	"plus_ones_allowed" smallint DEFAULT 0 NOT NULL,
	"show_guest_list" boolean DEFAULT true NOT NULL,
	"show_count" boolean DEFAULT true NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"purge_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_short_code_unique" UNIQUE("short_code"),
	CONSTRAINT "events_capacity_range" CHECK ("events"."capacity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "lucky_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"prize" text NOT NULL,
	"winners_wanted" smallint NOT NULL,
	"entrants" integer NOT NULL,
	"winner_guest_ids" jsonb NOT NULL,
	"drawn_by" uuid,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_cohosts" ADD CONSTRAINT "event_cohosts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cohosts" ADD CONSTRAINT "event_cohosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_opens" ADD CONSTRAINT "event_opens_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_opens" ADD CONSTRAINT "event_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_wall_items" ADD CONSTRAINT "event_wall_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_wall_items" ADD CONSTRAINT "event_wall_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draws" ADD CONSTRAINT "lucky_draws_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draws" ADD CONSTRAINT "lucky_draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_cohosts_event_idx" ON "event_cohosts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_cohosts_user_idx" ON "event_cohosts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_cohosts_event_user_uq" ON "event_cohosts" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_guests_event_user_uq" ON "event_guests" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_guests_user_idx" ON "event_guests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_messages_event_idx" ON "event_messages" USING btree ("event_id","send_at");--> statement-breakpoint
CREATE INDEX "event_wall_items_event_idx" ON "event_wall_items" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_wall_items_user_idx" ON "event_wall_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_owner_idx" ON "events" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "lucky_draws_event_idx" ON "lucky_draws" USING btree ("event_id","drawn_at");