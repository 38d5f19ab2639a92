import {
  type AdherenceOverview,
  type AdherenceQuery,
  addDays,
  adherenceOverview,
  DOSE_EARLY_MARK_MS,
  type DosageUnit,
  type Dose,
  type DoseDay,
  type DoseDayQuery,
  type DoseMark,
  type DoseRecord,
  type DoseRef,
  type DoseStatus,
  dosesOfDay,
  doseTimes,
  endOfLocalDay,
  isUuid,
  localDateOf,
  MEDICATIONS_MAX,
  type Medication,
  type MedicationAdherence,
  type MedicationInput,
  type MedicationList,
  MedicationMessage,
  type MedicationPatch,
  medicationAdherence,
  SNOOZE_DEFAULT_MINUTES,
  startOfLocalDay,
  stockChange,
} from "@vitalog/domain";
import { type ServiceContext, type UserContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { ownedOr404 } from "../../kit/time-series.service.ts";
import {
  adjustStock,
  countMedications,
  countMedicationsOf,
  type DoseRow,
  deleteDoseRow,
  deleteMedicationRow,
  findDoseRow,
  findMedicationRow,
  insertMedicationRow,
  listDoseRows,
  listMedicationRows,
  type MedicationRow,
  type MedicationValues,
  updateMedicationRow,
  upsertDoseRow,
} from "./medications.repository.ts";

/** A service call that also knows the time. */
export interface ClockedContext extends UserContext {
  now: Date;
}

function toMedication(row: MedicationRow): Medication {
  return {
    id: row.id,
    name: row.name,
    dosage: row.dosage,
    dosageUnit: row.dosageUnit as DosageUnit,
    instructions: row.instructions,
    schedule: {
      times: row.times,
      daysOfWeek: row.daysOfWeek,
      reminderMinutesBefore: row.reminderMinutesBefore,
    },
    startDate: row.startDate,
    endDate: row.endDate,
    stockCount: row.stockCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRecord(row: DoseRow): DoseRecord {
  return {
    medicationId: row.medicationId,
    scheduledAt: row.scheduledAt.toISOString(),
    status: row.status as DoseStatus,
    markedAt: row.markedAt.toISOString(),
    snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
  };
}

const notFound = () => new AppError("NOT_FOUND", MedicationMessage.notFound);

const findOwned = (ctx: UserContext, id: string, forUpdate = false) =>
  ownedOr404(
    id,
    (owned) => findMedicationRow(ctx.db, ctx.userId, owned, { forUpdate }),
    MedicationMessage.notFound,
  );

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: message });
}

export async function listMedications(ctx: UserContext): Promise<MedicationList> {
  return { items: (await listMedicationRows(ctx.db, ctx.userId)).map(toMedication) };
}

export async function getMedication(ctx: UserContext, id: string): Promise<Medication> {
  return toMedication(await findOwned(ctx, id));
}

/** Adds a medication; without a start date its course starts today in the person's zone. */
export async function createMedication(
  ctx: ClockedContext,
  input: MedicationInput,
  timeZone: string,
): Promise<Medication> {
  const startDate = input.startDate ?? localDateOf(ctx.now, timeZone);
  const endDate = input.endDate ?? null;
  if (endDate !== null && endDate < startDate) {
    throw invalid("endDate", MedicationMessage.endBeforeStart);
  }
  if ((await countMedicationsOf(ctx.db, ctx.userId)) >= MEDICATIONS_MAX) {
    throw new AppError("CONFLICT", MedicationMessage.tooMany);
  }
  const row = await insertMedicationRow(ctx.db, ctx.userId, {
    name: input.name,
    dosage: input.dosage,
    dosageUnit: input.dosageUnit,
    instructions: input.instructions ?? null,
    times: input.schedule.times,
    daysOfWeek: input.schedule.daysOfWeek,
    reminderMinutesBefore: input.schedule.reminderMinutesBefore ?? null,
    startDate,
    endDate,
    stockCount: input.stockCount ?? null,
  });
  return toMedication(row);
}

/** Changes a medication; a new stock count replaces the old one (a refill). */
export async function updateMedication(
  ctx: UserContext,
  id: string,
  patch: MedicationPatch,
): Promise<Medication> {
  return withTransaction(ctx, async (tx) => {
    const row = await findOwned(tx, id, true);
    const startDate = patch.startDate ?? row.startDate;
    const endDate = patch.endDate === undefined ? row.endDate : patch.endDate;
    if (endDate !== null && endDate < startDate) {
      throw invalid("endDate", MedicationMessage.endBeforeStart);
    }
    const values: Partial<MedicationValues> = { startDate, endDate };
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.dosage !== undefined) values.dosage = patch.dosage;
    if (patch.dosageUnit !== undefined) values.dosageUnit = patch.dosageUnit;
    if (patch.instructions !== undefined) values.instructions = patch.instructions;
    if (patch.stockCount !== undefined) values.stockCount = patch.stockCount;
    const schedule = patch.schedule;
    if (schedule?.times !== undefined) values.times = schedule.times;
    if (schedule?.daysOfWeek !== undefined) values.daysOfWeek = schedule.daysOfWeek;
    if (schedule?.reminderMinutesBefore !== undefined) {
      values.reminderMinutesBefore = schedule.reminderMinutesBefore;
    }
    const updated = await updateMedicationRow(tx.db, tx.userId, row.id, values);
    if (!updated) throw notFound();
    return toMedication(updated);
  });
}

/** Deletes a medication and every dose marked for it. */
export async function deleteMedication(ctx: UserContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deleteMedicationRow(ctx.db, ctx.userId, id));
  if (!deleted) throw notFound();
}

/** Every scheduled dose of a day of the person's calendar (today when no date is given). */
export async function listDoses(ctx: ClockedContext, query: DoseDayQuery): Promise<DoseDay> {
  const date = query.date ?? localDateOf(ctx.now, query.tz);
  const [medications, records] = await Promise.all([
    listMedicationRows(ctx.db, ctx.userId),
    listDoseRows(ctx.db, ctx.userId, {
      from: startOfLocalDay(date, query.tz),
      to: endOfLocalDay(date, query.tz),
    }),
  ]);
  return {
    date,
    timeZone: query.tz,
    items: dosesOfDay(medications.map(toMedication), records.map(toRecord), date, query.tz),
  };
}

/** The scheduled instant a request names, refused unless the medication has a dose then. */
function scheduledInstant(
  ctx: ClockedContext,
  medication: Medication,
  scheduledAt: string,
  timeZone: string,
): Date {
  const at = new Date(scheduledAt);
  if (Number.isNaN(at.getTime())) {
    throw invalid("scheduledAt", MedicationMessage.scheduledAtInvalid);
  }
  const isScheduled = doseTimes(medication, { from: at, to: at, timeZone }).length === 1;
  if (!isScheduled) throw invalid("scheduledAt", MedicationMessage.notScheduled);
  if (at.getTime() > ctx.now.getTime() + DOSE_EARLY_MARK_MS) {
    throw invalid("scheduledAt", MedicationMessage.tooEarly);
  }
  return at;
}

/**
 * Marks a scheduled dose taken, skipped or snoozed; marking it again replaces the status.
 * Taking a dose takes one unit from the stock (none when the stock is empty or not counted);
 * a dose taken and then skipped, snoozed or undone gives its unit back.
 */
export async function markDose(
  ctx: ClockedContext,
  mark: DoseMark,
  timeZone: string,
): Promise<{ dose: Dose; created: boolean }> {
  return withTransaction(ctx, async (tx) => {
    const row = await findOwned(tx, mark.medicationId, true);
    const medication = toMedication(row);
    const at = scheduledInstant(ctx, medication, mark.scheduledAt, timeZone);
    const existing = await findDoseRow(tx.db, tx.userId, row.id, at);
    const stock = stockChange(row.stockCount, existing?.stockTaken === 1, mark.status);
    if (stock.delta !== 0) await adjustStock(tx.db, tx.userId, row.id, stock.delta);
    const snoozeMs = (mark.snoozeMinutes ?? SNOOZE_DEFAULT_MINUTES) * 60_000;
    const saved = await upsertDoseRow(tx.db, tx.userId, {
      medicationId: row.id,
      scheduledAt: at,
      status: mark.status,
      markedAt: ctx.now,
      snoozedUntil: mark.status === "snoozed" ? new Date(ctx.now.getTime() + snoozeMs) : null,
      stockTaken: stock.holdsUnit ? 1 : 0,
    });
    const date = localDateOf(at, timeZone);
    const [dose] = dosesOfDay([medication], [toRecord(saved)], date, timeZone).filter(
      (d) => d.scheduledAt === at.toISOString(),
    );
    if (!dose) throw invalid("scheduledAt", MedicationMessage.notScheduled);
    return { dose, created: saved.created };
  });
}

/** Undoes a mark: the dose is pending again, and a unit it took returns to the stock. */
export async function unmarkDose(ctx: UserContext, ref: DoseRef): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const row = await findOwned(tx, ref.medicationId, true);
    const at = new Date(ref.scheduledAt);
    const existing = Number.isNaN(at.getTime())
      ? null
      : await findDoseRow(tx.db, tx.userId, row.id, at);
    if (!existing) throw new AppError("NOT_FOUND", MedicationMessage.doseNotFound);
    const stock = stockChange(row.stockCount, existing.stockTaken === 1, null);
    if (stock.delta !== 0) await adjustStock(tx.db, tx.userId, row.id, stock.delta);
    await deleteDoseRow(tx.db, tx.userId, existing.id);
  });
}

/** The first instant whose doses adherence and the run-out date read. */
function recordsFrom(ctx: ClockedContext, query: AdherenceQuery): Date {
  return startOfLocalDay(addDays(localDateOf(ctx.now, query.tz), -query.days), query.tz);
}

export async function getAdherence(
  ctx: ClockedContext,
  id: string,
  query: AdherenceQuery,
): Promise<MedicationAdherence> {
  const row = await findOwned(ctx, id);
  const records = await listDoseRows(ctx.db, ctx.userId, {
    from: recordsFrom(ctx, query),
    medicationId: row.id,
  });
  return medicationAdherence(toMedication(row), records.map(toRecord), {
    now: ctx.now,
    days: query.days,
    timeZone: query.tz,
  });
}

export async function getAdherenceOverview(
  ctx: ClockedContext,
  query: AdherenceQuery,
): Promise<AdherenceOverview> {
  const [medications, records] = await Promise.all([
    listMedicationRows(ctx.db, ctx.userId),
    listDoseRows(ctx.db, ctx.userId, { from: recordsFrom(ctx, query) }),
  ]);
  return adherenceOverview(medications.map(toMedication), records.map(toRecord), {
    now: ctx.now,
    days: query.days,
    timeZone: query.tz,
  });
}

/** The admin dashboard's figure. */
export async function medicationsAdminCounts(ctx: ServiceContext) {
  return { medications: await countMedications(ctx.db) };
}
