import { createHash, randomBytes } from "node:crypto";
import {
  describeClient,
  isUuid,
  SHARE_TOKEN_BYTES,
  type SharedRecord,
  type ShareLink,
  type ShareLinkCreated,
  type ShareLinkInput,
  SharingMessage,
} from "@vitalog/domain";
import { asViewer, type RequestContext, type ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { ServerModule } from "../../modules/module.ts";
import {
  deleteShareLinkRow,
  findShareLinkByTokenHash,
  insertShareLinkRow,
  insertShareLinkViewRow,
  listShareLinkRows,
  listShareLinkViewRows,
  type ShareLinkRow,
} from "./share-link.repository.ts";

const HOUR_MS = 3_600_000;
/** A token as `createShareLink` makes it: 32 random bytes, base64url without padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The modules a link may show: those with a `share` part, by name. */
export function shareableModules(modules: readonly ServerModule[]): Map<string, ServerModule> {
  return new Map(modules.filter((m) => m.share).map((m) => [m.name, m]));
}

/** The names of `modules` that can be shared, in their order; 400 naming the first that cannot. */
export function checkShareableNames(
  modules: readonly ServerModule[],
  names: readonly string[],
): string[] {
  const shareable = shareableModules(modules);
  const unknown = names.find((name) => !shareable.has(name));
  if (unknown !== undefined) {
    throw AppError.invalid("modules", `${SharingMessage.unknownModule}: ${unknown}`);
  }
  return [...new Set(names)];
}

/**
 * A new link to the viewer's `modules` over [from, to], lasting `expiresInHours`. The token is
 * answered once and only its SHA-256 is stored.
 */
export async function createShareLink(
  ctx: ViewerContext,
  deps: { modules: readonly ServerModule[]; publicUrl: string },
  input: ShareLinkInput,
): Promise<ShareLinkCreated> {
  const modules = checkShareableNames(deps.modules, input.modules);
  const token = randomBytes(SHARE_TOKEN_BYTES).toString("base64url");
  const now = ctx.now();
  const row = await insertShareLinkRow(ctx.db, {
    userId: ctx.viewer.id,
    tokenHash: hashToken(token),
    modules,
    fromDay: input.from,
    toDay: input.to,
    expiresAt: new Date(now.getTime() + input.expiresInHours * HOUR_MS),
    createdAt: now,
  });
  return {
    id: row.id,
    token,
    url: `${deps.publicUrl}/shared/${token}`,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The viewer's links, newest first, each with its views (newest first). */
export async function listShareLinks(ctx: ViewerContext): Promise<ShareLink[]> {
  const rows = await listShareLinkRows(ctx.db, ctx.viewer.id);
  const views = await listShareLinkViewRows(
    ctx.db,
    rows.map((row) => row.id),
  );
  const now = ctx.now().getTime();
  return rows.map((row) => ({
    id: row.id,
    modules: row.modules,
    from: row.fromDay,
    to: row.toDay,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
    views: views
      .filter((view) => view.linkId === row.id)
      .map((view) => ({ viewedAt: view.viewedAt.toISOString(), client: view.client })),
  }));
}

/** One of the viewer's links with its views; 404 for any other id. */
export async function getShareLink(ctx: ViewerContext, id: string): Promise<ShareLink> {
  const link = isUuid(id) ? (await listShareLinks(ctx)).find((l) => l.id === id) : undefined;
  if (!link) throw new AppError("NOT_FOUND", SharingMessage.linkNotFound);
  return link;
}

/** Revokes one of the viewer's links: it and its views are gone; 404 for any other id. */
export async function revokeShareLink(ctx: ViewerContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deleteShareLinkRow(ctx.db, ctx.viewer.id, id));
  if (!deleted) throw new AppError("NOT_FOUND", SharingMessage.linkNotFound);
}

async function liveLink(ctx: RequestContext, token: string): Promise<ShareLinkRow> {
  const row = TOKEN.test(token) ? await findShareLinkByTokenHash(ctx.db, hashToken(token)) : null;
  // Unknown, expired and revoked links answer alike, so a token tells nothing about a link.
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) {
    throw new AppError("NOT_FOUND", SharingMessage.notFound);
  }
  return row;
}

/**
 * What a link shows to anyone holding its token: each of its modules' `share.read` for its
 * owner over its period, and nothing else; the view is recorded with the kind of client only.
 */
export async function readSharedRecord(
  ctx: RequestContext,
  modules: readonly ServerModule[],
  token: string,
  userAgent: string | undefined,
): Promise<SharedRecord> {
  const link = await liveLink(ctx, token);
  const owner = asViewer(ctx, { id: link.userId, isAdmin: false });
  const period = { from: link.fromDay, to: link.toDay };
  const shareable = shareableModules(modules);
  const parts: Record<string, unknown> = {};
  for (const name of link.modules) {
    const share = shareable.get(name)?.share;
    if (share) parts[name] = await share.read(owner, period);
  }
  await insertShareLinkViewRow(ctx.db, {
    linkId: link.id,
    viewedAt: ctx.now(),
    client: describeClient(userAgent),
  });
  return {
    from: link.fromDay,
    to: link.toDay,
    expiresAt: link.expiresAt.toISOString(),
    modules: parts as SharedRecord["modules"],
  };
}

/** The owner's links with their views, for "Download my data". */
export async function exportShareLinks(ctx: RequestContext, userId: string): Promise<ShareLink[]> {
  return listShareLinks(asViewer(ctx, { id: userId, isAdmin: false }));
}
