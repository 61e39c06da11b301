CREATE TABLE "chat_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid,
	"staff_id" uuid,
	"provider_id" uuid,
	"last_read_message_id" bigint,
	"muted" boolean DEFAULT false NOT NULL,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_members_one_principal" CHECK (num_nonnulls("chat_members"."user_id", "chat_members"."staff_id", "chat_members"."provider_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"kind" varchar(10) DEFAULT 'text' NOT NULL,
	"sender_user_id" uuid,
	"sender_staff_id" uuid,
	"sender_provider_id" uuid,
	"text" text DEFAULT '' NOT NULL,
	"image_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_id" varchar(64),
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_kind_check" CHECK ("chat_messages"."kind" in ('text', 'system')),
	CONSTRAINT "chat_messages_one_sender" CHECK (num_nonnulls("chat_messages"."sender_user_id", "chat_messages"."sender_staff_id", "chat_messages"."sender_provider_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"message_id" bigint NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" text NOT NULL,
	"event_id" uuid,
	"order_id" uuid,
	"customer_user_id" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_kind_check" CHECK ("chat_rooms"."kind" in ('event', 'support', 'order'))
);
--> statement-breakpoint
CREATE TABLE "chat_stream_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_stream_tickets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_staff_id_staff_id_fk" FOREIGN KEY ("sender_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_provider_id_providers_id_fk" FOREIGN KEY ("sender_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" ADD CONSTRAINT "chat_stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_members_room_user_uq" ON "chat_members" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_members_room_staff_uq" ON "chat_members" USING btree ("room_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_members_room_provider_uq" ON "chat_members" USING btree ("room_id","provider_id");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_id_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_user_client_uq" ON "chat_messages" USING btree ("sender_user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_staff_client_uq" ON "chat_messages" USING btree ("sender_staff_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_provider_client_uq" ON "chat_messages" USING btree ("sender_provider_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_message_reporter_uq" ON "chat_reports" USING btree ("message_id","reporter_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_event_uq" ON "chat_rooms" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_order_uq" ON "chat_rooms" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_support_customer_uq" ON "chat_rooms" USING btree ("customer_user_id") WHERE "chat_rooms"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "chat_stream_tickets_expires_idx" ON "chat_stream_tickets" USING btree ("expires_at");