CREATE TABLE "pro_entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"subscription_type" text,
	"expires_at" timestamp with time zone,
	"status" text NOT NULL,
	"store" text NOT NULL,
	"environment" text,
	"event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_entitlements_status" CHECK ("pro_entitlements"."status" IN ('active', 'cancelled', 'expired')),
	CONSTRAINT "pro_entitlements_type" CHECK ("pro_entitlements"."subscription_type" IS NULL OR "pro_entitlements"."subscription_type" IN ('monthly', 'yearly', 'lifetime'))
);
--> statement-breakpoint
CREATE TABLE "revenuecat_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"app_user_id" text,
	"user_id" text,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenuecat_events_outcome" CHECK ("revenuecat_events"."outcome" IN ('applied', 'ignored', 'unknown-person'))
);
--> statement-breakpoint
ALTER TABLE "pro_entitlements" ADD CONSTRAINT "pro_entitlements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenuecat_events" ADD CONSTRAINT "revenuecat_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pro_entitlements_user_idx" ON "pro_entitlements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revenuecat_events_user_idx" ON "revenuecat_events" USING btree ("user_id","received_at" DESC NULLS LAST);