import {
  type CourseDetail,
  CourseMessage,
  type CourseProgress,
  type OutlineLesson,
} from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api.ts";
import type { DeviceAdapter } from "../../platform/device.ts";
import { createMemoryDeviceStore } from "../../platform/device-store.ts";
import type { NetworkAdapter } from "../../platform/network.ts";
import { createOfflineCourses, OFFLINE_KEYS, type OfflineApi, savedLessonView } from "./offline.ts";

const native: DeviceAdapter = { platform: () => ({ isNative: true, os: "android" }) };
const web: DeviceAdapter = { platform: () => ({ isNative: false, os: "web" }) };

function fakeNetwork(initial: boolean) {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  const adapter: NetworkAdapter = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    adapter,
    set(next: boolean) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}

const lesson = (moduleId: string, id: string, content: string): OutlineLesson => ({
  id,
  moduleId,
  title: `Lesson ${id}`,
  description: "",
  type: "text",
  duration: 5,
  order: 0,
  isPreview: false,
  locked: false,
  content,
  videoUrl: null,
  questions: [],
  attachments: [],
});

const progress = (completedLessons: string[], overall: number): CourseProgress => ({
  completedLessons,
  lastAccessedLessonId: null,
  lastAccessedModuleId: null,
  lastAccessedAt: null,
  overallProgress: overall,
});

function courseDetail(completed: string[] = []): CourseDetail {
  return {
    id: "c1",
    title: "Sleep foundations",
    shortDescription: "Sleep better",
    imageUrl: null,
    price: 0,
    isFree: true,
    category: "mental-health",
    level: "beginner",
    duration: 30,
    featured: false,
    tags: [],
    enrollmentCount: 1,
    moduleCount: 2,
    lessonCount: 4,
    publishedAt: "2026-11-01T00:00:00.000Z",
    description: "All about sleep.",
    modules: [
      {
        id: "m1",
        title: "Basics",
        description: "",
        order: 0,
        lessons: [lesson("m1", "l1", "<p>Why sleep</p>"), lesson("m1", "l2", "<p>Cycles</p>")],
      },
      {
        id: "m2",
        title: "Habits",
        description: "",
        order: 1,
        lessons: [lesson("m2", "l3", "<p>Light</p>"), lesson("m2", "l4", "<p>Caffeine</p>")],
      },
    ],
    enrollment: {
      id: "e1",
      courseId: "c1",
      status: "active",
      isFree: true,
      amount: 0,
      purchasedAt: "2026-11-01T00:00:00.000Z",
      progress: progress(completed, completed.length * 25),
    },
    paymentsAvailable: false,
  };
}

/** The learner API as the server answers it, with a completion list it keeps. */
function fakeApi() {
  const completed: string[] = ["m1|l1"];
  let failing: ApiError | null = null;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    calls.push({ method, path, body });
    await Promise.resolve();
    if (failing) throw failing;
    if (method === "GET" && path === "/api/v1/courses/c1") {
      return courseDetail([...completed]) as T;
    }
    const match = /^\/api\/v1\/courses\/c1\/modules\/(\w+)\/lessons\/(\w+)\/complete$/.exec(path);
    if (method === "POST" && match) {
      const key = `${match[1]}|${match[2]}`;
      const exists = courseDetail().modules.some(
        (m) => m.id === match[1] && m.lessons.some((l) => l.id === match[2]),
      );
      if (!exists) throw new ApiError(404, "NOT_FOUND", CourseMessage.lessonNotFound);
      if (!completed.includes(key)) completed.push(key);
      return { enrollment: courseDetail([...completed]).enrollment } as T;
    }
    throw new ApiError(404, "NOT_FOUND", "Not found");
  };
  const api: OfflineApi = {
    course: (courseId) => request("GET", `/api/v1/courses/${courseId}`),
    complete: (courseId, moduleId, lessonId, answers) =>
      request(
        "POST",
        `/api/v1/courses/${courseId}/modules/${moduleId}/lessons/${lessonId}/complete`,
        answers ? { answers } : {},
      ),
  };
  return {
    api,
    calls,
    completed,
    posts: () => calls.filter((c) => c.method === "POST"),
    fail(error: ApiError | null) {
      failing = error;
    },
  };
}

const offlineError = () => new ApiError(0, "NETWORK", "Network error");

function setup({ device = native, online = true } = {}) {
  const store = createMemoryDeviceStore();
  const network = fakeNetwork(online);
  const server = fakeApi();
  let clock = Date.parse("2026-11-20T10:00:00.000Z");
  const offline = createOfflineCourses({
    store,
    device,
    network: network.adapter,
    api: server.api,
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  return { store, network, server, offline };
}

describe("downloading a course", () => {
  it("saves the course, modules, lessons with content, progress and its metadata", async () => {
    const { store, offline } = setup();
    const meta = await offline.downloadCourse("u1", "c1");

    expect(meta).toEqual({
      id: "c1",
      title: "Sleep foundations",
      savedAt: "2026-11-20T10:00:01.000Z",
      userId: "u1",
    });
    expect(await store.get(OFFLINE_KEYS.savedCourses)).toEqual([meta]);
    expect(await offline.listSavedCourses("u1")).toEqual([meta]);

    const saved = await offline.savedCourse("u1", "c1");
    expect(saved?.course.modules.map((m) => m.lessons.map((l) => l.content))).toEqual([
      ["<p>Why sleep</p>", "<p>Cycles</p>"],
      ["<p>Light</p>", "<p>Caffeine</p>"],
    ]);
    expect(saved?.course.enrollment?.progress.completedLessons).toEqual(["m1|l1"]);
    expect(saved?.course.enrollment?.progress.overallProgress).toBe(25);

    const reading = saved && savedLessonView(saved.course, "m1", "l2");
    expect(reading).toMatchObject({
      title: "Lesson l2",
      content: "<p>Cycles</p>",
      previous: { moduleId: "m1", lessonId: "l1" },
      next: { moduleId: "m2", lessonId: "l3" },
    });
  });

  it("asks for sign-in first, and refuses on the web", async () => {
    const signedOut = setup();
    await expect(signedOut.offline.downloadCourse(null, "c1")).rejects.toThrow(
      CourseMessage.loginToDownload,
    );
    const browser = setup({ device: web });
    await expect(browser.offline.downloadCourse("u1", "c1")).rejects.toThrow(
      CourseMessage.offlineNativeOnly,
    );
    expect(signedOut.server.calls).toHaveLength(0);
    expect(browser.server.calls).toHaveLength(0);
    expect(await browser.store.keys()).toEqual([]);
  });

  it("keeps one person's saved copies from another", async () => {
    const { offline } = setup();
    await offline.downloadCourse("u1", "c1");
    expect(await offline.listSavedCourses("u2")).toEqual([]);
    expect(await offline.savedCourse("u2", "c1")).toBeNull();

    await offline.removeSavedCourse("u1", "c1");
    expect(await offline.listSavedCourses("u1")).toEqual([]);
    expect(await offline.savedCourse("u1", "c1")).toBeNull();
  });
});

describe("progress made offline", () => {
  it("is queued on the device, then sent once on reconnect even if the event fires twice", async () => {
    const { network, server, offline } = setup();
    await offline.downloadCourse("u1", "c1");
    const synced = vi.fn();
    offline.syncOnReconnect("u1", synced);

    network.set(false);
    const result = await offline.completeLesson({
      userId: "u1",
      courseId: "c1",
      moduleId: "m1",
      lessonId: "l2",
    });
    expect(result).toEqual({
      status: "queued",
      progress: expect.objectContaining({ completedLessons: ["m1|l1", "m1|l2"] }),
    });
    expect(server.posts()).toHaveLength(0);
    const saved = await offline.savedCourse("u1", "c1");
    expect(saved?.course.enrollment?.progress.overallProgress).toBe(50);
    expect(await offline.pendingCompletions("u1")).toHaveLength(1);

    // Reconnecting fires twice in a row, then once more after the sync is done.
    network.set(true);
    network.set(true);
    await vi.waitFor(() => expect(synced).toHaveBeenCalledTimes(2));
    network.set(true);
    await vi.waitFor(() => expect(synced).toHaveBeenCalledTimes(3));

    expect(server.posts()).toEqual([
      { method: "POST", path: "/api/v1/courses/c1/modules/m1/lessons/l2/complete", body: {} },
    ]);
    expect(server.completed).toEqual(["m1|l1", "m1|l2"]);
    expect(await offline.pendingCompletions("u1")).toEqual([]);
    expect(await offline.lastSyncedAt("u1")).not.toBeNull();
    const refreshed = await offline.savedCourse("u1", "c1");
    expect(refreshed?.course.enrollment?.progress.completedLessons).toEqual(["m1|l1", "m1|l2"]);
  });

  it("is queued when the server cannot be reached on a native device", async () => {
    const { server, offline } = setup();
    server.fail(offlineError());
    const result = await offline.completeLesson({
      userId: "u1",
      courseId: "c1",
      moduleId: "m2",
      lessonId: "l3",
      answers: { q1: 2 },
    });
    expect(result).toEqual({ status: "queued", progress: null });
    expect(await offline.pendingCompletions("u1")).toEqual([
      expect.objectContaining({
        courseId: "c1",
        moduleId: "m2",
        lessonId: "l3",
        answers: { q1: 2 },
      }),
    ]);

    server.fail(null);
    expect(await offline.syncQueued("u1")).toMatchObject({ synced: 1, pending: 0 });
    expect(server.posts().at(-1)?.body).toEqual({ answers: { q1: 2 } });
  });

  it("keeps a completion whose replay failed for the next sync", async () => {
    const { server, offline, network } = setup({ online: false });
    await offline.completeLesson({ userId: "u1", courseId: "c1", moduleId: "m1", lessonId: "l2" });
    network.set(false);

    server.fail(new ApiError(503, "UNAVAILABLE", "Service unavailable"));
    network.set(true);
    expect(await offline.syncQueued("u1")).toMatchObject({ synced: 0, pending: 1 });
    expect(await offline.pendingCompletions("u1")).toHaveLength(1);
    expect(await offline.lastSyncedAt("u1")).toBeNull();

    server.fail(null);
    expect(await offline.syncQueued("u1")).toMatchObject({ synced: 1, pending: 0 });
    expect(await offline.pendingCompletions("u1")).toEqual([]);
    expect(server.completed).toContain("m1|l2");
  });

  it("drops a completion the server refuses for good", async () => {
    const { server, offline, network } = setup({ online: false });
    await offline.completeLesson({ userId: "u1", courseId: "c1", moduleId: "m9", lessonId: "l9" });
    network.set(true);
    expect(await offline.syncQueued("u1")).toMatchObject({ synced: 0, pending: 0, dropped: 1 });
    expect(server.posts()).toHaveLength(1);
    expect(await offline.pendingCompletions("u1")).toEqual([]);
  });

  it("replays only the signed-in person's completions", async () => {
    const { offline, server, network } = setup({ online: false });
    await offline.completeLesson({ userId: "u2", courseId: "c1", moduleId: "m1", lessonId: "l2" });
    network.set(true);
    expect(await offline.syncQueued("u1")).toMatchObject({ synced: 0, pending: 0 });
    expect(server.posts()).toHaveLength(0);
    expect(await offline.pendingCompletions("u2")).toHaveLength(1);
  });
});

describe("progress on the web", () => {
  it("cannot be marked offline, and nothing is queued", async () => {
    const { server, offline, store } = setup({ device: web, online: false });
    await expect(
      offline.completeLesson({ userId: "u1", courseId: "c1", moduleId: "m1", lessonId: "l2" }),
    ).rejects.toThrow(CourseMessage.offlineWebComplete);
    expect(server.calls).toHaveLength(0);
    expect(await store.keys()).toEqual([]);
  });

  it("is sent to the server when online, and a failure is not queued", async () => {
    const { server, offline, store } = setup({ device: web });
    expect(
      await offline.completeLesson({
        userId: "u1",
        courseId: "c1",
        moduleId: "m1",
        lessonId: "l2",
      }),
    ).toMatchObject({ status: "sent" });
    server.fail(offlineError());
    await expect(
      offline.completeLesson({ userId: "u1", courseId: "c1", moduleId: "m2", lessonId: "l3" }),
    ).rejects.toThrow("Network error");
    expect(await store.keys()).toEqual([]);
  });
});
