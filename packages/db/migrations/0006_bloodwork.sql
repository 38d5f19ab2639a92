CREATE TABLE "lab_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"lab" text,
	"code" text,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"canonical_value" double precision NOT NULL,
	"canonical_unit" text NOT NULL,
	"reference_low" double precision,
	"reference_high" double precision,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_value_range" CHECK ("lab_results"."value" >= 0 and "lab_results"."value" <= 100000),
	CONSTRAINT "lab_results_reference_order" CHECK ("lab_results"."reference_low" is null or "lab_results"."reference_high" is null or "lab_results"."reference_low" < "lab_results"."reference_high"),
	CONSTRAINT "lab_results_name_length" CHECK (char_length("lab_results"."name") between 1 and 80),
	CONSTRAINT "lab_results_unit_length" CHECK (char_length("lab_results"."unit") between 1 and 20),
	CONSTRAINT "lab_results_code_length" CHECK (char_length("lab_results"."code") <= 20),
	CONSTRAINT "lab_results_lab_length" CHECK (char_length("lab_results"."lab") <= 120),
	CONSTRAINT "lab_results_note_length" CHECK (char_length("lab_results"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_results_user_taken_idx" ON "lab_results" USING btree ("user_id","taken_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lab_results_user_code_taken_idx" ON "lab_results" USING btree ("user_id","code","taken_at" DESC NULLS LAST);