ALTER TABLE "packages" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "line_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_current_version_unique" ON "packages" USING btree (coalesce("line_id", "id")) WHERE "packages"."retired_at" is null;