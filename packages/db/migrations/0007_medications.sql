CREATE TABLE "medication_doses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"medication_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"snoozed_until" timestamp with time zone,
	"stock_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_doses_status" CHECK ("medication_doses"."status" IN ('taken', 'skipped', 'snoozed')),
	CONSTRAINT "medication_doses_stock_taken" CHECK ("medication_doses"."stock_taken" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"dosage" double precision NOT NULL,
	"dosage_unit" text NOT NULL,
	"instructions" text,
	"times" text[] DEFAULT '{}'::text[] NOT NULL,
	"days_of_week" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reminder_minutes_before" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"stock_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_name_length" CHECK (char_length("medications"."name") BETWEEN 1 AND 100),
	CONSTRAINT "medications_dosage" CHECK ("medications"."dosage" > 0 AND "medications"."dosage" <= 100000),
	CONSTRAINT "medications_instructions_length" CHECK (char_length("medications"."instructions") <= 500),
	CONSTRAINT "medications_times" CHECK (cardinality("medications"."times") <= 12 AND array_to_string("medications"."times", ',') ~ '^(([01][0-9]|2[0-3]):[0-5][0-9](,|$))*$'),
	CONSTRAINT "medications_days_of_week" CHECK ("medications"."days_of_week" <@ ARRAY[1,2,3,4,5,6,7]),
	CONSTRAINT "medications_reminder" CHECK ("medications"."reminder_minutes_before" IS NULL OR "medications"."reminder_minutes_before" BETWEEN 0 AND 1440),
	CONSTRAINT "medications_end_after_start" CHECK ("medications"."end_date" IS NULL OR "medications"."end_date" >= "medications"."start_date"),
	CONSTRAINT "medications_stock" CHECK ("medications"."stock_count" IS NULL OR "medications"."stock_count" BETWEEN 0 AND 100000)
);
--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_doses_user_scheduled_idx" ON "medication_doses" USING btree ("user_id","scheduled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "medication_doses_medication_scheduled_idx" ON "medication_doses" USING btree ("medication_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "medications_user_name_idx" ON "medications" USING btree ("user_id","name","id");