CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'running' NOT NULL,
	"added" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_status" CHECK ("imports"."status" IN ('running', 'completed', 'failed', 'undone')),
	CONSTRAINT "imports_file_name_length" CHECK (char_length("imports"."file_name") <= 200)
);
--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "cycle_days" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "cycle_days" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "cycle_periods" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "cycle_periods" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "height_import_id" uuid;--> statement-breakpoint
ALTER TABLE "weight_entries" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "weight_entries" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_created_idx" ON "imports" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lab_results_user_import_idx" ON "lab_results" USING btree ("user_id","import_id");--> statement-breakpoint
CREATE INDEX "cycle_days_user_import_idx" ON "cycle_days" USING btree ("user_id","import_id");--> statement-breakpoint
CREATE INDEX "cycle_periods_user_import_idx" ON "cycle_periods" USING btree ("user_id","import_id");--> statement-breakpoint
CREATE INDEX "meditation_sessions_user_import_idx" ON "meditation_sessions" USING btree ("user_id","import_id");--> statement-breakpoint
CREATE INDEX "weight_entries_user_import_idx" ON "weight_entries" USING btree ("user_id","import_id");