import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { Logo } from "../../../app/shell/Logo.tsx";
import { SkipLink } from "../../../app/shell/SkipLink.tsx";
import { ArrowLeftIcon } from "../../../components/Icon/icons.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";

interface Section {
  title: string;
  body: string;
}

/** A legal document from the `legal` catalogue; Back goes to the weight page when signed in. */
export function LegalPage({ doc }: { doc: "terms" | "privacy" }) {
  const { t } = useTranslation("legal");
  const { status } = useSession();
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];
  const title = t(`${doc}.title`);
  usePageTitle(title);
  const backTo = status === "signed-in" ? "/dashboard/weight" : "/";

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3 sm:px-6">
          <Link
            to={backTo}
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
        className="mx-auto max-w-3xl px-4 py-10 focus:outline-none sm:px-6"
      >
        <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h1
            tabIndex={-1}
            data-route-focus
            className="text-3xl font-semibold tracking-tight text-slate-900"
          >
            {title}
          </h1>
          <p className="mt-2 text-sm text-slate-600">{t("lastUpdated")}</p>
          <ol className="mt-8 flex flex-col gap-7">
            {sections.map((section, index) => (
              <li key={section.title}>
                <h2 className="text-lg font-semibold text-slate-900">
                  {index + 1}. {section.title}
                </h2>
                <p className="mt-2 text-base leading-relaxed text-slate-700">{section.body}</p>
              </li>
            ))}
          </ol>
        </article>
      </main>
    </div>
  );
}
