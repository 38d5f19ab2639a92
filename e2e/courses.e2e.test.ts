import type { Browser } from "playwright-core";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CoursesPages } from "./pages/courses-pages.ts";
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
    const courses = new CoursesPages(page);
    await courses.openCatalogue();
    await courses.catalogue.getByRole("link", { name: /Understanding your bloodwork/ }).waitFor();
    await checkPage(page, "courses-catalogue", "phone");
    await courses.openCourse("Sleep foundations");
    await checkPage(page, "courses-course", "phone");

    // 2. Enrolling opens the first lesson (the welcome video).
    await courses.enrolForFree();
    await courses.heading("Welcome to Sleep foundations").waitFor();
    await page.locator("video").waitFor();

    // 3. The quiz: every answer right, each with its feedback, then the score; marked complete.
    const detail = await courses.courseByTitle("Sleep foundations");
    const paid = await courses.courseByTitle("Understanding your bloodwork");
    const lessons = detail.modules.flatMap((m) => m.lessons);
    const quiz = lessons.find((l) => l.type === "quiz");
    if (!quiz) throw new Error("The demo course has no quiz");
    await courses.openLesson(detail, quiz);
    await courses.answerQuiz(quiz);
    const count = quiz.questions?.length ?? 0;
    await page.getByText(`${count} of ${count} correct`).waitFor();
    await checkPage(page, "courses-quiz", "phone");
    await courses.markComplete();

    // 4. My learning: one lesson of all done.
    await courses.openMyLearning();
    const percent = Math.round((1 / lessons.length) * 100);
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
    const checkout = await page.request.post(`${baseUrl()}/api/v1/courses/${paid.id}/checkout`);
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
          metadata: { userId, courseId: paid.id },
          amount_total: Math.round(paid.price * 100),
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
    const courses = new CoursesPages(page);
    await courses.openCatalogue();
    await courses.openCourse("Sleep foundations");
    await courses.enrolForFree();
    const detail = await courses.courseByTitle("Sleep foundations");
    const lessons = detail.modules.flatMap((m) => m.lessons);
    // The first three are a video and two readings; a fourth follows.
    expect(lessons.length).toBeGreaterThan(3);

    // Mark complete, then Next lesson, three times in a row: each lesson arrives to do.
    for (const [i, lesson] of lessons.slice(0, 3).entries()) {
      await courses.heading(lesson.title).waitFor();
      await page.getByText(`Lesson ${i + 1} of ${lessons.length}`).waitFor();
      expect(await courses.completed.isVisible()).toBe(false);
      if (i === 1) await checkPage(page, "courses-lesson", "phone");
      await courses.markComplete();
      await courses.outline
        .getByRole("link", { name: new RegExp(`${lesson.title}.*Completed`) })
        .waitFor();
      await courses.nextLesson();
    }
    await courses.heading(lessons[3]?.title).waitFor();
    await courses.markCompleteButton.waitFor();

    // My learning counts the three, and Continue learning opens the fourth.
    await courses.openMyLearning();
    await page.getByText(`${Math.round((3 / lessons.length) * 100)}% complete`).waitFor();
    await courses.continueLearning();
    await courses.heading(lessons[3]?.title).waitFor();
    await page.getByText(`Lesson 4 of ${lessons.length}`).waitFor();

    // The player at desktop width: the outline beside the lesson.
    const wide = await newContext(browser, DESKTOP);
    await wide.addCookies(await context.cookies());
    const desk = await wide.newPage();
    await desk.goto(page.url());
    await new CoursesPages(desk).heading(lessons[3]?.title).waitFor();
    await checkPage(desk, "courses-lesson", "desktop");
    await wide.close();
    await context.close();
  });
});
