DROP INDEX "reviews_reviewer_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_public_idx" ON "events" USING btree ("event_date","event_time","id") WHERE "events"."is_published" and not "events"."is_cancelled" and "events"."active" and "events"."channel_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_reviewer" ON "reviews" USING btree ("reviewer_id","reviewed_user_id");