ALTER TABLE "uploads" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_status_idx" ON "uploads" USING btree ("status","created_at");