CREATE TABLE "cycle_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"flow" text,
	"symptoms" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_periods_end_after_start" CHECK ("cycle_periods"."end_date" IS NULL OR "cycle_periods"."end_date" >= "cycle_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "cycle_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"discreet_mode" boolean DEFAULT false NOT NULL,
	"period_reminders" boolean DEFAULT true NOT NULL,
	"fertility_reminders" boolean DEFAULT true NOT NULL,
	"symptom_reminders" boolean DEFAULT true NOT NULL,
	"symptom_reminder_time" text DEFAULT '19:00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"target_hours" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fasts_end_after_start" CHECK ("fasts"."end_time" IS NULL OR "fasts"."end_time" > "fasts"."start_time"),
	CONSTRAINT "fasts_target_range" CHECK ("fasts"."target_hours" BETWEEN 1 AND 168)
);
--> statement-breakpoint
CREATE TABLE "meditation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meditation_sessions_duration" CHECK ("meditation_sessions"."duration_seconds" BETWEEN 1 AND 86400)
);
--> statement-breakpoint
CREATE TABLE "meditation_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"show_streak" boolean DEFAULT true NOT NULL,
	"interval_bell_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellbeing_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"mood" smallint NOT NULL,
	"energy" smallint NOT NULL,
	"sleep_quality" smallint NOT NULL,
	"stress" smallint NOT NULL,
	"sleep_hours" real,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wellbeing_checkins_scales" CHECK ("wellbeing_checkins"."mood" BETWEEN 1 AND 5 AND "wellbeing_checkins"."energy" BETWEEN 1 AND 5 AND "wellbeing_checkins"."sleep_quality" BETWEEN 1 AND 5 AND "wellbeing_checkins"."stress" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "fasting_settings" ADD COLUMN "milestones" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fasting_settings" ADD COLUMN "hydration_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fasting_settings" ADD COLUMN "daily_reminder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fasting_settings" ADD COLUMN "daily_reminder_time" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "fasting_settings" ADD COLUMN "show_streaks" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fasting_settings" ADD COLUMN "safety_note_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cycle_days" ADD CONSTRAINT "cycle_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_periods" ADD CONSTRAINT "cycle_periods_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_settings" ADD CONSTRAINT "cycle_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fasts" ADD CONSTRAINT "fasts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD CONSTRAINT "meditation_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meditation_settings" ADD CONSTRAINT "meditation_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellbeing_checkins" ADD CONSTRAINT "wellbeing_checkins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_days_user_date_idx" ON "cycle_days" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "cycle_periods_user_start_idx" ON "cycle_periods" USING btree ("user_id","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fasts_user_start_idx" ON "fasts" USING btree ("user_id","start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fasts_one_in_progress_idx" ON "fasts" USING btree ("user_id") WHERE "fasts"."end_time" IS NULL;--> statement-breakpoint
CREATE INDEX "meditation_sessions_user_started_idx" ON "meditation_sessions" USING btree ("user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wellbeing_checkins_user_date_idx" ON "wellbeing_checkins" USING btree ("user_id","date" DESC NULLS LAST);