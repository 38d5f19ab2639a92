import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useHasInAppHistory } from "../../../app/in-app-history.ts";
import { useSession } from "../../../app/session.tsx";
import { Logo } from "../../../app/shell/Logo.tsx";
import { OfflineBanner } from "../../../app/shell/OfflineBanner.tsx";
import { SkipLink } from "../../../app/shell/SkipLink.tsx";
import { ArrowLeftIcon } from "../../../components/Icon/icons.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import type { LegalDoc } from "../catalogue.ts";
import { LegalDocument } from "./LegalDocument.tsx";

/** Where the legal pages' Back goes: the weight page when signed in, otherwise `/`. */
export function useLegalBackPath(): string {
  const { status } = useSession();
  return status === "signed-in" ? "/dashboard/weight" : "/";
}

/** A legal document on its own page, with a Back link and the logo. */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation("legal");
  usePageTitle(t(`${doc}.title`));
  return (
    <LegalFrame>
      <LegalDocument doc={doc} />
    </LegalFrame>
  );
}

/**
 * The standalone frame of the legal pages: Back, logo, content. Back returns to the page the
 * person came from inside the app; opened on its own, it goes to `useLegalBackPath`.
 */
export function LegalFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("legal");
  const backTo = useLegalBackPath();
  const navigate = useNavigate();
  const hasInAppHistory = useHasInAppHistory();
  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <OfflineBanner />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3 sm:px-6">
          <Link
            to={backTo}
            onClick={(event) => {
              if (!hasInAppHistory || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              navigate(-1);
            }}
            className="inline-flex items-center gap-2 rounded-xl px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeftIcon className="size-5" />
            {t("back")}
          </Link>
          <Logo />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-3xl px-4 py-6 focus:outline-none sm:px-6 sm:py-10"
      >
        {children}
      </main>
    </div>
  );
}
