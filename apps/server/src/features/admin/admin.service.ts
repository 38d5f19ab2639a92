import type { RequestContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { deleteAdmin, findUserIdByEmail, insertAdmin, isAdmin } from "./admin.repository.ts";

/** Admin status read outside a request (the guard's session read carries it otherwise). */
export function isAdminUser(
  ctx: Pick<RequestContext, "db" | "log">,
  userId: string,
): Promise<boolean> {
  return isAdmin(ctx.db, userId);
}

async function userIdFor(ctx: Pick<RequestContext, "db" | "log">, email: string): Promise<string> {
  const userId = await findUserIdByEmail(ctx.db, email);
  if (!userId) throw new AppError("NOT_FOUND", `No account found with the email ${email}`);
  return userId;
}

/** Grants admin rights by e-mail; `changed` is false when the person already had them. */
export async function grantAdmin(
  ctx: Pick<RequestContext, "db" | "log">,
  email: string,
): Promise<{ changed: boolean }> {
  const userId = await userIdFor(ctx, email);
  const changed = await insertAdmin(ctx.db, userId);
  ctx.log.info({ userId, changed }, "admin granted");
  return { changed };
}

/** Revokes admin rights by e-mail; `changed` is false when the person had none. */
export async function revokeAdmin(
  ctx: Pick<RequestContext, "db" | "log">,
  email: string,
): Promise<{ changed: boolean }> {
  const userId = await userIdFor(ctx, email);
  const changed = await deleteAdmin(ctx.db, userId);
  ctx.log.info({ userId, changed }, "admin revoked");
  return { changed };
}
