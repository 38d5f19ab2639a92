import type { CourseDetail, CoursePage } from "@vitalog/domain";
import type { Browser } from "playwright-core";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
} from "./support/browser.ts";
import { E2E_WEBHOOK_SECRET } from "./support/global-setup.ts";
import { signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("courses", () => {
  it("enrols in the free course, passes its quiz, and is enrolled in the paid one by a signed webhook", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signUpMember(page, "courses", { dateOfBirth: "1988-04-12", gender: "Female" });

    // 1. The catalogue lists both demo courses; the free one opens on its page.
    await page.goto(`${baseUrl()}/dashboard/courses`);
    const all = page.getByRole("region", { name: "All" });
    await all.getByRole("link", { name: /Understanding your bloodwork/ }).waitFor();
    await checkPage(page, "courses-catalogue", "phone");
    await all.getByRole("link", { name: /Sleep foundations/ }).click();
    await page.getByRole("heading", { level: 1, name: "Sleep foundations" }).waitFor();
    await checkPage(page, "courses-course", "phone");

    // 2. Enrolling opens the first lesson (the welcome video).
    await page.getByRole("button", { name: "Enrol for free" }).click();
    await page.getByRole("heading", { level: 1, name: "Welcome to Sleep foundations" }).waitFor();
    await page.locator("video").waitFor();

    // 3. The quiz: every answer right, each with its feedback, then the score; marked complete.
    const courses = (await (
      await page.request.get(`${baseUrl()}/api/v1/courses`)
    ).json()) as CoursePage;
    const sleep = courses.items.find((c) => c.title === "Sleep foundations");
    const paid = courses.items.find((c) => c.title === "Understanding your bloodwork");
    const detail = (await (
      await page.request.get(`${baseUrl()}/api/v1/courses/${sleep?.id}`)
    ).json()) as CourseDetail;
    const modules = detail.modules;
    const quiz = modules.flatMap((m) => m.lessons).find((l) => l.type === "quiz");
    const total = modules.flatMap((m) => m.lessons).length;
    await page.goto(
      `${baseUrl()}/dashboard/courses/${detail.id}/learn/${quiz?.moduleId}/${quiz?.id}`,
    );
    for (const question of quiz?.questions ?? []) {
      const group = page.getByRole("group", {
        name: new RegExp(question.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      });
      await group
        .getByRole("radio", { name: question.options[question.correctOptionIndex], exact: true })
        .check();
      await group.getByText("Correct.").waitFor();
    }
    const count = quiz?.questions?.length ?? 0;
    await page.getByText(`${count} of ${count} correct`).waitFor();
    await checkPage(page, "courses-quiz", "phone");
    await page.getByRole("button", { name: "Mark complete" }).click();
    await page.getByRole("status").getByText("Completed", { exact: true }).waitFor();

    // 4. My learning: one lesson of all done.
    await page.goto(`${baseUrl()}/dashboard/courses/my-learning`);
    const percent = Math.round((1 / total) * 100);
    await page.getByText(`${percent}% complete`).waitFor();
    await checkPage(page, "courses-my-learning", "phone");

    // 5. Paying for the paid course: the server opens the Checkout Session, and Stripe's signed
    //    checkout.session.completed for that session enrols the person.
    const session = (await (
      await page.request.get(`${baseUrl()}/api/auth/get-session`)
    ).json()) as {
      user: { id: string };
    };
    const userId = session.user.id;
    const checkout = await page.request.post(`${baseUrl()}/api/v1/courses/${paid?.id}/checkout`);
    expect(checkout.status()).toBe(200);
    const sessionId = ((await checkout.json()) as { url: string }).url.split("/").at(-1);
    const payload = JSON.stringify({
      id: `evt_e2e_${Date.now()}`,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          payment_status: "paid",
          client_reference_id: userId,
          metadata: { userId, courseId: paid?.id },
          amount_total: Math.round((paid?.price ?? 0) * 100),
          currency: "usd",
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: E2E_WEBHOOK_SECRET,
    });
    const delivered = await page.request.post(`${baseUrl()}/api/v1/payments/stripe/webhook`, {
      data: payload,
      headers: { "stripe-signature": signature, "content-type": "application/json" },
    });
    expect(delivered.status()).toBe(200);
    await page.reload();
    await page.getByRole("heading", { name: "Understanding your bloodwork" }).waitFor();
    await context.close();
  });

  it("saves each lesson of three in a row, shows its place, and continues at the next one", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signUpMember(page, "lessons", { dateOfBirth: "1990-02-03", gender: "Male" });
    await page.goto(`${baseUrl()}/dashboard/courses`);
    const all = page.getByRole("region", { name: "All" });
    await all.getByRole("link", { name: /Sleep foundations/ }).click();
    await page.getByRole("button", { name: "Enrol for free" }).click();
    const courses = (await (
      await page.request.get(`${baseUrl()}/api/v1/courses`)
    ).json()) as CoursePage;
    const sleep = courses.items.find((c) => c.title === "Sleep foundations");
    const detail = (await (
      await page.request.get(`${baseUrl()}/api/v1/courses/${sleep?.id}`)
    ).json()) as CourseDetail;
    const lessons = detail.modules.flatMap((m) => m.lessons);
    // The first three are a video and two readings; a fourth follows.
    expect(lessons.length).toBeGreaterThan(3);
    const markComplete = page.getByRole("button", { name: "Mark complete" });
    const done = page.getByRole("status").getByText("Completed", { exact: true });

    // Mark complete, then Next lesson, three times in a row: each lesson arrives to do.
    for (const [i, lesson] of lessons.slice(0, 3).entries()) {
      await page.getByRole("heading", { level: 1, name: lesson.title }).waitFor();
      await page.getByText(`Lesson ${i + 1} of ${lessons.length}`).waitFor();
      expect(await done.isVisible()).toBe(false);
      if (i === 1) await checkPage(page, "courses-lesson", "phone");
      await markComplete.click();
      await done.waitFor();
      const outline = page.getByRole("region", { name: "Course outline" });
      await outline.getByRole("link", { name: new RegExp(`${lesson.title}.*Completed`) }).waitFor();
      await page.getByRole("link", { name: "Next lesson" }).click();
    }
    await page.getByRole("heading", { level: 1, name: lessons[3]?.title }).waitFor();
    await markComplete.waitFor();

    // My learning counts the three, and Continue learning opens the fourth.
    await page.goto(`${baseUrl()}/dashboard/courses/my-learning`);
    await page.getByText(`${Math.round((3 / lessons.length) * 100)}% complete`).waitFor();
    await page.getByRole("link", { name: "Continue learning" }).click();
    await page.getByRole("heading", { level: 1, name: lessons[3]?.title }).waitFor();
    await page.getByText(`Lesson 4 of ${lessons.length}`).waitFor();

    // The player at desktop width: the outline beside the lesson.
    const wide = await newContext(browser, DESKTOP);
    await wide.addCookies(await context.cookies());
    const desk = await wide.newPage();
    await desk.goto(page.url());
    await desk.getByRole("heading", { level: 1, name: lessons[3]?.title }).waitFor();
    await checkPage(desk, "courses-lesson", "desktop");
    await wide.close();
    await context.close();
  });
});
