import { AccountMessage } from "./account/messages.ts";
import { ActivityMessage } from "./activity/messages.ts";
import { AdminMessage } from "./admin/messages.ts";
import { AdsMessage } from "./ads/messages.ts";
import { AiCreditMessage, AiMessage } from "./ai-credits/messages.ts";
import {
  AuthMessage,
  PasswordPolicyMessage,
  ResetMessage,
  ValidationMessage,
} from "./auth/messages.ts";
import { BloodworkMessage } from "./bloodwork/messages.ts";
import {
  ArticleMessage,
  CommunityMessage,
  EditorImageMessage,
  FeatureRequestMessage,
  GroupMessage,
  PublicProfileMessage,
} from "./community/messages.ts";
import { ContentAdapterMessage } from "./content-adapter/messages.ts";
import { CourseMessage } from "./courses/messages.ts";
import { CycleMessage } from "./cycle/messages.ts";
import { ExpertMessage } from "./experts/messages.ts";
import { FastingMessage } from "./fasting/messages.ts";
import { FoodMessage } from "./food/messages.ts";
import { ImportMessage } from "./imports/messages.ts";
import { InsightMessage } from "./insights/messages.ts";
import { MedicationMessage } from "./medications/messages.ts";
import { MeditationMessage } from "./meditation/messages.ts";
import { HttpMessage, ShellMessage, UploadMessage } from "./messages.ts";
import { NutritionMessage } from "./nutrition/messages.ts";
import { PainMessage } from "./pain/messages.ts";
import { ProfileMessage } from "./profile/messages.ts";
import { RecommendationMessage } from "./recommendations/messages.ts";
import { SharingMessage } from "./sharing/messages.ts";
import { SubscriptionMessage } from "./subscription/messages.ts";
import { VitalsMessage } from "./vitals/messages.ts";
import { WeightMessage } from "./weight/messages.ts";
import { WellbeingMessage } from "./wellbeing/messages.ts";

/**
 * The one list of user-facing messages, by group: a message's code is `<group>.<key>`
 * ("weight.weightRange"). The server answers with the English text; the web shows each message
 * through i18next by its code, so a translation needs no change on the server.
 * A new module adds its group here.
 */
export const MESSAGE_GROUPS = {
  http: HttpMessage,
  shell: ShellMessage,
  upload: UploadMessage,
  auth: AuthMessage,
  validation: ValidationMessage,
  reset: ResetMessage,
  passwordPolicy: PasswordPolicyMessage,
  account: AccountMessage,
  admin: AdminMessage,
  ai: AiMessage,
  aiCredits: AiCreditMessage,
  profile: ProfileMessage,
  weight: WeightMessage,
  fasting: FastingMessage,
  wellbeing: WellbeingMessage,
  vitals: VitalsMessage,
  activity: ActivityMessage,
  meditation: MeditationMessage,
  cycle: CycleMessage,
  medications: MedicationMessage,
  recommendations: RecommendationMessage,
  nutrition: NutritionMessage,
  pain: PainMessage,
  bloodwork: BloodworkMessage,
  food: FoodMessage,
  courses: CourseMessage,
  insights: InsightMessage,
  imports: ImportMessage,
  experts: ExpertMessage,
  community: CommunityMessage,
  articles: ArticleMessage,
  editorImages: EditorImageMessage,
  groups: GroupMessage,
  featureRequests: FeatureRequestMessage,
  publicProfiles: PublicProfileMessage,
  contentAdapter: ContentAdapterMessage,
  ads: AdsMessage,
  subscription: SubscriptionMessage,
  sharing: SharingMessage,
} as const;

type Groups = typeof MESSAGE_GROUPS;
export type MessageCode = {
  [G in keyof Groups]: `${G & string}.${keyof Groups[G] & string}`;
}[keyof Groups];

/** Every message by its code, in English. */
export const MESSAGES: Readonly<Record<MessageCode, string>> = Object.fromEntries(
  Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([key, text]) => [`${group}.${key}`, text]),
  ),
) as Record<MessageCode, string>;

const CODE_BY_TEXT = new Map<string, MessageCode>();
for (const [code, text] of Object.entries(MESSAGES) as [MessageCode, string][]) {
  // The same wording in two groups ("No account found with this email") keeps its first code.
  if (!CODE_BY_TEXT.has(text)) CODE_BY_TEXT.set(text, code);
}

/** The code of an English message from the catalogue, or undefined for any other text. */
export function messageCodeOf(text: string): MessageCode | undefined {
  return CODE_BY_TEXT.get(text);
}
