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
const LESSONS = `${COURSE}/modules/m1/lessons`;
const PAGE = "/admin/courses/c1/modules/m1/lessons";
const stamp = "2025-01-01T00:00:00.000Z";

const course = {
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
  moduleCount: 1,
  lessonCount: 2,
  authorId: null,
  createdAt: stamp,
  updatedAt: stamp,
} satisfies AdminCourse;

const sleepModule: CourseModule = {
  id: "m1",
  courseId: "c1",
  title: "Why sleep matters",
  description: "",
  order: 0,
  lessonCount: 2,
  createdAt: stamp,
  updatedAt: stamp,
};

const lesson = (
  patch: Partial<CourseLesson> & Pick<CourseLesson, "id" | "title">,
): CourseLesson => ({
  courseId: "c1",
  moduleId: "m1",
  description: "",
  type: "text",
  content: "<p>Light sets the clock.</p>",
  duration: 5,
  videoUrl: null,
  questions: [],
  attachments: [],
  isPreview: false,
  order: 0,
  createdAt: stamp,
  updatedAt: stamp,
  ...patch,
});

const reading = lesson({
  id: "l1",
  title: "The sleep clock",
  duration: 8,
  isPreview: true,
  attachments: [
    {
      name: "sleep-diary.pdf",
      url: "/api/v1/course-files/x/sleep-diary.pdf",
      size: 14_540,
      contentType: "application/pdf",
    },
  ],
});
const check = lesson({
  id: "l2",
  title: "Check yourself",
  type: "quiz",
  content: "",
  duration: 3,
  questions: [
    {
      id: "q1",
      text: "What sets the clock?",
      options: ["Light", "Noise", "", ""],
      correctOptionIndex: 0,
    },
  ],
});

/** XMLHttpRequest as `uploadFile` uses it, answered by the test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = "";
  body: FormData | null = null;
  status = 0;
  responseText = "";
  withCredentials = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function serve(initial: CourseLesson[], overrides: Parameters<typeof stubFetch>[0] = {}) {
  let lessons = initial;
  const fetch = stubFetch({
    ...sessionHandlers(makeProfile({ isAdmin: true })),
    [`GET ${COURSE}`]: () => json(200, course),
    [`GET ${COURSE}/modules`]: () => json(200, { items: [sleepModule] }),
    [`GET ${LESSONS}`]: () => json(200, { items: lessons }),
    [`POST ${LESSONS}`]: ({ body }) => {
      const created = lesson({ id: "l9", title: "", ...(body as object) });
      lessons = [...lessons, created];
      return json(201, created);
    },
    ...overrides,
  });
  const bodyOf = (method: string, path: string) =>
    JSON.parse(
      String(
        fetch.mock.calls.find(
          ([url, init]) => init?.method === method && String(url).endsWith(path),
        )?.[1]?.body,
      ),
    );
  return { fetch, bodyOf, set: (next: CourseLesson[]) => (lessons = next), get: () => lessons };
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    (await screen.findAllByRole("button", { name: "Add lesson" }))[0] as HTMLElement,
  );
  return screen.getByRole("dialog", { name: "Add lesson" });
}

describe("LessonsPage", () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the module's lessons with type, minutes and free preview, under the module's title", async () => {
    serve([reading, check]);
    renderApp(PAGE);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Why sleep matters" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "A module of Sleep foundations. Drag a lesson by its handle to change the order.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to modules" })).toHaveAttribute(
      "href",
      "/admin/courses/c1/modules",
    );
    const rows = within(
      await screen.findByRole("list", { name: "Lessons of Why sleep matters" }),
    ).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Lesson 1: The sleep clockText·8 minFree preview1 attachment",
      "Lesson 2: Check yourselfQuiz·3 min",
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole("button", { name: "Reorder The sleep clock" }),
    ).toBeInTheDocument();
  });

  it("says No lessons yet for an empty module", async () => {
    serve([]);
    renderApp(PAGE);
    expect(await screen.findByText("No lessons yet")).toBeInTheDocument();
  });

  it("puts the lessons back and says so when their new order cannot be saved", async () => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      const row = this.closest("li");
      const top = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) * 80 : 0;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 600,
        height: 70,
        right: 600,
        bottom: top + 70,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const { fetch } = serve([reading, check], {
      [`PUT ${LESSONS}/order`]: () => errorReply(500, "INTERNAL", "Something went wrong"),
    });
    renderApp(PAGE);
    const handle = await screen.findByRole("button", { name: "Reorder The sleep clock" });
    handle.focus();
    for (const [target, code] of [
      [handle, "Space"],
      [document, "ArrowDown"],
      [document, "Space"],
    ] as const) {
      await act(async () => {
        fireEvent.keyDown(target, { code });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
    expect(
      await screen.findByText("Failed to reorder lessons. Please try again."),
    ).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ids: ["l2", "l1"] });
    const titles = within(screen.getByRole("list", { name: "Lessons of Why sleep matters" }))
      .getAllByRole("heading")
      .map((h) => h.textContent);
    expect(titles).toEqual(["Lesson 1: The sleep clock", "Lesson 2: Check yourself"]);
  });

  it("checks a quiz's questions, then sends them", async () => {
    const { bodyOf } = serve([]);
    const user = userEvent.setup();
    renderApp(PAGE);
    const dialog = await openAdd(user);

    await user.type(within(dialog).getByLabelText(/^Title/), "Check yourself");
    await user.click(within(dialog).getByRole("radio", { name: "Quiz" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Option 1" }), "Light");
    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));

    const question = within(dialog).getByRole("listitem", { name: "Question 1" });
    expect(within(question).getByLabelText(/Question text/)).toHaveAccessibleDescription(
      "Question text is required",
    );
    expect(within(question).getByRole("group", { name: "Options" })).toHaveAccessibleDescription(
      /At least two options are required/,
    );
    // Focus moves once the errors are on screen, in the render after them.
    await waitFor(() => expect(within(question).getByLabelText(/Question text/)).toHaveFocus());
    await user.type(within(question).getByLabelText(/Question text/), "Ready?");
    expect(within(question).queryByText("Question text is required")).not.toBeInTheDocument();
    expect(within(question).getByText("At least two options are required")).toBeInTheDocument();

    await user.click(within(question).getByRole("button", { name: "Remove question 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));
    expect(
      within(dialog).getByText("At least one question is required for quiz lessons"),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Add question" }));
    const next = within(dialog).getByRole("listitem", { name: "Question 1" });
    expect(within(next).getByLabelText(/Question text/)).toHaveFocus();
    await user.type(within(next).getByLabelText(/Question text/), "What sets the clock?");
    expect(
      within(next).getByRole("radio", { name: "Option 2 is the correct answer" }),
    ).toBeDisabled();
    await user.type(within(next).getByRole("textbox", { name: "Option 1" }), "Noise");
    await user.type(within(next).getByRole("textbox", { name: "Option 2" }), "Light");
    await user.click(within(next).getByRole("radio", { name: "Option 2 is the correct answer" }));
    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodyOf("POST", LESSONS)).toEqual({
      title: "Check yourself",
      description: "",
      type: "quiz",
      duration: 0,
      isPreview: false,
      questions: [
        {
          text: "What sets the clock?",
          options: ["Noise", "Light", "", ""],
          correctOptionIndex: 1,
        },
      ],
    });
    expect(await screen.findByText("Lesson added")).toBeInTheDocument();
  });

  it("uploads a new video lesson's video with progress, plays it and sends its URL", async () => {
    const { bodyOf } = serve([]);
    const user = userEvent.setup();
    renderApp(PAGE);
    const dialog = await openAdd(user);

    await user.type(within(dialog).getByLabelText(/^Title/), "The sleep clock");
    await user.clear(within(dialog).getByLabelText(/Duration/));
    await user.type(within(dialog).getByLabelText(/Duration/), "12");
    await user.click(within(dialog).getByLabelText(/Free preview/));
    await user.click(within(dialog).getByRole("radio", { name: "Video" }));
    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));
    const input = within(dialog).getByLabelText(/^Video \*/);
    expect(input).toHaveAccessibleDescription(/Video URL is required for video lessons/);

    await user.upload(input, new File(["x"], "notes.avi", { type: "video/x-msvideo" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Please select a video file (MP4, WebM, MOV, M4V or OGV)",
    );
    const big = new File(["x"], "long.mp4", { type: "video/mp4" });
    Object.defineProperty(big, "size", { value: 209_715_201 });
    await user.upload(input, big);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The video must be smaller than 200 MB",
    );
    expect(FakeXhr.sent).toHaveLength(0);

    const clip = new File(["mp4"], "clock.mp4", { type: "video/mp4" });
    await user.upload(input, clip);
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.url).toMatch(
      /^\/api\/v1\/admin\/courses\/c1\/modules\/m1\/lessons\/temp-\d+\/video$/,
    );
    expect(xhr.body?.get("file")).toBe(clip);
    act(() => xhr.progress(40));
    expect(within(dialog).getByRole("progressbar", { name: "Uploading video" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(within(dialog).getByRole("button", { name: "Create lesson" })).toBeDisabled();
    act(() => xhr.respond(201, { url: "/api/v1/course-files/temp/video.mp4" }));
    await waitFor(() =>
      expect(dialog.querySelector("video")).toHaveAttribute(
        "src",
        "/api/v1/course-files/temp/video.mp4",
      ),
    );
    expect(within(dialog).getByRole("button", { name: "Remove video" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodyOf("POST", LESSONS)).toEqual({
      title: "The sleep clock",
      description: "",
      type: "video",
      duration: 12,
      isPreview: true,
      videoUrl: "/api/v1/course-files/temp/video.mp4",
    });
  });

  it("says Failed to upload video unless the server gives a reason", async () => {
    serve([]);
    const user = userEvent.setup();
    renderApp(PAGE);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole("radio", { name: "Video" }));
    const clip = new File(["mp4"], "clock.mp4", { type: "video/mp4" });
    await user.upload(within(dialog).getByLabelText(/^Video \*/), clip);
    act(() => (FakeXhr.sent[0] as FakeXhr).respond(500, {}));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to upload video. Please try again.",
    );
    await user.upload(within(dialog).getByLabelText(/^Video \*/), clip);
    act(() =>
      (FakeXhr.sent[1] as FakeXhr).respond(413, {
        error: { code: "PAYLOAD_TOO_LARGE", message: "The video must be smaller than 200 MB" },
      }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The video must be smaller than 200 MB",
    );
  });

  it("edits a text lesson with its formatting toolbar and sends its content", async () => {
    const { bodyOf } = serve([reading], {
      [`PATCH ${LESSONS}/l1`]: ({ body }) => json(200, { ...reading, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole("button", { name: "Edit The sleep clock" }));
    const dialog = screen.getByRole("dialog", { name: "Edit lesson" });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("The sleep clock");

    const toolbar = await within(dialog).findByRole("toolbar", { name: "Formatting" });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual([
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bullet list",
      "Numbered list",
      "Quote",
      "Link",
    ]);
    const editor = within(dialog).getByRole("textbox", { name: /Content/ });
    expect(editor).toHaveTextContent("Light sets the clock.");

    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.type(within(dialog).getByLabelText(/^Title/), "Your body clock");
    await user.click(within(dialog).getByRole("button", { name: "Update lesson" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodyOf("PATCH", `${LESSONS}/l1`)).toEqual({
      title: "Your body clock",
      description: "",
      type: "text",
      duration: 8,
      isPreview: true,
      content: "<p>Light sets the clock.</p>",
    });
  });

  it("asks for a text lesson's content, and shows the server's reason or a general failure", async () => {
    let reply = errorReply(400, "VALIDATION_FAILED", "The lesson content is too long");
    serve([], { [`POST ${LESSONS}`]: () => reply });
    const user = userEvent.setup();
    renderApp(PAGE);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^Title/), "The sleep clock");
    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));
    const editor = await within(dialog).findByRole("textbox", { name: /Content/ });
    expect(editor).toHaveAccessibleDescription("Content is required for text lessons");
    expect(editor).toHaveAttribute("aria-invalid", "true");

    // Typing into ProseMirror needs a layout jsdom lacks; the editor's value comes from an edit.
    await user.click(within(dialog).getByRole("radio", { name: "Quiz" }));
    const question = within(dialog).getByRole("listitem", { name: "Question 1" });
    await user.type(within(question).getByLabelText(/Question text/), "Ready?");
    await user.type(within(question).getByRole("textbox", { name: "Option 1" }), "Yes");
    await user.type(within(question).getByRole("textbox", { name: "Option 2" }), "No");
    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The lesson content is too long",
    );

    reply = errorReply(500, "INTERNAL", "Something went wrong");
    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent(
        "Failed to save lesson. Please try again.",
      ),
    );
  });

  it("asks before closing a lesson form with unsaved changes", async () => {
    serve([]);
    const user = userEvent.setup();
    renderApp(PAGE);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^Title/), "Half done");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const discard = screen.getByRole("dialog", { name: "Discard changes?" });
    await user.click(within(discard).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("Half done");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("lists, adds and removes a saved lesson's attachments", async () => {
    const { fetch } = serve([reading], {
      [`DELETE ${LESSONS}/l1/attachments/sleep-diary.pdf`]: () =>
        json(200, { ...reading, attachments: [] }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole("button", { name: "Edit The sleep clock" }));
    const dialog = screen.getByRole("dialog", { name: "Edit lesson" });
    const files = within(dialog).getByRole("region", { name: "Attachments" });
    expect(files).toHaveTextContent("sleep-diary.pdf14 KB");

    const big = new File(["x"], "scan.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 26_214_401 });
    await user.upload(within(files).getByLabelText("Add an attachment"), big);
    expect(await within(files).findByRole("alert")).toHaveTextContent(
      "An attachment must be smaller than 25 MB",
    );

    const sheet = new File(["pdf"], "bedtime.pdf", { type: "application/pdf" });
    await user.upload(within(files).getByLabelText("Add an attachment"), sheet);
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.url).toBe(`${LESSONS}/l1/attachments`);
    act(() => xhr.progress(75));
    expect(
      within(files).getByRole("progressbar", { name: "Uploading attachment" }),
    ).toHaveAttribute("aria-valuenow", "75");
    act(() =>
      xhr.respond(201, {
        ...reading,
        attachments: [
          ...reading.attachments,
          {
            name: "bedtime.pdf",
            url: "/api/v1/course-files/x/bedtime.pdf",
            size: 2_400_000,
            contentType: "application/pdf",
          },
        ],
      }),
    );
    expect(await within(files).findByText("bedtime.pdf")).toBeInTheDocument();
    expect(files).toHaveTextContent("bedtime.pdf2.3 MB");

    await user.click(within(files).getByRole("button", { name: "Remove sleep-diary.pdf" }));
    await waitFor(() =>
      expect(within(files).queryByText("sleep-diary.pdf")).not.toBeInTheDocument(),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("asks before deleting a lesson, then deletes it", async () => {
    const state = serve([reading, check], {
      [`DELETE ${LESSONS}/l2`]: () => {
        state.set([reading]);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole("button", { name: "Delete Check yourself" }));
    const confirm = screen.getByRole("dialog", { name: "Delete “Check yourself”?" });
    expect(confirm).toHaveTextContent("This lesson will be deleted. This cannot be undone.");
    await user.click(within(confirm).getByRole("button", { name: "Delete lesson" }));
    await waitFor(() => expect(screen.queryByText("Check yourself")).not.toBeInTheDocument());
  });
});
