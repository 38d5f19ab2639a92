import { z } from "@hono/zod-openapi";
import { ClinicianSummaryQuery } from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import { createRouter, defineRoute, errorResponses } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { clinicianSummaryPdf } from "./clinician-summary.service.ts";

/** The file name of a summary over [from, to]. */
export function clinicianSummaryFileName(from: string, to: string): string {
  return `vitalog-clinician-summary-${from}-${to}.pdf`;
}

export function clinicianSummaryRoutes({ guards, modules }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "user", {
      tags: ["Export"],
      method: "get",
      path: "/export/clinician-summary",
      summary:
        "A PDF summary of the person's own data over a period (at most 2 years) for a clinician: the chosen modules (comma-separated; every shareable module when absent), as a share link shows them",
      request: { query: ClinicianSummaryQuery },
      responses: {
        200: {
          description: "vitalog-clinician-summary-<from>-<to>.pdf",
          content: { "application/pdf": { schema: z.any() } },
        },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const pdf = await clinicianSummaryPdf(viewerContext(c), modules, query);
      c.header("Content-Type", "application/pdf");
      c.header(
        "Content-Disposition",
        `attachment; filename="${clinicianSummaryFileName(query.from, query.to)}"`,
      );
      c.header("Cache-Control", "no-store");
      return c.body(new Uint8Array(pdf), 200);
    },
  );

  return router;
}
