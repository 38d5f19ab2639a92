import { useQuery } from "@tanstack/react-query";
import {
  ARTICLE_PUBLISH_STATUSES,
  type ArticlePublishStatus,
  type MyArticleCard,
} from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, useCursorPages } from "../../../kit/CursorPager.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { articlesData } from "../api.ts";
import { PenIcon } from "../components/icons.tsx";
import { useArticleFormat } from "../display.ts";
import { articlesPaths } from "../paths.ts";

function statusOf(params: URLSearchParams): ArticlePublishStatus | "" {
  const status = params.get("status") ?? "";
  return (ARTICLE_PUBLISH_STATUSES as readonly string[]).includes(status)
    ? (status as ArticlePublishStatus)
    : "";
}

function MyArticle({ article }: { article: MyArticleCard }) {
  const { t } = useTranslation("articles");
  const format = useArticleFormat();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={clsx(
              "rounded-full px-2.5 py-0.5 text-xs font-semibold",
              article.isDraft ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900",
            )}
          >
            {article.isDraft ? t("status.draft") : t("status.published")}
          </span>
          {article.visibility === "private" ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              {t("status.private")}
            </span>
          ) : null}
        </p>
        <h2 className="font-semibold break-words text-slate-900">{article.title}</h2>
        <p className="text-sm text-slate-600">
          {t("mine.edited", { date: format.dateTime(article.updatedAt) })}
          {article.isDraft ? null : (
            <>
              {" · "}
              {t("article.views", { count: article.viewCount })}
              {" · "}
              {t("card.likes", { count: article.likeCount })}
              {" · "}
              {t("card.comments", { count: article.commentCount })}
            </>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={articlesPaths.article(article.slug)}
          className={buttonClassName("ghost", "sm")}
          aria-label={t("mine.viewOf", {
            action: article.isDraft ? t("editor.previewDraft") : t("editor.view"),
            title: article.title,
          })}
        >
          {article.isDraft ? t("editor.previewDraft") : t("editor.view")}
        </Link>
        <Link
          to={articlesPaths.edit(article.id)}
          className={buttonClassName("secondary", "sm")}
          aria-label={t("mine.editOf", { title: article.title })}
        >
          <PenIcon className="size-4" />
          {t("article.edit")}
        </Link>
      </div>
    </li>
  );
}

/** The person's own drafts and published articles, last edited first. */
export default function MyArticlesPage() {
  const { t } = useTranslation("articles");
  usePageTitle(t("mine.title"));
  const [params] = useSearchParams();
  const status = statusOf(params);
  const articleQueries = articlesData.useQueries();
  const paging = useCursorPages(status);
  const page = useQuery(articleQueries.mine(status, paging.cursor));
  const tab = (active: boolean) =>
    clsx(
      "inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
      active
        ? "border-brand-700 bg-brand-700 text-white"
        : "border-slate-300 bg-white text-slate-800 hover:bg-brand-50",
    );

  return (
    <div className="flex flex-col gap-5 [&>header]:mb-0">
      <PageHeader
        title={t("mine.title")}
        description={t("mine.subtitle")}
        backTo={articlesPaths.index()}
        backLabel={t("title")}
        actions={
          <Link to={articlesPaths.create()} className={buttonClassName("primary")}>
            <PlusIcon className="size-4" />
            {t("write.action")}
          </Link>
        }
      />
      <nav aria-label={t("mine.filter")}>
        <ul className="flex flex-wrap gap-2">
          {(["", ...ARTICLE_PUBLISH_STATUSES] as const).map((value) => (
            <li key={value || "all"}>
              <Link
                to={value ? `?status=${value}` : "?"}
                replace
                aria-current={status === value ? "page" : undefined}
                className={tab(status === value)}
              >
                {value ? t(`mine.status.${value}`) : t("mine.status.all")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Loadable
        query={page}
        loading={
          <div className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        }
        error={t("loadError")}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<PenIcon />}
            title={status ? t(`mine.empty.${status}`) : t("mine.empty.all")}
            description={t("mine.emptyText")}
            action={
              <Link to={articlesPaths.create()} className={buttonClassName("primary")}>
                {t("write.action")}
              </Link>
            }
          />
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.items.map((article) => (
                <MyArticle key={article.id} article={article} />
              ))}
            </ul>
            <CursorPager
              pages={paging}
              nextCursor={data.nextCursor}
              label={t("paging.label")}
              previousLabel={t("paging.previous")}
              nextLabel={t("paging.next")}
              pageLabel={t("paging.page", { page: paging.page })}
            />
          </>
        )}
      </Loadable>
    </div>
  );
}
