import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExpertsPage } from "./pages/experts-page.ts";
import { checkPage, DESKTOP, launchBrowser, PHONE } from "./support/browser.ts";
import { type FakeAi, startFakeAi } from "./support/fake-ai.ts";
import { signUpMember } from "./support/member.ts";
import { OwnServer } from "./support/own-server.ts";

const REPLIES: [RegExp, string][] = [
  [/heart races/i, "Worry often shows up in the body first: a racing heart is one of its signs."],
  [/breathing/i, "Let us try a slow breath together: in for four, out for six, five times."],
  // A slow reply: word by word it takes several seconds, time enough to press Stop.
  [
    /tell me more/i,
    `Worry tends to feed on itself. ${"Notice it, name it, and let it pass by like a cloud. ".repeat(12)}`,
  ],
];

let browser: Browser;
let ai: FakeAi;
let server: OwnServer;

beforeAll(async () => {
  // The suite's own server, its AI pointing at a local OpenAI-compatible stand-in.
  ai = await startFakeAi(
    (prompt) => REPLIES.find(([pattern]) => pattern.test(prompt))?.[1] ?? "I am here with you.",
  );
  server = new OwnServer("experts", {
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: "e2e-model",
    AI_API_KEY: "e2e-key",
  });
  await server.start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.remove();
  await ai?.close();
});

describe("expert sessions", () => {
  it("talks with the psychologist about anxiety, shows the crisis card, and follows a physician journey", async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: PHONE,
      locale: "en-US",
    });
    const page = await context.newPage();
    const experts = new ExpertsPage(page);

    // 1. A new member opens the hub and starts a session with the psychologist about anxiety.
    await signUpMember(page, "experts", { dateOfBirth: "1988-04-12", gender: "Female" });
    await experts.openHub();
    await checkPage(page, "experts-hub", "phone");
    await experts.openPsychologist();
    await page.getByRole("link", { name: "Talk about Anxiety" }).waitFor();
    await checkPage(page, "experts-psychologist", "phone");
    await experts.startPsychologistSession("Anxiety");
    await page.getByText("You are talking to an AI, not a human").waitFor();
    await page.getByText("5 AI credits left").waitFor();

    // 2. Two messages; each reply streams in, word by word, and costs one credit.
    await experts.send("My heart races before every meeting");
    await page.getByRole("button", { name: "Stop" }).waitFor();
    await experts.log.getByText(REPLIES[0]![1]).waitFor();
    await experts.waitForReply();
    await experts.send("Can we try a breathing exercise?");
    await experts.log.getByText(REPLIES[1]![1]).waitFor();
    await experts.waitForReply();
    await page.getByText("3 AI credits left").waitFor();
    expect(ai.prompts).toEqual([
      "My heart races before every meeting",
      "Can we try a breathing exercise?",
    ]);
    await checkPage(page, "experts-session", "phone");

    // 3. A slow reply stopped halfway: the page settles, nothing is charged, a retry is offered.
    await experts.send("Tell me more about worry");
    await experts.log.getByText(/Worry tends to feed on itself/).waitFor();
    await page.getByRole("button", { name: "Stop" }).click();
    await page
      .getByText("You stopped the reply. It was not saved and no credit was used.")
      .waitFor();
    await page.getByRole("button", { name: "Stop" }).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Try again" }).waitFor();
    expect(await page.getByLabel("Your message").isEditable()).toBe(true);
    expect(await experts.log.getAttribute("aria-busy")).toBe("false");
    await page.getByText("3 AI credits left").waitFor();
    expect(ai.prompts).toHaveLength(3);

    // 4. A crisis message: the card answers at once, with 988 to call or text, and stays.
    await experts.send("I don't want to be alive anymore, I want to kill myself");
    const card = experts.crisisCard;
    await card.waitFor();
    expect(await card.getByRole("link", { name: "Call 988" }).getAttribute("href")).toBe("tel:988");
    expect(await card.getByRole("link", { name: "Text 988" }).getAttribute("href")).toBe("sms:988");
    await card.getByRole("link", { name: "Open your safety plan" }).waitFor();
    expect(ai.prompts).toHaveLength(3);
    await page.getByText("3 AI credits left").waitFor();
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "experts-crisis", "desktop");
    await page.setViewportSize(PHONE);
    await checkPage(page, "experts-crisis", "phone");

    // 5. The safety plan opens from the card.
    await card.getByRole("link", { name: "Open your safety plan" }).click();
    await experts.heading("Safety plan").waitFor();
    await page.getByRole("region", { name: "1. Warning signs" }).waitFor();

    // 6. A physician journey: the first step's exercise is answered and saved.
    await experts.openPhysicianJourney("Preparing for a check-up");
    await page.getByRole("button", { name: "Start this journey" }).click();
    await page.getByText(/You started this journey on/).waitFor();
    const step = experts.step;
    await step.getByLabel("A recommendation to ask about 1").fill("My blood pressure check");
    await step.getByLabel("Your reflection (optional)").fill("I did not know it was due.");
    await step.getByRole("button", { name: "Save and mark done" }).click();
    await page.getByText("Saved", { exact: true }).waitFor();
    await page.getByText(/1 of \d+ steps/).waitFor();
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "experts-journey", "desktop");

    // 7. The hub lists the journey under "Your journeys", with its progress and Continue.
    await experts.openHub();
    const mine = page.getByRole("region", { name: "Your journeys" });
    await mine.getByText("Preparing for a check-up").waitFor();
    await mine.getByText(/1 of \d+ steps/).waitFor();
    await mine.getByRole("link", { name: "Continue Preparing for a check-up" }).click();
    await experts.heading("Preparing for a check-up").waitFor();
    await context.close();
  });

  it("shows a visitor the journeys read-only and asks them to sign in for a session", async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: PHONE,
      locale: "en-US",
    });
    const page = await context.newPage();
    const experts = new ExpertsPage(page);
    await page.goto("/preview/experts");
    await experts.heading("Experts").waitFor();
    await checkPage(page, "experts-preview-hub", "phone");
    await page.goto("/preview/psychologist/journeys");
    await experts.heading("Guided journeys").waitFor();
    await page.getByRole("link", { name: /Loosening the grip of worry/ }).click();
    await experts.heading("Loosening the grip of worry").waitFor();
    await experts.step.waitFor();
    await checkPage(page, "experts-preview-journey", "phone");
    await page.goto("/preview/psychologist/session?category=anxiety");
    await experts.heading("Session with the wellbeing guide").waitFor();
    await page.getByText(/sign in to talk to the expert/).waitFor();
    await context.close();
  });
});
