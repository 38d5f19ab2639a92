import { type Dose, type DoseMark, type DoseRef, SNOOZE_DEFAULT_MINUTES } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";
import { doseKey } from "../api.ts";
import { dosageText } from "../display.ts";

const STATUS_STYLE: Record<Dose["status"] | "upcoming" | "unmarked", string> = {
  pending: "bg-rose-100 text-rose-900",
  upcoming: "bg-slate-100 text-slate-800",
  unmarked: "bg-slate-100 text-slate-800",
  taken: "bg-emerald-100 text-emerald-900",
  skipped: "bg-amber-100 text-amber-900",
  snoozed: "bg-sky-100 text-sky-900",
};

/** A day's doses, each with Taken, Skip and Snooze, or Undo once marked. */
export function DoseList({
  doses,
  date,
  today,
  format,
  markingDose,
  onMark,
  onUndo,
}: {
  doses: readonly Dose[];
  /** The day listed. */
  date: string;
  /** Today's date on the device: snoozing is for today's doses that are due. */
  today: string;
  format: DayFormat;
  markingDose: string | null;
  onMark: (mark: DoseMark) => void;
  onUndo: (ref: DoseRef) => void;
}) {
  const { t, i18n } = useTranslation("medications");
  const now = Date.now();
  const stateOf = (dose: Dose, day: string) => {
    if (dose.status !== "pending") return dose.status;
    if (day < today) return "unmarked";
    return new Date(dose.scheduledAt).getTime() > now ? "upcoming" : "pending";
  };
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {doses.map((dose) => {
        const ref = { medicationId: dose.medicationId, scheduledAt: dose.scheduledAt };
        const names = { name: dose.name, time: dose.time };
        const busy = markingDose === doseKey(dose);
        const isMarked = dose.status === "taken" || dose.status === "skipped";
        const state = stateOf(dose, date);
        const canSnooze = date === today && new Date(dose.scheduledAt).getTime() <= now;
        return (
          <li key={doseKey(dose)} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span className="w-12 shrink-0 pt-0.5 text-base font-semibold text-slate-900 tabular-nums">
                {dose.time}
              </span>
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {dose.name}{" "}
                  <span className="font-normal text-slate-600">
                    {dosageText(dose, i18n.language)}
                  </span>
                </p>
                {dose.instructions ? (
                  <p className="text-sm break-words text-slate-600">{dose.instructions}</p>
                ) : null}
                <p
                  className={clsx(
                    "mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
                    STATUS_STYLE[state],
                  )}
                >
                  {dose.status === "snoozed" && dose.snoozedUntil
                    ? t("doses.status.snoozed", { time: format.time(dose.snoozedUntil) })
                    : t(`doses.status.${state === "snoozed" ? "pending" : state}`)}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 sm:pl-15">
              {isMarked ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy}
                  aria-label={t("doses.markUndo", names)}
                  onClick={() => onUndo(ref)}
                >
                  {t("doses.undo")}
                </Button>
              ) : (
                <>
                  <Button
                    size="sm"
                    loading={busy}
                    aria-label={t("doses.markTaken", names)}
                    onClick={() => onMark({ ...ref, status: "taken" })}
                  >
                    {t("doses.taken")}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={t("doses.markSkipped", names)}
                    onClick={() => onMark({ ...ref, status: "skipped" })}
                  >
                    {t("doses.skip")}
                  </Button>
                  {canSnooze ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy}
                      aria-label={t("doses.markSnoozed", {
                        ...names,
                        count: SNOOZE_DEFAULT_MINUTES,
                      })}
                      onClick={() => onMark({ ...ref, status: "snoozed" })}
                    >
                      {t("doses.snooze", { count: SNOOZE_DEFAULT_MINUTES })}
                    </Button>
                  ) : null}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
