ALTER TABLE "admin_audit_log" ALTER COLUMN "actor_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "entity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "summary" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "kind" text DEFAULT 'content' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "outcome" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_audit_log_kind_at_idx" ON "admin_audit_log" USING btree ("kind","at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_outcome_check" CHECK ("admin_audit_log"."outcome" in ('success', 'failure', 'refused'));--> statement-breakpoint
-- Entries written before the audit log grew: admins' changes to members' content are moderation.
UPDATE "admin_audit_log" SET "kind" = 'moderation' WHERE "entity" IN ('healthGroup', 'groupMember', 'article', 'featureRequest');
