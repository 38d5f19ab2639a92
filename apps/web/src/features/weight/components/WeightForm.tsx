import { zodResolver } from "@hookform/resolvers/zod";
import { WEIGHT_MAX_KG, WEIGHT_MIN_KG, WEIGHT_NOTE_MAX } from "@vitalog/domain";
import clsx from "clsx";
import { type ReactNode, useId, useMemo, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import {
  FieldMessages,
  fieldDescribedBy,
  TextField,
} from "../../../components/TextField/TextField.tsx";
import {
  ConfirmUnusual,
  type UnusualValues,
  unusualValuesOf,
} from "../../../kit/ConfirmUnusual.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { toDateTimeLocalValue, WEIGHT_MAX_LB, WEIGHT_MIN_LB, type WeightUnit } from "../display.ts";
import { type WeightFormOutput, type WeightFormValues, weightFormSchema } from "../form.ts";

const SERVER_FIELDS: Record<string, FieldPath<WeightFormValues>> = {
  weightKg: "weight",
  measuredAt: "measuredAt",
  note: "note",
};

export type WeightFormProps = {
  unit: WeightUnit;
  defaultValues: WeightFormValues;
  /**
   * Saves the form; `dirty` says which fields the person changed, `confirmed` that they
   * confirmed an unusual weight. Throw to show an error.
   */
  onSubmit: (
    values: WeightFormOutput,
    dirty: Partial<Record<keyof WeightFormValues, boolean>>,
    confirmed: boolean,
  ) => Promise<void>;
  cancelTo: string;
  /** Extra actions at the end of the form, such as Delete. */
  extraActions?: ReactNode;
};

export function WeightForm({
  unit,
  defaultValues,
  onSubmit,
  cancelTo,
  extraActions,
}: WeightFormProps) {
  const { t } = useTranslation("weight");
  const translate = useMessageText();
  const schema = useMemo(() => weightFormSchema(unit), [unit]);
  const [serverError, setServerError] = useState<string | null>(null);
  // A weight far from the nearest weigh-in: the server asked to confirm it.
  const [unusual, setUnusual] = useState<{ asked: UnusualValues; values: WeightFormOutput } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<WeightFormValues, unknown, WeightFormOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onTouched",
  });
  const noteId = useId();
  const note = watch("note") ?? "";
  const noteLength = note.trim().length;
  const noteTooLong = noteLength > WEIGHT_NOTE_MAX;
  const maxDate = toDateTimeLocalValue(new Date());
  const [min, max] =
    unit === "lb" ? [WEIGHT_MIN_LB, WEIGHT_MAX_LB] : [WEIGHT_MIN_KG, WEIGHT_MAX_KG];
  const unitLabel = t(unit === "lb" ? "units.lbShort" : "units.kgShort");

  async function save(values: WeightFormOutput, confirmed: boolean) {
    setServerError(null);
    setUnusual(null);
    try {
      await onSubmit(values, dirtyFields, confirmed);
    } catch (error) {
      const asked = unusualValuesOf(error);
      if (asked) {
        setUnusual({ asked, values });
        return;
      }
      applyServerErrors(error, setError, SERVER_FIELDS);
      setServerError(isApiError(error) ? translate(error) : t("errors.generic"));
    }
  }
  const submit = handleSubmit((values) => save(values, false));

  const noteError = translate(errors.note?.message);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {serverError ? (
        <Banner variant="error" title={t("form.errorTitle")} onDismiss={() => setServerError(null)}>
          {serverError}
        </Banner>
      ) : null}

      <TextField
        label={t("form.weight", { unit: unitLabel })}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="next"
        hint={t("form.weightHint", { min, max, unit: unitLabel })}
        error={translate(errors.weight?.message)}
        endAdornment={
          <span aria-hidden="true" className="pr-3 text-base font-medium text-slate-500">
            {unitLabel}
          </span>
        }
        className="text-lg font-semibold tabular-nums"
        {...register("weight")}
      />

      <TextField
        type="datetime-local"
        label={t("form.measuredAt")}
        hint={t("form.measuredAtHint")}
        max={maxDate}
        error={translate(errors.measuredAt?.message)}
        {...register("measuredAt")}
      />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
          {t("form.note")}
        </label>
        <textarea
          id={noteId}
          rows={3}
          placeholder={t("form.notePlaceholder")}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={[fieldDescribedBy(noteId, null, noteError), `${noteId}-count`]
            .filter(Boolean)
            .join(" ")}
          className={clsx(
            "block min-h-24 w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 transition-colors",
            // Like every text field: a 2 px ring whenever it has focus.
            "focus:outline-2 focus:outline-offset-0",
            noteError || noteTooLong
              ? "border-red-600 focus:outline-red-600"
              : "border-slate-300 hover:border-slate-400 focus:border-brand-700 focus:outline-brand-700",
          )}
          {...register("note")}
        />
        <p
          id={`${noteId}-count`}
          className={clsx(
            "text-right text-sm tabular-nums",
            noteTooLong ? "font-medium text-red-700" : "text-slate-600",
          )}
        >
          {t("form.noteCount", { count: noteLength, max: WEIGHT_NOTE_MAX })}
        </p>
        <FieldMessages id={noteId} error={noteError} />
      </div>

      {unusual ? (
        <ConfirmUnusual
          messages={[unusual.asked.message]}
          confirming={confirming}
          onCorrect={() => {
            setUnusual(null);
            setFocus("weight");
          }}
          onConfirm={async () => {
            setConfirming(true);
            await save(unusual.values, true);
            setConfirming(false);
          }}
        />
      ) : null}

      <div className="mt-2 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
        {extraActions ? <div className="sm:mr-auto">{extraActions}</div> : null}
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          <Link to={cancelTo} className={buttonClassName("secondary", "md")}>
            {t("form.cancel")}
          </Link>
          <Button type="submit" loading={isSubmitting} className="sm:min-w-32">
            {t("form.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}
