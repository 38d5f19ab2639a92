import { addDays, type VitalsShare } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import type { ModuleShare } from "../../modules/module.ts";
import { listBloodPressureBetween } from "./blood-pressure.repository.ts";
import { toBloodPressureReading } from "./blood-pressure.service.ts";
import { listVitalSignsBetween } from "./vital-sign.repository.ts";
import { toVitalReading } from "./vital-sign.service.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A share link's period as instants [from, to): a day (YYYY-MM-DD) runs from its UTC midnight to
 * the next, an instant is taken as it is (`to` then inclusive).
 */
export function periodInstants(period: { from: string; to: string }): { from: Date; to: Date } {
  const from = DAY.test(period.from)
    ? new Date(`${period.from}T00:00:00.000Z`)
    : new Date(period.from);
  const to = DAY.test(period.to)
    ? new Date(`${addDays(period.to, 1)}T00:00:00.000Z`)
    : new Date(new Date(period.to).getTime() + 1);
  return { from, to };
}

/** The period's readings, oldest first, without their notes or bookkeeping. */
export const vitalsShare: ModuleShare = {
  async read(ctx: ViewerContext, period): Promise<VitalsShare> {
    const { from, to } = periodInstants(period);
    const [bp, readings] = await Promise.all([
      listBloodPressureBetween(ctx.db, ctx.viewer.id, from, to),
      listVitalSignsBetween(ctx.db, ctx.viewer.id, from, to),
    ]);
    return {
      from: period.from,
      to: period.to,
      bloodPressure: bp.map((row) => {
        const { note: _n, createdAt: _c, updatedAt: _u, ...reading } = toBloodPressureReading(row);
        return reading;
      }),
      readings: readings.map((row) => {
        const { note: _n, createdAt: _c, updatedAt: _u, ...reading } = toVitalReading(row);
        return reading;
      }),
    };
  },
};
