CREATE TABLE "insight_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"tz" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"statistics" jsonb NOT NULL,
	"narrative" text,
	"narrative_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "insight_reports" ADD CONSTRAINT "insight_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_reports_user_created_idx" ON "insight_reports" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);