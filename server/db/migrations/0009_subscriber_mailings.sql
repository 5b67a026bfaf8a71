CREATE TABLE "subscriber_mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer,
	"type" text NOT NULL,
	"type_id" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_recipient_id" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriber_mailings" ADD CONSTRAINT "subscriber_mailings_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_mailings_target_idx" ON "subscriber_mailings" USING btree ("type","type_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriber_mailings_pending_idx" ON "subscriber_mailings" USING btree ("status","id");