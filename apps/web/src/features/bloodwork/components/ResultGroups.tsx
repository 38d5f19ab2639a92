import type { LabResult } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { useDeleteEntry } from "../../../kit/series.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { labResultsData } from "../api.ts";
import type { ResultGroup } from "../display.ts";
import type { LabFormat } from "../useLabFormat.ts";
import { EditResultDialog } from "./EditResultDialog.tsx";
import { FlagBadge } from "./FlagBadge.tsx";

function DeleteResult({ result, format }: { result: LabResult; format: LabFormat }) {
  const { t } = useTranslation("bloodwork");
  const { toast } = useToast();
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);
  const remove = useDeleteEntry(labResultsData, result.id);
  const date = format.date(result.takenAt);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t("actions.deleteResult", { name: result.name, date })}
        onClick={() => setOpen(true)}
      >
        {t("actions.delete")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={t("deleteDialog.title")}
        description={t("deleteDialog.body", { name: result.name, date })}
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("deleteDialog.cancel")}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ message: t("deleteDialog.deleted"), variant: "success" });
                },
                onError: (error) => toast({ message: messageText(error), variant: "error" }),
              })
            }
          >
            {t("deleteDialog.confirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** Results grouped by test (day and lab), each with its flag in words and the range it used. */
export function ResultGroups({
  groups,
  format,
}: {
  groups: readonly ResultGroup[];
  format: LabFormat;
}) {
  const { t } = useTranslation("bloodwork");
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`lab-group-${group.key}`}>
          <h3
            id={`lab-group-${group.key}`}
            className="flex flex-wrap items-baseline gap-x-2 border-b border-slate-200 pb-2 text-sm font-semibold text-slate-900"
          >
            <span>{format.day(group.day)}</span>
            <span className="font-normal text-slate-600">
              {group.lab ?? t("groups.noLab")} ·{" "}
              {t("groups.count", { count: group.results.length })}
            </span>
          </h3>
          <ul className="divide-y divide-slate-100">
            {group.results.map((result) => {
              const range = format.rangeLine(result);
              return (
                <li key={result.id} className="py-3">
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0 font-medium text-slate-900">{result.name}</p>
                    <div className="flex shrink-0 items-center gap-2">
                      <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                        {format.value(result.value, result.unit)}
                      </span>
                      <FlagBadge flag={result.flag} />
                    </div>
                  </div>
                  <div className="mt-1 flex items-end justify-between gap-3">
                    <p className="min-w-0 text-xs text-slate-600">
                      {range}
                      {result.range && result.range.source !== "lab" ? (
                        <span className="block">
                          {t("range.source", { source: result.range.source })}
                        </span>
                      ) : null}
                    </p>
                    <div className="flex shrink-0 gap-1">
                      <EditResultDialog result={result} format={format} />
                      <DeleteResult result={result} format={format} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
