import { useQuery } from "@tanstack/react-query";
import {
  type AdminCourse,
  COURSE_CATEGORIES,
  CourseMessage,
  MODAL_ANIMATION_MS,
} from "@vitalog/domain";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useToast } from "../../../../app/toast.tsx";
import { Banner } from "../../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../../components/Button/Button.tsx";
import { ConfirmDialog } from "../../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../../../components/EmptyState/EmptyState.tsx";
import { PlusIcon } from "../../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../../components/PageHeader/PageHeader.tsx";
import { SearchFilterBar } from "../../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { Skeleton } from "../../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, type CursorPages, useCursorPages } from "../../../../kit/CursorPager.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { usePageTitle } from "../../../../lib/page-title.ts";
import { GraduationCapIcon } from "../../components/icons.tsx";
import { coursesPaths } from "../../paths.ts";
import { type AdminCourseFilters, courseAdminQueries, useDeleteCourse } from "../api.ts";
import { useCoursePublish } from "../components/CoursePublish.tsx";
import { CourseTable } from "../components/CourseTable.tsx";

const FEATURED_CHOICES = ["", "true", "false"] as const;

/** The filters in the URL; anything else there reads as All. */
function filtersOf(params: URLSearchParams): AdminCourseFilters {
  const category = params.get("category") ?? "";
  const featured = params.get("featured") ?? "";
  return {
    category: COURSE_CATEGORIES.find((choice) => choice === category) ?? "",
    featured: FEATURED_CHOICES.find((choice) => choice === featured) ?? "",
  };
}

function TableSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="flex items-center gap-3 p-4">
          <Skeleton className="aspect-[3/2] w-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /admin/courses: every course, drafts too, 10 a page (admin-back-office §2). Category and
 * Featured Status are kept in the URL; the pages are keyset pages, so Previous walks back a stack
 * of the cursors that led here, and Next is offered only when the server gives one.
 */
export default function AdminCoursesPage() {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const isFiltered = Boolean(filters.category || filters.featured);
  usePageTitle(t("adminCourses.title"));

  // The cursors of the pages up to this one, for these filters (other filters start at page 1).
  const filterKey = `${filters.category}|${filters.featured}`;
  const paging = useCursorPages(filterKey);
  const page = paging.page;
  const query = useQuery(courseAdminQueries.list(filters, paging.cursor));
  const results = useRef<HTMLElement>(null);

  const publish = useCoursePublish();
  const remove = useDeleteCourse();
  // The course asked about stays while the dialog closes, so its title does not blink away.
  const [deleting, setDeleting] = useState<{ course: AdminCourse; open: boolean } | null>(null);

  function choose(name: keyof AdminCourseFilters, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  function resetFilters() {
    const next = new URLSearchParams(params);
    next.delete("category");
    next.delete("featured");
    setParams(next, { replace: true });
  }

  // The pressed button may go away or turn disabled: carry focus to the new page's list.
  function focusResults() {
    window.requestAnimationFrame(() => {
      results.current?.focus({ preventScroll: true });
      results.current?.scrollIntoView?.({ block: "start" });
    });
  }
  const pages: CursorPages = {
    ...paging,
    previous: () => {
      paging.previous();
      focusResults();
    },
    next: (cursor) => {
      paging.next(cursor);
      focusResults();
    },
  };

  // The dialog has no trigger of its own to hand focus back to: give it back to the Delete
  // button that opened it once the dialog is gone, or to the list when that row went away.
  const opener = useRef<HTMLElement | null>(null);
  function askDelete(course: AdminCourse) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDeleting({ course, open: true });
  }
  function closeDialog() {
    setDeleting((d) => d && { ...d, open: false });
    window.setTimeout(() => {
      const target = opener.current?.isConnected ? opener.current : results.current;
      target?.focus();
    }, MODAL_ANIMATION_MS + 50);
  }

  function handleDelete() {
    if (!deleting) return;
    const { course } = deleting;
    remove.mutate(course.id, {
      onSuccess() {
        toast({
          message: t("adminCourses.delete.done", { title: course.title }),
          variant: "success",
        });
        closeDialog();
      },
      onError() {
        toast({ message: text(CourseMessage.deleteCourseFailed), variant: "error" });
        closeDialog();
      },
    });
  }

  const nextCursor = query.data?.nextCursor ?? null;
  const pager = (
    <div className="mt-4">
      <CursorPager
        pages={pages}
        nextCursor={nextCursor}
        label={t("adminCourses.paging.label")}
        previousLabel={t("adminCourses.paging.previous")}
        nextLabel={t("adminCourses.paging.next")}
        pageLabel={t("adminCourses.paging.page", { page })}
      />
    </div>
  );

  return (
    <>
      <PageHeader
        title={t("adminCourses.title")}
        description={t("adminCourses.description")}
        actions={
          <Link to={coursesPaths.admin.create()} className={buttonClassName("primary")}>
            <PlusIcon className="size-5" />
            {t("adminCourses.newCourse")}
          </Link>
        }
      />

      <div className="mb-5">
        <SearchFilterBar
          className="grid-cols-2 items-end lg:grid-cols-[1fr_1fr_auto]"
          filters={[
            {
              label: t("adminCourses.filters.category"),
              value: filters.category,
              onChange: (value) => choose("category", value),
              options: [
                { value: "", label: t("adminCourses.filters.allCategories") },
                ...COURSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
              ],
            },
            {
              label: t("adminCourses.filters.featured"),
              value: filters.featured,
              onChange: (value) => choose("featured", value),
              options: [
                { value: "", label: t("adminCourses.filters.all") },
                { value: "true", label: t("adminCourses.filters.featuredOnly") },
                { value: "false", label: t("adminCourses.filters.notFeatured") },
              ],
            },
          ]}
          actions={
            <Button
              variant="secondary"
              onClick={resetFilters}
              disabled={!isFiltered}
              className="col-span-2 justify-self-end lg:col-span-1"
            >
              {t("adminCourses.filters.reset")}
            </Button>
          }
        />
      </div>

      <section
        ref={results}
        tabIndex={-1}
        aria-labelledby="admin-courses-results"
        className="scroll-mt-4 focus:outline-none"
      >
        <h2 id="admin-courses-results" className="sr-only">
          {t("adminCourses.results", { page })}
        </h2>
        {query.data ? (
          query.data.items.length === 0 ? (
            <>
              <EmptyState
                icon={<GraduationCapIcon />}
                title={text(CourseMessage.noCourses)}
                description={
                  isFiltered
                    ? t("adminCourses.emptyFiltered")
                    : page === 1
                      ? t("adminCourses.emptyText")
                      : undefined
                }
                action={
                  isFiltered ? (
                    <Button variant="secondary" onClick={resetFilters}>
                      {t("adminCourses.filters.reset")}
                    </Button>
                  ) : page === 1 ? (
                    <Link to={coursesPaths.admin.create()} className={buttonClassName("primary")}>
                      <PlusIcon className="size-5" />
                      {t("adminCourses.newCourse")}
                    </Link>
                  ) : undefined
                }
              />
              {page > 1 ? pager : null}
            </>
          ) : (
            <>
              <CourseTable
                courses={query.data.items}
                caption={t("adminCourses.results", { page })}
                publishingId={publish.pendingId}
                onTogglePublished={publish.toggle}
                onDelete={askDelete}
              />
              {pager}
            </>
          )
        ) : query.isError ? (
          <Banner variant="error">
            <div className="flex flex-wrap items-center justify-between gap-3">
              {text(CourseMessage.loadCoursesFailed)}
              <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
                {t("adminCourses.retry")}
              </Button>
            </div>
          </Banner>
        ) : (
          <>
            <p role="status" className="sr-only">
              {t("adminCourses.loading")}
            </p>
            <TableSkeleton />
          </>
        )}
      </section>

      <ConfirmDialog
        open={deleting?.open ?? false}
        title={t("adminCourses.delete.title", { title: deleting?.course.title ?? "" })}
        message={text(CourseMessage.deleteCourseConfirm)}
        confirmLabel={t("adminCourses.delete.confirm")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={closeDialog}
      />
    </>
  );
}
