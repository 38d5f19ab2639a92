import { zodResolver } from "@hookform/resolvers/zod";
import {
  PAIN_INTENSITY_MAX,
  PAIN_INTENSITY_MIN,
  PAIN_REGIONS,
  PAIN_TYPES,
  type PainRegion,
  type PainRegionEntry,
  type PainType,
} from "@vitalog/domain";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CloseIcon } from "../../../components/Icon/icons.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import {
  intensityColour,
  intensityTextColour,
  type PainListField,
  SUGGESTIONS,
} from "../display.ts";
import { type PainFormOutput, type PainFormValues, painFormSchema } from "../form.ts";
import { BodyMap } from "./BodyMap.tsx";

const DEFAULT_INTENSITY = 5;
const DEFAULT_TYPE: PainType = "aching";
const REGION_ORDER = new Map(PAIN_REGIONS.map((r, i) => [r.id, i]));

const SERVER_FIELDS = ["occurredAt", "regions", "symptoms", "triggers", "relief", "note"] as const;

/** The first message in a field's errors, however deep (an item of a list). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string") return message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

function ListField({
  field,
  values,
  onChange,
  error,
}: {
  field: PainListField;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("pain");
  const [draft, setDraft] = useState("");
  const id = useId();
  const options = [...new Set([...SUGGESTIONS[field], ...values])];
  const add = () => {
    const item = draft.trim();
    if (item && !values.includes(item)) onChange([...values, item]);
    setDraft("");
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t(`form.${field}`)}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = values.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() =>
                onChange(on ? values.filter((v) => v !== option) : [...values, option])
              }
              className={
                on
                  ? "rounded-full border border-brand-700 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                  : "rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              }
            >
              {option}
            </button>
          );
        })}
      </div>
      <div className="flex items-end gap-2">
        <TextField
          id={id}
          label={t("form.addOwn", { what: t(`form.${field}`).toLowerCase() })}
          value={draft}
          maxLength={60}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          containerClassName="flex-1"
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          {t("form.add")}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Records or changes a pain entry: when, the regions on the map with their intensity and type. */
export function PainForm({
  initial,
  onSubmit,
  cancelTo,
  submitLabel,
}: {
  initial: PainFormValues;
  onSubmit: (input: PainFormOutput) => Promise<void>;
  cancelTo: string;
  submitLabel: string;
}) {
  const { t } = useTranslation("pain");
  const translate = useMessageText();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError: setFieldError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<PainFormValues, unknown, PainFormOutput>({
    resolver: zodResolver(painFormSchema),
    defaultValues: initial,
  });
  const values = watch();
  const setRegions = (value: PainRegionEntry[]) =>
    setValue("regions", value, { shouldDirty: true, shouldValidate: isSubmitted });
  const setList = (key: "symptoms" | "triggers" | "relief", value: string[]) =>
    setValue(key, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const chosen = useMemo(
    () => new Map(values.regions.map((r) => [r.region as string, r.intensity])),
    [values.regions],
  );
  const nameOf = (id: string) => t(`regions.${id}`);
  const typeOf = (type: PainType) => t(`types.${type}`);

  const toggle = (region: PainRegion) => {
    const exists = values.regions.some((r) => r.region === region.id);
    setRegions(
      exists
        ? values.regions.filter((r) => r.region !== region.id)
        : [
            ...values.regions,
            {
              region: region.id as PainRegionEntry["region"],
              intensity: DEFAULT_INTENSITY,
              type: DEFAULT_TYPE,
            },
          ].sort((a, b) => (REGION_ORDER.get(a.region) ?? 0) - (REGION_ORDER.get(b.region) ?? 0)),
    );
  };
  const change = (region: string, patch: Partial<PainRegionEntry>) =>
    setRegions(values.regions.map((r) => (r.region === region ? { ...r, ...patch } : r)));

  const describe = (region: PainRegion) => {
    const entry = values.regions.find((r) => r.region === region.id);
    return entry
      ? t("map.selected", {
          name: nameOf(region.id),
          intensity: entry.intensity,
          type: typeOf(entry.type),
        })
      : t("map.notSelected", { name: nameOf(region.id) });
  };

  const submit = handleSubmit(async (input) => {
    setError(null);
    try {
      await onSubmit(input);
    } catch (caught) {
      if (applyServerErrors(caught, setFieldError, SERVER_FIELDS)) return;
      setError(isApiError(caught) ? translate(caught) : t("errors.generic"));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {error ? (
        <Banner variant="error" title={t("form.errorTitle")} onDismiss={() => setError(null)}>
          {error}
        </Banner>
      ) : null}
      <TextField
        type="datetime-local"
        label={t("form.when")}
        max={toDateTimeLocalValue(new Date())}
        error={translate(errors.occurredAt?.message)}
        containerClassName="sm:max-w-xs"
        {...register("occurredAt")}
      />

      <Card title={t("form.whereTitle")} description={t("form.whereHint")}>
        <BodyMap values={chosen} onToggle={toggle} describe={describe} />
      </Card>

      <Card title={t("form.chosenTitle")}>
        {errors.regions ? (
          <p role="alert" className="mb-3 text-sm font-medium text-red-700">
            {translate(firstMessage(errors.regions))}
          </p>
        ) : null}
        {values.regions.length === 0 ? (
          <p className="text-sm text-slate-600">{t("form.noneChosen")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {values.regions.map((entry) => (
              <li key={entry.region} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{nameOf(entry.region)}</h3>
                  <button
                    type="button"
                    onClick={() =>
                      setRegions(values.regions.filter((r) => r.region !== entry.region))
                    }
                    aria-label={t("form.remove", { name: nameOf(entry.region) })}
                    className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </div>
                <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
                  <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
                    {t("form.intensity", { name: nameOf(entry.region) })}
                    <span className="flex items-center gap-3">
                      <input
                        type="range"
                        min={PAIN_INTENSITY_MIN}
                        max={PAIN_INTENSITY_MAX}
                        step={1}
                        value={entry.intensity}
                        aria-valuetext={t("form.intensityValue", { value: entry.intensity })}
                        onChange={(e) =>
                          change(entry.region, { intensity: Number(e.target.value) })
                        }
                        className="h-11 flex-1 accent-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                      />
                      <span
                        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold"
                        style={{
                          backgroundColor: intensityColour(entry.intensity),
                          color: intensityTextColour(entry.intensity),
                        }}
                        aria-hidden="true"
                      >
                        {entry.intensity}
                      </span>
                    </span>
                  </label>
                  <Select
                    label={t("form.type", { name: nameOf(entry.region) })}
                    value={entry.type}
                    onChange={(e) => change(entry.region, { type: e.target.value as PainType })}
                    options={PAIN_TYPES.map((type) => ({ value: type, label: typeOf(type) }))}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t("form.contextTitle")}>
        <div className="flex flex-col gap-6">
          <ListField
            field="symptoms"
            values={values.symptoms}
            onChange={(v) => setList("symptoms", v)}
            error={translate(firstMessage(errors.symptoms))}
          />
          <ListField
            field="triggers"
            values={values.triggers}
            onChange={(v) => setList("triggers", v)}
            error={translate(firstMessage(errors.triggers))}
          />
          <ListField
            field="relief"
            values={values.relief}
            onChange={(v) => setList("relief", v)}
            error={translate(firstMessage(errors.relief))}
          />
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
            {t("form.note")}
            <textarea
              maxLength={1000}
              rows={3}
              aria-invalid={errors.note ? true : undefined}
              {...register("note")}
              className="rounded-xl border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
            />
          </label>
          {errors.note ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {translate(errors.note.message)}
            </p>
          ) : null}
        </div>
      </Card>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        <Link to={cancelTo} className={buttonClassName("ghost")}>
          {t("form.cancel")}
        </Link>
      </div>
    </form>
  );
}
