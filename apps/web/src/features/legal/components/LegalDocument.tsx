import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../catalogue.ts";
import type { LegalDoc, LegalSection } from "../catalogue.ts";

const EMAIL = /([\w.+-]+@vitalog\.app)/;

/** Contact addresses in the text become mail links. */
function withMailLinks(text: string): ReactNode {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
        key={index}
        href={`mailto:${part}`}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {part}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** A legal document from the `legal` catalogue: title, date, contents and numbered sections. */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation("legal");
  const sections = t(`${doc}.sections`, { returnObjects: true }) as LegalSection[];
  const anchor = (index: number) => `${doc}-section-${index + 1}`;

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
      <h1
        tabIndex={-1}
        data-route-focus
        className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
      >
        {t(`${doc}.title`)}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{t("lastUpdated")}</p>
      <p className="mt-5 text-base leading-relaxed text-slate-700">{t(`${doc}.intro`)}</p>

      <nav
        aria-labelledby={`${doc}-contents`}
        className="mt-7 rounded-xl border border-slate-200 bg-slate-50 px-5 py-4"
      >
        <h2 id={`${doc}-contents`} className="text-sm font-semibold text-slate-900">
          {t("contents")}
        </h2>
        <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a
                href={`#${anchor(index)}`}
                className="inline-block py-1 text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-8 flex flex-col gap-8">
        {sections.map((section, index) => (
          <section
            key={section.title}
            id={anchor(index)}
            aria-labelledby={`${anchor(index)}-title`}
            className="scroll-mt-20"
          >
            <h2 id={`${anchor(index)}-title`} className="text-lg font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-2 flex flex-col gap-3 text-base leading-relaxed text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{withMailLinks(paragraph)}</p>
              ))}
              {section.items ? (
                <ul className="flex list-disc flex-col gap-1.5 pl-6 marker:text-slate-400">
                  {section.items.map((item) => (
                    <li key={item}>{withMailLinks(item)}</li>
                  ))}
                </ul>
              ) : null}
              {section.after?.map((paragraph) => (
                <p key={paragraph}>{withMailLinks(paragraph)}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
