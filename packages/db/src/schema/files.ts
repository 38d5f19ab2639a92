import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";

/** Every file kept in storage for a user, so export and account deletion can find them. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Storage folder the file belongs to, e.g. "profile-photos". */
    category: text("category").notNull(),
    /** Path in the storage adapter: `<category>/<userId>/<name>`. */
    key: text("key").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    ...timestamps,
  },
  (t) => [index("stored_files_user_category_idx").on(t.userId, t.category, t.createdAt)],
);
