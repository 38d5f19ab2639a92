import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { EditPage } from "../../../kit/EditPage.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { adminData, useSaveRecommendationMutation } from "../api.ts";
import { RecommendationFormView } from "../components/RecommendationFormView.tsx";
import { adminPaths } from "../paths.ts";
import { emptyValues, valuesOf } from "../recommendation-form.ts";

/** /admin/recommendations/new and /admin/recommendations/:recommendationId/edit. */
export default function RecommendationFormPage() {
  const { recommendationId } = useParams();
  const isEdit = Boolean(recommendationId);
  const { t } = useTranslation("admin");
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const existing = useQuery(adminData.member.recommendation(recommendationId ?? ""));
  const riskFactors = useQuery(adminData.member.catalog("riskFactors"));
  const healthGoals = useQuery(adminData.member.catalog("healthGoals"));
  const save = useSaveRecommendationMutation();
  const title = isEdit ? t("form.editTitle") : t("form.newTitle");
  usePageTitle(title);

  const initial = useMemo(
    () => (isEdit ? (existing.data ? valuesOf(existing.data) : null) : emptyValues()),
    [isEdit, existing.data],
  );
  // The record (when editing) and both catalogues the form picks from, as one thing to load.
  const loaded = {
    data:
      initial && riskFactors.data && healthGoals.data
        ? { initial, riskFactors: riskFactors.data.items, healthGoals: healthGoals.data.items }
        : undefined,
    isError: (isEdit && existing.isError) || riskFactors.isError || healthGoals.isError,
    error: isEdit ? existing.error : null,
    refetch: () => {
      if (isEdit) void existing.refetch();
      void riskFactors.refetch();
      void healthGoals.refetch();
    },
  };

  return (
    <EditPage
      query={loaded}
      header={{
        title,
        description: isEdit && existing.data ? existing.data.guidelineTitle : t("form.description"),
        backTo: adminPaths.recommendations(),
        backLabel: t("form.backToList"),
      }}
      notFound={{ body: (error) => messageText(error as Error) }}
      error={isEdit && existing.isError ? t("recommendations.loadFailed") : t("form.catalogFailed")}
      loading={
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      }
    >
      {(data) => (
        <RecommendationFormView
          key={recommendationId ?? "new"}
          initial={data.initial}
          isEdit={isEdit}
          riskFactors={data.riskFactors}
          healthGoals={data.healthGoals}
          onCancel={() => navigate(adminPaths.recommendations())}
          onSubmit={async (input) => {
            await save.mutateAsync(recommendationId ? { id: recommendationId, input } : { input });
            toast({ message: t(isEdit ? "form.updated" : "form.created"), variant: "success" });
            navigate(adminPaths.recommendations());
          }}
        />
      )}
    </EditPage>
  );
}
