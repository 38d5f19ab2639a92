import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../components/Button/Button.tsx";
import { Dialog } from "../components/Dialog/Dialog.tsx";
import { ShieldIcon, SparklesIcon } from "../components/Icon/icons.tsx";
import { type AuthTab, authPathWithRedirect, setAuthTab } from "./auth-tab.ts";

export interface SignInPromptDialogProps {
  open: boolean;
  feature?: string | undefined;
  onOpenChange: (open: boolean) => void;
}

export default function SignInPromptDialog({
  open,
  feature,
  onOpenChange,
}: SignInPromptDialogProps) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const location = useLocation();

  const handleGo = (tab: AuthTab) => {
    setAuthTab(tab);
    onOpenChange(false);
    const here = `${location.pathname}${location.search}`;
    // From the preview, come back to the same section of the real dashboard.
    const back = here.startsWith("/preview/") ? here.replace("/preview/", "/dashboard/") : here;
    navigate(authPathWithRedirect(back));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={feature ? t("signInPrompt.titleFeature", { feature }) : t("signInPrompt.title")}
      description={t("signInPrompt.description")}
    >
      <ul className="flex flex-col gap-3">
        <li className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <ShieldIcon className="size-5" />
          </span>
          <span>
            <span className="block text-sm font-semibold text-slate-900">
              {t("signInPrompt.securityTitle")}
            </span>
            <span className="block text-sm text-slate-600">{t("signInPrompt.securityText")}</span>
          </span>
        </li>
        <li className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <SparklesIcon className="size-5" />
          </span>
          <span>
            <span className="block text-sm font-semibold text-slate-900">
              {t("signInPrompt.premiumTitle")}
            </span>
            <span className="block text-sm text-slate-600">{t("signInPrompt.premiumText")}</span>
          </span>
        </li>
      </ul>
      <div className="mt-6 flex flex-col gap-2.5">
        <Button size="lg" fullWidth onClick={() => handleGo("signup")}>
          {t("signInPrompt.createAccount")}
        </Button>
        <Button size="lg" variant="secondary" fullWidth onClick={() => handleGo("signin")}>
          {t("signInPrompt.signIn")}
        </Button>
      </div>
    </Dialog>
  );
}
