import {
  adjacentLessons,
  type CourseDetail,
  CourseMessage,
  type CourseProgress,
  type Enrollment,
  type LessonView,
  lessonKey,
  type OutlineLesson,
  type OutlineModule,
  overallProgress,
  withCompletedLesson,
} from "@vitalog/domain";
import { api, isApiError } from "../../lib/api.ts";
import { type DeviceAdapter, getDevicePlatform } from "../../platform/device.ts";
import { type DeviceStore, getDeviceStore } from "../../platform/device-store.ts";
import { getNetwork, type NetworkAdapter } from "../../platform/network.ts";
import type { QuizScore } from "./api.ts";

// The offline engine: store, queue and sync, without React (the hooks are in offline-hooks.ts).
// Offline courses (learning-devices-commerce §3 "Offline store", §4 "Progress online/offline",
// §5 download rules): native devices only; the web refuses with the spec's messages.

/** A saved course in the device's list: `offline.courses`. */
export interface SavedCourseMeta {
  id: string;
  title: string;
  savedAt: string;
  userId: string;
}

/** What one download keeps: `offline.course.<userId>.<courseId>`. */
export interface SavedCourseRecord {
  course: Omit<CourseDetail, "modules">;
  modules: Omit<OutlineModule, "lessons">[];
  /** Every lesson with its content, in the outline's order. */
  lessons: OutlineLesson[];
  progress: CourseProgress;
  savedAt: string;
}

/** A completion made without the server, waiting in `offline.queue` to be sent again. */
export interface QueuedCompletion {
  userId: string;
  courseId: string;
  moduleId: string;
  lessonId: string;
  answers?: Record<string, number>;
  queuedAt: string;
}

/** A saved course as the pages read it: the course detail with the device's progress. */
export interface SavedCourse {
  meta: SavedCourseMeta;
  course: CourseDetail;
}

/** A lesson read from a saved course (the saved copy has no created/updated times). */
export type OfflineLessonView = Omit<LessonView, "createdAt" | "updatedAt">;

export type CompletionResult =
  | { status: "sent"; enrollment: Enrollment; quiz?: QuizScore }
  | { status: "queued"; progress: CourseProgress | null };

export interface SyncResult {
  /** Completions the server accepted. */
  synced: number;
  /** Completions still waiting (the server could not be reached, or failed). */
  pending: number;
  /** Completions the server refused for good (lesson gone, no longer enrolled). */
  dropped: number;
  /** Saved copies fetched anew. */
  refreshed: number;
}

export const OFFLINE_KEYS = {
  savedCourses: "offline.courses",
  course: (userId: string, courseId: string) => `offline.course.${userId}.${courseId}`,
  queue: "offline.queue",
  lastSync: (userId: string) => `offline.lastSync.${userId}`,
} as const;

export type OfflineErrorCode = "LOGIN_REQUIRED" | "NATIVE_ONLY" | "OFFLINE_WEB" | "NOT_ENROLLED";

/** A refusal of the offline rules, worded as the spec gives it. */
export class OfflineCourseError extends Error {
  readonly code: OfflineErrorCode;
  constructor(code: OfflineErrorCode, message: string) {
    super(message);
    this.name = "OfflineCourseError";
    this.code = code;
  }
}

/** The learner API calls the offline rules make. */
export interface OfflineApi {
  /** The course as the server gives it to the person, content included. */
  course(courseId: string): Promise<CourseDetail>;
  /** Marks a lesson complete, with a quiz's answers to score. */
  complete(
    courseId: string,
    moduleId: string,
    lessonId: string,
    answers: Record<string, number> | undefined,
  ): Promise<{ enrollment: Enrollment; quiz?: QuizScore }>;
}

export interface OfflineDeps {
  store: DeviceStore;
  device: DeviceAdapter;
  network: NetworkAdapter;
  api: OfflineApi;
  now?: () => Date;
}

export interface CompletionInput {
  userId: string | null;
  courseId: string;
  moduleId: string;
  lessonId: string;
  answers?: Record<string, number> | undefined;
}

/**
 * Whether a failed call may succeed later: no connection, a time-out, rate limiting, a server
 * error, or an ended session. Other 4xx answers will not change by asking again.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!isApiError(error)) return !(error instanceof DOMException && error.name === "AbortError");
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

/** Progress with one more lesson completed, counted as the server counts it. */
export function progressWithLesson(
  progress: CourseProgress,
  outline: readonly { id: string; lessons: readonly { id: string }[] }[],
  moduleId: string,
  lessonId: string,
  at: string,
): CourseProgress {
  const completedLessons = withCompletedLesson(
    progress.completedLessons,
    lessonKey(moduleId, lessonId),
  );
  return {
    completedLessons,
    overallProgress: overallProgress(completedLessons, outline),
    lastAccessedLessonId: lessonId,
    lastAccessedModuleId: moduleId,
    lastAccessedAt: at,
  };
}

/** A lesson of a saved course, with its neighbours; null when it is not there or locked. */
export function savedLessonView(
  course: CourseDetail,
  moduleId: string,
  lessonId: string,
): OfflineLessonView | null {
  const lesson = course.modules
    .find((m) => m.id === moduleId)
    ?.lessons.find((l) => l.id === lessonId);
  if (!lesson || lesson.locked) return null;
  return {
    id: lesson.id,
    courseId: course.id,
    moduleId,
    title: lesson.title,
    description: lesson.description,
    type: lesson.type,
    content: lesson.content ?? "",
    duration: lesson.duration,
    videoUrl: lesson.videoUrl,
    questions: lesson.questions ?? [],
    attachments: lesson.attachments ?? [],
    isPreview: lesson.isPreview,
    order: lesson.order,
    ...adjacentLessons(course.modules, { moduleId, lessonId }),
  };
}

function outlineOf(record: SavedCourseRecord): OutlineModule[] {
  return record.modules.map((m) => ({
    ...m,
    lessons: record.lessons.filter((l) => l.moduleId === m.id),
  }));
}

function courseOf(record: SavedCourseRecord): CourseDetail {
  const { enrollment } = record.course;
  return {
    ...record.course,
    modules: outlineOf(record),
    enrollment: enrollment ? { ...enrollment, progress: record.progress } : null,
  };
}

/** The server's progress with the completions still waiting on the device added. */
function withQueued(
  progress: CourseProgress,
  outline: OutlineModule[],
  queued: readonly QueuedCompletion[],
): CourseProgress {
  return queued.reduce(
    (current, q) =>
      current.completedLessons.includes(lessonKey(q.moduleId, q.lessonId))
        ? current
        : progressWithLesson(current, outline, q.moduleId, q.lessonId, q.queuedAt),
    progress,
  );
}

const sameLesson = (a: QueuedCompletion, b: Omit<QueuedCompletion, "queuedAt" | "answers">) =>
  a.userId === b.userId &&
  a.courseId === b.courseId &&
  a.moduleId === b.moduleId &&
  a.lessonId === b.lessonId;

/** Runs read-modify-write steps on the store one after another. */
function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The offline courses of this device, over the given store, device, network and API. */
export function createOfflineCourses({
  store,
  device,
  network,
  api,
  now = () => new Date(),
}: OfflineDeps) {
  const exclusive = serial();
  const syncing = new Map<string, Promise<SyncResult>>();

  const readMetas = async () =>
    (await store.get<SavedCourseMeta[]>(OFFLINE_KEYS.savedCourses)) ?? [];
  const readQueue = async () => (await store.get<QueuedCompletion[]>(OFFLINE_KEYS.queue)) ?? [];
  const readRecord = (userId: string, courseId: string) =>
    store.get<SavedCourseRecord>(OFFLINE_KEYS.course(userId, courseId));

  /** The course as the server gives it to an enrolled learner: one call, content included. */
  async function fetchRecord(userId: string, courseId: string): Promise<SavedCourseRecord> {
    const detail = await api.course(courseId);
    if (!detail.enrollment) {
      throw new OfflineCourseError("NOT_ENROLLED", CourseMessage.notEnrolled);
    }
    const { modules, ...course } = detail;
    const queued = (await readQueue()).filter(
      (q) => q.userId === userId && q.courseId === courseId,
    );
    return {
      course,
      modules: modules.map(({ lessons: _lessons, ...m }) => m),
      lessons: modules.flatMap((m) => m.lessons),
      progress: withQueued(detail.enrollment.progress, modules, queued),
      savedAt: now().toISOString(),
    };
  }

  /** Saves a download; a refresh (`onlyIfSaved`) never brings back a copy removed meanwhile. */
  async function writeRecord(
    userId: string,
    record: SavedCourseRecord,
    { onlyIfSaved = false } = {},
  ): Promise<SavedCourseMeta> {
    const meta: SavedCourseMeta = {
      id: record.course.id,
      title: record.course.title,
      savedAt: record.savedAt,
      userId,
    };
    await exclusive(async () => {
      if (onlyIfSaved && !(await readRecord(userId, meta.id))) return;
      await store.set(OFFLINE_KEYS.course(userId, meta.id), record);
      const others = (await readMetas()).filter((m) => !(m.userId === userId && m.id === meta.id));
      await store.set(OFFLINE_KEYS.savedCourses, [...others, meta]);
    });
    return meta;
  }

  /** Puts the server's progress on a saved copy, keeping what is still queued for it. */
  async function applyServerProgress(userId: string, courseId: string, progress: CourseProgress) {
    await exclusive(async () => {
      const record = await readRecord(userId, courseId);
      if (!record) return;
      const queued = (await readQueue()).filter(
        (q) => q.userId === userId && q.courseId === courseId,
      );
      await store.set(OFFLINE_KEYS.course(userId, courseId), {
        ...record,
        progress: withQueued(progress, outlineOf(record), queued),
      });
    });
  }

  async function queueCompletion(
    userId: string,
    input: CompletionInput,
  ): Promise<CourseProgress | null> {
    const entry: QueuedCompletion = {
      userId,
      courseId: input.courseId,
      moduleId: input.moduleId,
      lessonId: input.lessonId,
      ...(input.answers ? { answers: input.answers } : {}),
      queuedAt: now().toISOString(),
    };
    return exclusive(async () => {
      const queue = (await readQueue()).filter((q) => !sameLesson(q, entry));
      await store.set(OFFLINE_KEYS.queue, [...queue, entry]);
      const record = await readRecord(userId, input.courseId);
      if (!record) return null;
      const progress = progressWithLesson(
        record.progress,
        outlineOf(record),
        input.moduleId,
        input.lessonId,
        entry.queuedAt,
      );
      await store.set(OFFLINE_KEYS.course(userId, input.courseId), { ...record, progress });
      return progress;
    });
  }

  async function dequeue(entry: QueuedCompletion) {
    await exclusive(async () => {
      const queue = await readQueue();
      await store.set(
        OFFLINE_KEYS.queue,
        queue.filter((q) => !(sameLesson(q, entry) && q.queuedAt === entry.queuedAt)),
      );
    });
  }

  async function runSync(userId: string): Promise<SyncResult> {
    const result: SyncResult = { synced: 0, pending: 0, dropped: 0, refreshed: 0 };
    const queued = (await readQueue()).filter((q) => q.userId === userId);
    const saved = (await readMetas()).filter((m) => m.userId === userId);
    if (queued.length === 0 && saved.length === 0) return result;

    for (const entry of queued) {
      try {
        const reply = await api.complete(
          entry.courseId,
          entry.moduleId,
          entry.lessonId,
          entry.answers,
        );
        await dequeue(entry);
        result.synced += 1;
        await applyServerProgress(userId, entry.courseId, reply.enrollment.progress);
      } catch (error) {
        if (isRetryableFailure(error)) {
          result.pending += 1;
        } else {
          await dequeue(entry);
          result.dropped += 1;
        }
      }
    }
    if (result.pending === 0) await store.set(OFFLINE_KEYS.lastSync(userId), now().toISOString());

    for (const meta of saved) {
      try {
        await writeRecord(userId, await fetchRecord(userId, meta.id), { onlyIfSaved: true });
        result.refreshed += 1;
      } catch {
        // The saved copy stays as it was until the next sync.
      }
    }
    return result;
  }

  /**
   * Sends each queued completion again (the server adds a lesson once, so a replay is
   * harmless), drops each the server accepted or refused for good, keeps the others for next
   * time, records the sync time when none is left, then refreshes the saved copies. Calls made
   * while one runs share it.
   */
  function syncQueued(userId: string): Promise<SyncResult> {
    const running = syncing.get(userId);
    if (running) return running;
    if (!network.isOnline()) {
      return readQueue().then((queue) => ({
        synced: 0,
        pending: queue.filter((q) => q.userId === userId).length,
        dropped: 0,
        refreshed: 0,
      }));
    }
    const run = runSync(userId).finally(() => syncing.delete(userId));
    syncing.set(userId, run);
    return run;
  }

  return {
    /**
     * Saves an enrolled course on the device: course, modules, lessons with their content,
     * progress, and its entry in the list. Needs a signed-in person on a native device (§5).
     */
    async downloadCourse(userId: string | null, courseId: string): Promise<SavedCourseMeta> {
      if (!userId) throw new OfflineCourseError("LOGIN_REQUIRED", CourseMessage.loginToDownload);
      if (!device.platform().isNative) {
        throw new OfflineCourseError("NATIVE_ONLY", CourseMessage.offlineNativeOnly);
      }
      return writeRecord(userId, await fetchRecord(userId, courseId));
    },

    /** The person's saved courses, the latest saved first. */
    async listSavedCourses(userId: string): Promise<SavedCourseMeta[]> {
      return (await readMetas())
        .filter((m) => m.userId === userId)
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },

    /** Forgets a saved copy; completions still queued for it are sent all the same. */
    async removeSavedCourse(userId: string, courseId: string): Promise<void> {
      await exclusive(async () => {
        await store.remove(OFFLINE_KEYS.course(userId, courseId));
        const metas = await readMetas();
        await store.set(
          OFFLINE_KEYS.savedCourses,
          metas.filter((m) => !(m.userId === userId && m.id === courseId)),
        );
      });
    },

    /** A saved course to read offline, with the progress made on the device; null if not saved. */
    async savedCourse(userId: string, courseId: string): Promise<SavedCourse | null> {
      const record = await readRecord(userId, courseId);
      if (!record) return null;
      return {
        meta: { id: record.course.id, title: record.course.title, savedAt: record.savedAt, userId },
        course: courseOf(record),
      };
    },

    /**
     * Marks a lesson complete (§4): online, on the server; if that fails on a native device,
     * or the device is offline, it is queued and applied to the saved copy. The web refuses
     * while offline.
     */
    async completeLesson(input: CompletionInput): Promise<CompletionResult> {
      const { userId } = input;
      if (!userId) {
        throw new OfflineCourseError("LOGIN_REQUIRED", CourseMessage.loginToTrackProgress);
      }
      const isNative = device.platform().isNative;
      if (network.isOnline()) {
        try {
          const reply = await api.complete(
            input.courseId,
            input.moduleId,
            input.lessonId,
            input.answers,
          );
          if (isNative)
            await applyServerProgress(userId, input.courseId, reply.enrollment.progress);
          return { status: "sent", ...reply };
        } catch (error) {
          if (!isNative || !isRetryableFailure(error)) throw error;
        }
      } else if (!isNative) {
        throw new OfflineCourseError("OFFLINE_WEB", CourseMessage.offlineWebComplete);
      }
      return { status: "queued", progress: await queueCompletion(userId, input) };
    },

    /** The person's completions waiting to be sent, oldest first. */
    async pendingCompletions(userId: string): Promise<QueuedCompletion[]> {
      return (await readQueue()).filter((q) => q.userId === userId);
    },

    /** When the person's queue was last emptied against the server; null if never. */
    async lastSyncedAt(userId: string): Promise<string | null> {
      return store.get<string>(OFFLINE_KEYS.lastSync(userId));
    },

    syncQueued,

    /** Syncs each time the connection returns; returns the unsubscribe function. */
    syncOnReconnect(userId: string, onSynced?: (result: SyncResult) => void): () => void {
      return network.subscribe((online) => {
        if (!online) return;
        syncQueued(userId).then(onSynced, () => undefined);
      });
    },
  };
}

export type OfflineCourses = ReturnType<typeof createOfflineCourses>;

/** The app's offline courses, over whichever store, device and network are plugged in. */
export const offlineCourses: OfflineCourses = createOfflineCourses({
  store: {
    get: <T>(key: string) => getDeviceStore().get<T>(key),
    set: (key, value) => getDeviceStore().set(key, value),
    remove: (key) => getDeviceStore().remove(key),
    keys: () => getDeviceStore().keys(),
  },
  device: { platform: getDevicePlatform },
  network: {
    isOnline: () => getNetwork().isOnline(),
    subscribe: (listener) => getNetwork().subscribe(listener),
  },
  api: {
    course: (courseId) => api.get("/api/v1/courses/{id}", { path: { id: courseId } }),
    complete: (courseId, moduleId, lessonId, answers) =>
      api.post("/api/v1/courses/{id}/modules/{moduleId}/lessons/{lessonId}/complete", {
        path: { id: courseId, moduleId, lessonId },
        body: answers ? { answers } : {},
      }),
  },
});
