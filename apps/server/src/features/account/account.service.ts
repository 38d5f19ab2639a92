import { type ServiceContext, withTransaction } from "../../context.ts";
import { hasProfile, insertInitialUserRows } from "./account.repository.ts";

/**
 * Creates a new account's profile, fasting settings and initial health-tracking entry, all in
 * one transaction (the caller's, at sign-up). Does nothing when the profile already exists.
 */
export function setUpUserData(ctx: ServiceContext, userId: string): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    if (await hasProfile(tx.db, userId)) return false;
    await insertInitialUserRows(tx.db, userId);
    return true;
  });
}
