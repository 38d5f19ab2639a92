import { zodResolver } from "@hookform/resolvers/zod";
import { labMarkerOf } from "@vitalog/domain";
import { useState } from "react";
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from "react-hook-form";
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
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import {
  CUSTOM_MARKER,
  filledRows,
  LIPID_PANEL,
  markersByPanel,
  type PanelFormValues,
  panelFormSchema,
  panelServerFields,
  resultRow,
  suggestedUnitFor,
  unitsFor,
  withMarker,
} from "../form.ts";

const PANELS = markersByPanel();
const labMarkerName = (code: string) => labMarkerOf(code)?.name ?? code;

function ResultRow({
  index,
  canRemove,
  onEdit,
  onRemove,
}: {
  index: number;
  canRemove: boolean;
  /** Any change to the row: an earlier question about its values no longer applies. */
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("bloodwork");
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<PanelFormValues>();
  const marker = useWatch<PanelFormValues, `rows.${number}.marker`>({
    name: `rows.${index}.marker`,
  });
  const rowErrors = errors.rows?.[index];
  const field = (name: "marker" | "name" | "value" | "unit" | "referenceLow" | "referenceHigh") =>
    rowErrors?.[name]?.message;
  const units = unitsFor(marker);
  const isCustom = marker === CUSTOM_MARKER;
  const n = index + 1;
  const edit = { onChange: onEdit };
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t("form.resultN", { n })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Select
          label={t("form.marker")}
          error={field("marker")}
          placeholder={t("form.chooseMarker")}
          {...register(`rows.${index}.marker`, {
            onChange: (e: { target: { value: string } }) => {
              onEdit();
              const row = getValues(`rows.${index}`);
              setValue(`rows.${index}.unit`, withMarker(row, e.target.value).unit);
            },
          })}
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
          error={field("value")}
          {...register(`rows.${index}.value`, edit)}
        />
        {isCustom || units.length === 0 ? (
          <TextField
            label={t("form.unit")}
            error={field("unit")}
            disabled={!isCustom}
            {...register(`rows.${index}.unit`, edit)}
          />
        ) : (
          <Select
            label={t("form.unit")}
            error={field("unit")}
            options={units.map((u) => ({ value: u, label: u }))}
            {...register(`rows.${index}.unit`, edit)}
          />
        )}
      </div>
      {isCustom ? (
        <TextField
          label={t("form.name")}
          containerClassName="mt-3"
          error={field("name")}
          maxLength={80}
          {...register(`rows.${index}.name`, edit)}
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
            error={field("referenceLow")}
            {...register(`rows.${index}.referenceLow`, edit)}
          />
          <TextField
            label={t("form.referenceHigh")}
            inputMode="decimal"
            error={field("referenceHigh")}
            {...register(`rows.${index}.referenceHigh`, edit)}
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
  const form = useForm<PanelFormValues>({
    resolver: zodResolver(panelFormSchema),
    defaultValues,
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const rows = useFieldArray({ control, name: "rows" });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [unusual, setUnusual] = useState<UnusualValues | null>(null);
  const clearUnusual = () => setUnusual(null);

  const addLipidPanel = () => {
    const kept = getValues("rows").filter((r) => r.marker !== "" || r.value.trim() !== "");
    const have = new Set(kept.map((r) => r.marker));
    rows.replace([...kept, ...LIPID_PANEL.filter((c) => !have.has(c)).map((c) => resultRow(c))]);
  };

  async function save(values: PanelFormValues, confirmed: boolean) {
    setFailure(null);
    setUnusual(null);
    try {
      await onSubmit(values, confirmed);
    } catch (error) {
      const asked = unusualValuesOf(error);
      applyServerErrors(error, setError, panelServerFields(values));
      const panelMessage = isApiError(error) ? error.fields?.results : undefined;
      if (panelMessage) setError("root.results", { type: "server", message: panelMessage });
      if (asked) setUnusual(asked);
      else setFailure(isApiError(error) ? messageText(error) : t("form.failed"));
    }
  }

  async function confirm() {
    setConfirming(true);
    await save(getValues(), true);
    setConfirming(false);
  }

  // The rows the server asked about, with the unit in which each value would be usual.
  const sent = unusual ? filledRows(getValues()) : [];
  const suggestions = unusual
    ? Object.keys(unusual.fields).flatMap((field) => {
        const row = sent[Number(field.split(".")[1])];
        const unit = row ? suggestedUnitFor(row) : undefined;
        return row && unit ? [{ row, unit }] : [];
      })
    : [];
  const resultsError = errors.root?.results?.message;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => save(values, false))}
        className="flex flex-col gap-5"
      >
        {failure ? <Banner variant="error">{failure}</Banner> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("form.date")}
            type="date"
            max={maxDate}
            required
            error={errors.date?.message}
            {...register("date", { onChange: clearUnusual })}
          />
          <TextField
            label={t("form.lab")}
            hint={t("form.labHint")}
            maxLength={120}
            error={errors.lab?.message}
            {...register("lab", { onChange: clearUnusual })}
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
          {resultsError ? (
            <p className="text-sm font-medium text-red-700">{messageText(resultsError)}</p>
          ) : null}
          {rows.fields.map((row, index) => (
            <ResultRow
              key={row.id}
              index={index}
              canRemove={rows.fields.length > 1}
              onEdit={clearUnusual}
              onRemove={() => rows.remove(index)}
            />
          ))}
          <div>
            <Button variant="secondary" onClick={() => rows.append(resultRow())}>
              {t("form.addRow")}
            </Button>
          </div>
        </section>
        {unusual ? (
          <ConfirmUnusual
            messages={
              Object.values(unusual.fields).length
                ? Object.values(unusual.fields)
                : [unusual.message]
            }
            confirming={confirming}
            onConfirm={() => void confirm()}
            onCorrect={clearUnusual}
          >
            {suggestions.map(({ row, unit }) => (
              <Button
                key={row.key}
                size="sm"
                variant="secondary"
                // A long marker name wraps rather than overflowing a phone's width.
                className="h-auto! min-h-9 py-1.5"
                onClick={() => {
                  const index = getValues("rows").findIndex((r) => r.key === row.key);
                  setValue(`rows.${index}.unit`, unit);
                  clearErrors();
                  clearUnusual();
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
          <Button type="submit" loading={isSubmitting || confirming}>
            {t("form.save")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
