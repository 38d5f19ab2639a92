import { readFileSync } from "node:fs";
import type { AdminCourseList, CourseDetail, CourseLesson } from "@vitalog/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminCoursesPage } from "./pages/admin-courses-page.ts";
import { AdminSignInPage } from "./pages/admin-sign-in-page.ts";
import { checkPage, DESKTOP, launchBrowser, PHONE, uniqueEmail } from "./support/browser.ts";
import { OwnServer } from "./support/own-server.ts";

// An admin authors a course end to end: the form with a thumbnail, a module, a lesson of each
// type (text in the rich-text editor, an uploaded video, a quiz), lessons reordered by
// keyboard, published; a visitor then finds it in the catalogue with the new order.

const PASSWORD = "Calm-Lake-42!";
const email = uniqueEmail("admin-courses");
const server = new OwnServer("admin-courses");
let browser: Browser;

const VIDEO = readFileSync(
  new URL(
    "../apps/server/src/features/courses/seed/sleep-foundations-welcome.webm",
    import.meta.url,
  ),
);
/** A 1×1 PNG. */
const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

beforeAll(async () => {
  await server.startWithAdmin({ email, password: PASSWORD, name: "Ada" });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server.remove();
});

describe("admin courses", () => {
  it("creates a course with a lesson of each type, reorders lessons by keyboard and publishes it", {
    timeout: 180_000,
  }, async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: DESKTOP,
      locale: "en-US",
    });
    const page = await context.newPage();
    const signIn = new AdminSignInPage(page);
    await signIn.open();
    await signIn.signIn(email, PASSWORD);
    await page.waitForURL("**/admin/dashboard");
    const admin = new AdminCoursesPage(page);

    // 1. The list, then the form: a blank submit says what is required.
    await admin.openFromNav();
    await checkPage(page, "admin-courses-list", "desktop");
    await page.getByRole("link", { name: "New course" }).click();
    await admin.createCourse();
    await page.getByText("Course title is required").waitFor();
    await page.getByText("Course description is required").waitFor();

    await page.getByRole("textbox", { name: /^Title/ }).fill("Breathing for calm");
    await page.getByRole("textbox", { name: /^Short description/ }).fill("Slow breathing, daily.");
    await page
      .getByRole("textbox", { name: /^Description/ })
      .fill("Three short lessons on slow breathing and why it calms the body.");
    await page.getByLabel(/^Price/).fill("-1");
    await admin.createCourse();
    await page.getByText("Price cannot be negative").waitFor();
    await page.getByLabel(/^Price/).fill("0");
    await page.getByLabel(/^Category/).selectOption("mental-health");
    await page.getByLabel("Choose an image").setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG_1X1, "base64"),
    });
    await page.getByRole("img", { name: "Thumbnail preview" }).waitFor();
    await checkPage(page, "admin-course-form", "desktop");
    await admin.createCourse();

    // 2. The detail page, then a module.
    await admin.heading("Breathing for calm").waitFor();
    await page.getByRole("link", { name: "Manage Modules" }).click();
    await page.getByText("No modules yet").waitFor();
    await admin.addModule("Basics");
    await page.getByRole("link", { name: "Manage lessons" }).click();
    await page.getByText("No lessons yet").waitFor();

    // 3. A text lesson written in the editor.
    await admin.addLesson(async () => {
      await page.getByRole("textbox", { name: /^Title/ }).fill("Why slow breathing works");
      const editor = page.getByRole("textbox", { name: /^Content/ });
      await editor.click();
      await page.keyboard.type("Breathing out slowly slows the heart.");
    });
    // 4. A video lesson: uploaded with its progress, then shown in a player.
    await admin.addLesson(async () => {
      await page.getByRole("textbox", { name: /^Title/ }).fill("Watch: box breathing");
      await admin.chooseLessonType("Video");
      await page.locator('input[type=file][accept="video/*"]').setInputFiles({
        name: "box.webm",
        mimeType: "video/webm",
        buffer: VIDEO,
      });
      await page.locator("dialog video, [role=dialog] video").waitFor();
    });
    // 5. A quiz: one question with its correct answer.
    await admin.addLesson(async () => {
      await page.getByRole("textbox", { name: /^Title/ }).fill("Check yourself");
      await admin.chooseLessonType("Quiz");
      // A quiz starts with one empty question.
      await page.getByRole("textbox", { name: /^Question text/ }).fill("Which breath calms?");
      await page.getByRole("textbox", { name: "Option 1" }).fill("A slow out-breath");
      await page.getByRole("textbox", { name: "Option 2" }).fill("A quick gasp");
      await page.getByRole("radio", { name: "Option 1 is the correct answer" }).check();
    });
    await checkPage(page, "admin-course-lessons", "desktop");

    // 6. The quiz moves to the top by keyboard: Space lifts, arrows move, Space drops.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/lessons/order") && r.request().method() === "PUT",
    );
    await admin.reorderHandle("Check yourself").focus();
    await admin.press("Space");
    await admin.announced("Picked up Check yourself. It is in position 3 of 3.");
    await admin.press("ArrowUp");
    await admin.announced("Check yourself was moved into position 2 of 3.");
    await admin.press("ArrowUp");
    await admin.announced("Check yourself was moved into position 1 of 3.");
    await admin.press("Space");
    const reordered = (await (await saved).json()) as { items: CourseLesson[] };
    expect(reordered.items.map((l) => [l.title, l.order])).toEqual([
      ["Check yourself", 0],
      ["Why slow breathing works", 1],
      ["Watch: box breathing", 2],
    ]);

    // 7. Published from the list's status toggle.
    await admin.openList();
    await admin.togglePublished("Breathing for calm");

    // 8. A visitor finds it in the catalogue, lessons in their new order, the video stored at
    // the spec's path.
    const list = (await (
      await page.request.get("/api/v1/admin/courses")
    ).json()) as AdminCourseList;
    const course = list.items.find((c) => c.title === "Breathing for calm");
    expect(course?.imageUrl).toMatch(/\/courses\/[0-9a-f-]{36}\/thumbnail\.jpg\?v=\d+$/);
    const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    const detail = (await (
      await visitor.request.get(`/api/v1/courses/${course?.id}`)
    ).json()) as CourseDetail;
    expect(detail.modules[0]?.lessons.map((l) => l.title)).toEqual([
      "Check yourself",
      "Why slow breathing works",
      "Watch: box breathing",
    ]);
    const lessons = (await (
      await page.request.get(
        `/api/v1/admin/courses/${course?.id}/modules/${detail.modules[0]?.id}/lessons`,
      )
    ).json()) as { items: CourseLesson[] };
    const video = lessons.items.find((l) => l.type === "video");
    expect(video?.videoUrl).toMatch(
      new RegExp(
        `/courses/${course?.id}/modules/[0-9a-f-]{36}/lessons/${video?.id}/video\\.webm\\?v=\\d+$`,
      ),
    );
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/preview/courses/${course?.id}`);
    await visitorPage.getByRole("heading", { level: 1, name: "Breathing for calm" }).waitFor();
    await visitor.close();
    await context.close();
  });
});
