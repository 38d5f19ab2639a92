import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ShieldIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { LegalFrame } from "../../legal/components/LegalPage.tsx";
import { useSettingsContext } from "../components/SettingsLayout.tsx";

function DocumentIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}

/** /settings/legal: the two legal documents. */
export default function SettingsLegalPage() {
  const { t } = useTranslation("settings");
  const { embedded } = useSettingsContext();
  usePageTitle(t("legal.title"));
  const documents = [
    {
      to: "/settings/terms-of-service",
      title: t("legal.terms"),
      text: t("legal.termsText"),
      icon: DocumentIcon,
    },
    {
      to: "/settings/privacy-policy",
      title: t("legal.privacy"),
      text: t("legal.privacyText"),
      icon: ShieldIcon,
    },
  ];

  const content = (
    <>
      <PageHeader title={t("legal.title")} description={t("legal.description")} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {documents.map((document) => (
          <li key={document.to}>
            <Link
              to={document.to}
              className="flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <document.icon className="size-5" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-base font-semibold text-slate-900">{document.title}</span>
                <span className="text-sm text-slate-600">{document.text}</span>
                <span className="text-sm text-slate-600">{t("legal.updated")}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
  return embedded ? content : <LegalFrame>{content}</LegalFrame>;
}
