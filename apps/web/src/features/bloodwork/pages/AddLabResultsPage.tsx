import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { useCreateLabPanel } from "../api.ts";
import { LabPanelForm } from "../components/LabPanelForm.tsx";
import { localDayOf } from "../display.ts";
import { emptyPanelForm, toPanelInput } from "../form.ts";
import { bloodworkPaths } from "../paths.ts";

export default function AddLabResultsPage() {
  const { t } = useTranslation("bloodwork");
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateLabPanel();
  const [today] = useState(() => localDayOf(new Date().toISOString()));
  const [defaultValues] = useState(() => emptyPanelForm(today));

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={t("form.title")}
        description={t("form.subtitle")}
        backTo={bloodworkPaths.list()}
        backLabel={t("actions.back")}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <LabPanelForm
          defaultValues={defaultValues}
          maxDate={today}
          cancelTo={bloodworkPaths.list()}
          onSubmit={async (values, confirmed) => {
            await create.mutateAsync(toPanelInput(values, confirmed));
            toast({ message: t("form.saved"), variant: "success" });
            navigate(bloodworkPaths.list());
          }}
        />
      </section>
    </div>
  );
}
