import { type Executor, preparedSelect, schema } from "@vitalog/db";
import { and, asc, count, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";

const { medications, medicationDoses } = schema;

export interface MedicationRow {
  id: string;
  name: string;
  dosage: number;
  dosageUnit: string;
  instructions: string | null;
  times: string[];
  daysOfWeek: number[];
  reminderMinutesBefore: number | null;
  startDate: string;
  endDate: string | null;
  stockCount: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type MedicationValues = Omit<MedicationRow, "id" | "createdAt" | "updatedAt">;

const medicationColumns = {
  id: medications.id,
  name: medications.name,
  dosage: medications.dosage,
  dosageUnit: medications.dosageUnit,
  instructions: medications.instructions,
  times: medications.times,
  daysOfWeek: medications.daysOfWeek,
  reminderMinutesBefore: medications.reminderMinutesBefore,
  startDate: sql<string>`${medications.startDate}::text`,
  endDate: sql<string | null>`${medications.endDate}::text`,
  stockCount: medications.stockCount,
  createdAt: medications.createdAt,
  updatedAt: medications.updatedAt,
};

/** Every medication of a person, by name. */
const medicationRowsOf = preparedSelect<MedicationRow, { userId: string }>(
  (db) =>
    db
      .select(medicationColumns)
      .from(medications)
      .where(eq(medications.userId, sql.placeholder("userId")))
      .orderBy(asc(medications.name), asc(medications.id))
      .prepare("medications_of_user") as never,
  Object.keys(medicationColumns) as (keyof MedicationRow & string)[],
);

export function listMedicationRows(db: Executor, userId: string): Promise<MedicationRow[]> {
  return medicationRowsOf(db, { userId });
}

export async function countMedicationsOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(medications)
    .where(eq(medications.userId, userId));
  return row?.n ?? 0;
}

/** One of the person's medications; `forUpdate` holds it until the transaction ends. */
export async function findMedicationRow(
  db: Executor,
  userId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<MedicationRow | null> {
  const query = db
    .select(medicationColumns)
    .from(medications)
    .where(and(eq(medications.userId, userId), eq(medications.id, id)))
    .limit(1);
  const rows = forUpdate ? await query.for("update") : await query;
  return rows[0] ?? null;
}

export async function insertMedicationRow(
  db: Executor,
  userId: string,
  values: MedicationValues,
): Promise<MedicationRow> {
  const [row] = await db
    .insert(medications)
    .values({ userId, ...values })
    .returning(medicationColumns);
  if (!row) throw new Error("insert into medications returned no row");
  return row;
}

export async function updateMedicationRow(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<MedicationValues>,
  now: Date,
): Promise<MedicationRow | null> {
  const rows = await db
    .update(medications)
    .set({ ...values, updatedAt: now })
    .where(and(eq(medications.userId, userId), eq(medications.id, id)))
    .returning(medicationColumns);
  return rows[0] ?? null;
}

/** Adds `delta` to the stock count (never below 0); a medication without one is left alone. */
export async function adjustStock(
  db: Executor,
  userId: string,
  id: string,
  delta: number,
  now: Date,
): Promise<void> {
  await db
    .update(medications)
    .set({
      stockCount: sql`least(greatest(${medications.stockCount} + ${delta}, 0), 100000)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(medications.userId, userId),
        eq(medications.id, id),
        sql`${medications.stockCount} IS NOT NULL`,
      ),
    );
}

export async function deleteMedicationRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(medications)
    .where(and(eq(medications.userId, userId), eq(medications.id, id)))
    .returning({ id: medications.id });
  return rows.length > 0;
}

export interface DoseRow {
  id: string;
  medicationId: string;
  scheduledAt: Date;
  status: string;
  markedAt: Date;
  snoozedUntil: Date | null;
  stockTaken: number;
  createdAt: Date;
  updatedAt: Date;
}

const doseColumns = {
  id: medicationDoses.id,
  medicationId: medicationDoses.medicationId,
  scheduledAt: medicationDoses.scheduledAt,
  status: medicationDoses.status,
  markedAt: medicationDoses.markedAt,
  snoozedUntil: medicationDoses.snoozedUntil,
  stockTaken: medicationDoses.stockTaken,
  createdAt: medicationDoses.createdAt,
  updatedAt: medicationDoses.updatedAt,
};

/** The person's marked doses scheduled in a range (inclusive), of one medication or all, oldest first. */
const doseRowsInRange = preparedSelect<DoseRow, { userId: string; from: string; to: string }>(
  (db) =>
    db
      .select(doseColumns)
      .from(medicationDoses)
      .where(
        and(
          eq(medicationDoses.userId, sql.placeholder("userId")),
          gte(medicationDoses.scheduledAt, sql.placeholder("from")),
          lte(medicationDoses.scheduledAt, sql.placeholder("to")),
        ),
      )
      .orderBy(asc(medicationDoses.scheduledAt), asc(medicationDoses.id))
      .prepare("medication_doses_in_range") as never,
  Object.keys(doseColumns) as (keyof DoseRow & string)[],
);

export function listDoseRows(
  db: Executor,
  userId: string,
  range: { from?: Date; to?: Date; medicationId?: string } = {},
): Promise<DoseRow[]> {
  // A day of every medication (the doses view) is read on every visit.
  if (range.from && range.to && !range.medicationId) {
    // As ISO text: postgres-js takes no Date for a placeholder drizzle does not encode.
    const { from, to } = { from: range.from.toISOString(), to: range.to.toISOString() };
    return doseRowsInRange(db, { userId, from, to });
  }
  const conditions: SQL[] = [eq(medicationDoses.userId, userId)];
  if (range.from) conditions.push(gte(medicationDoses.scheduledAt, range.from));
  if (range.to) conditions.push(lte(medicationDoses.scheduledAt, range.to));
  if (range.medicationId) conditions.push(eq(medicationDoses.medicationId, range.medicationId));
  return db
    .select(doseColumns)
    .from(medicationDoses)
    .where(and(...conditions))
    .orderBy(asc(medicationDoses.scheduledAt), asc(medicationDoses.id));
}

export async function findDoseRow(
  db: Executor,
  userId: string,
  medicationId: string,
  scheduledAt: Date,
): Promise<DoseRow | null> {
  const rows = await db
    .select(doseColumns)
    .from(medicationDoses)
    .where(
      and(
        eq(medicationDoses.userId, userId),
        eq(medicationDoses.medicationId, medicationId),
        eq(medicationDoses.scheduledAt, scheduledAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertDoseRow(
  db: Executor,
  userId: string,
  values: {
    medicationId: string;
    scheduledAt: Date;
    status: string;
    markedAt: Date;
    snoozedUntil: Date | null;
    stockTaken: number;
  },
  now: Date,
): Promise<DoseRow & { created: boolean }> {
  const { medicationId, scheduledAt, ...changes } = values;
  const [row] = await db
    .insert(medicationDoses)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: [medicationDoses.medicationId, medicationDoses.scheduledAt],
      set: { ...changes, updatedAt: now },
      setWhere: eq(medicationDoses.userId, userId),
    })
    .returning({ ...doseColumns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("upsert into medication_doses returned no row");
  return row;
}

export async function deleteDoseRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(medicationDoses)
    .where(and(eq(medicationDoses.userId, userId), eq(medicationDoses.id, id)))
    .returning({ id: medicationDoses.id });
  return rows.length > 0;
}

/** Every dose a person marked, oldest first, with the medication's name: the data download. */
export function listDoseRowsForExport(db: Executor, userId: string) {
  return db
    .select({
      id: medicationDoses.id,
      medicationId: medicationDoses.medicationId,
      medicationName: medications.name,
      scheduledAt: medicationDoses.scheduledAt,
      status: medicationDoses.status,
      markedAt: medicationDoses.markedAt,
      snoozedUntil: medicationDoses.snoozedUntil,
      createdAt: medicationDoses.createdAt,
      updatedAt: medicationDoses.updatedAt,
    })
    .from(medicationDoses)
    .innerJoin(medications, eq(medications.id, medicationDoses.medicationId))
    .where(eq(medicationDoses.userId, userId))
    .orderBy(asc(medicationDoses.scheduledAt), asc(medicationDoses.id));
}

export async function countMedications(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(medications);
  return row?.n ?? 0;
}

/**
 * What a report's adherence series reads: every medication's schedule and when it was added,
 * and the status of each dose scheduled in [from, to).
 */
export async function listAdherenceRowsBetween(db: Executor, userId: string, from: Date, to: Date) {
  const [schedules, doses] = await Promise.all([
    db
      .select({
        id: medications.id,
        times: medications.times,
        daysOfWeek: medications.daysOfWeek,
        startDate: medications.startDate,
        endDate: medications.endDate,
        createdAt: medications.createdAt,
      })
      .from(medications)
      .where(eq(medications.userId, userId)),
    db
      .select({
        medicationId: medicationDoses.medicationId,
        scheduledAt: medicationDoses.scheduledAt,
        status: medicationDoses.status,
      })
      .from(medicationDoses)
      .where(
        and(
          eq(medicationDoses.userId, userId),
          gte(medicationDoses.scheduledAt, from),
          lt(medicationDoses.scheduledAt, to),
        ),
      ),
  ]);
  return { schedules, doses };
}
