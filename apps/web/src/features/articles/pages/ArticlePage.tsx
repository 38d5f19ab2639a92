import { useQuery } from "@tanstack/react-query";
import type { ArticleView } from "@vitalog/domain";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { ArrowLeftIcon, EyeIcon } from "../../../components/Icon/icons.tsx";
import { RichText } from "../../../components/RichText/RichText.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { LoadError } from "../../../kit/Loadable.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { articlesData } from "../api.ts";
import { ArticleCard } from "../components/ArticleCard.tsx";
import { AuthorCard } from "../components/AuthorCard.tsx";
import { Comments } from "../components/Comments.tsx";
import { ClockIcon, NewspaperIcon, PenIcon } from "../components/icons.tsx";
import { LikeButton } from "../components/LikeButton.tsx";
import { ReadingProgress } from "../components/ReadingProgress.tsx";
import { ShareButtons } from "../components/ShareButtons.tsx";
import { useArticleFormat } from "../display.ts";
import { articleLinks } from "../links.ts";
import { articlesPaths } from "../paths.ts";

function ArticleSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-11 w-64" />
      <Skeleton className="aspect-[16/9] w-full rounded-xl" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function ArticleContent({ article, isPreview }: { article: ArticleView; isPreview: boolean }) {
  const { t } = useTranslation("articles");
  const format = useArticleFormat();
  const links = articleLinks(isPreview);
  const body = useRef<HTMLDivElement>(null);
  usePageTitle(article.title);
  const isOpen = !article.isDraft;

  return (
    <>
      <ReadingProgress target={body} />
      <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-4">
          <Link
            to={links.index()}
            className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <ArrowLeftIcon className="size-4" />
            {t("article.back")}
          </Link>
          <ul aria-label={t("article.categories")} className="flex flex-wrap gap-1.5">
            {article.categories.map((category) => (
              <li key={category}>
                <Link
                  to={links.index({ category })}
                  className="inline-flex rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t(`categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
          <h1
            tabIndex={-1}
            data-route-focus
            className="text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {article.title}
          </h1>
          {article.excerpt ? <p className="text-lg text-slate-700">{article.excerpt}</p> : null}
          <AuthorCard author={article.author} isPreview={isPreview}>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {article.publishedAt ? (
                <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
              ) : (
                <span>{t("article.notPublished")}</span>
              )}
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="size-4" />
                {t("readingTime", { count: article.readingTime })}
              </span>
              {isOpen ? (
                <span className="inline-flex items-center gap-1">
                  <EyeIcon className="size-4" />
                  {t("article.views", { count: article.viewCount })}
                </span>
              ) : null}
            </p>
          </AuthorCard>
        </header>

        {article.isDraft || article.visibility === "private" ? (
          <Banner variant="info">
            {article.isDraft ? t("article.draftNote") : t("article.privateNote")}
          </Banner>
        ) : null}

        {article.coverImage ? (
          <img
            src={article.coverImage}
            alt=""
            className="aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
          />
        ) : null}

        <div ref={body}>
          <RichText html={article.content} embeds className="text-base sm:text-lg" />
        </div>

        {article.tags.length > 0 ? (
          <ul aria-label={t("article.tags")} className="flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={links.index({ tag })}
                  className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="flex flex-wrap items-center gap-2 border-y border-slate-200 py-3">
          {isOpen ? <LikeButton article={article} isPreview={isPreview} /> : null}
          {isOpen && article.visibility === "public" ? (
            <ShareButtons
              title={article.title}
              text={article.excerpt}
              path={articlesPaths.article(article.slug)}
            />
          ) : null}
          {article.canEdit && !isPreview ? (
            <Link
              to={articlesPaths.edit(article.id)}
              className={buttonClassName("secondary", "sm", false, "sm:ml-auto")}
            >
              <PenIcon className="size-4" />
              {t("article.edit")}
            </Link>
          ) : null}
        </div>

        {isOpen ? <Comments article={article} isPreview={isPreview} /> : null}
      </article>

      {article.related.length > 0 ? (
        <section
          aria-labelledby="related-articles"
          className="mx-auto mt-12 flex w-full max-w-3xl flex-col gap-4"
        >
          <h2 id="related-articles" className="text-xl font-semibold text-slate-900">
            {t("article.related")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {article.related.map((related) => (
              <ArticleCard key={related.id} article={related} to={links.article(related.slug)} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The article page by slug: the article, its likes, share, comments and related articles. */
export default function ArticlePage() {
  const isPreview = useIsPreview();
  const articleQueries = articlesData.useQueries();
  const { t } = useTranslation("articles");
  const text = useMessageText();
  const { slug = "" } = useParams();
  const article = useQuery(articleQueries.bySlug(slug));
  const links = articleLinks(isPreview);

  if (article.data) return <ArticleContent article={article.data} isPreview={isPreview} />;
  if (article.isError) {
    const notFound = isApiError(article.error) && article.error.status === 404;
    return notFound ? (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <h1 tabIndex={-1} data-route-focus className="text-2xl font-semibold text-slate-900">
          {text(article.error)}
        </h1>
        <EmptyState
          icon={<NewspaperIcon />}
          title={t("article.notFoundTitle")}
          description={t("article.notFoundText")}
          action={
            <Link to={links.index()} className={buttonClassName("primary")}>
              {t("article.back")}
            </Link>
          }
        />
      </div>
    ) : (
      <div className="mx-auto max-w-3xl">
        <h1 tabIndex={-1} data-route-focus className="text-2xl font-semibold text-slate-900">
          {t("title")}
        </h1>
        <LoadError message={text(article.error)} onRetry={() => void article.refetch()} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <ArticleSkeleton />
    </div>
  );
}
