import { zodResolver } from "@hookform/resolvers/zod";
import type { LabResult, LabResultPatch } from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
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
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useUpdateEntry } from "../../../kit/series.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { labResultsData } from "../api.ts";
import {
  RESULT_EDIT_FIELDS,
  type ResultEditValues,
  resultEditSchema,
  resultEditValues,
  unitsFor,
} from "../form.ts";
import type { LabFormat } from "../useLabFormat.ts";

/** Corrects one result: its value, unit and the lab's range. */
export function EditResultDialog({ result, format }: { result: LabResult; format: LabFormat }) {
  const { t } = useTranslation("bloodwork");
  const { toast } = useToast();
  const messageText = useMessageText();
  const update = useUpdateEntry(labResultsData, result.id);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<{ patch: LabResultPatch; asked: UnusualValues } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ResultEditValues, unknown, z.output<typeof LabResultPatch>>({
    resolver: zodResolver(resultEditSchema),
    defaultValues: resultEditValues(result),
  });
  const units = result.custom ? [] : unitsFor(result.code ?? "");
  const date = format.date(result.takenAt);
  const message = (error: { message?: string | undefined } | undefined) =>
    error?.message ? messageText(error.message) : undefined;

  function handleOpenChange(next: boolean) {
    if (next) {
      reset(resultEditValues(result));
      setFailure(null);
      setUnusual(null);
    }
    setOpen(next);
  }

  async function save(patch: LabResultPatch) {
    setUnusual(null);
    setFailure(null);
    try {
      await update.mutateAsync(patch);
      setOpen(false);
      toast({ message: t("edit.saved"), variant: "success" });
    } catch (error) {
      const asked = unusualValuesOf(error);
      const placed = applyServerErrors(error, setError, RESULT_EDIT_FIELDS);
      if (asked) setUnusual({ patch, asked });
      else if (!placed) setFailure(messageText(error as Error));
    }
  }

  const submit = handleSubmit((patch) => save(patch));

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
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          {failure ? <Banner variant="error">{failure}</Banner> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t("form.value")}
              inputMode="decimal"
              error={message(errors.value)}
              {...register("value")}
            />
            {units.length > 0 ? (
              <Select
                label={t("form.unit")}
                error={message(errors.unit)}
                {...register("unit")}
                options={units.map((u) => ({ value: u, label: u }))}
              />
            ) : (
              <TextField
                label={t("form.unit")}
                error={message(errors.unit)}
                {...register("unit")}
              />
            )}
            <TextField
              label={t("form.referenceLow")}
              inputMode="decimal"
              error={message(errors.referenceLow)}
              {...register("referenceLow")}
            />
            <TextField
              label={t("form.referenceHigh")}
              inputMode="decimal"
              error={message(errors.referenceHigh)}
              {...register("referenceHigh")}
            />
          </div>
          <p className="text-sm text-slate-600">{t("edit.rangeHint")}</p>
          {unusual ? (
            <ConfirmUnusual
              messages={[unusual.asked.message]}
              confirming={update.isPending}
              onConfirm={() => void save({ ...unusual.patch, confirmed: true })}
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
