import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { useToast } from "../../../app/toast.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { useCreateEntry } from "../../../kit/series.ts";
import { weightData } from "../api.ts";
import { WeightForm } from "../components/WeightForm.tsx";
import { weightUnitFor } from "../display.ts";
import { emptyWeightForm, toWeightEntryInput } from "../form.ts";
import { weightPaths } from "../paths.ts";

export default function AddWeightPage() {
  const { t } = useTranslation("weight");
  const { profile } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateEntry(weightData);
  const unit = weightUnitFor(profile?.measurementPreference ?? "metric");
  const [defaultValues] = useState(() => emptyWeightForm(new Date()));

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title={t("form.addTitle")}
        description={t("form.addSubtitle")}
        backTo={weightPaths.list()}
        backLabel={t("actions.back")}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <WeightForm
          unit={unit}
          defaultValues={defaultValues}
          cancelTo={weightPaths.list()}
          onSubmit={async (values, _dirty, confirmed) => {
            await create.mutateAsync({
              ...toWeightEntryInput(values),
              ...(confirmed ? { confirmed: true } : {}),
            });
            toast({ message: t("form.saved"), variant: "success" });
            navigate(weightPaths.list());
          }}
        />
      </section>
    </div>
  );
}
