import { describe, expect, it } from "vitest";
import { FoodPage } from "./pages/food-page.ts";
import {
  checkPage,
  DESKTOP,
  newContext,
  PHONE,
  useBrowser,
  waitForApp,
} from "./support/browser.ts";
import { memberApi as api, signUpMember } from "./support/member.ts";

const browser = useBrowser();

describe("the food page", () => {
  it("logs a day of food by searching as the member types, against the target", async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    // 1. A new member with a height and a weight, so a target can be worked out.
    await signUpMember(
      page,
      "food",
      { dateOfBirth: "1990-03-02", gender: "Male" },
      "Ripe-Pear-42!",
    );
    await api(page, "PATCH", "/api/v1/profile", { heightCm: 180 });
    await api(page, "POST", "/api/v1/weight-entries", {
      weightKg: 80,
      measuredAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const food = new FoodPage(page);
    await food.open();
    await food.summary.getByText("0 kcal eaten").waitFor();
    // Mifflin-St Jeor for a man of 36, 180 cm, 80 kg, sedentary: about 2150 kcal.
    await food.summary.getByText(/^of \d{4} kcal$/).waitFor();

    // 2. Breakfast: a medium banana by servings and 40 g of oats in grams.
    await food.search("bana", "Banana, raw");
    await food.addPortion({ amount: "1", meal: "Breakfast" });
    await page.getByText("Added Banana, raw to breakfast").first().waitFor();
    await food.meal("Breakfast").getByText("Banana, raw").waitFor();
    await food.search("oats, ro", "Oats, rolled, dry");
    await food.addPortion({ amount: "40", unit: "grams", meal: "Breakfast" });
    await food.meal("Breakfast").getByText("Oats, rolled, dry").waitFor();

    // 3. Lunch and dinner.
    await food.search("chicken breast, skinless, ro", "Chicken breast, skinless, roasted");
    await food.addPortion({ amount: "150", unit: "grams", meal: "Lunch" });
    await food.meal("Lunch").getByText("Chicken breast, skinless, roasted").waitFor();
    await food.search("rice, white, long", "Rice, white, long-grain, cooked");
    await food.addPortion({ amount: "1", meal: "Dinner" });
    await food.meal("Dinner").getByText("Rice, white, long-grain, cooked").waitFor();

    // 4. The totals: 1.18 × 89 + 0.4 × 379 + 1.5 × 165 + 1.58 × 130 = 709.52 kcal.
    await food.summary.getByText("710 kcal eaten").waitFor();
    await food.summary.getByText(/kcal left/).waitFor();
    await food.summary
      .getByRole("progressbar", { name: "Energy eaten against the target" })
      .waitFor();
    await food
      .region("Your daily target")
      .getByText(/Not enough data yet/)
      .waitFor();
    await checkPage(page, "food-day", "phone");
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "food-day", "desktop");

    // 5. Removing the rice brings the day back to 504 kcal, kept after a reload.
    await food
      .meal("Dinner")
      .getByRole("button", { name: "Remove Rice, white, long-grain, cooked from Dinner" })
      .click();
    await food.summary.getByText("504 kcal eaten").waitFor();
    await page.reload();
    await waitForApp(page);
    await food.summary.getByText("504 kcal eaten").waitFor();

    // 6. A typo still finds the food; an amount of 0 says why it cannot be added.
    await food.search("bananna", "Banana, raw");
    const amount = food.addFood.getByLabel("Amount");
    await amount.fill("0");
    await food.addFood.getByText("Give more than 0 and at most 50 servings").waitFor();
    expect(await food.addFood.getByRole("button", { name: /^Add to / }).isDisabled()).toBe(true);
    await checkPage(page, "food-amount", "desktop");
    await page.setViewportSize(PHONE);
    await checkPage(page, "food-amount", "phone");
    await food.addFood.getByRole("button", { name: "Choose another food" }).click();

    // 7. A custom food with calories alone is asked about.
    await food.addFood.getByRole("button", { name: "Add a custom food" }).click();
    await food.addFood.getByLabel("Name", { exact: true }).fill("Mystery bar");
    await food.addFood.getByLabel("Energy (kcal per 100 g)").fill("250");
    for (const label of ["Protein", "Carbohydrate", "Fat"]) {
      await food.addFood.getByLabel(`${label} (g per 100 g)`).fill("0");
    }
    await food.addFood.getByRole("button", { name: "Save custom food" }).click();
    await food.addFood
      .getByRole("alertdialog")
      .getByText("The energy does not match", { exact: false })
      .waitFor();
    await checkPage(page, "food-custom-confirm", "phone");
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "food-custom-confirm", "desktop");

    // 8. Energy another app recorded a minute ago counts in the day, on its own line.
    const at = new Date(Date.now() - 60_000);
    const offset = -at.getTimezoneOffset();
    const sign = offset >= 0 ? "+" : "-";
    const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0")}:${String(Math.abs(offset) % 60).padStart(2, "0")}`;
    const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
    await api(page, "POST", "/api/v1/imports?kind=device", {
      records: [{ type: "dietaryEnergy", at: `${local}${sign}${hhmm}`, kcal: 1850 }],
    });
    await page.reload();
    await waitForApp(page);
    await food.summary.getByText("2354 kcal eaten").waitFor();
    await food.summary.getByText("Includes 1850 kcal from other apps").waitFor();
    await food.log
      .getByRole("region", { name: "From other apps" })
      .getByText("1850 kcal")
      .waitFor();
    await checkPage(page, "food-imported", "desktop");
    await context.close();
  });

  it("gives a visitor the demo, which adds in memory and sends nothing to the API", async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/v1/food")) calls.push(request.url());
    });
    // 1. The member page sends a visitor to the demo.
    await page.goto("/dashboard/food");
    await page.waitForURL("**/preview/food");
    await waitForApp(page);
    const food = new FoodPage(page);
    await food.waitForOpen();
    await page.getByText("Demo: what you add here is kept in this page only").waitFor();
    const before = await food.eatenText();

    // 2. An apple for a snack, in memory only.
    await food.search("appl", "Apple, raw, with skin");
    await food.addPortion({ amount: "1", meal: "Snacks" });
    await food.meal("Snacks").getByText("Apple, raw, with skin").waitFor();
    await expect.poll(() => food.eatenText()).not.toBe(before);
    await checkPage(page, "food-demo", "phone");
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "food-demo", "desktop");
    expect(calls).toEqual([]);
    await context.close();
  });
});
