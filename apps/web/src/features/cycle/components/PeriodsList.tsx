import { zodResolver } from "@hookform/resolvers/zod";
import { CycleMessage, daysBetween, type Period, periodStartVerdict } from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { ConfirmUnusual, unusualValuesOf } from "../../../kit/ConfirmUnusual.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import type { DayFormat } from "../../../kit/day-format.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { type PeriodDates, type PeriodValues, periodSchema } from "../form.ts";

/** How many of the newest periods the list shows before "Show all". */
const PERIODS_SHOWN = 12;

/**
 * Start and optional end of a period, checked by the form schema (domain rules, not in the
 * future) before it is sent. With `confirmStart` (logging a new period) the start date is
 * confirmed first, and a start fewer than 21 days from another period's is asked about (domain
 * periodStartVerdict); `asked` is the server's own question (422), answered by sending the period
 * confirmed.
 */
export function PeriodForm({
  initial,
  today,
  submitLabel,
  saving,
  asked = null,
  confirmStart,
  onSubmit,
  onCancel,
}: {
  initial: PeriodDates;
  today: string;
  submitLabel: string;
  saving: boolean;
  asked?: string | null;
  confirmStart?: { format: DayFormat; otherStarts: readonly string[] };
  /** Sends the period; a failure other than the server's question is shown on the form. */
  onSubmit: (input: PeriodDates, confirmed: boolean) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("cycle");
  const messageText = useMessageText();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PeriodValues, unknown, PeriodDates>({
    resolver: zodResolver(periodSchema),
    defaultValues: { startDate: initial.startDate, endDate: initial.endDate ?? "" },
  });
  // The period waiting for its start date to be confirmed.
  const [pending, setPending] = useState<PeriodDates | null>(null);
  const [sent, setSent] = useState<PeriodDates | null>(null);
  const short =
    pending && confirmStart
      ? periodStartVerdict(pending.startDate, confirmStart.otherStarts) === "implausible"
      : false;
  async function send(input: PeriodDates, confirmed: boolean) {
    setPending(null);
    setSent(input);
    try {
      await onSubmit(input, confirmed);
    } catch (error) {
      if (error instanceof SignInRequiredError || unusualValuesOf(error)) return;
      if (!applyServerErrors(error, setError, ["startDate", "endDate"])) {
        setError("root.server", { message: messageText(error as Error) });
      }
    }
  }
  function chooseAnotherDay() {
    setPending(null);
    setSent(null);
    setFocus("startDate");
  }
  const submit = handleSubmit((input) => {
    if (confirmStart) setPending(input);
    else void send(input, false);
  });
  const start = register("startDate", { onChange: () => setPending(null) });
  const problem = errors.root?.server?.message ?? null;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t("periods.start")}
          type="date"
          max={today}
          error={messageText(errors.startDate?.message)}
          {...start}
        />
        <TextField
          label={t("periods.end")}
          hint={t("periods.endHint")}
          type="date"
          max={today}
          error={messageText(errors.endDate?.message)}
          {...register("endDate")}
        />
      </div>
      {problem ? <Banner variant="error">{problem}</Banner> : null}
      {pending && confirmStart ? (
        <ConfirmUnusual
          messages={[
            t("periods.confirmStart", { date: confirmStart.format.long(pending.startDate) }),
            ...(short ? [CycleMessage.shortCycle] : []),
          ]}
          title={t("periods.confirmTitle")}
          confirmLabel={t("periods.confirmLog")}
          correctLabel={t("periods.chooseDay")}
          onConfirm={() => void send(pending, short)}
          onCorrect={chooseAnotherDay}
        />
      ) : asked && sent ? (
        <ConfirmUnusual
          messages={[asked]}
          confirming={saving}
          correctLabel={t("periods.chooseDay")}
          onConfirm={() => void send(sent, true)}
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
  ) => Promise<unknown>;
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
                      onClick={() =>
                        onChange(p.id, { endDate: today }, () => undefined).catch(() => undefined)
                      }
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
