import { describe, expect, it } from "vitest";
import type { ImportRecord } from "../interop/records.ts";
import {
  APPLE_HEART_RATE_NOT_AT_REST,
  APPLE_HEART_RATE_SAME_HOUR,
  AppleHealthReader,
  appleHealthRecord,
} from "./apple-health.ts";
import { parseBearableCsv } from "./bearable.ts";
import { parseCsv } from "./csv.ts";
import { parseCycleCsv } from "./cycle-csv.ts";
import { appleHealthDate, dayOfWrittenDate, instantOfCell } from "./dates.ts";
import { importRecordKey, knownRecords, sourceIdsOf, splitDuplicates } from "./duplicates.ts";
import { parseFhirBundle } from "./fhir.ts";
import { toCelsius, toCm, toKcal, toKg, toPercent } from "./values.ts";
import { parseWeightCsv } from "./weight-csv.ts";

const now = new Date("2026-03-10T09:00:00Z");

describe("CSV reading", () => {
  it("reads quotes, CRLF, a byte-order mark, semicolons and blank lines", () => {
    expect(parseCsv('\ufeffa,b\r\n"x, ""y""",2\r\n\r\nz,3')).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ['x, "y"', "2"] },
      { line: 4, cells: ["z", "3"] },
    ]);
    expect(parseCsv("date;weight\n2026-01-01;80,5").map((r) => r.cells)).toEqual([
      ["date", "weight"],
      ["2026-01-01", "80,5"],
    ]);
  });

  it("refuses a quoted field left open, naming its row", () => {
    expect(() => parseCsv('a,b\n"open,1')).toThrow(/Row 2/);
  });
});

describe("weight CSV mapping", () => {
  it("converts lb with 0.45359237 and keeps 0.1 kg: 176.4 lb is 80.0 kg", () => {
    const records = parseWeightCsv(
      "date,weight,unit\n2026-03-01,176.4,lb\n2026-03-02,80.25,KG\n",
      {},
      now,
    );
    expect(records).toEqual([
      { type: "weight", at: "2026-03-01T12:00:00.000Z", kg: 80 },
      { type: "weight", at: "2026-03-02T12:00:00.000Z", kg: 80.3 },
    ]);
  });

  it("reads ISO instants with their offset, and today's date not after now", () => {
    const [a, b] = parseWeightCsv(
      "date,weight,unit\n2026-03-01T07:30:00+01:00,80,kg\n2026-03-10,80,kg\n",
      {},
      now,
    );
    expect(a?.type === "weight" && a.at).toBe("2026-03-01T06:30:00.000Z");
    expect(b?.type === "weight" && b.at).toBe(now.toISOString());
  });

  it("maps columns and uses a default unit when the file has none", () => {
    const records = parseWeightCsv(
      "Day,Mass\n2026-03-01,100\n",
      { dateColumn: "day", weightColumn: "MASS", defaultUnit: "lb" },
      now,
    );
    expect(records).toEqual([{ type: "weight", at: "2026-03-01T12:00:00.000Z", kg: 45.4 }]);
  });

  it("names the row at fault", () => {
    expect(() => parseWeightCsv("date,weight\n2026-03-01,80\n", {}, now)).toThrow(
      /no column named "unit"/,
    );
    expect(() =>
      parseWeightCsv("date,weight,unit\n2026-03-01,80,kg\n2026-03-02,8,kg\n", {}, now),
    ).toThrow("Row 3: the weight must be between 20 and 500 kg");
    expect(() => parseWeightCsv("date,weight,unit\n2026-03-11,80,kg\n", {}, now)).toThrow(
      /Row 2: the date/,
    );
    expect(() =>
      parseWeightCsv("date,weight,unit\n2026-03-01,80,kg\n", { defaultUnit: "stone" }, now),
    ).toThrow(/default unit/);
  });
});

describe("cycle CSV mapping", () => {
  it("reads day rows with flow, leaving out days without bleeding", () => {
    expect(
      parseCycleCsv("Date,Flow\n2026-03-01,Heavy\n2026-03-02,moderate\n2026-03-03,none\n", now),
    ).toEqual([
      { type: "menstrualFlow", day: "2026-03-01", flow: "heavy" },
      { type: "menstrualFlow", day: "2026-03-02", flow: "medium" },
    ]);
  });

  it("reads period rows as days of unknown flow, and refuses implausible ones", () => {
    expect(
      parseCycleCsv("start,end\n2026-02-27,2026-03-01\n2026-03-05,\n", now).map(
        (r) => r.type === "menstrualFlow" && r.day,
      ),
    ).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-05"]);
    expect(() => parseCycleCsv("start,end\n2026-01-01,2026-02-01\n", now)).toThrow(
      /Row 2: a period longer/,
    );
    expect(() => parseCycleCsv("start,end\n2026-03-05,2026-03-01\n", now)).toThrow(/end is before/);
  });
});

describe("Bearable mapping", () => {
  it("keeps health measurements and counts what it leaves out", () => {
    const csv = [
      "date,date formatted,weekday,time of day,category,rating/amount,detail,notes",
      "2026-03-01T08:00:00.000Z,2026-03-01,Sun,am,Mood,4,,",
      "2026-03-01T08:00:00.000Z,2026-03-01,Sun,am,Health measurements,120/80,Blood pressure,",
      "2026-03-01T08:00:00.000Z,2026-03-01,Sun,am,Health measurements,98.6,Temperature (°F),",
      "2026-03-01T08:00:00.000Z,2026-03-01,Sun,am,Health measurements,7,Glucose,",
      "2026-03-01T08:00:00.000Z,2026-03-01,Sun,am,Symptom,2,Headache,",
    ].join("\n");
    const { records, skipped } = parseBearableCsv(csv, now);
    expect(records).toEqual([
      { type: "bloodPressure", at: "2026-03-01T12:00:00.000Z", systolic: 120, diastolic: 80 },
      { type: "bodyTemperature", at: "2026-03-01T12:00:00.000Z", celsius: 37 },
    ]);
    expect(skipped).toEqual({ mood: 1, symptom: 1, "health measurements: glucose": 1 });
  });

  it("reads the export's own layout: a written-out date and no date formatted column", () => {
    const csv = [
      "date,weekday,time of day,category,rating/amount,detail,notes",
      '"22nd Sep 2020","Tuesday","03:00","Mood","6","Meh | Anxious",""',
      '"22nd Sep 2020","Tuesday","pm","Symptom","1","Headache (Mild)",""',
      '"23rd Sep 2020","Wednesday","08:10","Health measurements","81.4","Weight (kg)",""',
      '"1st Oct 2020","Thursday","all day","Health measurements","118/76","Blood pressure",""',
      '"2nd Oct 2020","Friday","3:04","Meds/Supplements","50","Vitamin D3 (mcg)",""',
    ].join("\n");
    const { records, skipped } = parseBearableCsv(csv, now);
    expect(records).toEqual([
      { type: "weight", at: "2020-09-23T12:00:00.000Z", kg: 81.4 },
      { type: "bloodPressure", at: "2020-10-01T12:00:00.000Z", systolic: 118, diastolic: 76 },
    ]);
    expect(skipped).toEqual({ mood: 1, symptom: 1, "meds/supplements": 1 });
  });

  it("reads written-out days and refuses days that do not exist", () => {
    expect(dayOfWrittenDate("22nd Sep 2020")).toBe("2020-09-22");
    expect(dayOfWrittenDate("3 March 2024")).toBe("2024-03-03");
    expect(dayOfWrittenDate("1st Sept 2021")).toBe("2021-09-01");
    expect(dayOfWrittenDate("29th Feb 2023")).toBeNull();
    expect(dayOfWrittenDate("31st Smarch 2020")).toBeNull();
    expect(dayOfWrittenDate("Sep 22 2020")).toBeNull();
  });
});

describe("unit conversions", () => {
  it("converts to Vitalog's units", () => {
    expect(toKg(176.4, "lb")).toBe(80);
    expect(toKg(80_500, "g")).toBe(80.5);
    expect(toCm(70, "in")).toBe(177.8);
    expect(toCm(1.8, "m")).toBe(180);
    expect(toCelsius(98.6, "degF")).toBe(37);
    expect(toKcal(4184, "kJ")).toBe(1000);
    expect(toPercent(0.97, "fraction")).toBe(97);
  });
});

describe("Apple Health mapping", () => {
  it("reads its dates with their own offset", () => {
    expect(appleHealthDate("2026-03-01 00:30:00 +0100")).toEqual({
      at: "2026-02-28T23:30:00.000Z",
      day: "2026-03-01",
    });
    expect(appleHealthDate("2026-03-01T00:30:00Z")).toBeNull();
    expect(instantOfCell("yesterday", now)).toBeNull();
  });

  it("maps records and converts units", () => {
    const at = { startDate: "2026-03-01 08:00:00 +0000", endDate: "2026-03-01 08:10:00 +0000" };
    expect(
      appleHealthRecord({
        ...at,
        type: "HKQuantityTypeIdentifierBodyMass",
        unit: "lb",
        value: "176.4",
      }),
    ).toEqual({
      type: "weight",
      at: "2026-03-01T08:00:00.000Z",
      kg: 80,
    });
    expect(
      appleHealthRecord({
        ...at,
        type: "HKQuantityTypeIdentifierOxygenSaturation",
        unit: "%",
        value: "0.96",
      }),
    ).toMatchObject({ percent: 96 });
    expect(
      appleHealthRecord({
        ...at,
        type: "HKQuantityTypeIdentifierBodyTemperature",
        unit: "degF",
        value: "100.4",
      }),
    ).toMatchObject({ celsius: 38 });
    expect(
      appleHealthRecord({
        ...at,
        type: "HKQuantityTypeIdentifierDietaryEnergyConsumed",
        unit: "kJ",
        value: "418.4",
      }),
    ).toMatchObject({ kcal: 100 });
    expect(
      appleHealthRecord({ ...at, type: "HKQuantityTypeIdentifierHeight", unit: "ft", value: "6" }),
    ).toMatchObject({ cm: 182.9 });
    expect(
      appleHealthRecord({
        ...at,
        type: "HKQuantityTypeIdentifierRestingHeartRate",
        unit: "count/min",
        value: "58",
      }),
    ).toMatchObject({ type: "heartRate", bpm: 58 });
    expect(
      appleHealthRecord({
        ...at,
        type: "HKCategoryTypeIdentifierMenstrualFlow",
        value: "HKCategoryValueMenstrualFlowHeavy",
      }),
    ).toEqual({ type: "menstrualFlow", day: "2026-03-01", flow: "heavy" });
    expect(
      appleHealthRecord({
        ...at,
        type: "HKCategoryTypeIdentifierMenstrualFlow",
        value: "HKCategoryValueMenstrualFlowNone",
      }),
    ).toBeNull();
    expect(
      appleHealthRecord({ ...at, type: "HKCategoryTypeIdentifierMindfulSession", value: "x" }),
    ).toEqual({
      type: "mindfulSession",
      start: "2026-03-01T08:00:00.000Z",
      end: "2026-03-01T08:10:00.000Z",
    });
    expect(
      appleHealthRecord({
        ...at,
        type: "HKQuantityTypeIdentifierBasalEnergyBurned",
        unit: "kcal",
        value: "1",
      }),
    ).toBeNull();
  });

  it("pairs blood pressure in its correlation and sums steps per local day, one source", () => {
    const out: ImportRecord[] = [];
    const reader = new AppleHealthReader((r) => out.push(r));
    const d = (t: string) => ({ startDate: t, endDate: t });
    reader.open("Correlation", {
      type: "HKCorrelationTypeIdentifierBloodPressure",
      ...d("2026-03-01 08:00:00 +0200"),
    });
    reader.open("Record", {
      type: "HKQuantityTypeIdentifierBloodPressureSystolic",
      value: "128",
      ...d("2026-03-01 08:00:00 +0200"),
    });
    reader.open("Record", {
      type: "HKQuantityTypeIdentifierBloodPressureDiastolic",
      value: "82",
      ...d("2026-03-01 08:00:00 +0200"),
    });
    reader.close("Correlation");
    reader.open("Record", {
      type: "HKQuantityTypeIdentifierBloodPressureSystolic",
      value: "128",
      ...d("2026-03-01 08:00:00 +0200"),
    });
    const step = (t: string, source: string, value: string) =>
      reader.open("Record", {
        type: "HKQuantityTypeIdentifierStepCount",
        sourceName: source,
        value,
        ...d(t),
      });
    step("2026-03-01 23:30:00 +0200", "Phone", "100");
    step("2026-03-01 10:00:00 +0200", "Phone", "900");
    step("2026-03-01 10:00:00 +0200", "Watch", "950");
    step("2026-03-02 00:10:00 +0200", "Watch", "40");
    reader.finish();
    expect(out).toEqual([
      { type: "bloodPressure", at: "2026-03-01T06:00:00.000Z", systolic: 128, diastolic: 82 },
      { type: "steps", day: "2026-03-01", steps: 1000 },
      { type: "steps", day: "2026-03-02", steps: 40 },
    ]);
  });

  it("keeps a watch's heart-rate samples taken at rest, decided at each sample's end", () => {
    const out: ImportRecord[] = [];
    const reader = new AppleHealthReader((r) => out.push(r));
    const sample = (t: string, value: string, context: string | null, unit = "count/min") => {
      reader.open("Record", {
        type: "HKQuantityTypeIdentifierHeartRate",
        sourceName: "Watch",
        unit,
        value,
        startDate: `2026-03-01 ${t} +0000`,
        endDate: `2026-03-01 ${t} +0000`,
      });
      if (context !== null) {
        reader.open("MetadataEntry", {
          key: "HKMetadataKeyHeartRateMotionContext",
          value: context,
        });
        reader.close("MetadataEntry");
      }
      reader.close("Record");
    };
    sample("06:00:00", "58", "1");
    // At rest again within the hour: the first sample of the hour stands for it.
    sample("06:04:00", "57", "1");
    sample("06:59:59", "60", "1");
    sample("07:00:00", "131", "2");
    sample("08:00:00", "77", "0");
    sample("09:00:00", "70", null);
    sample("10:00:00", "61", "1", "count/s");
    // A sedentary sample's metadata stays with it: the next sample, without any, is skipped.
    sample("11:00:00", "59", "1");
    sample("11:05:00", "64", null);
    reader.open("Record", {
      type: "HKQuantityTypeIdentifierRestingHeartRate",
      unit: "count/min",
      value: "55",
      startDate: "2026-03-01 12:00:00 +0000",
    });
    reader.close("Record");
    // Another key's metadata says nothing about motion.
    reader.open("Record", {
      type: "HKQuantityTypeIdentifierHeartRate",
      unit: "count/min",
      value: "66",
      startDate: "2026-03-01 13:00:00 +0000",
    });
    reader.open("MetadataEntry", { key: "HKMetadataKeyDevicePlacementSide", value: "1" });
    reader.close("Record");
    // A heart rate inside a correlation is not a sample of its own.
    reader.open("Correlation", {
      type: "HKCorrelationTypeIdentifierBloodPressure",
      startDate: "2026-03-01 14:00:00 +0000",
    });
    reader.open("Record", {
      type: "HKQuantityTypeIdentifierHeartRate",
      unit: "count/min",
      value: "72",
      startDate: "2026-03-01 14:00:00 +0000",
    });
    reader.open("MetadataEntry", { key: "HKMetadataKeyHeartRateMotionContext", value: "1" });
    reader.close("Record");
    reader.close("Correlation");
    reader.finish();
    expect(out).toEqual([
      { type: "heartRate", at: "2026-03-01T06:00:00.000Z", bpm: 58 },
      { type: "heartRate", at: "2026-03-01T11:00:00.000Z", bpm: 59 },
      { type: "heartRate", at: "2026-03-01T12:00:00.000Z", bpm: 55 },
    ]);
    expect(reader.skipped).toEqual({
      [APPLE_HEART_RATE_NOT_AT_REST]: 5,
      [APPLE_HEART_RATE_SAME_HOUR]: 2,
    });
  });

  it("decides a sample left open when the next one begins or the file ends", () => {
    const out: ImportRecord[] = [];
    const reader = new AppleHealthReader((r) => out.push(r));
    const open = (value: string) =>
      reader.open("Record", {
        type: "HKQuantityTypeIdentifierHeartRate",
        unit: "count/min",
        value,
        startDate: "2026-03-01 06:00:00 +0000",
      });
    open("58");
    reader.open("MetadataEntry", { key: "HKMetadataKeyHeartRateMotionContext", value: "1" });
    open("90");
    reader.finish();
    expect(out).toEqual([{ type: "heartRate", at: "2026-03-01T06:00:00.000Z", bpm: 58 }]);
    expect(reader.skipped).toEqual({ [APPLE_HEART_RATE_NOT_AT_REST]: 1 });
  });
});

describe("FHIR mapping", () => {
  it("reads weights in lb, labs of the catalogue with their source id, and skips the rest", () => {
    const obs = (id: string, code: string, value: number, unit: string) => ({
      resource: {
        resourceType: "Observation",
        id,
        status: "final",
        code: { coding: [{ system: "http://loinc.org", code }] },
        effectiveDateTime: "2026-03-01T08:00:00+01:00",
        valueQuantity: { value, code: unit },
      },
    });
    const { records, skipped } = parseFhirBundle(
      JSON.stringify({
        resourceType: "Bundle",
        entry: [
          obs("a", "29463-7", 176.4, "[lb_av]"),
          obs("b", "2093-3", 5.2, "mmol/L"),
          obs("c", "0000-0", 1, "x"),
          { resource: { resourceType: "Patient" } },
        ],
      }),
    );
    expect(records).toEqual([
      { type: "weight", at: "2026-03-01T07:00:00.000Z", kg: 80, sourceId: "a" },
      {
        type: "labResult",
        at: "2026-03-01T07:00:00.000Z",
        loinc: "2093-3",
        value: 5.2,
        unit: "mmol/L",
        sourceId: "b",
      },
    ]);
    expect(skipped).toEqual({ Observation: 1, Patient: 1 });
  });
});

describe("duplicate keys", () => {
  it("match the same type, second and value, or the same source id, also within one file", () => {
    const a: ImportRecord = { type: "weight", at: "2026-03-01T08:00:00.400Z", kg: 80.01 };
    const b: ImportRecord = { type: "weight", at: "2026-03-01T08:00:00.000Z", kg: 80 };
    const c: ImportRecord = { type: "weight", at: "2026-03-01T08:00:00.000Z", kg: 80.2 };
    expect(importRecordKey(a)).toBe(importRecordKey(b));
    expect(importRecordKey(a)).not.toBe(importRecordKey(c));
    const known = { keys: new Set([importRecordKey(c)]), sourceIds: new Set(["obs-1"]) };
    const d: ImportRecord = {
      type: "weight",
      at: "2026-03-02T08:00:00.000Z",
      kg: 70,
      sourceId: "obs-1",
    };
    expect(splitDuplicates([a, b, c, d], known)).toEqual({ fresh: [a], duplicates: 3 });
  });

  it("compares by a module's own identity against the stored rows' keys and source ids", () => {
    const keyOf = (r: { at: number; value: number }) => `${r.at}|${Math.round(r.value * 100)}`;
    const stored = [
      { at: 1, value: 36.8, sourceId: null },
      { at: 2, value: 37.1, sourceId: "s-2" },
    ];
    const known = knownRecords(stored, keyOf);
    expect(known).toEqual({ keys: new Set(["1|3680", "2|3710"]), sourceIds: new Set(["s-2"]) });
    const batch = [
      { at: 1, value: 36.80001 }, // the same reading at the module's precision
      { at: 3, value: 36.5, sourceId: "s-2" }, // the same source id
      { at: 4, value: 36.6, sourceId: "s-4" },
      { at: 4, value: 36.6 }, // repeated within the batch
    ];
    expect(sourceIdsOf(batch)).toEqual(["s-2", "s-4"]);
    expect(splitDuplicates(batch, known, keyOf)).toEqual({
      fresh: [batch[2]],
      duplicates: 3,
    });
  });
});
