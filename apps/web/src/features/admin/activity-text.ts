import type { TFunction } from "i18next";
import type { AdminActivityItem } from "./api.ts";

/** Who an entry names: the admin or member by name, else "A member" or "A visitor". */
function actorOf(t: TFunction<"admin">, item: AdminActivityItem): string {
  if (item.actorName) return item.actorName;
  return item.actorId ? t("activity.member") : t("activity.visitor");
}

/** One audit log entry as a sentence ("Ana created recommendation “…”", "Mel signed in"). */
export function activityText(t: TFunction<"admin">, item: AdminActivityItem): string {
  switch (item.kind) {
    case "content":
    case "moderation": {
      const parts = {
        actor: item.actorName || t("activity.someone"),
        action: t(`activity.actions.${item.action}`, { defaultValue: item.action }),
        entity: item.entity
          ? t(`activity.entities.${item.entity}`, { defaultValue: item.entity })
          : "",
      };
      return item.summary
        ? t("activity.line", { ...parts, summary: item.summary })
        : t("activity.lineNoSummary", parts);
    }
    case "export":
      return t("activity.events.exported", {
        actor: actorOf(t, item),
        export: item.entity ? t(`activity.exports.${item.entity}`, { defaultValue: "" }) : "",
      });
    case "refused":
      return t("activity.events.refused", { actor: actorOf(t, item), target: item.targetId ?? "" });
    default:
      if (!item.actorId && item.action === "signInFailed") {
        return t("activity.events.signInFailedUnknown");
      }
      if (!item.actorId && item.action === "passwordReset") {
        return t("activity.events.passwordResetUnknown");
      }
      return t(`activity.events.${item.action}`, {
        actor: actorOf(t, item),
        defaultValue: item.action,
      });
  }
}

/** "5 min ago", "3 h ago", "2 days ago". */
export function timeAgo(t: TFunction<"admin">, at: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - new Date(at).getTime()) / 60_000));
  if (minutes < 1) return t("activity.justNow");
  if (minutes < 60) return t("activity.minutesAgo", { count: minutes });
  if (minutes < 24 * 60) return t("activity.hoursAgo", { count: Math.round(minutes / 60) });
  return t("activity.daysAgo", { count: Math.round(minutes / (24 * 60)) });
}
