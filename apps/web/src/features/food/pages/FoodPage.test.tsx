import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEMO_FOODS, type Food, type FoodDay, type FoodTargets, weekDays } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { localToday } from "../../../lib/local-day.ts";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const banana = DEMO_FOODS.find((f) => f.name === "Banana, raw") as Food;

function targets(overrides: Partial<FoodTargets> = {}): FoodTargets {
  return {
    targetSource: "formula",
    formulaKcal: 2200,
    formulaTdeeKcal: 2200,
    adaptive: null,
    targetKcal: 2200,
    appliedSource: "formula",
    missing: [],
    ...overrides,
  };
}

function member(
  day: Partial<FoodDay> = {},
  target = targets(),
  extra: Parameters<typeof stubFetch>[0] = {},
) {
  const today = localToday();
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/food-log": () =>
      json(200, {
        date: today,
        entries: [],
        totals: { energyKcal: 0, proteinG: 0, carbohydrateG: 0, fatG: 0, fibreG: 0 },
        importedEnergy: { kcal: 0, entries: 0 },
        targetKcal: target.targetKcal,
        targetSource: target.appliedSource,
        ...day,
      }),
    "GET /api/v1/food-log/week": () =>
      json(200, {
        from: today,
        to: today,
        days: weekDays([], today),
        targetKcal: target.targetKcal,
        targetSource: target.appliedSource,
      }),
    "GET /api/v1/food-log/targets": () => json(200, target),
    "GET /api/v1/foods/recent": () => json(200, { items: [] }),
    "GET /api/v1/foods/favourites": () => json(200, { items: [] }),
    "GET /api/v1/foods": ({ url }) =>
      json(200, { items: url.searchParams.get("q")?.startsWith("ban") ? [banana] : [] }),
    "POST /api/v1/food-log": ({ body }) => json(201, { id: "e1", ...(body as object) }),
    ...extra,
  });
}

describe("FoodPage", () => {
  it("searches as the member types and logs a portion of the chosen food", async () => {
    const fetch = member();
    renderApp("/dashboard/food");
    const summary = await screen.findByRole("region", { name: "Day total" });
    expect(await within(summary).findByText("0 kcal eaten")).toBeInTheDocument();
    expect(within(summary).getByText("of 2200 kcal")).toBeInTheDocument();
    const user = userEvent.setup();
    const add = screen.getByRole("region", { name: "Add food" });
    await user.type(within(add).getByLabelText("Search foods"), "ban");
    await user.click(
      await within(add).findByRole("button", { name: /^Banana, raw.*89 kcal per 100 g$/ }),
    );
    const amount = within(add).getByLabelText("Amount");
    await user.clear(amount);
    await user.type(amount, "2");
    await user.selectOptions(within(add).getByLabelText("Meal"), "breakfast");
    expect(within(add).getByText("210 kcal, 2.6 g protein")).toBeInTheDocument();
    await user.click(within(add).getByRole("button", { name: "Add to breakfast" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/v1/food-log",
        expect.objectContaining({
          method: "POST",
          body: JSON.stringify({
            date: localToday(),
            meal: "breakfast",
            foodId: banana.id,
            servings: 2,
            serving: "1 medium",
          }),
        }),
      ),
    );
  });

  it("shows the day's totals against the target, by meal, with the macronutrients", async () => {
    const entry = {
      id: "e1",
      date: localToday(),
      meal: "lunch",
      foodId: banana.id,
      foodName: "Banana, raw",
      grams: 150,
      servings: null,
      serving: null,
      per100g: banana,
      nutrients: {
        energyKcal: 133.5,
        proteinG: 1.635,
        carbohydrateG: 34.26,
        fatG: 0.495,
        fibreG: 3.9,
      },
      createdAt: "",
      updatedAt: "",
    };
    member({ entries: [entry] as FoodDay["entries"], totals: entry.nutrients });
    renderApp("/dashboard/food");
    const summary = await screen.findByRole("region", { name: "Day total" });
    expect(await within(summary).findByText("134 kcal eaten")).toBeInTheDocument();
    expect(
      within(summary).getByRole("progressbar", { name: "Energy eaten against the target" }),
    ).toHaveAttribute("aria-valuenow", "6");
    expect(within(summary).getByText(/2067 kcal left/)).toBeInTheDocument();
    const log = screen.getByRole("region", { name: "Food log" });
    const lunch = within(log).getByRole("region", { name: "Lunch" });
    expect(lunch).toHaveTextContent("Banana, raw150 g134 kcal");
  });

  it("counts the energy other apps recorded in the day's total, on its own line", async () => {
    member({
      totals: { energyKcal: 1850, proteinG: 0, carbohydrateG: 0, fatG: 0, fibreG: 0 },
      importedEnergy: { kcal: 1850, entries: 3 },
    });
    renderApp("/dashboard/food");
    const summary = await screen.findByRole("region", { name: "Day total" });
    expect(await within(summary).findByText("1850 kcal eaten")).toBeInTheDocument();
    expect(within(summary).getByText("Includes 1850 kcal from other apps")).toBeInTheDocument();
    expect(within(summary).getByText(/350 kcal left/)).toBeInTheDocument();
    const log = screen.getByRole("region", { name: "Food log" });
    const imported = within(log).getByRole("region", { name: "From other apps" });
    expect(imported).toHaveTextContent("From other apps1850 kcal");
    expect(imported).toHaveTextContent(/3 records of other apps/);
  });

  it("shows no line from other apps on a day without any", async () => {
    member();
    renderApp("/dashboard/food");
    const summary = await screen.findByRole("region", { name: "Day total" });
    expect(await within(summary).findByText("0 kcal eaten")).toBeInTheDocument();
    expect(within(summary).queryByText(/from other apps/)).not.toBeInTheDocument();
    const log = screen.getByRole("region", { name: "Food log" });
    expect(within(log).queryByRole("region", { name: "From other apps" })).not.toBeInTheDocument();
  });

  it("says what to fill in when no target can be worked out", async () => {
    member(
      { targetKcal: null, targetSource: null },
      targets({
        formulaKcal: null,
        formulaTdeeKcal: null,
        targetKcal: null,
        appliedSource: null,
        missing: ["height"],
      }),
    );
    renderApp("/dashboard/food");
    const link = await screen.findByRole("link", { name: "Add your height in your profile" });
    expect(link).toHaveAttribute("href", "/settings/profile");
  });

  it("follows the adaptive estimate once the member chooses it", async () => {
    const patches: unknown[] = [];
    member({}, targets(), {
      "PATCH /api/v1/food-log/settings": ({ body }) => {
        patches.push(body);
        return json(200, body);
      },
    });
    renderApp("/dashboard/food");
    const user = userEvent.setup();
    const formula = await screen.findByRole("radio", { name: "Follow the formula target" });
    expect(formula).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Follow the adaptive estimate" }));
    await waitFor(() => expect(patches).toEqual([{ targetSource: "adaptive" }]));
  });

  it("adds a custom food, and says what is wrong with impossible values", async () => {
    const saved: unknown[] = [];
    member({}, targets(), {
      "POST /api/v1/foods": ({ body }) => {
        saved.push(body);
        return json(201, { ...banana, ...(body as object), id: "c1", isCustom: true });
      },
    });
    renderApp("/dashboard/food");
    const user = userEvent.setup();
    const add = await screen.findByRole("region", { name: "Add food" });
    await user.click(within(add).getByRole("button", { name: "Add a custom food" }));
    await user.type(within(add).getByLabelText("Name"), "Granny's oat bar");
    await user.type(within(add).getByLabelText("Energy (kcal per 100 g)"), "330");
    await user.type(within(add).getByLabelText("Protein (g per 100 g)"), "60");
    await user.type(within(add).getByLabelText("Carbohydrate (g per 100 g)"), "40");
    await user.type(within(add).getByLabelText("Fat (g per 100 g)"), "15");
    await user.click(within(add).getByRole("button", { name: "Save custom food" }));
    expect(
      await within(add).findByText(
        "Protein, carbohydrate and fat cannot add up to more than 100 g per 100 g",
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    const protein = within(add).getByLabelText("Protein (g per 100 g)");
    await user.clear(protein);
    await user.type(protein, "8");
    await user.type(within(add).getByLabelText("Serving name (optional)"), "1 bar");
    await user.type(within(add).getByLabelText("Serving weight in grams"), "45");
    await user.click(within(add).getByRole("button", { name: "Save custom food" }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          name: "Granny's oat bar",
          energyKcal: 330,
          proteinG: 8,
          carbohydrateG: 40,
          fatG: 15,
          fibreG: 0,
          servings: [{ label: "1 bar", grams: 45 }],
        },
      ]),
    );
  });

  it("says why an amount of 0, a negative one or 99,999 cannot be added", async () => {
    member();
    renderApp("/dashboard/food");
    const user = userEvent.setup();
    const add = await screen.findByRole("region", { name: "Add food" });
    await user.type(within(add).getByLabelText("Search foods"), "ban");
    await user.click(
      await within(add).findByRole("button", { name: /^Banana, raw.*89 kcal per 100 g$/ }),
    );
    await user.selectOptions(within(add).getByLabelText("Unit"), "g");
    const amount = within(add).getByLabelText("Amount");
    const button = within(add).getByRole("button", { name: /^Add to / });
    for (const typed of ["0", "-5", "99999"]) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(amount).toHaveAccessibleDescription(
        "Give a portion of more than 0 and at most 5000 g",
      );
      expect(button).toBeDisabled();
    }
    await user.selectOptions(within(add).getByLabelText("Unit"), "1 medium");
    await user.clear(amount);
    await user.type(amount, "60");
    expect(amount).toHaveAccessibleDescription("Give more than 0 and at most 50 servings");
    await user.clear(amount);
    await user.type(amount, "120");
    await user.selectOptions(within(add).getByLabelText("Unit"), "g");
    expect(amount).not.toHaveAccessibleDescription(/Give/);
    expect(button).toBeEnabled();
  });

  it("asks to confirm a custom food with calories alone, and saves it confirmed", async () => {
    const saved: unknown[] = [];
    member({}, targets(), {
      "POST /api/v1/foods": ({ body }) => {
        saved.push(body);
        return json(201, { ...banana, ...(body as object), id: "c2", isCustom: true });
      },
    });
    renderApp("/dashboard/food");
    const user = userEvent.setup();
    const add = await screen.findByRole("region", { name: "Add food" });
    await user.click(within(add).getByRole("button", { name: "Add a custom food" }));
    await user.type(within(add).getByLabelText("Name"), "Mystery bar");
    await user.type(within(add).getByLabelText("Energy (kcal per 100 g)"), "250");
    for (const label of ["Protein", "Carbohydrate", "Fat"]) {
      await user.type(within(add).getByLabelText(`${label} (g per 100 g)`), "0");
    }
    await user.click(within(add).getByRole("button", { name: "Save custom food" }));
    const confirm = await within(add).findByRole("alertdialog");
    expect(confirm).toHaveAccessibleDescription(
      "The energy does not match the protein, carbohydrate and fat (4, 4 and 9 kcal a gram): check the label, or confirm it",
    );
    expect(saved).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Yes, save it" }));
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ confirmed: true })]));
  });

  it("runs the demo in the browser: adds and removes in memory, never calling the food API", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/food");
    expect(await screen.findByText(/nothing is saved/)).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Day total" });
    const before = within(summary).getByTestId("food-eaten").textContent;
    const user = userEvent.setup();
    const add = screen.getByRole("region", { name: "Add food" });
    await user.type(within(add).getByLabelText("Search foods"), "banana");
    await user.click(
      await within(add).findByRole("button", { name: /^Banana, raw.*89 kcal per 100 g$/ }),
    );
    await user.selectOptions(within(add).getByLabelText("Meal"), "snacks");
    await user.click(within(add).getByRole("button", { name: "Add to snacks" }));
    const snacks = within(screen.getByRole("region", { name: "Food log" })).getByRole("region", {
      name: "Snacks",
    });
    expect(await within(snacks).findByText("Banana, raw")).toBeInTheDocument();
    expect(within(summary).getByTestId("food-eaten").textContent).not.toBe(before);
    await user.click(
      within(snacks).getByRole("button", { name: "Remove Banana, raw from Snacks" }),
    );
    await waitFor(() => expect(within(summary).getByTestId("food-eaten").textContent).toBe(before));
    const calls = fetch.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes("/api/v1/food"))).toEqual([]);
  });
});
