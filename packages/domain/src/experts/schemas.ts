import { z } from "zod";
import { SUPPORT_CATEGORY_IDS } from "./categories.ts";
import { EXPERT_IDS } from "./experts.ts";
import { ExpertMessage } from "./messages.ts";

export const EXPERT_MESSAGE_MAX = 4000;

/** The modules whose summary a person may share with an expert for one session. */
export const SHAREABLE_MODULES = [
  "weight",
  "fasting",
  "cycle",
  "meditation",
  "wellbeing",
  "pain",
  "bloodwork",
  "medications",
  "food",
  "recommendations",
] as const;
export const ShareableModule = z.enum(SHAREABLE_MODULES, { error: ExpertMessage.shareInvalid });
export type ShareableModule = z.infer<typeof ShareableModule>;

export const CreateExpertSessionBody = z
  .object({
    expert: z.enum(EXPERT_IDS, { error: ExpertMessage.expertInvalid }),
    category: z.enum(SUPPORT_CATEGORY_IDS, { error: ExpertMessage.categoryInvalid }).optional(),
    journeyId: z
      .string({ error: ExpertMessage.journeyInvalid })
      .trim()
      .min(1, ExpertMessage.journeyInvalid)
      .max(100, ExpertMessage.journeyInvalid)
      .optional(),
    // Consent: nothing is shared unless the person picks modules for this session.
    shareSummaries: z
      .array(ShareableModule, { error: ExpertMessage.shareInvalid })
      .max(SHAREABLE_MODULES.length, ExpertMessage.shareInvalid)
      .transform((list) => [...new Set(list)])
      .optional()
      .default([]),
  })
  .strict();
export type CreateExpertSessionBody = z.infer<typeof CreateExpertSessionBody>;
export type CreateExpertSessionInput = z.input<typeof CreateExpertSessionBody>;

export const ExpertMessageBody = z
  .object({
    content: z
      .string({ error: ExpertMessage.contentRequired })
      .trim()
      .min(1, ExpertMessage.contentRequired)
      .max(EXPERT_MESSAGE_MAX, ExpertMessage.contentTooLong),
  })
  .strict();
export type ExpertMessageBody = z.infer<typeof ExpertMessageBody>;
