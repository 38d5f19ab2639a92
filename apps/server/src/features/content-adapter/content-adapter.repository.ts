import { type Executor, schema } from "@vitalog/db";
import { eq, sql } from "drizzle-orm";

const { articles } = schema;

export type DraftArticleValues = Pick<
  typeof articles.$inferInsert,
  | "id"
  | "userId"
  | "title"
  | "slug"
  | "content"
  | "excerpt"
  | "categories"
  | "tags"
  | "metaTitle"
  | "metaDescription"
  | "wordCount"
  | "readingTime"
  | "adaptation"
  | "createdAt"
  | "updatedAt"
>;

/** Writes an adapted draft: a private, unpublished article of the admin, marked adapted. */
export async function insertDraftArticleRow(db: Executor, values: DraftArticleValues) {
  const [row] = await db
    .insert(articles)
    .values({
      ...values,
      excerptGenerated: false,
      coverImage: null,
      publishStatus: "draft",
      visibility: "private",
      publishedAt: null,
      isAdapted: true,
    })
    .returning();
  if (!row) throw new Error("draft article row was not written");
  return row;
}

export async function articleIdTaken(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
  return rows.length > 0;
}

/** The slugs in use that start like `base` (`base`, `base-2`…). */
export async function findTakenSlugs(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(sql`${articles.slug} = ${base} OR ${articles.slug} LIKE ${`${base}-%`}`);
  return new Set(rows.map((r) => r.slug));
}
