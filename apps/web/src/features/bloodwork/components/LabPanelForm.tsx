import { labMarkerOf } from "@vitalog/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import {
  ConfirmUnusual,
  type UnusualValues,
  unusualValuesOf,
} from "../../../kit/ConfirmUnusual.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import {
  CUSTOM_MARKER,
  filledRows,
  LIPID_PANEL,
  markersByPanel,
  type PanelFormValues,
  panelFormProblems,
  type ResultRowValues,
  resultRow,
  suggestedUnitFor,
  unitsFor,
  withMarker,
} from "../form.ts";

const PANELS = markersByPanel();
const labMarkerName = (code: string) => labMarkerOf(code)?.name ?? code;

function ResultRow({
  row,
  index,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  row: ResultRowValues;
  index: number;
  errors: Record<string, string>;
  canRemove: boolean;
  onChange: (row: ResultRowValues) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("bloodwork");
  const field = (name: string) => errors[`results.${index}.${name}`];
  const units = unitsFor(row.marker);
  const isCustom = row.marker === CUSTOM_MARKER;
  const n = index + 1;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t("form.resultN", { n })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Select
          label={t("form.marker")}
          value={row.marker}
          error={field("code") ?? (isCustom ? field("name") : undefined)}
          onChange={(e) => onChange(withMarker(row, e.target.value))}
          placeholder={t("form.chooseMarker")}
        >
          {PANELS.map(({ panel, markers }) => (
            <optgroup key={panel} label={t(`panels.${panel}`)}>
              {markers.map((m) => (
                <option key={m.code} value={m.code}>
                  {m.name}
                </option>
              ))}
            </optgroup>
          ))}
          <optgroup label={t("form.customGroup")}>
            <option value={CUSTOM_MARKER}>{t("form.customMarker")}</option>
          </optgroup>
        </Select>
        <TextField
          label={t("form.value")}
          inputMode="decimal"
          autoComplete="off"
          value={row.value}
          error={field("value")}
          onChange={(e) => onChange({ ...row, value: e.target.value })}
        />
        {isCustom || units.length === 0 ? (
          <TextField
            label={t("form.unit")}
            value={row.unit}
            error={field("unit")}
            disabled={!isCustom}
            onChange={(e) => onChange({ ...row, unit: e.target.value })}
          />
        ) : (
          <Select
            label={t("form.unit")}
            value={row.unit}
            error={field("unit")}
            onChange={(e) => onChange({ ...row, unit: e.target.value })}
            options={units.map((u) => ({ value: u, label: u }))}
          />
        )}
      </div>
      {isCustom ? (
        <TextField
          label={t("form.name")}
          containerClassName="mt-3"
          value={row.name}
          error={field("name")}
          maxLength={80}
          onChange={(e) => onChange({ ...row, name: e.target.value })}
        />
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
          {t("form.referenceToggle")}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("form.referenceLow")}
            inputMode="decimal"
            value={row.referenceLow}
            error={field("referenceLow")}
            onChange={(e) => onChange({ ...row, referenceLow: e.target.value })}
          />
          <TextField
            label={t("form.referenceHigh")}
            inputMode="decimal"
            value={row.referenceHigh}
            error={field("referenceHigh")}
            onChange={(e) => onChange({ ...row, referenceHigh: e.target.value })}
          />
        </div>
      </details>
      {canRemove ? (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t("form.remove", { n })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** A panel of results: the test date, the lab, and one row per marker. */
export function LabPanelForm({
  defaultValues,
  maxDate,
  cancelTo,
  onSubmit,
}: {
  defaultValues: PanelFormValues;
  maxDate: string;
  cancelTo: string;
  /** Saves the panel; `confirmed` once the person confirmed its unusual values. */
  onSubmit: (values: PanelFormValues, confirmed: boolean) => Promise<void>;
}) {
  const { t } = useTranslation("bloodwork");
  const messageText = useMessageText();
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [unusual, setUnusual] = useState<UnusualValues | null>(null);

  const setRow = (index: number, row: ResultRowValues) => {
    setUnusual(null);
    setValues((v) => ({ ...v, rows: v.rows.map((r, i) => (i === index ? row : r)) }));
  };

  const addLipidPanel = () =>
    setValues((v) => {
      const kept = v.rows.filter((r) => r.marker !== "" || r.value.trim() !== "");
      const have = new Set(kept.map((r) => r.marker));
      return {
        ...v,
        rows: [...kept, ...LIPID_PANEL.filter((c) => !have.has(c)).map((c) => resultRow(c))],
      };
    });

  async function save(confirmed: boolean) {
    const problems = panelFormProblems(values);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, messageText(m)])));
      setFailure(null);
      return;
    }
    setSaving(true);
    setFailure(null);
    setUnusual(null);
    try {
      await onSubmit(values, confirmed);
    } catch (error) {
      const asked = unusualValuesOf(error);
      if (asked) {
        setErrors(asked.fields);
        setUnusual(asked);
      } else if (error instanceof ApiError) {
        setErrors(error.fields ?? {});
        setFailure(messageText(error));
      } else {
        setFailure(t("form.failed"));
      }
    } finally {
      setSaving(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void save(false);
  }

  // The rows the server asked about, with the unit in which each value would be usual.
  const sent = filledRows(values);
  const suggestions = unusual
    ? Object.keys(unusual.fields).flatMap((field) => {
        const row = sent[Number(field.split(".")[1])];
        const unit = row ? suggestedUnitFor(row) : undefined;
        return row && unit ? [{ row, unit }] : [];
      })
    : [];

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {failure ? <Banner variant="error">{failure}</Banner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("form.date")}
          type="date"
          max={maxDate}
          required
          value={values.date}
          error={errors.takenAt}
          onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))}
        />
        <TextField
          label={t("form.lab")}
          hint={t("form.labHint")}
          value={values.lab}
          maxLength={120}
          error={errors.lab}
          onChange={(e) => setValues((v) => ({ ...v, lab: e.target.value }))}
        />
      </div>
      <section aria-labelledby="lab-form-results" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="lab-form-results" className="text-base font-semibold text-slate-900">
            {t("form.resultsHeading")}
          </h2>
          <Button variant="secondary" size="sm" onClick={addLipidPanel}>
            {t("form.lipidPanel")}
          </Button>
        </div>
        {errors.results ? (
          <p className="text-sm font-medium text-red-700">{messageText(errors.results)}</p>
        ) : null}
        {values.rows.map((row, index) => (
          <ResultRow
            key={row.key}
            row={row}
            index={index}
            errors={errors}
            canRemove={values.rows.length > 1}
            onChange={(next) => setRow(index, next)}
            onRemove={() =>
              setValues((v) => ({ ...v, rows: v.rows.filter((_, i) => i !== index) }))
            }
          />
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => setValues((v) => ({ ...v, rows: [...v.rows, resultRow()] }))}
          >
            {t("form.addRow")}
          </Button>
        </div>
      </section>
      {unusual ? (
        <ConfirmUnusual
          messages={
            Object.values(unusual.fields).length ? Object.values(unusual.fields) : [unusual.message]
          }
          confirming={saving}
          onConfirm={() => void save(true)}
          onCorrect={() => setUnusual(null)}
        >
          {suggestions.map(({ row, unit }) => (
            <Button
              key={row.key}
              size="sm"
              variant="secondary"
              // A long marker name wraps rather than overflowing a phone's width.
              className="h-auto! min-h-9 py-1.5"
              onClick={() => {
                const index = values.rows.findIndex((r) => r.key === row.key);
                setRow(index, { ...row, unit });
                setErrors({});
              }}
            >
              {t("form.useUnit", { unit, name: labMarkerName(row.marker) })}
            </Button>
          ))}
        </ConfirmUnusual>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonClassName("secondary")}>
          {t("form.cancel")}
        </Link>
        <Button type="submit" loading={saving}>
          {t("form.save")}
        </Button>
      </div>
    </form>
  );
}
