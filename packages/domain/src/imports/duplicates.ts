import type { ImportRecord } from "../interop/records.ts";

const fixed = (value: number, places: number) => value.toFixed(places);

/**
 * What makes two records the same: the type, the time (to the second, or the day) and the
 * value at the precision Vitalog keeps it. A record with this key, or with the same source id,
 * is a duplicate.
 */
export function importRecordKey(record: ImportRecord): string {
  const second = (at: string) => new Date(at).toISOString().slice(0, 19);
  switch (record.type) {
    case "weight":
      return `weight|${second(record.at)}|${fixed(record.kg, 1)}`;
    case "height":
      return `height|${fixed(record.cm, 1)}`;
    case "bloodPressure":
      return `bloodPressure|${second(record.at)}|${Math.round(record.systolic)}/${Math.round(record.diastolic)}`;
    case "heartRate":
      return `heartRate|${second(record.at)}|${Math.round(record.bpm)}`;
    case "oxygenSaturation":
      return `oxygenSaturation|${second(record.at)}|${fixed(record.percent, 1)}`;
    case "bodyTemperature":
      return `bodyTemperature|${second(record.at)}|${fixed(record.celsius, 1)}`;
    case "steps":
      return `steps|${record.day}|${record.steps}`;
    case "activeMinutes":
      return `activeMinutes|${record.day}|${record.minutes}`;
    case "menstrualFlow":
      return `menstrualFlow|${record.day}`;
    case "mindfulSession":
      return `mindfulSession|${second(record.start)}|${Math.round((Date.parse(record.end) - Date.parse(record.start)) / 1000)}`;
    case "dietaryEnergy":
      return `dietaryEnergy|${second(record.at)}|${fixed(record.kcal, 1)}`;
    case "labResult":
      return `labResult|${record.loinc}|${second(record.at)}|${record.value}`;
  }
}

/** The keys and source ids of what is stored, against which a batch is sorted out. */
export type KnownRecords = { keys: Set<string>; sourceIds: Set<string> };

/** The source ids among `items`, those that have one. */
export function sourceIdsOf(items: readonly { sourceId?: string | null | undefined }[]): string[] {
  return items.flatMap((item) => (item.sourceId ? [item.sourceId] : []));
}

/** What a module has stored, as keys (`keyOf` of each row) and source ids. */
export function knownRecords<Row extends { sourceId: string | null }>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): KnownRecords {
  return { keys: new Set(rows.map(keyOf)), sourceIds: new Set(sourceIdsOf(rows)) };
}

/**
 * Sorts out a batch against what is stored: `known` holds the keys and source ids of the
 * person's rows (it grows with each fresh record, so repeats within the file count too).
 * `keyOf` is a record's identity, `importRecordKey` unless the module compares otherwise.
 */
export function splitDuplicates<R extends ImportRecord>(
  records: readonly R[],
  known: KnownRecords,
): { fresh: R[]; duplicates: number };
export function splitDuplicates<R extends { sourceId?: string | undefined }>(
  records: readonly R[],
  known: KnownRecords,
  keyOf: (record: R) => string,
): { fresh: R[]; duplicates: number };
export function splitDuplicates<R extends { sourceId?: string | undefined }>(
  records: readonly R[],
  known: KnownRecords,
  keyOf: (record: R) => string = (record) => importRecordKey(record as unknown as ImportRecord),
): { fresh: R[]; duplicates: number } {
  const fresh: R[] = [];
  let duplicates = 0;
  for (const record of records) {
    const key = keyOf(record);
    if (known.keys.has(key) || (record.sourceId && known.sourceIds.has(record.sourceId))) {
      duplicates++;
      continue;
    }
    known.keys.add(key);
    if (record.sourceId) known.sourceIds.add(record.sourceId);
    fresh.push(record);
  }
  return { fresh, duplicates };
}

/** The instant a record is at (its start, or its day at 00:00 UTC), for time windows. */
export function importRecordTime(record: ImportRecord): string {
  if ("at" in record) return record.at;
  if ("start" in record) return record.start;
  return `${record.day}T00:00:00.000Z`;
}

/** The module-neutral line of a preview: the record's type, when, and its value in words. */
export function describeImportRecord(record: ImportRecord): {
  type: string;
  when: string;
  value: string;
} {
  const when = importRecordTime(record);
  switch (record.type) {
    case "weight":
      return { type: "weight", when, value: `${fixed(record.kg, 1)} kg` };
    case "height":
      return { type: "height", when, value: `${fixed(record.cm, 1)} cm` };
    case "bloodPressure":
      return { type: "bloodPressure", when, value: `${record.systolic}/${record.diastolic} mmHg` };
    case "heartRate":
      return { type: "heartRate", when, value: `${Math.round(record.bpm)} bpm` };
    case "oxygenSaturation":
      return { type: "oxygenSaturation", when, value: `${fixed(record.percent, 1)} %` };
    case "bodyTemperature":
      return { type: "bodyTemperature", when, value: `${fixed(record.celsius, 1)} °C` };
    case "steps":
      return { type: "steps", when: record.day, value: `${record.steps} steps` };
    case "activeMinutes":
      return { type: "activeMinutes", when: record.day, value: `${record.minutes} min` };
    case "menstrualFlow":
      return { type: "menstrualFlow", when: record.day, value: record.flow };
    case "mindfulSession":
      return {
        type: "mindfulSession",
        when,
        value: `${Math.round((Date.parse(record.end) - Date.parse(record.start)) / 60_000)} min`,
      };
    case "dietaryEnergy":
      return { type: "dietaryEnergy", when, value: `${fixed(record.kcal, 0)} kcal` };
    case "labResult":
      return { type: "labResult", when, value: `${record.loinc}: ${record.value} ${record.unit}` };
  }
}
