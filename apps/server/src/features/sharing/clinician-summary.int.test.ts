import { SharingMessage } from "@vitalog/domain";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { SUMMARY_FOOTER, SUMMARY_TITLE } from "./clinician-summary.pdf.ts";

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const dayOf = (days: number) => daysAgo(days).slice(0, 10);

async function post(user: TestUser, path: string, body: Record<string, unknown>) {
  const r = await t.request(path, { json: body, as: user });
  expect(r.status, JSON.stringify(await r.clone().json())).toBe(201);
}

const summary = (user: TestUser | undefined, query: string) =>
  t.request(`/api/v1/export/clinician-summary?${query}`, user ? { as: user } : {});

async function textOf(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("the clinician summary", () => {
  it("is a PDF of the person's own figures over the period, and nobody else's", async () => {
    const ann = await t.signUp({ name: "Ann Example" });
    const bob = await t.signUp({ name: "Bob Other" });
    await post(ann, "/api/v1/weight-entries", { weightKg: 81.2, measuredAt: daysAgo(20) });
    await post(ann, "/api/v1/weight-entries", { weightKg: 79.9, measuredAt: daysAgo(2) });
    await post(ann, "/api/v1/blood-pressure-readings", {
      systolic: 142,
      diastolic: 91,
      measuredAt: daysAgo(3),
    });
    await post(ann, "/api/v1/lab-results", {
      takenAt: daysAgo(5),
      results: [{ code: "2093-3", value: 240, unit: "mg/dL" }],
    });
    await post(bob, "/api/v1/weight-entries", { weightKg: 123.4, measuredAt: daysAgo(4) });

    const from = dayOf(30);
    const to = dayOf(0);
    const r = await summary(ann, `from=${from}&to=${to}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    expect(r.headers.get("content-disposition")).toBe(
      `attachment; filename="vitalog-clinician-summary-${from}-${to}.pdf"`,
    );
    const bytes = new Uint8Array(await r.clone().arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const text = await textOf(r);
    expect(text).toContain(SUMMARY_TITLE);
    expect(text).toContain("Ann Example");
    expect(text).toContain(`Period: ${from} to ${to}`);
    expect(text).toContain(SUMMARY_FOOTER);
    // Weight: first, last and change.
    expect(text).toContain("First 81.2 kg, last 79.9 kg, change -1.3 kg");
    // Blood pressure with its 2017 ACC/AHA category.
    expect(text).toContain("142/91");
    expect(text).toContain("Hypertension stage 2");
    // The lab result with its value, unit and flag.
    expect(text).toMatch(/Total cholesterol|Cholesterol/i);
    expect(text).toContain("240");
    expect(text).toContain("mg/dL");
    expect(text).toMatch(/\bH\b/);
    // Modules without data say so; another person's data never appears.
    expect(text).toContain("No data in this period.");
    expect(text).not.toContain("123.4");
    expect(text).not.toContain("Bob Other");

    // Only the chosen modules, and a period before the data shows none of it.
    const onlyWeight = await textOf(await summary(ann, `from=${from}&to=${to}&modules=weight`));
    expect(onlyWeight).toContain("79.9");
    expect(onlyWeight).not.toContain("142/91");
    expect(onlyWeight).not.toContain("Lab results");
    const before = await textOf(
      await summary(ann, `from=${dayOf(400)}&to=${dayOf(300)}&modules=weight,vitals`),
    );
    expect(before).not.toContain("79.9");
    expect(before).not.toContain("142/91");

    // Bob's summary has his weight only.
    const bobText = await textOf(await summary(bob, `from=${from}&to=${to}&modules=weight`));
    expect(bobText).toContain("123.4");
    expect(bobText).not.toContain("79.9");
  });

  it("refuses bad periods and modules with a message each, and visitors", async () => {
    const ann = await t.signUp();
    const cases: [string, string, string][] = [
      ["from=2026-02-01&to=2026-01-01", "to", SharingMessage.periodInvalid],
      ["from=2023-01-01&to=2026-01-01", "to", SharingMessage.summaryPeriodTooLong],
      ["from=2026-02-30&to=2026-03-01", "from", ""],
      ["to=2026-03-01", "from", ""],
      ["from=2026-01-01&to=2026-01-31&modules=weight,astrology", "modules", "astrology"],
      ["from=2026-01-01&to=2026-01-31&modules=account", "modules", "account"],
      ["from=2026-01-01&to=2026-01-31&modules=,", "modules", SharingMessage.summaryModulesRequired],
    ];
    for (const [query, field, message] of cases) {
      const r = await summary(ann, query);
      expect(r.status, query).toBe(400);
      const reply = await json<{ error: { fields: Record<string, string> } }>(r);
      expect(reply.error.fields[field], query).toContain(message);
    }
    expect((await summary(ann, "from=2026-01-01&to=2026-01-31&extra=1")).status).toBe(400);
    expect((await summary(ann, "from=2024-01-01&to=2025-12-31")).status).toBe(200);
    expect((await summary(undefined, "from=2026-01-01&to=2026-01-31")).status).toBe(401);
  });
});
