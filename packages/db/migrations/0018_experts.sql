CREATE TABLE "expert_crisis_counts" (
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expert_crisis_counts_kind_month_pk" PRIMARY KEY("kind","month")
);
--> statement-breakpoint
CREATE TABLE "expert_journey_enrolments" (
	"user_id" text NOT NULL,
	"journey_id" text NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_journey_enrolments_user_id_journey_id_pk" PRIMARY KEY("user_id","journey_id")
);
--> statement-breakpoint
CREATE TABLE "expert_journey_steps" (
	"user_id" text NOT NULL,
	"journey_id" text NOT NULL,
	"step_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"reflection" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_journey_steps_user_id_journey_id_step_id_pk" PRIMARY KEY("user_id","journey_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "expert_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"crisis_kind" text,
	"screened_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_messages_role" CHECK ("expert_messages"."role" IN ('user', 'assistant', 'crisis'))
);
--> statement-breakpoint
CREATE TABLE "expert_safety_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"expert" text NOT NULL,
	"category" text,
	"journey_id" text,
	"share_summaries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_journey_enrolments" ADD CONSTRAINT "expert_journey_enrolments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_journey_steps" ADD CONSTRAINT "expert_journey_steps_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_messages" ADD CONSTRAINT "expert_messages_session_id_expert_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."expert_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_messages" ADD CONSTRAINT "expert_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_safety_plans" ADD CONSTRAINT "expert_safety_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_sessions" ADD CONSTRAINT "expert_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_messages_session_created_idx" ON "expert_messages" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "expert_messages_user_created_idx" ON "expert_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expert_sessions_user_created_idx" ON "expert_sessions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);