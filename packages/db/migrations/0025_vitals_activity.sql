CREATE TABLE "activity_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"steps" integer,
	"active_minutes" integer,
	"steps_source_id" text,
	"active_minutes_source_id" text,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_days_values" CHECK (("activity_days"."steps" IS NULL OR "activity_days"."steps" >= 0) AND ("activity_days"."active_minutes" IS NULL OR "activity_days"."active_minutes" BETWEEN 0 AND 1440))
);
--> statement-breakpoint
CREATE TABLE "blood_pressure_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"systolic" smallint NOT NULL,
	"diastolic" smallint NOT NULL,
	"pulse" smallint,
	"arm" text,
	"position" text,
	"measured_at" timestamp with time zone NOT NULL,
	"note" text,
	"source_id" text,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_pressure_readings_order" CHECK ("blood_pressure_readings"."systolic" > "blood_pressure_readings"."diastolic")
);
--> statement-breakpoint
CREATE TABLE "vital_sign_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" double precision NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"note" text,
	"source_id" text,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vital_sign_readings_kind" CHECK ("vital_sign_readings"."kind" IN ('heartRate', 'spo2', 'temperature'))
);
--> statement-breakpoint
CREATE TABLE "vitals_suggestion_dismissals" (
	"user_id" text NOT NULL,
	"suggestion" text NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vitals_suggestion_dismissals_user_id_suggestion_pk" PRIMARY KEY("user_id","suggestion")
);
--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_pressure_readings" ADD CONSTRAINT "blood_pressure_readings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_sign_readings" ADD CONSTRAINT "vital_sign_readings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals_suggestion_dismissals" ADD CONSTRAINT "vitals_suggestion_dismissals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_days_user_date_idx" ON "activity_days" USING btree ("user_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_days_user_import_idx" ON "activity_days" USING btree ("user_id","import_id");--> statement-breakpoint
CREATE INDEX "blood_pressure_readings_user_measured_idx" ON "blood_pressure_readings" USING btree ("user_id","measured_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blood_pressure_readings_user_import_idx" ON "blood_pressure_readings" USING btree ("user_id","import_id");--> statement-breakpoint
CREATE INDEX "vital_sign_readings_user_measured_idx" ON "vital_sign_readings" USING btree ("user_id","measured_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vital_sign_readings_user_import_idx" ON "vital_sign_readings" USING btree ("user_id","import_id");