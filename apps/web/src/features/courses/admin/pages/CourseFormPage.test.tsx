import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminCourse } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  type Handler,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../../test/render-app.tsx";

const BASE = "/api/v1/admin/courses";

function course(overrides: Partial<AdminCourse> = {}): AdminCourse {
  return {
    id: "c1",
    title: "Sleep basics",
    description: "Why sleep matters and how to get more of it.",
    shortDescription: "Better nights in a week",
    price: 0,
    category: "mental-health",
    level: "beginner",
    duration: 90,
    featured: false,
    tags: ["sleep"],
    imageUrl: null,
    publishedAt: null,
    enrollmentCount: 0,
    moduleCount: 0,
    lessonCount: 0,
    authorId: "u1",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

function setup(path: string, handlers: Record<string, Handler> = {}) {
  const fetch = stubFetch({ ...sessionHandlers(makeProfile({ isAdmin: true })), ...handlers });
  const view = renderApp(path);
  const bodyOf = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { fetch, bodyOf, user: userEvent.setup(), ...view };
}

const tagList = () => screen.queryByRole("list", { name: "Tags added" });

describe("CourseFormPage", () => {
  it("says what is required, and sends nothing until it is there", async () => {
    const { user, fetch } = setup("/admin/courses/new");
    expect(await screen.findByRole("heading", { level: 1, name: "New course" })).toBeVisible();
    expect(document.title).toBe("New course · Vitalog");
    await user.click(screen.getByRole("button", { name: "Create Course" }));

    const title = screen.getByRole("textbox", { name: /^Title/ });
    expect(title).toHaveAccessibleDescription("Course title is required");
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /^Description/ })).toHaveAccessibleDescription(
      /Course description is required/,
    );
    // The choices by the names the list shows, never their ids ("mental-health").
    expect(screen.getByRole("combobox", { name: /^Category/ })).toHaveAccessibleDescription(
      "Choose a category: Nutrition, Fitness, Mental health or Weight management",
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.type(title, "Sleep basics");
    expect(title).not.toHaveAccessibleDescription("Course title is required");
  });

  it("counts the short description's characters up to 150", async () => {
    const { user } = setup("/admin/courses/new");
    const short = await screen.findByRole("textbox", { name: "Short description" });
    expect(screen.getByText("0 / 150")).toBeInTheDocument();
    await user.type(short, "Better nights");
    expect(screen.getByText("13 / 150")).toBeInTheDocument();

    await user.click(short);
    await user.paste("x".repeat(140));
    expect(screen.getByText("153 / 150")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(short).toHaveAccessibleDescription(
      expect.stringContaining("The short description can be at most 150 characters"),
    );
  });

  it("adds tags by Enter or +, trimmed and without repeats, each removable", async () => {
    const { user } = setup("/admin/courses/new");
    const input = await screen.findByRole("textbox", { name: "Tags" });
    await user.type(input, "  sleep {Enter}");
    await user.type(input, "Sleep{Enter}");
    expect(screen.getByText("“Sleep” is already a tag")).toBeInTheDocument();
    await user.type(input, "{Enter}");
    await user.type(input, "stress");
    await user.click(screen.getByRole("button", { name: "Add tag" }));

    const tags = within(tagList() as HTMLElement).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["sleep", "stress"]);
    expect(input).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Remove tag sleep" }));
    expect(
      within(tagList() as HTMLElement)
        .getAllByRole("listitem")
        .map((tag) => tag.textContent),
    ).toEqual(["stress"]);
    // Enter added tags; it never submitted the form.
    expect(screen.queryByText("Course title is required")).not.toBeInTheDocument();
  });

  it("refuses a negative price with the spec's message", async () => {
    const { user } = setup("/admin/courses/new");
    const price = await screen.findByRole("spinbutton", { name: /^Price \(USD\)/ });
    expect(price).toHaveAttribute("min", "0");
    expect(price).toHaveAttribute("step", "0.01");
    await user.clear(price);
    await user.type(price, "-5");
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(price).toHaveAccessibleDescription(/^Price cannot be negative/);
  });

  it("creates the course with what was entered and opens it", async () => {
    const created = course({
      id: "new-1",
      title: "Strength at home",
      price: 19.5,
      category: "fitness",
    });
    const { user, bodyOf, router } = setup("/admin/courses/new", {
      [`POST ${BASE}`]: () => json(201, created),
      [`GET ${BASE}/new-1`]: () => json(200, created),
    });
    await user.type(await screen.findByRole("textbox", { name: /^Title/ }), " Strength at home ");
    await user.type(screen.getByRole("textbox", { name: "Short description" }), "No gym needed");
    await user.type(
      screen.getByRole("textbox", { name: /^Description/ }),
      "Bodyweight training for busy people.",
    );
    const price = screen.getByRole("spinbutton", { name: /^Price/ });
    await user.clear(price);
    await user.type(price, "19.5");
    expect(screen.getByText("Learners pay $19.50.")).toBeInTheDocument();
    const duration = screen.getByRole("spinbutton", { name: /^Duration/ });
    await user.clear(duration);
    await user.type(duration, "120");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Category/ }), "fitness");
    await user.selectOptions(screen.getByRole("combobox", { name: "Level" }), "intermediate");
    await user.click(screen.getByRole("checkbox", { name: /Feature on homepage/ }));
    await user.type(screen.getByRole("textbox", { name: "Tags" }), "strength{Enter}");
    // A tag typed but not added yet is kept on save.
    await user.type(screen.getByRole("textbox", { name: "Tags" }), "home");
    await user.click(screen.getByRole("button", { name: "Create Course" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/courses/new-1"));
    expect(bodyOf("POST")).toEqual([
      {
        title: "Strength at home",
        shortDescription: "No gym needed",
        description: "Bodyweight training for busy people.",
        imageUrl: null,
        price: 19.5,
        duration: 120,
        category: "fitness",
        level: "intermediate",
        featured: true,
        tags: ["strength", "home"],
      },
    ]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Strength at home" }),
    ).toBeInTheDocument();
    expect(screen.getByText("“Strength at home” was created")).toBeInTheDocument();
  });

  it("shows the server's message when the save is refused, else the spec's", async () => {
    let reply = () =>
      errorReply(400, "VALIDATION", "Choose a level: beginner, intermediate or advanced");
    const { user } = setup("/admin/courses/new", { [`POST ${BASE}`]: () => reply() });
    await user.type(await screen.findByRole("textbox", { name: /^Title/ }), "Sleep basics");
    await user.type(screen.getByRole("textbox", { name: /^Description/ }), "About sleep.");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Category/ }), "fitness");
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Choose a level: beginner, intermediate or advanced",
    );

    reply = () => errorReply(500, "INTERNAL", "Something went wrong");
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to save course. Please try again.",
    );
  });

  it("edits a course: its values filled in, Update Course sends them, back to its page", async () => {
    const saved = course({ title: "Sleep better", tags: ["sleep", "rest"] });
    const { user, bodyOf, router } = setup("/admin/courses/c1/edit", {
      [`GET ${BASE}/c1`]: () => json(200, bodyOf("PATCH").length ? saved : course()),
      [`PATCH ${BASE}/c1`]: () => json(200, saved),
    });
    const title = await screen.findByRole("textbox", { name: /^Title/ });
    expect(title).toHaveValue("Sleep basics");
    expect(screen.getByRole("combobox", { name: /^Category/ })).toHaveValue("mental-health");
    expect(screen.getByRole("spinbutton", { name: /^Duration/ })).toHaveValue(90);
    expect(
      screen.getByText("Free: learners enrol without paying.", { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute(
      "href",
      "/admin/courses/c1",
    );

    await user.clear(title);
    await user.type(title, "Sleep better");
    await user.type(screen.getByRole("textbox", { name: "Tags" }), "rest{Enter}");
    await user.click(screen.getByRole("button", { name: "Update Course" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/courses/c1"));
    expect(bodyOf("PATCH")[0]).toMatchObject({ title: "Sleep better", tags: ["sleep", "rest"] });
    expect(await screen.findByRole("heading", { level: 1, name: "Sleep better" })).toBeVisible();
  });

  it("says when the course to edit cannot be loaded", async () => {
    setup("/admin/courses/c1/edit", {
      [`GET ${BASE}/c1`]: () => errorReply(500, "INTERNAL", "Something went wrong"),
    });
    expect(
      await screen.findByText(
        "Failed to load course data. Please try again.",
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
