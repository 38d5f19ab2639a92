import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RecommendationListItem } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const lung: RecommendationListItem = {
  id: "rec-lung",
  guidelineId: "lung-cancer-screening",
  guidelineTitle: "Lung cancer screening",
  organization: "uspstf",
  actionType: "imaging",
  actionDetails: "Annual low-dose CT for adults 50 to 80 with a 20 pack-year smoking history.",
  category: "Medical Imaging",
  recommendationGrade: "B",
  frequencyText: "Every 1 year",
  isUrgent: true,
  priority: 5,
  matchScore: 100,
  matchExplanation: {
    criteria: [
      {
        criterion: "riskFactors",
        weight: 25,
        points: 50,
        matched: true,
        details: ["Tobacco use"],
      },
      { criterion: "age", weight: 15, points: 30, matched: true, details: ["52"] },
      { criterion: "bmi", weight: 15, points: 0, matched: false, details: ["31"] },
    ],
    applicableWeight: 55,
    bonuses: [
      { reason: "highPriority", points: 10 },
      { reason: "urgent", points: 15 },
    ],
    score: 100,
  },
  status: "pending",
  completedAt: null,
  nextDueDate: null,
  progressStep: 0,
};

const hepatitis: RecommendationListItem = {
  ...lung,
  id: "rec-hep",
  guidelineTitle: "Hepatitis C screening",
  actionType: "lab_test",
  category: "Lab Tests",
  recommendationGrade: "A",
  frequencyText: "One time only",
  isUrgent: false,
  matchScore: 92,
  status: "completed",
  completedAt: "2026-03-03T10:00:00.000Z",
  nextDueDate: null,
};

function member(answer: (url: URL) => Response) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/recommendations": ({ url }) => answer(url),
  });
}

describe("RecommendationsPage", () => {
  it("lists the recommendations with their grade, score and why they match", async () => {
    const fetch = member(() => json(200, { items: [lung] }));
    renderApp("/dashboard/recommendations");
    const card = await screen.findByRole("article", { name: "Lung cancer screening" });
    expect(card).toHaveTextContent("Grade B");
    expect(card).toHaveTextContent("Urgent");
    expect(card).toHaveTextContent("Medical Imaging");
    expect(card).toHaveTextContent("USPSTF · Every 1 year");
    expect(card).toHaveTextContent("100% match");
    const user = userEvent.setup();
    await user.click(within(card).getByText("Why this matches you"));
    const reasons = within(card)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(reasons).toEqual([
      "✓Your risk factors: Tobacco use · +50",
      "✓Your age: 52 · +30",
      "–Not matched: your BMI (31) is outside its range",
      "✓High priority +10",
      "✓Urgent +15",
    ]);
    expect(
      within(card).getByRole("link", { name: "View details of Lung cancer screening" }),
    ).toHaveAttribute("href", "/dashboard/recommendations/rec-lung");
    expect(fetch).toHaveBeenCalledWith(
      "/api/v1/recommendations?status=all",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("marks a begun item In progress, and says when a completed screening is next due", async () => {
    const screening = {
      ...lung,
      id: "rec-bp",
      guidelineTitle: "Blood pressure screening",
      frequencyText: "Every year from age 40",
      status: "completed" as const,
      completedAt: "2026-03-03T10:00:00.000Z",
      nextDueDate: "2027-03-03",
    };
    member(() => json(200, { items: [{ ...lung, progressStep: 4 }, screening] }));
    renderApp("/dashboard/recommendations");
    const begun = await screen.findByRole("article", { name: "Lung cancer screening" });
    expect(begun).toHaveTextContent("In progress");
    const done = screen.getByRole("article", { name: "Blood pressure screening" });
    expect(done).toHaveTextContent("Completed on March 3, 2026 · next due March 3, 2027");
    expect(done).not.toHaveTextContent("In progress");
  });

  it("keeps the filters in the URL and sends them, the search once typing pauses", async () => {
    const asked: string[] = [];
    const fetch = member((url) => {
      asked.push(url.search);
      return json(200, {
        items: url.searchParams.get("status") === "completed" ? [hepatitis] : [lung],
      });
    });
    const { router } = renderApp("/dashboard/recommendations?status=completed");
    const status = await screen.findByLabelText("Status");
    expect(status).toHaveValue("completed");
    const card = await screen.findByRole("article", { name: "Hepatitis C screening" });
    expect(card).toHaveTextContent("Completed on March 3, 2026 · One-time, done");

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Action type"), "Lab Tests");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?status=completed&actionType=lab_test"),
    );
    await user.selectOptions(status, "All");
    await user.type(screen.getByLabelText("Search"), "hepatitis");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?actionType=lab_test&q=hepatitis"),
    );
    await waitFor(() => expect(asked.at(-1)).toBe("?status=all&actionType=lab_test&q=hepatitis"));
    // Typing is not a request per key.
    expect(asked.filter((s) => s.includes("q=h") && !s.includes("q=hepatitis"))).toEqual([]);
    expect(fetch).toHaveBeenCalled();
  });

  it("says when nothing matches the filters and clears them", async () => {
    member((url) => json(200, { items: url.searchParams.has("q") ? [] : [lung] }));
    const { router } = renderApp("/dashboard/recommendations?q=zzz&status=saved");
    await screen.findByText("No recommendations match these filters");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await screen.findByRole("article", { name: "Lung cancer screening" });
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText("Search")).toHaveValue("");
  });

  it("says when there is nothing yet, without a Clear filters button", async () => {
    member(() => json(200, { items: [] }));
    renderApp("/dashboard/recommendations");
    await screen.findByText("No recommendations yet");
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("shows a failure with Try again, which asks again", async () => {
    let calls = 0;
    member(() => {
      calls += 1;
      return calls <= 2
        ? errorReply(500, "INTERNAL", "An internal error occurred. Please try again.")
        : json(200, { items: [lung] });
    });
    renderApp("/dashboard/recommendations");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your recommendations could not be loaded.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("article", { name: "Lung cancer screening" });
  });

  it("shows the demo person's list in the preview, ranked by the domain's score", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/recommendations");
    const cards = await screen.findAllByRole("article");
    expect(cards[0]).toHaveAccessibleName(
      "Lung cancer screening, adults 50 to 80 with a smoking history",
    );
    expect(cards[0]).toHaveTextContent("100% match");
    expect(screen.getByText("Demo data")).toBeInTheDocument();
    // Completed items have their own filter.
    expect(
      screen.queryByRole("article", { name: "High blood pressure screening, adults" }),
    ).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([path]) => String(path).includes("recommendations"))).toBe(false);
  });
});
