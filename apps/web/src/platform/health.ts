import type { HealthDataType, HealthPlugin, HealthSample } from "@capgo/capacitor-health";
import { DEVICE_IMPORT_DAYS, type ImportRecord } from "@vitalog/domain";
import { isNativeShell } from "./native-shell.ts";

/**
 * The phone's health store (Health Connect on Android, HealthKit on iOS) behind one interface:
 * `@capgo/capacitor-health` inside the native shell, loaded only there; on the web an
 * implementation that says it is not available.
 */
export interface HealthStore {
  readonly available: boolean;
  /** Asks permission to read the types Vitalog keeps, then reads the last `days` days of them. */
  readRecent(days?: number): Promise<ImportRecord[]>;
}

/**
 * The types read: those Vitalog keeps a module for. Heart rate is the resting figure only: the
 * plugin gives a watch's other heart-rate samples without the motion context that says one was
 * taken at rest (the Apple Health export has it), so they are not read.
 */
export const HEALTH_READ_TYPES: readonly HealthDataType[] = [
  "weight",
  "height",
  "restingHeartRate",
  "oxygenSaturation",
  "bloodPressure",
  "bodyTemperature",
  "mindfulness",
  "dietaryEnergyConsumed",
  "steps",
];

export class HealthUnavailableError extends Error {
  override name = "HealthUnavailableError";
}

export const webHealth: HealthStore = {
  available: false,
  readRecent: () => Promise.reject(new HealthUnavailableError("Not available on the web")),
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One sample of the plugin as an import record in Vitalog's units; null for one it cannot read. */
export function recordOfSample(sample: HealthSample): ImportRecord | null {
  const at = new Date(sample.startDate).toISOString();
  const sourceId = sample.platformId ? { sourceId: sample.platformId } : {};
  switch (sample.dataType) {
    case "weight":
      return { type: "weight", at, kg: round1(sample.value), ...sourceId };
    case "height":
      // Health Connect and HealthKit answer metres or centimetres as the plugin's unit says.
      return {
        type: "height",
        at,
        cm: round1(sample.unit === "meter" ? sample.value * 100 : sample.value),
        ...sourceId,
      };
    case "restingHeartRate":
      return { type: "heartRate", at, bpm: sample.value, ...sourceId };
    case "oxygenSaturation":
      return {
        type: "oxygenSaturation",
        at,
        percent: round1(sample.value <= 1 ? sample.value * 100 : sample.value),
        ...sourceId,
      };
    case "bodyTemperature":
      return {
        type: "bodyTemperature",
        at,
        celsius: round1(
          sample.unit === "fahrenheit" ? ((sample.value - 32) * 5) / 9 : sample.value,
        ),
        ...sourceId,
      };
    case "bloodPressure":
      return sample.systolic && sample.diastolic
        ? {
            type: "bloodPressure",
            at,
            systolic: sample.systolic,
            diastolic: sample.diastolic,
            ...sourceId,
          }
        : null;
    case "mindfulness":
      return {
        type: "mindfulSession",
        start: at,
        end: new Date(sample.endDate).toISOString(),
        ...sourceId,
      };
    case "dietaryEnergyConsumed":
      return sample.value > 0
        ? { type: "dietaryEnergy", at, kcal: round1(sample.value), ...sourceId }
        : null;
    default:
      return null;
  }
}

/** The day of a local date-time as the phone wrote it ("2026-03-01T00:00:00+01:00" is 2026-03-01). */
const localDay = (text: string) => text.slice(0, 10);

/** The plugin's store behind our interface. */
export function createCapacitorHealth(plugin: HealthPlugin, now = () => new Date()): HealthStore {
  return {
    available: true,
    async readRecent(days = DEVICE_IMPORT_DAYS) {
      const { available } = await plugin.isAvailable();
      if (!available)
        throw new HealthUnavailableError("Health data is not available on this device");
      // History access lets Health Connect answer beyond its default 30 days (iOS ignores it).
      const status = await plugin.requestAuthorization({
        read: [...HEALTH_READ_TYPES],
        requestHistoryAccess: true,
      });
      const end = now();
      const startDate = new Date(end.getTime() - days * 86_400_000).toISOString();
      const endDate = end.toISOString();
      const records: ImportRecord[] = [];
      for (const dataType of status.readAuthorized) {
        if (dataType === "steps") {
          const { samples } = await plugin.queryAggregated({
            dataType,
            startDate,
            endDate,
            bucket: "day",
            aggregation: "sum",
          });
          for (const s of samples) {
            records.push({ type: "steps", day: localDay(s.startDate), steps: Math.round(s.value) });
          }
          continue;
        }
        if (!HEALTH_READ_TYPES.includes(dataType)) continue;
        const { samples } = await plugin.readSamples({
          dataType,
          startDate,
          endDate,
          limit: 10_000,
        });
        for (const sample of samples) {
          const record = recordOfSample(sample);
          if (record) records.push(record);
        }
      }
      return records;
    },
  };
}

/** The phone's health store in the native shell (the plugin loaded only there), the web's otherwise. */
export async function loadHealth(): Promise<HealthStore> {
  if (!isNativeShell()) return webHealth;
  const { Health } = await import("@capgo/capacitor-health");
  return createCapacitorHealth(Health);
}
