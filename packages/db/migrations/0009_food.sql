CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "food_favourites" (
	"user_id" text NOT NULL,
	"food_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_favourites_user_id_food_id_pk" PRIMARY KEY("user_id","food_id")
);
--> statement-breakpoint
CREATE TABLE "food_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"meal" text NOT NULL,
	"food_id" uuid,
	"food_name" text NOT NULL,
	"grams" double precision NOT NULL,
	"servings" double precision,
	"serving" text,
	"energy_kcal" double precision NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbohydrate_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	"fibre_g" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_log_entries_meal" CHECK ("food_log_entries"."meal" IN ('breakfast', 'lunch', 'dinner', 'snacks')),
	CONSTRAINT "food_log_entries_grams" CHECK ("food_log_entries"."grams" > 0 AND "food_log_entries"."grams" <= 5000),
	CONSTRAINT "food_log_entries_servings" CHECK ("food_log_entries"."servings" IS NULL OR "food_log_entries"."servings" > 0)
);
--> statement-breakpoint
CREATE TABLE "food_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"target_source" text DEFAULT 'formula' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_settings_target_source" CHECK ("food_settings"."target_source" IN ('formula', 'adaptive'))
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"energy_kcal" double precision NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbohydrate_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	"fibre_g" double precision NOT NULL,
	"servings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foods_name_length" CHECK (char_length("foods"."name") BETWEEN 1 AND 120),
	CONSTRAINT "foods_energy" CHECK ("foods"."energy_kcal" BETWEEN 0 AND 900),
	CONSTRAINT "foods_nutrients" CHECK ("foods"."protein_g" >= 0 AND "foods"."carbohydrate_g" >= 0 AND "foods"."fat_g" >= 0 AND "foods"."fibre_g" >= 0 AND "foods"."protein_g" + "foods"."carbohydrate_g" + "foods"."fat_g" <= 100 AND "foods"."fibre_g" <= "foods"."carbohydrate_g")
);
--> statement-breakpoint
ALTER TABLE "food_favourites" ADD CONSTRAINT "food_favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_favourites" ADD CONSTRAINT "food_favourites_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_log_entries" ADD CONSTRAINT "food_log_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_log_entries" ADD CONSTRAINT "food_log_entries_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_settings" ADD CONSTRAINT "food_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_favourites_food_idx" ON "food_favourites" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "food_log_entries_user_date_idx" ON "food_log_entries" USING btree ("user_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "food_log_entries_food_idx" ON "food_log_entries" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "foods_starter_name_trgm_idx" ON "foods" USING gin (lower("name") gin_trgm_ops) WHERE "foods"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "foods_custom_name_trgm_idx" ON "foods" USING gin (lower("name") gin_trgm_ops) WHERE "foods"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "foods_starter_name_idx" ON "foods" USING btree (lower("name")) WHERE "foods"."user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "foods_user_name_idx" ON "foods" USING btree ("user_id",lower("name")) WHERE "foods"."user_id" IS NOT NULL;