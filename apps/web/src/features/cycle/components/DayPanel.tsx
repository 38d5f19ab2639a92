import { zodResolver } from "@hookform/resolvers/zod";
import {
  CYCLE_NOTE_MAX,
  CYCLE_SYMPTOMS,
  type CycleDay,
  type CycleDayInput,
  FLOWS,
} from "@vitalog/domain";
import clsx from "clsx";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { type DayValues, daySchema } from "../form.ts";

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
  onSave,
  onClear,
}: {
  existing: CycleDay | null;
  saving: boolean;
  /** Saves the day; a failure is shown on the form. */
  onSave: (input: CycleDayInput) => Promise<unknown>;
  onClear: () => void;
}) {
  const { t } = useTranslation("cycle");
  const messageText = useMessageText();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<DayValues, unknown, CycleDayInput>({
    resolver: zodResolver(daySchema),
    defaultValues: {
      flow: existing?.flow ?? null,
      symptoms: existing?.symptoms ?? [],
      note: existing?.note ?? "",
    },
  });
  const flow = watch("flow");
  const symptoms = watch("symptoms");
  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      if (error instanceof SignInRequiredError) return;
      if (!applyServerErrors(error, setError, ["flow", "symptoms", "note"])) {
        setError("root.server", { message: messageText(error as Error) });
      }
    }
  });
  const fieldProblem = errors.flow?.message ?? errors.symptoms?.message;
  const problem = errors.root?.server?.message ?? (fieldProblem ? messageText(fieldProblem) : null);

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
                onChange={() => setValue("flow", f)}
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
            <label key={s} className={chip(symptoms.includes(s))}>
              <input
                type="checkbox"
                className="sr-only"
                checked={symptoms.includes(s)}
                onChange={(e) =>
                  setValue(
                    "symptoms",
                    e.target.checked ? [...symptoms, s] : symptoms.filter((x) => x !== s),
                  )
                }
              />
              <Check shown={symptoms.includes(s)} />
              {t(`symptoms.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t("day.note")}
        hint={t("day.noteHint")}
        maxLength={CYCLE_NOTE_MAX}
        error={messageText(errors.note?.message)}
        {...register("note")}
      />
      {problem ? <Banner variant="error">{problem}</Banner> : null}
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
