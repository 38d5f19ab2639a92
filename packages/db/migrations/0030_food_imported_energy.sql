CREATE TABLE "food_imported_energy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kcal" double precision NOT NULL,
	"source_id" text,
	"import_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_imported_energy_kcal" CHECK ("food_imported_energy"."kcal" > 0 AND "food_imported_energy"."kcal" <= 20000)
);
--> statement-breakpoint
ALTER TABLE "food_imported_energy" ADD CONSTRAINT "food_imported_energy_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_imported_energy_user_date_idx" ON "food_imported_energy" USING btree ("user_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "food_imported_energy_user_import_idx" ON "food_imported_energy" USING btree ("user_id","import_id");