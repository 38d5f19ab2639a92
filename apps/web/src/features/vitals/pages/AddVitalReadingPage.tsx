import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { useToast } from "../../../app/toast.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { useCreateEntry } from "../../../kit/series.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { vitalReadingData } from "../api.ts";
import { VitalReadingForm } from "../components/VitalReadingForm.tsx";
import { temperatureUnitFor } from "../display.ts";
import { emptyVitalReadingForm, toVitalReadingInput } from "../form.ts";
import { vitalsPaths } from "../paths.ts";

export default function AddVitalReadingPage() {
  const { t } = useTranslation("vitals");
  usePageTitle(t("form.addReadingTitle"));
  const { profile } = useSession();
  const unit = temperatureUnitFor(profile?.measurementPreference ?? "metric");
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateEntry(vitalReadingData);
  const [defaultValues] = useState(() => emptyVitalReadingForm(new Date()));
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title={t("form.addReadingTitle")}
        description={t("form.addReadingSubtitle")}
        backTo={vitalsPaths.list()}
        backLabel={t("actions.back")}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <VitalReadingForm
          unit={unit}
          defaultValues={defaultValues}
          cancelTo={vitalsPaths.list()}
          onSubmit={async (values, _dirty, confirmed) => {
            await create.mutateAsync({
              ...toVitalReadingInput(values),
              ...(confirmed ? { confirmed: true } : {}),
            });
            toast({ message: t("form.saved"), variant: "success" });
            navigate(vitalsPaths.list());
          }}
        />
      </section>
    </div>
  );
}
