import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { jsonb, timestamps, userIdColumn } from "./columns.ts";

/** An instruction step as stored (the domain's InstructionStep after validation). */
export interface StoredInstructionStep {
  stepNumber: number;
  title: string;
  description: string;
  image: string;
  estimatedTime: string;
  customTime: string;
  notes: string;
  type: "text" | "checklist" | "preparation" | "action" | "follow-up";
}

/** A preventive-health guideline as the admin writes it (admin-back-office, section 3). */
export const recommendations = pgTable(
  "recommendations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guidelineTitle: text("guideline_title").notNull(),
    organization: text("organization").notNull(),
    guidelineId: text("guideline_id").notNull().default(""),
    actionType: text("action_type").notNull(),
    actionDetails: text("action_details").notNull(),
    instruction: text("instruction").notNull(),
    explanation: text("explanation").notNull().default(""),
    frequencyNumber: integer("frequency_number").notNull().default(1),
    frequencyPeriod: text("frequency_period").notNull().default("year"),
    customSchedule: text("custom_schedule").notNull().default(""),
    isUrgent: boolean("is_urgent").notNull().default(false),
    priority: integer("priority").notNull().default(3),
    gender: text("gender").notNull().default("all"),
    minAge: integer("min_age").notNull().default(18),
    maxAge: integer("max_age").notNull().default(99),
    selectedRiskFactors: uuid("selected_risk_factors").array().notNull().default(sql`'{}'::uuid[]`),
    selectedHealthGoals: uuid("selected_health_goals").array().notNull().default(sql`'{}'::uuid[]`),
    bmiMin: doublePrecision("bmi_min"),
    bmiMax: doublePrecision("bmi_max"),
    activityLevels: text("activity_levels").array().notNull().default(sql`'{}'::text[]`),
    benefits: text("benefits").notNull().default(""),
    harms: text("harms").notNull().default(""),
    netBenefit: text("net_benefit").notNull().default(""),
    clinicalImpact: text("clinical_impact").notNull().default(""),
    practicePoints: text("practice_points").notNull().default(""),
    clinicalNotes: text("clinical_notes").notNull().default(""),
    recommendationGrade: text("recommendation_grade").notNull(),
    evidenceLevel: text("evidence_level").notNull().default(""),
    evidenceSummary: text("evidence_summary").notNull().default(""),
    researchMethods: text("research_methods").notNull().default(""),
    studyStatistics: text("study_statistics").notNull().default(""),
    studyTypes: text("study_types").array().notNull().default(sql`'{}'::text[]`),
    source: text("source").notNull().default(""),
    sourceUrl: text("source_url").notNull().default(""),
    publicationDate: date("publication_date", { mode: "string" }),
    lastReviewDate: date("last_review_date", { mode: "string" }),
    nextReviewDate: date("next_review_date", { mode: "string" }),
    references: jsonb("references")
      .$type<{ citation: string; evidenceLevel: string; url: string }[]>()
      .notNull()
      .default([]),
    relatedGuidelines: text("related_guidelines").array().notNull().default(sql`'{}'::text[]`),
    detailedInstructions: jsonb("detailed_instructions")
      .$type<StoredInstructionStep[]>()
      .notNull()
      .default([]),
    completions: integer("completions").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    views: integer("views").notNull().default(0),
    lastCompletedAt: timestamp("last_completed_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("recommendations_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("recommendations_ages", sql`${t.minAge} >= 0 and ${t.maxAge} <= 120`),
    check("recommendations_priority", sql`${t.priority} between 1 and 5`),
    check(
      "recommendations_counters",
      sql`${t.completions} >= 0 and ${t.saves} >= 0 and ${t.views} >= 0`,
    ),
  ],
);

/**
 * One person's state of one recommendation (learning-devices-commerce, section 3: completed with
 * its date and notes, saved, hidden with a reason, progress); no row means pending.
 */
export const recommendationStates = pgTable(
  "recommendation_states",
  {
    userId: userIdColumn(),
    recommendationId: uuid("recommendation_id")
      .notNull()
      .references(() => recommendations.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The person's own day of the completion, from which the next due date counts. */
    completedOn: date("completed_on", { mode: "string" }),
    completionNotes: text("completion_notes").notNull().default(""),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason").notNull().default(""),
    progressStep: integer("progress_step").notNull().default(0),
    /** When a custom-schedule item is due again, as the person said on completing it. */
    nextDueOn: date("next_due_on", { mode: "string" }),
    /** The last day (UTC) the person opened it: a view counts once per person per day. */
    lastViewedOn: date("last_viewed_on", { mode: "string" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recommendationId] }),
    index("recommendation_states_recommendation_idx").on(t.recommendationId),
  ],
);
