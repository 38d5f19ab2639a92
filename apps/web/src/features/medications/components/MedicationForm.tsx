import { DOSAGE_UNITS, type Medication, MedicationInput } from "@vitalog/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { WEEKDAYS, weekdayName } from "../display.ts";

interface Values {
  name: string;
  dosage: string;
  dosageUnit: string;
  instructions: string;
  times: { key: number; value: string }[];
  daysOfWeek: number[];
  reminder: string;
  startDate: string;
  endDate: string;
  stockCount: string;
}

type Field = keyof Values;

let nextKey = 0;
const timeOf = (value: string) => ({ key: nextKey++, value });
const timesOf = (times: readonly string[]) => times.map(timeOf);

function valuesOf(medication: Medication | null, today: string): Values {
  return medication
    ? {
        name: medication.name,
        dosage: String(medication.dosage),
        dosageUnit: medication.dosageUnit,
        instructions: medication.instructions ?? "",
        times: timesOf(medication.schedule.times.length ? medication.schedule.times : ["08:00"]),
        daysOfWeek: [...medication.schedule.daysOfWeek],
        reminder: medication.schedule.reminderMinutesBefore?.toString() ?? "",
        startDate: medication.startDate,
        endDate: medication.endDate ?? "",
        stockCount: medication.stockCount?.toString() ?? "",
      }
    : {
        name: "",
        dosage: "",
        dosageUnit: "mg",
        instructions: "",
        times: timesOf(["08:00"]),
        daysOfWeek: [...WEEKDAYS],
        reminder: "",
        startDate: today,
        endDate: "",
        stockCount: "",
      };
}

const numberOrText = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The medication the form describes, checked by the domain's schema. */
function inputOf(values: Values) {
  return MedicationInput.safeParse({
    name: values.name,
    dosage: numberOrText(values.dosage),
    dosageUnit: values.dosageUnit,
    instructions: values.instructions.trim() || null,
    schedule: {
      times: values.times.map((time) => time.value),
      daysOfWeek: values.daysOfWeek,
      reminderMinutesBefore: values.reminder.trim() === "" ? null : numberOrText(values.reminder),
    },
    startDate: values.startDate,
    endDate: values.endDate || null,
    stockCount: values.stockCount.trim() === "" ? null : numberOrText(values.stockCount),
  });
}

const FIELD_OF_PATH: Record<string, Field> = {
  times: "times",
  daysOfWeek: "daysOfWeek",
  reminderMinutesBefore: "reminder",
};

/** A medication's name, dosage, schedule, dates and stock, for a new one or a change. */
export function MedicationForm({
  medication,
  today,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  medication: Medication | null;
  today: string;
  saving: boolean;
  error: string | null;
  onSubmit: (input: MedicationInput) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation("medications");
  const messageText = useMessageText();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  // The form opens on a button press: the keyboard goes on to its first field.
  useEffect(() => nameRef.current?.focus(), []);
  const [values, setValues] = useState(() => valuesOf(medication, today));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends Field>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inputOf(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path.map(String);
        const field =
          first === "schedule" ? FIELD_OF_PATH[second ?? ""] : (first as Field | undefined);
        if (field && !found[field]) found[field] = messageText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        ref={nameRef}
        label={t("form.name")}
        value={values.name}
        autoComplete="off"
        error={errors.name}
        onChange={(e) => set("name", e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("form.dosage")}
          inputMode="decimal"
          value={values.dosage}
          error={errors.dosage}
          onChange={(e) => set("dosage", e.target.value)}
        />
        <Select
          label={t("form.dosageUnit")}
          value={values.dosageUnit}
          error={errors.dosageUnit}
          options={DOSAGE_UNITS.map((unit) => ({ value: unit, label: unit }))}
          onChange={(e) => set("dosageUnit", e.target.value)}
        />
      </div>
      <TextField
        label={t("form.instructions")}
        value={values.instructions}
        error={errors.instructions}
        onChange={(e) => set("instructions", e.target.value)}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.times ? `${id}-times` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("form.times")}</legend>
        {values.times.map((time, i) => (
          <div key={time.key} className="flex items-end gap-2">
            <TextField
              label={t("form.time", { number: i + 1 })}
              hideLabel
              type="time"
              value={time.value}
              containerClassName="max-w-40"
              onChange={(e) =>
                set(
                  "times",
                  values.times.map((v, j) => (j === i ? { ...v, value: e.target.value } : v)),
                )
              }
            />
            {values.times.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t("form.removeTime", { number: i + 1 })}
                onClick={() =>
                  set(
                    "times",
                    values.times.filter((_, j) => j !== i),
                  )
                }
              >
                {t("form.remove")}
              </Button>
            ) : null}
          </div>
        ))}
        {errors.times ? (
          <p id={`${id}-times`} className="text-sm font-medium text-red-700">
            {errors.times}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={values.times.length >= 12}
            onClick={() => set("times", [...values.times, timeOf("12:00")])}
          >
            {t("form.addTime")}
          </Button>
        </div>
      </fieldset>
      <fieldset
        aria-describedby={
          errors.daysOfWeek
            ? `${id}-days`
            : values.daysOfWeek.length === 0
              ? `${id}-days-hint`
              : undefined
        }
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("form.days")}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              label={weekdayName(day, i18n.language)}
              aria-label={weekdayName(day, i18n.language, "long")}
              checked={values.daysOfWeek.includes(day)}
              onChange={(e) =>
                set(
                  "daysOfWeek",
                  e.target.checked
                    ? [...values.daysOfWeek, day].sort()
                    : values.daysOfWeek.filter((d) => d !== day),
                )
              }
            />
          ))}
        </div>
        {errors.daysOfWeek ? (
          <p id={`${id}-days`} className="mt-1 text-sm font-medium text-red-700">
            {errors.daysOfWeek}
          </p>
        ) : values.daysOfWeek.length === 0 ? (
          <p id={`${id}-days-hint`} className="mt-1 text-sm text-slate-600">
            {t("form.daysNoneHint")}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("form.startDate")}
          type="date"
          value={values.startDate}
          error={errors.startDate}
          onChange={(e) => set("startDate", e.target.value)}
        />
        <TextField
          label={t("form.endDate")}
          type="date"
          value={values.endDate}
          error={errors.endDate}
          onChange={(e) => set("endDate", e.target.value)}
        />
        <TextField
          label={t("form.stockCount")}
          hint={t("form.stockHint")}
          inputMode="numeric"
          value={values.stockCount}
          error={errors.stockCount}
          onChange={(e) => set("stockCount", e.target.value)}
        />
        <TextField
          label={t("form.reminder")}
          inputMode="numeric"
          value={values.reminder}
          error={errors.reminder}
          onChange={(e) => set("reminder", e.target.value)}
        />
      </div>
      {error ? <Banner variant="error">{error}</Banner> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {t("form.save")}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
