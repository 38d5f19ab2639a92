CREATE TABLE "pain_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"regions" jsonb NOT NULL,
	"symptoms" text[] DEFAULT '{}'::text[] NOT NULL,
	"triggers" text[] DEFAULT '{}'::text[] NOT NULL,
	"relief" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pain_entries_regions" CHECK (jsonb_typeof("pain_entries"."regions") = 'array' AND jsonb_array_length("pain_entries"."regions") >= 1),
	CONSTRAINT "pain_entries_note_length" CHECK (char_length("pain_entries"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "pain_entries" ADD CONSTRAINT "pain_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pain_entries_user_occurred_idx" ON "pain_entries" USING btree ("user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);