import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { useCreateEntry } from "../../../kit/series.ts";
import { painData } from "../api.ts";
import { PainForm } from "../components/PainForm.tsx";
import { emptyPainForm, toPainEntryInput } from "../form.ts";
import { painPaths } from "../paths.ts";

export default function AddPainPage() {
  const { t } = useTranslation("pain");
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateEntry(painData);
  const [initial] = useState(() => emptyPainForm(new Date()));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t("form.addTitle")}
        description={t("form.addSubtitle")}
        backTo={painPaths.list()}
        backLabel={t("actions.back")}
      />
      <PainForm
        initial={initial}
        cancelTo={painPaths.list()}
        submitLabel={t("form.save")}
        onSubmit={async (input) => {
          await create.mutateAsync(toPainEntryInput(input));
          toast({ message: t("form.saved"), variant: "success" });
          navigate(painPaths.list());
        }}
      />
    </div>
  );
}
