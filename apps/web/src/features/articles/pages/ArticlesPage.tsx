import { useQuery } from "@tanstack/react-query";
import { ARTICLE_CATEGORIES, type ArticleCategory, SEARCH_QUERY_MAX } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { CloseIcon, PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { SearchFilterBar } from "../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, useCursorPages } from "../../../kit/CursorPager.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { type ArticleFilters, articlesData } from "../api.ts";
import { ArticleCard } from "../components/ArticleCard.tsx";
import { NewspaperIcon } from "../components/icons.tsx";
import { articleLinks } from "../links.ts";
import { articlesPaths } from "../paths.ts";

function filtersOf(params: URLSearchParams): ArticleFilters {
  const category = params.get("category") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX),
    category: (ARTICLE_CATEGORIES as readonly string[]).includes(category)
      ? (category as ArticleCategory)
      : "",
    tag: (params.get("tag") ?? "").trim().toLowerCase(),
  };
}

export function CardsSkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-80 rounded-xl" />
      ))}
    </div>
  );
}

function CategoryFilter({
  current,
  linkTo,
}: {
  current: ArticleCategory | "";
  linkTo: (category: ArticleCategory | "") => string;
}) {
  const { t } = useTranslation("articles");
  const chip = (active: boolean) =>
    clsx(
      "inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
      active
        ? "border-brand-700 bg-brand-700 text-white"
        : "border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50",
    );
  return (
    <nav aria-label={t("filters.categories")}>
      <ul className="flex flex-wrap gap-2">
        {(["", ...ARTICLE_CATEGORIES] as const).map((category) => (
          <li key={category || "all"}>
            <Link
              to={linkTo(category)}
              replace
              aria-current={current === category ? "page" : undefined}
              className={chip(current === category)}
            >
              {category ? t(`categories.${category}`) : t("filters.all")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The articles index: search and a category (and a tag, from an article's tags) kept in the URL,
 * newest first, in keyset pages (a next page is offered when the server gives its cursor).
 */
export default function ArticlesPage() {
  const isPreview = useIsPreview();
  const articleQueries = articlesData.useQueries();
  const { t } = useTranslation("articles");
  const text = useMessageText();
  usePageTitle(t("title"));
  const prompt = useSignInPrompt();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const filterKey = JSON.stringify(filters);
  const paging = useCursorPages(filterKey);
  const page = useQuery(articleQueries.list(filters, paging.cursor));
  const links = articleLinks(isPreview);
  const filtered = Boolean(filters.q || filters.category || filters.tag);

  const withParam = (name: keyof ArticleFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const search = (q: string) => setParams(new URLSearchParams(withParam("q", q).slice(1)));
  const clearAll = () => setParams({}, { replace: true });

  const heading = filters.q
    ? t("results.search", { q: filters.q })
    : filters.tag
      ? t("results.tag", { tag: filters.tag })
      : filters.category
        ? t("results.category", { category: t(`categories.${filters.category}`) })
        : t("results.latest");

  return (
    <div className="flex flex-col gap-6 [&>header]:mb-0">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          isPreview ? (
            <Button onClick={() => prompt.open(t("write.promptFeature"))}>
              <PlusIcon className="size-4" />
              {t("write.action")}
            </Button>
          ) : (
            <>
              <Link to={articlesPaths.mine()} className={buttonClassName("secondary")}>
                {t("mine.title")}
              </Link>
              <Link to={articlesPaths.create()} className={buttonClassName("primary")}>
                <PlusIcon className="size-4" />
                {t("write.action")}
              </Link>
            </>
          )
        }
      />

      <SearchFilterBar
        className="grid-cols-1"
        search={{
          label: t("search.label"),
          hideLabel: true,
          placeholder: t("search.placeholder"),
          value: filters.q,
          onSearch: search,
          submitLabel: t("search.submit"),
          maxLength: SEARCH_QUERY_MAX,
        }}
      >
        <CategoryFilter
          current={filters.category}
          linkTo={(category) => withParam("category", category)}
        />
      </SearchFilterBar>

      <section aria-labelledby="article-results" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="article-results" className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={clearAll}>
              <CloseIcon className="size-4" />
              {t("filters.clear")}
            </Button>
          ) : null}
        </div>
        <Loadable
          query={page}
          loading={<CardsSkeleton count={6} />}
          error={(retry) => (
            <EmptyState
              title={t("loadError")}
              description={page.error ? text(page.error) : undefined}
              action={
                <Button variant="secondary" onClick={retry}>
                  {t("retry")}
                </Button>
              }
            />
          )}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={<NewspaperIcon />}
              title={filtered ? t("empty.filtered") : t("empty.title")}
              description={filtered ? t("empty.filteredText") : t("empty.text")}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clearAll}>
                    {t("filters.clear")}
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {(data) => (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.items.map((article) => (
                  <ArticleCard
                    key={article.id}
                    article={article}
                    to={links.article(article.slug)}
                  />
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
      </section>
    </div>
  );
}
