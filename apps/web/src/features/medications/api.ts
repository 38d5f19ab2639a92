import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import {
  ADHERENCE_DAYS_DEFAULT,
  type AdherenceOverview,
  adherenceOverview,
  type DoseDay,
  type DoseMark,
  type DoseRecord,
  type DoseRef,
  demoMedications,
  dosesOfDay,
  type Medication,
  type MedicationInput,
  type MedicationPatch,
  SNOOZE_DEFAULT_MINUTES,
  stockChange,
} from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";
import { localTimeZone } from "../../lib/local-day.ts";

type Options<T> = UseQueryOptions<T, Error, T, QueryKey>;

/** The medications' query-option factories, the same for a member and for the demo. */
export interface MedicationQueries {
  /** Every query of the module: what a write refreshes. */
  all(): QueryKey;
  list(): Options<Medication[]>;
  /** A day's doses (`YYYY-MM-DD`, in the device's time zone). */
  doses(date: string): Options<DoseDay>;
  adherence(days?: number): Options<AdherenceOverview>;
}

const ROOT: QueryKey = ["medications"];
/** A key under the module's. */
const keyOf = (...parts: unknown[]): QueryKey => [...ROOT, ...parts];

const member: MedicationQueries = {
  all: () => ROOT,
  list: () =>
    queryOptions({
      queryKey: keyOf("list"),
      queryFn: async ({ signal }): Promise<Medication[]> =>
        (await api.get("/api/v1/medications", { signal })).items,
    }),
  doses: (date) =>
    queryOptions({
      queryKey: keyOf("doses", date),
      queryFn: ({ signal }): Promise<DoseDay> =>
        api.get("/api/v1/medication-doses", {
          query: { date, tz: localTimeZone() },
          signal,
        }),
    }),
  adherence: (days = ADHERENCE_DAYS_DEFAULT) =>
    queryOptions({
      queryKey: keyOf("adherence", days),
      queryFn: ({ signal }): Promise<AdherenceOverview> =>
        api.get("/api/v1/medication-adherence", {
          query: { days, tz: localTimeZone() },
          signal,
        }),
    }),
};

// The demo: a demo person's medications and month of doses, held in memory for the visit and
// figured with the same domain rules as the server. Doses can be marked (nothing leaves the
// browser); adding, changing or deleting a medication opens the sign-in prompt.

interface DemoState {
  medications: Medication[];
  records: DoseRecord[];
  /** The doses (`doseKey`) that hold a unit of stock. */
  held: Set<string>;
}

let demoState: DemoState | null = null;

function demo(): DemoState {
  demoState ??= { ...demoMedications(new Date(), localTimeZone()), held: new Set() };
  return demoState;
}

function setDemoRecord(ref: DoseRef, record: DoseRecord | null): void {
  const s = demo();
  const key = doseKey(ref);
  const held = new Set(s.held);
  const medication = s.medications.find((m) => m.id === ref.medicationId);
  const stock = stockChange(medication?.stockCount ?? null, held.has(key), record?.status ?? null);
  if (stock.holdsUnit) held.add(key);
  else held.delete(key);
  demoState = {
    medications: s.medications.map((m) =>
      m.id === ref.medicationId && m.stockCount !== null
        ? { ...m, stockCount: m.stockCount + stock.delta }
        : m,
    ),
    records: [...s.records.filter((r) => doseKey(r) !== key), ...(record ? [record] : [])],
    held,
  };
}

const demoQueries: MedicationQueries = {
  all: () => ["preview", ...ROOT],
  list: () => demoQuery(keyOf("list"), () => demo().medications),
  doses: (date) =>
    demoQuery(keyOf("doses", date), () => {
      const timeZone = localTimeZone();
      const { medications, records } = demo();
      return { date, timeZone, items: dosesOfDay(medications, records, date, timeZone) };
    }),
  adherence: (days = ADHERENCE_DAYS_DEFAULT) =>
    demoQuery(keyOf("adherence", days), (now) => {
      const { medications, records } = demo();
      return adherenceOverview(medications, records, { now, days, timeZone: localTimeZone() });
    }),
};

/** The medications, their doses and adherence; the demo in the preview. */
export const medicationsData = defineModuleData({
  name: "medications",
  preview: { kind: "demo", promptFeatureKey: "medications:demo.promptFeature" },
  member,
  demo: demoQueries,
});

export const doseKey = (d: { medicationId: string; scheduledAt: string }) =>
  `${d.medicationId}|${d.scheduledAt}`;

const refreshAll = (q: MedicationQueries) => [q.all()];

/** Marks a dose taken, skipped or snoozed; in the demo, on the demo's doses in memory. */
export function useMarkDose() {
  return medicationsData.useMutation({
    mutationFn: (mark: DoseMark) =>
      api.put("/api/v1/medication-doses", { query: { tz: localTimeZone() }, body: mark }),
    invalidate: refreshAll,
    demoFn: async (mark: DoseMark) => {
      const now = new Date();
      const snooze = (mark.snoozeMinutes ?? SNOOZE_DEFAULT_MINUTES) * 60_000;
      setDemoRecord(mark, {
        medicationId: mark.medicationId,
        scheduledAt: mark.scheduledAt,
        status: mark.status,
        markedAt: now.toISOString(),
        snoozedUntil:
          mark.status === "snoozed" ? new Date(now.getTime() + snooze).toISOString() : null,
      });
      return undefined;
    },
    invalidateDemo: refreshAll,
  });
}

/** Takes a dose's mark back; in the demo, on the demo's doses in memory. */
export function useUnmarkDose() {
  return medicationsData.useMutation({
    mutationFn: (ref: DoseRef) =>
      api.delete("/api/v1/medication-doses", {
        query: { medicationId: ref.medicationId, scheduledAt: ref.scheduledAt },
      }),
    invalidate: refreshAll,
    demoFn: async (ref: DoseRef) => {
      setDemoRecord(ref, null);
      return undefined;
    },
    invalidateDemo: refreshAll,
  });
}

/** Adds a medication (the preview asks to sign in). */
export function useCreateMedication() {
  return medicationsData.useMutation({
    mutationFn: (input: MedicationInput) =>
      api.post("/api/v1/medications", { query: { tz: localTimeZone() }, body: input }),
    invalidate: refreshAll,
  });
}

/** Changes a medication (the preview asks to sign in). */
export function useUpdateMedication() {
  return medicationsData.useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MedicationPatch }) =>
      api.patch("/api/v1/medications/{id}", { path: { id }, body: patch }),
    invalidate: refreshAll,
  });
}

/** Deletes a medication and its marked doses (the preview asks to sign in). */
export function useDeleteMedication() {
  return medicationsData.useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/medications/{id}", { path: { id } }),
    invalidate: refreshAll,
  });
}
