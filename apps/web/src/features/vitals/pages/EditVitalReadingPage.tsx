import { useQuery } from "@tanstack/react-query";
import type { VitalReading, VitalReadingPatch } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { EditPage } from "../../../kit/EditPage.tsx";
import { useDeleteEntry, useUpdateEntry } from "../../../kit/series.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { vitalReadingData } from "../api.ts";
import { DeleteReading } from "../components/DeleteReading.tsx";
import { VitalReadingForm } from "../components/VitalReadingForm.tsx";
import { temperatureUnitFor } from "../display.ts";
import { vitalReadingFormFrom } from "../form.ts";
import { vitalsPaths } from "../paths.ts";
import { useVitalsFormat } from "../useVitalsFormat.ts";

function EditForm({ reading }: { reading: VitalReading }) {
  const { t } = useTranslation("vitals");
  const { toast } = useToast();
  const navigate = useNavigate();
  const { profile } = useSession();
  const unit = temperatureUnitFor(profile?.measurementPreference ?? "metric");
  const format = useVitalsFormat(unit);
  const update = useUpdateEntry(vitalReadingData, reading.id);
  const remove = useDeleteEntry(vitalReadingData, reading.id, { leaveTo: vitalsPaths.list() });
  const [defaultValues] = useState(() => vitalReadingFormFrom(reading, unit));
  return (
    <VitalReadingForm
      unit={unit}
      kindFixed
      defaultValues={defaultValues}
      cancelTo={vitalsPaths.list()}
      extraActions={<DeleteReading date={format.dateTime(reading.measuredAt)} remove={remove} />}
      onSubmit={async (values, dirty, confirmed) => {
        const patch: VitalReadingPatch = {};
        if (dirty.value) patch.value = values.value;
        if (dirty.measuredAt) patch.measuredAt = values.measuredAt;
        if (dirty.note) patch.note = values.note;
        if (confirmed) patch.confirmed = true;
        if (Object.keys(patch).length > 0) await update.mutateAsync(patch);
        toast({ message: t("form.updated"), variant: "success" });
        navigate(vitalsPaths.list());
      }}
    />
  );
}

export default function EditVitalReadingPage() {
  const { t } = useTranslation("vitals");
  usePageTitle(t("form.editReadingTitle"));
  const { entryId = "" } = useParams();
  const query = useQuery(vitalReadingData.member.detail(entryId));
  return (
    <div className="mx-auto max-w-xl">
      <EditPage
        query={query}
        header={{
          title: t("form.editReadingTitle"),
          backTo: vitalsPaths.list(),
          backLabel: t("actions.back"),
        }}
        notFound={{
          title: t("form.notFound.title"),
          body: t("form.notFound.body"),
          hint: t("form.notFound.hint"),
        }}
        bodyClassName="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
        loading={<Skeleton className="h-64 w-full" />}
        error={(retry) => (
          <Banner variant="error" title={t("form.loadError")}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
              {t("actions.retry")}
            </Button>
          </Banner>
        )}
      >
        {(reading) => <EditForm key={reading.id} reading={reading} />}
      </EditPage>
    </div>
  );
}
