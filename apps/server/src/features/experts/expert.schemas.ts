import { z } from "@hono/zod-openapi";
import {
  EXPERT_IDS,
  ExpertMessage,
  JOURNEY_TEXT_MAX,
  JourneyStepAnswer,
  SafetyPlan,
  SHAREABLE_MODULES,
  ShareableModule,
  SUPPORT_CATEGORY_IDS,
  timeSeriesListQuery,
  timeSeriesPage,
} from "@vitalog/domain";

export { CreateExpertSessionBody, ExpertMessageBody, SafetyPlan } from "@vitalog/domain";

export const ExpertIdSchema = z.enum(EXPERT_IDS);

export const ExpertSchema = z.object({
  id: ExpertIdSchema,
  name: z.string(),
  role: z.string(),
  helpsWith: z.array(z.string()),
  limits: z.array(z.string()),
});

export const SupportCategorySchema = z.object({
  id: z.enum(SUPPORT_CATEGORY_IDS),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  bgColor: z.string(),
  primaryColor: z.string(),
});

export const ExpertsOverview = z.object({
  experts: z.array(ExpertSchema),
  categories: z.array(SupportCategorySchema),
});

export const SupportCategoryList = z.object({ items: z.array(SupportCategorySchema) });

const JourneySourceSchema = z.object({
  title: z.string(),
  publisher: z.string(),
  url: z.string().optional(),
});

const ExerciseAnswerKindSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), placeholder: z.string().optional() }),
  z.object({
    kind: z.literal("list"),
    itemLabel: z.string(),
    minItems: z.number().int(),
    maxItems: z.number().int(),
  }),
  z.object({
    kind: z.literal("scale"),
    min: z.number().int(),
    max: z.number().int(),
    minLabel: z.string(),
    maxLabel: z.string(),
  }),
]);

const JourneyStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  reading: z.string(),
  exercise: z.object({ prompt: z.string(), answer: ExerciseAnswerKindSchema }),
  reflection: z.string(),
  personalData: z.enum(["due-recommendations", "bloodwork-results"]).optional(),
});

const JourneyHeader = z.object({
  id: z.string(),
  expert: ExpertIdSchema,
  category: z.enum(SUPPORT_CATEGORY_IDS).nullable(),
  title: z.string(),
  summary: z.string(),
  sources: z.array(JourneySourceSchema),
});

export const JourneySummarySchema = JourneyHeader.extend({
  steps: z.array(z.object({ id: z.string(), title: z.string() })),
});

export const JourneyList = z.object({ items: z.array(JourneySummarySchema) });

export const JourneysQuery = z.object({
  expert: z.enum(EXPERT_IDS, { error: ExpertMessage.expertInvalid }).optional(),
});

export const JourneyStepProgressSchema = z.object({
  stepId: z.string(),
  answer: JourneyStepAnswer,
  reflection: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const JourneyProgressSchema = z.object({
  journeyId: z.string(),
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  completedSteps: z.number().int(),
  totalSteps: z.number().int(),
  /** The first step not completed yet; null once every step is. */
  currentStepId: z.string().nullable(),
  steps: z.array(JourneyStepProgressSchema),
});

/** A journey the person enrolled in, with how far they are. */
export const MyJourneySchema = JourneySummarySchema.extend({
  enrolledAt: z.string(),
  completedSteps: z.number().int(),
  totalSteps: z.number().int(),
  /** The latest of the enrolment and any saved step. */
  lastActivityAt: z.string(),
  /** The first step not completed yet; null once every step is. */
  nextStepId: z.string().nullable(),
});

/** The person's journeys, the most recently active first. */
export const MyJourneyList = z.object({ items: z.array(MyJourneySchema) });

/** A journey's content, and the signed-in person's progress (null for a visitor). */
export const JourneyDetail = JourneyHeader.extend({
  steps: z.array(JourneyStepSchema),
  progress: JourneyProgressSchema.nullable(),
});

export const JourneyParams = z.object({
  journeyId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "journeyId", in: "path" } }),
});

export const JourneyStepParams = JourneyParams.extend({
  stepId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "stepId", in: "path" } }),
});

export const JourneyStepBody = z
  .object({
    answer: JourneyStepAnswer,
    reflection: z.string().trim().max(JOURNEY_TEXT_MAX, ExpertMessage.reflectionTooLong).optional(),
    completed: z.boolean().optional().default(true),
  })
  .strict();
export type JourneyStepBody = z.infer<typeof JourneyStepBody>;

export const ExpertSessionSchema = z.object({
  id: z.string(),
  expert: ExpertIdSchema,
  category: z.enum(SUPPORT_CATEGORY_IDS).nullable(),
  journeyId: z.string().nullable(),
  /** The modules whose summaries the expert may read in this session (none by default). */
  shareSummaries: z.array(ShareableModule),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExpertSession = z.infer<typeof ExpertSessionSchema>;

export const CrisisCardSchema = z.object({
  kind: z.enum(["self-harm", "harm-to-others", "medical-emergency"]),
  title: z.string(),
  body: z.string(),
  actions: z.array(z.object({ label: z.string(), href: z.string() })),
});

export const ExpertSessionMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant", "crisis"]),
  content: z.string(),
  /** The crisis card on a `crisis` message: the same fixed words every time. */
  crisis: CrisisCardSchema.nullable(),
  /** True when the model's reply was replaced by the safe answer. */
  screened: z.boolean(),
  createdAt: z.string(),
});
export type ExpertSessionMessage = z.infer<typeof ExpertSessionMessageSchema>;

export const ExpertSessionDetail = ExpertSessionSchema.extend({
  messages: z.array(ExpertSessionMessageSchema),
});

export const ExpertSessionListQuery = timeSeriesListQuery({ defaultLimit: 20, maxLimit: 100 });
export const ExpertSessionList = timeSeriesPage(ExpertSessionSchema);

export const ExpertSessionPatch = z
  .object({
    shareSummaries: z
      .array(ShareableModule, { error: ExpertMessage.shareInvalid })
      .max(SHAREABLE_MODULES.length, ExpertMessage.shareInvalid)
      .transform((list) => [...new Set(list)]),
  })
  .strict();
export type ExpertSessionPatch = z.infer<typeof ExpertSessionPatch>;

/** The reply to a crisis message: the card, and the two messages stored. */
export const CrisisReply = z.object({
  crisis: CrisisCardSchema,
  messages: z.array(ExpertSessionMessageSchema),
});
export type CrisisReply = z.infer<typeof CrisisReply>;

export const SafetyPlanReply = z.object({
  plan: SafetyPlan,
  updatedAt: z.string().nullable(),
});
export type SafetyPlanReply = z.infer<typeof SafetyPlanReply>;
