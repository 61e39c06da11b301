ALTER TABLE "chat_streams" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_streams" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_streams" ADD COLUMN "console_session_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_streams" ADD COLUMN "console_principal_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_streams" ADD CONSTRAINT "chat_streams_console_session_id_console_sessions_id_fk" FOREIGN KEY ("console_session_id") REFERENCES "public"."console_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_streams_console_principal_idx" ON "chat_streams" USING btree ("console_principal_id","opened_at");--> statement-breakpoint
ALTER TABLE "chat_streams" ADD CONSTRAINT "chat_streams_owner_check" CHECK (("chat_streams"."user_id" is not null and "chat_streams"."session_id" is not null and "chat_streams"."console_session_id" is null) or ("chat_streams"."user_id" is null and "chat_streams"."session_id" is null and "chat_streams"."console_session_id" is not null and "chat_streams"."console_principal_id" is not null));