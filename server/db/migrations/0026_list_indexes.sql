CREATE INDEX "users_newest_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_newest_idx" ON "events" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "events"."is_published" and not "events"."is_rejected" and not "events"."is_cancelled" and "events"."active" and "events"."channel_id" is null;--> statement-breakpoint
CREATE INDEX "events_waiting_idx" ON "events" USING btree ("id") WHERE not "events"."is_published" and not "events"."is_rejected" and not "events"."is_cancelled";--> statement-breakpoint
CREATE INDEX "channel_subscriptions_from_date_idx" ON "channel_subscriptions" USING btree ("from_date");--> statement-breakpoint
CREATE INDEX "channels_waiting_idx" ON "channels" USING btree ("id") WHERE not "channels"."is_published" and not "channels"."is_rejected";--> statement-breakpoint
CREATE INDEX "bookings_recent_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_taken_idx" ON "transactions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "transactions"."status" in ('succeeded', 'refunded');