ALTER TABLE "risk_factors" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "welcome_dismissed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Members who completed their profile before the welcome card existed are past their first run.
UPDATE "profiles" SET "welcome_dismissed" = true WHERE "profile_completed" = true;--> statement-breakpoint
UPDATE "risk_factors" SET "category" = 'heart' WHERE "category" IS NULL AND "name" IN ('High blood pressure', 'Type 2 diabetes', 'Prediabetes', 'High cholesterol', 'Cardiovascular risk factors');--> statement-breakpoint
UPDATE "risk_factors" SET "category" = 'weight' WHERE "category" IS NULL AND "name" IN ('Obesity', 'Overweight', 'Physical inactivity');--> statement-breakpoint
UPDATE "risk_factors" SET "category" = 'habits' WHERE "category" IS NULL AND "name" IN ('Smoking', 'Former smoker', 'Heavy alcohol use', 'Chronic stress', 'Short or poor sleep');--> statement-breakpoint
UPDATE "risk_factors" SET "category" = 'family' WHERE "category" IS NULL AND "name" IN ('Family history of heart disease', 'Family history of cancer', 'Family history of breast or ovarian cancer', 'Increased risk of breast cancer');--> statement-breakpoint
UPDATE "risk_factors" SET "category" = 'infections' WHERE "category" IS NULL AND "name" IN ('Sexually active', 'Increased risk of sexually transmitted infections', 'Increased risk of HIV', 'Increased risk of hepatitis B', 'Increased risk of tuberculosis');--> statement-breakpoint
UPDATE "risk_factors" SET "category" = 'other' WHERE "category" IS NULL AND "name" IN ('Increased risk of falls', 'Increased risk of osteoporosis', 'Planning a pregnancy', 'Fair skin');
