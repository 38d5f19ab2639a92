import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/Button/Button.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { useHasInAppHistory } from "../in-app-history.ts";
import { useSession } from "../session.tsx";
import { Logo } from "./Logo.tsx";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  usePageTitle(t("notFound.title"));

  const { status } = useSession();
  const hasInAppHistory = useHasInAppHistory();

  // A page opened on its own (new tab, typed URL, link from elsewhere) has nothing in the app
  // to go back to: Go Back then opens the person's home rather than leaving the app.
  const handleBack = () => {
    if (hasInAppHistory) navigate(-1);
    else navigate(status === "signed-in" ? "/dashboard" : "/preview", { replace: true });
  };

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-6 py-12 text-center"
    >
      <Logo />
      <div className="flex flex-col items-center gap-2">
        <p className="text-6xl font-bold tracking-tight text-brand-700">404</p>
        <h1 tabIndex={-1} data-route-focus className="text-2xl font-semibold text-slate-900">
          {t("notFound.title")}
        </h1>
        <p className="max-w-sm text-base text-slate-600">{t("notFound.text")}</p>
      </div>
      <Button size="lg" onClick={handleBack}>
        {t("notFound.goBack")}
      </Button>
    </main>
  );
}
