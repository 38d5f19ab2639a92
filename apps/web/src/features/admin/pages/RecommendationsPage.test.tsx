import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

function recommendation(overrides: Record<string, unknown> = {}) {
  return {
    id: "r1",
    guidelineTitle: "Colorectal cancer screening",
    organization: "uspstf",
    guidelineId: "",
    actionType: "screening",
    actionDetails: "Stool test every year",
    instruction: "Book your screening",
    explanation: "Finds cancer early",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    customSchedule: "",
    isUrgent: false,
    priority: 3,
    gender: "all",
    minAge: 45,
    maxAge: 75,
    selectedRiskFactors: ["rf1"],
    selectedHealthGoals: [],
    bmiMin: null,
    bmiMax: null,
    activityLevels: [],
    benefitsAndHarms: { benefits: "Fewer deaths", harms: "", netBenefit: "" },
    clinicalImpact: "",
    practicePoints: "",
    clinicalNotes: "",
    recommendationGrade: "A",
    evidenceLevel: "high",
    evidenceSummary: "Strong trial evidence",
    researchMethods: "",
    studyStatistics: "",
    studyTypes: [],
    source: "USPSTF",
    sourceUrl: "https://example.org/crc",
    publicationDate: null,
    lastReviewDate: "2024-01-10",
    nextReviewDate: "2020-01-10",
    references: [],
    relatedGuidelines: ["Colonoscopy surveillance"],
    detailedInstructions: [],
    category: "Preventive Screening",
    stats: { completions: 0, saves: 0, views: 0, lastCompletedAt: null },
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const catalog = (id: string, name: string) => ({
  id,
  name,
  description: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

function setup(path = "/admin/recommendations", extra: Parameters<typeof stubFetch>[0] = {}) {
  const fetch = stubFetch({
    ...sessionHandlers(makeProfile({ isAdmin: true })),
    "GET /api/v1/admin/risk-factors": () => json(200, { items: [catalog("rf1", "Smoking")] }),
    "GET /api/v1/admin/health-goals": () => json(200, { items: [] }),
    "GET /api/v1/admin/recommendations": () =>
      json(200, {
        items: [
          recommendation(),
          recommendation({
            id: "r2",
            guidelineTitle: "Flu vaccine",
            actionType: "vaccination",
            isUrgent: true,
            nextReviewDate: "2999-01-01",
            selectedRiskFactors: [],
          }),
        ],
      }),
    ...extra,
  });
  return { fetch, user: userEvent.setup(), ...renderApp(path) };
}

function jsonFile(content: string, name = "import.json") {
  return new File([content], name, { type: "application/json" });
}

describe("RecommendationsPage", () => {
  it("shows each recommendation's details and filters by search, status and action type", async () => {
    const { user } = setup();
    const card = (
      await screen.findByRole("heading", { name: "Colorectal cancer screening" })
    ).closest("article") as HTMLElement;
    expect(card).toHaveTextContent("Grade A");
    expect(card).toHaveTextContent("Ages 45–75");
    expect(card).toHaveTextContent("Every 1 year");
    expect(card).toHaveTextContent("Smoking");
    expect(card).toHaveTextContent("Colonoscopy surveillance");
    expect(within(card).getByRole("link", { name: "USPSTF" })).toHaveAttribute(
      "href",
      "https://example.org/crc",
    );

    await user.type(screen.getByLabelText("Search recommendations"), "COLORECTAL");
    expect(screen.queryByRole("heading", { name: "Flu vaccine" })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search recommendations"));
    await user.selectOptions(screen.getByLabelText("Status"), "needsReview");
    expect(screen.getByText("Showing 1 of 2")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Colorectal cancer screening" }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status"), "all");
    await user.selectOptions(screen.getByLabelText("Action type"), "vaccination");
    expect(screen.getByRole("heading", { name: "Flu vaccine" })).toBeInTheDocument();
    expect(screen.getByText("Showing 1 of 2")).toBeInTheDocument();
  });

  it("asks before deleting, and says when the delete fails", async () => {
    const { user } = setup("/admin/recommendations", {
      "DELETE /api/v1/admin/recommendations/r1": () => json(500, { error: { message: "x" } }),
    });
    await user.click(
      await screen.findByRole("button", { name: "Delete Colorectal cancer screening" }),
    );
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this recommendation?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete recommendation")).toBeInTheDocument();
  });

  it("checks the JSON locally with the spec's messages", async () => {
    const { user, fetch } = setup("/admin/recommendations?panel=import");
    const panel = await screen.findByRole("region", { name: "Import and export" });
    await user.click(within(panel).getByRole("button", { name: "Import JSON" }));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Please enter JSON data");

    await user.type(within(panel).getByLabelText("JSON data"), "{{not json");
    await user.click(within(panel).getByRole("button", { name: "Import JSON" }));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Error processing JSON text");

    fireEvent.change(within(panel).getByLabelText("Import a .json file"), {
      target: { files: [jsonFile("nope")] },
    });
    await waitFor(() =>
      expect(within(panel).getByRole("alert")).toHaveTextContent("Error processing file"),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/import"))).toBe(false);
  });

  it("asks whether to import a wrapper's examples, sends them and shows the results", async () => {
    let sent: unknown;
    const { user } = setup("/admin/recommendations?panel=import", {
      "POST /api/v1/admin/recommendations/import": ({ body }) => {
        sent = body;
        return json(200, {
          successCount: 1,
          errorCount: 1,
          results: [
            { index: 0, id: "n1", action: "created", guidelineTitle: "Example one" },
            { index: 1, errors: ["Missing required fields: actionType"] },
          ],
        });
      },
    });
    const panel = await screen.findByRole("region", { name: "Import and export" });
    const wrapper = {
      template: { guidelineTitle: "" },
      instructions: {},
      examples: [{ guidelineTitle: "Example one" }, { guidelineTitle: "Example two" }],
    };
    fireEvent.change(within(panel).getByLabelText("Import a .json file"), {
      target: { files: [jsonFile(JSON.stringify(wrapper))] },
    });
    const question = await screen.findByRole("dialog", { name: "Import the examples?" });
    expect(question).toHaveTextContent(
      "This file holds a template and 2 examples. Import the examples instead of the template?",
    );
    await user.click(within(question).getByRole("button", { name: "Import examples" }));

    expect(await within(panel).findByText("1 imported")).toBeInTheDocument();
    expect(sent).toEqual(wrapper.examples);
    expect(within(panel).getByText("1 failed")).toBeInTheDocument();
    expect(within(panel).getByText("Missing required fields: actionType")).toBeInTheDocument();
    expect(within(panel).getByText(/Example one/)).toHaveTextContent("#1 · Example one · created");
  });
});
