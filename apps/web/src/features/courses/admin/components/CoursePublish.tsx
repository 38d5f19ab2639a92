import { type AdminCourse, CourseMessage } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../app/toast.tsx";
import { Spinner } from "../../../../components/Spinner/Spinner.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { useSetPublished } from "../api.ts";

/**
 * Publishes a draft or unpublishes a published course (admin-back-office §4), saying how it
 * went in a toast; `pendingId` is the course being switched, if any.
 */
export function useCoursePublish() {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const { toast } = useToast();
  const mutation = useSetPublished();

  function toggle(course: AdminCourse) {
    const published = course.publishedAt === null;
    mutation.mutate(
      { courseId: course.id, published },
      {
        onSuccess() {
          toast({
            message: t(
              published ? "adminCourses.status.publishedToast" : "adminCourses.status.draftToast",
              { title: course.title },
            ),
            variant: "success",
          });
        },
        onError() {
          toast({ message: text(CourseMessage.publishFailed), variant: "error" });
        },
      },
    );
  }

  return {
    toggle,
    pendingId: mutation.isPending ? mutation.variables?.courseId : undefined,
  };
}

/**
 * The list's Status button: says Published or Draft, and switches to the other on press. Its
 * name starts with what it shows and then says what pressing it does.
 */
export function CourseStatusButton({
  course,
  busy,
  onToggle,
}: {
  course: AdminCourse;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation("courses");
  const isPublished = course.publishedAt !== null;
  const status = t(isPublished ? "adminCourses.status.published" : "adminCourses.status.draft");
  const action = t(isPublished ? "adminCourses.status.unpublish" : "adminCourses.status.publish");
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={t("adminCourses.status.toggle", { status, action, title: course.title })}
      title={action}
      className={clsx(
        "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold transition-colors disabled:cursor-wait disabled:opacity-70",
        isPublished
          ? "border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100"
          : "border-slate-300 bg-slate-100 text-slate-700 hover:bg-slate-200",
      )}
    >
      {busy ? (
        <Spinner size="sm" decorative />
      ) : (
        <span
          aria-hidden="true"
          className={clsx("size-2 rounded-full", isPublished ? "bg-emerald-600" : "bg-slate-500")}
        />
      )}
      {status}
    </button>
  );
}

/** The Featured badge of a course on the homepage. */
export function CourseFeaturedBadge() {
  const { t } = useTranslation("courses");
  return (
    <span className="inline-flex h-6 items-center rounded-full bg-amber-100 px-2.5 text-xs font-semibold text-amber-900">
      {t("adminCourses.status.featured")}
    </span>
  );
}
