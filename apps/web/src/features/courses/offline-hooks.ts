import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CourseDetail } from "@vitalog/domain";
import { useEffect } from "react";
import { useSession } from "../../app/session.tsx";
import { getDevicePlatform } from "../../platform/device.ts";
import { getNetwork } from "../../platform/network.ts";
import { coursesQueries } from "./api.ts";
import { offlineCourses, progressWithLesson, type SyncResult } from "./offline.ts";

// The offline engine's React side: the saved copy, Download, Mark complete and the sync.

const offlineKey = coursesQueries.offline;
// A queued completion updates the course shown.
const courseKey = (courseId: string) => coursesQueries.detail(courseId).queryKey;

/** The signed-in person's saved copy of a course: null on the web or when it is not saved. */
export function useSavedCourse(courseId: string) {
  const { profile } = useSession();
  const userId = profile?.userId ?? null;
  return useQuery({
    queryKey: offlineKey(userId, courseId),
    queryFn: () =>
      userId && getDevicePlatform().isNative
        ? offlineCourses.savedCourse(userId, courseId)
        : Promise.resolve(null),
    // The device store answers without the network.
    networkMode: "always",
    retry: false,
  });
}

/** One course's offline side: its saved copy, Download and Remove download. */
export function useOfflineCourse(courseId: string) {
  const { profile } = useSession();
  const userId = profile?.userId ?? null;
  const queryClient = useQueryClient();
  const saved = useSavedCourse(courseId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: offlineKey(userId, courseId) });
  const download = useMutation({
    mutationFn: () => offlineCourses.downloadCourse(userId, courseId),
    networkMode: "always",
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () =>
      userId ? offlineCourses.removeSavedCourse(userId, courseId) : Promise.resolve(),
    networkMode: "always",
    onSuccess: refresh,
  });
  return { saved, download, remove };
}

/** Mark complete through the offline rules: sent, queued on a native device, or refused. */
export function useLessonCompletion(courseId: string, moduleId: string, lessonId: string) {
  const { profile } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, number> | undefined) =>
      offlineCourses.completeLesson({
        userId: profile?.userId ?? null,
        courseId,
        moduleId,
        lessonId,
        answers,
      }),
    // Offline it must run (and queue, or refuse on the web) rather than wait for the network.
    networkMode: "always",
    onSuccess(result) {
      if (result.status === "sent") {
        // The reply carries the enrolment as saved: show it at once, then refresh the rest
        // (My learning, the catalogue's counts).
        const { enrollment } = result;
        if (enrollment?.progress) {
          queryClient.setQueryData<CourseDetail>(courseKey(courseId), (course) =>
            course?.enrollment ? { ...course, enrollment } : course,
          );
        }
        return queryClient.invalidateQueries({ queryKey: coursesQueries.all() });
      }
      const at = new Date().toISOString();
      queryClient.setQueryData<CourseDetail>(courseKey(courseId), (course) =>
        course?.enrollment
          ? {
              ...course,
              enrollment: {
                ...course.enrollment,
                progress:
                  result.progress ??
                  progressWithLesson(
                    course.enrollment.progress,
                    course.modules,
                    moduleId,
                    lessonId,
                    at,
                  ),
              },
            }
          : course,
      );
      return queryClient.invalidateQueries({ queryKey: coursesQueries.offlineAll() });
    },
  });
}

/**
 * On a native device, sends the queued completions when the connection returns (and on
 * opening a page while online with some waiting), then refreshes what courses show.
 */
export function useOfflineSync(): void {
  const { profile } = useSession();
  const userId = profile?.userId ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !getDevicePlatform().isNative) return;
    const refresh = (result: SyncResult) => {
      if (result.synced + result.dropped + result.refreshed > 0) {
        void queryClient.invalidateQueries({ queryKey: coursesQueries.all() });
      }
    };
    if (getNetwork().isOnline()) {
      void offlineCourses
        .pendingCompletions(userId)
        .then((queued) => (queued.length > 0 ? offlineCourses.syncQueued(userId) : null))
        .then((result) => result && refresh(result))
        .catch(() => undefined);
    }
    return offlineCourses.syncOnReconnect(userId, refresh);
  }, [userId, queryClient]);
}
