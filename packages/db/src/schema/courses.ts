import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { jsonb, timestamps, userIdColumn } from "./columns.ts";

/** A quiz question as stored (the domain's QuizQuestion after validation). */
export interface StoredQuizQuestion {
  id: string;
  text: string;
  /** 4 slots; empty ones are unused. */
  options: string[];
  correctOptionIndex: number;
}

/** A file attached to a lesson, kept at `courses/{c}/modules/{m}/lessons/{l}/attachments/{name}`. */
export interface StoredAttachment {
  name: string;
  url: string;
  size: number;
  contentType: string;
}

/**
 * A course (admin-back-office §3): a draft while `published_at` is null. The price is kept in
 * cents, as Stripe charges it; the API speaks USD.
 */
export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    priceCents: integer("price_cents").notNull().default(0),
    /** Null: Uncategorized. */
    category: text("category"),
    level: text("level").notNull().default("beginner"),
    durationMinutes: integer("duration_minutes").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    /** Storage key of the thumbnail, removed with the course. */
    imageKey: text("image_key"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    enrollmentCount: integer("enrollment_count").notNull().default(0),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Seeded demo courses carry their seed key, so a restart updates rather than duplicates. */
    seedKey: text("seed_key").unique(),
    ...timestamps,
  },
  (t) => [
    index("courses_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("courses_published_created_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} IS NOT NULL`),
    check("courses_price", sql`${t.priceCents} >= 0`),
    check("courses_duration", sql`${t.durationMinutes} >= 0`),
    check("courses_enrollment_count", sql`${t.enrollmentCount} >= 0`),
    check(
      "courses_category",
      sql`${t.category} IS NULL OR ${t.category} IN ('nutrition', 'fitness', 'mental-health', 'weight-management')`,
    ),
    check("courses_level", sql`${t.level} IN ('beginner', 'intermediate', 'advanced')`),
    check("courses_short_description", sql`char_length(${t.shortDescription}) <= 150`),
  ],
);

/** A module of a course, at `position` 0..n-1 (the API's `order`). */
export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull(),
    ...timestamps,
  },
  (t) => [index("course_modules_course_position_idx").on(t.courseId, t.position, t.id)],
);

/** A lesson of a module: text (sanitised HTML), video, or quiz, at `position` 0..n-1. */
export const courseLessons = pgTable(
  "course_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").notNull(),
    content: text("content").notNull().default(""),
    durationMinutes: integer("duration_minutes").notNull().default(0),
    videoUrl: text("video_url"),
    /** Storage key of an uploaded video, removed with the lesson. */
    videoKey: text("video_key"),
    questions: jsonb("questions").$type<StoredQuizQuestion[]>().notNull().default([]),
    attachments: jsonb("attachments").$type<StoredAttachment[]>().notNull().default([]),
    /** A free preview lesson: its content is open to anyone who can see the course. */
    isPreview: boolean("is_preview").notNull().default(false),
    position: integer("position").notNull(),
    ...timestamps,
  },
  (t) => [
    index("course_lessons_module_position_idx").on(t.moduleId, t.position, t.id),
    index("course_lessons_course_idx").on(t.courseId),
    check("course_lessons_type", sql`${t.type} IN ('text', 'video', 'quiz')`),
    check("course_lessons_duration", sql`${t.durationMinutes} >= 0`),
  ],
);

/**
 * A person's enrolment in a course (learning-devices-commerce §3): created by free enrolment or
 * by the verified Stripe webhook, once per person and course.
 */
export const enrollments = pgTable(
  "enrollments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("active"),
    isFree: boolean("is_free").notNull(),
    amountCents: integer("amount_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull().defaultNow(),
    /** `moduleId|lessonId`, each once. */
    completedLessons: text("completed_lessons").array().notNull().default(sql`'{}'::text[]`),
    lastAccessedLessonId: uuid("last_accessed_lesson_id"),
    lastAccessedModuleId: uuid("last_accessed_module_id"),
    lastAccessedAt: timestamp("last_accessed_at", { withTimezone: true }),
    overallProgress: integer("overall_progress").notNull().default(0),
    /** The Checkout Session that paid for it (paid courses). */
    stripeSessionId: text("stripe_session_id").unique(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("enrollments_user_course_idx").on(t.userId, t.courseId),
    index("enrollments_user_purchased_idx").on(t.userId, t.purchasedAt.desc(), t.id.desc()),
    index("enrollments_course_idx").on(t.courseId),
    check("enrollments_progress", sql`${t.overallProgress} BETWEEN 0 AND 100`),
    check("enrollments_amount", sql`${t.amountCents} >= 0`),
  ],
);

/**
 * One person's record of one lesson (learning-devices-commerce §3, UserProgress, keyed
 * userId_courseId_moduleId_lessonId): completed and when, and the best quiz score.
 */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: userIdColumn(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    moduleId: uuid("module_id").notNull(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    quizScore: integer("quiz_score"),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId, t.moduleId, t.lessonId] }),
    index("lesson_progress_lesson_idx").on(t.lessonId),
  ],
);

/**
 * A Stripe Checkout Session the server opened for a paid course: the price charged is the
 * course's at that moment, read from the database, never from the browser.
 */
export const coursePurchases = pgTable(
  "course_purchases",
  {
    /** The Checkout Session's id (cs_...). */
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    /** The AI credits a pack purchase adds; null for a course. */
    credits: integer("credits"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** Where the browser pays: the session's Stripe-hosted page, reused while it is open. */
    url: text("url"),
    /** When Stripe stops accepting payment on it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** open, paid or expired. */
    status: text("status").notNull().default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("course_purchases_user_idx").on(t.userId, t.createdAt.desc()),
    check("course_purchases_status", sql`${t.status} IN ('open', 'paid', 'expired')`),
  ],
);

/**
 * Every Stripe event received, by its id: a delivery seen before is acknowledged and skipped.
 * `outcome` says what it did: applied, ignored (nothing to do), person-gone (paid for a person
 * whose account no longer exists: acknowledged, nobody enrolled) or review (a session Vitalog
 * did not open, or one whose buyer, amount or currency differs from its purchase: nobody
 * enrolled until someone looks), with `note` saying why.
 */
export const stripeEvents = pgTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome").notNull().default("applied"),
    /** The Checkout Session the event is about. */
    sessionId: text("session_id"),
    note: text("note"),
  },
  (t) => [
    check(
      "stripe_events_outcome",
      sql`${t.outcome} IN ('applied', 'ignored', 'person-gone', 'review')`,
    ),
  ],
);
