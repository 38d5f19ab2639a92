import { type Executor, schema } from "@vitalog/db";
import { and, eq } from "drizzle-orm";

const { vitalsSuggestionDismissals } = schema;

/** When the person last answered "Not now" to a suggestion; null when never. */
export async function findDismissal(
  db: Executor,
  userId: string,
  suggestion: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ dismissedAt: vitalsSuggestionDismissals.dismissedAt })
    .from(vitalsSuggestionDismissals)
    .where(
      and(
        eq(vitalsSuggestionDismissals.userId, userId),
        eq(vitalsSuggestionDismissals.suggestion, suggestion),
      ),
    )
    .limit(1);
  return row?.dismissedAt ?? null;
}

export async function saveDismissal(
  db: Executor,
  userId: string,
  suggestion: string,
  at: Date,
): Promise<void> {
  await db
    .insert(vitalsSuggestionDismissals)
    .values({ userId, suggestion, dismissedAt: at })
    .onConflictDoUpdate({
      target: [vitalsSuggestionDismissals.userId, vitalsSuggestionDismissals.suggestion],
      set: { dismissedAt: at },
    });
}

/** Every "Not now" of a person: the data download. */
export function listDismissals(db: Executor, userId: string) {
  return db
    .select({
      suggestion: vitalsSuggestionDismissals.suggestion,
      dismissedAt: vitalsSuggestionDismissals.dismissedAt,
    })
    .from(vitalsSuggestionDismissals)
    .where(eq(vitalsSuggestionDismissals.userId, userId));
}
