import { useQuery } from "@tanstack/react-query";
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_SORTS } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { SearchFilterBar } from "../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, useCursorPages } from "../../../kit/CursorPager.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { type CatalogueFilters, coursesData } from "../api.ts";
import { CourseCard } from "../components/CourseCard.tsx";
import { GraduationCapIcon } from "../components/icons.tsx";
import { coursesPaths } from "../paths.ts";

function filtersOf(params: URLSearchParams): CatalogueFilters {
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = params.get(name) ?? "";
    return allowed.find((choice) => choice === value);
  };
  return {
    category: pick("category", COURSE_CATEGORIES) ?? "",
    level: pick("level", COURSE_LEVELS) ?? "",
    sort: pick("sort", COURSE_SORTS) ?? "newest",
  };
}

function CardsSkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-64 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * The catalogue: the featured row, filters and order kept in the URL, and pages of 10 (a next
 * page is offered only when a page is full, as the spec says).
 */
export default function CataloguePage() {
  const isPreview = useIsPreview();
  const courses = coursesData.useQueries();
  const { t } = useTranslation("courses");
  usePageTitle(t("title"));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  // Cursors of the pages before this one: Previous pops, Next pushes.
  const paging = useCursorPages();
  const cursor = paging.cursor;
  const page = useQuery(courses.catalogue(filters, cursor));
  const featured = useQuery(courses.featured());
  const courseLink = (id: string) =>
    isPreview ? coursesPaths.preview.course(id) : coursesPaths.course(id);
  const filtered = Boolean(filters.category || filters.level);

  const choose = (name: keyof CatalogueFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === "sort" && value === "newest")) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    paging.reset();
  };

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          isPreview ? null : (
            <Link to={coursesPaths.myLearning()} className={buttonClassName("secondary")}>
              {t("myLearning")}
            </Link>
          )
        }
      />

      {!filtered && paging.page === 1 ? (
        <section aria-labelledby="featured-courses" className="flex flex-col gap-3">
          <h2 id="featured-courses" className="text-lg font-semibold text-slate-900">
            {t("featured")}
          </h2>
          <Loadable query={featured} loading={<CardsSkeleton count={4} />} error={t("loadError")}>
            {(data) =>
              data.items.length === 0 ? null : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {data.items.map((course) => (
                    <CourseCard key={course.id} course={course} to={courseLink(course.id)} />
                  ))}
                </ul>
              )
            }
          </Loadable>
        </section>
      ) : null}

      <section aria-labelledby="all-courses" className="flex flex-col gap-4">
        <h2 id="all-courses" className="text-lg font-semibold text-slate-900">
          {t("all")}
        </h2>
        <SearchFilterBar
          className="sm:grid-cols-3"
          filters={[
            {
              label: t("filters.category"),
              value: filters.category,
              onChange: (value) => choose("category", value),
              options: [
                { value: "", label: t("filters.allCategories") },
                ...COURSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
              ],
            },
            {
              label: t("filters.level"),
              value: filters.level,
              onChange: (value) => choose("level", value),
              options: [
                { value: "", label: t("filters.allLevels") },
                ...COURSE_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) })),
              ],
            },
            {
              label: t("filters.sort"),
              value: filters.sort,
              onChange: (value) => choose("sort", value),
              options: COURSE_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
            },
          ]}
        />
        <Loadable
          query={page}
          loading={<CardsSkeleton count={4} />}
          error={t("loadError")}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={<GraduationCapIcon />}
              title={t("empty")}
              description={filtered ? t("emptyFiltered") : undefined}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
                    {t("clearFilters")}
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {(data) => (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {data.items.map((course) => (
                  <CourseCard key={course.id} course={course} to={courseLink(course.id)} />
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
