import type { Medication, MedicationInput } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";
import { daysKind, dosageText, weekdayName } from "../display.ts";
import { MedicationForm } from "./MedicationForm.tsx";

function ScheduleText({ medication, format }: { medication: Medication; format: DayFormat }) {
  const { t, i18n } = useTranslation("medications");
  const { times, daysOfWeek } = medication.schedule;
  const kind = daysKind(daysOfWeek);
  const schedule =
    times.length === 0 || kind === "none"
      ? t("list.asNeeded")
      : `${times.join(", ")} ${t(`days.${kind}`, {
          days: daysOfWeek.map((d) => weekdayName(d, i18n.language)).join(", "),
        })}`;
  const reminder = medication.schedule.reminderMinutesBefore;
  const dates = [
    t("list.from", { date: format.short(medication.startDate) }),
    medication.endDate ? t("list.until", { date: format.short(medication.endDate) }) : null,
    reminder ? `· ${t("list.reminder", { count: reminder })}` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <p className="text-sm text-slate-600">
      {schedule} · {dates}
    </p>
  );
}

/** The person's medications, each with Edit (the form in place) and Delete (confirmed). */
export function MedicationsList({
  medications,
  today,
  format,
  saving,
  error,
  onUpdate,
  onDelete,
}: {
  medications: readonly Medication[];
  today: string;
  format: DayFormat;
  saving: boolean;
  error: string | null;
  onUpdate: (id: string, input: MedicationInput, done: () => void) => Promise<void>;
  onDelete: (id: string) => void;
}) {
  const { t, i18n } = useTranslation("medications");
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {medications.map((m) => (
        <li key={m.id} className="py-3 first:pt-0 last:pb-0">
          {editing === m.id ? (
            <div className="rounded-xl bg-slate-50 p-3">
              <h3 className="mb-3 text-sm font-semibold text-slate-900">
                {t("form.editHeading", { name: m.name })}
              </h3>
              <MedicationForm
                medication={m}
                today={today}
                saving={saving}
                error={error}
                onSubmit={(input) => onUpdate(m.id, input, () => setEditing(null))}
                onCancel={() => setEditing(null)}
              />
            </div>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {m.name}{" "}
                  <span className="font-normal text-slate-600">{dosageText(m, i18n.language)}</span>
                </p>
                <ScheduleText medication={m} format={format} />
                {m.instructions ? (
                  <p className="text-sm break-words text-slate-600">{m.instructions}</p>
                ) : null}
              </div>
              {deleting === m.id ? (
                <div className="flex flex-col gap-2 sm:items-end">
                  <p className="text-sm text-slate-800">
                    {t("list.confirmDelete", { name: m.name })}
                  </p>
                  <div className="flex gap-2">
                    <Button variant="danger" size="sm" onClick={() => onDelete(m.id)}>
                      {t("list.confirm")}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setDeleting(null)}>
                      {t("list.cancel")}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t("list.editLabel", { name: m.name })}
                    onClick={() => setEditing(m.id)}
                  >
                    {t("list.edit")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("list.deleteLabel", { name: m.name })}
                    onClick={() => setDeleting(m.id)}
                  >
                    {t("list.delete")}
                  </Button>
                </div>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
