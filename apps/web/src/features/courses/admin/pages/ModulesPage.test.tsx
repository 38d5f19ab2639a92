import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminCourse, CourseLesson, CourseModule } from "@vitalog/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../../test/render-app.tsx";

const COURSE = "/api/v1/admin/courses/c1";
const stamp = "2025-01-01T00:00:00.000Z";

const course: AdminCourse = {
  id: "c1",
  title: "Sleep foundations",
  description: "Sleep better",
  shortDescription: "",
  price: 0,
  category: null,
  level: "beginner",
  duration: 60,
  featured: false,
  tags: [],
  imageUrl: null,
  publishedAt: null,
  enrollmentCount: 0,
  moduleCount: 3,
  lessonCount: 2,
  authorId: null,
  createdAt: stamp,
  updatedAt: stamp,
};

const module = (id: string, title: string, order: number, lessonCount = 0): CourseModule => ({
  id,
  courseId: "c1",
  title,
  description: `About ${title.toLowerCase()}`,
  order,
  lessonCount,
  createdAt: stamp,
  updatedAt: stamp,
});

const lesson = (id: string, title: string, type: CourseLesson["type"], duration: number) =>
  ({
    id,
    courseId: "c1",
    moduleId: "m1",
    title,
    description: "",
    type,
    content: "",
    duration,
    videoUrl: null,
    questions: [],
    attachments: [],
    isPreview: false,
    order: 0,
    createdAt: stamp,
    updatedAt: stamp,
  }) satisfies CourseLesson;

const ROW = 150;
// jsdom has no layout: each module row gets a box by its place in the list.
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest("li");
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = index * ROW;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: ROW - 10,
      right: 600,
      bottom: top + ROW - 10,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

async function press(target: Element | Document, code: string) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === "Space" ? " " : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Moves the module named `title` down by `steps` with the keyboard, as a person would. */
async function moveDown(title: string, steps: number) {
  const handle = screen.getByRole("button", { name: `Reorder ${title}` });
  handle.focus();
  await press(handle, "Space");
  for (let i = 0; i < steps; i++) await press(document, "ArrowDown");
  await press(document, "Space");
}

const moduleTitles = () =>
  within(screen.getByRole("list", { name: "Modules of Sleep foundations" }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);

function serve(
  initial: CourseModule[],
  overrides: Record<string, Parameters<typeof stubFetch>[0][string]> = {},
) {
  let modules = initial;
  const fetch = stubFetch({
    ...sessionHandlers(makeProfile({ isAdmin: true })),
    [`GET ${COURSE}`]: () => json(200, course),
    [`GET ${COURSE}/modules`]: () => json(200, { items: modules }),
    [`PUT ${COURSE}/modules/order`]: ({ body }) => {
      const { ids } = body as { ids: string[] };
      modules = ids.map((id, order) => ({
        ...(modules.find((m) => m.id === id) as CourseModule),
        order,
      }));
      return json(200, { items: modules });
    },
    ...overrides,
  });
  return { fetch, set: (next: CourseModule[]) => (modules = next), get: () => modules };
}

const three = [
  module("m1", "Why sleep matters", 0, 2),
  module("m2", "Your sleep window", 1),
  module("m3", "Winding down", 2),
];

describe("ModulesPage", () => {
  beforeEach(() => stubLayout());
  afterEach(() => vi.restoreAllMocks());

  it("shows the course's title with a way back to it, and its modules in order", async () => {
    serve(three);
    renderApp("/admin/courses/c1/modules");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sleep foundations" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the course" })).toHaveAttribute(
      "href",
      "/admin/courses/c1",
    );
    await waitFor(() =>
      expect(moduleTitles()).toEqual(["Why sleep matters", "Your sleep window", "Winding down"]),
    );
  });

  it("saves a keyboard reorder as every id in the new order", async () => {
    const { fetch } = serve(three);
    renderApp("/admin/courses/c1/modules");
    await screen.findByRole("button", { name: "Reorder Why sleep matters" });

    await moveDown("Why sleep matters", 1);

    expect(moduleTitles()).toEqual(["Your sleep window", "Why sleep matters", "Winding down"]);
    await waitFor(() => {
      const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ids: ["m2", "m1", "m3"] });
    });
    await waitFor(() =>
      expect(moduleTitles()).toEqual(["Your sleep window", "Why sleep matters", "Winding down"]),
    );
    expect(
      screen.queryByText("Failed to reorder modules. Please try again."),
    ).not.toBeInTheDocument();
  });

  it("shows the new order at once, and puts it back and says so when it cannot be saved", async () => {
    let fail: () => void = () => {};
    const { fetch } = serve(three, {
      [`PUT ${COURSE}/modules/order`]: () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(errorReply(500, "INTERNAL", "Something went wrong"));
        }),
    });
    renderApp("/admin/courses/c1/modules");
    await screen.findByRole("button", { name: "Reorder Winding down" });

    const handle = screen.getByRole("button", { name: "Reorder Winding down" });
    handle.focus();
    await press(handle, "Space");
    await press(document, "ArrowUp");
    await press(document, "ArrowUp");
    await press(document, "Space");

    expect(moduleTitles()).toEqual(["Winding down", "Why sleep matters", "Your sleep window"]);
    await waitFor(() => expect(fetch.mock.calls.some(([, i]) => i?.method === "PUT")).toBe(true));
    await act(async () => fail());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to reorder modules. Please try again.",
    );
    expect(moduleTitles()).toEqual(["Why sleep matters", "Your sleep window", "Winding down"]);
  });

  it("warns that deleting a module deletes its lessons, then deletes it", async () => {
    const state = serve(three, {
      [`DELETE ${COURSE}/modules/m1`]: () => {
        state.set(state.get().filter((m) => m.id !== "m1"));
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/c1/modules");

    await user.click(await screen.findByRole("button", { name: "Delete Why sleep matters" }));
    const confirm = screen.getByRole("dialog", { name: "Delete “Why sleep matters”?" });
    expect(confirm).toHaveTextContent("This will also delete all lessons in this module");
    await user.click(within(confirm).getByRole("button", { name: "Delete module" }));
    await waitFor(() => expect(moduleTitles()).toEqual(["Your sleep window", "Winding down"]));
    expect(await screen.findByText("Module deleted")).toBeInTheDocument();
  });

  it("says when a module cannot be deleted", async () => {
    serve(three, {
      [`DELETE ${COURSE}/modules/m2`]: () => errorReply(500, "INTERNAL", "Something went wrong"),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/c1/modules");
    await user.click(await screen.findByRole("button", { name: "Delete Your sleep window" }));
    await user.click(screen.getByRole("button", { name: "Delete module" }));
    expect(
      await screen.findByText("Failed to delete module. Please try again."),
    ).toBeInTheDocument();
    expect(moduleTitles()).toHaveLength(3);
  });

  it("adds a module (the title is required) and edits one", async () => {
    const state = serve([], {
      [`POST ${COURSE}/modules`]: ({ body }) => {
        const created = { ...module("m9", "", 0), ...(body as object) };
        state.set([...state.get(), created]);
        return json(201, created);
      },
      [`PATCH ${COURSE}/modules/m9`]: () => errorReply(500, "INTERNAL", "Something went wrong"),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/c1/modules");

    expect(await screen.findByText("No modules yet")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Add module" })[0] as HTMLElement);
    const dialog = screen.getByRole("dialog", { name: "Add module" });
    await user.click(within(dialog).getByRole("button", { name: "Create module" }));
    expect(within(dialog).getByLabelText(/Title/)).toHaveAccessibleDescription(
      "Module title is required",
    );
    await user.type(within(dialog).getByLabelText(/Title/), "Light and dark");
    await user.type(within(dialog).getByLabelText(/Description/), "Morning light, dim evenings");
    await user.click(within(dialog).getByRole("button", { name: "Create module" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("heading", { name: "Light and dark" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit Light and dark" }));
    const edit = screen.getByRole("dialog", { name: "Edit module" });
    expect(within(edit).getByLabelText(/Title/)).toHaveValue("Light and dark");
    await user.click(within(edit).getByRole("button", { name: "Update module" }));
    expect(await within(edit).findByRole("alert")).toHaveTextContent(
      "Failed to save module. Please try again.",
    );
  });

  it("expands a module to show its lessons with their minutes and the way to manage them", async () => {
    serve(three, {
      [`GET ${COURSE}/modules/m1/lessons`]: () =>
        json(200, {
          items: [
            lesson("l1", "The sleep clock", "video", 8),
            lesson("l2", "Check yourself", "quiz", 3),
          ],
        }),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/c1/modules");

    const toggle = await screen.findByRole("button", {
      name: "Show 2 lessons of Why sleep matters",
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(
      toggle.getAttribute("aria-controls") ?? "",
    ) as HTMLElement;
    expect(await within(panel).findByText("The sleep clock")).toBeInTheDocument();
    expect(panel).toHaveTextContent("Video:The sleep clock8 min");
    expect(panel).toHaveTextContent("Quiz:Check yourself3 min");
    expect(
      screen.getByRole("link", { name: "Manage lessons of Why sleep matters" }),
    ).toHaveAttribute("href", "/admin/courses/c1/modules/m1/lessons");
  });
});
