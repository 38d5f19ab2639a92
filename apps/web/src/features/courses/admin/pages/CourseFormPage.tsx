import { useQuery } from "@tanstack/react-query";
import { type CourseInput, CourseMessage } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useToast } from "../../../../app/toast.tsx";
import { PageHeader } from "../../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../../components/Skeleton/Skeleton.tsx";
import { EditPage } from "../../../../kit/EditPage.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { usePageTitle } from "../../../../lib/page-title.ts";
import { coursesPaths } from "../../paths.ts";
import { courseAdminQueries, tempId, useCreateCourse, useUpdateCourse } from "../api.ts";
import { CourseForm } from "../components/CourseForm.tsx";

/**
 * Thumbnails upload into a `temp-{timestamp}` folder that saving moves into the course's own,
 * so an upload abandoned by Cancel never replaces a course's picture.
 */
function useUploadFolder() {
  const [folder] = useState(() => tempId());
  return folder;
}

function NewCourse() {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateCourse();
  const folder = useUploadFolder();
  const title = t("adminCourses.form.newTitle");
  usePageTitle(title);

  async function handleSubmit(input: CourseInput) {
    const course = await create.mutateAsync(input);
    toast({ message: t("adminCourses.form.created", { title: course.title }), variant: "success" });
    navigate(coursesPaths.admin.detail(course.id));
  }

  return (
    <>
      <PageHeader
        title={title}
        description={t("adminCourses.form.newDescription")}
        backTo={coursesPaths.admin.list()}
        backLabel={t("adminCourses.backToList")}
      />
      <CourseForm
        course={null}
        uploadFolder={folder}
        cancelTo={coursesPaths.admin.list()}
        onSubmit={handleSubmit}
      />
    </>
  );
}

function EditCourse({ courseId }: { courseId: string }) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const query = useQuery(courseAdminQueries.detail(courseId));
  const update = useUpdateCourse(courseId);
  const folder = useUploadFolder();
  const title = t("adminCourses.form.editTitle");
  usePageTitle(query.data ? `${title}: ${query.data.title}` : title);

  async function handleSubmit(input: CourseInput) {
    const course = await update.mutateAsync(input);
    toast({ message: t("adminCourses.form.updated", { title: course.title }), variant: "success" });
    navigate(coursesPaths.admin.detail(courseId));
  }

  return (
    <EditPage
      query={query}
      header={{
        title,
        description: query.data?.title,
        backTo: coursesPaths.admin.detail(courseId),
        backLabel: t("adminCourses.backToCourse"),
      }}
      notFound={{ body: (error) => text(error as Error) }}
      error={text(CourseMessage.loadCourseFailed)}
      loading={
        <div className="flex flex-col gap-6" aria-busy="true">
          <Skeleton className="h-72 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      }
    >
      {(course) => (
        <CourseForm
          key={courseId}
          course={course}
          uploadFolder={folder}
          cancelTo={coursesPaths.admin.detail(courseId)}
          onSubmit={handleSubmit}
        />
      )}
    </EditPage>
  );
}

/** /admin/courses/new and /admin/courses/:courseId/edit. */
export default function CourseFormPage() {
  const { courseId } = useParams();
  return courseId ? <EditCourse key={courseId} courseId={courseId} /> : <NewCourse />;
}
