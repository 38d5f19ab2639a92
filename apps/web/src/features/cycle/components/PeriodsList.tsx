import { daysBetween, type Period, PeriodInput } from "@vitalog/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";
import { useMessageText } from "../../../lib/messages.ts";

/** How many of the newest periods the list shows before "Show all". */
const PERIODS_SHOWN = 12;

/** Start and optional end of a period, checked by the domain's rules before it is sent. */
export function PeriodForm({
  initial,
  today,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  initial: { startDate: string; endDate: string | null };
  today: string;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  onSubmit: (input: { startDate: string; endDate: string | null }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("cycle");
  const messageText = useMessageText();
  const [start, setStart] = useState(initial.startDate);
  const [end, setEnd] = useState(initial.endDate ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = PeriodInput.safeParse({ startDate: start, endDate: end || null });
    if (!parsed.success) {
      setProblem(messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    onSubmit({ startDate: parsed.data.startDate, endDate: parsed.data.endDate ?? null });
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t("periods.start")}
          type="date"
          max={today}
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <TextField
          label={t("periods.end")}
          hint={t("periods.endHint")}
          type="date"
          max={today}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
      </div>
      {problem || error ? <Banner variant="error">{problem ?? error}</Banner> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t("periods.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Logged periods, newest first, each with End today (while open), Edit and Delete. */
export function PeriodsList({
  periods,
  today,
  format,
  saving,
  error,
  onChange,
  onDelete,
}: {
  periods: readonly Period[];
  today: string;
  format: DayFormat;
  saving: boolean;
  error: string | null;
  onChange: (
    id: string,
    patch: { startDate?: string; endDate: string | null },
    done: () => void,
  ) => void;
  onDelete: (id: string, done: () => void) => void;
}) {
  const { t } = useTranslation("cycle");
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Period | null>(null);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? periods : periods.slice(0, PERIODS_SHOWN);
  if (periods.length === 0) return <p className="text-sm text-slate-600">{t("periods.empty")}</p>;
  return (
    <>
      {error && editing === null ? <Banner variant="error">{error}</Banner> : null}
      <ul className="divide-y divide-slate-100">
        {shown.map((p) => {
          const date = format.medium(p.startDate);
          return (
            <li key={p.id} className="py-3">
              {editing === p.id ? (
                <PeriodForm
                  initial={p}
                  today={today}
                  submitLabel={t("periods.saveChanges")}
                  saving={saving}
                  error={error}
                  onSubmit={(input) => onChange(p.id, input, () => setEditing(null))}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {p.endDate
                        ? t("periods.range", {
                            from: format.short(p.startDate),
                            to: format.short(p.endDate),
                          })
                        : `${format.short(p.startDate)} · ${t("periods.ongoing")}`}
                    </p>
                    {p.endDate ? (
                      <p className="text-sm text-slate-600">
                        {t("periods.days", { count: daysBetween(p.startDate, p.endDate) + 1 })}
                      </p>
                    ) : null}
                  </div>
                  {p.endDate === null ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onChange(p.id, { endDate: today }, () => undefined)}
                    >
                      {t("periods.endToday")}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(p.id)}
                    aria-label={t("periods.editPeriod", { date })}
                  >
                    {t("periods.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setDeleting(p)}
                    aria-label={t("periods.deletePeriod", { date })}
                  >
                    {t("periods.delete")}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {shown.length < periods.length ? (
        <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
          {t("periods.showAll", { count: periods.length })}
        </Button>
      ) : null}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        size="sm"
        title={t("periods.deleteTitle", {
          date: deleting ? format.medium(deleting.startDate) : "",
        })}
        description={t("periods.deleteBody")}
      >
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t("periods.cancel")}
          </Button>
          <Button
            variant="danger"
            loading={saving}
            onClick={() => deleting && onDelete(deleting.id, () => setDeleting(null))}
          >
            {t("periods.delete")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
