import { z } from "zod";
import { ActivityShare } from "../activity/activity.ts";
import { BloodworkShare } from "../bloodwork/share.ts";
import { CycleShare } from "../cycle/share.ts";
import { CalendarDate } from "../kit/calendar.ts";
import { MedicationsShare } from "../medications/share.ts";
import { PainShare } from "../pain/share.ts";
import { VitalsShare } from "../vitals/share.ts";
import { WeightShare } from "../weight/share.ts";
import { WellbeingShare } from "../wellbeing/share.ts";
import {
  CLINICIAN_SUMMARY_MAX_DAYS,
  SHARE_LINK_MAX_HOURS,
  SHARE_LINK_MIN_HOURS,
  SHARE_PERIOD_MAX_DAYS,
} from "./constants.ts";
import { SharingMessage } from "./messages.ts";

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function checkPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = daysFrom(value.from, value.to);
  if (days < 0 || days > SHARE_PERIOD_MAX_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: SharingMessage.periodInvalid });
  }
}

/**
 * A new link's request. `shareable` names the modules a link may show (documented as the
 * allowed values); the server checks each name and answers 400 naming one it does not know.
 */
export function shareLinkInput(shareable: readonly string[]) {
  return z
    .object({
      modules: z
        .array(
          z
            .string()
            .max(64)
            .meta({ enum: [...shareable] }),
          {
            error: SharingMessage.modulesRequired,
          },
        )
        .min(1, SharingMessage.modulesRequired)
        .max(32, SharingMessage.unknownModule),
      from: CalendarDate,
      to: CalendarDate,
      expiresInHours: z
        .number({ error: SharingMessage.expiryRange })
        .int(SharingMessage.expiryRange)
        .min(SHARE_LINK_MIN_HOURS, SharingMessage.expiryRange)
        .max(SHARE_LINK_MAX_HOURS, SharingMessage.expiryRange),
    })
    .strict()
    .superRefine(checkPeriod);
}
export const ShareLinkInput = shareLinkInput([]);
export type ShareLinkInput = z.infer<typeof ShareLinkInput>;

/** The answer to creating a link: the only time its token is ever shown. */
export const ShareLinkCreated = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLinkCreated = z.infer<typeof ShareLinkCreated>;

export const ShareLinkView = z.object({
  viewedAt: z.string(),
  /** The kind of client: "Chrome on Android". */
  client: z.string(),
});
export type ShareLinkView = z.infer<typeof ShareLinkView>;

export const ShareLink = z.object({
  id: z.string(),
  modules: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  expired: z.boolean(),
  views: z.array(ShareLinkView),
});
export type ShareLink = z.infer<typeof ShareLink>;

export const ShareLinkList = z.object({ items: z.array(ShareLink) });
export type ShareLinkList = z.infer<typeof ShareLinkList>;

/** Each shareable module's part of a shared link's reply; only the link's modules are present. */
export const SharedModules = z.object({
  weight: WeightShare.optional(),
  wellbeing: WellbeingShare.optional(),
  bloodwork: BloodworkShare.optional(),
  medications: MedicationsShare.optional(),
  pain: PainShare.optional(),
  cycle: CycleShare.optional(),
  vitals: VitalsShare.optional(),
  activity: ActivityShare.optional(),
});
export type SharedModules = z.infer<typeof SharedModules>;

/** What anyone with a link's token reads: its period, its expiry and its modules' data. */
export const SharedRecord = z.object({
  from: z.string(),
  to: z.string(),
  expiresAt: z.string(),
  modules: SharedModules,
});
export type SharedRecord = z.infer<typeof SharedRecord>;

/** The clinician summary's query: a period and the modules to include (comma-separated). */
export const ClinicianSummaryQuery = z
  .object({
    from: CalendarDate,
    to: CalendarDate,
    modules: z.string().max(512).optional(),
  })
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx);
    const days = daysFrom(value.from, value.to);
    if (days > CLINICIAN_SUMMARY_MAX_DAYS && days <= SHARE_PERIOD_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: SharingMessage.summaryPeriodTooLong });
    }
  });
export type ClinicianSummaryQuery = z.infer<typeof ClinicianSummaryQuery>;
