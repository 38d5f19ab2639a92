import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** The food page at /dashboard/food or /preview/food. */
export class FoodPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/food`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Food", level: 1 }).waitFor();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get summary() {
    return this.region("Day total");
  }

  get addFood() {
    return this.region("Add food");
  }

  get log() {
    return this.region("Food log");
  }

  meal(name: "Breakfast" | "Lunch" | "Dinner" | "Snacks") {
    return this.log.getByRole("region", { name });
  }

  /** Types the search letter by letter, as a person does, and picks the food from the results. */
  async search(text: string, food: string) {
    await this.addFood.getByLabel("Search foods").pressSequentially(text, { delay: 40 });
    await this.foodButton(food).click();
  }

  /** A food in the results or lists: its name, then its energy per 100 g. */
  foodButton(food: string) {
    const name = new RegExp(
      `^${food.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*\\d+ kcal per 100 g$`,
    );
    return this.addFood.getByRole("button", { name });
  }

  /** Logs the chosen food: an amount of the unit shown (a serving, or "grams"), into a meal. */
  async addPortion(input: { amount: string; unit?: string; meal: string }) {
    const form = this.addFood;
    await form.getByLabel("Amount").fill(input.amount);
    if (input.unit) await form.getByLabel("Unit").selectOption({ label: input.unit });
    await form.getByLabel("Meal").selectOption({ label: input.meal });
    await form.getByRole("button", { name: `Add to ${input.meal.toLowerCase()}` }).click();
  }

  async eatenText(): Promise<string> {
    return (await this.summary.getByTestId("food-eaten").textContent()) ?? "";
  }
}
