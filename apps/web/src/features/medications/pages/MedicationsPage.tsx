import { useQuery } from "@tanstack/react-query";
import { addDays, type DoseMark, type DoseRef, type MedicationInput } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { SignInRequiredError, useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { localToday } from "../../../lib/local-day.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { useEnableReminders } from "../../notifications/permission/index.tsx";
import {
  doseKey,
  medicationsData,
  useCreateMedication,
  useDeleteMedication,
  useMarkDose,
  useUnmarkDose,
  useUpdateMedication,
} from "../api.ts";
import { AdherenceView } from "../components/AdherenceView.tsx";
import { DoseList } from "../components/DoseList.tsx";
import { MedicationForm } from "../components/MedicationForm.tsx";
import { MedicationsList } from "../components/MedicationsList.tsx";

/** Today's doses, adherence and the medications; in the preview, the demo's. */
export default function MedicationsPage() {
  const isPreview = useIsPreview();
  const { t } = useTranslation("medications");
  usePageTitle(t("title"));
  const format = useDayFormat();
  const { toast } = useToast();
  const messageText = useMessageText();
  const writeGate = medicationsData.useWriteGate();
  const today = localToday();
  const [date, setDate] = useState(today);
  const [adding, setAdding] = useState(false);
  const [doseError, setDoseError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const medicationQueries = medicationsData.useQueries();
  const medications = useQuery(medicationQueries.list());
  const doses = useQuery(medicationQueries.doses(date));
  const adherence = useQuery(medicationQueries.adherence());
  const markDose = useMarkDose();
  const unmarkDose = useUnmarkDose();
  const createMedication = useCreateMedication();
  const reminders = useEnableReminders();
  const updateMedication = useUpdateMedication();
  const deleteMedication = useDeleteMedication();
  const markingDose = markDose.isPending
    ? doseKey(markDose.variables)
    : unmarkDose.isPending
      ? doseKey(unmarkDose.variables)
      : null;
  const saving =
    createMedication.isPending || updateMedication.isPending || deleteMedication.isPending;

  const failed = (set: (m: string | null) => void) => (error: unknown) => {
    if (!(error instanceof SignInRequiredError)) set(messageText(error as Error));
  };
  const mark = (m: DoseMark) => {
    setDoseError(null);
    markDose.mutateAsync(m).catch(failed(setDoseError));
  };
  const undo = (ref: DoseRef) => {
    setDoseError(null);
    unmarkDose.mutateAsync(ref).catch(failed(setDoseError));
  };
  const create = async (input: MedicationInput) => {
    setSaveError(null);
    await createMedication.mutateAsync(input);
    setAdding(false);
    toast({ message: t("list.added"), variant: "success" });
    // A medication is reminded at its dose times: the moment to ask for notifications.
    reminders.offer();
  };
  const update = async (id: string, patch: MedicationInput, done: () => void) => {
    setSaveError(null);
    await updateMedication.mutateAsync({ id, patch });
    done();
    toast({ message: t("list.updated"), variant: "success" });
  };
  const remove = (id: string) => {
    setSaveError(null);
    deleteMedication
      .mutateAsync(id)
      .then(() => toast({ message: t("list.deleted"), variant: "success" }))
      .catch(failed(setSaveError));
  };
  const startAdding = () => {
    if (writeGate) writeGate();
    else setAdding(true);
  };

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
      />
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
        <Card
          title={
            date === today
              ? t("doses.todayHeading")
              : t("doses.heading", { date: format.long(date) })
          }
        >
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => setDate(addDays(date, -1))}>
              {t("doses.previous")}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={date >= today}
              onClick={() => setDate(addDays(date, 1))}
            >
              {t("doses.next")}
            </Button>
            {date !== today ? (
              <Button variant="ghost" size="sm" onClick={() => setDate(today)}>
                {t("doses.today")}
              </Button>
            ) : (
              <span className="text-sm text-slate-600">{format.long(today)}</span>
            )}
          </div>
          <Loadable
            query={doses}
            loading={<Skeleton className="h-40 w-full" />}
            error={t("doses.error")}
            isEmpty={(day) => day.items.length === 0}
            empty={<p className="text-sm text-slate-600">{t("doses.empty")}</p>}
          >
            {(day) => (
              <DoseList
                doses={day.items}
                date={day.date}
                today={today}
                format={format}
                markingDose={markingDose}
                onMark={mark}
                onUndo={undo}
              />
            )}
          </Loadable>
          {doseError ? (
            <Banner variant="error" className="mt-3">
              {doseError}
            </Banner>
          ) : null}
        </Card>
        <Card title={t("adherence.heading")}>
          <Loadable
            query={adherence}
            loading={<Skeleton className="h-60 w-full" />}
            error={t("adherence.error")}
          >
            {(adherence) => <AdherenceView adherence={adherence} today={today} format={format} />}
          </Loadable>
        </Card>
      </div>
      <Card
        title={t("list.heading")}
        actions={
          adding ? null : (
            <Button size="sm" onClick={startAdding}>
              {t("list.add")}
            </Button>
          )
        }
      >
        {adding ? (
          <div className="mb-4 rounded-xl bg-slate-50 p-3">
            <h3 className="mb-3 text-sm font-semibold text-slate-900">{t("form.addHeading")}</h3>
            <MedicationForm
              medication={null}
              today={today}
              saving={saving}
              error={saveError}
              onSubmit={create}
              onCancel={() => setAdding(false)}
            />
          </div>
        ) : null}
        <Loadable
          query={medications}
          loading={<Skeleton className="h-32 w-full" />}
          error={t("list.error")}
          isEmpty={(list) => list.length === 0}
          empty={adding ? null : <EmptyState title={t("list.empty")} />}
        >
          {(list) => (
            <MedicationsList
              medications={list}
              today={today}
              format={format}
              saving={saving}
              error={adding ? null : saveError}
              onUpdate={update}
              onDelete={remove}
            />
          )}
        </Loadable>
      </Card>
      {reminders.explainer}
    </div>
  );
}
