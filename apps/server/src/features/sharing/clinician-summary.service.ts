import { type ClinicianSummaryQuery, SharingMessage } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { ServerModule } from "../../modules/module.ts";
import { recordAudit } from "../../platform/audit.ts";
import { getProfile } from "../profile/profile.service.ts";
import { renderClinicianSummary } from "./clinician-summary.pdf.ts";
import { checkShareableNames, shareableModules } from "./share-link.service.ts";

/** The modules a summary names (`weight,vitals`), or every shareable module when absent. */
function summaryModules(modules: readonly ServerModule[], names: string | undefined): string[] {
  if (names === undefined) return [...shareableModules(modules).keys()];
  const list = names
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (list.length === 0) throw AppError.invalid("modules", SharingMessage.summaryModulesRequired);
  return checkShareableNames(modules, list);
}

/**
 * The viewer's clinician summary over [from, to] as a PDF: each chosen module's `share.read`
 * (what a share link shows, nothing more), their name and the day it was made.
 */
export async function clinicianSummaryPdf(
  ctx: ViewerContext,
  modules: readonly ServerModule[],
  query: ClinicianSummaryQuery,
): Promise<Buffer> {
  const names = summaryModules(modules, query.modules);
  const shareable = shareableModules(modules);
  const period = { from: query.from, to: query.to };
  const parts: [string, unknown][] = [];
  for (const name of names) {
    const share = shareable.get(name)?.share;
    if (share) parts.push([name, await share.read(ctx, period)]);
  }
  const profile = await getProfile(ctx);
  const pdf = await renderClinicianSummary({
    name: profile.name.trim() === "" ? null : profile.name,
    from: query.from,
    to: query.to,
    generatedAt: ctx.now(),
    modules: parts,
  });
  await recordAudit(ctx, {
    kind: "export",
    action: "exported",
    actorId: ctx.viewer.id,
    entity: "clinicianSummary",
  });
  return pdf;
}
