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

const LIST = "/api/v1/admin/courses";

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
    publishedAt: "2025-02-01T00:00:00.000Z",
    enrollmentCount: 12,
    moduleCount: 3,
    lessonCount: 9,
    authorId: "u1",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

function setup(path: string, handlers: Record<string, Handler>) {
  const fetch = stubFetch({ ...sessionHandlers(makeProfile({ isAdmin: true })), ...handlers });
  const view = renderApp(path);
  /** The query strings the list was asked with, in order. */
  const listQueries = () =>
    fetch.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === LIST)
      .map((url) => url.search);
  return { fetch, listQueries, user: userEvent.setup(), ...view };
}

const rowOf = async (title: string) =>
  (await screen.findByRole("link", { name: title })).closest("tr") as HTMLElement;

describe("AdminCoursesPage", () => {
  it("shows each course's price, category, enrollments, status and featured badge", async () => {
    setup("/admin/courses", {
      [`GET ${LIST}`]: () =>
        json(200, {
          items: [
            course(),
            course({
              id: "c2",
              title: "Strength at home",
              price: 19,
              category: null,
              publishedAt: null,
              featured: true,
              moduleCount: 1,
              enrollmentCount: 1500,
            }),
          ],
          nextCursor: null,
        }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Courses" })).toBeInTheDocument();
    expect(document.title).toBe("Courses · Vitalog");

    const free = await rowOf("Sleep basics");
    expect(free).toHaveTextContent("Free");
    expect(free).toHaveTextContent("3 modules");
    expect(free).toHaveTextContent("Mental health");
    expect(free).toHaveTextContent("12");
    expect(
      within(free).getByRole("button", { name: "Published: Unpublish Sleep basics" }),
    ).toBeInTheDocument();
    expect(within(free).queryByText("Featured")).not.toBeInTheDocument();

    const paid = await rowOf("Strength at home");
    expect(paid).toHaveTextContent("$19.00");
    expect(paid).toHaveTextContent("1 module");
    expect(paid).toHaveTextContent("Uncategorized");
    expect(paid).toHaveTextContent("1,500");
    expect(within(paid).getByText("Featured")).toBeInTheDocument();
    expect(
      within(paid).getByRole("button", { name: "Draft: Publish Strength at home" }),
    ).toBeInTheDocument();
    expect(within(paid).getByRole("link", { name: "View Strength at home" })).toHaveAttribute(
      "href",
      "/admin/courses/c2",
    );
    expect(within(paid).getByRole("link", { name: "Edit Strength at home" })).toHaveAttribute(
      "href",
      "/admin/courses/c2/edit",
    );
    expect(screen.getByRole("link", { name: "New course" })).toHaveAttribute(
      "href",
      "/admin/courses/new",
    );
  });

  it("keeps the filters in the URL and asks the server with them; Reset Filters clears them", async () => {
    const { user, listQueries, router } = setup("/admin/courses?category=fitness&featured=true", {
      [`GET ${LIST}`]: ({ url }) =>
        json(200, {
          items: url.searchParams.get("featured") === "false" ? [] : [course()],
          nextCursor: null,
        }),
    });
    await rowOf("Sleep basics");
    expect(listQueries()).toEqual(["?category=fitness&featured=true"]);
    expect(screen.getByLabelText("Category")).toHaveValue("fitness");
    expect(screen.getByLabelText("Featured Status")).toHaveValue("true");

    await user.selectOptions(screen.getByLabelText("Featured Status"), "Not Featured");
    expect(await screen.findByText("No courses found")).toBeInTheDocument();
    expect(listQueries().at(-1)).toBe("?category=fitness&featured=false");
    expect(router.state.location.search).toBe("?category=fitness&featured=false");

    await user.click(screen.getAllByRole("button", { name: "Reset Filters" })[0] as HTMLElement);
    await rowOf("Sleep basics");
    expect(listQueries().at(-1)).toBe("");
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText("Category")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Reset Filters" })).toBeDisabled();
  });

  it("offers Next only when the server gives a cursor, and Previous walks back", async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) =>
      course({ id: `p1-${i}`, title: `Course ${i + 1}` }),
    );
    const { user, listQueries } = setup("/admin/courses?category=nutrition", {
      [`GET ${LIST}`]: ({ url }) =>
        url.searchParams.get("cursor") === "after-10"
          ? json(200, { items: [course({ id: "p2", title: "Course 11" })], nextCursor: null })
          : json(200, { items: firstPage, nextCursor: "after-10" }),
    });
    await rowOf("Course 1");
    expect(screen.getByText("Showing page 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await rowOf("Course 11");
    expect(screen.getByText("Showing page 2")).toBeInTheDocument();
    expect(listQueries().at(-1)).toBe("?category=nutrition&cursor=after-10");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Courses, page 2" })).toHaveFocus(),
    );

    await user.click(screen.getByRole("button", { name: "Previous" }));
    await rowOf("Course 1");
    expect(screen.getByText("Showing page 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("asks before deleting a course, and says when the delete fails", async () => {
    const { user, fetch } = setup("/admin/courses", {
      [`GET ${LIST}`]: () => json(200, { items: [course()], nextCursor: null }),
      [`DELETE ${LIST}/c1`]: () => errorReply(500, "INTERNAL", "Something went wrong"),
    });
    await user.click(await screen.findByRole("button", { name: "Delete Sleep basics" }));
    const dialog = screen.getByRole("dialog", { name: "Delete “Sleep basics”?" });
    expect(dialog).toHaveTextContent("This action cannot be undone");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete Sleep basics" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Delete course" }),
    );
    expect(
      await screen.findByText("Failed to delete course. Please try again."),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("publishes a draft from its Status button, and says when that fails", async () => {
    let published = false;
    const { user } = setup("/admin/courses", {
      [`GET ${LIST}`]: () =>
        json(200, {
          items: [
            course({ publishedAt: published ? "2025-03-01T00:00:00.000Z" : null }),
            course({ id: "c2", title: "Strength at home" }),
          ],
          nextCursor: null,
        }),
      [`POST ${LIST}/c1/publish`]: () => {
        published = true;
        return json(200, course());
      },
      [`POST ${LIST}/c2/unpublish`]: () => errorReply(500, "INTERNAL", "Something went wrong"),
    });
    await user.click(await screen.findByRole("button", { name: "Draft: Publish Sleep basics" }));
    expect(
      await screen.findByRole("button", { name: "Published: Unpublish Sleep basics" }),
    ).toBeInTheDocument();
    expect(screen.getByText("“Sleep basics” is published")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Published: Unpublish Strength at home" }));
    expect(
      await screen.findByText("Failed to update course publish state. Please try again."),
    ).toBeInTheDocument();
  });

  it("says when there are no courses, and when they cannot be loaded, with a retry", async () => {
    let fail = true;
    const { user } = setup("/admin/courses", {
      [`GET ${LIST}`]: () =>
        fail
          ? errorReply(500, "INTERNAL", "Something went wrong")
          : json(200, { items: [], nextCursor: null }),
    });
    expect(
      await screen.findByText("Failed to load courses. Please try again.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No courses found")).toBeInTheDocument();
  });
});
