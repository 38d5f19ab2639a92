import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CourseCard, CourseDetail, LessonView } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { setDeviceAdapter } from "../../../platform/device.ts";
import { createMemoryDeviceStore, setDeviceStore } from "../../../platform/device-store.ts";
import { setNetworkAdapter } from "../../../platform/network.ts";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { offlineCourses } from "../offline.ts";

const card = (id: string, overrides: Partial<CourseCard> = {}): CourseCard => ({
  id,
  title: `Course ${id}`,
  shortDescription: "Short",
  imageUrl: null,
  price: 0,
  isFree: true,
  category: "mental-health",
  level: "beginner",
  duration: 90,
  featured: false,
  tags: [],
  enrollmentCount: 3,
  moduleCount: 1,
  lessonCount: 2,
  publishedAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

const lesson = (id: string, overrides = {}) => ({
  id,
  moduleId: "m1",
  title: `Lesson ${id}`,
  description: "",
  type: "text" as const,
  duration: 5,
  order: 0,
  isPreview: false,
  locked: false,
  content: "<p>Body</p>",
  videoUrl: null,
  questions: [],
  attachments: [],
  ...overrides,
});

const detail = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  ...card("c1"),
  description: "All about sleep.",
  modules: [
    { id: "m1", title: "Basics", description: "", order: 0, lessons: [lesson("l1"), lesson("l2")] },
  ],
  enrollment: null,
  paymentsAvailable: true,
  ...overrides,
});

function member(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({ ...sessionHandlers(makeProfile()), ...extra });
}

describe("the catalogue", () => {
  it("shows the featured row and pages through the courses by 10", async () => {
    const first = Array.from({ length: 10 }, (_, i) => card(`a${i}`));
    member({
      "GET /api/v1/courses": ({ url }) => {
        const params = new URL(url, "http://x").searchParams;
        if (params.get("featured") === "true")
          return json(200, { items: [card("f1", { title: "Featured one" })], nextCursor: null });
        return params.get("cursor") === "next"
          ? json(200, {
              items: [card("b1", { title: "Last course", price: 19, isFree: false })],
              nextCursor: null,
            })
          : json(200, { items: first, nextCursor: "next" });
      },
    });
    renderApp("/dashboard/courses");
    const featured = await screen.findByRole("region", { name: "Featured" });
    expect(await within(featured).findByRole("link", { name: /Featured one/ })).toBeVisible();
    const all = screen.getByRole("region", { name: "All" });
    expect(await within(all).findAllByRole("listitem")).toHaveLength(10);
    expect(within(all).getByText("Showing page 1")).toBeVisible();
    expect(within(all).getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(within(all).getByRole("button", { name: "Next" }));
    const last = await within(all).findByRole("link", { name: /Last course/ });
    expect(last).toHaveTextContent("$19.00");
    expect(within(all).getByText("Showing page 2")).toBeVisible();
    expect(within(all).getByRole("button", { name: "Next" })).toBeDisabled();
  });
});

describe("the course page", () => {
  it("enrols in a free course and opens its first lesson", async () => {
    const enroll = vi.fn();
    member({
      "GET /api/v1/courses/c1": () => json(200, detail()),
      "POST /api/v1/courses/c1/enroll": () => {
        enroll();
        return json(201, {});
      },
      "GET /api/v1/courses/c1/modules/m1/lessons/l1": () =>
        json(200, {
          ...lesson("l1"),
          courseId: "c1",
          createdAt: "",
          updatedAt: "",
          previous: null,
          next: null,
        } as unknown as LessonView),
    });
    renderApp("/dashboard/courses/c1");
    await userEvent.click(await screen.findByRole("button", { name: "Enrol for free" }));
    await waitFor(() => expect(enroll).toHaveBeenCalled());
    expect(await screen.findByRole("heading", { level: 1, name: "Lesson l1" })).toBeVisible();
  });

  it("offers Buy for a paid course, and says so when payments are not available", async () => {
    member({
      "GET /api/v1/courses/c1": () => json(200, detail({ price: 19, isFree: false })),
      "GET /api/v1/courses/c2": () =>
        json(200, detail({ id: "c2", price: 19, isFree: false, paymentsAvailable: false })),
    });
    const { unmount } = renderApp("/dashboard/courses/c1");
    expect(await screen.findByRole("button", { name: "Buy for $19.00" })).toBeVisible();
    unmount();
    renderApp("/dashboard/courses/c2");
    expect(await screen.findByText(/Payments are not available on this server/)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Buy/ })).not.toBeInTheDocument();
  });

  it("shows progress and Continue when enrolled, and locks what is locked", async () => {
    member({
      "GET /api/v1/courses/c1": () =>
        json(
          200,
          detail({
            enrollment: {
              id: "e1",
              courseId: "c1",
              status: "active",
              isFree: true,
              amount: 0,
              purchasedAt: "2026-11-01T00:00:00.000Z",
              progress: {
                completedLessons: ["m1|l1"],
                lastAccessedLessonId: "l2",
                lastAccessedModuleId: "m1",
                lastAccessedAt: null,
                overallProgress: 50,
              },
            },
          }),
        ),
    });
    renderApp("/dashboard/courses/c1");
    expect(await screen.findByRole("progressbar", { name: "Your progress" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(screen.getByRole("link", { name: "Continue learning" })).toHaveAttribute(
      "href",
      "/dashboard/courses/c1/learn/m1/l2",
    );
    expect(screen.getByRole("link", { name: /Lesson l1/ })).toHaveTextContent("Completed");
  });
});

describe("the lesson player", () => {
  it("gives feedback on each answer, scores the quiz and sends it with Mark complete", async () => {
    const sent = vi.fn();
    const quiz = {
      ...lesson("q1", { type: "quiz", content: "" }),
      courseId: "c1",
      createdAt: "",
      updatedAt: "",
      questions: [
        {
          id: "a",
          text: "Adults need?",
          options: ["4 h", "7 h or more", "", ""],
          correctOptionIndex: 1,
        },
        {
          id: "b",
          text: "Caffeine lasts?",
          options: ["Hours", "Minutes", "", ""],
          correctOptionIndex: 0,
        },
      ],
      previous: { moduleId: "m1", lessonId: "l1" },
      next: null,
    };
    member({
      "GET /api/v1/courses/c1": () => json(200, detail()),
      "GET /api/v1/courses/c1/modules/m1/lessons/q1": () => json(200, quiz),
      "POST /api/v1/courses/c1/modules/m1/lessons/q1/complete": ({ body }) => {
        sent(body);
        return json(200, { enrollment: {}, quiz: { correct: 1, total: 2, percent: 50 } });
      },
    });
    renderApp("/dashboard/courses/c1/learn/m1/q1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "4 h" }));
    expect(screen.getByText("Not quite: the answer is 7 h or more.")).toBeVisible();
    expect(screen.getByText("Answer every question to see your score.")).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "Hours" }));
    expect(screen.getByText("Correct.")).toBeVisible();
    expect(screen.getByText("1 of 2 correct")).toBeVisible();
    expect(screen.getByRole("link", { name: "Previous lesson" })).toHaveAttribute(
      "href",
      "/dashboard/courses/c1/learn/m1/l1",
    );
    await user.click(screen.getByRole("button", { name: "Mark complete" }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ answers: { a: 0, b: 0 } }));
    expect(await screen.findByText("Completed")).toBeVisible();
  });
});

describe("lesson after lesson", () => {
  const enrollmentWith = (completedLessons: string[]) => ({
    id: "e1",
    courseId: "c1",
    status: "active" as const,
    isFree: true,
    amount: 0,
    purchasedAt: "2026-11-01T00:00:00.000Z",
    progress: {
      completedLessons,
      lastAccessedLessonId: null,
      lastAccessedModuleId: null,
      lastAccessedAt: null,
      overallProgress: completedLessons.length * 50,
    },
  });
  const view = (id: string, previous: string | null, next: string | null) =>
    json(200, {
      ...lesson(id),
      courseId: "c1",
      createdAt: "",
      updatedAt: "",
      previous: previous ? { moduleId: "m1", lessonId: previous } : null,
      next: next ? { moduleId: "m1", lessonId: next } : null,
    });

  it("gives each lesson its own Mark complete, its place and the outline", async () => {
    const completed: string[] = [];
    const sent = vi.fn();
    const complete = (id: string) => {
      sent(id);
      completed.push(`m1|${id}`);
      return json(200, { enrollment: enrollmentWith([...completed]) });
    };
    member({
      "GET /api/v1/courses/c1": () =>
        json(200, detail({ enrollment: enrollmentWith([...completed]) })),
      "GET /api/v1/courses/c1/modules/m1/lessons/l1": () => view("l1", null, "l2"),
      "GET /api/v1/courses/c1/modules/m1/lessons/l2": () => view("l2", "l1", null),
      "POST /api/v1/courses/c1/modules/m1/lessons/l1/complete": () => complete("l1"),
      "POST /api/v1/courses/c1/modules/m1/lessons/l2/complete": () => complete("l2"),
    });
    renderApp("/dashboard/courses/c1/learn/m1/l1");
    const user = userEvent.setup();
    expect(await screen.findByText(/Lesson 1 of 2/)).toBeVisible();
    const outline = screen.getByRole("region", { name: "Course outline" });
    expect(within(outline).getByRole("link", { name: /Lesson l1/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await user.click(await screen.findByRole("button", { name: "Mark complete" }));
    expect(await screen.findByText("Completed", { selector: "p" })).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Next lesson" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Lesson l2" })).toBeVisible();
    expect(screen.getByText(/Lesson 2 of 2/)).toBeVisible();
    const second = await screen.findByRole("button", { name: "Mark complete" });
    expect(screen.queryByText("Completed", { selector: "p" })).not.toBeInTheDocument();
    await user.click(second);
    await waitFor(() => expect(sent.mock.calls).toEqual([["l1"], ["l2"]]));
    expect(await screen.findByText("Completed", { selector: "p" })).toBeVisible();
  });

  it("continues from My learning at the first lesson still to do", async () => {
    const entry = {
      ...enrollmentWith(["m1|l1"]),
      course: card("c1"),
      nextLesson: { moduleId: "m1", lessonId: "l2" },
    };
    member({
      "GET /api/v1/enrollments": () =>
        json(200, {
          items: [{ ...entry, id: "e2", courseId: "c2", course: card("c2") }, entry],
          resume: entry,
        }),
    });
    renderApp("/dashboard/courses/my-learning");
    const continues = await screen.findAllByRole("link", { name: "Continue learning" });
    expect(continues.map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard/courses/c2/learn/m1/l2",
      "/dashboard/courses/c1/learn/m1/l2",
    ]);
    const resume = screen.getByRole("region", { name: "Pick up where you left off" });
    expect(within(resume).getByRole("link", { name: "Resume" })).toHaveAttribute(
      "href",
      "/dashboard/courses/c1/learn/m1/l2",
    );
  });
});

describe("offline learning", () => {
  const enrolled = () =>
    detail({
      enrollment: {
        id: "e1",
        courseId: "c1",
        status: "active",
        isFree: true,
        amount: 0,
        purchasedAt: "2026-11-01T00:00:00.000Z",
        progress: {
          completedLessons: [],
          lastAccessedLessonId: null,
          lastAccessedModuleId: null,
          lastAccessedAt: null,
          overallProgress: 0,
        },
      },
    });

  it("says on the web that offline courses are only available on mobile devices", async () => {
    member({ "GET /api/v1/courses/c1": () => json(200, enrolled()) });
    renderApp("/dashboard/courses/c1");
    await userEvent.click(await screen.findByRole("button", { name: "Download for offline" }));
    const note = await screen.findByText("Offline courses are only available on mobile devices");
    expect(note).toBeVisible();
    // Announced politely: a status inside a live region, not an alert.
    expect(note.closest('[role="status"]')?.closest("[aria-live=polite]")).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Remove download" })).not.toBeInTheDocument();
  });

  it("saves the course on a native device, then offers Remove download", async () => {
    setDeviceAdapter({ platform: () => ({ isNative: true, os: "android" }) });
    const store = createMemoryDeviceStore();
    setDeviceStore(store);
    member({ "GET /api/v1/courses/c1": () => json(200, enrolled()) });
    renderApp("/dashboard/courses/c1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Download for offline" }));
    expect(await screen.findByText("Available offline on this device")).toBeVisible();
    expect(await store.get("offline.courses")).toEqual([
      expect.objectContaining({ id: "c1", title: "Course c1", userId: "u1" }),
    ]);
    await user.click(screen.getByRole("button", { name: "Remove download" }));
    expect(await screen.findByRole("button", { name: "Download for offline" })).toBeVisible();
    expect(await store.get("offline.courses")).toEqual([]);
  });

  it("reads a saved lesson offline on a native device and keeps its completion there", async () => {
    setDeviceAdapter({ platform: () => ({ isNative: true, os: "ios" }) });
    const store = createMemoryDeviceStore();
    setDeviceStore(store);
    const sent = vi.fn();
    member({
      "GET /api/v1/courses/c1": () => json(200, enrolled()),
      "POST /api/v1/courses/c1/modules/m1/lessons/l2/complete": () => {
        sent();
        return json(200, {});
      },
    });
    await offlineCourses.downloadCourse("u1", "c1");
    setNetworkAdapter({ isOnline: () => false, subscribe: () => () => {} });
    // Offline, the server cannot be reached at all.
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/courses/c1/modules/m1/lessons/l2": () => {
        throw new TypeError("Failed to fetch");
      },
    });

    renderApp("/dashboard/courses/c1/learn/m1/l2");
    expect(await screen.findByRole("heading", { level: 1, name: "Lesson l2" })).toBeVisible();
    expect(
      screen.getByText("You are offline: this is the copy saved on this device."),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Mark complete" }));
    expect(
      await screen.findByText(
        "Marked complete on this device. It will be sent when you are back online.",
      ),
    ).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    expect(await offlineCourses.pendingCompletions("u1")).toEqual([
      expect.objectContaining({ courseId: "c1", moduleId: "m1", lessonId: "l2" }),
    ]);
  });

  it("cannot mark a lesson complete while offline on the web", async () => {
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    const sent = vi.fn();
    member({
      "GET /api/v1/courses/c1": () => json(200, enrolled()),
      "GET /api/v1/courses/c1/modules/m1/lessons/l1": () =>
        json(200, {
          ...lesson("l1"),
          courseId: "c1",
          createdAt: "",
          updatedAt: "",
          previous: null,
          next: null,
        }),
      "POST /api/v1/courses/c1/modules/m1/lessons/l1/complete": () => {
        sent();
        return json(200, {});
      },
    });
    renderApp("/dashboard/courses/c1/learn/m1/l1");
    await userEvent.click(await screen.findByRole("button", { name: "Mark complete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Cannot mark lesson complete when offline in web mode",
    );
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Mark complete" })).toBeVisible();
  });
});

describe("the payment return pages", () => {
  it("shows an enrolment the webhook has made, and nothing for someone else's session", async () => {
    member({
      "GET /api/v1/payments/checkout-sessions/cs_mine": () =>
        json(200, { status: "paid", courseId: "c1", enrolled: true }),
      "GET /api/v1/payments/checkout-sessions/cs_forged": () =>
        json(404, { error: { code: "NOT_FOUND", message: "Payment not found" } }),
    });
    const { unmount } = renderApp("/payment-success?session_id=cs_mine");
    expect(
      await screen.findByText("Your payment is confirmed and you are enrolled."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Start learning" })).toHaveAttribute(
      "href",
      "/dashboard/courses/c1",
    );
    unmount();
    renderApp("/payment-success?session_id=cs_forged");
    expect(await screen.findByText(/We could not find this payment/)).toBeVisible();
  });

  it("leads back to the course after a cancelled checkout", async () => {
    member();
    renderApp("/payment-cancelled?courseId=c1");
    expect(
      await screen.findByText("You left the checkout before paying. Nothing was charged."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the course" })).toHaveAttribute(
      "href",
      "/dashboard/courses/c1",
    );
  });
});
