CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"dob_day" integer NOT NULL,
	"dob_month" integer NOT NULL,
	"dob_year" integer NOT NULL,
	"line1" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_last4" text NOT NULL,
	"sort_code_masked" text NOT NULL,
	"payouts_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"transaction_id" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_status" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "destination_account_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "transfer_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "destination_account_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "application_fee_pence" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "destination_account_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "application_fee_pence" integer;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "reversed_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfer_reversals_idempotency_unique" ON "sandbox_transfer_reversals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfers_idempotency_unique" ON "sandbox_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_seller_idx" ON "transactions" USING btree ("seller_id","created_at");