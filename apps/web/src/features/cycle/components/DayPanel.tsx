import {
  CYCLE_NOTE_MAX,
  CYCLE_SYMPTOMS,
  type CycleDay,
  CycleDayInput,
  FLOWS,
  type Flow,
} from "@vitalog/domain";
import clsx from "clsx";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";

const chip = (selected: boolean) =>
  clsx(
    "flex min-h-10 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
    selected
      ? "border-rose-600 bg-rose-50 text-rose-950 ring-1 ring-rose-600"
      : "border-slate-200 bg-white text-slate-800",
  );

/** The chosen chip's tick, so a choice never rests on colour alone; the input says it aloud. */
const Check = ({ shown }: { shown: boolean }) =>
  shown ? (
    <span aria-hidden="true" className="mr-1">
      ✓
    </span>
  ) : null;

/** A day's flow, symptoms and note. */
export function DayPanel({
  existing,
  saving,
  error,
  onSave,
  onClear,
}: {
  existing: CycleDay | null;
  saving: boolean;
  error: string | null;
  onSave: (input: CycleDayInput) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("cycle");
  const messageText = useMessageText();
  const [flow, setFlow] = useState<Flow | null>(existing?.flow ?? null);
  const [symptoms, setSymptoms] = useState<Set<string>>(new Set(existing?.symptoms ?? []));
  const [note, setNote] = useState(existing?.note ?? "");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CycleDayInput.safeParse({
      flow,
      symptoms: [...symptoms],
      note: note.trim() ? note : null,
    });
    if (!parsed.success) {
      setProblem(messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    onSave(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("day.flow")}</legend>
        <div className="flex flex-wrap gap-2">
          {[null, ...FLOWS].map((f) => (
            <label key={f ?? "none"} className={chip(flow === f)}>
              <input
                type="radio"
                name="flow"
                className="sr-only"
                checked={flow === f}
                onChange={() => setFlow(f)}
              />
              <Check shown={flow === f} />
              {f ? t(`day.flows.${f}`) : t("day.noFlow")}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("day.symptoms")}</legend>
        <div className="flex flex-wrap gap-2">
          {CYCLE_SYMPTOMS.map((s) => (
            <label key={s} className={chip(symptoms.has(s))}>
              <input
                type="checkbox"
                className="sr-only"
                checked={symptoms.has(s)}
                onChange={(e) =>
                  setSymptoms((current) => {
                    const next = new Set(current);
                    if (e.target.checked) next.add(s);
                    else next.delete(s);
                    return next;
                  })
                }
              />
              <Check shown={symptoms.has(s)} />
              {t(`symptoms.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t("day.note")}
        hint={t("day.noteHint")}
        maxLength={CYCLE_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {problem || error ? <Banner variant="error">{problem ?? error}</Banner> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          {t("day.save")}
        </Button>
        {existing ? (
          <Button variant="ghost" onClick={onClear}>
            {t("day.clear")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
