import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ADHERENCE_DAYS_DEFAULT,
  type AdherenceOverview,
  adherenceOverview,
  type Dose,
  type DoseDay,
  type DoseMark,
  type DoseRecord,
  type DoseRef,
  demoMedications,
  dosesOfDay,
  type Medication,
  type MedicationInput,
  type MedicationList,
  type MedicationPatch,
  SNOOZE_DEFAULT_MINUTES,
  stockChange,
} from "@vitalog/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../app/sign-in-prompt.tsx";
import { type LoadableQuery, loadableOf } from "../../kit/Loadable.tsx";
import { localTimeZone } from "../../kit/module-data.ts";
import { SignInRequiredError } from "../../kit/time-series.ts";
import { apiFetch } from "../../lib/api.ts";

export const MEDICATIONS_KEY = ["medications"] as const;
const PROMPT = "medications:demo.promptFeature";

const zone = () => encodeURIComponent(localTimeZone());

export const medicationsApi = {
  list: (signal?: AbortSignal) =>
    apiFetch<MedicationList>("/api/v1/medications", signal ? { signal } : {}).then((l) => l.items),
  doses: (date: string, signal?: AbortSignal) =>
    apiFetch<DoseDay>(
      `/api/v1/medication-doses?date=${date}&tz=${zone()}`,
      signal ? { signal } : {},
    ),
  adherence: (days: number, signal?: AbortSignal) =>
    apiFetch<AdherenceOverview>(
      `/api/v1/medication-adherence?days=${days}&tz=${zone()}`,
      signal ? { signal } : {},
    ),
  create: (input: MedicationInput) =>
    apiFetch<Medication>(`/api/v1/medications?tz=${zone()}`, { method: "POST", json: input }),
  update: ({ id, patch }: { id: string; patch: MedicationPatch }) =>
    apiFetch<Medication>(`/api/v1/medications/${encodeURIComponent(id)}`, {
      method: "PATCH",
      json: patch,
    }),
  remove: (id: string) =>
    apiFetch<void>(`/api/v1/medications/${encodeURIComponent(id)}`, { method: "DELETE" }),
  mark: (mark: DoseMark) =>
    apiFetch<Dose>(`/api/v1/medication-doses?tz=${zone()}`, { method: "PUT", json: mark }),
  unmark: (ref: DoseRef) =>
    apiFetch<void>(
      `/api/v1/medication-doses?medicationId=${encodeURIComponent(ref.medicationId)}&scheduledAt=${encodeURIComponent(ref.scheduledAt)}`,
      { method: "DELETE" },
    ),
};

/** What the page reads and writes, the same for a member and for the demo. */
export interface MedicationsData {
  medications: LoadableQuery<Medication[]>;
  doses: LoadableQuery<DoseDay>;
  adherence: LoadableQuery<AdherenceOverview>;
  mark: (mark: DoseMark) => Promise<unknown>;
  unmark: (ref: DoseRef) => Promise<unknown>;
  create: (input: MedicationInput) => Promise<unknown>;
  update: (change: { id: string; patch: MedicationPatch }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Which dose (`medicationId|scheduledAt`) is being marked. */
  markingDose: string | null;
  saving: boolean;
}

export const doseKey = (d: { medicationId: string; scheduledAt: string }) =>
  `${d.medicationId}|${d.scheduledAt}`;

function useMemberData(enabled: boolean, date: string): MedicationsData {
  const queryClient = useQueryClient();
  const medications = useQuery({
    queryKey: [...MEDICATIONS_KEY, "list"],
    queryFn: ({ signal }) => medicationsApi.list(signal),
    enabled,
  });
  const doses = useQuery({
    queryKey: [...MEDICATIONS_KEY, "doses", date],
    queryFn: ({ signal }) => medicationsApi.doses(date, signal),
    enabled,
  });
  const adherence = useQuery({
    queryKey: [...MEDICATIONS_KEY, "adherence", ADHERENCE_DAYS_DEFAULT],
    queryFn: ({ signal }) => medicationsApi.adherence(ADHERENCE_DAYS_DEFAULT, signal),
    enabled,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEDICATIONS_KEY });
  const write = <V, R>(fn: (v: V) => Promise<R>) =>
    ({ mutationFn: fn, onSuccess: refresh }) as const;
  const mark = useMutation(write(medicationsApi.mark));
  const unmark = useMutation(write(medicationsApi.unmark));
  const create = useMutation(write(medicationsApi.create));
  const update = useMutation(write(medicationsApi.update));
  const remove = useMutation(write(medicationsApi.remove));
  const markingDose = mark.isPending
    ? doseKey(mark.variables)
    : unmark.isPending
      ? doseKey(unmark.variables)
      : null;
  return {
    medications,
    doses,
    adherence,
    mark: mark.mutateAsync,
    unmark: unmark.mutateAsync,
    create: create.mutateAsync,
    update: update.mutateAsync,
    remove: remove.mutateAsync,
    markingDose,
    saving: create.isPending || update.isPending || remove.isPending,
  };
}

/**
 * The demo: a demo person's medications and month of doses, held in memory and figured with the
 * same domain rules as the server. Doses can be marked (nothing leaves the browser); adding,
 * changing or deleting a medication opens the sign-in prompt.
 */
function useDemoData(enabled: boolean, date: string): MedicationsData {
  const { t } = useTranslation();
  const prompt = useSignInPrompt();
  const timeZone = localTimeZone();
  const [state, setState] = useState(() => {
    const demo = enabled ? demoMedications(new Date(), timeZone) : { medications: [], records: [] };
    return { ...demo, held: new Set<string>() };
  });
  const now = new Date();
  const views = useMemo(
    () => ({
      doses: {
        date,
        timeZone,
        items: dosesOfDay(state.medications, state.records, date, timeZone),
      },
      adherence: adherenceOverview(state.medications, state.records, {
        now: new Date(),
        days: ADHERENCE_DAYS_DEFAULT,
        timeZone,
      }),
    }),
    [state, date, timeZone],
  );
  const setRecord = (ref: DoseRef, record: DoseRecord | null) =>
    setState((s) => {
      const key = doseKey(ref);
      const held = new Set(s.held);
      const holdsUnit = held.has(key);
      const medication = s.medications.find((m) => m.id === ref.medicationId);
      const stock = stockChange(medication?.stockCount ?? null, holdsUnit, record?.status ?? null);
      if (stock.holdsUnit) held.add(key);
      else held.delete(key);
      const delta = stock.delta;
      return {
        medications: s.medications.map((m) =>
          m.id === ref.medicationId && m.stockCount !== null
            ? { ...m, stockCount: m.stockCount + delta }
            : m,
        ),
        records: [...s.records.filter((r) => doseKey(r) !== key), ...(record ? [record] : [])],
        held,
      };
    });
  const signInFirst = async () => {
    prompt.open(t(PROMPT));
    throw new SignInRequiredError();
  };
  return {
    medications: loadableOf(state.medications, { isError: false, refetch: () => undefined }),
    doses: loadableOf(views.doses, { isError: false, refetch: () => undefined }),
    adherence: loadableOf(views.adherence, { isError: false, refetch: () => undefined }),
    mark: async (mark) => {
      const snooze = (mark.snoozeMinutes ?? SNOOZE_DEFAULT_MINUTES) * 60_000;
      setRecord(mark, {
        medicationId: mark.medicationId,
        scheduledAt: mark.scheduledAt,
        status: mark.status,
        markedAt: now.toISOString(),
        snoozedUntil:
          mark.status === "snoozed" ? new Date(now.getTime() + snooze).toISOString() : null,
      });
    },
    unmark: async (ref) => setRecord(ref, null),
    create: signInFirst,
    update: signInFirst,
    remove: signInFirst,
    markingDose: null,
    saving: false,
  };
}

/** The page's data: the member's from the API, or the demo's in memory. */
export function useMedicationsData(isPreview: boolean, date: string): MedicationsData {
  const member = useMemberData(!isPreview, date);
  const demo = useDemoData(isPreview, date);
  return isPreview ? demo : member;
}
