import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  daysAgo,
  json,
  makeEntry,
  makeProfile,
  renderWeightRoutes,
  stubApi,
  weightListHandler,
} from "../test-utils.tsx";

const entries = [
  makeEntry("e1", 80, daysAgo(0, 1), "After the morning run"),
  makeEntry("e2", 81, daysAgo(6)),
  makeEntry("e3", 83, daysAgo(29)),
];

describe("WeightPage (user)", () => {
  it("shows the latest weight, the 7- and 30-day change, BMI category and goal", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": weightListHandler(entries),
    });
    renderWeightRoutes("/dashboard/weight");

    const latest = await screen.findByRole("region", { name: "Latest weight" });
    expect(await within(latest).findByText("80.0 kg")).toBeInTheDocument();
    const week = screen.getByRole("region", { name: "Last 7 days" });
    expect(week).toHaveTextContent("1.0 kg");
    expect(week).toHaveTextContent(/Down since/);
    expect(week).toHaveTextContent("Towards your goal");
    const month = screen.getByRole("region", { name: "Last 30 days" });
    expect(month).toHaveTextContent("3.0 kg");
    expect(month).toHaveTextContent(/Down since/);

    const bmi = screen.getByRole("region", { name: "BMI" });
    expect(within(bmi).getByText("27.7")).toBeInTheDocument();
    expect(within(bmi).getByText("Overweight")).toBeInTheDocument();

    const goal = screen.getByRole("region", { name: "Goal weight" });
    expect(within(goal).getByText("70.0 kg")).toBeInTheDocument();
    expect(within(goal).getByText("10.0 kg to go")).toBeInTheDocument();

    const history = screen.getByRole("region", { name: "History" });
    expect(await within(history).findByText("After the morning run")).toBeInTheDocument();
    expect(
      within(history).getAllByRole("link", { name: /Edit the entry from/ })[0],
    ).toHaveAttribute("href", "/dashboard/weight/edit/e1");

    expect(
      await screen.findByRole(
        "img",
        { name: /Weight chart, 90 days: 3 weigh-ins/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("compares with the earliest weigh-in inside the window and names its date", async () => {
    const fiveDaysAgo = daysAgo(5);
    const api = stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": weightListHandler([
        makeEntry("e1", 80, daysAgo(0, 1)),
        makeEntry("e2", 80.4, daysAgo(3)),
        makeEntry("e3", 80.9, fiveDaysAgo),
        makeEntry("e4", 82, daysAgo(22)),
      ]),
    });
    renderWeightRoutes("/dashboard/weight");

    const week = await screen.findByRole("region", { name: "Last 7 days" });
    await waitFor(() => expect(week).toHaveTextContent("0.9 kg"));
    const date = new Date(fiveDaysAgo);
    const since = new Intl.DateTimeFormat("en", {
      day: "numeric",
      month: "short",
      ...(date.getFullYear() === new Date().getFullYear() ? {} : { year: "numeric" }),
    }).format(date);
    expect(week).toHaveTextContent(`Down since ${since}`);
    expect(screen.getByRole("region", { name: "Last 30 days" })).toHaveTextContent("2.0 kg");
    // The two newest entries, then the 30 days before the latest.
    expect(api.calls.some((c) => c.search.get("limit") === "2")).toBe(true);
    const window = api.calls.find((c) => c.search.get("to") !== null);
    expect(window?.search.get("from")).toBeTruthy();
  });

  it("says when the window holds no weigh-in but the latest", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": weightListHandler([
        makeEntry("e1", 80, daysAgo(0, 1)),
        makeEntry("e2", 81, daysAgo(12)),
      ]),
    });
    renderWeightRoutes("/dashboard/weight");

    const week = await screen.findByRole("region", { name: "Last 7 days" });
    expect(
      await within(week).findByText("No earlier weigh-in in these 7 days"),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Last 30 days" })).toHaveTextContent("1.0 kg");
  });

  it("says there is not enough data for a change it cannot measure", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": weightListHandler([makeEntry("e1", 80, daysAgo(0, 1))]),
    });
    renderWeightRoutes("/dashboard/weight");

    const week = await screen.findByRole("region", { name: "Last 7 days" });
    expect(await within(week).findByText("Not enough data yet")).toBeInTheDocument();
  });

  it("shows weights in pounds for an imperial profile", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile({ measurementPreference: "imperial" }),
      "GET /api/v1/weight-entries": weightListHandler(entries),
    });
    renderWeightRoutes("/dashboard/weight");

    const latest = await screen.findByRole("region", { name: "Latest weight" });
    expect(await within(latest).findByText("176.4 lb")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Last 7 days" })).toHaveTextContent(
      /2\.2 lbDown since/,
    );
    expect(
      within(screen.getByRole("region", { name: "Goal weight" })).getByText("154.3 lb"),
    ).toBeInTheDocument();
  });

  it("asks for the height, linking to the profile settings, when it is missing", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile({ heightCm: null, goalWeightKg: null }),
      "GET /api/v1/weight-entries": weightListHandler(entries),
    });
    renderWeightRoutes("/dashboard/weight");

    const bmi = await screen.findByRole("region", { name: "BMI" });
    expect(within(bmi).getByText("Add your height to see your BMI.")).toBeInTheDocument();
    expect(within(bmi).getByRole("link", { name: "Add your height" })).toHaveAttribute(
      "href",
      "/settings/profile",
    );
    const goal = await screen.findByRole("region", { name: "Goal weight" });
    expect(within(goal).getByRole("link", { name: "Set a goal" })).toHaveAttribute(
      "href",
      "/settings/profile",
    );
  });

  it("shows an empty state with a call to action for a new user", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": weightListHandler([]),
    });
    renderWeightRoutes("/dashboard/weight");

    expect(await screen.findByText("Start tracking your weight")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add your first weight" })).toHaveAttribute(
      "href",
      "/dashboard/weight/add",
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("offers to try again when the entries cannot be loaded", async () => {
    let fail = true;
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": (req) =>
        fail
          ? json({ error: { code: "INTERNAL", message: "An internal error occurred." } }, 500)
          : weightListHandler(entries)(req),
    });
    renderWeightRoutes("/dashboard/weight");

    expect(await screen.findByText("Your latest weight couldn't be loaded.")).toBeInTheDocument();
    fail = false;
    const [retry] = screen.getAllByRole("button", { name: "Try again" });
    await userEvent.click(retry!);
    const latest = await screen.findByRole("region", { name: "Latest weight" });
    expect(await within(latest).findByText("80.0 kg")).toBeInTheDocument();
  });
});

describe("WeightPage (user) paging and ranges", () => {
  it("loads older entries with the cursor when Load more is pressed", async () => {
    const many = Array.from({ length: 35 }, (_, i) => makeEntry(`p${i}`, 80 + i / 10, daysAgo(i)));
    const api = stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": ({ url }) => {
        const limit = Number(url.searchParams.get("limit"));
        if (limit !== 30) return weightListHandler(many)({ url, method: "GET", body: undefined });
        const cursor = url.searchParams.get("cursor");
        return cursor === "page-2"
          ? { items: many.slice(30), nextCursor: null }
          : { items: many.slice(0, 30), nextCursor: "page-2" };
      },
    });
    renderWeightRoutes("/dashboard/weight");

    const history = await screen.findByRole("region", { name: "History" });
    await within(history).findAllByRole("link", { name: /Edit the entry from/ });
    expect(within(history).getAllByRole("listitem")).toHaveLength(30);

    await userEvent.click(within(history).getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(history).getAllByRole("listitem")).toHaveLength(35));
    expect(within(history).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(
      api.calls.some((c) => c.search.get("limit") === "30" && c.search.get("cursor") === "page-2"),
    ).toBe(true);
  });

  it("asks for the entries of the chosen chart range", async () => {
    const api = stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": weightListHandler([
        makeEntry("e1", 80, daysAgo(0, 1)),
        makeEntry("e2", 81, daysAgo(8)),
        makeEntry("e3", 83, daysAgo(31)),
      ]),
    });
    renderWeightRoutes("/dashboard/weight");
    await screen.findByRole("img", { name: /Weight chart, 90 days/ }, { timeout: 5000 });

    await userEvent.click(screen.getByRole("tab", { name: "30 days" }));
    expect(
      await screen.findByRole(
        "img",
        { name: /Weight chart, 30 days: 2 weigh-ins/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const chartCall = api.calls.findLast((c) => c.search.get("limit") === "100");
    const from = new Date(chartCall?.search.get("from") ?? "").getTime();
    expect(Math.abs(Date.now() - 30 * 86_400_000 - from)).toBeLessThan(60_000);
  });
});

describe("WeightPage (preview)", () => {
  it("shows the demo data without calling the weight API and gates Add behind sign-in", async () => {
    const api = stubApi({
      "GET /api/v1/profile": () =>
        json({ error: { code: "UNAUTHENTICATED", message: "Please sign in" } }, 401),
    });
    renderWeightRoutes("/preview/weight");

    expect(screen.getByText("Demo data")).toBeInTheDocument();
    const latest = screen.getByRole("region", { name: "Latest weight" });
    expect(within(latest).getByText("74.6 kg")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "BMI" })).getByText("Overweight"),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add weight" }));
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access weight tracking" }),
    ).toBeInTheDocument();

    expect(api.calls.some((c) => c.path.startsWith("/api/v1/weight-entries"))).toBe(false);
  });

  it("opens the sign-in prompt from an entry's Edit action", async () => {
    stubApi({
      "GET /api/v1/profile": () => json({ error: { code: "UNAUTHENTICATED" } }, 401),
    });
    renderWeightRoutes("/preview/weight");

    const [edit] = screen.getAllByRole("button", { name: /Edit the entry from/ });
    await userEvent.click(edit!);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
