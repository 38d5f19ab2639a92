import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";

/** Shown by a route whose page module is not part of this build. */
export default function UnavailablePage() {
  const { t } = useTranslation("common");
  return (
    <>
      <PageHeader title={t("unavailable.title")} />
      <EmptyState title={t("unavailable.title")} description={t("unavailable.text")} />
    </>
  );
}
