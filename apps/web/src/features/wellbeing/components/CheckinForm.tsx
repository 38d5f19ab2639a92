import { zodResolver } from "@hookform/resolvers/zod";
import {
  WELLBEING_DIMENSIONS,
  WELLBEING_NOTE_MAX,
  type WellbeingCheckin,
  type WellbeingCheckinInput,
  type WellbeingDimension,
} from "@vitalog/domain";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { type CheckinValues, checkinSchema } from "../form.ts";
import { ScaleField } from "./ScaleField.tsx";

export interface CheckinFormProps {
  /** The day the check-in is for. */
  date: string;
  existing: WellbeingCheckin | null;
  saving: boolean;
  /** Saves the check-in; a failure is shown on the form. */
  onSave: (input: WellbeingCheckinInput) => Promise<unknown>;
  onDelete?: (() => void) | undefined;
}

/** The four scales, then optional sleep hours and a note; one tap each and Save. */
export function CheckinForm({ date, existing, saving, onSave, onDelete }: CheckinFormProps) {
  const { t } = useTranslation("wellbeing");
  const messageText = useMessageText();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<CheckinValues, unknown, WellbeingCheckinInput>({
    resolver: zodResolver(checkinSchema),
    defaultValues: {
      date,
      mood: existing?.mood ?? null,
      energy: existing?.energy ?? null,
      sleepQuality: existing?.sleepQuality ?? null,
      stress: existing?.stress ?? null,
      sleepHours: existing?.sleepHours?.toString() ?? "",
      note: existing?.note ?? "",
    },
  });
  const scores = watch(["mood", "energy", "sleepQuality", "stress"]);
  const scoreOf = (dimension: WellbeingDimension) =>
    scores[WELLBEING_DIMENSIONS.indexOf(dimension)] ?? null;
  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      if (error instanceof SignInRequiredError) return;
      if (
        !applyServerErrors(error, setError, [...WELLBEING_DIMENSIONS, "sleepHours", "note", "date"])
      ) {
        setError("root.server", {
          message: error instanceof Error ? messageText(error) : t("form.error"),
        });
      }
    }
  });
  const missing = WELLBEING_DIMENSIONS.some((d) => errors[d]) && scores.some((s) => s === null);
  const scaleProblem = WELLBEING_DIMENSIONS.map((d) => errors[d]?.message).find(Boolean);
  const problem = missing
    ? t("form.missing")
    : (errors.root?.server?.message ?? messageText(scaleProblem ?? errors.date?.message) ?? null);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {WELLBEING_DIMENSIONS.map((dimension) => (
        <ScaleField
          key={dimension}
          dimension={dimension}
          value={scoreOf(dimension)}
          invalid={isSubmitted && scoreOf(dimension) === null}
          onChange={(value) =>
            setValue(dimension, value, { shouldValidate: isSubmitted, shouldDirty: true })
          }
        />
      ))}
      <details
        className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2"
        open={Boolean(existing?.sleepHours ?? existing?.note)}
      >
        <summary className="cursor-pointer py-1 text-sm font-medium text-slate-800">
          {t("form.more")}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <TextField
            label={t("form.sleepHours")}
            hint={t("form.sleepHoursHint")}
            type="number"
            inputMode="decimal"
            min={0}
            max={24}
            step={0.5}
            error={messageText(errors.sleepHours?.message)}
            {...register("sleepHours")}
          />
          <TextField
            label={t("form.note")}
            hint={t("form.noteHint")}
            maxLength={WELLBEING_NOTE_MAX}
            error={messageText(errors.note?.message)}
            {...register("note")}
          />
        </div>
      </details>
      {problem ? <Banner variant="error">{problem}</Banner> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} size="lg">
          {existing ? t("form.update") : t("form.save")}
        </Button>
        {existing && onDelete ? (
          <Button variant="ghost" onClick={onDelete}>
            {t("form.delete")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
