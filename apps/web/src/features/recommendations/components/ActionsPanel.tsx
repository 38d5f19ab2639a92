import type { PersonalRecommendation } from "@vitalog/domain";
import { REPEAT_AFTER_MONTHS, TEXT_LIMITS } from "@vitalog/domain";
import clsx from "clsx";
import { type FormEvent, type ReactNode, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { useCompletionText } from "./RecommendationCard.tsx";

export interface RecommendationActions {
  /** `repeatAfterMonths`: for a custom schedule, when the person says it is next due. */
  complete: (notes: string, repeatAfterMonths: number | null, done: () => void) => void;
  save: () => void;
  unsave: () => void;
  hide: (reason: string, done: () => void) => void;
  unhide: () => void;
  busy: boolean;
}

function NoteField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={TEXT_LIMITS.short}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={clsx(
          "block min-h-24 w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors",
          "hover:border-slate-400 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700",
        )}
      />
    </div>
  );
}

function NoteDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  submitLabel,
  busy,
  repeatSchedule = null,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** A custom schedule's wording: the dialog then asks when it is next due. */
  repeatSchedule?: string | null;
  onSubmit: (text: string, repeatAfterMonths: number | null) => void;
}) {
  const { t } = useTranslation("recommendations");
  const [text, setText] = useState("");
  const [months, setMonths] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim(), months ? Number(months) : null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        {repeatSchedule ? (
          <Select
            label={t("actions.repeat")}
            hint={t("actions.repeatHint", { schedule: repeatSchedule })}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            options={[
              { value: "", label: t("actions.repeatUnset") },
              ...REPEAT_AFTER_MONTHS.map((m) => ({
                value: String(m),
                label: t("actions.repeatYears", { count: m / 12 }),
              })),
            ]}
          />
        ) : null}
        <NoteField label={label} value={text} onChange={setText} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The person's state of the recommendation and what they can do with it. */
export function ActionsPanel({
  recommendation,
  actions,
  isPreview,
  completeRef,
}: {
  recommendation: PersonalRecommendation;
  actions: RecommendationActions;
  isPreview: boolean;
  /** Mark as complete, which takes the focus once the person has begun. */
  completeRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation("recommendations");
  const completion = useCompletionText();
  const [dialog, setDialog] = useState<"complete" | "hide" | null>(null);
  const { state } = recommendation;
  const completed = state.isCompleted
    ? completion(state.completedAt, state.nextDueDate, recommendation.frequencyText)
    : null;
  const close = () => setDialog(null);
  const inProgress = state.progressStep > 0 && !state.isCompleted && !state.isHidden;

  return (
    <div className="flex flex-col gap-4">
      <p className={clsx("text-sm", completed ? "font-medium text-emerald-800" : "text-slate-700")}>
        {completed ? (
          <>
            <span aria-hidden="true">✓ </span>
            {completed}
          </>
        ) : state.isHidden ? (
          t("actions.isHidden")
        ) : inProgress ? (
          t("actions.inProgress")
        ) : state.isSaved ? (
          t("actions.isSaved")
        ) : (
          t("actions.pending")
        )}
      </p>
      {state.isCompleted && state.completionNotes ? (
        <p className="text-sm whitespace-pre-line text-slate-700">{state.completionNotes}</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {state.isCompleted ? null : (
          <Button
            ref={completeRef}
            disabled={actions.busy}
            onClick={() => (isPreview ? actions.complete("", null, close) : setDialog("complete"))}
          >
            {t("actions.complete")}
          </Button>
        )}
        {state.isSaved ? (
          <Button variant="secondary" disabled={actions.busy} onClick={actions.unsave}>
            {t("actions.unsave")}
          </Button>
        ) : (
          <Button variant="secondary" disabled={actions.busy} onClick={actions.save}>
            {t("actions.save")}
          </Button>
        )}
        {state.isHidden ? (
          <Button variant="ghost" disabled={actions.busy} onClick={actions.unhide}>
            {t("actions.unhide")}
          </Button>
        ) : (
          <Button
            variant="ghost"
            disabled={actions.busy}
            onClick={() => (isPreview ? actions.hide("", close) : setDialog("hide"))}
          >
            {t("actions.hide")}
          </Button>
        )}
      </div>
      <NoteDialog
        key={`complete-${dialog === "complete"}`}
        open={dialog === "complete"}
        onOpenChange={(open) => setDialog(open ? "complete" : null)}
        title={t("actions.completeTitle")}
        description={t("actions.completeBody")}
        label={t("actions.notes")}
        submitLabel={t("actions.complete")}
        busy={actions.busy}
        repeatSchedule={
          recommendation.frequencyPeriod === "custom" ? recommendation.frequencyText : null
        }
        onSubmit={(notes, months) => actions.complete(notes, months, close)}
      />
      <NoteDialog
        key={`hide-${dialog === "hide"}`}
        open={dialog === "hide"}
        onOpenChange={(open) => setDialog(open ? "hide" : null)}
        title={t("actions.hideTitle")}
        description={t("actions.hideBody")}
        label={t("actions.reason")}
        submitLabel={t("actions.hide")}
        busy={actions.busy}
        onSubmit={(reason) => actions.hide(reason, close)}
      />
    </div>
  );
}
