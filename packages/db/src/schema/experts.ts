import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { jsonb, timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

/** A conversation with one expert; `share_summaries` lists the modules the person consented to. */
export const expertSessions = pgTable(
  "expert_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    /** psychologist, healthcoach or physician. */
    expert: text("expert").notNull(),
    category: text("category"),
    journeyId: text("journey_id"),
    shareSummaries: jsonb("share_summaries").$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [userTimeIndex("expert_sessions_user_created_idx", t, t.createdAt)],
);

/**
 * One message of a session: the person's (`user`), the expert's (`assistant`, after screening)
 * or a crisis card (`crisis`, its kind in `crisis_kind`; the card's words come from the domain).
 */
export const expertMessages = pgTable(
  "expert_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => expertSessions.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    role: text("role").notNull(),
    content: text("content").notNull(),
    crisisKind: text("crisis_kind"),
    /** Why a model reply was replaced by the safe answer (diagnosis, prescription, ...). */
    screenedReason: text("screened_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("expert_messages_session_created_idx").on(t.sessionId, t.createdAt, t.id),
    index("expert_messages_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    check("expert_messages_role", sql`${t.role} IN ('user', 'assistant', 'crisis')`),
  ],
);

/** A person's enrolment in a guided journey (the journeys themselves are domain content). */
export const expertJourneyEnrolments = pgTable(
  "expert_journey_enrolments",
  {
    userId: userIdColumn(),
    journeyId: text("journey_id").notNull(),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.journeyId] })],
);

/** A person's saved answer to one step of a journey. */
export const expertJourneySteps = pgTable(
  "expert_journey_steps",
  {
    userId: userIdColumn(),
    journeyId: text("journey_id").notNull(),
    stepId: text("step_id").notNull(),
    answer: jsonb("answer").notNull(),
    reflection: text("reflection"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.journeyId, t.stepId] })],
);

/** A person's safety plan (Stanley & Brown): one per person, its six sections as JSON. */
export const expertSafetyPlans = pgTable("expert_safety_plans", {
  userId: userIdColumn().primaryKey(),
  plan: jsonb("plan").notNull(),
  ...timestamps,
});

/** How many crisis cards were shown, per kind and month (YYYY-MM): no text, no person. */
export const expertCrisisCounts = pgTable(
  "expert_crisis_counts",
  {
    kind: text("kind").notNull(),
    month: text("month").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.month] })],
);
