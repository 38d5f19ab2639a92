import { type Executor, schema } from "@vitalog/db";
import { and, asc, desc, eq, inArray } from "drizzle-orm";

const { shareLinks, shareLinkViews } = schema;

export interface ShareLinkRow {
  id: string;
  userId: string;
  modules: string[];
  fromDay: string;
  toDay: string;
  expiresAt: Date;
  createdAt: Date;
}

const linkColumns = {
  id: shareLinks.id,
  userId: shareLinks.userId,
  modules: shareLinks.modules,
  fromDay: shareLinks.fromDay,
  toDay: shareLinks.toDay,
  expiresAt: shareLinks.expiresAt,
  createdAt: shareLinks.createdAt,
};

export async function insertShareLinkRow(
  db: Executor,
  values: {
    userId: string;
    tokenHash: string;
    modules: string[];
    fromDay: string;
    toDay: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(values).returning(linkColumns);
  if (!row) throw new Error("insert into share_links returned no row");
  return row;
}

/** A person's links, newest first. */
export function listShareLinkRows(db: Executor, userId: string): Promise<ShareLinkRow[]> {
  return db
    .select(linkColumns)
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

/** The views of `linkIds`, newest first. */
export function listShareLinkViewRows(db: Executor, linkIds: string[]) {
  if (linkIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      linkId: shareLinkViews.linkId,
      viewedAt: shareLinkViews.viewedAt,
      client: shareLinkViews.client,
    })
    .from(shareLinkViews)
    .where(inArray(shareLinkViews.linkId, linkIds))
    .orderBy(desc(shareLinkViews.viewedAt), asc(shareLinkViews.id));
}

export async function findShareLinkByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<ShareLinkRow | null> {
  const [row] = await db
    .select(linkColumns)
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function deleteShareLinkRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning({ id: shareLinks.id });
  return deleted.length > 0;
}

export async function insertShareLinkViewRow(
  db: Executor,
  values: { linkId: string; viewedAt: Date; client: string },
): Promise<void> {
  await db.insert(shareLinkViews).values(values);
}
