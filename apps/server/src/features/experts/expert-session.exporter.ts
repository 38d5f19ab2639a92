import { schema } from "@vitalog/db";
import { jsonExporter } from "../../data-export/exporters.ts";
import { timeSeriesExporter } from "../../kit/time-series.exporter.ts";
import {
  expertMessageSeries,
  expertSessionSeries,
  findSafetyPlanRow,
  listJourneyProgressForExport,
} from "./expert-session.repository.ts";

const { expertSessions, expertMessages } = schema;

/** Every session, oldest first, with what the person chose to share in it. */
export const expertSessionsExporter = timeSeriesExporter({
  name: "expert-sessions",
  series: expertSessionSeries,
  columns: {
    id: expertSessions.id,
    expert: expertSessions.expert,
    category: expertSessions.category,
    journeyId: expertSessions.journeyId,
    shareSummaries: expertSessions.shareSummaries,
    createdAt: expertSessions.createdAt,
    updatedAt: expertSessions.updatedAt,
  },
  csvFormat: { shareSummaries: (value) => (value as string[]).join(" ") },
});

/** Every message of every session, oldest first: the person's, the expert's and crisis cards. */
export const expertMessagesExporter = timeSeriesExporter({
  name: "expert-messages",
  series: expertMessageSeries,
  columns: {
    id: expertMessages.id,
    sessionId: expertMessages.sessionId,
    role: expertMessages.role,
    content: expertMessages.content,
    crisisKind: expertMessages.crisisKind,
    screenedReason: expertMessages.screenedReason,
    createdAt: expertMessages.createdAt,
  },
});

export const expertJourneysExporter = jsonExporter("expert-journeys", listJourneyProgressForExport);

export const safetyPlanExporter = jsonExporter(
  "safety-plan",
  async (db, userId) => (await findSafetyPlanRow(db, userId))?.plan ?? null,
);
