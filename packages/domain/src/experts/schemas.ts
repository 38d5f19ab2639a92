import { z } from "zod";
import { requiredText } from "../kit/text.ts";
import { SUPPORT_CATEGORY_IDS, SupportCategory } from "./categories.ts";
import { EXPERT_IDS, Expert } from "./experts.ts";
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
    journeyId: requiredText(
      ExpertMessage.journeyInvalid,
      ExpertMessage.journeyInvalid,
      100,
    ).optional(),
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
    content: requiredText(
      ExpertMessage.contentRequired,
      ExpertMessage.contentTooLong,
      EXPERT_MESSAGE_MAX,
    ),
  })
  .strict();
export type ExpertMessageBody = z.infer<typeof ExpertMessageBody>;

/** What the experts' index answers: the three experts and the support categories. */
export const ExpertsOverview = z.object({
  experts: z.array(Expert),
  categories: z.array(SupportCategory),
});
export type ExpertsOverview = z.infer<typeof ExpertsOverview>;
