import {
  CycleMessage,
  daysBetween,
  type Period,
  PeriodInput,
  periodStartVerdict,
} from "@vitalog/domain";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { ConfirmUnusual } from "../../../kit/ConfirmUnusual.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";
import { useMessageText } from "../../../lib/messages.ts";

/** How many of the newest periods the list shows before "Show all". */
const PERIODS_SHOWN = 12;

type PeriodDates = { startDate: string; endDate: string | null };

/**
 * Start and optional end of a period, checked by the domain's rules before it is sent. With
 * `confirmStart` (logging a new period) the start date is confirmed first, and a start fewer
 * than 21 days from another period's is asked about (domain periodStartVerdict); `asked` is
 * the server's own question (422), answered by sending the period confirmed.
 */
export function PeriodForm({
  initial,
  today,
  submitLabel,
  saving,
  error,
  asked = null,
  confirmStart,
  onSubmit,
  onCancel,
}: {
  initial: PeriodDates;
  today: string;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  asked?: string | null;
  confirmStart?: { format: DayFormat; otherStarts: readonly string[] };
  onSubmit: (input: PeriodDates, confirmed: boolean) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("cycle");
  const messageText = useMessageText();
  const [start, setStart] = useState(initial.startDate);
  const [end, setEnd] = useState(initial.endDate ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  // The period waiting for its start date to be confirmed.
  const [pending, setPending] = useState<PeriodDates | null>(null);
  const [sent, setSent] = useState<PeriodDates | null>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const short =
    pending && confirmStart
      ? periodStartVerdict(pending.startDate, confirmStart.otherStarts) === "implausible"
      : false;
  function send(input: PeriodDates, confirmed: boolean) {
    setPending(null);
    setSent(input);
    onSubmit(input, confirmed);
  }
  function chooseAnotherDay() {
    setPending(null);
    setSent(null);
    startRef.current?.focus();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = PeriodInput.safeParse({ startDate: start, endDate: end || null });
    if (!parsed.success) {
      setProblem(messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    const input = { startDate: parsed.data.startDate, endDate: parsed.data.endDate ?? null };
    if (confirmStart) setPending(input);
    else send(input, false);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          ref={startRef}
          label={t("periods.start")}
          type="date"
          max={today}
          value={start}
          onChange={(e) => {
            setStart(e.target.value);
            setPending(null);
          }}
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
      {pending && confirmStart ? (
        <ConfirmUnusual
          messages={[
            t("periods.confirmStart", { date: confirmStart.format.long(pending.startDate) }),
            ...(short ? [CycleMessage.shortCycle] : []),
          ]}
          title={t("periods.confirmTitle")}
          confirmLabel={t("periods.confirmLog")}
          correctLabel={t("periods.chooseDay")}
          onConfirm={() => send(pending, short)}
          onCorrect={chooseAnotherDay}
        />
      ) : asked && sent ? (
        <ConfirmUnusual
          messages={[asked]}
          confirming={saving}
          correctLabel={t("periods.chooseDay")}
          onConfirm={() => send(sent, true)}
          onCorrect={chooseAnotherDay}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {pending && confirmStart ? null : (
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        )}
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
  asked = null,
  onChange,
  onDelete,
}: {
  periods: readonly Period[];
  today: string;
  format: DayFormat;
  saving: boolean;
  error: string | null;
  /** The server's question about a changed start (422), answered by confirming. */
  asked?: string | null;
  onChange: (
    id: string,
    patch: { startDate?: string; endDate: string | null; confirmed?: boolean },
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
                  asked={asked}
                  onSubmit={(input, confirmed) =>
                    onChange(p.id, { ...input, ...(confirmed ? { confirmed: true } : {}) }, () =>
                      setEditing(null),
                    )
                  }
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
