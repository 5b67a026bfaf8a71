ALTER TYPE "public"."refund_reason" ADD VALUE 'duplicate_payment';--> statement-breakpoint
DROP INDEX "refunds_transaction_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "duplicate_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_duplicate_payment_unique" ON "refunds" USING btree ("duplicate_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_transaction_unique" ON "refunds" USING btree ("transaction_id") WHERE "refunds"."duplicate_payment_id" is null;