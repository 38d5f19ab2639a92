import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { useCreateEntry } from "../../../kit/series.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { bloodPressureData } from "../api.ts";
import { BloodPressureForm } from "../components/BloodPressureForm.tsx";
import { emptyBloodPressureForm, toBloodPressureInput } from "../form.ts";
import { vitalsPaths } from "../paths.ts";

export default function AddBloodPressurePage() {
  const { t } = useTranslation("vitals");
  usePageTitle(t("form.addBpTitle"));
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateEntry(bloodPressureData);
  const [defaultValues] = useState(() => emptyBloodPressureForm(new Date()));
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title={t("form.addBpTitle")}
        description={t("form.addBpSubtitle")}
        backTo={vitalsPaths.list()}
        backLabel={t("actions.back")}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <BloodPressureForm
          defaultValues={defaultValues}
          cancelTo={vitalsPaths.list()}
          onSubmit={async (values, _dirty, confirmed) => {
            await create.mutateAsync({
              ...toBloodPressureInput(values),
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
