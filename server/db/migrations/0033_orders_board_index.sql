CREATE INDEX "orders_board_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_board_event_date_idx" ON "orders" USING btree ("event_date","id");--> statement-breakpoint
CREATE INDEX "orders_board_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_board_payment_created_idx" ON "orders" USING btree ("payment_status","created_at","id");