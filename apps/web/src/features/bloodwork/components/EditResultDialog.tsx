import { BloodworkMessage, type LabResult, type LabResultPatch } from "@vitalog/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import {
  ConfirmUnusual,
  type UnusualValues,
  unusualValuesOf,
} from "../../../kit/ConfirmUnusual.tsx";
import { useUpdateEntry } from "../../../kit/series.ts";
import { ApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { labResultsData } from "../api.ts";
import { unitsFor } from "../form.ts";
import type { LabFormat } from "../useLabFormat.ts";

const text = (v: number | null) => (v === null ? "" : String(v));
const numberOrNull = (v: string) => {
  const trimmed = v.trim().replace(",", ".");
  return trimmed === "" ? null : Number(trimmed);
};

/** Corrects one result: its value, unit and the lab's range. */
export function EditResultDialog({ result, format }: { result: LabResult; format: LabFormat }) {
  const { t } = useTranslation("bloodwork");
  const { toast } = useToast();
  const messageText = useMessageText();
  const update = useUpdateEntry(labResultsData, result.id);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(text(result.value));
  const [unit, setUnit] = useState(result.unit);
  const [low, setLow] = useState(text(result.referenceLow));
  const [high, setHigh] = useState(text(result.referenceHigh));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<UnusualValues | null>(null);
  const units = result.custom ? [] : unitsFor(result.code ?? "");
  const date = format.date(result.takenAt);

  function handleOpenChange(next: boolean) {
    if (next) {
      setValue(text(result.value));
      setUnit(result.unit);
      setLow(text(result.referenceLow));
      setHigh(text(result.referenceHigh));
      setErrors({});
      setFailure(null);
      setUnusual(null);
    }
    setOpen(next);
  }

  async function save(confirmed: boolean) {
    const typed = numberOrNull(value);
    if (typed !== null && !Number.isFinite(typed)) {
      setErrors({ value: messageText(BloodworkMessage.valueNotNumber) });
      return;
    }
    const patch: LabResultPatch = {
      value: typed as number,
      unit,
      referenceLow: numberOrNull(low),
      referenceHigh: numberOrNull(high),
      ...(confirmed ? { confirmed: true } : {}),
    };
    setUnusual(null);
    setFailure(null);
    try {
      await update.mutateAsync(patch);
      setOpen(false);
      toast({ message: t("edit.saved"), variant: "success" });
    } catch (error) {
      const asked = unusualValuesOf(error);
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      if (asked) setUnusual(asked);
      else setFailure(messageText(error as Error));
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void save(false);
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t("actions.editResult", { name: result.name, date })}
        onClick={() => handleOpenChange(true)}
      >
        {t("actions.edit")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        title={t("edit.title", { name: result.name })}
        description={t("edit.body", { date })}
      >
        <form noValidate onSubmit={handleSubmit} className="mt-4 flex flex-col gap-4">
          {failure ? <Banner variant="error">{failure}</Banner> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t("form.value")}
              inputMode="decimal"
              value={value}
              error={errors.value}
              onChange={(e) => setValue(e.target.value)}
            />
            {units.length > 0 ? (
              <Select
                label={t("form.unit")}
                value={unit}
                error={errors.unit}
                onChange={(e) => setUnit(e.target.value)}
                options={units.map((u) => ({ value: u, label: u }))}
              />
            ) : (
              <TextField
                label={t("form.unit")}
                value={unit}
                error={errors.unit}
                onChange={(e) => setUnit(e.target.value)}
              />
            )}
            <TextField
              label={t("form.referenceLow")}
              inputMode="decimal"
              value={low}
              error={errors.referenceLow}
              onChange={(e) => setLow(e.target.value)}
            />
            <TextField
              label={t("form.referenceHigh")}
              inputMode="decimal"
              value={high}
              error={errors.referenceHigh}
              onChange={(e) => setHigh(e.target.value)}
            />
          </div>
          <p className="text-sm text-slate-600">{t("edit.rangeHint")}</p>
          {unusual ? (
            <ConfirmUnusual
              messages={[unusual.message]}
              confirming={update.isPending}
              onConfirm={() => void save(true)}
              onCorrect={() => setUnusual(null)}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t("edit.save")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
