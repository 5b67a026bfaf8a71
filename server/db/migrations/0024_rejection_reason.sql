ALTER TABLE "events" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "rejection_reason" text;