CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_states" (
	"user_id" text NOT NULL,
	"recommendation_id" uuid NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_on" date,
	"completion_notes" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text DEFAULT '' NOT NULL,
	"progress_step" integer DEFAULT 0 NOT NULL,
	"last_viewed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_states_user_id_recommendation_id_pk" PRIMARY KEY("user_id","recommendation_id")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guideline_title" text NOT NULL,
	"organization" text NOT NULL,
	"guideline_id" text DEFAULT '' NOT NULL,
	"action_type" text NOT NULL,
	"action_details" text NOT NULL,
	"instruction" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"frequency_number" integer DEFAULT 1 NOT NULL,
	"frequency_period" text DEFAULT 'year' NOT NULL,
	"custom_schedule" text DEFAULT '' NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 3 NOT NULL,
	"gender" text DEFAULT 'all' NOT NULL,
	"min_age" integer DEFAULT 18 NOT NULL,
	"max_age" integer DEFAULT 99 NOT NULL,
	"selected_risk_factors" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"selected_health_goals" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"bmi_min" double precision,
	"bmi_max" double precision,
	"activity_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"harms" text DEFAULT '' NOT NULL,
	"net_benefit" text DEFAULT '' NOT NULL,
	"clinical_impact" text DEFAULT '' NOT NULL,
	"practice_points" text DEFAULT '' NOT NULL,
	"clinical_notes" text DEFAULT '' NOT NULL,
	"recommendation_grade" text NOT NULL,
	"evidence_level" text DEFAULT '' NOT NULL,
	"evidence_summary" text DEFAULT '' NOT NULL,
	"research_methods" text DEFAULT '' NOT NULL,
	"study_statistics" text DEFAULT '' NOT NULL,
	"study_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"publication_date" date,
	"last_review_date" date,
	"next_review_date" date,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_guidelines" text[] DEFAULT '{}'::text[] NOT NULL,
	"detailed_instructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_ages" CHECK ("recommendations"."min_age" >= 0 and "recommendations"."max_age" <= 120),
	CONSTRAINT "recommendations_priority" CHECK ("recommendations"."priority" between 1 and 5),
	CONSTRAINT "recommendations_counters" CHECK ("recommendations"."completions" >= 0 and "recommendations"."saves" >= 0 and "recommendations"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_states" ADD CONSTRAINT "recommendation_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_states" ADD CONSTRAINT "recommendation_states_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recommendation_states_recommendation_idx" ON "recommendation_states" USING btree ("recommendation_id");--> statement-breakpoint
CREATE INDEX "recommendations_created_idx" ON "recommendations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);