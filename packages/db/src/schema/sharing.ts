import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userIdColumn } from "./columns.ts";

/**
 * A read-only link to some of a person's modules over a period. Only the SHA-256 of its token is
 * kept; revoking deletes the row (and its views), so a revoked link is simply unknown.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    /** Hex SHA-256 of the token; the token itself is shown once, at creation. */
    tokenHash: text("token_hash").notNull().unique(),
    modules: text("modules").array().notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("share_links_user_idx").on(t.userId, t.createdAt.desc()),
    check("share_links_period", sql`${t.fromDay} <= ${t.toDay}`),
  ],
);

/** One opening of a share link: when, and the kind of client (no address, no identifier). */
export const shareLinkViews = pgTable(
  "share_link_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
    /** "Chrome on Android", "Safari on iOS", "Unknown client". */
    client: text("client").notNull(),
  },
  (t) => [index("share_link_views_link_idx").on(t.linkId, t.viewedAt.desc())],
);
