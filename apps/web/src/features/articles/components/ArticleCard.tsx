import type { ArticleCategory, ArticleCard as Card } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useArticleFormat, useAuthorName } from "../display.ts";
import { CommentIcon, HeartIcon, NewspaperIcon } from "./icons.tsx";

/** A cover-less article's picture: a colour of its first category. */
const PLACEHOLDER: Record<ArticleCategory, string> = {
  "preventive-health": "from-sky-100 via-sky-50 to-emerald-100 text-sky-800",
  "weight-loss": "from-emerald-100 via-lime-50 to-teal-100 text-emerald-800",
  fasting: "from-amber-100 via-orange-50 to-yellow-100 text-amber-800",
  "reproductive-health": "from-rose-100 via-pink-50 to-fuchsia-100 text-rose-800",
  "mental-health": "from-violet-100 via-indigo-50 to-sky-100 text-violet-800",
  other: "from-brand-100 via-sky-50 to-emerald-100 text-brand-700",
};

/** An article in a list: cover, categories, title, excerpt, author, date and its counts. */
export function ArticleCard({
  article,
  to,
  headingLevel = 3,
}: {
  article: Card;
  to: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("articles");
  const format = useArticleFormat();
  const nameOf = useAuthorName();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="flex min-w-0">
      <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600">
        {article.coverImage ? (
          <img
            src={article.coverImage}
            alt=""
            loading="lazy"
            className="aspect-[16/9] w-full bg-slate-100 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className={clsx(
              "flex aspect-[5/2] w-full items-center justify-center bg-gradient-to-br sm:aspect-[16/9]",
              PLACEHOLDER[article.categories[0] ?? "other"],
            )}
          >
            <NewspaperIcon className="size-10" />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="flex flex-wrap gap-1.5">
            {article.categories.map((category) => (
              <span
                key={category}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
              >
                {t(`categories.${category}`)}
              </span>
            ))}
          </p>
          <Heading className="font-semibold text-slate-900 group-hover:text-brand-800">
            {/* The whole card is the link's target; the title names it. */}
            <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
              {article.title}
            </Link>
          </Heading>
          {article.excerpt ? (
            <p className="line-clamp-3 text-sm text-slate-700">{article.excerpt}</p>
          ) : null}
          <p className="mt-auto pt-1 text-sm text-slate-700">
            {nameOf(article.author)}
            {article.publishedAt ? (
              <>
                {" · "}
                <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
              </>
            ) : null}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>{t("readingTime", { count: article.readingTime })}</span>
            <span className="inline-flex items-center gap-1">
              <HeartIcon className="size-3.5" />
              <span className="sr-only">{t("card.likes", { count: article.likeCount })}</span>
              <span aria-hidden="true">{format.count(article.likeCount)}</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <CommentIcon className="size-3.5" />
              <span className="sr-only">{t("card.comments", { count: article.commentCount })}</span>
              <span aria-hidden="true">{format.count(article.commentCount)}</span>
            </span>
          </p>
        </div>
      </article>
    </li>
  );
}
