import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { WellbeingDimension } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { monthOf } from "../../../kit/MonthCalendar.tsx";
import { localToday } from "../../../lib/local-day.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { WelcomeCard } from "../../profile/components/WelcomeCard.tsx";
import { deleteCheckin, saveCheckin, wellbeingData } from "../api.ts";
import { CheckinForm } from "../components/CheckinForm.tsx";
import { MoodCalendar } from "../components/MoodCalendar.tsx";
import { TrendControls, type TrendDays, WellbeingTrends } from "../components/WellbeingTrends.tsx";

/** The check-in card, which the first-run welcome card links to. */
const CHECKIN_ID = "today-checkin";

/** The wellbeing page: today's check-in first, then trends and the mood calendar. */
export default function WellbeingPage() {
  const { t } = useTranslation("wellbeing");
  const format = useDayFormat();
  const { toast } = useToast();
  usePageTitle(t("title"));
  const isPreview = useIsPreview();
  const wellbeingQueries = wellbeingData.useQueries();
  const today = localToday();
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(monthOf(today));
  const [days, setDays] = useState<TrendDays>(30);
  const [dimension, setDimension] = useState<WellbeingDimension>("mood");
  const [confirmDelete, setConfirmDelete] = useState(false);

  const monthOfSelected = useQuery(wellbeingQueries.month(monthOf(selected)));
  const calendar = useQuery({
    ...wellbeingQueries.month(month),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery(wellbeingQueries.summary(days, today));
  const existing = monthOfSelected.data?.find((c) => c.date === selected) ?? null;

  const save = wellbeingData.useMutation({
    mutationFn: saveCheckin,
    invalidate: (q) => [q.all()],
  });
  const remove = wellbeingData.useMutation({
    mutationFn: deleteCheckin,
    invalidate: (q) => [q.all()],
  });

  const isToday = selected === today;
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
      />
      {isPreview ? null : <WelcomeCard checkinAnchor={CHECKIN_ID} />}
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-5">
        <Card
          id={CHECKIN_ID}
          className="scroll-mt-20 lg:col-span-3"
          title={
            isToday ? t("form.todayHeading") : t("form.dayHeading", { date: format.long(selected) })
          }
          description={existing ? t("form.savedFor", { date: format.long(selected) }) : undefined}
          actions={
            isToday ? undefined : (
              <Button variant="ghost" size="sm" onClick={() => setSelected(today)}>
                {t("form.backToToday")}
              </Button>
            )
          }
        >
          {monthOfSelected.data === undefined && !monthOfSelected.isError ? (
            <Skeleton className="h-80 w-full" />
          ) : (
            <CheckinForm
              key={`${selected}-${existing?.updatedAt ?? "new"}`}
              date={selected}
              existing={existing}
              saving={save.isPending}
              onSave={(input) =>
                save.mutateAsync(
                  { date: selected, input },
                  { onSuccess: () => toast({ message: t("form.saved"), variant: "success" }) },
                )
              }
              onDelete={() => setConfirmDelete(true)}
            />
          )}
        </Card>
        <Card className="lg:col-span-2" title={t("calendar.heading")}>
          <Loadable
            query={calendar}
            loading={<Skeleton className="h-72 w-full" />}
            error={t("calendar.error")}
          >
            {(checkins) => (
              <MoodCalendar
                month={month}
                today={today}
                selected={selected}
                checkins={checkins}
                format={format}
                onMonthChange={setMonth}
                onSelect={(day) => {
                  setSelected(day);
                  document.getElementById("main")?.scrollTo?.({ top: 0, behavior: "smooth" });
                }}
              />
            )}
          </Loadable>
        </Card>
      </div>
      <Card title={t("trends.heading")}>
        <div className="mb-4">
          <TrendControls
            days={days}
            onDaysChange={setDays}
            dimension={dimension}
            onDimensionChange={setDimension}
          />
        </div>
        <Loadable
          query={summary}
          loading={<Skeleton className="h-56 w-full" />}
          error={t("trends.error")}
        >
          {(data) => <WellbeingTrends summary={data} dimension={dimension} format={format} />}
        </Loadable>
      </Card>
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("form.deleteTitle", { date: format.long(selected) })}
        description={t("form.deleteBody")}
        size="sm"
      >
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {t("form.cancel")}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(selected, {
                onSettled: () => setConfirmDelete(false),
                onSuccess: () => toast({ message: t("form.deleted"), variant: "success" }),
              })
            }
          >
            {t("form.delete")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
