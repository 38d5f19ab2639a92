-- Names that differ only in case already in the list keep their ids (profiles point at them):
-- all but the oldest get " (2)", " (3)"... so the case-insensitive index can be built.
UPDATE "health_goals" g SET "name" = g."name" || ' (' || d.n || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS n FROM "health_goals") d WHERE g."id" = d."id" AND d.n > 1;--> statement-breakpoint
UPDATE "risk_factors" r SET "name" = r."name" || ' (' || d.n || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS n FROM "risk_factors") d WHERE r."id" = d."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "health_goals" DROP CONSTRAINT "health_goals_name_unique";--> statement-breakpoint
ALTER TABLE "risk_factors" DROP CONSTRAINT "risk_factors_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "health_goals_name_lower_idx" ON "health_goals" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "risk_factors_name_lower_idx" ON "risk_factors" USING btree (lower("name"));
