import {
  PAIN_INTENSITY_MAX,
  PAIN_INTENSITY_MIN,
  PAIN_REGIONS,
  PAIN_TYPES,
  type PainEntry,
  PainEntryInput,
  type PainRegion,
  type PainRegionEntry,
  type PainType,
} from "@vitalog/domain";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CloseIcon } from "../../../components/Icon/icons.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { dateTimeLocalToIso, toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import {
  intensityColour,
  intensityTextColour,
  type PainListField,
  SUGGESTIONS,
} from "../display.ts";
import { BodyMap } from "./BodyMap.tsx";

const DEFAULT_INTENSITY = 5;
const DEFAULT_TYPE: PainType = "aching";
const REGION_ORDER = new Map(PAIN_REGIONS.map((r, i) => [r.id, i]));

export interface PainFormValues {
  occurredAt: string;
  regions: PainRegionEntry[];
  symptoms: string[];
  triggers: string[];
  relief: string[];
  note: string;
}

export function emptyPainForm(now: Date): PainFormValues {
  return {
    occurredAt: toDateTimeLocalValue(now),
    regions: [],
    symptoms: [],
    triggers: [],
    relief: [],
    note: "",
  };
}

export function painFormOf(entry: PainEntry): PainFormValues {
  return {
    occurredAt: toDateTimeLocalValue(new Date(entry.occurredAt)),
    regions: entry.regions.map((r) => ({ ...r, region: r.region as PainRegionEntry["region"] })),
    symptoms: entry.symptoms,
    triggers: entry.triggers,
    relief: entry.relief,
    note: entry.note ?? "",
  };
}

function ListField({
  field,
  values,
  onChange,
}: {
  field: PainListField;
  values: string[];
  onChange: (values: string[]) => void;
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
  onSubmit: (input: PainEntryInput) => Promise<void>;
  cancelTo: string;
  submitLabel: string;
}) {
  const { t } = useTranslation("pain");
  const translate = useMessageText();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof PainFormValues>(key: K, value: PainFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const chosen = useMemo(
    () => new Map(values.regions.map((r) => [r.region as string, r.intensity])),
    [values.regions],
  );
  const nameOf = (id: string) => t(`regions.${id}`);
  const typeOf = (type: PainType) => t(`types.${type}`);

  const toggle = (region: PainRegion) => {
    const exists = values.regions.some((r) => r.region === region.id);
    set(
      "regions",
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
    set(
      "regions",
      values.regions.map((r) => (r.region === region ? { ...r, ...patch } : r)),
    );

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const occurredAt = dateTimeLocalToIso(values.occurredAt);
    const parsed = PainEntryInput.safeParse({
      occurredAt: occurredAt ?? "",
      regions: values.regions,
      symptoms: values.symptoms,
      triggers: values.triggers,
      relief: values.relief,
      note: values.note,
    });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (caught) {
      setError(isApiError(caught) ? translate(caught) : t("errors.generic"));
    } finally {
      setSubmitting(false);
    }
  };

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
        value={values.occurredAt}
        max={toDateTimeLocalValue(new Date())}
        onChange={(e) => set("occurredAt", e.target.value)}
        containerClassName="sm:max-w-xs"
      />

      <Card title={t("form.whereTitle")} description={t("form.whereHint")}>
        <BodyMap values={chosen} onToggle={toggle} describe={describe} />
      </Card>

      <Card title={t("form.chosenTitle")}>
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
                      set(
                        "regions",
                        values.regions.filter((r) => r.region !== entry.region),
                      )
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
            onChange={(v) => set("symptoms", v)}
          />
          <ListField
            field="triggers"
            values={values.triggers}
            onChange={(v) => set("triggers", v)}
          />
          <ListField field="relief" values={values.relief} onChange={(v) => set("relief", v)} />
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
            {t("form.note")}
            <textarea
              value={values.note}
              maxLength={1000}
              rows={3}
              onChange={(e) => set("note", e.target.value)}
              className="rounded-xl border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
            />
          </label>
        </div>
      </Card>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        <Link to={cancelTo} className={buttonClassName("ghost")}>
          {t("form.cancel")}
        </Link>
      </div>
    </form>
  );
}
