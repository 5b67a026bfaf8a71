CREATE TYPE "public"."user_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TYPE "public"."category_kind" AS ENUM('event', 'channel', 'both');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('Online Event', 'Pre Recorded');--> statement-breakpoint
CREATE TYPE "public"."repeat_frequency" AS ENUM('daily', 'weekly', 'fortnightly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."channel_event_type" AS ENUM('Pre Recorded Events', 'Live Events', 'Pre Recorded and Live');--> statement-breakpoint
CREATE TYPE "public"."channel_subscription_status" AS ENUM('active', 'cancelled_by_host', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('booked', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percentage', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('pending', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('channel_subscription', 'package_subscription', 'event_booking');--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"tenure" text DEFAULT 'monthly' NOT NULL,
	"commission_live_event_bp" integer DEFAULT 0 NOT NULL,
	"commission_pre_recorded_event_bp" integer DEFAULT 0 NOT NULL,
	"commission_subscription_user_bp" integer DEFAULT 0 NOT NULL,
	"payment_handling_fee_bp" integer DEFAULT 0 NOT NULL,
	"taxation_fee_bp" integer DEFAULT 0 NOT NULL,
	"no_of_channel" integer DEFAULT 0 NOT NULL,
	"max_participant_in_event" integer DEFAULT 0 NOT NULL,
	"max_participant_in_pre_recorded_event" integer DEFAULT 0 NOT NULL,
	"max_subscriber_in_channel" integer DEFAULT 0 NOT NULL,
	"no_of_event_in_channel" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"package_id" integer DEFAULT 1 NOT NULL,
	"phone" text,
	"date_of_birth" date,
	"accept_contact" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"activation_code_hash" text,
	"is_password_reset" boolean DEFAULT false NOT NULL,
	"temp_password_hash" text,
	"temp_password_expires_at" timestamp with time zone,
	"gender" text,
	"city" text,
	"country" text,
	"user_website" text,
	"bio" text,
	"creator_short_desc" text,
	"creator_exp" integer,
	"pic" text,
	"profile_video" text,
	"facebook_link" text,
	"twitter_link" text,
	"linked_link" text,
	"youtube_link" text,
	"instagram_link" text,
	"tiktok_link" text,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"plan_expires_on" timestamp with time zone,
	"provider_customer_id" text,
	"provider_account_id" text,
	"bank_last4" text,
	"bank_sort_code_masked" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"key" text NOT NULL,
	"folder" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"content_type" text,
	"size" bigint,
	"original_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"class_name" text,
	"kind" "category_kind" DEFAULT 'both' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_features" (
	"event_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "event_features_event_id_feature_id_pk" PRIMARY KEY("event_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "event_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"title" text NOT NULL,
	"speaker" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"pic" text,
	"sort" integer NOT NULL,
	CONSTRAINT "event_speakers_slot_range" CHECK ("event_speakers"."sort" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_type" "event_type" NOT NULL,
	"event_date" date,
	"end_date" date,
	"event_time" time,
	"end_time" time,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"ticket_price_pence" integer DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_recurring_event" boolean DEFAULT false NOT NULL,
	"repeat_frequency" "repeat_frequency",
	"repeat_until_date" date,
	"can_cancel" boolean DEFAULT false NOT NULL,
	"cancellation_title" text,
	"cancellation_description" text,
	"channel_id" integer,
	"channel_module_id" integer,
	"is_bulk_event" boolean DEFAULT false NOT NULL,
	"bulk_event_count" integer,
	"bulk_id" integer,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"short_video" text,
	"full_video" text,
	"view_link" text,
	"pre_recorded_duration" integer,
	"max_participants" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"chan_sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_price_non_negative" CHECK ("events"."ticket_price_pence" >= 0),
	CONSTRAINT "events_free_has_no_price" CHECK (not "events"."is_free" or "events"."ticket_price_pence" = 0),
	CONSTRAINT "events_max_participants_non_negative" CHECK ("events"."max_participants" >= 0),
	CONSTRAINT "events_duration_non_negative" CHECK ("events"."pre_recorded_duration" is null or "events"."pre_recorded_duration" >= 0),
	CONSTRAINT "events_bulk_count_range" CHECK ("events"."bulk_event_count" is null or "events"."bulk_event_count" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "paid_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value_pence" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "paid_features_value_non_negative" CHECK ("paid_features"."value_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "channel_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "channel_subscription_status" DEFAULT 'active' NOT NULL,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"from_date" timestamp with time zone DEFAULT now() NOT NULL,
	"to_date" timestamp with time zone,
	"provider_subscription_id" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_pence" integer NOT NULL,
	"event_type" "channel_event_type" NOT NULL,
	"image" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" text,
	"is_monthly_subscription" boolean NOT NULL,
	"is_modular" boolean DEFAULT false NOT NULL,
	"learn1" text,
	"learn2" text,
	"learn3" text,
	"learn4" text,
	"max_subscribers" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_price_non_negative" CHECK ("channels"."price_pence" >= 0),
	CONSTRAINT "channels_max_subscribers_non_negative" CHECK ("channels"."max_subscribers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_module_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"use_channel_image" boolean DEFAULT false NOT NULL,
	"document" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"chan_sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_ref" text NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "booking_status" DEFAULT 'booked' NOT NULL,
	"amount_pence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_amount_non_negative" CHECK ("bookings"."amount_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"value" integer NOT NULL,
	"event_id" integer,
	"channel_id" integer,
	"created_by" integer,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value_positive" CHECK ("discount_codes"."value" > 0),
	CONSTRAINT "discount_codes_percentage_max" CHECK ("discount_codes"."discount_type" <> 'percentage' or "discount_codes"."value" <= 10000),
	CONSTRAINT "discount_codes_single_scope" CHECK ("discount_codes"."event_id" is null or "discount_codes"."channel_id" is null),
	CONSTRAINT "discount_codes_redemptions_within_max" CHECK ("discount_codes"."redemptions" >= 0 and ("discount_codes"."max_redemptions" is null or "discount_codes"."redemptions" <= "discount_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewed_user_id" integer NOT NULL,
	"review" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_not_self" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewed_user_id")
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"nickname" text NOT NULL,
	"card_brand" text,
	"card_last_four" text,
	"exp_month" integer,
	"exp_year" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_last_four_digits" CHECK ("saved_cards"."card_last_four" is null or "saved_cards"."card_last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"transaction_type" "transaction_type" NOT NULL,
	"amount_pence" integer NOT NULL,
	"subtotal_pence" integer DEFAULT 0 NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"tax_pence" integer DEFAULT 0 NOT NULL,
	"handling_pence" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"status" "transaction_status" DEFAULT 'pending' NOT NULL,
	"provider_payment_id" text,
	"provider_checkout_id" text,
	"idempotency_key" text NOT NULL,
	"event_id" integer,
	"channel_id" integer,
	"package_id" integer,
	"booking_id" integer,
	"channel_subscription_id" integer,
	"discount_code_id" integer,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "transactions_amounts_non_negative" CHECK ("transactions"."amount_pence" >= 0 and "transactions"."subtotal_pence" >= 0 and "transactions"."discount_pence" >= 0 and "transactions"."tax_pence" >= 0 and "transactions"."handling_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "complaint_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"query" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sub_title" text,
	"value" text NOT NULL,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"content" text,
	"email" text NOT NULL,
	"mobile" text,
	"source" text NOT NULL,
	"creatortype" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_unsubscribes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mailing_list_remove" boolean DEFAULT false NOT NULL,
	"changed_mind_confirmation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_tutorial_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_tutorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"video_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_features" ADD CONSTRAINT "event_features_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_features" ADD CONSTRAINT "event_features_feature_id_paid_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."paid_features"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schedule" ADD CONSTRAINT "event_schedule_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_speakers" ADD CONSTRAINT "event_speakers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_channel_module_id_channel_modules_id_fk" FOREIGN KEY ("channel_module_id") REFERENCES "public"."channel_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_bulk_id_events_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_modules" ADD CONSTRAINT "channel_modules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_channel_module_id_channel_modules_id_fk" FOREIGN KEY ("channel_module_id") REFERENCES "public"."channel_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewed_user_id_users_id_fk" FOREIGN KEY ("reviewed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_channel_subscription_id_channel_subscriptions_id_fk" FOREIGN KEY ("channel_subscription_id") REFERENCES "public"."channel_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_threads" ADD CONSTRAINT "complaint_threads_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_threads" ADD CONSTRAINT "complaint_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tutorials" ADD CONSTRAINT "video_tutorials_category_id_video_tutorial_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_tutorial_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_unique" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "event_features_feature_idx" ON "event_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "event_schedule_event_idx" ON "event_schedule" USING btree ("event_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "event_speakers_event_slot_unique" ON "event_speakers" USING btree ("event_id","sort");--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "events_channel_idx" ON "events" USING btree ("channel_id","chan_sort_order");--> statement-breakpoint
CREATE INDEX "events_channel_module_idx" ON "events" USING btree ("channel_module_id");--> statement-breakpoint
CREATE INDEX "events_bulk_idx" ON "events" USING btree ("bulk_id");--> statement-breakpoint
CREATE INDEX "events_listing_idx" ON "events" USING btree ("event_type","event_date");--> statement-breakpoint
CREATE INDEX "channel_modules_channel_idx" ON "channel_modules" USING btree ("channel_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_subscriptions_one_active" ON "channel_subscriptions" USING btree ("channel_id","user_id") WHERE "channel_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "channel_subscriptions_user_idx" ON "channel_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "channels_user_idx" ON "channels" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "channels_category_idx" ON "channels" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "document_events_channel_idx" ON "document_events" USING btree ("channel_id","chan_sort_order");--> statement-breakpoint
CREATE INDEX "document_events_module_idx" ON "document_events" USING btree ("channel_module_id");--> statement-breakpoint
CREATE INDEX "document_events_user_idx" ON "document_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_ref_unique" ON "bookings" USING btree ("booking_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active" ON "bookings" USING btree ("event_id","user_id") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_event_idx" ON "bookings" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "favourites_event_idx" ON "favourites" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewed_user_idx" ON "reviews" USING btree ("reviewed_user_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_payment_method_unique" ON "saved_cards" USING btree ("provider_payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_one_default" ON "saved_cards" USING btree ("user_id") WHERE "saved_cards"."is_default";--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_key_unique" ON "transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_checkout_unique" ON "transactions" USING btree ("provider_checkout_id");--> statement-breakpoint
CREATE INDEX "transactions_provider_payment_idx" ON "transactions" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_booking_idx" ON "transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "transactions_channel_subscription_idx" ON "transactions" USING btree ("channel_subscription_id");--> statement-breakpoint
CREATE INDEX "complaint_threads_complaint_idx" ON "complaint_threads" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "mailing_unsubscribes_email_idx" ON "mailing_unsubscribes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "video_tutorials_category_idx" ON "video_tutorials" USING btree ("category_id","sort");