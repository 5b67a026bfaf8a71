CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."sandbox_card_behaviour" AS ENUM('succeed', 'decline', 'authenticate');--> statement-breakpoint
ALTER TYPE "public"."refund_reason" ADD VALUE 'payment_unfulfilled';--> statement-breakpoint
ALTER TYPE "public"."transaction_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"idempotency_key" text,
	"amount_pence" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"transaction_id" integer,
	"customer_id" text NOT NULL,
	"nickname" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"default_payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" "sandbox_card_behaviour" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"state" text NOT NULL,
	"payment_method_id" text,
	"customer_id" text,
	"transaction_id" integer,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_amounts_non_negative";--> statement-breakpoint
DROP INDEX "transactions_provider_payment_idx";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_subscription_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider" "payment_provider";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reservation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "commission_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "save_card_nickname" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_checkouts_idempotency_unique" ON "sandbox_checkouts" USING btree ("idempotency_key") WHERE "sandbox_checkouts"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_idx" ON "sandbox_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_unique" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_unique" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_transaction_unique" ON "refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_payment_unique" ON "transactions" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "transactions_pending_hold_idx" ON "transactions" USING btree ("event_id","reservation_expires_at") WHERE "transactions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amounts_non_negative" CHECK ("transactions"."amount_pence" >= 0 and "transactions"."subtotal_pence" >= 0 and "transactions"."discount_pence" >= 0 and "transactions"."tax_pence" >= 0 and "transactions"."handling_pence" >= 0 and "transactions"."commission_pence" >= 0);