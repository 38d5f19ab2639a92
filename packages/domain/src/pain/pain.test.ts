import { describe, expect, it } from "vitest";
import { isNotInFuture } from "../kit/time-series.ts";
import { PainEntryInput } from "./pain.ts";
import { PAIN_REGION_IDS, PAIN_REGIONS, painRegion } from "./regions.ts";
import { regionTrend, summarizeRegions } from "./summary.ts";

const at = "2026-11-20T08:00:00.000Z";
const valid = {
  occurredAt: at,
  regions: [
    { region: "left-knee", intensity: 7, type: "aching" },
    { region: "lower-back", intensity: 3, type: "throbbing" },
  ],
};
const messageOf = (input: unknown) => {
  const parsed = PainEntryInput.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the body map's regions", () => {
  it("has at least 30 regions with unique kebab-case ids, on both views", () => {
    const ids = PAIN_REGIONS.map((r) => r.id);
    expect(ids).toEqual([...PAIN_REGION_IDS]);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(PAIN_REGIONS.map((r) => r.view))).toEqual(new Set(["front", "back"]));
    for (const id of [
      "head",
      "face",
      "neck",
      "chest",
      "abdomen",
      "groin",
      "upper-back",
      "lower-back",
    ])
      expect(painRegion(id)).toBeDefined();
  });

  it("has a left and a right of every paired part", () => {
    for (const part of [
      "shoulder",
      "upper-arm",
      "elbow",
      "forearm",
      "wrist",
      "hand",
      "hip",
      "thigh",
      "knee",
      "shin",
      "calf",
      "ankle",
      "foot",
    ]) {
      expect(painRegion(`left-${part}`)?.side).toBe("left");
      expect(painRegion(`right-${part}`)?.side).toBe("right");
    }
  });
});

describe("a pain entry", () => {
  it("takes intensities 1 and 10 and every pain type", () => {
    expect(messageOf(valid)).toBeNull();
    for (const intensity of [1, 10]) {
      expect(
        messageOf({ ...valid, regions: [{ region: "head", intensity, type: "other" }] }),
      ).toBeNull();
    }
    for (const type of [
      "aching",
      "burning",
      "stabbing",
      "throbbing",
      "tingling",
      "cramping",
      "other",
    ]) {
      expect(messageOf({ ...valid, regions: [{ region: "head", intensity: 5, type }] })).toBeNull();
    }
  });

  it("refuses intensities outside 1 to 10 or not whole", () => {
    for (const intensity of [0, 11, 5.5, -1, "7"]) {
      expect(
        messageOf({ ...valid, regions: [{ region: "head", intensity, type: "aching" }] }),
      ).toBe("Intensity must be a whole number from 1 to 10");
    }
  });

  it("refuses an unknown region, a repeated one, an unknown type and no region", () => {
    expect(
      messageOf({ ...valid, regions: [{ region: "left-tail", intensity: 5, type: "aching" }] }),
    ).toBe("Choose a body region from the map");
    expect(
      messageOf({
        ...valid,
        regions: [
          { region: "head", intensity: 5, type: "aching" },
          { region: "head", intensity: 6, type: "burning" },
        ],
      }),
    ).toBe("Each body region can be chosen once per entry");
    expect(
      messageOf({ ...valid, regions: [{ region: "head", intensity: 5, type: "sharp" }] }),
    ).toMatch(/^Choose a pain type/);
    expect(messageOf({ ...valid, regions: [] })).toBe("Choose at least one body region");
  });

  it("refuses a value that is not a date, and leaves the future to the clock rule", () => {
    const now = new Date(at);
    const future = new Date(now.getTime() + 60 * 60_000).toISOString();
    expect(messageOf({ ...valid, occurredAt: future })).toBeNull();
    expect(isNotInFuture(future, now)).toBe(false);
    expect(messageOf({ ...valid, occurredAt: "yesterday" })).toBe("Enter when the pain happened");
  });

  it("tidies symptoms, triggers and relief, and limits them", () => {
    const parsed = PainEntryInput.parse({
      ...valid,
      symptoms: [" stiffness ", "", "stiffness", "swelling"],
    });
    expect(parsed.symptoms).toEqual(["stiffness", "swelling"]);
    expect(messageOf({ ...valid, triggers: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toBe(
      "List at most 10 items",
    );
    expect(messageOf({ ...valid, relief: ["x".repeat(61)] })).toBe(
      "Each item can be at most 60 characters",
    );
    expect(messageOf({ ...valid, note: "n".repeat(1001) })).toBe(
      "Notes can be at most 1000 characters",
    );
  });
});

describe("summaries", () => {
  const entries = [
    {
      occurredAt: "2026-11-20T08:00:00.000Z",
      regions: [{ region: "left-knee", intensity: 7, type: "aching" as const }],
    },
    {
      occurredAt: "2026-11-20T20:00:00.000Z",
      regions: [
        { region: "left-knee", intensity: 4, type: "aching" as const },
        { region: "head", intensity: 9, type: "throbbing" as const },
      ],
    },
    {
      occurredAt: "2026-11-21T23:30:00.000Z",
      regions: [{ region: "left-knee", intensity: 5, type: "aching" as const }],
    },
  ];

  it("counts each region with its average and highest intensity, most frequent first", () => {
    expect(summarizeRegions(entries)).toEqual([
      {
        region: "left-knee",
        count: 3,
        highest: 7,
        average: 16 / 3,
        lastAt: "2026-11-21T23:30:00.000Z",
      },
      { region: "head", count: 1, highest: 9, average: 9, lastAt: "2026-11-20T20:00:00.000Z" },
    ]);
    expect(summarizeRegions([])).toEqual([]);
  });

  it("gives a region's highest intensity per day in the person's time zone", () => {
    expect(regionTrend(entries, "left-knee", "UTC")).toEqual([
      { date: "2026-11-20", intensity: 7 },
      { date: "2026-11-21", intensity: 5 },
    ]);
    // In Tokyo (UTC+9) the evening entry of the 20th and the late one of the 21st move a day on.
    expect(regionTrend(entries, "left-knee", "Asia/Tokyo")).toEqual([
      { date: "2026-11-20", intensity: 7 },
      { date: "2026-11-21", intensity: 4 },
      { date: "2026-11-22", intensity: 5 },
    ]);
    expect(regionTrend(entries, "right-foot", "UTC")).toEqual([]);
  });
});
