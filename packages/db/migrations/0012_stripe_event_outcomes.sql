ALTER TABLE "stripe_events" ADD COLUMN "outcome" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_outcome" CHECK ("stripe_events"."outcome" IN ('applied', 'ignored', 'person-gone', 'review'));